import type { HealthResponse } from '@shared/types.js';
import { getConfig } from '../lib/config.js';
import { apiHandler } from '../lib/http.js';

/** GET /api/health: the API answers. Locally the server only listens once every stand-in is ready. */
export const handler = apiHandler('health', {
  'GET /api/health': async () => {
    const body: HealthResponse = { status: 'ok', mode: getConfig().localMode ? 'local' : 'aws' };
    return { body };
  },
});
