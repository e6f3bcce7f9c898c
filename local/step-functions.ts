import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { StateMachine, type RunOptions, type StateMachineDefinition } from 'aws-local-stepfunctions';
import { assertPortFree } from './processes.js';

export type TaskHandler = (input: unknown) => Promise<unknown>;

/** The one state machine the stand-in runs: the quote pipeline. */
export const LOCAL_STATE_MACHINE_ARN = 'arn:aws:states:us-east-1:000000000000:stateMachine:QuotePipeline';

interface Execution {
  executionArn: string;
  stateMachineArn: string;
  name: string;
  status: 'RUNNING' | 'SUCCEEDED' | 'FAILED';
  input: string;
  output?: string;
  error?: string;
  cause?: string;
  startDate: number;
  stopDate?: number;
  done: Promise<void>;
}

export interface LocalStepFunctions {
  endpoint: string;
  stateMachineArn: string;
  /** Resolves when every execution started so far has finished. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * What a Task's failure is matched by, as in AWS: Step Functions matches Retry and Catch against the
 * Lambda's errorType, which the Node.js runtime takes from the thrown error's `name` (a thrown value
 * that is not an Error becomes an Error); aws-local-stepfunctions matches the rejection's `name`.
 */
function asLambdaError(thrown: unknown): Error {
  return thrown instanceof Error && typeof thrown.name === 'string' ? thrown : new Error(String(thrown));
}

/**
 * A Step Functions stand-in: answers the StartExecution and DescribeExecution calls of the AWS SDK
 * (awsJson1_0 protocol) and runs the state machine's ASL (the definition CDK synthesises) with
 * aws-local-stepfunctions, each Task state handled by the same Lambda handler code as in AWS, its
 * error matched by name as in AWS (so a step's TransientError is retried as the Retry says).
 */
export async function startStepFunctions(options: {
  port: number;
  definition: Record<string, unknown>;
  taskHandlers: Record<string, TaskHandler>;
  retryIntervalMs?: number;
}): Promise<LocalStepFunctions> {
  await assertPortFree(options.port, '127.0.0.1', 'the Step Functions stand-in');
  const stateMachineArn = LOCAL_STATE_MACHINE_ARN;
  const machine = new StateMachine(options.definition as unknown as StateMachineDefinition, {
    validationOptions: { checkPaths: true, checkArn: false },
  });
  const taskHandlers: Record<string, TaskHandler> = Object.fromEntries(
    Object.entries(options.taskHandlers).map(([state, handler]) => [
      state,
      async (input: unknown) => {
        try {
          return await handler(input);
        } catch (thrown) {
          throw asLambdaError(thrown);
        }
      },
    ]),
  );
  const taskStates = Object.keys(taskHandlers);
  const retryIntervalOverrides =
    options.retryIntervalMs === undefined
      ? undefined
      : Object.fromEntries(taskStates.map((s) => [s, options.retryIntervalMs!]));
  const executions = new Map<string, Execution>();

  function start(body: { stateMachineArn?: string; name?: string; input?: string }): Execution {
    if (body.stateMachineArn !== stateMachineArn)
      throw apiError(400, 'StateMachineDoesNotExist', `State Machine Does Not Exist: '${body.stateMachineArn}'`);
    const name = body.name ?? randomUUID();
    const executionArn = `arn:aws:states:us-east-1:000000000000:execution:QuotePipeline:${name}`;
    if (executions.has(executionArn))
      throw apiError(400, 'ExecutionAlreadyExists', `Execution Already Exists: '${executionArn}'`);
    const input = body.input ?? '{}';
    const run = machine.run(JSON.parse(input), {
      overrides: {
        taskResourceLocalHandlers: taskHandlers as unknown as NonNullable<
          RunOptions['overrides']
        >['taskResourceLocalHandlers'],
        retryIntervalOverrides,
      },
    });
    const execution: Execution = {
      executionArn,
      stateMachineArn,
      name,
      status: 'RUNNING',
      input,
      startDate: Date.now() / 1000,
      done: Promise.resolve(),
    };
    execution.done = run.result.then(
      (output) => {
        Object.assign(execution, { status: 'SUCCEEDED', output: JSON.stringify(output), stopDate: Date.now() / 1000 });
      },
      (error: Error & { cause?: { name?: string; message?: string } }) => {
        Object.assign(execution, {
          status: 'FAILED',
          error: error.cause?.name ?? error.name,
          cause: error.cause?.message ?? error.message,
          stopDate: Date.now() / 1000,
        });
      },
    );
    executions.set(executionArn, execution);
    return execution;
  }

  function describe(body: { executionArn?: string }) {
    const execution = executions.get(body.executionArn ?? '');
    if (!execution) throw apiError(400, 'ExecutionDoesNotExist', `Execution Does Not Exist: '${body.executionArn}'`);
    const { done: _done, ...rest } = execution;
    return rest;
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const target = String(req.headers['x-amz-target'] ?? '');
    res.setHeader('content-type', 'application/x-amz-json-1.0');
    try {
      const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
      let answer: unknown;
      if (target === 'AWSStepFunctions.StartExecution') {
        const execution = start(body);
        answer = { executionArn: execution.executionArn, startDate: execution.startDate };
      } else if (target === 'AWSStepFunctions.DescribeExecution') {
        answer = describe(body);
      } else {
        throw apiError(400, 'UnknownOperationException', `Operation ${target} is not supported locally`);
      }
      res.writeHead(200).end(JSON.stringify(answer));
    } catch (error) {
      const e = error as Error & { statusCode?: number; type?: string };
      res
        .writeHead(e.statusCode ?? 500)
        .end(JSON.stringify({ __type: e.type ?? 'InternalFailure', message: e.message }));
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));

  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    stateMachineArn,
    idle: async () => {
      await Promise.all([...executions.values()].map((e) => e.done));
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function apiError(statusCode: number, type: string, message: string): Error {
  return Object.assign(new Error(message), { statusCode, type });
}
