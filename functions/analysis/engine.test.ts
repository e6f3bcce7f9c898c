import { describe, expect, it } from 'vitest';
import { primeRulesAnswers, rulesAnswer } from './engine.js';
import { analyzeWithRules } from './rules-engine.js';
import { quoteInput } from './testing/quote-input.js';

describe('primeRulesAnswers', () => {
  it('answers its small quote and leaves later answers as they were', () => {
    const input = quoteInput('Install 6 vinyl windows. Deposit 50% due at signing. Total $9,000.00.');
    const analysis = analyzeWithRules(input);
    const questions = ['Is a 50% deposit normal?', 'What does argon do?', 'Who pulls the permit?'];
    const before = questions.map((q) => rulesAnswer(q, analysis, { today: input.today, text: input.text }));
    expect(primeRulesAnswers()).toBeGreaterThan(0);
    expect(questions.map((q) => rulesAnswer(q, analysis, { today: input.today, text: input.text }))).toEqual(before);
  });
});
