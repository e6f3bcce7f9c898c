/**
 * The fields the analysis needs, read from an extracted document whichever extractor produced it.
 * Honest extraction: a field the rules are unsure of is left empty (shown as TBD) with the reason in
 * `uncertain`, so the chat asks the homeowner instead of building verdicts on a wrong value.
 */
import type { DocumentModel, Span } from '../document/model.js';
import type { Evidence } from './candidates.js';
import { displayCents } from '@shared/money.js';
import { learnFields, type LearnedValue } from './learned/learned-fields.js';
import { notChosenSpans } from './options.js';
import { countUnits } from './quantities.js';
import { classifyQuote } from './quote-type.js';
import { doctypeInput } from './learned/doctype-input.js';
import { readRules } from './rule-readings.js';
import type { ZipResult } from './zip.js';
import { redactText } from './redact.js';
import { summarizeScope } from './scope.js';
import { quoteTypeLabel } from '@shared/quote-types.js';
import { quantitiesText as countsText } from '@shared/text.js';

export type QuoteType = 'windows' | 'doors' | 'windows_doors' | 'roofing' | 'hvac' | 'plumbing' | 'other';

export type UncertainField = 'vendor' | 'totalCost' | 'zipCode' | 'quantities' | 'quoteType' | 'scope';

export type ChoiceField = 'vendor' | 'totalCost' | 'zipCode';

/** At most this many candidates are offered for a field left empty. */
export const MAX_CHOICES = 2;

export interface QuoteFields {
  /** Business name as printed (a mixed-case spelling preferred over an all-capitals letterhead). */
  vendor: string | null;
  /** "12480.50": no $ or commas, 2 decimals. */
  totalCost: string | null;
  /** Job-site ZIP, else the customer's, else (no customer or job address at all) the contractor's. */
  zipCode: string | null;
  /** The customer's mailing ZIP, if printed. */
  customerZip: string | null;
  /** Job-site locality without the street line, e.g. "Sarasota, FL 34231". */
  projectAddress: string | null;
  windows: number | null;
  doors: number | null;
  /** "8 windows, 0 doors"; null when either count is unknown. */
  quantities: string | null;
  /** Null only when the document has no text at all; a document that is not a quote is 'other'. */
  quoteType: QuoteType | null;
  isQuote: boolean;
  /** ≤ 60 characters, e.g. "Replace 8 impact vinyl windows (single-hung, picture)". */
  scope: string | null;
  /** A longer plain summary of the work lines (≤ 500 characters), personal information removed. */
  scopeOfWork: string | null;
  /** One line per field for the Extracted Text dialog. */
  details: string[];
  /** Fields left empty because the rules were unsure, with the reason, for the chat to ask about. */
  uncertain: { field: UncertainField; reason: string }[];
  /**
   * For a field left empty: its best candidates (at most two, best first, in the field's own form:
   * "12480.50", a business name, a ZIP), for the chat to offer as one-tap choices. Absent when the
   * field was read or nothing was worth offering.
   */
  choices: Partial<Record<ChoiceField, string[]>>;
  /** The window and door item lines that were counted, for pricing each unit by its type and material. */
  items: QuoteItem[];
  /** Text of priced options the homeowner did not choose (whole lines or table cells): it does not describe the job. */
  notChosen: Span[];
}

export interface QuoteItem {
  kind: 'window' | 'door';
  quantity: number;
  /** As printed: "Single Hung Window". */
  name: string;
  /** Brand, material, glass and size from the line and its continuation lines. */
  description: string;
}

const OK = '✓';
const WARN = '⚠';

/** How sure a field is and where it was read: " — 92% sure; page 1: "Amount of this agreement: $9,971.40"". */
function readFrom(confidence: number, evidence: Evidence | null): string {
  const sure = ` — ${Math.round(confidence * 100)}% sure`;
  if (!evidence) return sure;
  const line = evidence.line.length > 90 ? `${evidence.line.slice(0, 87)}...` : evidence.line;
  return `${sure}; page ${evidence.page}: "${line}"`;
}

/** The job site's locality for the ZIP shown; without a ZIP, no ZIP in it ("Sarasota, FL"). */
function projectAddress(zip: LearnedValue, rules: ZipResult): string | null {
  if (zip.value !== null) return zip.value === rules.zipCode ? rules.projectAddress : (zip.locality ?? null);
  return rules.projectAddress?.replace(/\s*\b\d{5}(?:-\d{4})?$/, '').trim() || null;
}

