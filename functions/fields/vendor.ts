/**
 * The contractor's business name, as a scored candidate: the letterhead (the name printed largest at
 * the top of the first page), a name that spells the business's web or e-mail domain, a signature
 * block, a labelled field ("Contractor:", "Make checks payable to"), a copyright line. Labels, table
 * headers, document titles, taglines, addresses and the customer's block are never a name.
 */
import type { DocumentModel, Line } from '../document/model.js';
import { decide, evidenceOf, rank, signal, type Candidate, type Ranked, type Signal } from './candidates.js';
import { findLocalities, findPhones, findStreets, findWebsites } from './contact.js';
import { findAmounts } from './money.js';
import { BUSINESS_WORD, compact, looksLikePersonName } from './patterns.js';
import { THRESHOLDS } from './signals.js';
import { businessDomains, domainMatch } from './vendor-domains.js';
import {
  cleanName,
  completeClippedName,
  fitVendorName,
  LEGAL_SUFFIX,
  nameParts,
  PART_SEPARATOR,
  preferMixedCase,
  rejected,
  SLOGAN,
  withLegalSuffix,
} from './vendor-names.js';

export interface VendorResult {
  /** Every value weighed, best first (for diagnostics). */
  ranked?: { value: string; score: number; signals: string[] }[];
  /** Every value with its readings and signals, for the learned scorer. */
  groups?: Ranked<string>[];
  name: string | null;
  /** The line the name was read from (the letterhead), for finding the contractor's own details. */
  line: Line | null;
  /** How it was found, for the extraction details. */
  source: string;
  uncertain: string | null;
  confidence: number;
  signals: Signal[];
}

const CUSTOMER_LABEL =
  /\b(?:prepared\s+for|submitted\s+to|proposal\s+(?:submitted\s+)?to|customer|client|homeowner|owners?|bill(?:ed)?\s+to|sold\s+to|dear|attn|attention|recipient|hi|hello)\b|^\s*for:/i;

const SIGN_OFF =
  /^(?:sincerely|respectfully(?:\s+submitted)?|regards|best\s+regards|kind\s+regards|warm\s+regards|yours\s+truly|thank\s+you|thanks|best|cheers|-- ?)[,.!]?\s*$/i;

