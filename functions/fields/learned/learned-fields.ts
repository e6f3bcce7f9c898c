/**
 * Vendor, total and ZIP as the learned scorer decides them (fields.model.json, trained by
 * `npm run train:fields`): the rules' candidates and signals are its features, its probability
 * decides. A value below its field's threshold is left for the homeowner with the reason and the two
 * most probable values as choices.
 */
import type { DocumentModel } from '../../document/model.js';
import { displayCents } from '@shared/money.js';
import { evidenceOf, type Evidence } from '../candidates.js';
import type { RuleReadings } from '../rule-readings.js';
import { fieldCandidates, LEARNED_FIELDS, type LearnedField } from './field-candidates.js';
import { decideField, hasRival, loadFieldsModel, underOneLabel, type FieldDecision } from './field-scorer.js';
import modelJson from './fields.model.json' with { type: 'json' };
import { loadedOnce, readerModelFile } from './reader-models.js';

const loadFields = loadedOnce(loadFieldsModel);

/** The committed scorers (or the file a benchmark swapped in), checked on first use. */
export function fieldsModel() {
  return loadFields(readerModelFile('fields', modelJson));
}

export interface LearnedValue {
  field: LearnedField;
  /** Null: left for the homeowner. */
  value: string | null;
  /** 0-1: the probability that the value shown (or the best guess) is right. */
  confidence: number;
  evidence: Evidence | null;
  /** How the value was found, for the extraction details ("letterhead", "from 'Grand total'"). */
  how: string;
  /** Why the field was left empty. */
  uncertain: string | null;
  /** The most probable values (at most two, best first), offered as choices when the field is empty. */
  choices: string[];
  /** For a ZIP: the locality it was printed in ("Sarasota, FL 34231"). */
  locality: string | null;
}

const WHAT: Record<LearnedField, string> = { vendor: 'business name', totalCost: 'total', zipCode: 'ZIP code' };

export function showValue(field: LearnedField, value: string): string {
  if (field === 'totalCost') return displayCents(Math.round(Number(value) * 100));
  return field === 'vendor' ? `"${value}"` : value;
}

function reason(field: LearnedField, d: FieldDecision, rulesReason: string | null): string {
  const [best, second] = d.top;
  if (!best) return rulesReason ?? `no ${WHAT[field]} found`;
  const sure = Math.round(best.probability * 100);
  if (second && (hasRival(d.top) || underOneLabel(d.top)))
    return `two possible ${WHAT[field]}s (${showValue(field, best.value)} / ${showValue(field, second.value)})`;
  return (
    rulesReason ?? `no ${WHAT[field]} is clearly marked (best guess ${showValue(field, best.value)}, ${sure}% sure)`
  );
}

function learnedValue(field: LearnedField, d: FieldDecision, rulesReason: string | null): LearnedValue {
  const c = d.best?.candidate ?? null;
  return {
    field,
    value: d.value,
    confidence: Math.round(d.probability * 100) / 100,
    evidence: d.value !== null ? (c?.evidence ?? null) : null,
    how: d.value !== null ? (c?.how ?? '') : '',
    uncertain: d.value === null ? reason(field, d, rulesReason) : null,
    choices: d.value === null ? d.top.map((t) => t.value) : [],
    locality: d.value !== null ? (c?.locality ?? null) : null,
  };
}

/**
 * The rules' own decision, where the learned one is not used (cross-validation found it worse for the
 * field and the kind of document); a field left empty still offers the scorer's two most probable values.
 */
function rulesValue(field: LearnedField, rules: RuleReadings, d: FieldDecision): LearnedValue {
  const offer = (value: string | null) => (value === null ? d.top.map((t) => t.value) : []);
  const { vendor, total, zip } = rules;
  if (field === 'vendor')
    return {
      field,
      value: vendor.name,
      confidence: vendor.confidence,
      evidence: vendor.name && vendor.line ? evidenceOf(vendor.line) : null,
      how: vendor.source,
      uncertain: vendor.name ? null : (vendor.uncertain ?? 'not found'),
      choices: offer(vendor.name),
      locality: null,
    };
  if (field === 'totalCost')
    return {
      field,
      value: total.value,
      confidence: total.confidence,
      evidence: total.evidence,
      how: total.label ? `from '${total.label}'` : '',
      uncertain: total.value ? null : (total.uncertain ?? 'not found'),
      choices: offer(total.value),
      locality: null,
    };
  return {
    field,
    value: zip.zipCode,
    confidence: zip.confidence,
    evidence: zip.zipCode && zip.line ? evidenceOf(zip.line) : null,
    how: zip.source,
    uncertain: zip.zipCode ? null : (zip.uncertain ?? 'not found'),
    choices: offer(zip.zipCode),
    locality: zip.projectAddress,
  };
}

/** Vendor, total and ZIP: the learned decision where it is used, else the rules'. */
export function learnFields(doc: DocumentModel, rules: RuleReadings): Record<LearnedField, LearnedValue> {
  const candidates = fieldCandidates(doc, rules);
  const rulesReason: Record<LearnedField, string | null> = {
    vendor: rules.vendor.uncertain,
    totalCost: rules.total.uncertain,
    zipCode: rules.zip.uncertain,
  };
  const out = {} as Record<LearnedField, LearnedValue>;
  for (const field of LEARNED_FIELDS) {
    const model = fieldsModel().fields[field];
    const d = decideField(model, candidates[field], doc.ocr);
    out[field] = (doc.ocr ? model.use.ocr : model.use.text)
      ? learnedValue(field, d, rulesReason[field])
      : rulesValue(field, rules, d);
  }
  return out;
}
