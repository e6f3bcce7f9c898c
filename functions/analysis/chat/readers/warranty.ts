/** Warranties in a homeowner's words: the installer's labour warranty in years, and a manufacturer's warranty with terms. */
import { findYears, parseYears } from '../reply-numbers.js';
import { negatedAround } from '../sentences.js';
import { first, nearest, positions, type Reader } from './reader.js';

const LABOR = /\b(?:labou?r|installation|install|workmanship|installer'?s?)\b/i;

const WARRANTY = /\b(?:warrant\w*|guarantee\w*|covered|coverage)\b/i;

export const readLaborWarranty: Reader = (clause, found) => {
  if (!LABOR.test(clause) || !WARRANTY.test(clause)) return;
  const anchors = positions(clause, LABOR);
  const value = nearest(findYears(clause), anchors);
  const negated =
    negatedAround(clause, anchors[0]!, 12, 12) || /\bno\s+(?:labou?r|installation|workmanship)\b/i.test(clause);
  if (value !== undefined && !negated) found.answers.laborWarrantyYears = value;
  else if (value === undefined && negated) found.answers.laborWarrantyYears = 0;
};

const PRODUCT_WARRANTY = [
  /\bmanufacturer'?s?\s+warrant\w*\b[^.]{0,30}\b(?:lifetime|\d+[-\s]?(?:years?|yrs?)|transferable)/i,
  /\b(?:lifetime|life-time|\d+[-\s]?(?:years?|yrs?))\b[^.]{0,20}\bwarrant\w*\b[^.]{0,20}\b(?:windows?|doors?|glass|frames?|manufacturer|product|seals?|hardware|parts)\b/i,
  /\b(?:windows?|doors?|glass|frames?|products?)\b[^.]{0,20}\b(?:have|has|come\s+with|comes\s+with|carry|carries)\s+(?:a\s+)?(?:limited\s+)?(?:lifetime|\d+[-\s]?years?)\b/i,
];

export const readProductWarranty: Reader = (clause, found) => {
  if (/\bno\s+(?:manufacturer'?s?|product)\s+warranty\b/i.test(clause)) {
    found.answers.productWarranty = false;
    return;
  }
  if (LABOR.test(clause) && !/\b(?:manufacturer|windows?|doors?|glass|frames?|products?)\b/i.test(clause)) return;
  const hit = first(clause, PRODUCT_WARRANTY);
  if (hit && !hit.negated) found.answers.productWarranty = true;
};

/** The labour warranty a reply gives, in years ("2 years", "lifetime"); 0 for a plain no. */
export function laborYearsReply(text: string, said: boolean | undefined): number | null {
  return parseYears(text) ?? (said === false ? 0 : null);
}
