import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UserRecord, UserStore } from '../accounts/ports.js';
import { ddb, TABLE } from './client.js';
import { isConditionFailure, putNew, transact } from './transactions.js';
import { KIND, keys, sortableId } from './keys.js';
import { countersUpdate } from './stats.js';

export const dynamoUserStore: UserStore = {
  async create(user) {
    try {
      await transact([
        putNew({
          ...keys.user(user.id),
          type: 'user',
          gsi2pk: KIND.users,
          gsi2sk: sortableId(user.createdAt, user.id),
          ...user,
          creditBalance: 0,
          totalQuotes: 0,
          totalPaid: 0,
        }),
        countersUpdate(keys.statsTotals(), { totalUsers: 1 }),
      ]);
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  async get(userId) {
    const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.user(userId) }));
    if (!out.Item) return undefined;
    const { id, email, fullName, role, createdAt, creditBalance, totalQuotes, totalPaid } = out.Item as UserRecord;
    return {
      id,
      email,
      fullName: fullName ?? null,
      role: role ?? 'user',
      createdAt,
      creditBalance,
      totalQuotes,
      totalPaid,
    };
  },

  async setRole(userId, role) {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.user(userId),
        UpdateExpression: 'SET #role = :role',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':role': role },
      }),
    );
  },
};
