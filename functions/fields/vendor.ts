/**
 * The contractor's business name, as a scored candidate: the letterhead (the name printed largest at
 * the top of the first page), a name that spells the business's web or e-mail domain, a signature
 * block, a labelled field ("Contractor:", "Make checks payable to"), a copyright line. Labels, table
 * headers, document titles, taglines, addresses and the customer's block are never a name.
 */
import type { DocumentModel, Line } from '../document/model.js';
import { decide, evidenceOf, rank, signal, type Candidate, type Ranked, type Signal } from './candidates.js';
import {
  emailDomain,
  findEmails,
  findLocalities,
  findPhones,
  findStreets,
  findWebsites,
  FREE_MAIL,
  LICENSE,
} from './contact.js';
import { findAmounts } from './money.js';
import { BUSINESS_WORD, commonRun, compact, hasDate, looksLikePersonName, NOT_A_NAME } from './patterns.js';
import { THRESHOLDS } from './signals.js';

export interface VendorResult {
  /** Every value weighed, best first (for diagnostics). */
  ranked?: { value: string; score: number; signals: string[] }[];
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
const LEGAL_SUFFIX =
  /[,\s]+(?:inc\.?|incorporated|llc\.?|l\.l\.c\.?|llp|ltd\.?|limited|corp\.?|corporation|co\.?|company|pllc|p\.c\.)$/i;
/** Labels whose value is the contractor's name. */
export const VENDOR_LABEL =
  /^(?:contractor|contractor(?:'s)?\s+(?:business\s+)?name|company|company\s+name|business|business\s+name|firm(?:\s+name)?|bidder|vendor|dealer|installer|installing\s+contractor|submitted\s+by|prepared\s+by|remit\s+(?:payment\s+)?to|make\s+checks?\s+payable\s+to|checks?\s+payable\s+to|payable\s+to|seller|sold\s+by)$/i;
/** Marketing lines near the name: "Quality Windows Since 1985", "Family owned & operated". */
const SLOGAN =
  /\b(?:since|serving|quality|family[-\s]owned|owned\s+(?:&|and)\s+operated|licensed|insured|bonded|trusted|your|we|our|best|#1|award|satisfaction|guaranteed|free\s+estimates?|proudly|excellence|experience|years?|locally|veteran|certified|specialists?\s+in|done\s+right)\b/i;
const DOCUMENT_WORD =
  /\b(?:estimate|proposal|quotation|quote|invoice|contract|agreement|bid|work\s+order|options?|sheet|worksheet|schedule|summary|receipt|statement|order\s+form|purchase\s+order)\b/i;
const DOCUMENT_TITLE_END =
  /\b(?:estimate|proposal|quotation|quote|invoice|contract|agreement|bid|sheet|worksheet|schedule|summary|receipt|statement|order)\s*[:.]?$/i;
/** Manufacturers' product lines: a product, not the contractor ("Pella 250 Series", "Andersen 400"). */
const PRODUCT_LINE =
  /\b(?:series|collection)\b|\b(?:pella|andersen|marvin|milgard|simonton|pgt|jeld-?wen|provia|therma-?tru|masonite|alside|ply\s*gem|okna|harvey)\s+\d/i;
/** Words of an item line, not of a business name: "2-Lite Slider Window", "Double Hung", "Patio Door". */
const ITEM_WORDS =
  /\b(?:single|double|triple)[-\s]?hung\b|\bcasements?\b|\bsliders?\b|\bsliding\b|\b\d[-\s]?lite\b|\bawnings?\b|\bhoppers?\b|\btransoms?\b|\bpicture\s+windows?\b|\b(?:entry|patio|french|storm|prehung)\s+doors?\b|\blow[-\s]?e\b|\b(?:dual|double|triple)\s+pane\b/i;
/** Separators between the parts of a letterhead line: "Acme Windows · 12 Main St", "Acme — Price Sheet". */
const PART_SEPARATOR = /\s+[·•|]\s+|\s+[—–-]\s+/;

/**
 * OCR digits and capitals inside words of a name: "WIND0W" → "WINDOW", "5olutions" → "Solutions",
 * "Si1ver" → "Silver", "SoIutions" → "Solutions". Words that are really numbers stay.
 */
export function repairNameOcr(text: string): string {
  return text.replace(/[A-Za-z0-9|]+/g, (w) => {
    if (!/[A-Za-z]{2}/.test(w) || /^\d+[A-Za-z]{0,2}$/.test(w)) return w;
    const lower =
      w.replace(/[^A-Za-z]/g, '') === w.replace(/[^A-Za-z]/g, '').toLowerCase() || /^[A-Z0-9|][a-z]/.test(w);
    let out = w
      .replace(/0/g, lower ? 'o' : 'O')
      .replace(/5/g, (_c, i: number) => (i === 0 || !lower ? 'S' : 's'))
      .replace(/8/g, 'B')
      .replace(/[1|]/g, lower ? 'l' : 'I');
    // A capital I between lower-case letters is an l: "SoIutions".
    out = out.replace(/(?<=[a-z])I(?=[a-z])/g, 'l').replace(/^([A-Z])I(?=[a-z]{2})/, '$1l');
    return out;
  });
}

function cleanName(text: string, ocr = false): string {
  return (
    (ocr ? repairNameOcr(text) : text)
      // OCR specks read as quote marks before a word ("Brower ‘Home Services, ‘Inc.").
      .replace(ocr ? /(^|\s)[‘’'"“”`]+(?=[A-Z])/g : /$^/, '$1')
      .replace(/^[\s•·*|:–—-]+|[\s•·*|:,–—-]+$/g, '')
      .replace(/^(?:from|contractor|company|vendor|dealer|installer|submitted\s+by)\s*:\s*/i, '')
      // A signer's role before the business: "Sales representative, Cascade Window & Door".
      .replace(
        /^(?:sales\s+(?:rep(?:resentative)?|consultant|manager|associate)|project\s+(?:manager|consultant|coordinator)|estimator|design\s+consultant|(?:authorized\s+)?representative|(?:vice\s+)?president|owner)\s*(?:,|:|[-–—]|\bfor\b|\bof\b)\s*/i,
        '',
      )
      .replace(/^©\s*(?:\d{4}\s+)?/, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Text that cannot be a business name. */
function rejected(text: string): boolean {
  if (text.length < 3 || text.length > 70) return true;
  if (!/[A-Za-z]{2}/.test(text)) return true;
  if (NOT_A_NAME.test(text) && !BUSINESS_WORD.test(text.replace(NOT_A_NAME, ''))) return true;
  if (/^(?:no\.?|#)\s*\d/i.test(text) || /^page\s+\d/i.test(text)) return true;
  // A time of day ("10/14/25, 11:34 AM" printed by a browser) is no name.
  if (/\b\d{1,2}:\d{2}\s*(?:[AP]\.?M\.?)?(?:\s|$)/i.test(text)) return true;
  // A document's reference is no part of a name: "Quote Q-19305 – Keystone Window Pros Customer Portal".
  if (
    /\b(?:quote|estimate|proposal|invoice|order|bid|contract|agreement)\s*(?:#|no\.?)?\s*[A-Z]{0,3}-?\d{3,}/i.test(text)
  )
    return true;
  if (findPhones(text).length || findEmails(text).length || findWebsites(text).length) return true;
  if (findStreets(text).length || findLocalities(text).length || LICENSE.test(text) || hasDate(text)) return true;
  if (/[:#]\s*$/.test(text) || /\$\s?\d/.test(text) || findAmounts(text).length) return true;
  if (text.split(/\s+/).length > 8) return true;
  if (DOCUMENT_WORD.test(text) && !BUSINESS_WORD.test(text.replace(DOCUMENT_WORD, ''))) return true;
  // A document title: "Home Improvement Agreement", "Window Replacement Proposal".
  if (DOCUMENT_TITLE_END.test(text)) return true;
  if (/^(?:dear|re:|to:|hi\b|hello\b)/i.test(text)) return true;
  // A heading asked as a question ("Why Heartland?"), a label word alone ("Type", "Price", "Openings"), a
  // certification mark ("ENERGY STAR"), or a person with a title ("Megan Castillo, Design Consultant").
  if (/\?\s*$/.test(text)) return true;
  if (
    /^\W*(?:type|style|price|prices|pricing|openings?|name|size|color|colour|item|items|notes?|options?|energy\s*star)\W*$/i.test(
      text,
    )
  )
    return true;
  if (
    /,\s*(?:design\s+consultant|sales\s+(?:rep(?:resentative)?|consultant|manager)|estimator|project\s+manager|owner|president|installer|consultant|representative)\b/i.test(
      text,
    ) &&
    looksLikePersonName(text.split(',')[0]!)
  )
    return true;
  // The mail or messages app a thread was printed from ("M Gmail", "Outlook") is no business of the quote.
  if (/^\W*(?:[A-Z]\s+)?(?:g?mail|gmail|outlook|inbox|yahoo!?\s*mail|aol\s*mail|messages|imessage)\W*$/i.test(text))
    return true;
  // A chat or app header ("Tony - Ridgeline Windows >") is a contact, not a letterhead.
  if (/[<>›‹]/.test(text)) return true;
  // A name signed for by someone ("Acme Windows, LLC, by Denise Albright") is the name with a tail.
  if (/,\s*by\s+[A-Z]/.test(text)) return true;
  // A file name printed in a header ("Vasquez_windows_rev1.xlsx").
  if (/\.(?:xlsx?|csv|pdf|docx?|numbers|pages|txt)\b|\w_\w/i.test(text)) return true;
  if (!nameShaped(text)) return true;
  // A legal suffix alone ("LLC" left of a letterhead OCR could not read) names nobody.
  if (
    !text
      .replace(LEGAL_SUFFIX, '')
      .replace(/^[\s,.]*(?:inc\.?|llc\.?|l\.l\.c\.?|llp|ltd\.?|corp\.?|co\.?|pllc)?[\s,.]*$/i, '')
      .trim()
  )
    return true;
  // Product words alone ("WINDOWS" in a job-name box, "Replacement Windows") are not a business name.
  if (
    text
      .split(/\s+/)
      .every((w) =>
        /^(?:windows?|doors?|glass|replacement|impact|new|vinyl|&|and|the|of|entry|patio|sliding)$/i.test(w),
      )
  )
    return true;
  return false;
}

/** Words that stay lower case inside a business name. */
const SMALL_WORD = /^(?:&|and|of|the|de|du|la|for|at|by|a|an|in|on|to|d\/b\/a|dba|n)$/i;

/**
 * Shaped like a business name: its words capitalised (or all capitals), no sizes or prices, no list
 * number in front, not a sentence ("Vinyl replacement windows. Laminated glass with …").
 */
function nameShaped(text: string): boolean {
  if (
    /^\(?\d{1,3}[.)]?\s+\d/.test(text) ||
    /^\(?\d{1,3}[.)]\s/.test(text) ||
    /\d+\s*["”']|\d\s*[x×]\s*\d|\d+\s*%|#\s*\d/.test(text)
  )
    return false;
  if (
    /[.;]\s+[A-Za-z]/.test(
      text.replace(/\b(?:Co|Cos|Inc|Corp|Ltd|Bros|Assoc|Mfg|Intl|Svcs?|Ent|St|Mt|Ft|Jr|Sr|[A-Z])\.\s/gi, ' '),
    )
  )
    return false;
  const words = text.split(/\s+/).filter((w) => /[A-Za-z]/.test(w) && !SMALL_WORD.test(w));
  if (words.length === 0) return false;
  const capitalised = words.filter((w) => /^[^A-Za-z]*[A-Z0-9]/.test(w)).length;
  return capitalised / words.length >= 0.6;
}

/**
 * A photo clips or smudges the first letters of a letterhead ("vergreen Window Pros, LLC", "=ll Builders
 * Hardware, Inc.", "ATRIOT"): where the same name is printed whole on another line ("for Evergreen Window
 * Pros, LLC", "Hartwell Builders Hardware, Inc."), the first word is completed from it.
 */
export function completeClippedName(name: string, lines: Line[], own: Line): string {
  const m = /^[^A-Za-z]{0,3}([A-Za-z]{2,})(\s+\S+)?/.exec(name);
  if (!m) return name;
  const [, first, next] = m;
  if (!next && first!.length < 4) return name;
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`\\b([A-Za-z]{1,8})(${escape(first!)})${next ? `(?=${escape(next)}\\b)` : '\\b'}`, 'i');
  for (const line of lines) {
    if (line === own) continue;
    const found = pattern.exec(line.text);
    if (!found) continue;
    const word = found[1]! + found[2]!;
    return `${word}${name.slice(m.index + m[0].length - (next?.length ?? 0))}`;
  }
  return name;
}

/**
 * The name with its legal form where the document prints it so ("Cascade Window & Door" signs a contract
 * whose terms name "Cascade Window & Door Installers, Inc."): up to three more capitalised words and the suffix.
 */
export function withLegalSuffix(name: string, lines: Line[]): string {
  if (LEGAL_SUFFIX.test(name) || name.split(/\s+/).length < 2) return name;
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(
    `\\b${escape(name)}((?:\\s+[A-Z][\\w&'-]*){0,3}[,\\s]+(?:Inc\\.?|LLC\\.?|L\\.L\\.C\\.?|Ltd\\.?|Corp\\.?|Co\\.|Company|Corporation|Incorporated))(?![A-Za-z])`,
  );
  const found = lines
    .map((l) => pattern.exec(l.text)?.[1]?.replace(/\s+/g, ' '))
    .filter((m): m is string => Boolean(m));
  // Where one printing has the abbreviation's full stop and another lost it ("Inc," in a photo), the stop stays.
  const best = (found.find((m) => m.endsWith('.')) ?? found[0])?.replace(/\b(Inc|Corp|Ltd)$/, '$1.');
  return best ? `${name}${best}` : name;
}

/** Web and e-mail domains of the document, without free-mail providers ("northstarwindowco"). */
function businessDomains(lines: Line[]): string[] {
  const domains = new Set<string>();
  for (const l of lines) {
    for (const e of findEmails(l.text)) {
      const d = emailDomain(e.text);
      if (!FREE_MAIL.test(d)) domains.add(d);
    }
    for (const w of findWebsites(l.text))
      domains.add(
        w.text
          .toLowerCase()
          .replace(/^https?:\/\//, '')
          .replace(/^www\./, ''),
      );
  }
  return [...domains].map((d) => compact(d.replace(/\.[a-z]+$/, '')));
}

/**
 * True when a name spells the business's web or e-mail domain: most of the domain is made of the name's
 * words ("BRIGHTVIEW HOME EXTERIORS, INC." and brightviewexteriors.com; "Harbor Point Replacement Windows"
 * and hpreplacementwindows.com), or the two share a long run of letters.
 */
export function domainMatch(name: string, domains: string[]): boolean {
  const c = compact(name.replace(LEGAL_SUFFIX, ''));
  if (c.length < 4) return false;
  const words = name
    .replace(LEGAL_SUFFIX, '')
    .split(/[^A-Za-z0-9&]+/)
    .map((w) => compact(w))
    .filter((w) => w.length >= 3);
  return domains.some((d) => {
    if (d.length < 4) return false;
    const run = commonRun(c, d);
    if (run >= 5 && run >= Math.min(c.length, d.length) * 0.6) return true;
    const covered = words.filter((w) => d.includes(w)).reduce((s, w) => s + w.length, 0);
    return covered >= 5 && covered >= d.length * 0.6;
  });
}

/** Prefer a mixed-case spelling of an all-capitals letterhead when the document has one ("Northgate Window Works"). */
function preferMixedCase(name: string, lines: Line[]): string {
  if (name !== name.toUpperCase()) return name;
  const target = name.toLowerCase().replace(/\s+/g, ' ');
  for (const l of lines) {
    const idx = l.text.toLowerCase().replace(/\s+/g, ' ').indexOf(target);
    if (idx < 0) continue;
    const found = l.text.replace(/\s+/g, ' ').slice(idx, idx + target.length);
    if (found !== found.toUpperCase()) return found;
  }
  return name;
}

/** Longest name kept at all; anything longer is a sentence or a tagline, not a name. */
const VENDOR_SANITY_LENGTH = 60;

/**
 * The name as printed, within reason: a name longer than the sanity limit loses a d/b/a tail or a
 * tagline after a dash, else is not a name. (The 30-character limit is for what the homeowner types.)
 */
export function fitVendorName(name: string): string | null {
  let n = name.trim();
  if (n.length > VENDOR_SANITY_LENGTH) n = n.replace(/\s+(?:d\/?b\/?a|dba)\s+.*$/i, '').trim();
  if (n.length > VENDOR_SANITY_LENGTH) n = n.split(PART_SEPARATOR)[0]!.trim();
  return n.length > VENDOR_SANITY_LENGTH || n.length < 3 ? null : n;
}

interface Place {
  text: string;
  line: Line;
  size: number;
  bold: boolean;
  confidence: number;
}

/**
 * The parts of a letterhead cell that could be the name: the whole cell when every part after a
 * separator is more name ("HomeCrest Supply Center - Installed Services"), else only the part before
 * the first separator ("Island Window & Door Co. — Measure & Price Sheet").
 */
function nameParts(text: string, ocr: boolean): string[] {
  const parts = text.split(PART_SEPARATOR).map((p) => cleanName(p, ocr));
  const whole = cleanName(text, ocr);
  if (parts.length === 1) return [whole];
  const tailIsName = parts.slice(1).every((p) => !rejected(p) && !SLOGAN.test(p) && !looksLikePersonName(p));
  return tailIsName && /\s[-–—]\s/.test(text) && !/[·•|]/.test(text) ? [whole, parts[0]!] : parts;
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
      add({ text: cell.text, line, size: cell.size, bold: cell.bold, confidence: cell.confidence }, s);
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
          { text, line, size: cell.size, bold: cell.bold, confidence: cell.confidence },
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
      add({ text: cell.text, line: next, size: cell.size, bold: cell.bold, confidence: cell.confidence }, [
        signal('signatureBlock'),
      ]);
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
      add({ text: cell.text, line, size: cell.size, bold: cell.bold, confidence: cell.confidence }, [
        signal('contactBlock'),
      ]);
  });

  // 5. A labelled name: "Contractor: …", "Make checks payable to …".
  for (const kv of model.keyValues) {
    if (!VENDOR_LABEL.test(kv.key.trim())) continue;
    const first = kv.valueSpans[0];
    if (!first) continue;
    const line = lines[first.line]!;
    add({ text: kv.value.split('\n')[0]!, line, size: line.size, bold: line.bold, confidence: line.confidence }, [
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
    return { ...none(decision.uncertain ?? 'no business name found', line), ranked: summary(ranked) };
  const fitted = fitVendorName(withLegalSuffix(preferMixedCase(decision.value, lines), lines));
  if (!fitted) return none(`"${decision.value}" is too long to be a business name`);
  const source = [...new Set(decision.signals.filter((s) => s.weight > 0).map((s) => SOURCE_WORDS[s.name] ?? ''))]
    .filter(Boolean)
    .join(', ');
  return {
    name: fitted,
    line,
    source,
    uncertain: null,
    confidence: decision.confidence,
    signals: decision.signals,
    ranked: summary(ranked),
  };
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
