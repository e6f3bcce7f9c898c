import { randomUUID } from 'node:crypto';
import { analyzeWithRules } from '../functions/analysis/rules-engine.js';
import { analysisInput } from '../functions/conversation/analysis-input.js';
import { mergeResults } from '../functions/conversation/modifications.js';
import type { DocumentModel } from '../functions/document/model.js';
import { extractDocument } from '../functions/extraction/local-extractor.js';
import { extractFields } from '../functions/fields/quote-fields.js';
import { redactPersonalInfo } from '../functions/fields/redact.js';
import { failureChanges, failureKind } from '../functions/quotes/failure.js';
import {
  choicesToQuote,
  extractedTextRecord,
  fieldsToQuote,
  piiToQuote,
  scopeToQuote,
} from '../functions/quotes/fields-to-quote.js';
import {
  newQuoteRecord,
  toQuoteDetail,
  type ExtractedTextRecord,
  type QuoteRecord,
} from '../functions/quotes/quote-record.js';
import { assertSupportedQuote } from '../functions/quotes/quote-type-rules.js';
import { checkUploadedFile, cleanFileName } from '../functions/quotes/upload-rules.js';
import type { Quote } from '@shared/types.js';

/** What the pipeline makes of one file, in-process: the quote as the API shows it and what is stored of its text. */
export interface FileAnalysis {
  quote: Quote;
  /** The quote as stored (what a shared report is built from). */
  record: QuoteRecord;
  /** The stored text record (personal information replaced), when extraction got that far. */
  text: ExtractedTextRecord | null;
  error: string | null;
}

function blankQuote(fileName: string, bytes: number): QuoteRecord {
  return newQuoteRecord({
    id: randomUUID(),
    fileName,
    contentType: 'application/octet-stream',
    fileSize: bytes,
    fileKey: '',
    status: 'processing',
    progressMessage: null,
    owner: { guestId: null },
    createdAt: new Date().toISOString(),
  });
}

/**
 * Runs the quote pipeline's steps on a file's bytes: the upload checks, extraction, fields, redaction,
 * scope, the type rules and the rules engine's 10-point checklist. `extract` replaces the extractor
 * (benchmarks cache OCR with it).
 */
export async function analyzeBytes(
  bytes: Uint8Array,
  fileName: string,
  extract: (bytes: Uint8Array) => Promise<DocumentModel> = extractDocument,
): Promise<FileAnalysis> {
  let record = blankQuote(fileName, bytes.length);
  let text: ExtractedTextRecord | null = null;
  try {
    const fileType = checkUploadedFile(bytes);
    record = { ...record, fileName: cleanFileName(fileName, fileType.extension), contentType: fileType.mime };
    const doc = await extract(bytes);
    const fields = extractFields(doc);
    const redaction = redactPersonalInfo(doc, fields);
    text = extractedTextRecord(doc, fields, redaction, new Date());
    record = {
      ...record,
      ...fieldsToQuote(fields),
      ...choicesToQuote(fields, redaction),
      ...piiToQuote(redaction, fields),
    };
    assertSupportedQuote(fields);
    record = { ...record, ...scopeToQuote(fields) };
    const analysis = analyzeWithRules(analysisInput(record, text, new Date()));
    const checklistResults = mergeResults([], analysis.results, { reason: '', at: '', changed: new Set() });
    record = {
      ...record,
      checklistResults,
      overallScore: analysis.score,
      status: 'completed',
      progressMessage: 'Analysis complete',
    };
    return { quote: toQuoteDetail(record), record, text, error: null };
  } catch (error) {
    const message = (error as Error).message;
    record = {
      ...record,
      status: 'error',
      progressMessage: message,
      ...failureChanges(failureKind((error as Error).name), record.status),
    };
    return { quote: toQuoteDetail(record), record, text, error: message };
  }
}
