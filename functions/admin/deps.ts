import { dynamoAdminLists } from '../store/admin-lists.js';
import { setCreditBalance, UserNotFoundError } from '../store/credits.js';
import type { CreditDeps } from './admin-users.js';

/** The admin back office wired to DynamoDB. */
export function adminDeps(): CreditDeps & { store: typeof dynamoAdminLists } {
  return {
    store: dynamoAdminLists,
    now: () => new Date(),
    async setBalance(input) {
      try {
        const { balance } = await setCreditBalance(input);
        return { balance };
      } catch (error) {
        if (error instanceof UserNotFoundError) return undefined;
        throw error;
      }
    },
  };
}
