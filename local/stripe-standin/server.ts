import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { assertPortFree } from '../processes.js';
import { StripeApiError } from './errors.js';
import { parseStripeForm } from './form.js';
import { createOperations } from './operations.js';
import { createRouter } from './routes.js';
import { type Json, openStore, randomId } from './state.js';
import { createWebhooks } from './webhooks.js';

export interface StripeStandinOptions {
  port: number;
  /** The only API key accepted (Authorization: Bearer <key>). */
  secretKey: string;
  /** Where events are POSTed, e.g. http://127.0.0.1:3000/api/payments/webhook. */
  webhookUrl: string;
  webhookSecret: string;
  dataFile?: string;
  /** Wait before the first delivery attempt (Stripe sends events shortly after the change). */
  webhookDelayMs?: number;
}

export interface StripeStandin {
  endpoint: string;
  stop(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Starts the stand-in on 127.0.0.1:`port`: only the configured secret key is accepted. */
export async function startStripeStandin(options: StripeStandinOptions): Promise<StripeStandin> {
  const { port, secretKey, webhookUrl, webhookSecret, dataFile, webhookDelayMs = 150 } = options;
  await assertPortFree(port, '127.0.0.1', 'the Stripe stand-in');

  const store = openStore(dataFile);
  const webhooks = createWebhooks(store, { webhookUrl, webhookSecret, webhookDelayMs });
  const route = createRouter(store, createOperations(store, webhooks.emit));
  const idempotent = new Map<string, { statusCode: number; body: Json }>();

  const send = (res: ServerResponse, statusCode: number, body: Json, requestId: string) => {
    res.writeHead(statusCode, {
      'content-type': 'application/json',
      'request-id': requestId,
      'stripe-version': Stripe.API_VERSION,
    });
    res.end(JSON.stringify(body, null, 2));
  };

  const server = createServer((req, res) => {
    const requestId = randomId('req', 14);
    void (async () => {
      try {
        const url = new URL(req.url ?? '/', 'http://stand-in');
        const auth = req.headers.authorization ?? '';
        if (auth !== `Bearer ${secretKey}`) {
          const shown = auth.replace(/^Bearer\s+/, '').slice(0, 8);
          throw new StripeApiError(401, {
            type: 'invalid_request_error',
            message: auth ? `Invalid API Key provided: ${shown}****` : 'You did not provide an API key.',
          });
        }
        const method = (req.method ?? 'GET').toUpperCase();
        const text = await readBody(req);
        const params = method === 'POST' ? parseStripeForm(text) : parseStripeForm(url.search.slice(1));
        const keyHeader = req.headers['idempotency-key'];
        const idempotencyKey = typeof keyHeader === 'string' && method === 'POST' ? keyHeader : null;
        const cacheKey = idempotencyKey && `${method} ${url.pathname} ${idempotencyKey}`;
        const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
        if (cached) return send(res, cached.statusCode, cached.body, requestId);
        let statusCode = 200;
        let body: Json;
        try {
          body = route(method, url.pathname, url.searchParams, params, requestId, idempotencyKey);
        } catch (error) {
          if (!(error instanceof StripeApiError)) throw error;
          statusCode = error.statusCode;
          body = { error: error.body };
        }
        if (cacheKey && statusCode < 500) idempotent.set(cacheKey, { statusCode, body });
        send(res, statusCode, body, requestId);
      } catch (error) {
        if (error instanceof StripeApiError) return send(res, error.statusCode, { error: error.body }, requestId);
        console.error('Stripe stand-in error:', error);
        send(res, 500, { error: { type: 'api_error', message: 'The Stripe stand-in failed.' } }, requestId);
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      webhooks.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
