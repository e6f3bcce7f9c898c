/** The contractor's questions on the payment terms, case by case. */
import type { Asks } from './asks.js';
import { fallback, type Case, group, says } from './case.js';

export function paymentCases(ask: Asks): Case[] {
  return [
    {
      when: (_, e) => /cash only/i.test(e),
      prefer: /\bcash\b/i,
      ask: (cite) =>
        `${says(cite, 'Your quote asks for cash only')}: can I pay by check or card made out to the company, with a smaller deposit and the balance due on completion?`,
    },
    {
      when: (_, e) => /demands full payment before the work/.test(e),
      prefer: /100\s?%|in full|full payment/i,
      ask: (cite, e) =>
        `${says(cite, 'Your quote asks for full payment up front')}: can we agree on a smaller deposit, with at least ${group(/keep at least (\d+)%/, e) ?? '10'}% due only after the job is finished and inspected?`,
    },
    {
      when: (_, e) => /New York requires deposits to be held in escrow/.test(e),
      ask: (cite) =>
        `${says(cite, 'Your quote asks for a deposit')}: will my deposit be held in escrow or covered by a bond, as New York requires?`,
    },
    {
      when: (_, e) => /does not tie the final payment to completion/.test(e),
      ask: (cite) =>
        `${says(cite, 'Your quote does not say when the final payment is due')}: can the final payment be due only after the job is finished and inspected?`,
    },
    {
      when: (_, e) => /falls due on delivery/.test(e),
      ask: (cite) =>
        `${says(cite, 'Your quote asks for the final payment on delivery')}: can the final payment fall due after installation and inspection instead?`,
    },
    {
      when: (_, e) => /asks for an? (.+?)[.,]/.test(e) && /deposit|up front/.test(e),
      ask: (cite, e) => {
        const florida = /within 30 days/.test(e)
          ? ', and will you apply for the permit within 30 days as Florida law requires for deposits over 10%'
          : '';
        return `${says(cite, `Your quote asks for a ${group(/asks for an? (.+?)[.,]/, e)}`)}: can the deposit be lower, with more of the price due after the job is finished and inspected${florida}?`;
      },
    },
    {
      when: (s) => s === 'unknown_discuss',
      ask: (cite) => `${says(cite, 'Your quote mentions a deposit')} but not how much is due up front: ${ask.payment}`,
    },
    { when: () => true, ask: (cite) => fallback('payment', cite, ask) },
  ];
}
