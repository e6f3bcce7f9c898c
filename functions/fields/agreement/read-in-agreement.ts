/**
 * The fields as shown when more than one reader reads the quote (in AWS: Bedrock and Textract
 * AnalyzeExpense beside the offline reader): each value checked against the document, shown when two
 * readers agree and none contradicts it, else left for the homeowner with the competing values as
 * choices. Without the model's reading (it failed, its reply was unusable, no model is configured) the
 * offline reader's fields stand as they are.
 */
import type { DocumentModel } from '../../document/model.js';
import type { QuoteFields } from '../quote-fields.js';
import { instructionBoxes, type RedactedBox } from '../redaction-boxes.js';
import { agree } from './agree.js';
import { applyAgreement, offlineReading } from './apply-agreement.js';
import { documentFacts } from './document-facts.js';
import type { Reading } from './readings.js';

/** What a language model is given to read. */
export interface ModelInput {
  /** The document's text, the customer's details replaced. */
  text: string;
  /** The document it was read from, for a page image of a photographed quote... */
  doc: DocumentModel;
  /** ...painted over where the customer's details and any line written to a reader are printed. */
  paint: RedactedBox[];
}

/** The other readers of a quote, behind a port: the domain knows nothing of AWS. */
export interface FieldReaders {
  /** A language model's reading of the redacted document; null when it has none worth checking. */
  model(input: ModelInput): Promise<Reading | null>;
  /** A document reader's summary fields; null when it failed. */
  expense(): Promise<Reading | null>;
}

/** What the model is given of a document: its redacted text, and where to paint over a page image. */
export function modelInput(doc: DocumentModel, redaction: { text: string; boxes: RedactedBox[] }): ModelInput {
  return { text: redaction.text, doc, paint: [...redaction.boxes, ...instructionBoxes(doc)] };
}

export async function readInAgreement(
  doc: DocumentModel,
  fields: QuoteFields,
  redaction: { text: string; boxes: RedactedBox[] },
  readers: FieldReaders,
): Promise<QuoteFields> {
  const [model, expense] = await Promise.allSettled([readers.model(modelInput(doc, redaction)), readers.expense()]);
  if (model.status === 'rejected') throw model.reason;
  // Without the model's reading nothing is compared, whatever the other reader did.
  if (!model.value) return fields;
  if (expense.status === 'rejected') throw expense.reason;
  const readings = [offlineReading(fields), model.value, ...(expense.value ? [expense.value] : [])];
  return applyAgreement(fields, agree(readings, documentFacts(doc)));
}
