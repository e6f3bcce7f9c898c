import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { QuoteStatus } from '../../shared/statuses.js';
import { ddb, isConditionFailure, TABLE } from './client.js';
import { quoteKey } from './keys.js';

export class QuoteMissingError extends Error {
  override name = 'QuoteMissingError';
}

/** Records where the pipeline is: the status and message the UI shows, and the step that runs. */
export async function setPipelineStatus(
  quoteId: string,
  update: { status: QuoteStatus; progressMessage: string; pipelineStep?: string },
): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: quoteKey(quoteId),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: 'SET #status = :status, progressMessage = :message, updatedAt = :now' +
          (update.pipelineStep ? ', pipelineStep = :step' : ''),
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': update.status,
          ':message': update.progressMessage,
          ':now': new Date().toISOString(),
          ...(update.pipelineStep ? { ':step': update.pipelineStep } : {}),
        },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new QuoteMissingError(`Quote ${quoteId} does not exist`);
    throw error;
  }
}
