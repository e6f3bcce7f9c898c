/** A case of a checklist item that makes a question for the contractor, and the phrases the cases share. */
import type { CategoryShortId } from '@shared/checklist.js';
import { TOPIC, type Asks } from './asks.js';

export interface Case {
  /** Does this case fit the result (its rating and explanation)? */
  when: (status: string, explanation: string) => boolean;
  /** The evidence line to cite first: the one that shows this case (else the category's words decide). */
  prefer?: RegExp;
  /** The question, from the citation (null when the quote is silent) and the explanation's figures. */
  ask: (cite: string | null, explanation: string) => string | null;
}

/** "Your quote says “…”" for a cited line; else what to say when the quote is silent. */
export const says = (cite: string | null, silent = ''): string => (cite ? `Your quote says “${cite}”` : silent);
/** "Your quote lists “…”" for a cited line; else what to say when the quote is silent. */
export const lists = (cite: string | null, silent = ''): string => (cite ? `Your quote lists “${cite}”` : silent);
export const group = (re: RegExp, text: string, index = 1): string | null => re.exec(text)?.[index] ?? null;

/**
 * The question when no case says more: the quote's words on the item cited and the item's question, or,
 * when the quote is silent, the silent question given (by default, that the quote does not mention it).
 */
export function fallback(
  category: CategoryShortId,
  cite: string | null,
  ask: Asks,
  silent = `Your quote does not mention ${TOPIC[category]}: ${ask[category]}`,
): string {
  return cite ? `${says(cite)}: ${ask[category]}` : silent;
}
