/**
 * Only clean text reaches the homeowner: an evidence line read from a photo with words the reader was
 * unsure of is shown as far as it could be read ("As read from the photo: PAYMENT …: CASH ONLY. … up
 * front"), or, where too little of it is legible, by what the verdict reads in it ("As read from the
 * photo (mostly unreadable): the quote leaves haul-away of the old units out of the price or to you").
 */
import { EVIDENCE_OPENINGS } from '@shared/evidence.js';
import { legibleLine } from '../../document/legibility.js';
import type { CheckResult, Claim, UnclearLine } from '../types.js';

export const AS_READ = `${EVIDENCE_OPENINGS.photo}:`;
export const MOSTLY_UNREADABLE = `${EVIDENCE_OPENINGS.photo} (mostly unreadable):`;

/** What each fact is called when a line that states it cannot be shown. */
const NOUNS: Record<string, string> = {
  removal: 'removal of the old units',
  disposal: 'haul-away of the old units',
  removalOrDisposal: 'removal and haul-away of the old units',
  leadSafe: 'lead-safe (EPA RRP) work',
  permit: 'the permit',
  permitting: 'the permit',
  permitWork: 'the permit work',
  inspection: 'the inspection',
  interiorTrim: 'interior trim',
  exteriorTrim: 'exterior trim or capping',
  sealing: 'sealing around the units',
  painting: 'painting',
  finish: 'the finish work',
  hiddenDamage: 'possible repairs of rot or damage',
  lowE: 'low-E glass',
  gasFill: 'gas-filled glass',
  triplePane: 'triple-pane glass',
  glass: 'the glass package',
  uFactor: 'a U-factor',
  shgc: 'an SHGC',
  energyStar: 'ENERGY STAR',
  dualPane: 'dual-pane glass',
  singlePane: 'single-pane glass',
  clearGlass: 'clear glass',
  taxCredit: 'a federal tax credit',
  impact: 'impact-rated products',
  shutters: 'shutters',
  nonImpact: 'non-impact products',
  approval: 'a product approval number',
  testStandard: 'an impact test standard',
  designPressure: 'a design pressure',
  texasCertificate: 'the TDI windstorm certificate',
  hurricaneWording: '"hurricane-grade" wording',
  orEqual: 'an "or equal" substitution',
  builderGrade: '"builder-grade" products',
  rating: 'product ratings',
  frame: 'the frame material',
  productLine: 'the product line',
  warrantyNone: 'no warranty',
  productWarranty: 'a manufacturer warranty',
  laborWarranty: 'an installation warranty',
  transfer: 'whether the warranty transfers',
  cashOnly: 'cash-only payment',
  fullUpFront: 'full payment up front',
  deposit: 'the deposit',
  finalOnCompletion: 'the final payment on completion',
  finalOnDelivery: 'the final payment on delivery',
  paymentTerms: 'payment terms',
  repairPrice: 'a price for repairs',
  changeOrder: 'written approval before extra work',
  openEnded: 'repairs billed as time and materials',
  inspected: 'that the frames were inspected',
  total: 'the total',
  units: 'the windows and doors',
};

/** What a claim's line says, in the rule's own words. */
export function paraphrase(claim: Pick<Claim, 'fact' | 'says'>): string {
  const noun = NOUNS[claim.fact] ?? claim.fact;
  return claim.says === 'no'
    ? `${MOSTLY_UNREADABLE} the quote leaves ${noun} out of the price or to you`
    : `${MOSTLY_UNREADABLE} the quote states ${noun}`;
}

const norm = (line: string) => line.replace(/…$/, '').replace(/\s+/g, ' ').trim();

/** The unsure words of the unclear lines an evidence line is made of (none for a clean line). */
export function unsureIn(line: string, unclear: readonly UnclearLine[]): string[] {
  const text = norm(line);
  const words = unclear
    .filter((u) => {
      const printed = norm(u.line);
      return printed.length >= 8 && (text.includes(printed) || (text.length >= 12 && printed.includes(text)));
    })
    .flatMap((u) => u.words);
  return [...new Set(words)];
}

function quotedIn(text: string, piece: string): boolean {
  const escaped = piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![A-Za-z0-9])${escaped}(?![A-Za-z0-9])`).test(text);
}

/**
 * The unsure words a text repeats as they were read: an unsure word together with a word printed next
 * to it ("fastalletion {nto", "PAYMENT TERNS:"), the way a quoted stretch of the line carries it.
 */
export function quotedUnsure(text: string, unclear: readonly UnclearLine[]): string[] {
  const flat = text.replace(/\s+/g, ' ');
  const found = new Set<string>();
  for (const u of unclear) {
    const words = u.line.split(/\s+/).filter(Boolean);
    words.forEach((word, i) => {
      if (!u.words.includes(word) || word.replace(/[^A-Za-z0-9]/g, '').length < 2) return;
      const pairs = [`${words[i - 1] ?? ''} ${word}`.trim(), `${word} ${words[i + 1] ?? ''}`.trim()];
      if (pairs.some((pair) => pair.includes(' ') && quotedIn(flat, pair))) found.add(word);
    });
  }
  return [...found];
}

/** An evidence line as it may be shown: as it stands when clean, else as far as it could be read. */
export function shownLine(line: string, unclear: readonly UnclearLine[], claim?: Pick<Claim, 'fact' | 'says'>): string {
  const unsure = [...new Set([...unsureIn(line, unclear), ...quotedUnsure(line, unclear)])];
  if (!unsure.length) return line;
  // An amount read with doubt is not shown as a figure the verdict rests on.
  const legible = claim?.fact === 'total' ? null : legibleLine(line, unsure);
  if (legible) return `${AS_READ} ${legible}`;
  return claim ? paraphrase(claim) : `${MOSTLY_UNREADABLE} a line of the quote`;
}

/** The result with its evidence as it may be shown. */
export function legibleEvidence(result: CheckResult, unclear: readonly UnclearLine[] | undefined): CheckResult {
  if (!unclear?.length) return result;
  const claimOf = (line: string) =>
    result.claims?.find((c) => c.from === 'quote' && c.says !== 'silent' && c.lines.includes(line));
  // Only the quote's own lines: what the rule or the engine wrote stands as it is.
  const quoted = new Set(result.claims?.flatMap((c) => (c.from === 'quote' && c.says !== 'silent' ? c.lines : [])));
  const evidence = [
    ...new Set(result.evidence.map((line) => (quoted.has(line) ? shownLine(line, unclear, claimOf(line)) : line))),
  ];
  return { ...result, evidence };
}
