/** The contractor's questions on hurricane protection, case by case. */
import type { Asks } from './asks.js';
import { fallback, type Case, group, lists, says } from './case.js';

export function hurricaneCases(ask: Asks): Case[] {
  return [
    {
      when: (_, e) => /ZIP code is missing/i.test(e),
      ask: () =>
        'Does this job need impact-rated windows and doors under the local building code, and are the products you quoted impact-rated, with their approval numbers and design pressure?',
    },
    {
      when: (_, e) => /Texas windstorm/i.test(e),
      ask: (cite) =>
        `${cite ? `${lists(cite)} but not the TDI windstorm inspection` : 'Your quote does not mention TDI windstorm approval or the WPI-8 certificate'}: are the windows and doors TDI windstorm-approved, and will you arrange the inspection and give me the WPI-8 certificate I need for TWIA insurance?`,
    },
    {
      when: (_, e) => /does not state (.+?)\. Ask/.test(e),
      ask: (cite, e) => {
        const missing = group(/does not state (.+?)\. Ask/, e)!;
        return `${lists(cite, 'Your quote claims impact protection')} but not ${missing}: what are the product approval number and the design-pressure rating of each opening?`;
      },
    },
    {
      when: (_, e) => /states (?:a design pressure|impact glass) but not/.test(e),
      ask: (cite, e) =>
        `${lists(cite, 'Your quote states some impact details')} but not ${group(/but not (.+?)\./, e)}: are the products impact-rated, to which test standard (ASTM E1886/E1996), and with what design pressure?`,
    },
    {
      when: (_, e) => /hurricane-grade/.test(e),
      ask: (cite) =>
        `${says(cite, 'Your quote uses "hurricane-grade" wording')} without a test standard or approval: are these products impact-rated with a Florida Product Approval or Miami-Dade NOA, and what is their design pressure?`,
    },
    {
      when: (_, e) => /describes non-impact glass/.test(e),
      ask: (cite) =>
        `${cite ? `${lists(cite)}, which is not impact-rated` : 'Your quote describes non-impact glass'}: can you quote impact-rated glass or approved shutters, with the product approval and design pressure of each opening?`,
    },
    {
      when: (_, e) => /does not show one/.test(e),
      ask: () => 'Your quote does not show a Florida Product Approval (FL#): what is the FL# of each product?',
    },
    { when: () => true, ask: (cite) => fallback('hurricane', cite, ask) },
  ];
}
