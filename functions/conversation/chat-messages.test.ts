import { describe, expect, it } from 'vitest';
import { CATEGORIES, QUICK_QUESTIONS_START } from '@shared/checklist.js';
import type { StoredResult } from '../quotes/quote-record.js';
import { closingText, openingText, reanalyzingText } from './chat-messages.js';

/** Ten results: the first `good` Good, the next `bad` Poor, the rest Need Info. */
function results(good: number, bad: number): StoredResult[] {
  return CATEGORIES.map((c, i) => ({
    id: c.id,
    category: c.short,
    title: c.title,
    status: i < good ? 'good' : i < good + bad ? 'bad' : 'unknown_discuss',
    explanation: '',
  }));
}

describe('the opening message', () => {
  it('makes the verbs agree with the counts', () => {
    expect(openingText(43, results(1, 1))).toContain(
      '1 of 10 items looks good; 1 needs attention (Hurricane Certification).',
    );
    expect(openingText(60, results(3, 2))).toContain(
      '3 of 10 items look good; 2 need attention (Warranty Terms and Material Quality).',
    );
    expect(openingText(60, results(9, 0))).toContain('One item needs a little more information from you.');
    expect(openingText(60, results(7, 0))).toContain('3 items need a little more information from you.');
  });
});

describe('the closing message', () => {
  it('says it has everything it needed only after asking something', () => {
    expect(closingText(80, { asked: true })).toMatch(/^That's everything I needed\. Your final \*\*Quality Score/);
    const unasked = closingText(92, { asked: false });
    expect(unasked).not.toMatch(/everything I needed/);
    expect(unasked).toMatch(/^I have no questions for you/);
    expect(unasked).toContain('**Quality Score is 92/100**');
    expect(unasked).toContain(QUICK_QUESTIONS_START);
  });
});

describe('the re-analyzing notice', () => {
  it('names the checklist item by its title and ends with one full stop', () => {
    const text = reanalyzingText('removal', 'your answer (removal and haul-away are not included)');
    expect(text).toBe(
      'Re-analyzing **Removal & Disposal** based on your answer (removal and haul-away are not included).',
    );
    expect(reanalyzingText('permits', 'your new total price.')).toBe(
      'Re-analyzing **Permits & Inspections** based on your new total price.',
    );
  });
});
