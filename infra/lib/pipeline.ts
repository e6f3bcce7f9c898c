import { Duration } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import {
  Choice,
  Condition,
  DefinitionBody,
  Errors,
  Fail,
  JitterType,
  JsonPath,
  LogLevel,
  StateMachine,
  StateMachineType,
  Succeed,
  type IChainable,
  type RetryProps,
} from 'aws-cdk-lib/aws-stepfunctions';
import { LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { Construct } from 'constructs';
import {
  PIPELINE_FAILURE_STEP,
  PIPELINE_RETRY,
  PIPELINE_STEPS,
  RETRYABLE_ERROR_NAMES,
  type PipelineStepId,
} from '@shared/pipeline.js';
import { PIPELINE_ACCESS, accessOf, grantAccess, type AccessTargets } from './access.js';
import { CONFIG } from './config.js';
import { acknowledge, acknowledgeWildcards } from './nag.js';
import { QuoteCheckFunction, type QuoteCheckFunctionProps } from './quotecheck-function.js';

/** One Lambda per pipeline step (shared/pipeline.ts) plus the failure step. */
export type PipelineFunctions = Record<PipelineStepId | typeof PIPELINE_FAILURE_STEP.id, IFunction>;

/** The ids of every function the state machine invokes, steps first. */
export const PIPELINE_FUNCTION_IDS: ReadonlyArray<keyof PipelineFunctions> = [
  ...PIPELINE_STEPS.map((step) => step.id),
  PIPELINE_FAILURE_STEP.id,
];

/**
 * What some steps need beyond the defaults: the extract step reads files with WASM and native libraries,
 * the fields step paints over a photographed or scanned page for the model with a native one.
 */
export const PIPELINE_FUNCTION_SETTINGS: Partial<
  Record<
    keyof PipelineFunctions,
    Pick<QuoteCheckFunctionProps, 'runtimeModules' | 'memorySize' | 'reservedConcurrentExecutions'>
  >
> = {
  extract: {
    runtimeModules: CONFIG.pipeline.extractRuntimeModules,
    memorySize: CONFIG.pipeline.extractMemorySize,
    reservedConcurrentExecutions: CONFIG.pipeline.extractReservedConcurrency,
  },
  extractFields: { runtimeModules: CONFIG.pipeline.fieldsRuntimeModules },
};

/** Lambda service errors worth retrying (transient service faults). */
export const LAMBDA_SERVICE_ERRORS = [
  'Lambda.ServiceException',
  'Lambda.AWSLambdaException',
  'Lambda.SdkClientException',
] as const;

/** Lambda refused the invocation for concurrency (a step at its reserved concurrency, or the account limit). */
export const LAMBDA_THROTTLED_ERROR = 'Lambda.TooManyRequestsException';

/** Terminal state names. */
export const PIPELINE_SUCCEEDED_STATE = 'Succeeded';
export const PIPELINE_FAILED_STATE = 'Failed';
/** The first state: starts at the first step, or at `resumeFrom` when a retry names a step. */
export const PIPELINE_RESUME_STATE = 'ResumeAt';

const RETRY: RetryProps = {
  errors: [...RETRYABLE_ERROR_NAMES, ...LAMBDA_SERVICE_ERRORS],
  maxAttempts: PIPELINE_RETRY.maxAttempts,
  interval: Duration.seconds(PIPELINE_RETRY.intervalSeconds),
  backoffRate: PIPELINE_RETRY.backoffRate,
};

/** A throttled step waits for a free slot longer than a failed one is retried (infra/lib/config.ts). */
const THROTTLE_RETRY: RetryProps = {
  errors: [LAMBDA_THROTTLED_ERROR],
  maxAttempts: CONFIG.pipeline.throttleRetry.maxAttempts,
  interval: CONFIG.pipeline.throttleRetry.interval,
  backoffRate: CONFIG.pipeline.throttleRetry.backoffRate,
  maxDelay: CONFIG.pipeline.throttleRetry.maxDelay,
  jitterStrategy: JitterType.FULL,
};

/**
 * The quote pipeline as a chain of states, built from PIPELINE_STEPS:
 *
 *   ResumeAt → ExtractText → ExtractFields → DetermineScope → AnalyzeQuote → Succeeded
 *                    └────────────┴──────────────┴──────────────┴─→ MarkFailed → Failed
 *
 * Input is {quoteId} (plus {resumeFrom: stepId} to re-run from a failed step). Each step's Lambda receives the state and its return value is the next
 * state. A throttled step waits for a slot (THROTTLE_RETRY); a step is retried on
 * RETRYABLE_ERROR_NAMES and Lambda service errors; any other error is caught into `$.error`
 * ({Error, Cause}) and MarkFailed records it on the quote before the execution fails with that error.
 */
export function buildPipelineDefinition(scope: Construct, functions: PipelineFunctions): IChainable {
  const failed = new Fail(scope, PIPELINE_FAILED_STATE, { errorPath: '$.error.Error', causePath: '$.error.Cause' });
  const markFailed = new LambdaInvoke(scope, PIPELINE_FAILURE_STEP.stateName, {
    lambdaFunction: functions[PIPELINE_FAILURE_STEP.id],
    payloadResponseOnly: true,
    retryOnServiceExceptions: false,
    // Keep the state (and its error) as it is, so that the Fail state reports the original error.
    resultPath: JsonPath.DISCARD,
  })
    .addRetry(THROTTLE_RETRY)
    .addRetry(RETRY)
    .next(failed);

  const steps = PIPELINE_STEPS.map((step) =>
    new LambdaInvoke(scope, step.stateName, {
      lambdaFunction: functions[step.id],
      payloadResponseOnly: true,
      retryOnServiceExceptions: false,
      // ResultPath is left at its default ('$'): the step's return value becomes the state.
      // (An explicit '$' means the same in AWS but aws-local-stepfunctions nests it under a "$" key.)
    })
      .addRetry(THROTTLE_RETRY)
      .addRetry(RETRY)
      .addCatch(markFailed, { errors: [Errors.ALL], resultPath: '$.error' }),
  );

  const succeeded = new Succeed(scope, PIPELINE_SUCCEEDED_STATE);
  steps.forEach((step, i) => step.next(steps[i + 1] ?? succeeded));

  // A retry re-runs from the step that failed: {quoteId, resumeFrom: <step id>}.
  const resume = new Choice(scope, PIPELINE_RESUME_STATE);
  PIPELINE_STEPS.forEach((step, i) => {
    if (i === 0) return;
    resume.when(
      Condition.and(Condition.isPresent('$.resumeFrom'), Condition.stringEquals('$.resumeFrom', step.id)),
      steps[i],
    );
  });
  return resume.otherwise(steps[0]);
}

export interface PipelineStateMachineProps {
  functions: PipelineFunctions;
}

/** The STANDARD state machine running the pipeline, with execution logging and X-Ray tracing. */
export class PipelineStateMachine extends Construct {
  public readonly stateMachine: StateMachine;

  constructor(scope: Construct, id: string, props: PipelineStateMachineProps) {
    super(scope, id);

    const logGroup = new LogGroup(this, 'Logs', { retention: CONFIG.logRetention });
    this.stateMachine = new StateMachine(this, 'StateMachine', {
      stateMachineType: StateMachineType.STANDARD,
      definitionBody: DefinitionBody.fromChainable(buildPipelineDefinition(this, props.functions)),
      timeout: CONFIG.pipeline.timeout,
      tracingEnabled: true,
      logs: { destination: logGroup, level: LogLevel.ALL, includeExecutionData: false },
    });

    const policy = this.stateMachine.role.node.tryFindChild('DefaultPolicy');
    if (policy) {
      acknowledge(
        policy,
        'AwsSolutions-IAM5[Resource::*]',
        'Step Functions log delivery (logs:*LogDelivery, DescribeResourcePolicies/DescribeLogGroups) and X-Ray writes do not support resource-level permissions.',
      );
      for (const fn of Object.values(props.functions)) {
        acknowledgeWildcards(
          policy,
          new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [`${fn.functionArn}:*`] }),
          'Invoke on the qualified ARNs (versions/aliases) of this pipeline step function only; the role invokes nothing else.',
        );
      }
    }
  }
}

