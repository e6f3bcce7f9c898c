import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PIPELINE_FAILURE_STEP, PIPELINE_STEPS } from '@shared/pipeline.js';
import { ERRORS } from '@shared/messages.js';
import { API_FUNCTIONS, type ApiFunction } from '@shared/routes.js';
import { apiGateway, BAD_REQUEST, requestTarget, sendJson, TOO_LARGE } from './api-gateway.js';
import { RateLimiter } from './rate-limiter.js';
import { RATE_LIMITS, rateLimitsOff } from '@shared/rate-limits.js';
import { ensureAdmin, ensureUserPool, startCognito } from './cognito.js';
import { ensureTable, LOCAL_REGION, startDynamoDb } from './dynamodb.js';
import { LOCAL_CREDENTIALS } from '../functions/lib/config.js';
import { DEMO_SECRET_KEY, DEMO_WEBHOOK_SECRET, isDemoKey } from '../functions/payments/demo.js';
import { lambdaContext } from './lambda-context.js';
import { resumeUnfinishedQuotes } from './resume.js';
import { securityHeaders } from '@shared/security-headers.js';
import { startS3 } from './s3.js';
import type { LocalSettings } from './settings.js';
import { staticSite } from './static-site.js';
import {
  LOCAL_STATE_MACHINE_ARN,
  startStepFunctions,
  type LocalStepFunctions,
  type TaskHandler,
} from './step-functions.js';
import { startStripeStandin, type StripeStandin } from './stripe-standin.js';

export const LOCAL_TABLE = 'quotecheck';
export const LOCAL_BUCKET = 'quotecheck-uploads';

export interface LocalStack {
  url: string;
  stepFunctions: LocalStepFunctions;
  stop(): Promise<void>;
}

type Stoppable = { stop: () => Promise<void> };

/** Starts the stand-ins together; if one fails, stops the others and reports the failure. */
async function startAll<T extends Stoppable[]>(starts: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const results = await Promise.allSettled(starts);
  const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult | undefined;
  if (failed) {
    await Promise.all(results.map((r) => (r.status === 'fulfilled' ? r.value.stop() : undefined)));
    throw failed.reason;
  }
  return results.map((r) => (r as PromiseFulfilledResult<Stoppable>).value) as T;
}

/** Where the local server answers on this machine (the Stripe stand-in posts its webhooks there). */
function loopbackUrl(settings: LocalSettings): string {
  const host = ['0.0.0.0', '::', ''].includes(settings.host) ? '127.0.0.1' : settings.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${settings.port}`;
}

/**
 * The site's own origins, the only ones state-changing API requests are taken from (CSRF guard,
 * functions/lib/request-guards.ts): the server's address under the names a browser on this machine
 * uses for it, the HOST it listens on, and any SITE_ORIGINS already in the environment.
 */
export function localSiteOrigins(settings: LocalSettings, extra = process.env.SITE_ORIGINS): string {
  const hosts = ['localhost', '127.0.0.1', '[::1]'];
  if (!['0.0.0.0', '::', ''].includes(settings.host))
    hosts.push(settings.host.includes(':') ? `[${settings.host}]` : settings.host);
  const origins = hosts.map((host) => `http://${host}:${settings.port}`);
  return [...new Set([...origins, ...(extra ?? '').split(',').map((o) => o.trim())])].filter(Boolean).join(',');
}

/**
 * Payments: with a real STRIPE_SECRET_KEY in the environment, the handlers use Stripe with it.
 * Without one, demo mode: a Stripe stand-in runs on its own port and the handlers get the demo
 * keys and its URL (no real charge; the demo key is only ever sent to the stand-in).
 */
async function startPayments(settings: LocalSettings): Promise<StripeStandin | undefined> {
  const configured = process.env.STRIPE_SECRET_KEY?.trim();
  if (configured && !isDemoKey(configured)) {
    console.log('Payments: Stripe, with the keys from the environment.');
    return undefined;
  }
  const standin = await startStripeStandin({
    port: settings.ports.stripe,
    secretKey: DEMO_SECRET_KEY,
    webhookSecret: DEMO_WEBHOOK_SECRET,
    webhookUrl: `${loopbackUrl(settings)}/api/payments/webhook`,
    dataFile: join(settings.dataDir, 'stripe-standin.json'),
  });
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: DEMO_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: DEMO_WEBHOOK_SECRET,
    STRIPE_API_URL: standin.endpoint,
  });
  console.log(`Payments: demo mode, no real charge (Stripe stand-in at ${standin.endpoint}).`);
  return standin;
}

