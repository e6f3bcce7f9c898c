/** Structural repairs in a homeowner's words: a set price for rot and their written OK before extra work. */
import { first, type Reader } from './reader.js';

const ROT_TERMS =
  /\b(?:rot|rotten|rotted|damage|damaged|repairs?)\b[^.]{0,40}(?:\$\s?\d+|\bper\s+(?:window|opening|foot|linear\s+foot|sill)\b|\bwritten\s+(?:approval|ok|okay|authorization)\b|\bchange\s+order\b|\bapprov(?:e|al))/i;

export const readRot: Reader = (clause, found) => {
  const hit = first(clause, [ROT_TERMS]);
  if (hit) found.answers.rotRepairTerms = !hit.negated;
};

/** "Yes, both" / "Only one of them" / "Neither" to "a set price, and your written OK first?". */
export function bothTerms(text: string): boolean | undefined {
  const t = text.trim();
  if (
    /^(?:no\b[,.]?\s*)?(?:neither|none\s+of\s+(?:them|those)|not\s+both|(?:only|just)\s+(?:one|the\s+(?:set\s+)?price|a\s+(?:set\s+)?price|the\s+ok|the\s+okay|the\s+approval|my\s+(?:written\s+)?(?:ok|okay|approval))|one\s+of\s+(?:them|those|the\s+two))\b/i.test(
      t,
    )
  )
    return false;
  if (/^(?:yes\b[,.]?\s*)?(?:(?:they\s+(?:did|do|agreed\s+to)\s+)?both|yes\s+to\s+both)\b/i.test(t)) return true;
  return undefined;
}
