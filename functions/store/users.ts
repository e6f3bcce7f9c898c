import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, isConditionFailure, TABLE } from './client.js';
import { KIND, keys, sortableId } from './keys.js';
import { countersUpdate } from './stats.js';

export interface UserRecord {
  id: string;
  email: string;
  fullName: string | null;
  createdAt: string;
  creditBalance: number;
  totalQuotes: number;
  totalPaid: number;
}

export interface UserStore {
  /** Creates the user's item and counts them in the stats; returns false when the user already exists. */
  create(user: Pick<UserRecord, 'id' | 'email' | 'fullName' | 'createdAt'>): Promise<boolean>;
  get(userId: string): Promise<UserRecord | undefined>;
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
    const { id, email, fullName, createdAt, creditBalance, totalQuotes, totalPaid } = out.Item as UserRecord;
    return { id, email, fullName: fullName ?? null, createdAt, creditBalance, totalQuotes, totalPaid };
  },
};