async function pipelineTaskHandlers(): Promise<Record<string, TaskHandler>> {
  const steps = [...PIPELINE_STEPS, PIPELINE_FAILURE_STEP];
  const entries = await Promise.all(
    steps.map(async (step) => {
      const { handler } = (await import(`../functions/pipeline/${step.id}.ts`)) as {
        handler: (input: unknown, ctx: unknown) => Promise<unknown>;
      };
      const run: TaskHandler = (input) => handler(input, lambdaContext(step.id, 5 * 60_000));
      return [step.stateName, run] as const;
    }),
  );
  return Object.fromEntries(entries);
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** What a request that Node's HTTP parser refuses gets (the server never sees it as a request). */
function clientErrorStatus(code: string | undefined): { status: number; error: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, error: 'Request headers too large' };
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return { status: 413, error: TOO_LARGE };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, error: 'Request timeout' };
  return { status: 400, error: BAD_REQUEST };
}

/** Connections whose unparseable request was answered: they are only read (and dropped) until they close. */
const answered = new WeakSet<Duplex>();
/** How long an answered connection is read from before it is closed anyway. */
const LINGER_MS = 2000;

function answerClientError(error: NodeJS.ErrnoException, socket: Duplex, headers: Record<string, string>): void {
  // Node's parser reports each later chunk of an answered connection again: it is being drained.
  if (answered.has(socket)) return;
  // Nothing to answer on a connection that is gone, or whose previous answer is still being written.
  if (error.code === 'ECONNRESET' || !socket.writable || (socket as { _httpMessage?: unknown })._httpMessage) {
    socket.destroy();
    return;
  }
  answered.add(socket);
  const { status, error: message } = clientErrorStatus(error.code);
  // The answer to a HEAD request has no body (the client would read one as a malformed next answer).
  const isHead = (error as { rawPacket?: Buffer }).rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
  const body = isHead ? '' : JSON.stringify({ error: message });
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'content-type: application/json; charset=utf-8',
    'cache-control: no-store',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
  ];
  // A lingering close: the client may still be sending its request's body. Closing at once would
  // reset the connection (unread data) and the client would see that instead of this answer, so the
  // connection is read on until the client closes its side, or for LINGER_MS at most.
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('end', () => socket.destroy());
  socket.once('close', () => clearTimeout(timer));
  socket.resume();
}

/**
 * The local stack's one HTTP server, in CloudFront's place: every answer carries the security headers,
 * /api/* goes to the API and everything else to the SPA. No request can stop it: malformed ones are
 * refused with a 4xx by the API, the site or (for what Node's HTTP parser refuses) `clientError`, and an
 * unexpected exception answers 500 (and closes that connection) while the server carries on.
 */
export function createLocalServer(parts: { api: Listener; site: Listener; headers: Record<string, string> }): Server {
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(parts.headers)) res.setHeader(name, value);
    const serve = requestTarget(req.url)?.pathname.startsWith('/api/') ? parts.api : parts.site;
    new Promise<void>((done) => done(serve(req, res))).catch((error: unknown) => {
      console.error(`Local server error on ${req.method} ${req.url}:`, error);
      try {
        if (res.headersSent) res.destroy();
        else sendJson(res, 500, { error: ERRORS.internal }, { connection: 'close' });
      } catch {
        res.destroy();
      }
    });
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) =>
    answerClientError(error, socket, parts.headers),
  );
  // Once listening, a server error (say, out of file descriptors) is logged; it must not end the process.
  server.once('listening', () => server.on('error', (error) => console.error('Local server error:', error)));
  return server;
}

/**
 * The whole product on one machine: DynamoDB Local, an S3 stand-in, a Cognito stand-in, the
 * pipeline's state machine run locally, and one HTTP server for the SPA and the API, whose routes
 * run the same Lambda handlers that CDK deploys.
 */
