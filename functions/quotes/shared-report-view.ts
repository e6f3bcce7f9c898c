import { ZIP5 } from '@shared/zip.js';
import type { SharedChecklistResult, SharedReport } from '@shared/shares.js';
import { maskLabelledNames, redactFingerprinted, type PiiFingerprints } from '../fields/pii-fingerprints.js';
import { redactText } from '../fields/redact.js';
import { stateOfZip } from '../fields/zip-states.js';
import type { QuoteRecord, StoredResult } from './quote-record.js';

/**
 * The public JSON of a shared report, built field by field from an allow-list: anything not named here
 * (the homeowner's project address and scope of work, the file name and key, the quote and user ids,
 * the e-mail, the guest session, the chat, its answers and questions, modification reasons, which can
 * quote the homeowner) never leaves, whatever the stored quote holds now or later.
 *
 * Free text is already redacted at upload; it is redacted again here, as a second guard, so what
 * slipped into a field, an explanation or an evidence line (or into a vendor typed by the homeowner)
 * becomes a placeholder: any phone number, e-mail or street line (redactText); the words of the
 * customer's names and streets found at upload, by their fingerprints (a first name upload-time
 * redaction missed); and a name after a customer label ("Customer: Jane Doe"), even when none was found.
 */
export function sharedReportView(quote: QuoteRecord, share: { expiresAt: string }): SharedReport {
  const redacted = (text: string | null | undefined) => redactedText(text, quote.piiFingerprints);
  const sharedResult = (result: StoredResult): SharedChecklistResult => ({
    id: result.id,
    ...(result.category ? { category: result.category } : {}),
    title: result.title,
    status: result.status,
    explanation: redacted(result.explanation) ?? '',
    evidence: (result.evidence ?? []).map((line) => redacted(line) ?? '').filter((line) => line.trim()),
  });
  const zip = ZIP5.test(quote.zipCode ?? '') ? quote.zipCode : null;
  return {
    vendor: redacted(quote.vendor),
    totalCost: /^\d+(\.\d{1,2})?$/.test(quote.totalCost ?? '') ? quote.totalCost : null,
    zipCode: zip,
    state: zip ? stateOfZip(zip) : null,
    quantities: redacted(quote.quantities),
    scope: redacted(quote.scope),
    quoteType: redacted(quote.quoteType),
    overallScore: typeof quote.overallScore === 'number' ? quote.overallScore : null,
    createdAt: quote.createdAt,
    checklistResults: (quote.checklistResults ?? []).map(sharedResult),
    expiresAt: share.expiresAt,
  };
}

function redactedText(text: string | null | undefined, fingerprints: PiiFingerprints | undefined): string | null {
  if (typeof text !== 'string') return null;
  return maskLabelledNames(redactFingerprinted(redactText(text).text, fingerprints));
}
