import { describe, expect, it } from 'vitest';
import { storedQuote } from '../testing/quotes.js';
import { readStoredQuote } from './stored-quote.js';

const question = (answer: string) => ({ text: 'How many years?', answer, expects: 'years', options: [] }) as never;

describe('readStoredQuote', () => {
  it('reads an answer stored under its old name as the current one', () => {
    const quote = storedQuote({ answers: { labourWarrantyYears: 5, depositPercent: 30 } as never });
    expect(readStoredQuote(quote).answers).toEqual({ laborWarrantyYears: 5, depositPercent: 30 });
  });

  it('keeps the value stored under the current name when both are present', () => {
    const quote = storedQuote({ answers: { labourWarrantyYears: 1, laborWarrantyYears: 10 } as never });
    expect(readStoredQuote(quote).answers).toEqual({ laborWarrantyYears: 10 });
  });

  it('points a waiting chat question and an open item at the current answer', () => {
    const quote = storedQuote({
      pendingQuestion: { category: 'warranty', question: question('labourWarrantyYears') },
      checklistResults: [
        { category: 'warranty', question: question('labourWarrantyYears') },
        { category: 'permits', question: question('permitsByContractor') },
      ] as never,
    });
    const read = readStoredQuote(quote);
    expect(read.pendingQuestion?.question.answer).toBe('laborWarrantyYears');
    expect(read.checklistResults.map((r) => r.question?.answer)).toEqual(['laborWarrantyYears', 'permitsByContractor']);
  });

  it('leaves a quote in the current shape as it is', () => {
    const quote = storedQuote({ answers: { laborWarrantyYears: 2 }, pendingQuestion: null });
    expect(readStoredQuote(quote)).toBe(quote);
    const fresh = storedQuote();
    expect(readStoredQuote(fresh)).toBe(fresh);
  });
});
