/** The contractor's questions on the warranty, case by case. */
import type { Asks } from './asks.js';
import { fallback, type Case, group, says } from './case.js';

export function warrantyCases(ask: Asks): Case[] {
  return [
    {
      when: (_, e) => /disclaims any warranty/.test(e),
      prefer: /\bno\s+warrant|without\s+(?:any\s+)?warrant|as[-\s]is/i,
      ask: (cite) =>
        `${says(cite, 'Your quote disclaims any warranty')}: will you provide the manufacturer's warranty and your own workmanship warranty in writing, and for how many years?`,
    },
    {
      when: (_, e) => /is short: installers normally/.test(e),
      prefer: /labou?r|workmanship|installation/i,
      ask: (cite, e) =>
        `${says(cite, 'Your quote gives a short labour warranty')}: can you warrant your installation for at least ${group(/at least (\d+) years/, e) ?? 'two'} years, in writing, and how do I make a claim?`,
    },
    {
      when: (_, e) => /does not state (.+?)\./.test(e),
      ask: (cite, e) =>
        `${says(cite, 'Your quote describes the warranty only in part')} but does not state ${group(/does not state (.+?)\./, e)}: ${ask.warranty}`,
    },
    {
      when: () => true,
      ask: (cite) =>
        fallback(
          'warranty',
          cite,
          ask,
          `Your quote does not mention a warranty: what does the manufacturer's warranty cover (frame, glass seal, hardware) and for how long, what is your own installation warranty, and do they transfer if I sell?`,
        ),
    },
  ];
}
