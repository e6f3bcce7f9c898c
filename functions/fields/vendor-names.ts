/**
 * Whether a text can be a business name, and the name as it should read: OCR slips repaired, labels and a
 * signer's role taken off, a first word a photo clipped completed from another printing, the legal form
 * the document gives it, a mixed-case spelling over all capitals, and a length within reason.
 */
import type { Line } from '../document/model.js';
import { findEmails, findLocalities, findPhones, findStreets, findWebsites, LICENSE } from './contact.js';
import { findAmounts } from './money.js';
import { BUSINESS_WORD, escapeRegExp, hasDate, looksLikePersonName, NOT_A_NAME } from './patterns.js';

export const LEGAL_SUFFIX =
  /[,\s]+(?:inc\.?|incorporated|llc\.?|l\.l\.c\.?|llp|ltd\.?|limited|corp\.?|corporation|co\.?|company|pllc|p\.c\.)$/i;

/** Marketing lines near the name: "Quality Windows Since 1985", "Family owned & operated". */
export const SLOGAN =
  /\b(?:since|serving|quality|family[-\s]owned|owned\s+(?:&|and)\s+operated|licensed|insured|bonded|trusted|your|we|our|best|#1|award|satisfaction|guaranteed|free\s+estimates?|proudly|excellence|experience|years?|locally|veteran|certified|specialists?\s+in|done\s+right)\b/i;

const DOCUMENT_WORD =
  /\b(?:estimate|proposal|quotation|quote|invoice|contract|agreement|bid|work\s+order|options?|sheet|worksheet|schedule|summary|receipt|statement|order\s+form|purchase\s+order|notice|recall|bulletin|cotizaci[oó]n|presupuesto|propuesta|factura|contrato)\b/i;

const DOCUMENT_TITLE_END =
  /\b(?:estimate|proposal|quotation|quote|invoice|contract|agreement|bid|sheet|worksheet|schedule|summary|receipt|statement|order)\s*[:.]?$/i;

/** Separators between the parts of a letterhead line: "Acme Windows · 12 Main St", "Acme — Price Sheet". */
export const PART_SEPARATOR = /\s+[·•|]\s+|\s+[—–-]\s+/;

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

/**
 * OCR slips around a name's words: a legal form misread ("LLe", "LL.C" → "LLC"; "lnc." → "Inc."), a
 * hyphenated word split at its hyphen ("Tri- County" → "Tri-County"), specks read as quote marks
 * before a word ("Brower ‘Home Services, ‘Inc.").
 */
function repairFormOcr(text: string): string {
  return text
    .trim()
    .replace(/\bL[Ll1I|]\.?[CcGe]\.?$/, 'LLC')
    .replace(/\b[lI1|]nc(?=\.?$)/, 'Inc')
    .replace(/(?<=[A-Za-z])- (?=[A-Z][a-z])/g, '-')
    .replace(/(^|\s)[‘’'"“”`]+(?=[A-Z])/g, '$1');
}

export function cleanName(text: string, ocr = false): string {
  return (
    (ocr ? repairFormOcr(repairNameOcr(text)) : text)
      .replace(/^[\s•·*|:+–—-]+|[\s•·*|:,+–—-]+$/g, '')
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
export function rejected(text: string): boolean {
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
  const pattern = new RegExp(
    `\\b([A-Za-z]{1,8})(${escapeRegExp(first!)})${next ? `(?=${escapeRegExp(next)}\\b)` : '\\b'}`,
    'i',
  );
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
  const pattern = new RegExp(
    `\\b${escapeRegExp(name)}((?:\\s+[A-Z][\\w&'-]*){0,3}[,\\s]+(?:Inc\\.?|LLC\\.?|L\\.L\\.C\\.?|Ltd\\.?|Corp\\.?|Co\\.|Company|Corporation|Incorporated))(?![A-Za-z])`,
  );
  const found = lines
    .map((l) => pattern.exec(l.text)?.[1]?.replace(/\s+/g, ' '))
    .filter((m): m is string => Boolean(m));
  // Where one printing has the abbreviation's full stop and another lost it ("Inc," in a photo), the stop stays.
  const best = (found.find((m) => m.endsWith('.')) ?? found[0])?.replace(/\b(Inc|Corp|Ltd)$/, '$1.');
  return best ? `${name}${best}` : name;
}

/** Prefer a mixed-case spelling of an all-capitals letterhead when the document has one ("Northgate Window Works"). */
export function preferMixedCase(name: string, lines: Line[]): string {
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

/**
 * The parts of a letterhead cell that could be the name: the whole cell when every part after a
 * separator is more name ("HomeCrest Supply Center - Installed Services"), else only the part before
 * the first separator ("Island Window & Door Co. — Measure & Price Sheet").
 */
export function nameParts(text: string, ocr: boolean): string[] {
  const parts = text.split(PART_SEPARATOR).map((p) => cleanName(p, ocr));
  const whole = cleanName(text, ocr);
  if (parts.length === 1) return [whole];
  const tailIsName = parts.slice(1).every((p) => !rejected(p) && !SLOGAN.test(p) && !looksLikePersonName(p));
  return tailIsName && /\s[-–—]\s/.test(text) && !/[·•|]/.test(text) ? [whole, parts[0]!] : parts;
}
