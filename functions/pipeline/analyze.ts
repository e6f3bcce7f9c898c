import { analyzeAndOpenChat, statusAfter } from '../conversation/quote-analysis.js';
import { QuoteStatusChangedError } from '../quotes/errors.js';
import { analysisDeps } from '../wiring/analysis.js';
import { pipelineDeps } from '../wiring/pipeline.js';
import { pipelineStep } from './run-step.js';

/** Reads of a quote that keeps changing under the analysis before the step gives up (the quote then ends in `error` and the homeowner may retry). */
const WRITE_ATTEMPTS = 3;

const deps = pipelineDeps();
const analysis = analysisDeps();

/**
 * Pipeline step 'analyze': the 10-point checklist and the score; the Expert Chat opens with its first
 * question (status discussing) or, with nothing to ask, the quote is completed.
 */
export const handler = pipelineStep(
  'analyze',
  async ({ quoteId }) => {
    for (let attempt = 1; ; attempt++) {
      const quote = await deps.quotes.get(quoteId);
      if (!quote) throw new Error(`Quote ${quoteId} does not exist`);
      // Run again after it finished (a retried task): the chat is already open.
      if (quote.checklistResults?.length) return statusAfter(quote.pendingQuestion ?? null);
      try {
        // The analysis writes the final status itself, in the same conditional write as the results, so a
        // chat turn that lands right after it is never overwritten.
        await analyzeAndOpenChat(quote, analysis);
        return;
      } catch (error) {
        // Someone wrote the quote meanwhile (a field correction): analyse the newer version instead of failing.
        if (!(error instanceof QuoteStatusChangedError) || attempt >= WRITE_ATTEMPTS) throw error;
      }
    }
  },
  deps,
);
