import { createServer, type Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PIPELINE_FAILURE_STEP, PIPELINE_STEPS } from '../shared/pipeline.js';
import { ERRORS } from '../shared/messages.js';
import type { ApiFunction } from '../shared/routes.js';
import { apiGateway } from './api-gateway.js';
import { ensureAdmin, ensureUserPool, startCognito } from './cognito.js';
import { ensureTable, LOCAL_REGION, startDynamoDb } from './dynamodb.js';
import { LOCAL_CREDENTIALS } from '../functions/lib/config.js';
import { DEMO_SECRET_KEY, DEMO_WEBHOOK_SECRET, isDemoKey } from '../functions/payments/demo.js';
import { lambdaContext } from './lambda-context.js';
import { resumeUnfinishedQuotes } from './resume.js';
import { startS3 } from './s3.js';
import type { LocalSettings } from './settings.js';
import { staticSite } from './static-site.js';
import { LOCAL_STATE_MACHINE_ARN, startStepFunctions, type LocalStepFunctions, type TaskHandler } from './step-functions.js';
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
  Object.assign(process.env, { STRIPE_SECRET_KEY: DEMO_SECRET_KEY, STRIPE_WEBHOOK_SECRET: DEMO_WEBHOOK_SECRET, STRIPE_API_URL: standin.endpoint });
  console.log(`Payments: demo mode, no real charge (Stripe stand-in at ${standin.endpoint}).`);
  return standin;
}

async function pipelineTaskHandlers(): Promise<Record<string, TaskHandler>> {
  const steps = [...PIPELINE_STEPS, PIPELINE_FAILURE_STEP];
  const entries = await Promise.all(
    steps.map(async (step) => {
      const { handler } = (await import(`../functions/pipeline/${step.id}.ts`)) as { handler: (input: unknown, ctx: unknown) => Promise<unknown> };
      const run: TaskHandler = (input) => handler(input, lambdaContext(step.id, 5 * 60_000));
      return [step.stateName, run] as const;
    }),
  );
  return Object.fromEntries(entries);
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
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      S3_ENDPOINT: s3.endpoint,
      SFN_ENDPOINT: `http://127.0.0.1:${settings.ports.stepFunctions}`,
      STATE_MACHINE_ARN: LOCAL_STATE_MACHINE_ARN,
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
    const resumed = await resumeUnfinishedQuotes();
    if (resumed.length) console.log(`Resuming ${resumed.length} unfinished quote(s): ${resumed.join(', ')}`);

    const handlers = new Map<ApiFunction, Promise<unknown>>();
    const loadHandler = (fn: ApiFunction) => {
      if (!handlers.has(fn)) handlers.set(fn, import(`../functions/api/${fn}.ts`).then((m) => m.handler));
      return handlers.get(fn) as never;
    };
    const api = apiGateway(loadHandler);
    const site = staticSite(settings.webDir);
    server = createServer((req, res) => {
      const isApi = (req.url ?? '').startsWith('/api/');
      if (!isApi) return site(req, res);
      api(req, res).catch((error: Error) => {
        console.error('Local API error:', error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: ERRORS.internal }));
      });
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(settings.port, settings.host, resolve);
    });
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
