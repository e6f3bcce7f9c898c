import { describe, expect, it } from 'vitest';
import { chooseCounts } from './count-choice.js';

const learned = (windows: number | null, doors: number | null, confidence: number) => ({ windows, doors, confidence });

describe('chooseCounts', () => {
  it('keeps the rules’ partial reading (doors counted, windows unclear) where the learned counts are not sure', () => {
    const rules = { windows: null, doors: 1, confidence: 0.9 };
    for (const policy of ['rules', 'rules-else-learned', 'learned-else-rules'] as const)
      expect(chooseCounts(policy, rules, learned(7, 1, 0.4), 0.8)).toBe('rules');
  });

  it('takes the learned counts where the rules find none and the model is sure', () => {
    const rules = { windows: null, doors: null, confidence: 0 };
    expect(chooseCounts('rules-else-learned', rules, learned(15, 2, 0.9), 0.82)).toBe('learned');
    expect(chooseCounts('rules', rules, learned(15, 2, 0.9), 0.82)).toBe('rules');
  });

  it('keeps a count the rules give under rules-else-learned, whatever the model says', () => {
    expect(chooseCounts('rules-else-learned', { windows: 6, doors: 0, confidence: 1 }, learned(7, 0, 0.99), 0.82)).toBe(
      'rules',
    );
  });

  it('leaves a disagreement to the homeowner when the learned counts veto the rules', () => {
    expect(chooseCounts('learned-vetoes-rules', { windows: 6, doors: 0, confidence: 1 }, learned(7, 0, 0.5), 0.9)).toBe(
      'none',
    );
  });
});

describe('the agreed policy', () => {
  it('shows a count only where the rules and the sure learned counts agree', () => {
    const rules = { windows: 6, doors: 1, confidence: 1 };
    expect(chooseCounts('agreed', rules, learned(6, 1, 0.9), 0.8)).toBe('rules');
    expect(chooseCounts('agreed', rules, learned(6, 1, 0.7), 0.8)).toBe('none');
    expect(chooseCounts('agreed', rules, learned(7, 1, 0.99), 0.8)).toBe('none');
    expect(chooseCounts('agreed', { windows: null, doors: null, confidence: 0 }, learned(6, 1, 0.99), 0.8)).toBe(
      'none',
    );
  });
});
