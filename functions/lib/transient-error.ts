import { TRANSIENT_ERROR_NAME } from '@shared/pipeline.js';
import { logger } from './logger.js';

/**
 * A failure worth trying again later (throttling, a timeout, a service fault): the pipeline's state
 * machine retries a step that throws it, with backoff (shared/pipeline.ts PIPELINE_RETRY). Its `name`
 * is what Step Functions matches, as the Lambda's errorType, against the Retry's ErrorEquals; once the
 * retries are spent, MarkFailed shows the homeowner the generic "something went wrong on our side".
 * The message names the error only (no request text, keys or ARNs); the original error is the `cause`.
 */
export class TransientError extends Error {
  override readonly name = TRANSIENT_ERROR_NAME;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * What the AWS SDK v3 itself treats as throttling or transient (@smithy/core's
 * service-error-classification, which decides its own retries), plus the services' modelled names
 * for the same thing: DynamoDB, S3, Textract and Bedrock.
 */
const TRANSIENT_NAMES = new Set([
  // Throttling (the SDK's THROTTLING_ERROR_CODES).
  'BandwidthLimitExceeded',
  'LimitExceededException', // Textract: too many concurrent jobs
  'PriorRequestNotComplete',
  'ProvisionedThroughputExceededException', // DynamoDB, Textract
  'RequestLimitExceeded', // DynamoDB: account-level throughput
  'RequestThrottled',
  'RequestThrottledException',
  'SlowDown', // S3 (503)
  'ThrottledException',
  'Throttling',
  'ThrottlingException', // DynamoDB, Textract, Bedrock
  'TooManyRequestsException',
  'TransactionInProgressException', // DynamoDB
  'TransactionConflictException', // DynamoDB: a write collided with a transaction on the item
  // Timeouts (the SDK's TRANSIENT_ERROR_CODES), Bedrock's and ours.
  'TimeoutError',
  'RequestTimeout', // S3
  'RequestTimeoutException',
  'ModelTimeoutException', // Bedrock (408)
  'BedrockTimeoutError', // functions/services/bedrock/converse.ts
  // Service faults (also answered 5xx).
  'InternalServerError', // DynamoDB, Textract
  'InternalServerException', // Bedrock
  'InternalError', // S3
  'ServiceUnavailable', // S3
  'ServiceUnavailableException', // Bedrock
  'ModelNotReadyException', // Bedrock
]);

/** HTTP statuses the SDK retries (TRANSIENT_ERROR_STATUS_CODES) and 429 Too Many Requests. */
const TRANSIENT_STATUS_CODES = new Set([429, 500, 502, 503, 504]);

/** Node network errors the SDK retries (NODEJS_TIMEOUT_ERROR_CODES, NODEJS_NETWORK_ERROR_CODES). */
const NETWORK_ERROR_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Why DynamoDB cancels a transaction when trying again can succeed. */
const TRANSIENT_CANCELLATIONS = new Set(['ThrottlingError', 'ProvisionedThroughputExceeded', 'TransactionConflict']);

/** The parts of an AWS SDK v3 error (ServiceException) and a Node system error the classifier reads. */
interface ErrorShape {
  name?: unknown;
  code?: unknown;
  $retryable?: unknown;
  $metadata?: { httpStatusCode?: unknown; requestId?: unknown };
  CancellationReasons?: { Code?: unknown }[];
}

/**
 * Whether an error is throttling, a timeout or a passing service fault, which the same call can get
 * past later: the SDK's retryable trait (`$retryable`), a 429/500/502/503/504 status, a throttling or
 * timeout name, a dropped connection, a transaction cancelled only by throttling or conflicts.
 * Only the error itself is read, never its `cause`: an error that wraps another (UnreadableDocumentError
 * around a Textract error) already says what the failure means. An aborted call is not transient.
 */
export function isTransient(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as ErrorShape;
  const name = typeof e.name === 'string' ? e.name : '';
  if (name === 'AbortError') return false;
  if (name === TRANSIENT_ERROR_NAME || TRANSIENT_NAMES.has(name)) return true;
  if (e.$retryable !== undefined && e.$retryable !== null) return true;
  if (TRANSIENT_STATUS_CODES.has(e.$metadata?.httpStatusCode as number)) return true;
  if (typeof e.code === 'string' && NETWORK_ERROR_CODES.has(e.code)) return true;
  if (name === 'TransactionCanceledException' && Array.isArray(e.CancellationReasons)) {
    const reasons = e.CancellationReasons.map((r) => r?.Code).filter((code) => code && code !== 'None');
    return reasons.length > 0 && reasons.every((code) => TRANSIENT_CANCELLATIONS.has(code as string));
  }
  return false;
}

/** An identifier-like token from an error (its name or code), or '' for anything else. */
function token(value: unknown): string {
  return typeof value === 'string' && /^[A-Za-z0-9_.:-]{1,80}$/.test(value) ? value : '';
}

/** "ThrottlingException (HTTP 400)": what failed, without the original message (it can hold keys and ARNs). */
function summary(error: unknown): string {
  const e = error as ErrorShape;
  const name = token(e.name) || 'Error';
  const code = token(e.code);
  const status = typeof e.$metadata?.httpStatusCode === 'number' ? `HTTP ${e.$metadata.httpStatusCode}` : '';
  const details = [code, status].filter(Boolean).join(', ');
  return details ? `${name} (${details})` : name;
}

/** The error a task should throw: a TransientError for a transient failure, any other error unchanged. */
export function asTransient(error: unknown): unknown {
  if (!isTransient(error) || (error as ErrorShape).name === TRANSIENT_ERROR_NAME) return error;
  return new TransientError(`Temporary failure, to be retried: ${summary(error)}`, { cause: error });
}

/**
 * Wraps a state machine task so that a transient failure is rethrown as TransientError (which the
 * state machine retries with backoff) and every other error propagates unchanged (to MarkFailed).
 */
export function withTransientErrors<I, O>(task: (input: I) => Promise<O>): (input: I) => Promise<O> {
  return async (input) => {
    try {
      return await task(input);
    } catch (error) {
      const thrown = asTransient(error);
      if (thrown !== error) {
        const requestId = token((error as ErrorShape).$metadata?.requestId);
        logger.warn('Transient failure; the state machine retries the step', {
          error: summary(error),
          ...(requestId ? { requestId } : {}),
        });
      }
      throw thrown;
    }
  };
}
