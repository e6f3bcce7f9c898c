import { fingerprintPii } from '../fields/pii-fingerprints.js';
import type { ExtractedDocument } from '../extraction/document.js';
import type { QuoteFields } from '../fields/quote-fields.js';
import { redactText, type DocumentRedaction } from '../fields/redact.js';
import { updateScopeSchema } from '@shared/validation.js';
import type { ChoiceField } from '@shared/types.js';
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

/** The customer's names the redaction found. */
const namesFound = (redaction: DocumentRedaction) =>
  redaction.found.filter((f) => f.kind === 'name').map((f) => f.text);

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
    // The details quote lines and readers' values (in AWS, a reader of the original upload's): the
    // customer's details the redaction found are replaced there too.
    extractionDetails: redactText(fields.details.join('\n'), { names: namesFound(redaction) }).text,
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

/** Whether a vendor candidate carries any of the customer's details: a name found, a phone, an e-mail, a street. */
function personal(candidate: string, names: string[]): boolean {
  if (redactText(candidate, { names }).text !== candidate) return true;
  const words = (text: string) => text.toLowerCase().match(/[a-z]{3,}/g) ?? [];
  const said = new Set(words(candidate));
  return names.some((name) => words(name).some((w) => said.has(w)));
}

/**
 * The candidates the chat may offer for the fields left empty, as a field edit would store them (one
 * a correction would refuse is dropped), none with the customer's details: a vendor candidate that
 * shares a word with a customer's name the redaction found, or holds a phone, e-mail or street, is
 * never kept.
 */
export function choicesToQuote(fields: QuoteFields, redaction: DocumentRedaction): Partial<QuoteRecord> {
  const names = namesFound(redaction);
  const kept: Partial<Record<ChoiceField, string[]>> = {};
  for (const [field, values] of Object.entries(fields.choices) as [ChoiceField, string[]][]) {
    if (fields[field]) continue;
    const usable = values
      .filter((v) => field !== 'vendor' || !personal(v, names))
      .map((v) => updateScopeSchema.safeParse({ [field]: v }))
      .flatMap((parsed) => (parsed.success && parsed.data[field] ? [parsed.data[field]] : []));
    const distinct = [...new Set(usable)];
    if (distinct.length) kept[field] = distinct;
  }
  return { fieldChoices: kept };
}
