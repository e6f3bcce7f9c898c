import { analyzeAndOpenChat, statusAfter } from '../conversation/quote-conversation.js';
import { getQuote } from '../store/quotes.js';
import { pipelineStep } from './run-step.js';

/**
 * Pipeline step 'analyze': the 10-point checklist and the score; the Expert Chat opens with its first
 * question (status discussing) or, with nothing to ask, the quote is completed.
 */
export const handler = pipelineStep('analyze', async ({ quoteId }) => {
  const quote = await getQuote(quoteId);
  if (!quote) throw new Error(`Quote ${quoteId} does not exist`);
  // Run again after it finished (a resume after a crash, a retried task): the chat is already open.
  if (quote.checklistResults?.length) return statusAfter(quote.pendingQuestion ?? null);
  // The analysis writes the final status itself, in the same conditional write as the results, so a
  // chat turn that lands right after it is never overwritten.
  await analyzeAndOpenChat(quote);
});
