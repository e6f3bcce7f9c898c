/**
 * The candidates of the learned fields, each in the field's own form ("12480.50", a business name as
 * shown, a ZIP) with its feature vector: the values the rules' generators found (totals.ts, vendor.ts,
 * parties.ts) with their signals and places, plus what only makes sense for the field (a total's size
 * against the other amounts, the roles a ZIP was printed under). Training and the pipeline build them
 * with this same code.
 */
import { unsureWord } from '../../document/legibility.js';
import type { DocumentModel, Line } from '../../document/model.js';
import { centsToDecimal } from '@shared/money.js';
import { confidenceOfRange } from '../layout.js';
import { evidenceOf, type Evidence, type Signal } from '../candidates.js';
import type { Parties, PlacedLocality } from '../parties.js';
import { totalLabel, type TotalResult } from '../totals.js';
import { vendorName, vendorSource, type VendorResult } from '../vendor.js';
import { locality, type ZipResult } from '../zip.js';
import type { RuleReadings } from '../rule-readings.js';
import { groupFeatures, placeFeatures, wordsOf } from './features.js';
import { hashed, type Features } from './linear-model.js';

export type LearnedField = 'vendor' | 'totalCost' | 'zipCode';
export const LEARNED_FIELDS: readonly LearnedField[] = ['vendor', 'totalCost', 'zipCode'];

export interface FieldCandidate {
  /** In the field's form: "12480.50", "Acme Windows LLC", "34231". */
  value: string;
  features: Features;
  evidence: Evidence | null;
  line: Line | null;
  /** For the extraction details: the signals that spoke for it, and how it was found. */
  signals: Signal[];
  how: string;
  /** For a ZIP: the locality it was printed in ("Sarasota, FL 34231"). */
  locality?: string;
  /** For a total: the label it was printed under ("Total price"). */
  label?: string;
}

function totalCandidates(model: DocumentModel, total: TotalResult): FieldCandidate[] {
  // A figure the sums show to be misread (its decimal point lost) is no candidate: its restored amount is.
  const groups = total.groups.filter((g) => !g.signals.some((s) => s.name === 'pointLost'));
  const max = Math.max(1, ...groups.map((g) => g.value));
  const byValue = [...groups].sort((a, b) => b.value - a.value);
  return groups.map((g) => {
    const f = groupFeatures(model, g);
    const rank = byValue.indexOf(g);
    f[`valueRank:${Math.min(3, rank)}`] = 1;
    f.shareOfLargest = g.value / max;
    f.candidates = Math.min(20, groups.length) / 20;
    const label = totalLabel(g);
    return {
      value: centsToDecimal(g.value),
      features: f,
      evidence: g.best.evidence,
      line: g.best.place?.line ?? null,
      signals: g.signals,
      how: label ? `from '${label}'` : '',
      ...(label ? { label } : {}),
    };
  });
}

function vendorCandidates(model: DocumentModel, vendor: VendorResult): FieldCandidate[] {
  const groups = vendor.groups ?? [];
  const out: FieldCandidate[] = [];
  groups.forEach((g, i) => {
    const value = vendorName(g.value, model.lines);
    if (!value) return;
    const f = groupFeatures(model, g);
    const words = g.value.split(/\s+/).filter(Boolean).length;
    f[`nameWords:${Math.min(6, words)}`] = 1;
    if (g.value === g.value.toUpperCase() && /[A-Z]/.test(g.value)) f.allCaps = 1;
    if (/\d/.test(g.value)) f.hasDigit = 1;
    if (value !== g.value) f.reshaped = 1;
    // The name as shown may come from another line than the candidate's (its mixed-case spelling): its own look.
    if (model.ocr) {
      if (/[A-Za-z][0-9]|[0-9][A-Za-z]/.test(value)) f.shownLettersAndDigits = 1;
      const odd = value.split(/\s+/).filter((text) => unsureWord({ text, confidence: 80 })).length;
      if (odd) f[`shownUnsureWords:${Math.min(2, odd)}`] = 1;
    }
    if (groups.some((o) => o !== g && o.key.includes(g.key))) f.partOfAnother = 1;
    if (groups.some((o) => o !== g && g.key.includes(o.key))) f.containsAnother = 1;
    f[`order:${Math.min(4, i)}`] = 1;
    out.push({
      value,
      features: f,
      evidence: g.best.evidence,
      line: g.best.place?.line ?? null,
      signals: g.signals,
      how: vendorSource(g.signals),
    });
  });
  return out;
}

