import { loadKnowledge } from '../analysis/knowledge/index.js';
import type { HurricaneTier } from '../analysis/knowledge/types.js';
import { categoryWeights } from '../analysis/score.js';
import type { QuoteRecord, StoredResult } from '../quotes/quote-record.js';

export type Pending = NonNullable<QuoteRecord['pendingQuestion']>;

/** The next open item to ask about: highest weight first, never one already asked. */
export function nextQuestion(results: StoredResult[], closed: string[], tier: HurricaneTier): Pending | null {
  const knowledge = loadKnowledge();
  const weights = categoryWeights({ rubric: knowledge.rubric, hurricane: knowledge.hurricane, tier });
  const open = results
    .filter((r) => r.status === 'unknown_discuss' && r.question && r.category && !closed.includes(r.category))
    .sort((a, b) => (weights[b.category!] ?? 0) - (weights[a.category!] ?? 0));
  const first = open[0];
  return first ? { category: first.category!, question: first.question! } : null;
}
