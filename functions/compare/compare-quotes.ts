/**
 * Comparing 2–3 analysed quotes side by side (GET /api/compare): the table, whether they price the same
 * job, and which offers the best value. Pure: it reads the stored quotes and their stored text, and
 * derives everything with the analysis' own functions (facts, price estimate, readers) and the stored
 * checklist results.
 */
import { statusAllows } from '@shared/statuses.js';
import { COMPARE_MESSAGES, type ComparedQuote, type CompareResponse } from '@shared/compare.js';
import type { Role } from '@shared/types.js';
import type { Knowledge } from '../analysis/knowledge/types.js';
import { ConflictError, NotFoundError } from '../lib/errors.js';
import type { QuoteStore } from '../quotes/ports.js';
import type { QuoteRecord } from '../quotes/quote-record.js';
import {
  homeBuiltBefore1978,
  profileQuote,
  quoteContext,
  type QuoteProfile,
  type StoredQuote,
} from './quote-profile.js';
import { compareRows } from './rows.js';
import { sameScope } from './same-scope.js';
import { summarize } from './summary.js';
import { storedPricingBasis } from '../analysis/rules/pricing-basis.js';

/** A signed-in user compares their own quotes; the admin any. A guest quote not yet claimed is nobody's here. */
export function canCompareQuote(quote: Pick<QuoteRecord, 'userId'>, user: { id: string; role: Role }): boolean {
  return user.role === 'admin' || (Boolean(quote.userId) && quote.userId === user.id);
}

/** The quote has its ten results: analysed, being discussed or done. */
export function isAnalyzed(quote: Pick<QuoteRecord, 'status' | 'checklistResults'>): boolean {
  return statusAllows(quote.status, 'compare') && (quote.checklistResults ?? []).length > 0;
}

function compared(p: QuoteProfile): ComparedQuote {
  const r = p.record;
  return {
    id: r.id,
    label: p.label,
    fileName: r.fileName,
    vendor: r.vendor ?? null,
    totalCost: r.totalCost ?? null,
    zipCode: r.zipCode ?? null,
    quantities: r.quantities ?? null,
    overallScore: r.overallScore ?? null,
    createdAt: r.createdAt,
    pricingBasis: storedPricingBasis(r.checklistResults ?? []),
  };
}

export function compareQuotes(
  quotes: StoredQuote[],
  options: { today?: Date; knowledge?: Knowledge } = {},
): CompareResponse {
  const today = options.today ?? new Date();
  const contexts = quotes.map((q) => quoteContext(q, { today, knowledge: options.knowledge }));
  // The quotes are for one home: its age, where any of them knows it, holds for all.
  const ages = contexts.map(homeBuiltBefore1978).filter((age) => age !== undefined);
  const homePre1978 = ages.length ? ages.includes(true) : undefined;
  const profiles = quotes.map((q, i) => profileQuote(q, i, contexts[i]!, homePre1978));
  const scope = sameScope(profiles);
  return {
    quotes: profiles.map(compared),
    rows: compareRows(profiles),
    sameScope: scope,
    summary: summarize(profiles, scope),
  };
}

/**
 * GET /api/compare: the caller's 2–3 quotes side by side (the admin may compare any). A quote that does
 * not exist or is not the caller's is answered 404 "Quote not found", the same for either and naming
 * no id; one not analysed yet, 409.
 */
export async function compareForUser(
  ids: string[],
  user: { id: string; role: Role },
  deps: { quotes: Pick<QuoteStore, 'get' | 'getText'> },
): Promise<CompareResponse> {
  const records = await Promise.all(ids.map((id) => deps.quotes.get(id)));
  const quotes = records.filter((quote): quote is QuoteRecord => Boolean(quote && canCompareQuote(quote, user)));
  if (quotes.length !== ids.length) throw new NotFoundError('Quote not found');
  if (!quotes.every(isAnalyzed)) throw new ConflictError(COMPARE_MESSAGES.notAnalyzed);
  const texts = await Promise.all(quotes.map((quote) => deps.quotes.getText(quote.id)));
  return compareQuotes(quotes.map((record, i) => ({ record, text: texts[i] })));
}
