/**
 * What a chat message may change. Only the answer to the question the chat asked in its previous turn
 * applies at once (that question's answer, or the quote fields it asked for); anything else the message
 * states about this quote is a proposal, asked back before it changes a rating or a field. A message
 * that asks something, or speaks of another quote, proposes no answers: it is answered as a question.
 */
import { FIELDS_ASKED, type Interpretation } from '../analysis/chat/interpret-reply.js';
import type { ReplyFields } from '../analysis/chat/restate.js';
import type { HomeownerAnswers } from '../analysis/types.js';
import type { QuoteRecord } from '../quotes/quote-record.js';
import type { Pending } from './next-question.js';
import { fieldsFromReply } from './reply-fields.js';

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

/** The quote field a reply field is stored in. */
const STORED: Record<keyof ReplyFields, 'zipCode' | 'totalCost' | 'quantities' | 'vendor'> = {
  zipCode: 'zipCode',
  totalCost: 'totalCost',
  windows: 'quantities',
  doors: 'quantities',
  vendor: 'vendor',
};

/**
 * The proposed figures worth asking about: those that would change the quote, and, in a message that
 * asks something ("he quoted $2,100 for two windows, does that sound right?"), only those the quote
 * leaves open, for a figure in a question is more often another quote's than a correction of this one.
 */
export function fieldsWorthAsking(
  fields: Partial<ReplyFields>,
  record: Pick<QuoteRecord, 'zipCode' | 'totalCost' | 'quantities' | 'vendor' | 'uncertainFields'>,
  asks: boolean,
): Partial<ReplyFields> {
  const open = new Set((record.uncertainFields ?? []).map((u) => u.field));
  const kept = (Object.keys(fields) as (keyof ReplyFields)[]).filter((k) => {
    const stored = STORED[k];
    const request = fieldsFromReply({ [k]: fields[k] }, record) as Record<string, unknown>;
    const value = request[stored];
    const current = record[stored];
    const changes =
      value !== undefined &&
      (stored === 'totalCost' ? Number(value) !== Number(current) : String(value) !== String(current ?? ''));
    return changes && (!asks || !current || open.has(stored));
  });
  return Object.fromEntries(kept.map((k) => [k, fields[k]])) as Partial<ReplyFields>;
}
