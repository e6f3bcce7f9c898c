import { COMPARE_MESSAGES, compareQuerySchema } from '@shared/compare.js';
import { canCompareQuote, compareQuotes, isAnalyzed } from '../compare/compare-quotes.js';
import { ConflictError, NotFoundError } from '../lib/errors.js';
import { apiHandler } from '../lib/http.js';
import { parseWith } from '../lib/validate.js';
import { getExtractedText, getQuote } from '../store/quotes.js';

/**
 * Comparing 2–3 quotes side by side. Signed-in users compare their own quotes, the admin any. The ids
 * are checked before anything is read (400); a quote that does not exist or is not the caller's is
 * answered 404 "Quote not found", the same for either and naming no id.
 */
export const handler = apiHandler('compare', {
  'GET /api/compare': async (req) => {
    const { ids } = parseWith(compareQuerySchema, req.query);
    const user = req.user!;
    const records = await Promise.all(ids.map((id) => getQuote(id)));
    if (records.some((quote) => !quote || !canCompareQuote(quote, user))) throw new NotFoundError('Quote not found');
    const quotes = records.map((quote) => quote!);
    if (!quotes.every(isAnalyzed)) throw new ConflictError(COMPARE_MESSAGES.notAnalyzed);
    const texts = await Promise.all(quotes.map((quote) => getExtractedText(quote.id)));
    return { body: compareQuotes(quotes.map((record, i) => ({ record, text: texts[i] }))) };
  },
});
