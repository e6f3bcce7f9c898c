/**
 * Textract AnalyzeExpense as a second opinion on the total, the vendor and the job-site ZIP: its summary
 * fields (TOTAL or AMOUNT_DUE, VENDOR_NAME, the receiver's ZIP code or address) as a Reading for the
 * agreement (fields/agreement), each value with the printed text it was read from. AnalyzeExpense reads
 * one-page images and PDFs synchronously; a throttled or timed-out call throws TransientError, any
 * other failure is null (the other readers decide).
 */
import {
  AnalyzeExpenseCommand,
  type AnalyzeExpenseCommandOutput,
  type Document,
  type ExpenseField,
  type TextractClient,
} from '@aws-sdk/client-textract';
import { centsToDecimal } from '@shared/money.js';
import { zipsIn } from '../../fields/agreement/evidence.js';
import type { Reading } from '../../fields/agreement/readings.js';
import { findAmounts } from '../../fields/money.js';
import { asTransient } from '../../lib/transient-error.js';
import { logger } from '../../lib/logger.js';

/** Summary fields below this confidence (0-100) are not read. */
const MIN_CONFIDENCE = 50;
/** Where the work is done first, then where the bill goes. */
const RECEIVER_GROUPS = ['RECEIVER_SHIP_TO', 'RECEIVER_SOLD_TO', 'RECEIVER_BILL_TO'];

const typeOf = (f: ExpenseField) => f.Type?.Text ?? '';
const valueOf = (f: ExpenseField) => f.ValueDetection?.Text?.trim() ?? '';
const confident = (f: ExpenseField) => (f.ValueDetection?.Confidence ?? 0) >= MIN_CONFIDENCE && valueOf(f) !== '';
const groupRank = (f: ExpenseField) => {
  const types = (f.GroupProperties ?? []).flatMap((g) => g.Types ?? []);
  const i = RECEIVER_GROUPS.findIndex((g) => types.includes(g));
  return i === -1 ? RECEIVER_GROUPS.length : i;
};

/** What the line printed: the label (when Textract found one) and the value. */
const printed = (f: ExpenseField) => [f.LabelDetection?.Text?.trim(), valueOf(f)].filter(Boolean).join(' ');

/** The summary fields of the first expense document as a Reading. */
export function expenseReading(output: AnalyzeExpenseCommandOutput): Reading {
  const summary = (output.ExpenseDocuments ?? []).flatMap((d) => d.SummaryFields ?? []).filter(confident);
  const fields: Reading['fields'] = {};
  const best = (types: string[]) =>
    types
      .flatMap((t) => summary.filter((f) => typeOf(f) === t))
      .sort((a, b) => (b.ValueDetection?.Confidence ?? 0) - (a.ValueDetection?.Confidence ?? 0))[0];
  const vendor = best(['VENDOR_NAME']);
  if (vendor) fields.vendor = { value: valueOf(vendor), evidence: [valueOf(vendor)] };
  // TOTAL first: AMOUNT_DUE can be what is due now (a deposit).
  const total = summary.find((f) => typeOf(f) === 'TOTAL') ?? summary.find((f) => typeOf(f) === 'AMOUNT_DUE');
  const cents = total ? findAmounts(valueOf(total))[0]?.cents : undefined;
  if (total && cents !== undefined) fields.totalCost = { value: centsToDecimal(cents), evidence: [printed(total)] };
  // The receiver's ZIP (a ZIP code or an address in a receiver's group, or the receiver's address).
  const receivers = summary.filter(
    (f) =>
      typeOf(f) === 'RECEIVER_ADDRESS' ||
      (['ZIP_CODE', 'ADDRESS', 'ADDRESS_BLOCK'].includes(typeOf(f)) && groupRank(f) < RECEIVER_GROUPS.length),
  );
  const zip = receivers
    .sort((a, b) => groupRank(a) - groupRank(b))
    .map((f) => ({ f, zip: zipsIn(valueOf(f))[0] }))
    .find((z) => z.zip);
  if (zip?.zip) fields.zipCode = { value: zip.zip, evidence: [valueOf(zip.f)] };
  return { reader: 'expense', fields };
}

/** AnalyzeExpense's reading of a document (bytes, or an object in S3); null when the call failed for good. */
export async function textractExpenseReading(client: TextractClient, document: Document): Promise<Reading | null> {
  try {
    return expenseReading(await client.send(new AnalyzeExpenseCommand({ Document: document })));
  } catch (error) {
    const thrown = asTransient(error);
    if (thrown !== error) throw thrown;
    logger.warn('AnalyzeExpense did not read the quote; the other readers decide', {
      error: error instanceof Error ? error.name : typeof error,
    });
    return null;
  }
}
