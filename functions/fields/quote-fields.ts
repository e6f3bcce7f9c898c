/**
 * The fields the analysis needs, read from an extracted document whichever extractor produced it.
 * Honest extraction: a field the rules are unsure of is left empty (shown as TBD) with the reason in
 * `uncertain`, so the chat asks the homeowner instead of building verdicts on a wrong value.
 */
import type { DocumentModel, Span } from '../document/model.js';
import { evidenceOf, type Evidence } from './candidates.js';
import { centsToDecimal, displayCents } from '@shared/money.js';
import { findOptions, notChosenSpans } from './options.js';
import { findParties } from './parties.js';
import { countUnits } from './quantities.js';
import { classifyQuote } from './quote-type.js';
import { doctypeInput } from './learned/doctype-input.js';
import { redactText } from './redact.js';
import { summarizeScope } from './scope.js';
import { findSections } from './sections.js';
import { findTotal } from './totals.js';
import { findVendor } from './vendor.js';
import { findZip } from './zip.js';
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

export function extractFields(doc: DocumentModel): QuoteFields {
  const layout = doc;
  const options = findOptions(layout.lines);
  const sections = findSections(layout);
  const vendor = findVendor(layout);
  const parties = findParties(layout, vendor);
  const total = findTotal(layout, options, sections);
  const zip = findZip(parties, layout.ocr);
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
  if (vendor.name)
    details.push(
      `${OK} Vendor: ${vendor.name} (${vendor.source})${readFrom(vendor.confidence, vendor.line && evidenceOf(vendor.line))}`,
    );
  else if (type.isQuote) unsure('vendor', 'Vendor', vendor.uncertain ?? 'not found');

  if (total.value)
    details.push(
      `${OK} Total: ${displayCents(total.cents!)}${total.label ? ` (from '${total.label}')` : ''}${readFrom(total.confidence, total.evidence)}`,
    );
  else if (type.isQuote) unsure('totalCost', 'Total', total.uncertain ?? 'not found');

  if (zip.zipCode)
    details.push(
      `${OK} ZIP: ${zip.zipCode} (${zip.source})${readFrom(zip.confidence, zip.line && evidenceOf(zip.line))}`,
    );
  else if (type.isQuote) unsure('zipCode', 'ZIP', zip.uncertain ?? 'not found');

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
  if (type.isQuote) {
    const offer = (field: ChoiceField, values: string[]) => {
      const distinct = [...new Set(values)].slice(0, MAX_CHOICES);
      if (distinct.length) choices[field] = distinct;
    };
    if (!total.value)
      offer(
        'totalCost',
        total.ranked.filter((r) => r.score > 0).map((r) => centsToDecimal(r.cents)),
      );
    if (!vendor.name)
      offer(
        'vendor',
        (vendor.ranked ?? []).filter((r) => r.score > 0).map((r) => r.value),
      );
  }

  // The details quote lines of the document: the customer's name, phones, e-mails and streets are replaced there too.
  const known = { names: parties.customerNames, firstNames: parties.customerFirstNames };
  return {
    vendor: vendor.name,
    totalCost: total.value,
    zipCode: zip.zipCode,
    customerZip: zip.customerZip,
    projectAddress: zip.projectAddress,
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
