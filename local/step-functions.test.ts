import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { AccessDeniedException, ThrottlingException } from '@aws-sdk/client-textract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PIPELINE_FAILURE_STEP,
  PIPELINE_RETRY,
  PIPELINE_STEPS,
  type PipelineInput,
  type PipelineStepId,
} from '@shared/pipeline.js';
import type { QuoteStatus } from '@shared/statuses.js';
import { renderPipelineAsl } from '../infra/lib/render-pipeline-asl.js';
import { startStepFunctions, type LocalStepFunctions, type TaskHandler } from './step-functions.js';

/**
 * The pipeline's ASL (rendered from the CDK construct) run by the local Step Functions stand-in, as
 * `npm start` runs it, with each step built by the real pipelineStep wrapper and the real MarkFailed
 * handler over an in-memory quote store: what a step's thrown error does to the execution and the quote.
 */

interface FakeQuote {
  id: string;
  status: QuoteStatus;
  progressMessage: string;
  pipelineStep?: string;
  charge: 'free';
  userId: null;
  guestId: string;
}

const store = vi.hoisted(() => ({
  quotes: new Map<string, Record<string, unknown>>(),
  /** Errors the next status writes throw, in order. */
  statusWriteErrors: [] as unknown[],
  returned: [] as string[],
}));

vi.mock('../functions/store/quotes.js', () => ({
  getQuote: async (id: string) => store.quotes.get(id),
  setPipelineStatus: async (id: string, update: Record<string, unknown>) => {
    const error = store.statusWriteErrors.shift();
    if (error) throw error;
    Object.assign(store.quotes.get(id)!, update);
  },
}));
vi.mock('../functions/store/credits.js', () => ({
  returnCharge: async (quote: { id: string }) => {
    store.returned.push(quote.id);
    return true;
  },
}));

const { pipelineStep } = await import('../functions/pipeline/run-step.js');
const { handler: markFailed } = await import('../functions/pipeline/markFailed.js');

type Work = (input: PipelineInput) => Promise<{ status?: QuoteStatus; progressMessage?: string } | void>;

/** What each step does in the current test (by default: nothing; the last one completes the quote). */
const works = new Map<PipelineStepId, Work>();
const calls: string[] = [];

const meta = (httpStatusCode: number) => ({ httpStatusCode, requestId: 'REQ1', attempts: 3, totalRetryDelay: 300 });

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

let stepFunctions: LocalStepFunctions;
let sfn: SFNClient;

