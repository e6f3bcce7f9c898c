import * as z from '@shared/zod.js';
import { apiHandler } from '../lib/http.js';
import { parseWith } from '../lib/validate.js';
import {
  createShareLink,
  listShareLinks,
  openSharedReport,
  revokeShareLink,
  shareableQuote,
  type ShareDeps,
} from '../shares/share-links.js';
import { newShareToken } from '../shares/tokens.js';
import { dynamoShares } from '../store/shares.js';
import { dynamoQuoteStore } from '../store/quotes.js';

const deps: ShareDeps = {
  shares: dynamoShares,
  getQuote: dynamoQuoteStore.get,
  newToken: newShareToken,
  now: () => new Date(),
};

/** A new link takes no options (an empty JSON object, or no body at all); anything else is refused. */
const createShareSchema = z.strictObject({}, { error: 'A share link takes no options: send {} or no body.' });

/**
 * The public view is read by whoever holds the link: never cached (a revoked link stops at once, and
 * no shared cache keeps a copy), and a page it leads to sends no referrer.
 */
const PUBLIC_VIEW_HEADERS = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };

/** Shareable read-only reports (functions/shares/share-links.ts). */
export const handler = apiHandler('shares', {
  'POST /api/quotes/{id}/shares': async (req) => {
    parseWith(createShareSchema, req.body);
    const quote = await shareableQuote(req.pathParameters.id, req.user!, deps, 'change');
    return { statusCode: 201, body: await createShareLink(quote, req.user!, deps) };
  },

  'GET /api/quotes/{id}/shares': async (req) => ({
    body: await listShareLinks(await shareableQuote(req.pathParameters.id, req.user!, deps), deps),
  }),

  'DELETE /api/quotes/{id}/shares/{token}': async (req) => ({
    body: await revokeShareLink(
      await shareableQuote(req.pathParameters.id, req.user!, deps, 'change'),
      req.pathParameters.token,
      deps,
    ),
  }),

  'GET /api/shared/{token}': async (req) => ({
    body: await openSharedReport(req.pathParameters.token, deps),
    headers: PUBLIC_VIEW_HEADERS,
  }),
});
