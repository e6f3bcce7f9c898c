/** The glass in a homeowner's words: its U-factor and SHGC, and whether it is the high-performance package (low-E with gas, or triple-pane). */
import { parseDecimal } from '../reply-numbers.js';
import { first, type Reader } from './reader.js';

const U_FACTOR =
  /\bu[-\s]?(?:factor|value)\s*(?:is|of|=|:|at|rated|rating)?\s*(?:about|around|only|of)?\s*(\d?\.\d{1,3}|1(?:\.\d{1,2})?)\b|\bu\s*[=:]\s*(\d?\.\d{1,3})/i;

const SHGC =
  /\b(?:shgc|solar\s+heat\s+gain(?:\s+coefficient)?)\s*(?:is|of|=|:|at|rated|rating)?\s*(?:about|around|only|of)?\s*(\d?\.\d{1,3})/i;

/** The range a window's U-factor (0.1 to 1.3) and SHGC (above 0.05, below 0.95) can be in. */
const PLAUSIBLE = {
  uFactor: (n: number) => n >= 0.1 && n <= 1.3,
  shgc: (n: number) => n > 0.05 && n < 0.95,
};

export const readGlassNumbers: Reader = (clause, found) => {
  const u = U_FACTOR.exec(clause);
  const uValue = u ? Number(u[1] ?? u[2]) : NaN;
  if (PLAUSIBLE.uFactor(uValue)) found.answers.uFactor = uValue;
  const s = SHGC.exec(clause);
  const sValue = s ? Number(s[1]) : NaN;
  if (PLAUSIBLE.shgc(sValue)) found.answers.shgc = sValue;
};

const PLAIN_GLASS =
  /\b(?:clear|plain|regular|ordinary|basic|standard)\s+(?:(?:double|dual|single)[-\s]?)?(?:glass|glazing|panes?|paned)\b|\bsingle[-\s]?(?:pane|paned|glazed|glazing)\b/i;

const LOW_E = /\blow[-\s]?e\b|\bloe\b/i;

const TRIPLE = /\btriple[-\s]?(?:pane|paned|glazed|glazing)\b/i;

const GAS_FILL =
  /\b(?:argon|krypton)\b|\bgas[-\s]?fill(?:ed)?\b|\bgas[-\s]filled\b|\bgas\b(?=[^.]{0,20}\b(?:fill|filled|between|panes?)\b)|(?<=\b(?:no|without|any)\s+)gas\b/i;

/**
 * The glass package: low-E with argon or krypton, or triple glazing (the high-performance package the
 * energy rule rates good) → true; plain or single-pane glass, or low-E without the gas fill → false.
 */
export function glassPackage(clause: string): boolean | undefined {
  if (
    PLAIN_GLASS.test(clause) &&
    !/\bnot\s+(?:clear|plain|regular|ordinary|basic|standard|single)/i.test(clause) &&
    !LOW_E.test(clause)
  )
    return false;
  // "Low-E, no argon", "without gas fill": the coating alone is not the package.
  const gas = first(clause, [GAS_FILL]);
  if (gas?.negated && !TRIPLE.test(clause)) return false;
  const hit = first(clause, [LOW_E, TRIPLE]);
  if (hit) return !hit.negated;
  // "double pane with argon": gas-filled units carry a low-E coating.
  if (gas) return true;
  return undefined;
}

export const readLowE: Reader = (clause, found) => {
  const glass = glassPackage(clause);
  if (glass !== undefined) found.answers.lowEGas = glass;
};

/**
 * The answer to "Which glass: low-E with argon, triple-pane, or plain double-pane?", by what the reply names:
 * "triple" is the high-performance package (as the energy rule rates it), "double" alone the plain one.
 */
export function glassReply(text: string, said: boolean | undefined): boolean | undefined {
  const lead =
    /^\s*(?:it's\s+|they're\s+|they\s+are\s+|it\s+is\s+)?(triple|clear|plain|regular|standard|basic|single)\b/i.exec(
      text,
    )?.[1];
  return lead
    ? /^triple$/i.test(lead)
    : (glassPackage(text) ??
        (/^\s*(?:it's\s+|they're\s+|they\s+are\s+|it\s+is\s+)?(?:double|dual)\s*$|\b(?:double|dual|two)[-\s]?(?:pane|paned|panes|glazed|glazing)\b/i.test(
          text,
        ) && said === undefined
          ? false
          : undefined));
}

/** A U-factor or SHGC typed as the answer ("0.27"), when it is in the range such a number has. */
export function glassNumberReply(key: 'uFactor' | 'shgc', text: string): number | null {
  const n = parseDecimal(text);
  return n !== null && PLAUSIBLE[key](n) ? n : null;
}