export function extractFields(doc: DocumentModel): QuoteFields {
  const layout = doc;
  const rules = readRules(layout);
  const { options, sections, vendor, parties, zip } = rules;
  // Vendor, total and ZIP: the rules' candidates and signals, decided by the learned scorer.
  const learned = learnFields(layout, rules);
  const quantities = countUnits(layout, options, sections, vendor.name);
  const type = classifyQuote(doctypeInput(layout, vendor.name, quantities));
  const windowsDoors = type.quoteType === 'windows' || type.quoteType === 'doors' || type.quoteType === 'windows_doors';
  const windows = windowsDoors ? quantities.windows : null;
  const doors = windowsDoors ? quantities.doors : null;
  const { scope, scopeOfWork } = summarizeScope({
    layout,
    options,
    quantities,
    quoteType: type.quoteType,
    isQuote: type.isQuote,
  });

  const details: string[] = [];
  const uncertain: QuoteFields['uncertain'] = [];
  const unsure = (field: UncertainField, label: string, reason: string) => {
    uncertain.push({ field, reason });
    details.push(`${WARN} ${label}: ${reason} — left for the homeowner`);
  };

  if (!type.isQuote) {
    details.push(`${WARN} Quote type: ${type.reason}`);
  } else {
    details.push(`${OK} Quote type: ${quoteTypeLabel(type.quoteType)} (${type.reason})`);
  }
  const read = (label: string, v: LearnedValue, shown: (value: string) => string) => {
    if (v.value !== null)
      details.push(
        `${OK} ${label}: ${shown(v.value)}${v.how ? ` (${v.how})` : ''}${readFrom(v.confidence, v.evidence)}`,
      );
    else if (type.isQuote) unsure(v.field, label, v.uncertain ?? 'not found');
  };
  read('Vendor', learned.vendor, (v) => v);
  read('Total', learned.totalCost, (v) => displayCents(Math.round(Number(v) * 100)));
  read('ZIP', learned.zipCode, (v) => v);

  const quantitiesText = windows !== null && doors !== null ? countsText(windows, doors) : null;
  if (windowsDoors) {
    if (quantitiesText)
      details.push(
        `${OK} Quantities: ${quantitiesText}${quantities.notes.length ? ` (${quantities.notes.join('; ')})` : ''}${readFrom(quantities.confidence, null)}`,
      );
    else unsure('quantities', 'Quantities', quantities.uncertain ?? 'unclear');
  }
  if (type.isQuote) {
    if (scope) details.push(`${OK} Scope: ${scope}`);
    else unsure('scope', 'Scope', 'could not summarise the work in 60 characters');
  }
  details.push(
    `${OK} Text: ${doc.methodLabel}, ${layout.lines.length} lines${layout.ocr ? `, mean OCR confidence ${Math.round(doc.meanConfidence)}%` : ''}`,
  );

  const choices: QuoteFields['choices'] = {};
  if (type.isQuote)
    for (const v of [learned.vendor, learned.totalCost, learned.zipCode]) {
      const distinct = [...new Set(v.choices)].slice(0, MAX_CHOICES);
      if (v.value === null && distinct.length) choices[v.field] = distinct;
    }

  // The details quote lines of the document: the customer's name, phones, e-mails and streets are replaced there too.
  const known = { names: parties.customerNames, firstNames: parties.customerFirstNames };
  return {
    vendor: learned.vendor.value,
    totalCost: learned.totalCost.value,
    zipCode: learned.zipCode.value,
    customerZip: zip.customerZip,
    projectAddress: projectAddress(learned.zipCode, zip),
    windows,
    doors,
    quantities: quantitiesText,
    quoteType: type.quoteType,
    isQuote: type.isQuote,
    scope,
    scopeOfWork: scopeOfWork ? redactText(scopeOfWork, known).text : null,
    details: details.map((d) => redactText(d, known).text),
    uncertain,
    choices,
    items: windowsDoors
      ? quantities.units.map((u) => ({ kind: u.kind, quantity: u.qty, name: u.name, description: u.description }))
      : [],
    notChosen: notChosenSpans(options, layout.lines),
  };
}
