import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '@shared/types.js';
import { ddb, isConditionFailure, TABLE } from './client.js';
import { KIND, keys, sortableId } from './keys.js';
import { countersUpdate } from './stats.js';

export interface UserRecord {
  id: string;
  email: string;
  fullName: string | null;
  /** A copy of the role the user pool's groups gave at the last sign-in, for the admin's list. */
  role: Role;
  createdAt: string;
  creditBalance: number;
  totalQuotes: number;
  totalPaid: number;
  /** Cents Stripe refunded, and cents disputed, of this user's payments (written by the ledger's reversePayment). */
  totalRefunded?: number;
  totalDisputed?: number;
}

export interface UserStore {
  /** Creates the user's item and counts them in the stats; returns false when the user already exists. */
  create(user: Pick<UserRecord, 'id' | 'email' | 'fullName' | 'role' | 'createdAt'>): Promise<boolean>;
  get(userId: string): Promise<UserRecord | undefined>;
  setRole(userId: string, role: Role): Promise<void>;
}

export const dynamoUserStore: UserStore = {
  async create(user) {
    try {
      await ddb.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: TABLE,
                Item: {
                  ...keys.user(user.id),
                  type: 'user',
                  gsi2pk: KIND.users,
                  gsi2sk: sortableId(user.createdAt, user.id),
                  ...user,
                  creditBalance: 0,
                  totalQuotes: 0,
                  totalPaid: 0,
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            countersUpdate(keys.statsTotals(), { totalUsers: 1 }),
          ],
        }),
      );
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
