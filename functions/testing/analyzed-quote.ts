import { QUICK_QUESTIONS_END, QUICK_QUESTIONS_START } from '@shared/checklist.js';
import { rulesEngine } from '../analysis/engine.js';
import type { ConversationDeps } from '../conversation/ports.js';
import { analyzeAndOpenChat } from '../conversation/quote-analysis.js';
import type { QuoteRecord } from '../quotes/quote-record.js';
import { InMemoryBackend } from './in-memory.js';
import { storedQuote } from './quotes.js';

/** A quote of the given text analyzed by the rules engine over an in-memory store, as the pipeline leaves it. */
export async function analyzedQuote(
  text: string,
  fields: Partial<QuoteRecord> = {},
  openedAt = new Date('2026-11-28T11:01:00Z'),
): Promise<{ deps: ConversationDeps; backend: InMemoryBackend; quote: QuoteRecord }> {
  const backend = new InMemoryBackend();
  const deps: ConversationDeps = { quotes: backend.quotes, messages: backend.messageStore, engine: rulesEngine };
  const quote = storedQuote({
    status: 'analyzing',
    vendor: 'Acme Windows LLC',
    totalCost: '12480.00',
    zipCode: '43214',
    quantities: '10 windows, 0 doors',
    quoteType: 'windows',
    ...fields,
  });
  backend.putQuote(quote);
  await backend.quotes.saveText(quote.id, {
    extractedText: text,
    analysisText: text,
    extractionDetails: '',
    charactersExtracted: text.length,
    extractionMethod: 'PDF text',
    extractionTimestamp: new Date(openedAt.getTime() - 60_000).toISOString(),
    meanConfidence: 100,
  });
  await analyzeAndOpenChat(quote, deps, openedAt);
  return { deps, backend, quote: (await backend.quotes.get(quote.id))! };
}

/** The assistant's last message. */
export async function lastReply(backend: InMemoryBackend, quote: QuoteRecord): Promise<string> {
  return (await backend.messageStore.list(quote.id)).at(-1)!.content;
}

/** The quick-question buttons a message offers, or null. */
export function buttonsOf(content: string): string[] | null {
  const start = content.indexOf(QUICK_QUESTIONS_START);
  if (start < 0) return null;
  const end = content.indexOf(QUICK_QUESTIONS_END, start);
  return JSON.parse(content.slice(start + QUICK_QUESTIONS_START.length, end)) as string[];
}
