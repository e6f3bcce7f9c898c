/**
 * What is kept of a customer's personal information after upload, so that a shared report can hide
 * it again wherever it turns up (a first name in an evidence line that upload-time redaction missed):
 * salted SHA-256 fingerprints of the words of the names and streets, and of the phones' digits and the
 * e-mail addresses, that redaction found. Never the values: the fingerprints are stored with the quote
 * and never shown to anyone; the salt is the quote's own, so the same name has different fingerprints
 * on two quotes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { findEmails, findPhones, phoneDigits } from './contact.js';
import { PLACEHOLDER, type PiiKind } from './redact.js';

export interface PiiFingerprints {
  salt: string;
  /** Words of the customer's names. */
  names: string[];
  /** House numbers and words of the customer's street lines. */
  streets: string[];
  /** The last ten digits of the customer's phone numbers. */
  phones: string[];
  /** The customer's e-mail addresses, lower case. */
  emails: string[];
}

/** Words that say nothing about who someone is: street kinds, directions, titles, joiners. */
const NOT_IDENTIFYING = new Set(
  (
    'street st avenue ave road rd drive dr lane ln court ct place pl boulevard blvd way circle cir terrace ter ' +
    'trail trl parkway pkwy highway hwy north south east west n s e w ne nw se sw apt unit suite ste sp lot ' +
    'mr mrs ms miss dr jr sr ii iii and the of'
  ).split(' '),
);

