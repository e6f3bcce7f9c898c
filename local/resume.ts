import { PIPELINE_STEPS, type PipelineStepId } from '@shared/pipeline.js';
import { isRunning } from '@shared/statuses.js';
import { EXTRACTION_ERRORS } from '../functions/extraction/errors.js';
import { MAX_UNFINISHED_EXTRACTIONS } from '../functions/extraction/limits.js';
import { failQuote } from '../functions/quotes/fail-quote.js';
import type { QuoteDeps } from '../functions/quotes/ports.js';

export type ResumeDeps = Pick<QuoteDeps, 'quotes' | 'charges' | 'pipeline' | 'now'>;

/**
 * After a crash or restart of the local server, executions that were running are gone: start
 * every unfinished quote of the last day again, from the step it had reached. (In AWS, Step
 * Functions keeps running executions, and a quote left behind is marked failed when read.)
 *
 * Except a file whose extraction was already interrupted MAX_UNFINISHED_EXTRACTIONS times: reading
 * it is what stopped the server (a file bomb the reader's budget did not catch), and restarting it
 * at every start would stop the server again, forever. It ends in error as too complex to read,
 * the file's fault (the charge is kept), as when the budget catches it.
 */
export async function resumeUnfinishedQuotes(deps: ResumeDeps): Promise<string[]> {
  const since = new Date(deps.now().getTime() - 24 * 60 * 60 * 1000).toISOString();
  const unfinished = (await deps.quotes.listCreatedSince(since)).filter((q) => isRunning(q.status));
  const resumed: string[] = [];
  for (const quote of unfinished) {
    const step = PIPELINE_STEPS.find((s) => s.id === quote.pipelineStep);
    if (step?.id === 'extract' && (quote.unfinishedExtractions ?? 0) >= MAX_UNFINISHED_EXTRACTIONS) {
      // What the state machine's catch-all does with a file fault: status error with the message, the charge kept.
      await failQuote(quote.id, { Error: 'UnreadableDocumentError', Cause: EXTRACTION_ERRORS.tooComplex }, deps);
      console.log(
        `Not resuming quote ${quote.id}: reading its file was interrupted ${quote.unfinishedExtractions} times; it is marked as too complex to read.`,
      );
      continue;
    }
    await deps.pipeline.start(quote.id, step && step !== PIPELINE_STEPS[0] ? (step.id as PipelineStepId) : undefined);
    resumed.push(quote.id);
  }
  return resumed;
}
