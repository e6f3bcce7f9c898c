import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import type { PipelineStepId } from '@shared/pipeline.js';
import { awsClientOptions, getConfig } from '../lib/config.js';
import { onFirstUse } from '../lib/on-first-use.js';
import type { PipelineStarter } from '../quotes/ports.js';

const config = getConfig();
/** Made on first use: only uploads and retries start the pipeline. */
const sfn = onFirstUse(() => new SFNClient(awsClientOptions(config.SFN_ENDPOINT)));

/** Starts the quote pipeline's state machine (STATE_MACHINE_ARN), from the beginning or from a step to resume at. */
export const stepFunctionsPipeline: PipelineStarter = {
  async start(quoteId: string, resumeFrom?: PipelineStepId): Promise<string> {
    if (!config.STATE_MACHINE_ARN) throw new Error('STATE_MACHINE_ARN is not configured');
    const out = await sfn().send(
      new StartExecutionCommand({
        stateMachineArn: config.STATE_MACHINE_ARN,
        name: `${quoteId}-${Date.now()}`,
        input: JSON.stringify(resumeFrom ? { quoteId, resumeFrom } : { quoteId }),
      }),
    );
    return out.executionArn!;
  },
};
