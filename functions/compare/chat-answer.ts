/**
 * The Expert Chat's answer to "how does this compare with my other quote?": the same comparison as the
 * compare page (this quote as Quote A, the homeowner's other analysed quotes after it), in a few lines.
 * Questions about comparing quotes in general ("why do two companies give different numbers?") are not
 * this: they name no quote of the homeowner's and keep their general answer.
 */
import { comparePath, type CompareResponse } from '@shared/compare.js';
import { markCut, truncate } from '@shared/text.js';

const COMPARE_WORDS = String.raw`compar\w*|stack(?:s)?\s+up|versus|vs\.?|better|cheaper|dearer|worse|differ\w*|which\s+(?:one|is)`;
const OTHER_QUOTE = String.raw`(?:my|the|our)\s+(?:other|second|2nd|first|previous|older|newer)\s+(?:quotes?|estimates?|bids?|proposals?|offers?)`;
const ASKS = new RegExp(
  String.raw`\b(?:${COMPARE_WORDS})\b[^?!.]{0,60}\b${OTHER_QUOTE}\b|\b${OTHER_QUOTE}\b[^?!.]{0,60}\b(?:${COMPARE_WORDS})\b`,
  'i',
);
/** A figure in the message is about a price or count (attribution.ts weighs it), not a request to compare. */
const FIGURE = /\$\s?\d|\b\d[\d,]{2,}\b/;

export function asksToCompareWithOtherQuote(text: string): boolean {
  return ASKS.test(text) && !FIGURE.test(text);
}

/** When the homeowner has no other analysed quote (or is a guest): how to get one compared. */
export function noOtherQuoteReply(signedIn: boolean): string {
  return signedIn
    ? 'You have no other analysed quote yet. Upload your other quote on **My Quotes**; once it is analysed, tick both quotes and press **Compare** (or ask me again) to see them side by side: price per opening against the local fair range, what each includes, warranty and payment terms.'
    : 'To compare quotes, create a free account so your quotes are kept together, then upload the other quote on **My Quotes**, tick both and press **Compare**.';
}

function cut(line: string, max = 140): string {
  return truncate(markCut(line), max);
}

/** The comparison in chat lines, with the page that shows it in full. */
export function comparisonReply(comparison: CompareResponse): string {
  const [self, ...others] = comparison.quotes;
  const names = others.map((q) => `${q.label}: ${q.vendor?.trim() || q.fileName}`).join('; ');
  const lines = [
    `Here is this quote (**${self!.label}**) against your other ${others.length === 1 ? 'quote' : 'quotes'} (${names}).`,
  ];
  if (!comparison.sameScope.ok) {
    lines.push("**They do not cover the same scope**, so I wouldn't choose on price yet:");
    for (const reason of comparison.sameScope.reasons.slice(0, 3)) lines.push(`- ${reason}`);
  } else {
    lines.push(`**${comparison.summary.headline}**`);
  }
  for (const claim of comparison.summary.claims.slice(0, 3)) {
    const line = claim.citations[0]?.line;
    lines.push(`- ${claim.text}${line ? ` (“${cut(line)}”)` : ''}`);
  }
  lines.push(`The full side-by-side table: ${comparePath(comparison.quotes.map((q) => q.id))}`);
  return lines.join('\n');
}
