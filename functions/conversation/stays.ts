/**
 * Why a reply left an item's rating where it was, and what would move it: the quote's own words decide
 * the item (a spoken promise or a guess is not part of what the homeowner signs), or the reply does not
 * settle it; the contractor writing it into the quote would.
 */
import { ratingLabel, type CategoryShortId } from '@shared/checklist.js';
import { asks } from '../analysis/contractor-questions/asks.js';
import { loadRubric } from '../analysis/knowledge/rubric.js';
import type { StoredResult } from '../quotes/quote-record.js';

/** Words that make a reply hearsay or a guess rather than what the quote says. */
const HEARSAY =
  /\b(?:said\s+so|says\s+so|told\s+(?:me|us)|(?:he|she|they|the\s+(?:salesman|salesperson|rep|contractor|guy))\s+(?:said|says|told|promised|mentioned)|salesman|sales\s?(?:person|rep)|promised|verbal(?:ly)?|on\s+the\s+phone|i\s+think|i\s+believe|i\s+guess|probably|supposedly|pretty\s+sure)\b/i;
/** Evidence lines that are our own statements, not the quote's words. */
const OURS =
  /^(?:The (?:quote|total on the quote) |You said|You changed|You gave|Based on|As read from the photo \(mostly)/;
const MAX_CITE = 120;

/** The quote's own line a result rests on (shortened), or null when it rests on none. */
export function quoteLine(result: StoredResult): string | null {
  const line = (result.evidence ?? []).find((l) => !OURS.test(l.trim()));
  if (!line) return null;
  const text = line.replace(/^As read from the photo:\s*/, '').trim();
  return text.length > MAX_CITE ? `${text.slice(0, MAX_CITE - 1).replace(/\s+\S*$/, '')}…` : text;
}

/** "**Permits & Inspections** stays Poor: …, and what would change it." */
export function staysText(result: StoredResult, reply: string): string {
  const label = ratingLabel(result.status) || 'not applicable';
  const head = `**${result.title}** stays ${label}`;
  if (result.status === 'good') return `${head}: the quote already says so in writing.`;
  const quoted = quoteLine(result);
  const hearsay = HEARSAY.test(reply);
  const why = quoted
    ? `the rating rests on what the quote itself says (“${quoted}”)${hearsay ? ', and what someone told you, or a guess, is not part of the contract you would sign' : ', and your answer does not change what it says'}`
    : hearsay
      ? 'what someone told you, or a guess, is not part of the contract you would sign'
      : 'your answer does not settle it';
  const category = (result.category ?? '') as CategoryShortId;
  const ask = asks(loadRubric())[category];
  const change = ask
    ? `To change it, ask the contractor to write it into the quote: ${ask}`
    : 'To change it, ask the contractor to write it into the quote.';
  return `${head}: ${why}. ${change}`;
}
