import { fingerprintPii } from '../fields/pii-fingerprints.js';
import type { ExtractedDocument } from '../extraction/document.js';
import type { QuoteFields } from '../fields/quote-fields.js';
import { redactText, type DocumentRedaction } from '../fields/redact.js';
import type { ExtractedTextRecord, QuoteRecord } from './quote-record.js';

/** The quote attributes set from extracted fields (scope is the scope step's). */
export function fieldsToQuote(fields: QuoteFields): Partial<QuoteRecord> {
  return {
    vendor: fields.vendor,
    totalCost: fields.totalCost,
    zipCode: fields.zipCode,
    customerZip: fields.customerZip,
    projectAddress: fields.projectAddress,
    quantities: fields.quantities,
    quoteType: fields.quoteType,
    uncertainFields: fields.uncertain,
  };
}

export function scopeToQuote(fields: QuoteFields): Pick<QuoteRecord, 'scope' | 'scopeOfWork'> {
  return { scope: fields.scope, scopeOfWork: fields.scopeOfWork };
}

/** What the Extracted Text dialog keeps: the redacted text only, never the raw one. */
export function extractedTextRecord(
  doc: ExtractedDocument,
  fields: QuoteFields,
  redaction: DocumentRedaction,
  at: Date,
): ExtractedTextRecord {
  return {
    extractedText: redaction.text,
    analysisText: redaction.analysisText,
    items: fields.items.map((item) => ({ ...item, description: redactText(item.description).text })),
    extractionDetails: fields.details.join('\n'),
    charactersExtracted: redaction.text.length,
    extractionMethod: doc.methodLabel,
    extractionTimestamp: at.toISOString(),
    meanConfidence: Math.round(doc.meanConfidence),
    ...(redaction.unclear.length ? { unclear: redaction.unclear } : {}),
  };
}

/** What the quote keeps of the personal information redaction found: its fingerprints only. */
export function piiToQuote(redaction: DocumentRedaction, fields: QuoteFields): Partial<QuoteRecord> {
  return { piiFingerprints: fingerprintPii(redaction.found, { vendor: fields.vendor }) };
}
