import { apiHandler } from '../lib/http.js';
import { readAdminStats } from '../store/stats.js';

/** Admin back office; every route here is admin-only in the route table. */
export const handler = apiHandler('admin', {
  'GET /api/admin/stats': async () => ({ body: await readAdminStats(new Date().toISOString().slice(0, 10)) }),
});
