/**
 * What a homeowner may ask of an analyzed quote: a chat turn, a correction of its fields, a fresh
 * analysis. Each is allowed by the quote's status (shared/statuses.ts; 409 otherwise: while the
 * pipeline works, it would race the analysis' write) and written by one writer at a time (a
 * concurrent turn or edit that won the write makes this one a 409, to be tried again).
 */
import { isRunning, statusAllows, STILL_ANALYZING_MESSAGE, type QuoteAction } from '@shared/statuses.js';
import type { ChatAction, ChatMessage } from '@shared/types.js';
import type { UpdateScopeRequest } from '@shared/validation.js';
import { ConflictError } from '../lib/errors.js';
import { QuoteStatusChangedError } from '../quotes/errors.js';
import type { QuoteRecord } from '../quotes/quote-record.js';
import type { ConversationDeps } from './ports.js';
import { chatTurn } from './chat-turn.js';
import { correctFields, reanalyzeAll, type QuoteState } from './quote-analysis.js';

const NOT_YET: Record<'chat' | 'edit' | 'analyze', string> = {
  chat: 'The chat opens once your quote has been read.',
  edit: 'Fields can be edited once the analysis is done.',
  analyze: 'The quote is not ready for a new analysis.',
};

/** A failed quote has no analysis to correct: a retry or a new upload is what helps. */
export const FAILED_NOT_EDITABLE =
  'This quote could not be analyzed, so its fields cannot be edited. Retry processing, or upload the quote again.';

function assertAllowed(quote: QuoteRecord, action: keyof typeof NOT_YET & QuoteAction): void {
  if (statusAllows(quote.status, action)) return;
  if (isRunning(quote.status)) throw new ConflictError(STILL_ANALYZING_MESSAGE);
  throw new ConflictError(quote.status === 'error' && action === 'edit' ? FAILED_NOT_EDITABLE : NOT_YET[action]);
}

async function oneWriter(work: () => Promise<QuoteState>): Promise<QuoteState> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof QuoteStatusChangedError)
      throw new ConflictError('The quote changed meanwhile. Please try again.');
    throw error;
  }
}

/**
 * POST chat: the homeowner's message and the assistant's reply. A tapped button's action (the figures
 * are right, to be fixed, or one of a field's candidates) changes the quote as an edit does, so it is
 * allowed where an edit is.
 */
export async function sendChatMessage(
  quote: QuoteRecord,
  text: string,
  deps: ConversationDeps,
  action?: ChatAction,
): Promise<ChatMessage[]> {
  assertAllowed(quote, action ? 'edit' : 'chat');
  return (await oneWriter(() => chatTurn(quote, text, deps, new Date(), action))).messages;
}

/** PATCH update-scope: corrects fields (spec section 5 rules) and re-analyzes the items they affect. */
export async function correctQuote(
  quote: QuoteRecord,
  changes: UpdateScopeRequest,
  deps: ConversationDeps,
): Promise<QuoteRecord> {
  assertAllowed(quote, 'edit');
  return (await oneWriter(() => correctFields(quote, changes, deps))).record;
}

/** POST analyze: all ten items again with the current fields and answers. */
export async function reanalyzeQuote(quote: QuoteRecord, deps: ConversationDeps): Promise<QuoteRecord> {
  assertAllowed(quote, 'analyze');
  return (await oneWriter(() => reanalyzeAll(quote, deps))).record;
}
