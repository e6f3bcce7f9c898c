/** Marks the items a change moved: modified, a history entry {date, reason}, the latest date and reason. */
import type { CheckResult } from '../analysis/types.js';
import type { StoredResult } from '../quotes/quote-record.js';

const MAX_HISTORY = 50;

export function toStored(result: CheckResult): StoredResult {
  const { category, id, title, status, explanation, evidence, question, pricingBasis } = result;
  // Spec section 3: every result carries `modified` and `modificationHistory`, false and empty until changed.
  return {
    id,
    category,
    title,
    status,
    explanation,
    evidence,
    modified: false,
    modificationHistory: [],
    ...(question ? { question } : {}),
    ...(pricingBasis ? { pricingBasis } : {}),
  };
}

/**
 * The new results, carrying each item's earlier modification history; an item of `changed` whose
 * rating or explanation differs from before gets a new history entry.
 */
export function mergeResults(
  previous: StoredResult[],
  next: CheckResult[],
  change: { reason: string; at: string; changed: Set<string> },
): StoredResult[] {
  return next.map((result) => {
    const before = previous.find((p) => p.category === result.category || p.id === result.id);
    const stored = toStored(result);
    const history = before?.modificationHistory ?? [];
    const moved =
      before &&
      change.changed.has(result.category) &&
      (before.status !== result.status || before.explanation !== result.explanation);
    if (moved) {
      return {
        ...stored,
        modified: true,
        modificationHistory: [...history, { date: change.at, reason: change.reason }].slice(-MAX_HISTORY),
        modificationDate: change.at,
        modificationReason: change.reason,
      };
    }
    return before?.modified
      ? {
          ...stored,
          modified: true,
          modificationHistory: history,
          modificationDate: before.modificationDate,
          modificationReason: before.modificationReason,
        }
      : stored;
  });
}

/** Items whose rating or explanation differ between two result lists. */
export function changedCategories(previous: StoredResult[], next: StoredResult[]): StoredResult[] {
  return next.filter((r) => {
    const before = previous.find((p) => p.category === r.category);
    return !before || before.status !== r.status || before.explanation !== r.explanation;
  });
}
