import { createServer, type Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PIPELINE_FAILURE_STEP, PIPELINE_STEPS } from '../shared/pipeline.js';
import { ERRORS } from '../shared/messages.js';
import type { ApiFunction } from '../shared/routes.js';
import { apiGateway } from './api-gateway.js';
import { ensureUserPool, startCognito } from './cognito.js';
import { ensureTable, LOCAL_REGION, startDynamoDb } from './dynamodb.js';
import { LOCAL_CREDENTIALS } from '../functions/lib/config.js';
import { lambdaContext } from './lambda-context.js';
import { resumeUnfinishedQuotes } from './resume.js';
import { startS3 } from './s3.js';
import type { LocalSettings } from './settings.js';
import { staticSite } from './static-site.js';
import { LOCAL_STATE_MACHINE_ARN, startStepFunctions, type LocalStepFunctions, type TaskHandler } from './step-functions.js';

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
  try {
    await ensureTable(dynamo.endpoint, LOCAL_TABLE);
    const pool = await ensureUserPool(cognito.endpoint, join(settings.dataDir, 'local-user-pool.json'));

    Object.assign(process.env, {
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      TABLE_NAME: LOCAL_TABLE,
      UPLOADS_BUCKET: LOCAL_BUCKET,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.clientId,
      ADMIN_EMAIL: settings.adminEmail,
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
    await stepFunctions?.stop();
    await stopServices();
    throw error;
  }

  const httpServer = server;
  const sfn = stepFunctions;
  return {
    url: `http://${settings.host === '127.0.0.1' ? 'localhost' : settings.host}:${settings.port}`,
    stepFunctions: sfn,
    async stop() {
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await sfn.stop();
      await stopServices();
    },
  };
}
