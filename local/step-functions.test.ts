import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { AccessDeniedException, ThrottlingException } from '@aws-sdk/client-textract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PIPELINE_FAILURE_STEP,
  PIPELINE_RETRY,
  PIPELINE_STEPS,
  type PipelineInput,
  type PipelineStepId,
} from '@shared/pipeline.js';
import type { QuoteStatus } from '@shared/statuses.js';
import { renderPipelineAsl } from '../infra/lib/render-pipeline-asl.js';
import { failureStep, pipelineStep } from '../functions/pipeline/run-step.js';
import type { QuoteStore } from '../functions/quotes/ports.js';
import { newQuoteRecord, type QuoteRecord } from '../functions/quotes/quote-record.js';
import { InMemoryBackend } from '../functions/testing/in-memory.js';
import { startStepFunctions, type LocalStepFunctions, type TaskHandler } from './step-functions.js';

/**
 * The pipeline's ASL (rendered from the CDK construct) run by the local Step Functions stand-in, as
 * `npm start` runs it, with each step built by the real pipelineStep wrapper and the real catch-all
 * (failureStep) over the in-memory quote store and ledger: what a step's thrown error does to the
 * execution and the quote.
 */

const backend = new InMemoryBackend();
/** Errors the next status writes throw, in order. */
const statusWriteErrors: unknown[] = [];
const quotes: QuoteStore = {
  ...backend.quotes,
  update: async (quoteId, changes, conditions) => {
    const error = changes.status ? statusWriteErrors.shift() : undefined;
    if (error) throw error;
    return backend.quotes.update(quoteId, changes, conditions);
  },
};
const deps = { quotes, charges: backend.charges, now: () => new Date() };

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
      pipelineStep(
        step.id,
        async (input) => {
          calls.push(step.stateName);
          return works.get(step.id)?.(input);
        },
        deps,
      ) as TaskHandler,
    ]),
  );
  taskHandlers[PIPELINE_FAILURE_STEP.stateName] = failureStep(deps) as TaskHandler;
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
  statusWriteErrors.length = 0;
});

let nextId = 0;

/** Starts the pipeline for a new quote through the stand-in's API and waits for the execution to end. */
async function runPipeline(): Promise<{
  quote: QuoteRecord;
  execution: { status?: string; error?: string; cause?: string };
}> {
  const id = `q-${++nextId}`;
  backend.putQuote({
    ...newQuoteRecord({
      id,
      fileName: 'quote.pdf',
      contentType: 'application/pdf',
      fileSize: 10,
      fileKey: `uploads/${id}/original`,
      status: 'processing',
      progressMessage: '',
      owner: { guestId: `g-${id}` },
      createdAt: new Date().toISOString(),
    }),
    charge: 'free',
  });
  backend.guests.set(`g-${id}`, { freeAnalysisUsed: true });
  const { executionArn } = await sfn.send(
    new StartExecutionCommand({
      stateMachineArn: stepFunctions.stateMachineArn,
      name: id,
      input: JSON.stringify({ quoteId: id }),
    }),
  );
  await stepFunctions.idle();
  const execution = await sfn.send(new DescribeExecutionCommand({ executionArn }));
  return { quote: (await backend.quotes.get(id))!, execution };
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
    expect(quote.chargeReturned).toBeUndefined();
    expect(backend.guests.get(`g-${quote.id}`)).toEqual({ freeAnalysisUsed: true });
  });

  it('retries a step whose own status write was throttled', async () => {
    statusWriteErrors.push(new ThrottlingException({ message: 'Rate exceeded', $metadata: meta(400) }));

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
    expect(quote.chargeReturned).toBe(true);
    expect(backend.guests.get(`g-${quote.id}`)).toEqual({ freeAnalysisUsed: false });
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
    expect(quote.chargeReturned).toBe(true);
    expect(backend.guests.get(`g-${quote.id}`)).toEqual({ freeAnalysisUsed: false });
  });
});
