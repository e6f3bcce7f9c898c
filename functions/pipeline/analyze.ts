import { analyzeAndOpenChat } from '../conversation/quote-conversation.js';
import { getQuote } from '../store/quotes.js';
import { pipelineStep } from './run-step.js';

/**
 * Pipeline step 'analyze': the 10-point checklist and the score; the Expert Chat opens with its first
 * question (status discussing) or, with nothing to ask, the quote is completed.
 */
export const handler = pipelineStep('analyze', async ({ quoteId }) => {
  const quote = await getQuote(quoteId);
  if (!quote) throw new Error(`Quote ${quoteId} does not exist`);
  const { record } = await analyzeAndOpenChat(quote);
  return { status: record.status, progressMessage: record.progressMessage ?? '' };
});
