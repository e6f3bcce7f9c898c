/** The contractor's questions on energy efficiency, case by case. */
import type { Asks } from './asks.js';
import { fallback, type Case, group, lists, says } from './case.js';

export function energyCases(ask: Asks): Case[] {
  return [
    {
      when: (_, e) => /25C|tax credit/i.test(e),
      prefer: /tax credit|\b25C\b|rebate/i,
      ask: (cite, e) =>
        `${cite ? `${says(cite)}, but` : 'Your quote mentions a federal tax credit, but'} the 25C credit for windows and doors ended for installations after ${group(/installations after (\d{4}-\d{2}-\d{2})/, e) ?? 'December 31, 2025'}: which state or utility rebate, if any, do you mean?`,
    },
    {
      when: (_, e) => /describes (?:single-pane|clear)/.test(e),
      ask: (cite) =>
        `${lists(cite, 'Your quote describes single-pane or clear glass')}, which falls short of the energy code: can you quote low-E insulated glass, with its NFRC U-factor and SHGC?`,
    },
    {
      when: (_, e) => /above the energy-code maximum/.test(e),
      prefer: /u[-\s]?factor/i,
      ask: (cite) =>
        `${cite ? `Your quote states “${cite}”,` : 'The U-factor on your quote is'} above the energy-code maximum for my climate: can you quote units that meet the code and ENERGY STAR, with their NFRC labels?`,
    },
    {
      when: (_, e) => /meets the energy code.* but not ENERGY STAR/.test(e),
      prefer: /u[-\s]?factor/i,
      ask: (cite) =>
        `${cite ? `Your quote states “${cite}”, which` : 'The U-factor on your quote'} meets the energy code but not ENERGY STAR for my climate zone: is there a glass package that does, and what would it add to the price?`,
    },
    {
      when: (_, e) => /ENERGY STAR but gives no zone/.test(e),
      ask: (cite) =>
        `${lists(cite, 'Your quote says ENERGY STAR')} but no NFRC numbers: what are the U-factor and SHGC of each unit, and for which ENERGY STAR climate zone are they certified?`,
    },
    {
      when: (_, e) => /without gas fill or NFRC numbers/.test(e),
      ask: (cite) =>
        `${lists(cite, 'Your quote mentions the glass')} but no U-factor or SHGC: which NFRC-rated glass package is included, and does each unit meet ENERGY STAR for my climate zone?`,
    },
    {
      when: () => true,
      ask: (cite) =>
        fallback(
          'energy',
          cite,
          ask,
          `Your quote does not describe the glass: which glass package is included (low-E coating, gas fill, number of panes), and what are the NFRC U-factor and SHGC of each unit?`,
        ),
    },
  ];
}
