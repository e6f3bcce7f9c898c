import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { randomUUID } from 'node:crypto';
import { analyzeWithRules } from '../functions/analysis/rules-engine.js';
import { mergeResults } from '../functions/conversation/modifications.js';
import { analysisInput } from '../functions/conversation/analysis-input.js';
import { extractDocument } from '../functions/extraction/local-extractor.js';
import { extractFields } from '../functions/fields/quote-fields.js';
import { redactPersonalInfo } from '../functions/fields/redact.js';
import { extractedTextRecord, fieldsToQuote, scopeToQuote } from '../functions/quotes/fields-to-quote.js';
import { newQuoteRecord, toQuote, type QuoteRecord } from '../functions/quotes/quote-record.js';
import { assertSupportedQuote } from '../functions/quotes/quote-type-rules.js';
import { checkUploadedFile, cleanFileName } from '../functions/quotes/upload-rules.js';
import type { Quote } from '../shared/types.js';

/**
 * `npm run -s analyze -- FILE...`: runs the quote pipeline's steps in-process (the upload checks,
 * extraction, fields, redaction, scope, the type rules and the rules engine's 10-point checklist)
 * and prints one JSON line per file:
 * {"file", "quote" (as GET /api/quotes/{id}), "extractedText" (redacted), "error"}.
 */
interface Line {
  file: string;
  quote: Quote | null;
  extractedText: string | null;
  error: string | null;
}

function blankQuote(file: string, bytes: number): QuoteRecord {
  return newQuoteRecord({
    id: randomUUID(),
    fileName: basename(file),
    contentType: 'application/octet-stream',
    fileSize: bytes,
    fileKey: '',
    status: 'processing',
    progressMessage: null,
    owner: { guestId: null },
    createdAt: new Date().toISOString(),
  });
}

async function analyzeFile(file: string): Promise<Line> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(file));
  } catch (error) {
    return { file, quote: null, extractedText: null, error: `Cannot read ${file}: ${(error as Error).message}` };
  }
  let record = blankQuote(file, bytes.length);
  let extractedText: string | null = null;
  try {
    const fileType = checkUploadedFile(bytes);
    record = { ...record, fileName: cleanFileName(basename(file), fileType.extension), contentType: fileType.mime };
    const doc = await extractDocument(bytes);
    const fields = extractFields(doc);
    const redaction = redactPersonalInfo(doc, fields);
    extractedText = redaction.text;
    record = { ...record, ...fieldsToQuote(fields) };
    assertSupportedQuote(fields);
    record = { ...record, ...scopeToQuote(fields) };
    const analysis = analyzeWithRules(analysisInput(record, extractedTextRecord(doc, fields, redaction, new Date()), new Date()));
    const checklistResults = mergeResults([], analysis.results, { reason: '', at: '', changed: new Set() });
    record = { ...record, checklistResults, overallScore: analysis.score, status: 'completed', progressMessage: 'Analysis complete' };
    return { file, quote: toQuote(record), extractedText, error: null };
  } catch (error) {
    const message = (error as Error).message;
    record = { ...record, status: 'error', progressMessage: message };
    return { file, quote: toQuote(record), extractedText, error: message };
  }
}

const files = process.argv.slice(2);
if (!files.length) {
  console.error('Usage: npm run -s analyze -- FILE...');
  process.exit(2);
}
for (const file of files) {
  process.stdout.write(`${JSON.stringify(await analyzeFile(file))}\n`);
}
process.exit(0);