const WORD = /[\p{L}][\p{L}'’]*|\d+/gu;

function hash(salt: string, value: string): string {
  return createHash('sha256').update(`${salt}\u0000${value}`).digest('base64url').slice(0, 22);
}

function wordsOf(text: string): string[] {
  return [...text.toLowerCase().matchAll(WORD)].map((m) => m[0]);
}

/**
 * The fingerprints of what redaction found. Words of the vendor's own name are left out (a customer
 * "John Harbor" and a vendor "Harbor Windows"): the report names its vendor.
 */
export function fingerprintPii(
  found: readonly { kind: PiiKind; text: string }[],
  context: { vendor: string | null },
  salt = randomBytes(16).toString('base64url'),
): PiiFingerprints {
  const vendorWords = new Set(wordsOf(context.vendor ?? ''));
  const sets: Record<'names' | 'streets' | 'phones' | 'emails', Set<string>> = {
    names: new Set(),
    streets: new Set(),
    phones: new Set(),
    emails: new Set(),
  };
  const addWords = (set: Set<string>, text: string) => {
    for (const word of wordsOf(text)) {
      const kept = /^\d+$/.test(word) ? word.length >= 2 : word.length >= 2 && !NOT_IDENTIFYING.has(word);
      if (kept && !vendorWords.has(word)) set.add(hash(salt, word));
    }
  };
  for (const { kind, text } of found) {
    if (kind === 'name') addWords(sets.names, text);
    else if (kind === 'street') addWords(sets.streets, text);
    else if (kind === 'phone') sets.phones.add(hash(salt, phoneDigits(text).slice(-10)));
    else sets.emails.add(hash(salt, text.trim().toLowerCase()));
  }
  return {
    salt,
    names: [...sets.names],
    streets: [...sets.streets],
    phones: [...sets.phones],
    emails: [...sets.emails],
  };
}

interface Span {
  start: number;
  end: number;
  kind: PiiKind;
}

/** Joins spans of one kind separated only by spaces or punctuation ("Maria Haraldsen" → one placeholder). */
function replaceSpans(text: string, spans: Span[]): string {
  spans.sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (let i = 0; i < spans.length; i++) {
    const span = spans[i]!;
    let end = span.end;
    while (
      spans[i + 1] &&
      spans[i + 1]!.kind === span.kind &&
      /^[\s.,'’-]*$/.test(text.slice(end, spans[i + 1]!.start))
    )
      end = spans[++i]!.end;
    if (span.start < at) continue;
    out += text.slice(at, span.start) + PLACEHOLDER[span.kind];
    at = end;
  }
  return out + text.slice(at);
}

/** `text` with every word, phone and e-mail whose fingerprint is in `fingerprints` replaced by its placeholder. */
export function redactFingerprinted(text: string, fingerprints: PiiFingerprints | undefined): string {
  if (!fingerprints) return text;
  const { salt } = fingerprints;
  const names = new Set(fingerprints.names);
  const streets = new Set(fingerprints.streets);
  const spans: Span[] = [];
  for (const m of findEmails(text))
    if (fingerprints.emails.includes(hash(salt, m.text.toLowerCase()))) spans.push({ ...m, kind: 'email' });
  for (const m of findPhones(text))
    if (fingerprints.phones.includes(hash(salt, phoneDigits(m.text).slice(-10)))) spans.push({ ...m, kind: 'phone' });
  const taken = (start: number) => spans.some((s) => s.start <= start && start < s.end);
  for (const m of text.matchAll(WORD)) {
    const start = m.index!;
    if (taken(start)) continue;
    const word = hash(salt, m[0].toLowerCase());
    const kind: PiiKind | null = names.has(word) ? 'name' : streets.has(word) ? 'street' : null;
    if (kind) spans.push({ start, end: start + m[0].length, kind });
  }
  return replaceSpans(text, spans);
}

/** "Customer:", "Homeowner -", "Prepared for", "Bill to:": labels whose value is the customer. */
const LABELLED_NAME = new RegExp(
  String.raw`(?<![\p{L}])((?:(?:customer|client|homeowner|home\s?owner|property\s+owner|owner(?:\(s\)|s)?|buyer|purchaser|name|customer\s+name|homeowner\s+name|client\s+name|contact)\s*[:\-–—]|(?:prepared\s+for|bill(?:ed)?\s+to|sold\s+to|submitted\s+to|attention|attn)\b\s*[:\-–—]?)\s*)` +
    String.raw`((?:[\p{L}][\p{L}'’.\-]*)(?:(?:\s|,\s?)(?:[\p{L}][\p{L}'’.\-]*|&)){0,6})`,
  'giu',
);

/** Labels that name something other than the customer ("Company name:", "Project name:"). */
const OTHER_NAME = /\b(?:company|business|contractor|project|job|product|model|file|series|brand|user)\s*$/i;

/** First words of a sentence about the customer rather than a name ("Owner to remove blinds"). */
const NOT_A_NAME_START = /^(?:to|will|shall|must|is|are|the|a|an|responsible|agrees|satisfaction|signature|initials)$/i;

/** Words that start the next field on the line, not part of a name ("Jane Doe Phone: …"). */
const NEXT_FIELD =
  /^(?:phone|tel|cell|mobile|email|e-mail|date|address|job|project|site|zip|city|state|fax|signature|sign|ph|quote|estimate|proposal|no|number)$/i;

/**
 * A name after a customer label becomes [CUSTOMER NAME], whatever it is: a shared report must not
 * show "Customer: Jane Doe" even when nothing found the name at upload. Only what looks like a name is
 * masked: words of letters (with initials, "&", "and", "Last, First"), up to the next field, number,
 * double space or end of line.
 */
export function maskLabelledNames(text: string): string {
  return text.replace(LABELLED_NAME, (whole, label: string, name: string, offset: number) => {
    if (OTHER_NAME.test(text.slice(0, offset))) return whole;
    let end = 0;
    let last = '';
    let count = 0;
    for (const m of name.matchAll(/\S+/g)) {
      const bare = m[0].replace(/[,.]$/, '');
      if (NEXT_FIELD.test(bare)) break;
      if (count === 0 && NOT_A_NAME_START.test(bare)) return whole;
      count++;
      if (!/^(?:and|&)$/i.test(bare)) {
        end = m.index + m[0].length;
        last = m[0];
      }
    }
    if (!end) return whole;
    // "Homeowner: JOHN Q. PUBLIC, 12 Main St": the comma belongs to the line, not the name.
    if (last.endsWith(',')) end--;
    return `${label}${PLACEHOLDER.name}${name.slice(end)}`;
  });
}
