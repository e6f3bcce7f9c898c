/** The contractor's questions on removal and disposal, case by case. */
import type { Asks } from './asks.js';
import { fallback, type Case, group, says } from './case.js';

export function removalCases(ask: Asks): Case[] {
  return [
    {
      when: (s) => s === 'bad',
      prefer: /owner|homeowner|customer|left on site|not included|extra/i,
      ask: (cite) =>
        `${says(cite, 'Your quote leaves the disposal of the old units to me')}: will you remove and haul away the old windows and doors, and what would that add to the price?`,
    },
    {
      when: (_, e) => /another part of the quote leaves some of it out/.test(e),
      ask: (cite) =>
        `${says(cite, 'Your quote is not consistent about removal')}, while another part includes removal: is removing and hauling away the old units included in the price, or extra?`,
    },
    {
      when: (_, e) => /mentions (?:removing the old units|disposal) but not/.test(e),
      ask: (cite, e) =>
        `${says(cite, 'Your quote covers removal only in part')} but not ${group(/but not (.+?)\./, e)}: ${ask.removal}`,
    },
    {
      when: (_, e) => /^You said removal/.test(e),
      ask: () =>
        'Your quote does not mention removal: can you write into the quote that removing and hauling away the old units is included?',
    },
    {
      when: () => true,
      ask: (cite) =>
        fallback(
          'removal',
          cite,
          ask,
          'Your quote does not say who removes the old windows and doors: is taking them out and hauling them away included in the price?',
        ),
    },
  ];
}
