import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { TooManyRequestsError } from '../lib/errors.js';
import type { AttemptCounter } from '../accounts/ports.js';
import { ddb, TABLE } from './client.js';
import { keys } from './keys.js';
import { TABLE_TTL_ATTRIBUTE } from './table-design.js';

/**
 * Attempts per key (an e-mail address, say) in fixed windows, counted in DynamoDB so every Lambda and
 * the local server share them; the key is stored as a hash only. Past `limit`, 429 with the seconds
 * left in the window.
 */
export const dynamoAttempts: AttemptCounter = {
  async count(key, limit, windowSeconds, message) {
    const now = Math.floor(Date.now() / 1000);
    const windowStart = now - (now % windowSeconds);
    const hash = createHash('sha256').update(key).digest('base64url');
    try {
      await ddb.send(
        new UpdateCommand({
          TableName: TABLE,
          Key: keys.attempts(hash, windowStart),
          UpdateExpression: 'SET #ttl = :ttl ADD #count :one',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
          ExpressionAttributeNames: { '#count': 'count', '#ttl': TABLE_TTL_ATTRIBUTE },
          ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':ttl': windowStart + 2 * windowSeconds },
        }),
      );
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException)
        throw new TooManyRequestsError(message, Math.max(1, windowStart + windowSeconds - now));
      throw error;
    }
  },
};
