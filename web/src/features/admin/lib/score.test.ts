import { describe, expect, it } from 'vitest';
import { scoreLabel } from './score';

describe('scoreLabel', () => {
  it('labels scores at the spec thresholds', () => {
    expect(scoreLabel(100)).toBe('Excellent');
    expect(scoreLabel(80)).toBe('Excellent');
    expect(scoreLabel(79)).toBe('Good');
    expect(scoreLabel(60)).toBe('Good');
    expect(scoreLabel(59.5)).toBe('Fair');
    expect(scoreLabel(40)).toBe('Fair');
    expect(scoreLabel(39)).toBe('Poor');
    expect(scoreLabel(0)).toBe('Poor');
  });
});
