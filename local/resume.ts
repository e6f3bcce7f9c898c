import { PIPELINE_RUNNING_STATUSES } from '@shared/statuses.js';
import { PIPELINE_STEPS, type PipelineStepId } from '@shared/pipeline.js';

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
export async function resumeUnfinishedQuotes(now = new Date()): Promise<string[]> {
  const { listQuotesCreatedSince } = await import('../functions/store/quotes.js');
  const { startPipeline } = await import('../functions/quotes/pipeline-starter.js');
  const { MAX_UNFINISHED_EXTRACTIONS } = await import('../functions/extraction/limits.js');
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  const unfinished = (await listQuotesCreatedSince(since)).filter((q) => PIPELINE_RUNNING_STATUSES.includes(q.status));
  const resumed: string[] = [];
  for (const quote of unfinished) {
    const step = PIPELINE_STEPS.find((s) => s.id === quote.pipelineStep);
    if (step?.id === 'extract' && (quote.unfinishedExtractions ?? 0) >= MAX_UNFINISHED_EXTRACTIONS) {
      await giveUp(quote.id);
      console.log(
        `Not resuming quote ${quote.id}: reading its file was interrupted ${quote.unfinishedExtractions} times; it is marked as too complex to read.`,
      );
      continue;
    }
    await startPipeline(quote.id, step && step !== PIPELINE_STEPS[0] ? (step.id as PipelineStepId) : undefined);
    resumed.push(quote.id);
  }
  return resumed;
}

/** What the state machine's catch-all does with a file fault: status error with the message, the charge kept. */
async function giveUp(quoteId: string): Promise<void> {
  const { handler: markFailed } = await import('../functions/pipeline/markFailed.js');
  const { EXTRACTION_ERRORS } = await import('../functions/extraction/errors.js');
  await markFailed({ quoteId, error: { Error: 'UnreadableDocumentError', Cause: EXTRACTION_ERRORS.tooComplex } });
}
