import { StateMachine } from 'aws-local-stepfunctions';
import { beforeAll, describe, expect, it } from 'vitest';
import { PIPELINE_FAILURE_STEP, PIPELINE_RETRY, PIPELINE_STEPS, RETRYABLE_ERROR_NAMES } from '@shared/pipeline.js';
import { CONFIG } from '../../infra/lib/config.js';
import {
  LAMBDA_SERVICE_ERRORS,
  LAMBDA_THROTTLED_ERROR,
  PIPELINE_FAILED_STATE,
  PIPELINE_RESUME_STATE,
  PIPELINE_SUCCEEDED_STATE,
} from '../../infra/lib/pipeline.js';
import { placeholderFunctionArn, renderPipelineAsl } from '../../infra/lib/render-pipeline-asl.js';

type Json = Record<string, any>;
type Handler = (input: any) => Promise<any>;

let definition: Json;
let renderMs: number;

beforeAll(() => {
  const started = performance.now();
  definition = renderPipelineAsl().definition;
  renderMs = performance.now() - started;
});

const STEP_NAMES = PIPELINE_STEPS.map((s) => s.stateName);

/** Runs the rendered machine locally with one handler per Task state (by state name). */
function run(input: Json, handlers: Record<string, Handler>) {
  const machine = new StateMachine(definition as never);
  const retryIntervalOverrides = Object.fromEntries(
    [...STEP_NAMES, PIPELINE_FAILURE_STEP.stateName].map((name) => [name, 0]),
  );
  return machine.run(input, { overrides: { taskResourceLocalHandlers: handlers, retryIntervalOverrides } });
}

/** The Fail state's error and cause, from the execution's rejection. */
async function failureOf(result: Promise<unknown>): Promise<{ error: string; cause: string }> {
  const rejection = await result.then(
    () => {
      throw new Error('the execution succeeded');
    },
    (error: Error & { cause?: Error }) => error,
  );
  expect(rejection.name).toBe('ExecutionError');
  return { error: rejection.cause!.name, cause: rejection.cause!.message };
}

/** Handlers that pass the state on and record the order they ran in. */
function passThrough(calls: string[]): Record<string, Handler> {
  return Object.fromEntries(
    [...STEP_NAMES, PIPELINE_FAILURE_STEP.stateName].map((name) => [
      name,
      async (input: Json) => {
        calls.push(name);
        return { quoteId: input.quoteId };
      },
    ]),
  );
}

describe('renderPipelineAsl', () => {
  it('renders quickly, without bundling', () => {
    expect(renderMs).toBeLessThan(3000);
  });

  it('chains exactly the pipeline steps in order, then Succeeded; MarkFailed leads to Failed', () => {
    expect(Object.keys(definition.States).sort()).toEqual(
      [
        PIPELINE_RESUME_STATE,
        ...STEP_NAMES,
        PIPELINE_FAILURE_STEP.stateName,
        PIPELINE_SUCCEEDED_STATE,
        PIPELINE_FAILED_STATE,
      ].sort(),
    );
    expect(definition.StartAt).toBe(PIPELINE_RESUME_STATE);
    expect(definition.States[PIPELINE_RESUME_STATE]).toMatchObject({ Type: 'Choice', Default: STEP_NAMES[0] });
    const order: string[] = [];
    for (let name: string | undefined = STEP_NAMES[0]; name; name = definition.States[name].Next) order.push(name);
    expect(order).toEqual([...STEP_NAMES, PIPELINE_SUCCEEDED_STATE]);
    expect(definition.States[PIPELINE_SUCCEEDED_STATE].Type).toBe('Succeed');
    expect(definition.States[PIPELINE_FAILURE_STEP.stateName].Next).toBe(PIPELINE_FAILED_STATE);
    expect(definition.States[PIPELINE_FAILED_STATE]).toMatchObject({
      Type: 'Fail',
      ErrorPath: '$.error.Error',
      CausePath: '$.error.Cause',
    });
  });

  it('gives every step its Lambda, the retry policy and the catch into MarkFailed', () => {
    for (const step of PIPELINE_STEPS) {
      const state = definition.States[step.stateName];
      expect(state).toMatchObject({ Type: 'Task', Resource: placeholderFunctionArn(step.id) });
      expect(state.ResultPath ?? '$').toBe('$');
      expect(state.Retry).toEqual([
        {
          // First: a throttled step (reserved concurrency) waits its turn, longer than a failure is retried.
          ErrorEquals: [LAMBDA_THROTTLED_ERROR],
          MaxAttempts: CONFIG.pipeline.throttleRetry.maxAttempts,
          IntervalSeconds: CONFIG.pipeline.throttleRetry.interval.toSeconds(),
          BackoffRate: CONFIG.pipeline.throttleRetry.backoffRate,
          MaxDelaySeconds: CONFIG.pipeline.throttleRetry.maxDelay.toSeconds(),
          JitterStrategy: 'FULL',
        },
        {
          ErrorEquals: [...RETRYABLE_ERROR_NAMES, ...LAMBDA_SERVICE_ERRORS],
          MaxAttempts: PIPELINE_RETRY.maxAttempts,
          IntervalSeconds: PIPELINE_RETRY.intervalSeconds,
          BackoffRate: PIPELINE_RETRY.backoffRate,
        },
      ]);
      expect(state.Catch).toEqual([
        { ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: PIPELINE_FAILURE_STEP.stateName },
      ]);
    }
    expect(definition.States[PIPELINE_FAILURE_STEP.stateName].Resource).toBe(
      placeholderFunctionArn(PIPELINE_FAILURE_STEP.id),
    );
  });
});

