/** The price in a homeowner's words: whether it includes everything (removal, installation, trim). */
import { first, type Reader } from './reader.js';

const EVERYTHING = [
  /\b(?:price|quote|total|it)\b[^.]{0,20}\b(?:includes|covers|is)\s+(?:everything|all-?inclusive|all\s+in|turn-?key)\b/i,
  /\ball-?inclusive\b|\beverything\s+is\s+included\b|\bincludes\s+everything\b/i,
];

export const readEverything: Reader = (clause, found) => {
  const hit = first(clause, EVERYTHING);
  if (hit) found.answers.priceIncludesEverything = !hit.negated;
};
