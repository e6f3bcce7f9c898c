/** The terms rows: product and labour warranties, transferability, the deposit and the payment schedule. */
import type { CompareCell, CompareRow } from '@shared/compare.js';
import { displayDollars } from '@shared/money.js';
import type { QuoteProfile } from './quote-profile.js';
import { evidenceOf, NOT_STATED, rowsOf, toneOf } from './row-cells.js';
import { markCut, plural, truncate } from '@shared/text.js';

/** The payment schedule is the quote's own line, shortened to fit a table cell. */
const SCHEDULE_MAX_CHARS = 140;

function yearsText(years: number): string {
  if (years >= 99) return 'Lifetime';
  if (years < 1) return `${Math.round(years * 365)} days`;
  return plural(Math.round(years), 'year');
}

function productWarrantyCell(p: QuoteProfile): CompareCell {
  const w = p.warranty;
  const evidence = evidenceOf(w.evidence);
  if (w.none) return { value: 'No warranty', tone: 'bad', evidence };
  if (!w.product) return { ...NOT_STATED, evidence };
  return {
    value: w.productLifetime ? 'Lifetime (manufacturer)' : 'Manufacturer warranty',
    note: w.productTerms ? undefined : 'Terms not stated',
    tone: w.productTerms ? 'good' : 'average',
    evidence,
  };
}

function laborWarrantyCell(p: QuoteProfile): CompareCell {
  const w = p.warranty;
  const { goodLaborYears } = p.ctx.knowledge.quality.warranty;
  const evidence = evidenceOf(w.evidence);
  if (w.laborYears === null) return { ...NOT_STATED, evidence };
  return {
    value: yearsText(w.laborYears),
    tone: w.laborYears < 1 ? 'bad' : w.laborYears < goodLaborYears ? 'average' : 'good',
    evidence,
  };
}

function transferCell(p: QuoteProfile): CompareCell {
  const t = p.warranty.transfer;
  if (!t || !/transfer/.test(t)) return { ...NOT_STATED, evidence: evidenceOf(p.warranty.evidence) };
  return {
    value: /^non/.test(t) ? 'No' : 'Yes',
    tone: /^non/.test(t) ? 'average' : 'good',
    evidence: evidenceOf(p.warranty.evidence),
  };
}

function depositCell(p: QuoteProfile): CompareCell {
  const payment = p.results.get('payment');
  if (p.depositPercent === null)
    return { ...NOT_STATED, tone: toneOf(payment?.status), evidence: evidenceOf(payment?.evidence) };
  const pct = Math.round(p.depositPercent * 10) / 10;
  const amount = p.totalCents
    ? ` (about ${displayDollars((p.depositPercent / 100) * (p.totalCents / 100), 'never')})`
    : '';
  return {
    value: `${pct}%`,
    note: `Due before the work${amount}`,
    tone: toneOf(payment?.status),
    evidence: evidenceOf(payment?.evidence),
  };
}

function scheduleCell(p: QuoteProfile): CompareCell {
  const payment = p.results.get('payment');
  const quoted = (payment?.evidence ?? []).filter((line) => !/^The quote does not/.test(line));
  if (!quoted.length) return { ...NOT_STATED, tone: toneOf(payment?.status), evidence: evidenceOf(payment?.evidence) };
  return {
    value: truncate(markCut(quoted[0]!), SCHEDULE_MAX_CHARS),
    tone: toneOf(payment?.status),
    evidence: evidenceOf(quoted),
  };
}

export function termsRows(profiles: QuoteProfile[]): CompareRow[] {
  return rowsOf('terms', profiles, [
    { id: 'warranty:product', label: 'Product warranty', cell: productWarrantyCell },
    { id: 'warranty:labour', label: 'Labour warranty', cell: laborWarrantyCell },
    { id: 'warranty:transfer', label: 'Transferable', cell: transferCell },
    { id: 'deposit', label: 'Deposit', cell: depositCell },
    { id: 'schedule', label: 'Payment schedule', cell: scheduleCell },
  ]);
}
