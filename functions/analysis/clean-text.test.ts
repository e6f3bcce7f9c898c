import { describe, expect, it } from 'vitest';
import { contractorEmail } from '@shared/contractor-email.js';
import { extractFields } from '../fields/quote-fields.js';
import { redactPersonalInfo } from '../fields/redact.js';
import { syntheticDoc } from '../fields/synthetic-doc.js';
import { contractorQuestions } from './contractor-questions.js';
import { analyzeWithRules } from './rules-engine.js';
import type { QuoteInput } from './types.js';

const PHOTO = [
  'PROPOSAL  Silver State Glass & Windows',
  'JOB LOCATION  LAS VEGAS, NV 89123',
  '7  2-LITE SLIDER WINDOW  $345.00  $2,415.00',
  'VINYL REPLACEMENT WINDOWS',
  'INSTALLATION: Insert (retrofit) fastalletion {nto existing frames; new wxterior trim',
  'REMOVAL & DISPOSAL: Remove and dispose of existing windows.',
  'PAYMENT TERNS: CASH ONLY. Halt up front, Ralf when done. No checks.',
  'TOTAL  $2,415.00',
].join('\n');
const GARBLED = /fastalletion|\{nto|wxterior|TERNS|Halt|Ralf/;

/** The photo as the pipeline reads it: OCR with the misread words read with low confidence. */
function read() {
  const doc = syntheticDoc(PHOTO, {
    ocr: true,
    confidence: 92,
    lowConfidence: { match: /^(?:fastalletion|\{nto|wxterior|Ralf)$/, confidence: 30 },
  });
  const fields = extractFields(doc);
  const redaction = redactPersonalInfo(doc, fields);
  const input: QuoteInput = {
    text: redaction.analysisText,
    items: fields.items,
    fields: { ...fields, quoteType: fields.quoteType },
    answers: {},
    today: '2026-11-28',
    unclear: redaction.unclear,
  };
  return { fields, redaction, input };
}

describe('only clean text reaches the homeowner and the contractor', () => {
  it('the stored text keeps which lines were read with doubt, and their unsure words', () => {
    const { redaction } = read();
    const lines = redaction.unclear.map((u) => u.line);
    expect(lines.some((l) => l.startsWith('INSTALLATION:'))).toBe(true);
    expect(lines.some((l) => l.startsWith('PAYMENT TERNS:'))).toBe(true);
    expect(redaction.unclear.flatMap((u) => u.words)).toEqual(
      expect.arrayContaining(['fastalletion', '{nto', 'wxterior', 'TERNS:', 'Halt', 'Ralf']),
    );
  });

  it('the scope of work leaves the unsure words out', () => {
    const { fields } = read();
    expect(fields.scopeOfWork ?? '').not.toMatch(GARBLED);
  });

  it('no evidence line, question for the contractor or e-mail draft quotes an unsure word', () => {
    const { input, fields } = read();
    const results = analyzeWithRules(input).results;
    const questions = contractorQuestions(results, { vendor: fields.vendor });
    const email = contractorEmail({ questions, vendor: fields.vendor, totalCost: fields.totalCost }).text;
    expect(results.flatMap((r) => r.evidence).join('\n')).not.toMatch(GARBLED);
    expect(email).not.toMatch(GARBLED);
    expect(results.find((r) => r.category === 'payment')!.status).toBe('bad');
  });

  it('a text PDF with the same words is quoted as printed: its text layer is what the contractor typed', () => {
    const doc = syntheticDoc(PHOTO);
    const fields = extractFields(doc);
    expect(redactPersonalInfo(doc, fields).unclear).toEqual([]);
  });
});
