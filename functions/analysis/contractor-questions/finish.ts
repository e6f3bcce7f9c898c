/** The contractor's questions on the finish work, case by case. */
import { TOPIC, type Asks } from './asks.js';
import { type Case, group, says } from './case.js';

export function finishCases(ask: Asks): Case[] {
  return [
    {
      when: (_, e) => /excludes sealing or flashing/.test(e),
      prefer: /seal|caulk|flashing/i,
      ask: (cite) =>
        `${says(cite, 'Your quote excludes sealing or flashing')}: will you caulk and flash around every new unit, as part of the price?`,
    },
    {
      when: (_, e) => /covers only part of the finish work; it does not mention (.+?)\./.test(e),
      ask: (cite, e) =>
        `${says(cite, 'Your quote covers only part of the finish work')} but not ${group(/does not mention (.+?)\./, e)}: are they included in the price, and if not, what would they cost?`,
    },
    {
      when: (_, e) => /leaves the trim, patching or paint out/.test(e),
      ask: (cite) =>
        `${says(cite, 'Your quote leaves trim, patching or paint out of the price')}: what would they cost, and can they be included?`,
    },
    {
      when: (_, e) => /^You said/.test(e),
      ask: () =>
        'Your quote does not list the finish work: can you write the interior and exterior trim, sealing and patching into the quote?',
    },
    {
      when: () => true,
      ask: (cite) =>
        cite
          ? `Your quote mentions “${cite}” but not the finish work: ${ask.finish}`
          : `Your quote does not mention ${TOPIC.finish}: ${ask.finish}`,
    },
  ];
}
