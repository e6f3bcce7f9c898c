/**
 * The contractor's business name: the letterhead at the top of page 1 (largest, earliest text that is
 * not a document title, address, phone, e-mail or label), confirmed by the business's web/e-mail domain,
 * a signature block or a repeat elsewhere in the document.
 */
import { VENDOR_MAX_LENGTH } from '../../shared/limits.js';
import { findEmails, findLocalities, findPhones, findStreets, findWebsites, emailDomain, FREE_MAIL, LICENSE } from './contact.js';
import type { Layout, Line } from './layout.js';
import { findAmounts } from './money.js';
import { BUSINESS_WORD, commonRun, compact, hasDate, looksLikePersonName, NOT_A_NAME } from './patterns.js';

export interface VendorResult {
  name: string | null;
  /** The line the name was read from (the letterhead), for finding the contractor's own details. */
  line: Line | null;
  source: string;
  uncertain: string | null;
}

interface Candidate {
  text: string;
  line: Line;
  score: number;
  reasons: string[];
  confidence: number;
}

const CUSTOMER_LABEL =
  /\b(?:prepared\s+for|submitted\s+to|proposal\s+(?:submitted\s+)?to|customer|client|homeowner|bill(?:ed)?\s+to|sold\s+to|dear|attn|attention)\b/i;
const SIGN_OFF = /^(?:sincerely|respectfully(?:\s+submitted)?|regards|best\s+regards|kind\s+regards|warm\s+regards|yours\s+truly|thank\s+you|thanks)\b[,.!]?\s*$/i;
const LEGAL_SUFFIX = /[,\s]+(?:inc\.?|incorporated|llc\.?|l\.l\.c\.?|llp|ltd\.?|limited|corp\.?|corporation|co\.?|company|pllc|p\.c\.)$/i;

/**
 * OCR digits and capitals inside words of a name: "WIND0W" → "WINDOW", "5olutions" → "Solutions",
 * "Si1ver" → "Silver", "SoIutions" → "Solutions". Words that are really numbers stay.
 */
export function repairNameOcr(text: string): string {
  return text.replace(/[A-Za-z0-9|]+/g, (w) => {
    if (!/[A-Za-z]{2}/.test(w) || /^\d+[A-Za-z]{0,2}$/.test(w)) return w;
    const lower = w.replace(/[^A-Za-z]/g, '') === w.replace(/[^A-Za-z]/g, '').toLowerCase() || /^[A-Z0-9|][a-z]/.test(w);
    let out = w
      .replace(/0/g, lower ? 'o' : 'O')
      .replace(/5/g, (_c, i: number) => (i === 0 || !lower ? 'S' : 's'))
      .replace(/8/g, lower ? 'B' : 'B')
      .replace(/[1|]/g, lower ? 'l' : 'I');
    // A capital I between lower-case letters is an l: "SoIutions".
    out = out.replace(/(?<=[a-z])I(?=[a-z])/g, 'l').replace(/^([A-Z])I(?=[a-z]{2})/, '$1l');
    return out;
  });
}

