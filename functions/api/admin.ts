import { listAdminQuotes } from '../admin/admin-quotes.js';
import { listAdminUsers, setUserCredits } from '../admin/admin-users.js';
import { adminDeps } from '../wiring/admin.js';
import { creditEditSchema, parsePage, parseSearch } from '../admin/requests.js';
import { apiHandler } from '../lib/http.js';
import { parseWith } from '../lib/validate.js';
import { readAdminStats } from '../store/stats.js';

const deps = adminDeps();

/** Admin back office; every route here is admin-only in the route table (401 guests, 403 others). */
export const handler = apiHandler('admin', {
  'GET /api/admin/stats': async () => ({ body: await readAdminStats(new Date().toISOString().slice(0, 10)) }),

  'GET /api/admin/quotes': async (req) => ({
    body: await listAdminQuotes({ page: parsePage(req.query.page), search: parseSearch(req.query.search) }, deps.store),
  }),

  'GET /api/admin/users': async (req) => ({ body: await listAdminUsers({ page: parsePage(req.query.page) }, deps) }),

  'POST /api/admin/users/{userId}/credits': async (req) => ({
    body: await setUserCredits(req.pathParameters.userId ?? '', parseWith(creditEditSchema, req.body), req.user!, deps),
  }),
});
