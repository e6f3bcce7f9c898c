/**
 * Stored quotes for tests, made the way the pipeline makes them: a quote's printed text goes through
 * the document model, field extraction, redaction and the rules engine, and is kept as the quote record
 * (fields, ten results, score) and its text record (redacted text, counted item lines).
 */
import { analyzeWithRules } from '../../analysis/rules-engine.js';
import type { HomeownerAnswers } from '../../analysis/types.js';
import { analysisInput } from '../../conversation/analysis-input.js';
import { mergeResults } from '../../conversation/modifications.js';
import { extractFields } from '../../fields/quote-fields.js';
import { redactPersonalInfo } from '../../fields/redact.js';
import { syntheticDoc } from '../../fields/synthetic-doc.js';
import { extractedTextRecord, fieldsToQuote, scopeToQuote } from '../../quotes/fields-to-quote.js';
import { newQuoteRecord, type QuoteRecord } from '../../quotes/quote-record.js';
import type { StoredQuote } from '../quote-profile.js';

export const TODAY = new Date('2026-11-22T12:00:00Z');

let counter = 0;

export function storedQuote(
  printed: string,
  options: { id?: string; userId?: string; answers?: HomeownerAnswers; changes?: Partial<QuoteRecord> } = {},
): StoredQuote {
  const doc = syntheticDoc(printed);
  const fields = extractFields(doc);
  const text = extractedTextRecord(doc, fields, redactPersonalInfo(doc, fields), TODAY);
  const id = options.id ?? `quote-${String(++counter).padStart(4, '0')}-0000000000`;
  let record: QuoteRecord = {
    ...newQuoteRecord({
      id,
      fileName: `${id}.pdf`,
      contentType: 'application/pdf',
      fileSize: printed.length,
      fileKey: `uploads/originals/${id}`,
      status: 'processing',
      progressMessage: null,
      owner: { userId: options.userId ?? 'user-1', email: 'owner@example.com' },
      createdAt: TODAY.toISOString(),
    }),
    ...fieldsToQuote(fields),
    ...scopeToQuote(fields),
    answers: options.answers ?? {},
    ...options.changes,
  };
  const analysis = analyzeWithRules(analysisInput(record, text, TODAY));
  record = {
    ...record,
    checklistResults: mergeResults([], analysis.results, { reason: '', at: TODAY.toISOString(), changed: new Set() }),
    overallScore: analysis.score,
    status: 'completed',
    progressMessage: 'Analysis complete',
  };
  return { record, text };
}
