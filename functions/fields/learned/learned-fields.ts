/**
 * Vendor, total and ZIP as the learned scorer decides them (fields.model.json, trained by
 * `npm run train:fields`): the rules' candidates and signals are its features, its probability
 * decides. A value below its field's threshold is left for the homeowner with the reason and the two
 * most probable values as choices.
 */
import type { DocumentModel } from '../../document/model.js';
import { displayCents } from '@shared/money.js';
import type { Evidence } from '../candidates.js';
import type { RuleReadings } from '../rule-readings.js';
import { fieldCandidates, LEARNED_FIELDS, type LearnedField } from './field-candidates.js';
import { decideField, loadFieldsModel, type FieldDecision } from './field-scorer.js';
import modelJson from './fields.model.json' with { type: 'json' };

export const FIELDS_MODEL = loadFieldsModel(modelJson);

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
  if (second && second.probability >= Math.max(0.2, best.probability / 3))
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

/** The learned decision for each of vendor, total and ZIP. */
export function learnFields(doc: DocumentModel, rules: RuleReadings): Record<LearnedField, LearnedValue> {
  const candidates = fieldCandidates(doc, rules);
  const rulesReason: Record<LearnedField, string | null> = {
    vendor: rules.vendor.uncertain,
    totalCost: rules.total.uncertain,
    zipCode: rules.zip.uncertain,
  };
  const out = {} as Record<LearnedField, LearnedValue>;
  for (const field of LEARNED_FIELDS) {
    const d = decideField(FIELDS_MODEL.fields[field], candidates[field], doc.ocr);
    out[field] = learnedValue(field, d, rulesReason[field]);
  }
  return out;
}