export interface PipelineProps {
  /** Environment every step function gets (TABLE_NAME, UPLOADS_BUCKET, ...). */
  environment: Record<string, string>;
  targets: AccessTargets;
}

/** The pipeline's Lambdas (functions/pipeline/<id>.ts) and the state machine that runs them. */
export class Pipeline extends Construct {
  public readonly functions: Record<keyof PipelineFunctions, QuoteCheckFunction>;
  public readonly stateMachine: StateMachine;

  constructor(scope: Construct, id: string, props: PipelineProps) {
    super(scope, id);

    this.functions = Object.fromEntries(
      PIPELINE_FUNCTION_IDS.map((stepId) => {
        const access = accessOf(PIPELINE_ACCESS, stepId);
        const fn = new QuoteCheckFunction(this, stepId, {
          entry: `functions/pipeline/${stepId}.ts`,
          description: `QuoteCheck pipeline step: ${stepId}`,
          timeout: CONFIG.functions.pipelineStepTimeout,
          environment: access.textract
            ? { ...props.environment, EXTRACTOR: CONFIG.pipeline.extractor }
            : props.environment,
          ...PIPELINE_FUNCTION_SETTINGS[stepId],
        });
        grantAccess(fn, access, props.targets);
        return [stepId, fn];
      }),
    ) as Record<keyof PipelineFunctions, QuoteCheckFunction>;

    this.stateMachine = new PipelineStateMachine(this, 'Machine', { functions: this.functions }).stateMachine;
  }
}
