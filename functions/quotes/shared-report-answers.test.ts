import { describe, expect, it } from 'vitest';
import { storedQuote } from '../compare/testing/stored-quote.js';
import { sharedReportView } from './shared-report-view.js';

const SILENT_GLASS = `Bayside Windows LLC
ESTIMATE
Job address: Sarasota, FL 34231
Qty  Description  Amount
8  Single hung window, vinyl, impact-resistant, DP +50/-50, FL# 12345  $8,800.00
TOTAL  $8,800.00`;

describe('a shared report shows which ratings rest on the homeowner’s answer, without their personal information', () => {
  // As the chat stores it the answer is already redacted; the shared view redacts it again as a second guard.
  const { record } = storedQuote(SILENT_GLASS, {
    answers: { lowEGas: true },
    changes: {
      answersGiven: { lowEGas: { text: 'Low-E with argon, ask me at 941-555-0118', at: '2026-11-20T09:30:00.000Z' } },
    },
  });
  const report = sharedReportView(record, { expiresAt: '2026-12-20T00:00:00.000Z' });
  const energy = report.checklistResults.find((r) => r.category === 'energy')!;

  it('the answer-decided rating says "You said", with the date, and rests on the answer', () => {
    expect(energy.evidence[0]).toBe('You said: Low-E with argon, ask me at [PHONE] (20 Nov 2026)');
    expect(energy.explanation).toMatch(/^You said|rests on your answer/);
  });

  it('never shows the phone number the homeowner typed', () => {
    expect(JSON.stringify(report)).not.toContain('941-555-0118');
  });
});
