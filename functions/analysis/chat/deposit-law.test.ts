import { describe, expect, it } from 'vitest';
import { rulesAnswer } from '../engine.js';
import { loadKnowledge } from '../knowledge/index.js';
import { analyzeWithRules } from '../rules-engine.js';
import { quoteInput } from '../testing/quote-input.js';
import { asksTheLaw, depositLawText } from './deposit-law.js';

const PAYMENT = loadKnowledge().payment;

describe('depositLawText: the deposit law where the job is', () => {
  it('is given only to a question about the law', () => {
    expect(asksTheLaw('Is that legal here?')).toBe(true);
    expect(asksTheLaw('Is there a limit on the deposit in my state?')).toBe(true);
    expect(asksTheLaw('Is a 30% deposit normal?')).toBe(false);
    expect(depositLawText('Is a 30% deposit normal?', { state: 'PA', stateName: 'Pennsylvania' }, PAYMENT)).toBeNull();
  });

  it("states the law of a state that sets a limit, with the law's sources and when they were checked", () => {
    const text = depositLawText('Is that legal here?', { state: 'PA', stateName: 'Pennsylvania' }, PAYMENT)!;
    expect(text).toMatch(/^\*\*The law in Pennsylvania:\*\* Pennsylvania limits the deposit to one-third/);
    expect(text).toMatch(/Sources: .+\(last checked \d+ \w+ \d{4}\)\.$/);
  });

  it('says where no cap was found, for a state the knowledge does not list', () => {
    expect(depositLawText('is that allowed?', { state: 'SC', stateName: 'South Carolina' }, PAYMENT)).toMatch(
      /^\*\*The law in South Carolina:\*\* No state deposit cap was found for this state; a deposit up to one-third/,
    );
  });

  it('without a state, lists the limits state by state', () => {
    const text = depositLawText('Is that legal?', { state: null, stateName: null }, PAYMENT)!;
    expect(text).toMatch(/your quote does not show where the job is/);
    expect(text).toContain('California and Nevada: at most $1,000 or 10% of the price, whichever is less');
    expect(text).toMatch(/Maryland and Maine: at most one third/);
    expect(text).toMatch(/Florida, New York and New Jersey set no cap but attach duties to a deposit\./);
  });

  it('does not give a summary the rest of the reply already gives', () => {
    const summary = PAYMENT.states.FL!.summary;
    const text = depositLawText('Is that legal?', { state: 'FL', stateName: 'Florida' }, PAYMENT, `… ${summary} …`)!;
    expect(text).not.toContain(summary);
    expect(text).toMatch(/^\*\*The law in Florida\*\* is the one the rating below applies\. Sources: /);
  });
});

describe('a question about the deposit law in the chat’s reply', () => {
  const text = 'Install 6 vinyl windows.\nPayment: 40% deposit at signing, balance on completion.\nTotal $10,000.00';
  const ask = (question: string, zipCode: string) => {
    const input = quoteInput(text, { fields: { zipCode } });
    return rulesAnswer(question, analyzeWithRules(input), input).text;
  };

  it("answers with the law of the quote's state before the rating", () => {
    const reply = ask('Is there a legal limit on the deposit in my state?', '29401');
    const law = reply.indexOf('**The law in South Carolina');
    expect(law).toBeGreaterThan(-1);
    expect(law).toBeLessThan(reply.indexOf('**Payment Terms:'));
  });

  it('gives a limit the rating already states once', () => {
    const reply = ask('Is a 40% deposit legal here?', '19103');
    expect(reply.split(PAYMENT.states.PA!.summary).length - 1).toBeLessThanOrEqual(1);
    expect(reply).toMatch(/Pennsylvania/);
  });
});
