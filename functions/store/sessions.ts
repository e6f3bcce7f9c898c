import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, TABLE } from './client.js';
import { keys } from './keys.js';
import { TABLE_TTL_ATTRIBUTE } from './table-design.js';
import type { RevokedSessionStore } from '../accounts/ports.js';

export const dynamoRevokedSessions: RevokedSessionStore = {
  async revoke(sessionId, expiresAt) {
    await ddb.send(
      new PutCommand({
        TableName: TABLE,
        Item: { ...keys.revokedSession(sessionId), type: 'revokedSession', [TABLE_TTL_ATTRIBUTE]: expiresAt },
      }),
    );
  },

  async isRevoked(sessionId) {
    const out = await ddb.send(
      new GetCommand({ TableName: TABLE, Key: keys.revokedSession(sessionId), ConsistentRead: true }),
    );
    // TTL deletion can lag by hours; an item past its time no longer matters (the token has expired too).
    const expiresAt = out.Item?.[TABLE_TTL_ATTRIBUTE] as number | undefined;
    return expiresAt !== undefined && expiresAt * 1000 > Date.now();
  },
};
