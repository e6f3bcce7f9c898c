import { Duration } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

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
