/** The contractor's questions on permits and inspections, case by case. */
import type { Asks } from './asks.js';
import { fallback, type Case, says } from './case.js';

export function permitsCases(ask: Asks): Case[] {
  return [
    {
      when: (_, e) => /leaves the permit to you/.test(e),
      prefer: /owner|homeowner|customer|buyer/i,
      ask: (cite) =>
        `${says(cite, 'Your quote leaves the permit to me')}: will you pull the permit in your company's name and arrange the inspection, and is the fee included?`,
    },
    {
      when: (_, e) => /says no permit will be pulled/.test(e),
      ask: (cite) =>
        `${says(cite, 'Your quote says no permit is needed')}: have you confirmed that with the building department, and will you pull one and arrange the inspection if it is required?`,
    },
    {
      when: (s, e) => s === 'average' && /obtains the permit/.test(e),
      ask: (cite) =>
        `${says(cite, 'Your quote charges permit fees on top')}: how much will the permit fees be, and are they included in the total?`,
    },
    {
      when: (_, e) => /without saying who pulls them/.test(e),
      ask: (cite) => `${says(cite, 'Your quote mentions permits')} but not who pulls them or pays: ${ask.permits}`,
    },
    {
      when: (_, e) => /^You said the contractor pulls/.test(e),
      ask: () =>
        'Your quote does not mention permits: can you write into the quote that you pull the permit and arrange the inspection, and whether the fee is included?',
    },
    { when: () => true, ask: (cite) => fallback('permits', cite, ask) },
  ];
}
