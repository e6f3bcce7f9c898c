import { BatchGetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, TABLE } from './client.js';
import { keys } from './keys.js';
import { TABLE_TTL_ATTRIBUTE } from './table-design.js';
import type { RevokedSessionStore } from '../accounts/ports.js';

/** How long a user's "sessions before" mark is kept: as long as a refresh token lives (30 days), and a day. */
const USER_MARK_SECONDS = 31 * 86_400;

const live = (item: Record<string, unknown> | undefined): boolean => {
  // TTL deletion can lag by hours; an item past its time no longer matters (the token has expired too).
  const expiresAt = item?.[TABLE_TTL_ATTRIBUTE] as number | undefined;
  return expiresAt !== undefined && expiresAt * 1000 > Date.now();
};

export const dynamoRevokedSessions: RevokedSessionStore = {
  async revoke(sessionId, expiresAt) {
    await ddb.send(
      new PutCommand({
        TableName: TABLE,
        Item: { ...keys.revokedSession(sessionId), type: 'revokedSession', [TABLE_TTL_ATTRIBUTE]: expiresAt },
      }),
    );
  },

  async endSessionsBefore(sub, before) {
    await ddb.send(
      new PutCommand({
        TableName: TABLE,
        Item: {
          ...keys.userSessionsEnded(sub),
          type: 'userSessionsEnded',
          before,
          [TABLE_TTL_ATTRIBUTE]: before + USER_MARK_SECONDS,
        },
      }),
    );
  },

  /** One read for both marks (the session's own, its user's). */
  async isRevoked({ sessionId, sub, authTime }) {
    const session = keys.revokedSession(sessionId);
    const user = keys.userSessionsEnded(sub);
    const out = await ddb.send(
      new BatchGetCommand({ RequestItems: { [TABLE]: { Keys: [session, user], ConsistentRead: true } } }),
    );
    if (out.UnprocessedKeys?.[TABLE]?.Keys?.length) throw new Error('Session check not answered in full');
    const items = out.Responses?.[TABLE] ?? [];
    const find = (key: { pk: string; sk: string }) => items.find((i) => i.pk === key.pk && i.sk === key.sk);
    if (live(find(session))) return true;
    const mark = find(user);
    return live(mark) && authTime < Number(mark!.before);
  },
};
