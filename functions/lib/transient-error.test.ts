import {
  AccessDeniedException as BedrockAccessDeniedException,
  ModelNotReadyException,
  ModelTimeoutException,
  ServiceUnavailableException,
  ThrottlingException as BedrockThrottlingException,
  ValidationException as BedrockValidationException,
} from '@aws-sdk/client-bedrock-runtime';
import {
  ConditionalCheckFailedException,
  InternalServerError as DynamoInternalServerError,
  ProvisionedThroughputExceededException as DynamoProvisionedThroughputExceededException,
  RequestLimitExceeded,
  ThrottlingException as DynamoThrottlingException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { NoSuchKey, S3ServiceException } from '@aws-sdk/client-s3';
import {
  BadDocumentException,
  LimitExceededException,
  ProvisionedThroughputExceededException as TextractProvisionedThroughputExceededException,
  ThrottlingException as TextractThrottlingException,
} from '@aws-sdk/client-textract';
import { describe, expect, it } from 'vitest';
import { RETRYABLE_ERROR_NAMES } from '@shared/pipeline.js';
import { BedrockTimeoutError } from '../services/bedrock/converse.js';
import { UnreadableDocumentError } from '../extraction/document.js';
import { asTransient, isTransient, TransientError, withTransientErrors } from './transient-error.js';

/** $metadata as the SDK sets it on an error it deserialised. */
const meta = (httpStatusCode: number) => ({ httpStatusCode, requestId: 'REQ123', attempts: 3, totalRetryDelay: 450 });

const systemError = (code: string, message: string) =>
  Object.assign(new Error(message), { code, errno: -104, syscall: 'read' });

const transient: [string, unknown][] = [
  [
    'DynamoDB ThrottlingException',
    new DynamoThrottlingException({
      message: 'Rate of requests exceeds the allowed throughput.',
      $metadata: meta(400),
    }),
  ],
  [
    'DynamoDB ProvisionedThroughputExceededException',
    new DynamoProvisionedThroughputExceededException({
      message: 'The level of configured provisioned throughput for the table was exceeded.',
      $metadata: meta(400),
    }),
  ],
  [
    'DynamoDB RequestLimitExceeded',
    new RequestLimitExceeded({
      message: 'Throughput exceeds the current throughput limit for your account.',
      $metadata: meta(400),
    }),
  ],
  [
    'DynamoDB InternalServerError (500)',
    new DynamoInternalServerError({ message: 'Internal server error', $metadata: meta(500) }),
  ],
  [
    'DynamoDB transaction cancelled by throttling',
    new TransactionCanceledException({
      message: 'Transaction cancelled, please refer cancellation reasons for specific reasons [None, ThrottlingError]',
      $metadata: meta(400),
      CancellationReasons: [
        { Code: 'None' },
        { Code: 'ThrottlingError', Message: 'Throughput exceeds the current capacity of your table or index.' },
      ],
    }),
  ],
  [
    'S3 SlowDown (503)',
    new S3ServiceException({
      name: 'SlowDown',
      $fault: 'server',
      message: 'Please reduce your request rate.',
      $metadata: meta(503),
    }),
  ],
  [
    'S3 InternalError (500)',
    new S3ServiceException({
      name: 'InternalError',
      $fault: 'server',
      message: 'We encountered an internal error.',
      $metadata: meta(500),
    }),
  ],
  [
    'an unmodelled 502',
    new S3ServiceException({ name: 'Unknown', $fault: 'server', message: 'Bad Gateway', $metadata: meta(502) }),
  ],
  ['Textract ThrottlingException', new TextractThrottlingException({ message: 'Slow down', $metadata: meta(400) })],
  [
    'Textract ProvisionedThroughputExceededException',
    new TextractProvisionedThroughputExceededException({ message: 'Provisioned rate exceeded', $metadata: meta(400) }),
  ],
  [
    'Textract LimitExceededException (concurrent jobs)',
    new LimitExceededException({ message: 'Open jobs exceed maximum concurrent job limit', $metadata: meta(400) }),
  ],
  [
    'Bedrock ThrottlingException (429)',
    new BedrockThrottlingException({
      message: 'Too many requests, please wait before trying again.',
      $metadata: meta(429),
    }),
  ],
  [
    'Bedrock ModelTimeoutException (408)',
    new ModelTimeoutException({ message: 'Model has timed out in processing the request.', $metadata: meta(408) }),
  ],
  [
    'Bedrock ServiceUnavailableException (503)',
    new ServiceUnavailableException({ message: 'Service unavailable', $metadata: meta(503) }),
  ],
  [
    'Bedrock ModelNotReadyException ($retryable)',
    new ModelNotReadyException({ message: 'Model is not ready', $metadata: meta(429) }),
  ],
  ['our Bedrock timeout', new BedrockTimeoutError('Bedrock did not answer within 8000 ms')],
  [
    'a socket timeout (TimeoutError)',
    Object.assign(new Error('Connection timed out after 1000 ms'), { name: 'TimeoutError' }),
  ],
  ['ECONNRESET', systemError('ECONNRESET', 'read ECONNRESET')],
  ['ETIMEDOUT', systemError('ETIMEDOUT', 'connect ETIMEDOUT 52.94.0.1:443')],
  ['a TransientError', new TransientError('Temporary failure, to be retried: ThrottlingException')],
];

const notTransient: [string, unknown][] = [
  [
    'Bedrock ValidationException',
    new BedrockValidationException({ message: 'Malformed input request', $metadata: meta(400) }),
  ],
  [
    'Bedrock AccessDeniedException',
    new BedrockAccessDeniedException({
      message: 'User: arn:aws:sts::123456789012:assumed-role/x is not authorized',
      $metadata: meta(403),
    }),
  ],
  ['S3 NoSuchKey', new NoSuchKey({ message: 'The specified key does not exist.', $metadata: meta(404) })],
  [
    'DynamoDB ConditionalCheckFailedException',
    new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: meta(400) }),
  ],
  [
    'DynamoDB transaction cancelled by a condition',
    new TransactionCanceledException({
      message: 'Transaction cancelled [ConditionalCheckFailed, ThrottlingError]',
      $metadata: meta(400),
      CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'ThrottlingError' }],
    }),
  ],
  [
    'Textract BadDocumentException',
    new BadDocumentException({ message: 'Unable to read the document', $metadata: meta(400) }),
  ],
  ['a plain Error', new Error('Quote q-1 does not exist')],
  [
    'an unreadable document (wrapping a throttle)',
    new UnreadableDocumentError('No text could be read', {
      cause: new TextractThrottlingException({ message: 'x', $metadata: meta(400) }),
    }),
  ],
  ['an aborted call', Object.assign(new Error('Request aborted'), { name: 'AbortError', code: 'ECONNRESET' })],
  ['a string', 'ThrottlingException'],
  ['undefined', undefined],
  ['null', null],
];

