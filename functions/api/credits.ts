import { apiHandler } from '../lib/http.js';
import { getCreditBalance } from '../store/credit-ledger.js';

/** The signed-in user's credits (spec section 3: balance, isFirstQuote). */
export const handler = apiHandler('credits', {
  'GET /api/credits/balance': async (req) => ({ body: await getCreditBalance(req.user!.id) }),
});
