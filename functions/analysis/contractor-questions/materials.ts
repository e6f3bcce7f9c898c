/** The contractor's questions on the product, case by case. */
import type { Asks } from './asks.js';
import { fallback, type Case, group, lists, says } from './case.js';

export function materialsCases(ask: Asks): Case[] {
  return [
    {
      when: (_, e) => /"or equal"/.test(e),
      prefer: /\bor equal\b|\bequivalent\b/i,
      ask: (cite) =>
        `${says(cite, 'Your quote allows an "or equal" substitute')}: will you write the exact brand, series and model into the contract, with no substitution without my written approval?`,
    },
    {
      when: (_, e) => /non-impact products in the High-Velocity/.test(e),
      prefer: /non[-\s]?impact/i,
      ask: (cite) =>
        `${lists(cite, 'Your quote specifies non-impact products')} in the High-Velocity Hurricane Zone: can you quote impact-rated products instead?`,
    },
    {
      when: (_, e) => /names (.+?) but not (.+?)\. Without/.test(e),
      ask: (cite, e) =>
        `${lists(cite, `Your quote names ${group(/names (.+?) but not/, e)}`)} but not ${group(/but not (.+?)\. Without/, e)}: ${ask.materials}`,
    },
    {
      when: (_, e) => /names no brand or product line/.test(e),
      ask: (cite) =>
        `${lists(cite, 'Your quote describes the windows')} but names no brand or product line: ${ask.materials}`,
    },
    {
      when: (_, e) => /^You said the product is/.test(e),
      ask: () => `Your quote does not name the product: can you write the brand, series and model into the contract?`,
    },
    { when: () => true, ask: (cite) => fallback('materials', cite, ask) },
  ];
}
