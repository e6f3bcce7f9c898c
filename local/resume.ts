import { PIPELINE_RUNNING_STATUSES } from '../shared/statuses.js';
import { PIPELINE_STEPS, type PipelineStepId } from '../shared/pipeline.js';

/**
 * After a crash or restart of the local server, executions that were running are gone: start
 * every unfinished quote of the last day again, from the step it had reached. (In AWS, Step
 * Functions keeps running executions, and a quote left behind is marked failed when read.)
 */
export async function resumeUnfinishedQuotes(now = new Date()): Promise<string[]> {
  const { listQuotesCreatedSince } = await import('../functions/store/quotes.js');
  const { startPipeline } = await import('../functions/quotes/pipeline-starter.js');
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  const unfinished = (await listQuotesCreatedSince(since)).filter((q) => PIPELINE_RUNNING_STATUSES.includes(q.status));
  for (const quote of unfinished) {
    const step = PIPELINE_STEPS.find((s) => s.id === quote.pipelineStep);
    await startPipeline(quote.id, step && step !== PIPELINE_STEPS[0] ? (step.id as PipelineStepId) : undefined);
  }
  return unfinished.map((q) => q.id);
}
