/**
 * Personal information removed at upload: the customer's name, phone numbers, e-mail addresses and
 * street lines become placeholders in the stored text and in anything sent to an AI model. The
 * contractor's own business name, phone, e-mail and address stay: they are what the analysis checks.
 */
import { unsureWords } from '../document/legibility.js';
import type { DocumentModel } from '../document/model.js';
import type { UnclearLine } from '../analysis/types.js';
import { emailDomain, findEmails, findPhones, findStreets, FREE_MAIL, phoneDigits, type Match } from './contact.js';
import { contractorAt } from './contractor-block.js';
import { gapInLines, xOverlap, type Line } from './layout.js';
import { findParties, normStreet } from './parties.js';
import { commonRun, compact, escapeRegExp, hasDate } from './patterns.js';
import { namePatterns } from './people.js';
import type { QuoteFields } from './quote-fields.js';
import { spanBoxes, type RedactedBox } from './redaction-boxes.js';
import { findVendor } from './vendor.js';

export type PiiKind = 'name' | 'phone' | 'email' | 'street';

export const PLACEHOLDER: Record<PiiKind, string> = {
  name: '[CUSTOMER NAME]',
  phone: '[PHONE]',
  email: '[EMAIL]',
  street: '[STREET ADDRESS]',
};

export interface Redaction {
  text: string;
  counts: Record<PiiKind, number>;
}

export interface DocumentRedaction extends Redaction {
  /** The same text without the lines of priced options the homeowner did not choose: what the analysis reads. */
  analysisText: string;
  /** Lines (as redacted) read from an image with words the reader was unsure of, and those words. */
  unclear: UnclearLine[];
  /**
   * What was replaced, and the customer's names and streets the document named: kept with the quote only
   * as fingerprints (pii-fingerprints.ts), for the shared report's own redaction.
   */
  found: { kind: PiiKind; text: string }[];
  /** Where each replaced piece was printed, for painting over on page images sent to a model. */
  boxes: RedactedBox[];
}

interface Span extends Match {
  kind: PiiKind;
}

function nameSpans(text: string, names: string[], firstNames: string[] = []): Span[] {
  const spans: Span[] = [];
  const push = (re: RegExp) => {
    for (const m of text.matchAll(re))
      spans.push({ kind: 'name', text: m[0], start: m.index!, end: m.index! + m[0].length });
  };
  for (const name of names) for (const re of namePatterns(name)) push(re);
  // A first name the customer is greeted by, wherever it is written with its capital.
  for (const first of firstNames) push(new RegExp(`\\b${escapeRegExp(first)}\\b`, 'g'));
  return spans;
}

function applySpans(
  text: string,
  spans: Span[],
  counts: Record<PiiKind, number>,
  removed?: { kind: PiiKind; text: string }[],
): string {
  // Longest first at each position; overlapping spans merge into the first kept one.
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Span[] = [];
  for (const s of sorted) {
    const last = kept[kept.length - 1];
    if (last && s.start < last.end) {
      last.end = Math.max(last.end, s.end);
      continue;
    }
    kept.push({ ...s });
  }
  let out = '';
  let at = 0;
  for (const s of kept) {
    removed?.push({ kind: s.kind, text: text.slice(s.start, s.end) });
    out += text.slice(at, s.start) + PLACEHOLDER[s.kind];
    counts[s.kind]++;
    at = s.end;
  }
  return out + text.slice(at);
}

function emptyCounts(): Record<PiiKind, number> {
  return { name: 0, phone: 0, email: 0, street: 0 };
}

/**
 * Free text the homeowner types (chat messages): every phone number, e-mail address and street line,
 * and any name passed in `known`, become placeholders.
 */
export function redactText(text: string, known?: { names?: string[]; firstNames?: string[] }): Redaction {
  const counts = emptyCounts();
  const spans: Span[] = [
    ...findPhones(text).map((m) => ({ ...m, kind: 'phone' as const })),
    ...findEmails(text).map((m) => ({ ...m, kind: 'email' as const })),
    ...findStreets(text).map((m) => ({ ...m, kind: 'street' as const })),
    ...nameSpans(text, known?.names ?? [], known?.firstNames ?? []),
  ];
  return { text: applySpans(text, spans, counts), counts };
}

