import { COMPARE_MAX_QUOTES, COMPARE_MIN_QUOTES, compareIdsSchema } from '@shared/compare';
import { statusAllows } from '@shared/statuses';
import type { Quote } from '@shared/types';

/** The ids of the page's address, checked like the server checks them: the ids, or the reason they cannot be compared. */
export function idsFromSearch(search: URLSearchParams): { ids: string[] } | { error: string } {
  const parsed = compareIdsSchema.safeParse(search.get('ids') ?? undefined);
  return parsed.success
    ? { ids: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? 'Choose 2 or 3 quotes to compare' };
}

/** A quote that has its ten results can be compared. */
export function isComparable(quote: Pick<Quote, 'status' | 'checklistResults' | 'overallScore'>): boolean {
  return statusAllows(quote.status, 'compare') && (quote.checklistResults?.length ?? 0) > 0;
}

/** Adds or removes an id; a fourth is not added. */
export function toggled(selected: readonly string[], id: string): string[] {
  if (selected.includes(id)) return selected.filter((x) => x !== id);
  return selected.length >= COMPARE_MAX_QUOTES ? [...selected] : [...selected, id];
}

export function canCompare(selected: readonly string[]): boolean {
  return selected.length >= COMPARE_MIN_QUOTES && selected.length <= COMPARE_MAX_QUOTES;
}

/** The analysis page offers "Compare with another quote" to the quote's owner once it is analysed. */
export function canCompareFrom(quote: Quote, user: { id: string } | null | undefined): boolean {
  return Boolean(user && quote.userId === user.id && isComparable(quote));
}