beforeAll(async () => {
  const taskHandlers: Record<string, TaskHandler> = Object.fromEntries(
    PIPELINE_STEPS.map((step) => [
      step.stateName,
      pipelineStep(step.id, async (input) => {
        calls.push(step.stateName);
        return works.get(step.id)?.(input);
      }) as TaskHandler,
    ]),
  );
  taskHandlers[PIPELINE_FAILURE_STEP.stateName] = markFailed as TaskHandler;
  stepFunctions = await startStepFunctions({
    port: await freePort(),
    definition: renderPipelineAsl().definition,
    taskHandlers,
    retryIntervalMs: 0,
  });
  sfn = new SFNClient({
    endpoint: stepFunctions.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});

afterAll(async () => {
  sfn?.destroy();
  await stepFunctions?.stop();
});

beforeEach(() => {
  works.clear();
  works.set('analyze', async () => ({ status: 'completed', progressMessage: 'Analysis complete' }));
  calls.length = 0;
  store.statusWriteErrors.length = 0;
  store.returned.length = 0;
});

let nextId = 0;

/** Starts the pipeline for a new quote through the stand-in's API and waits for the execution to end. */
async function runPipeline(): Promise<{
  quote: FakeQuote;
  execution: { status?: string; error?: string; cause?: string };
}> {
  const id = `q-${++nextId}`;
  store.quotes.set(id, { id, status: 'processing', progressMessage: '', charge: 'free', userId: null, guestId: 'g-1' });
  const { executionArn } = await sfn.send(
    new StartExecutionCommand({
      stateMachineArn: stepFunctions.stateMachineArn,
      name: id,
      input: JSON.stringify({ quoteId: id }),
    }),
  );
  await stepFunctions.idle();
  const execution = await sfn.send(new DescribeExecutionCommand({ executionArn }));
  return { quote: store.quotes.get(id) as unknown as FakeQuote, execution };
}

const STEP_NAMES = PIPELINE_STEPS.map((s) => s.stateName);

describe('the local Step Functions run of the pipeline', () => {
  it('retries a step that was throttled once (a DynamoDB ProvisionedThroughputExceededException) and completes the quote', async () => {
    let attempts = 0;
    works.set('extractFields', async () => {
      attempts += 1;
      if (attempts === 1) {
        throw new ProvisionedThroughputExceededException({
          message: 'The level of configured provisioned throughput for the table was exceeded.',
          $metadata: meta(400),
        });
      }
    });

    const { quote, execution } = await runPipeline();

    expect(attempts).toBe(2);
    expect(calls).toEqual([STEP_NAMES[0], STEP_NAMES[1], ...STEP_NAMES.slice(1)]);
    expect(execution.status).toBe('SUCCEEDED');
    expect(quote).toMatchObject({ status: 'completed', progressMessage: 'Analysis complete' });
    expect(store.returned).toEqual([]);
  });

  it('retries a step whose own status write was throttled', async () => {
    store.statusWriteErrors.push(new ThrottlingException({ message: 'Rate exceeded', $metadata: meta(400) }));

    const { quote, execution } = await runPipeline();

    expect(execution.status).toBe('SUCCEEDED');
    expect(calls).toEqual(STEP_NAMES);
    expect(quote.status).toBe('completed');
  });

  it('does not retry an error that is not transient: the quote fails at once with the generic message', async () => {
    let attempts = 0;
    works.set('extract', async () => {
      attempts += 1;
      throw new AccessDeniedException({
        message:
          'User: arn:aws:sts::123456789012:assumed-role/Extract is not authorized to perform: textract:AnalyzeDocument',
        $metadata: meta(400),
      });
    });

    const { quote, execution } = await runPipeline();

    expect(attempts).toBe(1);
    expect(execution).toMatchObject({ status: 'FAILED', error: 'AccessDeniedException' });
    expect(quote).toMatchObject({
      status: 'error',
      progressMessage: 'Error while extracting text: Something went wrong on our side. Please retry.',
    });
    expect(store.returned).toEqual([quote.id]);
  });

  it('reports a thrown value that is not an Error as Error, as the Lambda runtime does, and fails the quote', async () => {
    works.set('scope', async () => {
      throw 'scope went wrong';
    });

    const { quote, execution } = await runPipeline();

    expect(execution).toMatchObject({ status: 'FAILED', error: 'Error', cause: 'scope went wrong' });
    expect(quote).toMatchObject({
      status: 'error',
      progressMessage: 'Error while determining scope: Something went wrong on our side. Please retry.',
    });
  });

  it('marks the quote failed with the generic message once a throttled step has used up its retries', async () => {
    let attempts = 0;
    works.set('extract', async () => {
      attempts += 1;
      throw new ThrottlingException({
        message: 'Rate exceeded for arn:aws:textract:us-east-1:123456789012',
        $metadata: meta(400),
      });
    });

    const { quote, execution } = await runPipeline();

    expect(attempts).toBe(PIPELINE_RETRY.maxAttempts + 1);
    expect(execution).toMatchObject({
      status: 'FAILED',
      error: 'TransientError',
      cause: 'Temporary failure, to be retried: ThrottlingException (HTTP 400)',
    });
    expect(quote).toMatchObject({
      status: 'error',
      progressMessage: 'Error while extracting text: Something went wrong on our side. Please retry.',
    });
    expect(calls).toEqual(Array(PIPELINE_RETRY.maxAttempts + 1).fill(STEP_NAMES[0]));
    // The charge goes back: the fault was ours, not the file's.
    expect(store.returned).toEqual([quote.id]);
  });
});
