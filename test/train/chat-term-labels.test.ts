import { describe, expect, it } from 'vitest';
import { NO_TERM } from '../../functions/analysis/chat/term-picker.js';
import { patternTerm, patternTerms, termRows, termTally, type TermExample } from './chat-term-labels.js';

describe("the term picker's labels", () => {
  it('names every term of its topic the patterns find in a question, in their order', () => {
    expect(patternTerms('What are SHGC and U-factor?', 'energy_glass')).toEqual(['shgc', 'u_factor']);
    expect(patternTerms('Is this a good price for ten windows?', 'energy_glass')).toEqual([]);
  });

  it("labels a question with the first term of its topic the patterns find, else 'none'", () => {
    expect(patternTerm('What is SHGC and does it matter here?', 'energy_glass')).toBe('shgc');
    // A term of another topic is not this topic's answer.
    expect(patternTerm('What is SHGC and does it matter here?', 'deposit_payment')).toBe(NO_TERM);
    expect(patternTerm('Is this a good price for ten windows?', 'energy_glass')).toBe(NO_TERM);
  });
});

describe("the term picker's measure", () => {
  const examples: TermExample[] = [
    // the patterns place it: not measured
    { text: 'What is SHGC?', label: 'shgc', named: ['shgc'], topic: 'energy_glass', domain: 'a.example' },
    // a paraphrase the patterns miss, of a question that names a term
    {
      text: 'how much sun heat gets through',
      label: 'shgc',
      named: ['shgc'],
      topic: 'energy_glass',
      domain: 'a.example',
    },
    {
      text: 'the number for heat coming in',
      label: 'shgc',
      named: ['shgc'],
      topic: 'energy_glass',
      domain: 'b.example',
    },
    { text: 'the heat number again', label: 'shgc', named: ['shgc'], topic: 'energy_glass', domain: 'b.example' },
    // a paraphrase of a question whose own text names two terms: either is right
    {
      text: 'the two glass numbers',
      label: 'shgc',
      named: ['shgc', 'u_factor'],
      topic: 'energy_glass',
      domain: 'd.example',
    },
    // a question that names no term
    { text: 'is the glass on this quote good', label: NO_TERM, named: [], topic: 'energy_glass', domain: 'c.example' },
  ];
  const picks: Record<string, { id: string; p: number }> = {
    'how much sun heat gets through': { id: 'shgc', p: 0.9 },
    'the number for heat coming in': { id: 'u_factor', p: 0.7 },
    'the heat number again': { id: 'shgc', p: 0.4 },
    'the two glass numbers': { id: 'u_factor', p: 0.9 },
    'is the glass on this quote good': { id: 'low_e', p: 0.8 },
  };
  const rows = termRows(examples, (q) => [picks[q]!]);

  it('measures only the wordings the patterns place in no term of their topic', () => {
    expect(rows).toHaveLength(5);
  });

  it('counts right terms, other terms, no term and terms given where none was named, at a threshold', () => {
    expect(termTally(rows, 0.5)).toEqual({ named: 4, right: 2, otherTerm: 1, noTerm: 1, unnamed: 1, termGiven: 1 });
    expect(termTally(rows, 0.85)).toEqual({ named: 4, right: 2, otherTerm: 0, noTerm: 2, unnamed: 1, termGiven: 0 });
  });
});
