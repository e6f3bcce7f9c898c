/**
 * "How does this compare with my other quote?" in the chat: the homeowner's other analysed quotes (the
 * newest, up to two) compared with this one exactly as GET /api/compare does, in a chat reply.
 */
import { COMPARE_MAX_QUOTES } from '@shared/compare.js';
import { comparisonReply, noOtherQuoteReply } from '../compare/chat-answer.js';
import { compareQuotes, isAnalyzed } from '../compare/compare-quotes.js';
import type { QuoteRecord } from '../quotes/quote-record.js';
import type { ConversationDeps } from './ports.js';

export async function compareWithOtherQuotes(
  record: QuoteRecord,
  now: Date,
  deps: Pick<ConversationDeps, 'quotes'>,
): Promise<string> {
  if (!record.userId) return noOtherQuoteReply(false);
  const others = (await deps.quotes.listByOwner({ userId: record.userId }))
    .filter((q) => q.id !== record.id && isAnalyzed(q))
    .slice(0, COMPARE_MAX_QUOTES - 1);
  if (!others.length) return noOtherQuoteReply(true);
  const quotes = [record, ...others];
  const texts = await Promise.all(quotes.map((q) => deps.quotes.getText(q.id)));
  return comparisonReply(
    compareQuotes(
      quotes.map((q, i) => ({ record: q, text: texts[i] })),
      { today: now },
    ),
  );
}
