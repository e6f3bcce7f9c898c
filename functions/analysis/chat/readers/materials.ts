/** The product in a homeowner's words: a brand and its series ("Pella 250 Series"). */
import { findProductLine } from '../product-line.js';
import { negatedAround } from '../sentences.js';
import type { Reader } from './reader.js';

export const readProduct: Reader = (clause, found, ctx) => {
  const line = findProductLine(clause, ctx.brands);
  if (line?.series && !negatedAround(clause, line.index, line.length)) found.answers.productLine = line.text;
};

/**
 * The product line a reply names: a known brand with its series tidied ("andersen 400 series" → "Andersen
 * 400 Series"), else the words as typed; "none", "n/a", "doesn't have one" are not a name.
 */
export function productLineReply(
  text: string,
  said: boolean | undefined,
  alsoAsks: boolean,
  brands: string[],
): string | null {
  const line = findProductLine(text, brands);
  const plain = text.replace(/[.!]+$/, '').trim();
  if (line?.series) return line.text;
  if (
    said === undefined &&
    plain.length >= 2 &&
    plain.length <= 80 &&
    plain.split(/\s+/).length <= 8 &&
    !alsoAsks &&
    !/^(?:not?|none|nothing|n\/?a|nowhere|doesn't|does\s+not|it\s+(?:doesn't|does\s+not|isn't|is\s+not))\b/i.test(plain)
  )
    return plain;
  if (line) return line.text;
  return null;
}
