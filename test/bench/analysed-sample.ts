import { analyzeWithRules } from '../../functions/analysis/rules-engine.js';
import type { Analysis, QuoteInput } from '../../functions/analysis/types.js';
import { extractDocument } from '../../functions/extraction/local-extractor.js';
import { extractFields } from '../../functions/fields/quote-fields.js';
import { redactPersonalInfo } from '../../functions/fields/redact.js';

/** A quote's bytes through the pipeline in-process (extraction, fields, redaction) and the rules engine, as of today. */
export async function analyzedSample(
  bytes: Uint8Array,
): Promise<{ input: QuoteInput; analysis: Analysis; vendor: string | null }> {
  const doc = await extractDocument(bytes);
  const fields = extractFields(doc);
  const input: QuoteInput = {
    text: redactPersonalInfo(doc, fields).analysisText,
    items: fields.items,
    fields: { ...fields, quoteType: fields.quoteType },
    answers: {},
    today: new Date().toISOString().slice(0, 10),
  };
  return { input, analysis: analyzeWithRules(input), vendor: fields.vendor };
}
