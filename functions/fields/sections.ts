/**
 * Regions of a quote that the field rules read differently: the fine print (terms and conditions,
 * cancellation notices, legal paragraphs), where dollar amounts are fees and limits, not prices.
 */
import type { DocumentModel, Line } from '../document/model.js';
import { findAmounts } from './money.js';

export interface Sections {
  /** Lines of terms and conditions, a cancellation notice or other legal fine print. */
  terms: Set<number>;
  /**
   * Earlier messages quoted under a reply that prices the job again ("> TOTAL $6,900" under "NEW TOTAL:
   * $5,575"): the reply's offer replaces them.
   */
  superseded: Set<number>;
  /** Lines under a heading of extras the price leaves out ("Optional Upgrades — not included in the Total"). */
  extras: Set<number>;
}

/** A heading of priced extras outside the price: option words and words that leave them out. */
const EXTRAS_HEADING =
  /^(?=.*\b(?:optional|options?|upgrades?|add[-\s]?ons?|alternates?|extras)\b)(?=.*\b(?:not\s+(?:included|part\s+of|in\s+(?:the|this|your)\s+(?:price|total|quote))|if\s+added|available|at\s+(?:additional|extra)\s+cost|declined)\b)/i;

/** "Not included — available on request": what the price leaves out, offered apart. */
const LEFT_OUT_HEADING =
  /^\W*not\s+included\b(?=.*\b(?:available|on\s+request|if\s+(?:desired|wanted|added)|at\s+(?:additional|extra)\s+cost)\b)/i;

/** Lines from an extras heading to the next heading or total. */
function extrasLines(model: DocumentModel): Set<number> {
  const out = new Set<number>();
  let inside = false;
  for (const line of model.lines) {
    const text = line.text.trim();
    if (
      text.split(/\s+/).length <= 14 &&
      !findAmounts(text).length &&
      (EXTRAS_HEADING.test(text) || LEFT_OUT_HEADING.test(text))
    ) {
      inside = true;
      continue;
    }
    if (inside && (isHeading(line, model) || /^\W*(?:grand\s+)?total\b/i.test(text))) inside = false;
    if (inside) out.add(line.index);
  }
  return out;
}

/** "On Sun, Nov 2, 2025 at 9:50 PM, Frank <…> wrote:", "-----Original Message-----". */
const QUOTE_HEADER = /^\W{0,3}(?:on\s.{4,120}\bwrote:\s*$|-{2,}\s*(?:original|forwarded)\s+message\s*-{2,})/i;

/** Lines of quoted history: prefixed with ">" or below a reply header, to the end of the document. */
function quotedLines(model: DocumentModel): Set<number> {
  const quoted = new Set<number>();
  let below = false;
  for (const line of model.lines) {
    if (QUOTE_HEADER.test(line.text.trim())) below = true;
    if (below || /^\s*>/.test(line.text)) quoted.add(line.index);
  }
  return quoted;
}

const TERMS_HEADING =
  /^\W{0,3}(?:(?:general\s+|standard\s+|additional\s+)?terms\s*(?:and|&)\s*conditions|(?:general\s+|standard\s+)?conditions(?:\s+of\s+(?:sale|contract|agreement))?|terms|notice\s+of\s+(?:cancell?ation|right\s+to\s+cancel)|(?:your\s+)?right\s+to\s+cancel|(?:buyer'?s\s+)?right\s+of\s+rescission|(?:three|3)[-\s]day\s+(?:right|cancell?ation)|cancell?ation(?:\s+(?:policy|notice|rights?))?|disclaimers?|legal\s+notices?|arbitration|limitation\s+of\s+liability|fine\s+print)\b[^a-z0-9]{0,3}$/i;
/** Words of legal prose. */
const LEGAL =
  /\b(?:shall|hereby|herein|hereunder|thereof|pursuant|liable|liability|indemnif\w*|arbitration|notwithstanding|rescind|rescission|forfeit\w*|in\s+the\s+event|governed\s+by|null\s+and\s+void|at\s+its\s+(?:sole\s+)?discretion)\b/gi;

/** A short line that reads as a heading: bold, larger, capitals, or ending with a colon. */
function isHeading(line: Line, model: DocumentModel): boolean {
  const text = line.cells[0]?.text ?? line.text;
  if (text.split(/\s+/).length > 8 || findAmounts(line.text).length > 0) return false;
  const letters = text.replace(/[^A-Za-z]/g, '');
  return (
    line.bold ||
    line.size >= model.medianSize * 1.1 ||
    (letters.length >= 4 && letters === letters.toUpperCase()) ||
    /:\s*$/.test(text)
  );
}

export function findSections(model: DocumentModel): Sections {
  const terms = new Set<number>();
  let inTerms = false;
  for (const line of model.lines) {
    const first = (line.cells[0]?.text ?? line.text).trim();
    if (isHeading(line, model)) inTerms = TERMS_HEADING.test(first.replace(/[:.]\s*$/, ''));
    const legalWords = line.text.match(LEGAL)?.length ?? 0;
    if (inTerms || legalWords >= 2 || (legalWords === 1 && line.size < model.medianSize * 0.95)) terms.add(line.index);
  }
  // Quoted history is superseded only when the reply itself names a price.
  const quoted = quotedLines(model);
  const replyPriced = model.lines.some(
    (l) => !quoted.has(l.index) && !terms.has(l.index) && findAmounts(l.text).some((a) => a.cents >= 10000),
  );
  return { terms, superseded: replyPriced ? quoted : new Set(), extras: extrasLines(model) };
}
