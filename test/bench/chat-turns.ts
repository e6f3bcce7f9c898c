/**
 * What chat messages change, measured through the real chat turn (functions/conversation/chat-turn.ts
 * on an in-memory store, the rules engine): for every message, the ratings, score, answers and quote
 * fields before and after the turn. A change counts as allowed only where the message could be the
 * answer to the question the chat had just asked (the items that question's answer moves, or the
 * fields it asked for, or the opening check of the figures); any other change is counted.
 */
import { affectedCategories } from '../../functions/conversation/affected.js';
import { chatTurn } from '../../functions/conversation/chat-turn.js';
import type { QuoteInput } from '../../functions/analysis/types.js';
import { FIELDS_ASKED } from '../../functions/analysis/chat/interpret-reply.js';
import type { QuoteRecord } from '../../functions/quotes/quote-record.js';
import { analyzedQuote } from '../../functions/testing/analyzed-quote.js';

const FIELD_KEYS = ['vendor', 'totalCost', 'zipCode', 'quantities'] as const;
const REPLY_TO_RECORD: Record<string, (typeof FIELD_KEYS)[number]> = {
  zipCode: 'zipCode',
  totalCost: 'totalCost',
  windows: 'quantities',
  doors: 'quantities',
  vendor: 'vendor',
};

export interface TurnChange {
  message: string;
  /** Items, answers or fields that moved although the message could not be the answer to the chat's question. */
  unasked: string[];
}

/** What may move when `text` is the answer to the question pending on `record`. */
function allowed(record: QuoteRecord): { categories: Set<string>; fields: Set<string> } {
  const key = record.pendingQuestion?.question.answer as string | undefined;
  const fields = new Set<string>((key ? (FIELDS_ASKED[key] ?? []) : []).map((f) => REPLY_TO_RECORD[f]!));
  // The opening check of the figures asks for the total, the counts and the ZIP.
  if (record.fieldsCheck?.asking) for (const f of ['totalCost', 'quantities', 'zipCode']) fields.add(f);
  const categories = new Set<string>(
    key ? affectedCategories([...fields], [key]) : affectedCategories([...fields], []),
  );
  return { categories, fields };
}

/**
 * The changes one message makes, on a fresh copy of the analysed quote: just opened (the check of the
 * figures waiting), or `settled` (that check answered, the checklist's own question waiting).
 */
export async function changesOf(
  input: Pick<QuoteInput, 'text'>,
  fields: Partial<QuoteRecord>,
  message: string,
  settled = false,
) {
  const { quote, deps, backend } = await analyzedQuote(input.text, fields);
  const before: QuoteRecord =
    settled && quote.fieldsCheck ? { ...quote, fieldsCheck: { ...quote.fieldsCheck, asking: null } } : quote;
  const started = performance.now();
  await chatTurn(before, message, deps, new Date('2026-11-28T15:00:00Z'));
  const ms = performance.now() - started;
  const after = (await backend.quotes.get(before.id))!;
  const may = allowed(before);
  const unasked: string[] = [];
  for (const r of after.checklistResults) {
    const was = before.checklistResults.find((b) => b.category === r.category);
    if (was && was.status !== r.status && !may.categories.has(r.category!)) unasked.push(`rating:${r.category}`);
  }
  for (const k of FIELD_KEYS) if (after[k] !== before[k] && !may.fields.has(k)) unasked.push(`field:${k}`);
  const key = before.pendingQuestion?.question.answer;
  for (const [k, v] of Object.entries(after.answers ?? {}))
    if ((before.answers as Record<string, unknown> | undefined)?.[k] !== v && k !== key) unasked.push(`answer:${k}`);
  if (after.overallScore !== before.overallScore && !unasked.length && !may.categories.size) unasked.push('score');
  return { change: { message, unasked } satisfies TurnChange, ms };
}
