/**
 * What every reader of a homeowner's message works with: the facts found so far, the context of the
 * quote, and the small helpers to find a pattern and the value nearest to it.
 */
import type { HomeownerAnswers } from '../../types.js';
import type { ReplyFields } from '../restate.js';
import { negatedAround } from '../sentences.js';

export interface Found {
  answers: Partial<HomeownerAnswers>;
  fields: Partial<ReplyFields>;
}

export interface ReadContext {
  brands: string[];
  /** The quote's total, to turn "$5,000 down" into a percentage. */
  totalCents: number | null;
  /** The current year, for "the house is 60 years old". */
  year: number;
}

export type Reader = (clause: string, found: Found, ctx: ReadContext) => void;

/** The first match of any pattern, with whether a negation stands in or just before it. */
export function first(clause: string, patterns: RegExp[]): { m: RegExpExecArray; negated: boolean } | null {
  for (const re of patterns) {
    const m = re.exec(clause);
    if (m) return { m, negated: negatedAround(clause, m.index, m[0].length) };
  }
  return null;
}

/** Of several positioned values, the one nearest to an anchor match. */
export function nearest<T>(values: { value: T; index: number }[], anchors: number[]): T | undefined {
  let best: { value: T; d: number } | undefined;
  for (const v of values)
    for (const a of anchors) {
      const d = Math.abs(v.index - a);
      if (!best || d < best.d) best = { value: v.value, d };
    }
  return best?.value;
}

export const positions = (clause: string, re: RegExp): number[] =>
  [...clause.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`))].map((m) => m.index);

/** Replies longer than this are stories rather than direct answers (their figures are confirmed first). */
export const LONG_REPLY_WORDS = 12;
