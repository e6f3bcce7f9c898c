import { describe, expect, it } from 'vitest';
import { asksToCompareWithOtherQuote, comparisonReply, noOtherQuoteReply } from './chat-answer.js';
import { compareQuotes } from './compare-quotes.js';
import { BUDGET_GLASS, GULF_BREEZE, SUNCOAST } from './testing/sample-quotes.js';
import { storedQuote, TODAY } from './testing/stored-quote.js';

describe('asking the chat to compare with another quote', () => {
  it('is a question about the homeowner’s own other quote', () => {
    for (const text of [
      'How does this compare with my other quote?',
      'Is this better than my other estimate?',
      'which is cheaper, this or the second bid?',
      'My other quote — how does it stack up against this one?',
      'compare it to my first quote please',
    ]) {
      expect(asksToCompareWithOtherQuote(text), text).toBe(true);
    }
  });

  it('is not a general question about comparing quotes, a remark about another quote or a figure from one', () => {
    for (const text of [
      'I got three estimates for the same job and the numbers look like they came from three different planets. Why?',
      "If something is listed on one contractor's bid but not on another's, what should I ask?",
      'How many quotes should I get before choosing a window contractor?',
      'Windsor Windows vs. Pella: how do they compare side by side?',
      'the other quote wanted half down',
      'my other quote is $2,000 cheaper',
    ]) {
      expect(asksToCompareWithOtherQuote(text), text).toBe(false);
    }
  });
});

describe('the chat’s comparison reply', () => {
  const suncoast = storedQuote(SUNCOAST, { id: 'suncoast-000000000001' });

  it('gives the verdict and its reasons with a quote line each, and the page with the full table', () => {
    const gulf = storedQuote(GULF_BREEZE, { id: 'gulfbreeze-0000000001' });

    const reply = comparisonReply(compareQuotes([suncoast, gulf], { today: TODAY }));

    expect(reply.split('\n')).toEqual([
      'Here is this quote (**Quote A**) against your other quote (Quote B: Gulf Breeze Windows & Doors).',
      '**Quote B (Gulf Breeze Windows & Doors) offers the best value: it is the cheapest for the same job and has the same score (96/100).**',
      '- Quote B costs $817 less before tax than Quote A (8% less; totals $9,565.00 and $10,381.90). (“TOTAL $9,565.00”)',
      '- Quote B asks a smaller deposit before the work (30% against 50% for Quote A). (“Payment Terms: 30% deposit at signing. Balance due upon completion of installation.”)',
      expect.stringMatching(/^- Quote A costs \$1,298 per opening before tax, within the fair range for Florida/),
      'The full side-by-side table: /compare?ids=suncoast-000000000001,gulfbreeze-0000000001',
    ]);
  });

  it('says the scopes differ before any price', () => {
    const budget = storedQuote(BUDGET_GLASS, { id: 'budgetglass-000000001' });

    const reply = comparisonReply(compareQuotes([suncoast, budget], { today: TODAY }));

    expect(reply).toContain(
      "**They do not cover the same scope**, so I wouldn't choose on price yet:\n- Quote B has 2 fewer windows and no disposal: ask for the same scope before comparing prices.",
    );
  });

  it('tells a homeowner with no other quote how to get one compared', () => {
    expect(noOtherQuoteReply(true)).toMatch(
      /^You have no other analysed quote yet\. Upload your other quote on \*\*My Quotes\*\*/,
    );
    expect(noOtherQuoteReply(false)).toMatch(/^To compare quotes, create a free account/);
  });
});