/** The document's text with the customer's personal information replaced; the contractor's details kept. */
export function redactPersonalInfo(doc: DocumentModel, fields?: QuoteFields): DocumentRedaction {
  const counts = emptyCounts();
  const layout = doc;
  const found = findVendor(layout);
  const vendor = fields?.vendor && found.name !== fields.vendor ? { ...found, name: fields.vendor } : found;
  const parties = findParties(layout, vendor);
  const vendorKey = vendor.name ? compact(vendor.name) : '';

  const businessEmail = (email: string, line: Line, start: number): boolean => {
    const domain = emailDomain(email);
    const local = compact(email.split('@')[0] ?? '');
    if (!FREE_MAIL.test(domain) && parties.contractorDomains.has(domain)) return true;
    if (vendorKey && (commonRun(compact(domain), vendorKey) >= 6 || commonRun(local, vendorKey) >= 6)) return true;
    // A letterhead address at a free-mail provider is the contractor's own unless it carries the customer's name.
    return (
      contractorAt(parties, line, start) &&
      !parties.customerNames.some((n) => n.split(/\s+/).some((p) => p.length > 2 && local.includes(p.toLowerCase())))
    );
  };
  const customerStreets = new Set(
    parties.streets.filter((s) => s.role !== 'contractor').map((s) => normStreet(s.text)),
  );
  const contractorStreets = new Set(
    parties.streets.filter((s) => s.role === 'contractor').map((s) => normStreet(s.text)),
  );
  const knownStreets = [
    ...new Set(
      parties.streets
        .filter((s) => s.role !== 'contractor' && !contractorStreets.has(normStreet(s.text)) && s.text.length >= 8)
        .map((s) => s.text.toLowerCase()),
    ),
  ];

  // A street line the street pattern misses ("417 Maple", "Lot 12 Hwy 9") is still the line on top of a customer's
  // or job "City, ST ZIP", or the start of that same cell.
  const extra = new Map<number, Span[]>();
  const addExtra = (lineIndex: number, span: Span) => extra.set(lineIndex, [...(extra.get(lineIndex) ?? []), span]);
  const looksLikeStreet = (t: string) =>
    /^\s*\d{1,6}[A-Za-z]?\s+[A-Za-z]/.test(t) && !findPhones(t).length && !hasDate(t) && !/\$/.test(t);
  for (const loc of parties.localities) {
    if (loc.role === 'contractor') continue;
    const line = loc.line;
    const cell = line.cells.find((c) => c.start <= loc.start && loc.start < c.start + c.text.length);
    if (cell && cell.start < loc.start) {
      const head = line.text.slice(cell.start, loc.start).replace(/[\s,]+$/, '');
      const offset = head.search(/\d/);
      if (offset >= 0 && looksLikeStreet(head.slice(offset)))
        addExtra(line.index, {
          kind: 'street',
          text: head.slice(offset),
          start: cell.start + offset,
          end: cell.start + head.length,
        });
    }
    const up = layout.lines[line.index - 1];
    if (!up || up.page !== line.page || gapInLines(up, line) > 2 || contractorAt(parties, up, 0)) continue;
    const col = cell ?? { x0: line.bbox.x0, x1: line.bbox.x1 };
    for (const c of up.cells) {
      if (xOverlap(c, col) > 0.3 && looksLikeStreet(c.text))
        addExtra(up.index, { kind: 'street', text: c.text, start: c.start, end: c.start + c.text.length });
    }
  }

  const removed: { kind: PiiKind; text: string }[] = [
    ...[...parties.customerNames, ...parties.customerFirstNames].map((text) => ({ kind: 'name' as const, text })),
    ...knownStreets.map((text) => ({ kind: 'street' as const, text })),
  ];
  const pages = new Map<number, string[]>();
  const chosen: string[] = [];
  const notChosen = new Map<number, { start: number; end: number }[]>();
  for (const s of fields?.notChosen ?? []) notChosen.set(s.line, [...(notChosen.get(s.line) ?? []), s]);
  const boxes: RedactedBox[] = [];
  /** The line's text (or the part of it kept) redacted; `mark` records where on the page the replaced pieces are. */
  const redactLine = (line: Line, text: string, mark = false): string => {
    const spans: Span[] = [...(extra.get(line.index) ?? [])];
    for (const m of findPhones(text)) {
      if (!parties.contractorPhones.has(phoneDigits(m.text))) spans.push({ ...m, kind: 'phone' });
    }
    for (const m of findEmails(text)) {
      if (!businessEmail(m.text, line, m.start)) spans.push({ ...m, kind: 'email' });
    }
    // (From a photo, a mark read into the house number, "C2600 Sycamore St", is no part of it.)
    const unglued = layout.ocr ? text.replace(/(?<![A-Za-z0-9])[A-Za-z](?=\d{3,6} [A-Za-z])/g, ' ') : text;
    for (const m of findStreets(unglued)) {
      const key = normStreet(m.text);
      const contractors = contractorStreets.has(key) && !customerStreets.has(key);
      if (!contractors) spans.push({ ...m, kind: 'street' });
    }
    // The customer's street wherever it is printed again, though OCR glued a mark to it ("C2600 Sycamore St").
    const lower = text.toLowerCase();
    for (const street of knownStreets) {
      for (let at = lower.indexOf(street); at >= 0; at = lower.indexOf(street, at + street.length)) {
        spans.push({ kind: 'street', text: text.slice(at, at + street.length), start: at, end: at + street.length });
      }
    }
    spans.push(...nameSpans(text, parties.customerNames, parties.customerFirstNames));
    if (mark) boxes.push(...spanBoxes(line, spans));
    return applySpans(text, spans, counts, removed);
  };
  const unclear: UnclearLine[] = [];
  for (const line of layout.lines) {
    const out = redactLine(line, line.text, true);
    pages.set(line.page, [...(pages.get(line.page) ?? []), out]);
    const unsure = unsureWords(line, layout.ocr);
    if (unsure.length) unclear.push({ line: out, words: unsure.filter((w) => out.includes(w)) });
    const left = notChosen.get(line.index);
    if (!left) chosen.push(out);
    else {
      // Options not chosen are left out of what the analysis reads: whole lines, or their cells.
      let kept = line.text;
      for (const s of left) kept = kept.slice(0, s.start) + ' '.repeat(s.end - s.start) + kept.slice(s.end);
      if (kept.trim())
        chosen.push(
          redactLine(line, kept)
            .replace(/\s{3,}/g, '  ')
            .trim(),
        );
    }
  }
  const text = [...pages.keys()]
    .sort((a, b) => a - b)
    .map((p) => pages.get(p)!.join('\n'))
    .join('\n\n');
  const unique = [...new Map(removed.map((r) => [`${r.kind}:${r.text.toLowerCase()}`, r])).values()];
  const boxesOnce = [...new Map(boxes.map((b) => [JSON.stringify(b), b])).values()];
  return { text, analysisText: chosen.join('\n'), counts, unclear, found: unique, boxes: boxesOnce };
}