const ROLE_ORDER = ['job', 'customer', 'unknown', 'contractor'] as const;

function zipCandidates(model: DocumentModel, parties: Parties, zip: ZipResult): FieldCandidate[] {
  const byZip = new Map<string, PlacedLocality[]>();
  for (const l of parties.localities) byZip.set(l.zip, [...(byZip.get(l.zip) ?? []), l]);
  const distinctOf = (role: string) =>
    new Set(parties.localities.filter((l) => l.role === role).map((l) => l.zip)).size;
  const context: Features = {
    [`jobZips:${Math.min(2, distinctOf('job'))}`]: 1,
    [`customerZips:${Math.min(2, distinctOf('customer'))}`]: 1,
    [`unknownZips:${Math.min(2, distinctOf('unknown'))}`]: 1,
    [`allZips:${Math.min(3, byZip.size)}`]: 1,
    ...(parties.jobSameAsCustomer ? { jobSameAsCustomer: 1 } : {}),
    ...(parties.jobStreetWithoutZip ? { jobStreetWithoutZip: 1 } : {}),
    ...(parties.damagedZips.length ? { damagedZip: 1 } : {}),
    ...(parties.customerNames.length ? { customerNamed: 1 } : {}),
    ...(parties.streets.some((s) => s.role !== 'contractor') ? { otherStreet: 1 } : {}),
  };
  return [...byZip].map(([value, list]) => {
    const sorted = [...list].sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role));
    const first = sorted[0]!;
    const f: Features = { bias: 1, ...context };
    placeFeatures(model, { line: first.line, start: first.start, end: first.end }, f);
    for (const l of list) {
      f[`role:${l.role}`] = 1;
      for (const w of wordsOf(l.why, 4)) f[hashed(`why:${l.role}`, w, 256)] = 1;
    }
    f[`readings:${Math.min(3, list.length)}`] = 1;
    if (list.every((l) => l.stateMatches)) f.stateMatches = 1;
    const read = Math.min(...list.map((l) => confidenceOfRange(l.line, l.end - 5, l.end))) / 100;
    f.zipConfidence = read;
    if (model.ocr) {
      f.ocr = 1;
      f.ocrZipConfidence = read;
      if (read < 0.7) f.ocrHardToRead = 1;
    }
    if (zip.zipCode === value) f.rulesPick = 1;
    return {
      value,
      features: f,
      evidence: evidenceOf(first.line),
      line: first.line,
      signals: [],
      how: first.role === 'contractor' ? "contractor's address" : `${first.role} address (${first.why})`,
      locality: locality(first),
    };
  });
}

/** Every candidate of the three learned fields, with its features. */
export function fieldCandidates(
  model: DocumentModel,
  rules: Pick<RuleReadings, 'vendor' | 'total' | 'parties' | 'zip'>,
): Record<LearnedField, FieldCandidate[]> {
  return {
    vendor: vendorCandidates(model, rules.vendor),
    totalCost: totalCandidates(model, rules.total),
    zipCode: zipCandidates(model, rules.parties, rules.zip),
  };
}

/** Two values that are the same as the homeowner sees them (a name's case and spacing aside). */
export function sameValue(a: string, b: string): boolean {
  const norm = (v: string) => v.replace(/\s+/g, ' ').trim().toLowerCase();
  return norm(a) === norm(b);
}
