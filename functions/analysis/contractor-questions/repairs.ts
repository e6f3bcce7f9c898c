/** The contractor's questions on structural repairs, case by case. */
import type { Asks } from './asks.js';
import { fallback, type Case, group, says } from './case.js';

export function repairsCases(ask: Asks): Case[] {
  return [
    {
      when: (_, e) => /billed open-ended/.test(e),
      prefer: /time and materials?|T&M|hourly/i,
      ask: (cite) =>
        `${says(cite, 'Your quote bills repairs open-ended')} with no unit price or cap: can you set a price per window or per foot for rot repair, and agree that extra work needs my written approval?`,
    },
    {
      when: (_, e) => /mentions possible repairs but not/.test(e),
      ask: (cite, e) =>
        `${says(cite, 'Your quote mentions possible repairs')} but not ${group(/but not (.+?)\.$/, e) ?? 'how they are priced'}: ${ask.repairs}`,
    },
    {
      when: (_, e) => /^You said/.test(e),
      ask: () =>
        'Your quote does not say how rot or framing repairs are handled: can you write the repair price and the rule that extra work needs my written approval into the contract?',
    },
    {
      when: () => true,
      ask: (cite) =>
        fallback(
          'repairs',
          cite,
          ask,
          'Your quote does not say what happens if rotted wood or damaged framing is found: how would repairs be priced (per window, per foot or an allowance cap), and will you get my written approval first?',
        ),
    },
  ];
}