describe('the rendered pipeline, run with aws-local-stepfunctions', () => {
  it('runs every step in order and succeeds with the last step’s state', async () => {
    const calls: string[] = [];
    const handlers = passThrough(calls);
    handlers.AnalyzeQuote = async (input: Json) => {
      calls.push('AnalyzeQuote');
      return { quoteId: input.quoteId, analyzed: true };
    };

    const result = await run({ quoteId: 'q-1' }, handlers).result;

    expect(calls).toEqual(STEP_NAMES);
    expect(result).toEqual({ quoteId: 'q-1', analyzed: true });
  });

  it('retries a step that throws TransientError and carries on once it succeeds', async () => {
    const calls: string[] = [];
    const handlers = passThrough(calls);
    let attempts = 0;
    handlers.ExtractFields = async (input: Json) => {
      attempts += 1;
      if (attempts <= 2) throw Object.assign(new Error('Throttled by the model'), { name: 'TransientError' });
      calls.push('ExtractFields');
      return { quoteId: input.quoteId };
    };

    const result = await run({ quoteId: 'q-2' }, handlers).result;

    expect(attempts).toBe(3);
    expect(calls).toEqual(STEP_NAMES);
    expect(result).toEqual({ quoteId: 'q-2' });
  });

  it('keeps a throttled step waiting past the ordinary retry budget (the extract step at its reserved concurrency)', async () => {
    const calls: string[] = [];
    const handlers = passThrough(calls);
    let attempts = 0;
    handlers.ExtractText = async (input: Json) => {
      attempts += 1;
      if (attempts <= PIPELINE_RETRY.maxAttempts + 2)
        throw Object.assign(new Error('Rate exceeded'), { name: LAMBDA_THROTTLED_ERROR });
      calls.push('ExtractText');
      return { quoteId: input.quoteId };
    };

    const result = await run({ quoteId: 'q-throttled' }, handlers).result;

    expect(attempts).toBe(PIPELINE_RETRY.maxAttempts + 3);
    expect(calls).toEqual(STEP_NAMES);
    expect(result).toEqual({ quoteId: 'q-throttled' });
  });

  it('sends a non-retryable error to MarkFailed with {Error, Cause} and fails the execution', async () => {
    const calls: string[] = [];
    const handlers = passThrough(calls);
    let scopeAttempts = 0;
    handlers.DetermineScope = async () => {
      scopeAttempts += 1;
      throw Object.assign(new Error('The document is not a quote'), { name: 'UnsupportedDocument' });
    };
    let markFailedInput: Json | undefined;
    handlers.MarkFailed = async (input: Json) => {
      markFailedInput = input;
      return { recorded: true };
    };

    const failure = await failureOf(run({ quoteId: 'q-3' }, handlers).result);

    expect(failure).toEqual({ error: 'UnsupportedDocument', cause: 'The document is not a quote' });
    expect(scopeAttempts).toBe(1);
    expect(calls).toEqual(['ExtractText', 'ExtractFields']);
    expect(markFailedInput).toEqual({
      quoteId: 'q-3',
      error: { Error: 'UnsupportedDocument', Cause: 'The document is not a quote' },
    });
  });

  it('marks the quote failed when a TransientError keeps happening', async () => {
    const handlers = passThrough([]);
    let attempts = 0;
    handlers.ExtractText = async () => {
      attempts += 1;
      throw Object.assign(new Error('OCR service busy'), { name: 'TransientError' });
    };
    let markFailedInput: Json | undefined;
    handlers.MarkFailed = async (input: Json) => {
      markFailedInput = input;
      return null;
    };

    const failure = await failureOf(run({ quoteId: 'q-4' }, handlers).result);

    expect(failure.error).toBe('TransientError');
    expect(attempts).toBe(PIPELINE_RETRY.maxAttempts + 1);
    expect(markFailedInput?.error.Error).toBe('TransientError');
  });
});

describe('resuming from a failed step', () => {
  it('starts at the step named in resumeFrom and runs the rest in order', async () => {
    const calls: string[] = [];
    const machine = new StateMachine(definition as never, { validationOptions: { checkArn: false } });
    const run = machine.run(
      { quoteId: 'q1', resumeFrom: PIPELINE_STEPS[2].id },
      { overrides: { taskResourceLocalHandlers: passThrough(calls) as never } },
    );
    await run.result;
    expect(calls).toEqual(STEP_NAMES.slice(2));
  });
});
