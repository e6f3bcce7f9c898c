/**
 * What a quote promises by way of warranty, read clause by clause (quality.md §2): a clause that
 * speaks of a warranty or a guarantee covers the installer's work when it names labour, installation
 * or workmanship ("we guarantee our installation workmanship for ten (10) years", "we warranty our
 * install for 2 years"), and the product when it names the manufacturer, the frame, the glass or a
 * lifetime ("Milgard's limited lifetime warranty"). The duration is the one printed in that clause.
 */
import { numberWordsFor, parseCount, range } from '@shared/number-words.js';
import { clausesOf } from './clauses.js';
import { QuoteText } from './quote-text.js';

export interface WarrantyTerms {
  /** The installer's own warranty in years (99 for lifetime), the longest stated; null when none. */
  laborYears: number | null;
  /** A manufacturer's or product warranty is named. */
  product: boolean;
  /** The product warranty has terms: a lifetime, or years on named parts. */
  productTerms: boolean;
  /** The printed lines that give the installer's warranty, and those that name the product's. */
  laborLines: string[];
  productLines: string[];
}

const WARRANTY = /\bwarrant(?:y|ies|ied|s|ed)?\b|\bguarant(?:ee|ees|eed)\b/i;
const LABOR = /\b(?:labou?r|installation|install|workmanship|our\s+work|the\s+work|craftsmanship|installer)\b/i;
const PRODUCT =
  /\bmanufacturer'?s?\b|\bmfr\.?\b|\bfactory\b|\bproducts?\b|\bframes?\b|\bsash\b|\bglass\b|\bIGU\b|\bseals?\b|\bhardware\b|\bparts\b|\bwindows?\b|\bdoors?\b|\bunits?\b|\blifetime\b/i;
const NUMBER_WORD = numberWordsFor([...range(1, 12), 15, 20, 25, 30, 40, 50]);
const YEARS = new RegExp(`\\b(\\d{1,2}|${NUMBER_WORD})(?:\\s*\\(\\d{1,2}\\))?[-\\s]*(?:years?|yrs?)\\b`, 'gi');
const DAYS = /\b(\d{2,3})[-\s]*days?\b/i;
const LIFETIME = /\blifetime\b/i;

function years(text: string): number[] {
  return [...text.matchAll(YEARS)].map((m) => parseCount(m[1]!) ?? 0).filter((n) => n > 0);
}

/** The installer's warranty a clause gives, in years: the years printed near its labour words. */
function laborIn(clause: string): number | null {
  const at = LABOR.exec(clause);
  if (!at) return null;
  // From a little before the labour words to the end of their sentence ("Installation labor warranted by
  // Bellmont Door & Hardware Supply, Inc. for two (2) years").
  const near = clause.slice(Math.max(0, at.index - 60), at.index + at[0].length + 120);
  if (
    /\blifetime\s+(?:labou?r|installation|workmanship)\b|\b(?:labou?r|installation|workmanship)\b[^.;]{0,20}\blifetime\b/i.test(
      near,
    )
  )
    return 99;
  const found = years(near);
  if (found.length) return Math.max(...found);
  const days = DAYS.exec(near);
  if (days) return Number(days[1]) / 365;
  // "Lifetime limited warranty on product, glass breakage and installation labor": one lifetime for all.
  return /\blifetime\b[^.;]{0,60}\b(?:labou?r|installation|workmanship)\b/i.test(near) ? 99 : null;
}

export function readWarrantyTerms(text: string): WarrantyTerms {
  let labor: number | null = null;
  let product = false;
  let productTerms = false;
  const laborLines = new Set<string>();
  const productLines = new Set<string>();
  for (const clause of clausesOf(text)) {
    const t = clause.text;
    // A clause under a "Warranty:" label speaks of the warranty even when it does not say the word.
    if (!WARRANTY.test(t) && !/^\W*(?:\d{1,2}[.)]\s*)?(?:warrant|guarant)/i.test(clause.evidence)) continue;
    const given = laborIn(t);
    if (given !== null) {
      labor = Math.max(labor ?? 0, given);
      laborLines.add(clause.evidence);
    }
    // "Warranty: 1 yr" with no word of whose: the contractor's own warranty on the job.
    else if (!PRODUCT.test(t.replace(/\bwarrant\w*/gi, '')) && years(t).length) {
      labor = Math.max(labor ?? 0, ...years(t));
      laborLines.add(clause.evidence);
    }
    // The product part: what the clause says before its labour words.
    const at = LABOR.exec(t);
    const rest = at ? t.slice(0, at.index) : t;
    if (PRODUCT.test(rest) || /\bmanufacturer/i.test(t)) {
      product = true;
      productLines.add(clause.evidence);
      if (
        LIFETIME.test(rest) ||
        (years(rest).length > 0 && /\b(?:frames?|sash|glass|IGU|seals?|hardware|parts|products?)\b/i.test(rest))
      )
        productTerms = true;
    }
  }
  // A labour warranty whose sentence wraps onto another line or column: "Installation labor warranted
  // by Seller for two" / "(2) years.", read on the text with its lines joined.
  const flat = text.replace(/\s+/g, ' ');
  for (const m of flat.matchAll(WRAPPED_LABOR)) {
    const n = years(m[0]);
    if (n.length) labor = Math.max(labor ?? 0, ...n);
  }
  if (labor !== null && !laborLines.size)
    for (const line of new QuoteText(text).evidence(WRAPPED_LABOR)) laborLines.add(line);
  return { laborYears: labor, product, productTerms, laborLines: [...laborLines], productLines: [...productLines] };
}

const WRAPPED_LABOR = new RegExp(
  `\\b(?:labou?r|installation|workmanship)\\s+(?:is\\s+)?(?:warrant(?:y|ed)|guarantee(?:d)?)\\b(?:[^.;]|\\b(?:Inc|Co|Corp|Ltd|LLC)\\.){0,80}?\\b(?:\\d{1,2}|${NUMBER_WORD})(?:\\s*\\(\\d{1,2}\\))?[-\\s]*(?:years?|yrs?)\\b`,
  'gi',
);
