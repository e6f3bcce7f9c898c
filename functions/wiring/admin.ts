import { dynamoAdminLists } from '../store/admin-lists.js';
import type { CreditDeps } from '../admin/admin-users.js';
import { UserNotFoundError } from '../payments/errors.js';
import { setCreditBalance } from '../store/credit-ledger.js';

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
