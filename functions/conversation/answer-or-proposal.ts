/**
 * What a chat message may change. Only the answer to the question the chat asked in its previous turn
 * applies at once (that question's answer, or the quote fields it asked for); anything else the message
 * states about this quote is a proposal, asked back before it changes a rating or a field. A message
 * that asks something, or speaks of another quote, proposes no answers: it is answered as a question.
 */
import { FIELDS_ASKED, type Interpretation } from '../analysis/chat/interpret-reply.js';
import type { ReplyFields } from '../analysis/chat/restate.js';
import type { HomeownerAnswers } from '../analysis/types.js';
import type { Pending } from './next-question.js';

export interface Change {
  answers: Partial<HomeownerAnswers>;
  fields: Partial<ReplyFields>;
}

const isEmpty = (change: Change): boolean => !Object.keys(change.answers).length && !Object.keys(change.fields).length;

function pick<T extends object>(from: T, keys: string[]): Partial<T> {
  return Object.fromEntries(Object.entries(from).filter(([k]) => keys.includes(k))) as Partial<T>;
}

function omit<T extends object>(from: T, keys: string[]): Partial<T> {
  return Object.fromEntries(Object.entries(from).filter(([k]) => !keys.includes(k))) as Partial<T>;
}

/** The change a reading makes at once (the pending question's answer), and the one it proposes; null when none. */
export function splitReading(
  reading: Pick<Interpretation, 'answers' | 'fields' | 'unconfirmed' | 'mentionsOtherQuote' | 'asks'>,
  pending: Pending | null,
): { applied: Change; proposed: Change | null } {
  const key = pending ? (pending.question.answer as string) : null;
  const askedFields = key ? (FIELDS_ASKED[key] ?? []) : [];
  const applied: Change = {
    answers: key ? pick(reading.answers, [key]) : {},
    fields: pick(reading.fields, askedFields),
  };
  const news = !reading.asks && !reading.mentionsOtherQuote;
  const proposed: Change = {
    answers: news ? omit(reading.answers, key ? [key] : []) : {},
    fields: { ...reading.unconfirmed, ...omit(reading.fields, askedFields) },
  };
  return { applied, proposed: isEmpty(proposed) ? null : proposed };
}
