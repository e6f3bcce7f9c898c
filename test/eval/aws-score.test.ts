import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sameKey } from '../../functions/fields/agreement/agree.js';
import { AGREED_FIELDS, type Reading } from '../../functions/fields/agreement/readings.js';
import type { RecordedRun } from './aws-run.js';
import { formatScore, scoreRun } from './aws-score.js';

const RUN: RecordedRun = JSON.parse(readFileSync(new URL('./recorded-run.json', import.meta.url), 'utf8'));

describe("the recorded run (replies constructed from the test quotes' truth)", () => {
  const score = scoreRun(RUN);

  it('holds at least 10 quotes, with failures of both readers and values that fail their checks', () => {
    expect(RUN.documents.length).toBeGreaterThanOrEqual(10);
    expect(RUN.documents.some((d) => d.bedrock === null && d.failures.bedrock)).toBe(true);
    expect(RUN.documents.some((d) => d.expense === null && d.failures.expense)).toBe(true);
    const failedChecks = score.agreements.flatMap((a) =>
      AGREED_FIELDS.flatMap((f) => a.agreement.fields[f].readings.filter((r) => r.failed)),
    );
    expect(new Set(failedChecks.map((r) => r.failed!.replace(/\(\d+\)/, ''))).size).toBeGreaterThanOrEqual(3);
  });

  it('shows only values checked and given by two readers with no checked reading against them', () => {
    for (const { file, agreement } of score.agreements)
      for (const field of AGREED_FIELDS) {
        const { shown, readings } = agreement.fields[field];
        const passed = readings.filter((r) => !r.failed);
        if (shown === null) continue;
        expect(
          passed.filter((r) => sameKey(field, r.value) === sameKey(field, shown)).length,
          `${file} ${field}`,
        ).toBeGreaterThanOrEqual(2);
        expect(
          passed.every((r) => sameKey(field, r.value) === sameKey(field, shown)),
          `${file} ${field}`,
        ).toBe(true);
      }
  });

  it('turns every other field with a checked value into a choice for the homeowner', () => {
    let choices = 0;
    for (const { file, agreement } of score.agreements)
      for (const field of AGREED_FIELDS) {
        const { shown, readings } = agreement.fields[field];
        const passed = readings.filter((r) => !r.failed);
        if (shown !== null || !passed.length) continue;
        const offered = agreement.choices[field]!;
        expect(offered.length, `${file} ${field}`).toBeGreaterThan(0);
        for (const value of offered) expect(passed.some((r) => r.value === value)).toBe(true);
        choices++;
      }
    expect(choices).toBeGreaterThan(0);
  });

  it('shows no wrong value, where each reader alone would have shown some', () => {
    expect(AGREED_FIELDS.reduce((n, f) => n + score.byReader.agreement[f].wrong, 0)).toBe(0);
    expect(AGREED_FIELDS.reduce((n, f) => n + score.byReader.bedrock[f].wrong, 0)).toBeGreaterThan(0);
  });
});

describe('the score of a run', () => {
  const reading = (reader: Reading['reader'], totalCost: string, evidence: string[] = []): Reading => ({
    reader,
    fields: { totalCost: { value: totalCost, evidence } },
  });
  const run: RecordedRun = {
    source: 'test',
    documents: [
      {
        file: 'a.pdf',
        text: 'Acme Windows\nTOTAL $5,000.00',
        truth: { totalCost: '5000.00' },
        offline: reading('offline', '5000.00'),
        bedrock: reading('bedrock', '5000.00', ['TOTAL $5,000.00']),
        expense: null,
        failures: { expense: 'ThrottlingException' },
        latencyMs: { bedrock: 900, expense: 0 },
        usage: { inputTokens: 1000, outputTokens: 200, costUsd: 0.002 },
      },
      {
        file: 'b.pdf',
        text: 'Acme Windows\nTOTAL $7,000.00\nOr $6,500.00 paid in cash',
        truth: { totalCost: '7000.00' },
        offline: reading('offline', '6500.00'),
        bedrock: reading('bedrock', '7000.00', ['TOTAL $7,000.00']),
        expense: reading('expense', '7000.00', ['TOTAL $7,000.00']),
        failures: {},
        latencyMs: { bedrock: 1100, expense: 700 },
        usage: { inputTokens: 1200, outputTokens: 300, costUsd: 0.004 },
      },
    ],
  };

  it('counts right, wrong and empty per reader and for the agreement', () => {
    const s = scoreRun(run);
    expect(s.byReader.offline.totalCost).toEqual({ right: 1, wrong: 1, empty: 0 });
    expect(s.byReader.expense.totalCost).toEqual({ right: 1, wrong: 0, empty: 1 });
    // b: two readers give $7,000 and the offline reader's $6,500 is printed too: a choice, not a value.
    expect(s.byReader.agreement.totalCost).toEqual({ right: 1, wrong: 0, empty: 1 });
    expect(s.byReader.agreement.vendor).toEqual({ right: 0, wrong: 0, empty: 0 });
  });

  it('prints the table with latency and the cost per quote', () => {
    const table = formatScore(scoreRun(run));
    expect(table).toContain('| agreement | 0/0 | 1/2 | 0/0 | 0/0 | 0/0 | 50.0% | 0.0% | 50.0% |');
    expect(table).toContain('Latency, median: Bedrock 1000 ms, AnalyzeExpense 700 ms');
    expect(table).toContain('$0.0030 per quote, $0.0060 in all');
  });
});
