import { chatMessageSchema, updateScopeSchema } from '@shared/validation.js';
import { correctQuote, reanalyzeQuote, sendChatMessage } from '../conversation/homeowner-requests.js';
import { apiHandler, type ApiRequest } from '../lib/http.js';
import { callerOfRequest } from '../lib/session-cookies.js';
import { parseWith } from '../lib/validate.js';
import { openQuoteToChange } from '../quotes/open-quote.js';
import { toQuoteDetail } from '../quotes/quote-record.js';
import { primeRulesAnswers } from '../analysis/engine.js';
import { conversationDeps } from '../wiring/conversation.js';
import { quoteDeps } from '../wiring/quotes.js';

const quotes = quoteDeps();
const deps = conversationDeps();
// The chat's one-off work (compiling its patterns) is done as the code loads, not on a homeowner's first message.
primeRulesAnswers();

/** The quote named in the path, if the caller may change it (404 if they may not see it, 403 if only see it). */
const quoteOf = (req: ApiRequest) => openQuoteToChange(req.pathParameters.id, callerOfRequest(req), quotes);

/**
 * The conversation about an analyzed quote: chat turns, corrections of its fields and a fresh analysis,
 * the requests that run the analysis engine (functions/conversation). The rest of a quote's routes are
 * functions/api/quotes.ts, whose Lambda does not load the engine.
 */
export const handler = apiHandler('conversation', {
  'POST /api/quotes/{id}/chat': async (req) => {
    const { message, action } = parseWith(chatMessageSchema, req.body);
    return { body: { messages: await sendChatMessage(await quoteOf(req), message, deps, action) } };
  },

  'PATCH /api/quotes/{id}/update-scope': async (req) => {
    const changes = parseWith(updateScopeSchema, req.body);
    return { body: toQuoteDetail(await correctQuote(await quoteOf(req), changes, deps)) };
  },

  'POST /api/quotes/{id}/analyze': async (req) => ({
    body: toQuoteDetail(await reanalyzeQuote(await quoteOf(req), deps)),
  }),
});