describe('isTransient', () => {
  it.each(transient)('recognises %s', (_, error) => {
    expect(isTransient(error)).toBe(true);
  });

  it.each(notTransient)('leaves %s alone', (_, error) => {
    expect(isTransient(error)).toBe(false);
  });
});

describe('TransientError', () => {
  it('is named as the state machine’s Retry expects (the Lambda errorType is the error’s name)', () => {
    const error = new TransientError('x');
    expect(error.name).toBe('TransientError');
    expect(RETRYABLE_ERROR_NAMES).toContain(error.name);
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).toBe('TransientError: x');
  });
});

describe('asTransient', () => {
  it('turns a throttle into a TransientError that keeps the cause and names the error, without its message', () => {
    const throttle = new DynamoProvisionedThroughputExceededException({
      message: 'Throughput exceeded on arn:aws:dynamodb:us-east-1:123456789012:table/quotecheck for jane@example.com',
      $metadata: meta(400),
    });
    const error = asTransient(throttle) as TransientError;
    expect(error).toBeInstanceOf(TransientError);
    expect(error.cause).toBe(throttle);
    expect(error.message).toBe('Temporary failure, to be retried: ProvisionedThroughputExceededException (HTTP 400)');
    expect(asTransient(systemError('ECONNRESET', 'read ECONNRESET 10.0.0.1:443'))).toMatchObject({
      name: 'TransientError',
      message: 'Temporary failure, to be retried: Error (ECONNRESET)',
    });
  });

  it('returns every other error, and a TransientError, as it is', () => {
    for (const [, error] of notTransient) expect(asTransient(error)).toBe(error);
    const already = new TransientError('already');
    expect(asTransient(already)).toBe(already);
  });
});

describe('withTransientErrors', () => {
  it('returns what the task returns', async () => {
    await expect(withTransientErrors(async (n: number) => n + 1)(1)).resolves.toBe(2);
  });

  it('rethrows a transient failure as TransientError, with the original as its cause', async () => {
    const throttle = new BedrockThrottlingException({ message: 'Too many requests', $metadata: meta(429) });
    const task = withTransientErrors(async () => {
      throw throttle;
    });
    const error = await task(undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransientError);
    expect(error).toMatchObject({
      name: 'TransientError',
      message: 'Temporary failure, to be retried: ThrottlingException (HTTP 429)',
      cause: throttle,
    });
  });

  it('lets every other error through unchanged', async () => {
    const denied = new BedrockAccessDeniedException({ message: 'not authorized', $metadata: meta(403) });
    const unreadable = new UnreadableDocumentError('The PDF is encrypted');
    for (const original of [denied, unreadable, new Error('boom')]) {
      const error = await withTransientErrors(async () => {
        throw original;
      })(undefined).catch((e: unknown) => e);
      expect(error).toBe(original);
    }
  });
});
