import { Duration } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IConstruct } from 'constructs';

/**
 * The stack's tunable numbers in one place. Anything a reviewer may want to change
 * (limits, timeouts, retention, lifecycle) lives here rather than inside the constructs.
 */
export const CONFIG = {
  /** Powertools service name shared by every function's logs and traces. */
  serviceName: 'quotecheck',
  logLevel: 'INFO',
  /** Retention of every log group the stack creates (functions, API access logs, state machine). */
  logRetention: RetentionDays.ONE_MONTH,

  functions: {
    memorySize: 512,
    /** API Gateway HTTP APIs stop waiting after 30 s, so API handlers finish first. */
    apiTimeout: Duration.seconds(29),
    /** A step may OCR a multi-page scan or wait on a model. */
    pipelineStepTimeout: Duration.minutes(5),
  },

  api: {
    /** Stage-wide throttling: steady requests per second and burst. */
    throttle: { rateLimit: 50, burstLimit: 100 },
  },

  pipeline: {
    /** Upper bound for one quote's run, retries included. */
    timeout: Duration.minutes(15),
    /** Who reads uploads in AWS: Amazon Textract ('local' runs our PDF text + tesseract.js reader in Lambda). */
    extractor: 'textract' as 'textract' | 'local',
    /** The extract step reads files with WASM and native libraries (mupdf, sharp, tesseract.js): they ship beside its bundle. */
    extractRuntimeModules: ['mupdf', 'sharp', 'tesseract.js', '@tesseract.js-data/eng', 'heic-decode'] as const,
    /** OCR and image preparation want memory, and Lambda gives CPU with it. */
    extractMemorySize: 2048,
  },

  uploads: {
    /** Unfinished multipart uploads are garbage after a day. */
    abortIncompleteMultipartAfter: Duration.days(1),
    /** Scratch objects (uploads/tmp/) live one day. */
    tmpPrefix: 'uploads/tmp/',
    tmpExpiration: Duration.days(1),
    /**
     * Saved quotes are read during analysis and then rarely: move them to Infrequent Access
     * after 30 days. They are not expired, because registered users keep their quotes.
     */
    infrequentAccessAfter: Duration.days(30),
  },

  accessLogs: {
    /** S3 server access logs and CloudFront standard logs are kept 90 days. */
    expiration: Duration.days(90),
  },

  auth: {
    /** The product asks for 6 characters and nothing else (spec §5). */
    passwordMinLength: 6,
    idTokenValidity: Duration.hours(1),
    accessTokenValidity: Duration.hours(1),
    refreshTokenValidity: Duration.days(30),
  },

  /** Defaults of the stack parameters, chosen so that `cdk synth` works offline. */
  parameters: {
    adminEmail: 'admin@quotecheck.local',
    stripePublishableKey: '',
  },
} as const;

/**
 * Who rates the checklist in AWS, chosen at deploy time with CDK context:
 * `npx cdk deploy -c analysisEngine=bedrock -c bedrockModelId=<model or inference profile id>`.
 * The default is the rules engine alone, and then no function gets any Bedrock permission.
 */
export const ANALYSIS_CONTEXT = { engine: 'analysisEngine', modelId: 'bedrockModelId' } as const;

export type AnalysisEngineSetting = { engine: 'rules' } | { engine: 'bedrock'; modelId: string };

/** A model id ("anthropic.claude-...-v1:0") or a cross-Region inference profile id ("us.anthropic..."); not an ARN. */
const MODEL_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$/;

export function analysisEngineOf(scope: IConstruct): AnalysisEngineSetting {
  const engine = String(scope.node.tryGetContext(ANALYSIS_CONTEXT.engine) ?? 'rules').trim();
  const modelId = String(scope.node.tryGetContext(ANALYSIS_CONTEXT.modelId) ?? '').trim();
  if (engine === 'rules') return { engine: 'rules' };
  if (engine !== 'bedrock') {
    throw new Error(`Context ${ANALYSIS_CONTEXT.engine} must be 'rules' or 'bedrock', not '${engine}'.`);
  }
  if (!modelId) {
    throw new Error(`Context ${ANALYSIS_CONTEXT.engine}=bedrock needs -c ${ANALYSIS_CONTEXT.modelId}=<Bedrock model or inference profile id>.`);
  }
  if (!MODEL_ID.test(modelId)) {
    throw new Error(`Context ${ANALYSIS_CONTEXT.modelId} must be a Bedrock model or inference profile id (not an ARN), not '${modelId}'.`);
  }
  return { engine: 'bedrock', modelId };
}

/** The model behind a system-defined cross-Region inference profile id ("us.anthropic.x" → "anthropic.x"), else null. */
export function inferenceProfileModel(modelId: string): string | null {
  const match = /^(?:us|us-gov|eu|apac|jp|au|ca|global)\.(.+)$/.exec(modelId);
  return match ? match[1]! : null;
}