function cleanName(text: string, ocr = false): string {
  return (ocr ? repairNameOcr(text) : text)
    .replace(/^[\s•·*|:–—-]+|[\s•·*|:,–—-]+$/g, '')
    .replace(/^(?:from|contractor|company|vendor|dealer|installer|submitted\s+by)\s*:\s*/i, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cells that cannot be a business name. */
function rejected(text: string): boolean {
  if (text.length < 3 || text.length > 70) return true;
  if (!/[A-Za-z]{2}/.test(text)) return true;
  if (NOT_A_NAME.test(text) && !BUSINESS_WORD.test(text.replace(NOT_A_NAME, ''))) return true;
  if (/^(?:no\.?|#)\s*\d/i.test(text) || /^page\s+\d/i.test(text)) return true;
  if (findPhones(text).length || findEmails(text).length || findWebsites(text).length) return true;
  if (findStreets(text).length || findLocalities(text).length || LICENSE.test(text) || hasDate(text)) return true;
  if (/[:]\s*$/.test(text) || /\$\s?\d/.test(text)) return true;
  if (text.split(/\s+/).length > 7) return true;
  if (DOCUMENT_WORD.test(text)) return true;
  if (/^(?:dear|re:|to:)/i.test(text)) return true;
  // Product words alone ("WINDOWS" in a job-name box, "Replacement Windows") are not a business name.
  if (text.split(/\s+/).every((w) => /^(?:windows?|doors?|glass|replacement|impact|new|vinyl|&|and|the|of)$/i.test(w))) return true;
  return false;
}

/** Web and e-mail domains of the document, without free-mail providers ("northstarwindowco"). */
function businessDomains(lines: Line[]): string[] {
  const domains = new Set<string>();
  for (const l of lines) {
    for (const e of findEmails(l.text)) {
      const d = emailDomain(e.text);
      if (!FREE_MAIL.test(d)) domains.add(d);
    }
    for (const w of findWebsites(l.text)) domains.add(w.text.toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, ''));
  }
  return [...domains].map((d) => compact(d.replace(/\.[a-z]+$/, '')));
}

/**
 * True when a name spells the business's web or e-mail domain: most of the domain is made of the name's
 * words ("BRIGHTVIEW HOME EXTERIORS, INC." and brightviewexteriors.com; "Garden State Replacement Windows"
 * and gsreplacementwindows.com), or the two share a long run of letters.
 */
function domainMatch(name: string, domains: string[]): boolean {
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

/** Marketing lines above or beside the name: "Quality Windows Since 1985", "Family owned & operated". */
const SLOGAN =
  /\b(?:since|serving|quality|family[-\s]owned|owned\s+(?:&|and)\s+operated|licensed|insured|bonded|trusted|your|we|our|best|#1|award|satisfaction|guaranteed|free\s+estimates?|proudly|excellence|experience|years?)\b/i;
const DOCUMENT_WORD = /\b(?:estimate|proposal|quotation|quote|invoice|contract|agreement|bid|work\s+order|options?)\b/i;

/** Prefer a mixed-case spelling of an all-capitals letterhead when the document has one ("Rose City Window Works"). */
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
 * Fits a name to the vendor field: drops a d/b/a tail, a legal suffix ("…, LLC") or a tagline after a dash
 * when the name is over the edit limit. A name still longer than the limit is kept as printed (the limit is
 * for what the homeowner types; a correct, longer name beats an empty field) and flagged by `overLimit`.
 */
export function fitVendorName(name: string): { name: string; overLimit: boolean } | null {
  let n = name.trim();
  if (n.length > VENDOR_MAX_LENGTH) n = n.replace(/\s+(?:d\/?b\/?a|dba)\s+.*$/i, '').trim();
  for (let i = 0; i < 2 && n.length > VENDOR_MAX_LENGTH && LEGAL_SUFFIX.test(n); i++) n = n.replace(LEGAL_SUFFIX, '').trim();
  if (n.length > VENDOR_MAX_LENGTH) {
    const head = n.split(/\s+[—–|]\s+|\s+-\s+/)[0]!.trim();
    if (head.length >= 3 && head !== n) n = head;
  }
  if (n.length > VENDOR_SANITY_LENGTH) return null;
  return { name: n, overLimit: n.length > VENDOR_MAX_LENGTH };
}

export function findVendor(layout: Layout): VendorResult {
  const lines = layout.lines;
  if (lines.length === 0) return { name: null, line: null, source: '', uncertain: 'the document has no text' };
  const firstPage = lines[0]!.page;
  const domains = businessDomains(lines);
  const allText = lines.map((l) => l.text).join('\n').toLowerCase();
  const candidates: Candidate[] = [];

  // 1. Letterhead: the top of the first page, above the customer block.
  const top = lines.filter((l) => l.page === firstPage).slice(0, 14);
  let order = 0;
  for (const line of top) {
    if (line.top > 0.35) break;
    if (CUSTOMER_LABEL.test(line.text) && order > 0) break;
    // A priced line is an item, not a letterhead.
    if (findAmounts(line.text).length) continue;
    const parts = line.cells.flatMap((cell) => cell.text.split(/\s+[·•|]\s+/).map((text) => ({ text, confidence: cell.confidence })));
    for (const cell of parts) {
      const text = cleanName(cell.text, layout.ocr);
      if (rejected(text) || looksLikePersonName(text)) continue;
      // OCR specks and smudges read as letters are not a letterhead.
      if (layout.ocr && cell.confidence < 50) continue;
      const reasons: string[] = ['letterhead'];
      let score = 3 - Math.min(order, 6) * 0.4;
      const size = line.height / layout.medianHeight;
      if (size >= 1.25) score += 2;
      else if (size >= 1.1) score += 1;
      if (BUSINESS_WORD.test(text)) score += 2;
      if (SLOGAN.test(text)) score -= 3;
      if (domainMatch(text, domains)) {
        score += 3;
        reasons.push('matches the web/e-mail domain');
      }
      const mentions = allText.split(text.toLowerCase()).length - 1;
      if (mentions >= 2) {
        score += 1;
        reasons.push('repeated in the document');
      }
      candidates.push({ text, line, score, reasons, confidence: cell.confidence });
      order++;
    }
  }

  // 2. A name anywhere that spells the business domain (a footer or side block).
  for (const line of lines) {
    for (const cell of line.cells) {
      for (const part of cell.text.split(/\s+[·•|]\s+/)) {
        const text = cleanName(part, layout.ocr);
        if (rejected(text) || looksLikePersonName(text) || !domainMatch(text, domains)) continue;
        candidates.push({ text, line, score: 4, reasons: ['matches the web/e-mail domain'], confidence: cell.confidence });
      }
    }
  }

  // 3. Signature block: "Sincerely, <person> <company>".
  lines.forEach((line, i) => {
    if (!SIGN_OFF.test(line.text.trim())) return;
    for (const next of lines.slice(i + 1, i + 4)) {
      const text = cleanName(next.text, layout.ocr);
      if (rejected(text) || !BUSINESS_WORD.test(text) || looksLikePersonName(text)) continue;
      const score = 3 + (domainMatch(text, domains) ? 3 : 0);
      candidates.push({ text, line: next, score, reasons: ['signature block'], confidence: next.confidence });
    }
  });

  // 4. A labelled name: "Contractor: …", "Company: …".
  for (const line of lines) {
    const m = /\b(?:contractor|company|vendor|dealer|installer|submitted\s+by)\s*:\s*(.+)$/i.exec(line.text);
    if (!m) continue;
    const text = cleanName(m[1]!.split(/\s{2,}/)[0]!, layout.ocr);
    if (rejected(text) || looksLikePersonName(text)) continue;
    candidates.push({ text, line, score: 4 + (domainMatch(text, domains) ? 3 : 0), reasons: ['labelled'], confidence: line.confidence });
  }

  if (candidates.length === 0) return { name: null, line: null, source: '', uncertain: 'no business name found at the top of the quote' };

  // The same name from several places adds up.
  const byKey = new Map<string, Candidate>();
  for (const c of candidates) {
    const key = compact(c.text);
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { ...c });
    else {
      seen.score = Math.max(seen.score, c.score) + 1;
      seen.reasons = [...new Set([...seen.reasons, ...c.reasons])];
      if (c.line.index < seen.line.index) seen.line = c.line;
    }
  }
  const ranked = [...byKey.values()].sort((a, b) => b.score - a.score || a.line.index - b.line.index);
  const best = ranked[0]!;
  const runnerUp = ranked[1];
  const corroborated = best.reasons.length > 1;

  if (layout.ocr && best.confidence < 70 && !corroborated) {
    return { name: null, line: best.line, source: '', uncertain: `the business name "${best.text}" was hard to read` };
  }
  if (runnerUp && runnerUp.score >= best.score - 0.2 && !corroborated && BUSINESS_WORD.test(runnerUp.text)) {
    return {
      name: null,
      line: best.line,
      source: '',
      uncertain: `two possible business names ("${best.text}" / "${runnerUp.text}")`,
    };
  }
  const fitted = fitVendorName(preferMixedCase(best.text, lines));
  if (!fitted) return { name: null, line: best.line, source: '', uncertain: `"${best.text}" is too long to be a business name` };
  const source = best.reasons.join(', ') + (fitted.overLimit ? `; longer than the ${VENDOR_MAX_LENGTH}-character edit limit` : '');
  return { name: fitted.name, line: best.line, source, uncertain: null };
}