export async function startLocalStack(settings: LocalSettings): Promise<LocalStack> {
  mkdirSync(settings.dataDir, { recursive: true });
  const [dynamo, s3, cognito] = await startAll([
    startDynamoDb(settings.ports.dynamodb, join(settings.dataDir, 'dynamodb')),
    startS3(settings.ports.s3, join(settings.dataDir, 's3'), LOCAL_BUCKET),
    startCognito(settings.ports.cognito, join(settings.dataDir, 'cognito')),
  ]);
  const stopServices = () => Promise.all([dynamo.stop(), s3.stop(), cognito.stop()]).then(() => undefined);

  let stepFunctions: LocalStepFunctions | undefined;
  let server: Server | undefined;
  let stripe: StripeStandin | undefined;
  try {
    stripe = await startPayments(settings);
    await ensureTable(dynamo.endpoint, LOCAL_TABLE);
    const pool = await ensureUserPool(cognito.endpoint, join(settings.dataDir, 'local-user-pool.json'));
    if (settings.admin) await ensureAdmin(cognito.endpoint, pool, settings.admin);

    Object.assign(process.env, {
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      TABLE_NAME: LOCAL_TABLE,
      UPLOADS_BUCKET: LOCAL_BUCKET,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.clientId,
      COGNITO_ENDPOINT: cognito.endpoint,
      COGNITO_LOCAL_JWK: JSON.stringify(cognito.signingKey),
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      S3_ENDPOINT: s3.endpoint,
      SFN_ENDPOINT: `http://127.0.0.1:${settings.ports.stepFunctions}`,
      STATE_MACHINE_ARN: LOCAL_STATE_MACHINE_ARN,
      SITE_ORIGINS: localSiteOrigins(settings),
      POWERTOOLS_SERVICE_NAME: 'quotecheck',
      POWERTOOLS_LOG_LEVEL: process.env.LOG_LEVEL ?? 'WARN',
    });

    const { renderPipelineAsl } = await import('../infra/lib/render-pipeline-asl.js');
    stepFunctions = await startStepFunctions({
      port: settings.ports.stepFunctions,
      definition: renderPipelineAsl().definition,
      taskHandlers: await pipelineTaskHandlers(),
      retryIntervalMs: settings.retryIntervalMs,
    });
    const { quoteDeps } = await import('../functions/wiring/quotes.js');
    const resumed = await resumeUnfinishedQuotes(quoteDeps());
    if (resumed.length) console.log(`Resuming ${resumed.length} unfinished quote(s): ${resumed.join(', ')}`);

    const handlers = new Map<ApiFunction, Promise<unknown>>();
    const loadHandler = (fn: ApiFunction) => {
      if (!handlers.has(fn))
        handlers.set(
          fn,
          import(`../functions/api/${fn}.ts`).then((m) => m.handler),
        );
      return handlers.get(fn) as never;
    };
    // Each handler's code is loaded once the stack is up, not on its first request: a homeowner's first
    // chat message does not wait for the chat's code to load and compile.
    const preload = () => API_FUNCTIONS.forEach((fn) => (loadHandler(fn) as Promise<unknown>).catch(() => undefined));
    server = createLocalServer({
      api: apiGateway(loadHandler, {
        limiter: rateLimitsOff(process.env.RATE_LIMITS) ? undefined : new RateLimiter(RATE_LIMITS),
      }),
      site: staticSite(settings.webDir),
      // The browser uploads straight to the bucket (presigned POST): the S3 stand-in is another origin.
      headers: securityHeaders({ uploadOrigins: [s3.endpoint] }),
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(settings.port, settings.host, resolve);
    });
    preload();
  } catch (error) {
    await stripe?.stop();
    await stepFunctions?.stop();
    await stopServices();
    throw error;
  }

  const httpServer = server;
  const sfn = stepFunctions;
  const stripeStandin = stripe;
  return {
    url: `http://${settings.host === '127.0.0.1' ? 'localhost' : settings.host}:${settings.port}`,
    stepFunctions: sfn,
    async stop() {
      await stripeStandin?.stop();
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await sfn.stop();
      await stopServices();
    },
  };
}