/** Labels whose value is the contractor's name. */
export const VENDOR_LABEL =
  /^(?:contractor|contractor(?:'s)?\s+(?:business\s+)?name|company|company\s+name|business|business\s+name|firm(?:\s+name)?|bidder|vendor|dealer|installer|installing\s+contractor|submitted\s+by|prepared\s+by|remit\s+(?:payment\s+)?to|make\s+checks?\s+payable\s+to|checks?\s+payable\s+to|payable\s+to|seller|sold\s+by)$/i;

/** Manufacturers' product lines: a product, not the contractor ("Pella 250 Series", "Andersen 400"). */
const PRODUCT_LINE =
  /\b(?:series|collection)\b|\b(?:pella|andersen|marvin|milgard|simonton|pgt|jeld-?wen|provia|therma-?tru|masonite|alside|ply\s*gem|okna|harvey)\s+\d/i;

/** Words of an item line, not of a business name: "2-Lite Slider Window", "Double Hung", "Patio Door". */
const ITEM_WORDS =
  /\b(?:single|double|triple)[-\s]?hung\b|\bcasements?\b|\bsliders?\b|\bsliding\b|\b\d[-\s]?lite\b|\bawnings?\b|\bhoppers?\b|\btransoms?\b|\bpicture\s+windows?\b|\b(?:entry|patio|french|storm|prehung)\s+doors?\b|\blow[-\s]?e\b|\b(?:dual|double|triple)\s+pane\b/i;

interface Place {
  text: string;
  line: Line;
  /** Where the text starts in its line. */
  start: number;
  size: number;
  bold: boolean;
  confidence: number;
}

export function findVendor(model: DocumentModel): VendorResult {
  const lines = model.lines;
  const none = (uncertain: string, line: Line | null = null): VendorResult => ({
    name: null,
    line,
    source: '',
    uncertain,
    confidence: 0,
    signals: [],
  });
  if (lines.length === 0) return none('the document has no text');
  const firstPage = lines[0]!.page;
  const domains = businessDomains(lines);
  const allText = lines
    .map((l) => l.text)
    .join('\n')
    .toLowerCase();
  const labelKeys = new Set(model.keyValues.map((kv) => `${kv.keySpan.line}:${kv.keySpan.start}`));
  const customerValues = new Set(
    // The first line under a customer label is the customer's name; what follows is their address.
    model.keyValues
      .filter((kv) => CUSTOMER_LABEL.test(kv.key))
      .flatMap((kv) => kv.valueSpans.slice(0, 1).map((s) => `${s.line}:${s.start}`)),
  );
  const tableLines = new Set(model.tables.flatMap((t) => (t.header === null ? [] : [t.header])));
  const candidates: Candidate<string>[] = [];
  const lineOf = new Map<Candidate<string>, Line>();
  const add = (place: Place, base: Signal[]) => {
    const parts = nameParts(place.text, model.ocr);
    for (const part of parts) {
      const text = model.ocr ? completeClippedName(part, lines, place.line) : part;
      if (rejected(text) || looksLikePersonName(text)) continue;
      const s = [...base];
      if (parts.length > 1 && text === cleanName(place.text, model.ocr)) s.push(signal('wholeLine'));
      if (ITEM_WORDS.test(text)) s.push(signal('itemWords'));
      if (LEGAL_SUFFIX.test(text)) s.push(signal('businessSuffix'));
      if (BUSINESS_WORD.test(text.replace(LEGAL_SUFFIX, ''))) s.push(signal('tradeWord'));
      if (domainMatch(text, domains)) s.push(signal('spellsDomain'));
      if (SLOGAN.test(text)) s.push(signal('slogan'));
      if (PRODUCT_LINE.test(text)) s.push(signal('productLine'));
      const mentions = allText.split(text.toLowerCase()).length - 1;
      for (let i = 1; i < Math.min(mentions, 3); i++) s.push(signal('nameRepeated'));
      if (model.ocr && place.confidence < 70) s.push(signal('nameHardToRead'));
      const candidate = {
        value: text,
        key: compact(text),
        signals: s,
        evidence: evidenceOf(place.line),
        readConfidence: place.confidence,
        place: { line: place.line, start: place.start, end: place.start + place.text.length },
      };
      candidates.push(candidate);
      lineOf.set(candidate, place.line);
    }
  };

  // 1. The letterhead: the top of the first page, above the customer's block and the first table.
  const top = lines.filter((l) => l.page === firstPage && l.top <= 0.35).slice(0, 16);
  const topCells = top.flatMap((l) => l.cells.map((c) => ({ l, c })));
  const largest = Math.max(...topCells.map(({ c }) => c.size));
  let order = 0;
  const visited = new Set<Line>();
  for (const line of top) {
    if (tableLines.has(line.index)) break;
    // A paragraph has begun: the letterhead is above it.
    if (
      order > 0 &&
      line.cells.some((c) => Math.max(...c.text.split(PART_SEPARATOR).map((p) => p.split(/\s+/).length)) > 10)
    )
      break;
    visited.add(line);
    // (A greeting at the end of an app's menu bar, "Home | Projects   Hi, Keisha", is the account's, not a letter's.)
    if (
      order > 0 &&
      line.cells.some(
        (c, i) =>
          CUSTOMER_LABEL.test(c.text) &&
          /^\W{0,2}(?:prepared|submitted|proposal|customer|client|homeowner|owner|bill|sold|dear|attn|attention|recipient|hi|hello|for:)/i.test(
            c.text,
          ) &&
          !(i > 0 && /^\W{0,2}(?:hi|hello)\b/i.test(c.text)),
      )
    )
      break;
    for (const cell of line.cells) {
      const at = `${line.index}:${cell.start}`;
      if (labelKeys.has(at) || customerValues.has(at) || findAmounts(cell.text).length) continue;
      // OCR specks and smudges read as letters are not a letterhead.
      if (model.ocr && cell.confidence < 50) continue;
      const s: Signal[] = [signal('letterhead')];
      if (order === 0) s.push(signal('firstOnPage'));
      if (cell.size >= largest - 0.5 && cell.size >= model.medianSize * 1.1) s.push(signal('largestType'));
      else if (cell.size >= model.medianSize * 1.2) s.push(signal('largeType'));
      if (cell.bold && cell.size >= model.medianSize) s.push(signal('boldType'));
      add(
        { text: cell.text, line, start: cell.start, size: cell.size, bold: cell.bold, confidence: cell.confidence },
        s,
      );
      order++;
    }
  }

  // 2. A name anywhere that spells the business domain (a footer or side block), or a copyright line.
  for (const line of lines) {
    if (visited.has(line)) continue;
    for (const cell of line.cells) {
      const copyright = /^(?:©|\(c\)|copyright)\s*/i.test(cell.text);
      const parts = cell.text.split(PART_SEPARATOR);
      for (const part of parts) {
        const text = cleanName(
          part
            .replace(/^(?:©|\(c\)|copyright)\s*(?:\d{4}\s*)?/i, '')
            .replace(/[.,]?\s*all\s+rights\s+reserved\.?$/i, ''),
          model.ocr,
        );
        if (rejected(text) || looksLikePersonName(text)) continue;
        if (!domainMatch(text, domains) && !copyright) continue;
        add(
          { text, line, start: cell.start, size: cell.size, bold: cell.bold, confidence: cell.confidence },
          copyright ? [signal('copyrightLine')] : [],
        );
      }
    }
  }

  // 3. A signature block: "Sincerely, <person> <company>".
  lines.forEach((line, i) => {
    if (!SIGN_OFF.test(line.text.trim())) return;
    for (const next of lines.slice(i + 1, i + 4)) {
      const cell = next.cells[0];
      if (!cell || !BUSINESS_WORD.test(cell.text)) continue;
      add(
        {
          text: cell.text,
          line: next,
          start: cell.start,
          size: cell.size,
          bold: cell.bold,
          confidence: cell.confidence,
        },
        [signal('signatureBlock')],
      );
    }
  });

  // 4. A business card or signature block anywhere: a business name with the business's address,
  // phone or website on the lines right under it ("Ironwood Window & Siding LLC / 2551 Industrial Ave …").
  lines.forEach((line, i) => {
    if (visited.has(line) || line.cells.length !== 1) return;
    const cell = line.cells[0]!;
    const name = cleanName(cell.text, model.ocr);
    if (!(LEGAL_SUFFIX.test(name) || BUSINESS_WORD.test(name)) || rejected(name) || looksLikePersonName(name)) return;
    const below = lines.slice(i + 1, i + 3).filter((l) => l.page === line.page);
    const contact = below.some(
      (l) =>
        findStreets(l.text).length ||
        findLocalities(l.text).length ||
        findPhones(l.text).length ||
        findWebsites(l.text).length,
    );
    if (contact)
      add({ text: cell.text, line, start: cell.start, size: cell.size, bold: cell.bold, confidence: cell.confidence }, [
        signal('contactBlock'),
      ]);
  });

  // 5. A labelled name: "Contractor: …", "Make checks payable to …".
  for (const kv of model.keyValues) {
    if (!VENDOR_LABEL.test(kv.key.trim())) continue;
    const first = kv.valueSpans[0];
    if (!first) continue;
    const line = lines[first.line]!;
    const text = kv.value.split('\n')[0]!;
    add({ text, line, start: first.start, size: line.size, bold: line.bold, confidence: line.confidence }, [
      signal('labelledVendor', kv.key),
    ]);
  }

  const ranked = foldShortForms(rank(candidates));
  const decision = decide(ranked, {
    ...THRESHOLDS.vendor,
    show: (v) => `"${v}"`,
    what: 'business name',
    doubt: (w) =>
      w.signals.some((s) => s.name === 'nameHardToRead') ? `the business name "${w.value}" was hard to read` : null,
    variant: (a, b) =>
      a.best.evidence.line === b.best.evidence.line && (a.key.includes(b.key) || b.key.includes(a.key)),
  });
  const line = ranked[0] ? (lineOf.get(ranked[0].best) ?? null) : null;
  if (decision.value === null)
    return { ...none(decision.uncertain ?? 'no business name found', line), ranked: summary(ranked), groups: ranked };
  const fitted = vendorName(decision.value, lines);
  if (!fitted) return { ...none(`"${decision.value}" is too long to be a business name`), groups: ranked };
  const source = vendorSource(decision.signals);
  return {
    name: fitted,
    line,
    source,
    uncertain: null,
    confidence: decision.confidence,
    signals: decision.signals,
    ranked: summary(ranked),
    groups: ranked,
  };
}

/** A candidate name as shown: the mixed-case spelling, with its legal suffix, cut to a name's length (null: too long). */
export function vendorName(value: string, lines: Line[]): string | null {
  return fitVendorName(withLegalSuffix(preferMixedCase(value, lines), lines));
}

/**
 * A short form of a name printed elsewhere in full ("VANTAGE" in the logo, "Vantage Home Windows, Inc."
 * on the seller line; "Harborline Windows and Doors" beside its ", LLC") is the same business: the
 * full name, as printed, takes the better of the two scores and counts as printed again.
 */
export function foldShortForms(ranked: Ranked<string>[]): Ranked<string>[] {
  const words = (v: string) =>
    v
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9\s]/g, ' ')
      .split(/\s+/)
      .filter(Boolean);
  const folded = new Set<Ranked<string>>();
  const out = ranked.map((full) => {
    const fw = words(full.value);
    const shorts = ranked.filter((short) => {
      if (short === full || folded.has(full)) return false;
      const sw = words(short.value);
      // A full name read poorly in one place counts as clean when it is printed again elsewhere.
      const repeated = full.signals.some((x) => x.name === 'nameRepeated');
      const clean = full.signals.every((x) => x.weight > 0 || (repeated && x.name === 'nameHardToRead'));
      return (
        clean &&
        sw.length < fw.length &&
        sw.every((w, i) => w === fw[i]) &&
        (LEGAL_SUFFIX.test(full.value) || BUSINESS_WORD.test(fw.slice(sw.length).join(' ')))
      );
    });
    if (shorts.length === 0) return full;
    for (const sh of shorts) folded.add(sh);
    const best = Math.max(full.score, ...shorts.map((sh) => sh.score));
    const signals = [...full.signals, signal('nameRepeated', 'short form printed too')];
    return { ...full, signals, score: best + signals.at(-1)!.weight };
  });
  return out.filter((r) => !folded.has(r)).sort((a, b) => b.score - a.score);
}

function summary(ranked: Ranked<string>[]): VendorResult['ranked'] {
  return ranked.slice(0, 5).map((r) => ({
    value: r.value,
    score: r.score,
    signals: r.signals.map((s) => `${s.name}${s.weight > 0 ? '+' : ''}${s.weight}`),
  }));
}

/** How a name was found, for the extraction details: "letterhead, largest type at the top". */
export function vendorSource(signals: Signal[]): string {
  return [...new Set(signals.filter((s) => s.weight > 0).map((s) => SOURCE_WORDS[s.name] ?? ''))]
    .filter(Boolean)
    .join(', ');
}

/** How a signal reads in the extraction details. */
const SOURCE_WORDS: Partial<Record<string, string>> = {
  letterhead: 'letterhead',
  largestType: 'largest type at the top',
  spellsDomain: 'matches the web/e-mail domain',
  signatureBlock: 'signature block',
  labelledVendor: 'labelled',
  nameRepeated: 'repeated in the document',
  copyrightLine: 'copyright line',
};
