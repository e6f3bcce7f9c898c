import { compareQuerySchema } from '@shared/compare.js';
import { compareForUser } from '../compare/compare-quotes.js';
import { apiHandler } from '../lib/http.js';
import { parseWith } from '../lib/validate.js';
import { dynamoQuoteStore } from '../store/quotes.js';

/** Comparing 2–3 quotes side by side (functions/compare); the ids are checked before anything is read (400). */
export const handler = apiHandler('compare', {
  'GET /api/compare': async (req) => {
    const { ids } = parseWith(compareQuerySchema, req.query);
    return { body: await compareForUser(ids, req.user!, { quotes: dynamoQuoteStore }) };
  },
});
