import { Duration } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IConstruct } from 'constructs';
import { RATE_LIMITS } from '@shared/rate-limits.js';
import { GUEST_ORIGINAL_RETENTION_DAYS, GUEST_RETENTION_TAG } from '@shared/limits.js';

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
    /** The fields step paints over a photographed or scanned page for Bedrock (extraction/page-images.ts) with sharp. */
    fieldsRuntimeModules: ['sharp'] as const,
    /**
     * At most this many extractions run at once (reserved concurrency of the extract step): caps the
     * Textract and OCR spend of a burst of uploads and keeps the rest of the account's concurrency
     * for the API. The account must keep at least 10 unreserved executions besides it.
     */
    extractReservedConcurrency: 10,
    /**
     * A step refused for concurrency (Lambda.TooManyRequestsException, e.g. the extract step at its
     * reserved concurrency) waits in line: up to 10 attempts, 10 s doubling to at most 1 minute
     * (about 8 minutes in all, inside the 15-minute run), with jitter so that queued runs spread out.
     */
    throttleRetry: { maxAttempts: 10, interval: Duration.seconds(10), backoffRate: 2, maxDelay: Duration.minutes(1) },
  },

  uploads: {
    /** Unfinished multipart uploads are garbage after a day. */
    abortIncompleteMultipartAfter: Duration.days(1),
    /** Scratch objects (uploads/tmp/) live one day. */
    tmpPrefix: 'uploads/tmp/',
    tmpExpiration: Duration.days(1),
    /**
     * Presigned browser uploads land under uploads/incoming/ and are copied to the quote's key once
     * checked (upload-complete); what is left there (abandoned or refused uploads) goes after a day.
     */
    incomingPrefix: 'uploads/incoming/',
    incomingExpiration: Duration.days(1),
    /** Originals of guests' quotes carry this object tag and are deleted after guestExpiration. */
    guestTag: GUEST_RETENTION_TAG,
    guestExpiration: Duration.days(GUEST_ORIGINAL_RETENTION_DAYS),
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

  /**
   * AWS WAF in front of CloudFront (site and /api/*). Rate-based rules count requests per client IP
   * and answer 429 above the limit. The API's limits (all of /api/*, and tighter ones on sign-in,
   * uploads and chat) are the abuse limits of shared/rate-limits.ts, which the local server enforces
   * too; only the site-wide limit is AWS's alone.
   */
  waf: {
    /**
     * Every request to the distribution (pages, assets, API) from one client IP. A page showing a quote
     * with the chat open polls every 1–2 s (shared/limits.ts), about 450 requests in 5 minutes, so this
     * leaves room for several people behind one address.
     */
    siteRateLimit: { limit: 6000, window: Duration.minutes(5) },
    /** Per-IP limits of the API, by route (shared/rate-limits.ts); AWS WAF windows are 1, 2, 5 or 10 minutes. */
    apiRateLimits: RATE_LIMITS,
    /**
     * The AWS managed common rule set blocks request bodies over 8 KB (SizeRestrictions_BODY). That
     * rule only counts here; our own rule blocks bodies over this size except on the routes that take
     * a file (multipart) or are sent by Stripe (signed webhook), whose bodies may be larger.
     */
    maxBodyBytes: 8 * 1024,
  },

  /** CloudWatch alarms on the quote pipeline and the Stripe webhook, sent to one SNS topic. */
  alarms: {
    /** Length of one evaluation period; an alarm fires on the first period at or over its threshold. */
    period: Duration.minutes(5),
    /** Failed or timed-out pipeline executions: every one means a quote the homeowner cannot use. */
    pipelineExecutionsThreshold: 1,
    /** Errors of one pipeline step's Lambda; retried errors count too, so one transient error does not page. */
    pipelineFunctionErrorsThreshold: 3,
    /** Errors of the Stripe webhook's Lambda: a payment may not have been credited (Stripe retries). */
    webhookErrorsThreshold: 1,
    /** Default e-mail address subscribed to the alarm topic ('' = none); see ALARM_CONTEXT. */
    email: '',
  },

  /** Defaults of the stack parameters, chosen so that `cdk synth` works offline. */
  parameters: {
    stripePublishableKey: '',
  },
} as const;

/**
 * Who is told about alarms, chosen at deploy time with CDK context: `npx cdk deploy -c alarmEmail=ops@example.com`
 * subscribes that address to the alarm topic (AWS sends a confirmation e-mail first).
 */
export const ALARM_CONTEXT = { email: 'alarmEmail' } as const;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The e-mail address to subscribe to the alarm topic, or undefined for none. */
export function alarmEmailOf(scope: IConstruct): string | undefined {
  const email = String(scope.node.tryGetContext(ALARM_CONTEXT.email) ?? CONFIG.alarms.email).trim();
  if (!email) return undefined;
  if (!EMAIL.test(email)) throw new Error(`Context ${ALARM_CONTEXT.email} must be an e-mail address, not '${email}'.`);
  return email;
}

/**
 * Who reads the fields and rates the checklist in AWS, chosen at deploy time with CDK context. The
 * default is Bedrock with DEFAULT_BEDROCK_MODEL (a Claude Haiku-class model through the US cross-Region
 * inference profile); another with `-c bedrockModelId=<model or inference profile id>`. With
 * `-c analysisEngine=rules` the offline reader and the rules engine answer alone, and no function gets
 * any Bedrock or AnalyzeExpense permission.
 */
export const ANALYSIS_CONTEXT = { engine: 'analysisEngine', modelId: 'bedrockModelId' } as const;

/** The model the stack uses unless told otherwise (the account needs access to it in the Bedrock console). */
export const DEFAULT_BEDROCK_MODEL = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';

export type AnalysisEngineSetting = { engine: 'rules' } | { engine: 'bedrock'; modelId: string };

/** A model id ("anthropic.claude-...-v1:0") or a cross-Region inference profile id ("us.anthropic..."); not an ARN. */
const MODEL_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$/;

export function analysisEngineOf(scope: IConstruct): AnalysisEngineSetting {
  const engine = String(scope.node.tryGetContext(ANALYSIS_CONTEXT.engine) ?? 'bedrock').trim();
  const modelId = String(scope.node.tryGetContext(ANALYSIS_CONTEXT.modelId) ?? DEFAULT_BEDROCK_MODEL).trim();
  if (engine === 'rules') return { engine: 'rules' };
  if (engine !== 'bedrock') {
    throw new Error(`Context ${ANALYSIS_CONTEXT.engine} must be 'rules' or 'bedrock', not '${engine}'.`);
  }
  if (!modelId) {
    throw new Error(
      `Context ${ANALYSIS_CONTEXT.engine}=bedrock needs -c ${ANALYSIS_CONTEXT.modelId}=<Bedrock model or inference profile id>.`,
    );
  }
  if (!MODEL_ID.test(modelId)) {
    throw new Error(
      `Context ${ANALYSIS_CONTEXT.modelId} must be a Bedrock model or inference profile id (not an ARN), not '${modelId}'.`,
    );
  }
  return { engine: 'bedrock', modelId };
}

/** The model behind a system-defined cross-Region inference profile id ("us.anthropic.x" → "anthropic.x"), else null. */
export function inferenceProfileModel(modelId: string): string | null {
  const match = /^(?:us|us-gov|eu|apac|jp|au|ca|global)\.(.+)$/.exec(modelId);
  return match ? match[1]! : null;
}
