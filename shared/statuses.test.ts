import { describe, expect, it } from 'vitest';
import { statusBadgeLabel, statusToStep } from '@shared/statuses.js';

describe('statusToStep', () => {
  it.each([
    ['uploaded', 1],
    ['processing', 1],
    ['extracting', 2],
    ['extracting_fields', 3],
    ['scope', 3],
    ['analyzing', 4],
    ['discussing', 5],
    ['completed', 6],
    ['something-new', 1],
    [undefined, 1],
  ])('maps %s to step %i', (status, step) => {
    expect(statusToStep(status)).toBe(step);
  });

  it('derives the step of an error from its progress message', () => {
    expect(statusToStep('error', 'Error while extracting text: broken PDF')).toBe(2);
    expect(statusToStep('error', 'Error while analyzing: timeout')).toBe(4);
    expect(statusToStep('error', 'Upload rejected')).toBe(1);
    expect(statusToStep('error', null)).toBe(1);
  });
});

describe('statusBadgeLabel', () => {
  it('uses the My Quotes labels and shows an unknown status raw', () => {
    expect(statusBadgeLabel('extracting_fields')).toBe('Analyzing');
    expect(statusBadgeLabel('scope')).toBe('Scope Review');
    expect(statusBadgeLabel('analyzing')).toBe('AI Analysis');
    expect(statusBadgeLabel('mystery')).toBe('mystery');
  });
});
