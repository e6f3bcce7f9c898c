import * as z from '@shared/zod.js';
import { rateLimitsOff } from '@shared/rate-limits.js';

/**
 * Configuration of every Lambda handler, read once from the environment and validated.
 * In AWS the CDK stack sets these; locally the local stack sets them before importing handlers.
 * The *_ENDPOINT variables exist only in local mode and point the AWS SDK at the local stand-ins.
 */
const schema = z.object({
  AWS_REGION: z._default(z.string(), 'us-east-1'),
  TABLE_NAME: z.string().check(z.minLength(1)),
  UPLOADS_BUCKET: z.string().check(z.minLength(1)),
  USER_POOL_ID: z.string().check(z.minLength(1)),
  USER_POOL_CLIENT_ID: z.string().check(z.minLength(1)),
  STATE_MACHINE_ARN: z.optional(z.string()),
  /** Which extractor reads uploads: our own (PDF text + OCR, the default) or Amazon Textract. */
  EXTRACTOR: z._default(z.enum(['local', 'textract']), 'local'),
  /** Who rates the checklist: the rules engine alone (the default), or Amazon Bedrock reviewing its findings (AWS only). */
  ANALYSIS_ENGINE: z._default(z.enum(['rules', 'bedrock']), 'rules'),
  /** Bedrock model or inference profile id (Converse API); the Bedrock engine is used only when this is set. */
  BEDROCK_MODEL_ID: z.optional(z.string()),
  /** Longest wait for one Bedrock call; later, the rules engine's answer stands. */
  BEDROCK_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.positive()), 20000),
  STRIPE_SECRET_ARN: z.optional(z.string()),
  /**
   * AWS only (API functions): the Secrets Manager secret holding the value CloudFront sends in the
   * x-origin-verify header; requests without it are refused (functions/lib/origin-verify.ts).
   */
  ORIGIN_VERIFY_SECRET_ARN: z.optional(z.string()),
  /**
   * The site's own origins, comma-separated (https://<CloudFront domain> in AWS, the local server's
   * address locally): state-changing requests from anywhere else are refused (request-guards.ts).
   * Unset, every state-changing request is refused.
   */
  SITE_ORIGINS: z.optional(z.string()),
  /** `off` switches the abuse limits off for local test harnesses; ignored in AWS (shared/rate-limits.ts). */
  RATE_LIMITS: z.optional(z.string()),
  /** Local mode only: base URL of the Cognito stand-in; its tokens are trusted only when this is set. */
  COGNITO_ENDPOINT: z.optional(z.url()),
  /**
   * Local mode only: the public key (a JWK, as JSON) the Cognito stand-in signs with, made for the data
   * folder (local/cognito-keys.ts); local tokens are verified against it and nothing else.
   */
  COGNITO_LOCAL_JWK: z.optional(z.string()),
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  S3_ENDPOINT: z.optional(z.url()),
  SFN_ENDPOINT: z.optional(z.url()),
  /** Local tests only: base URL of a Bedrock runtime stand-in, to run the Bedrock chat path offline. */
  BEDROCK_ENDPOINT: z.optional(z.url()),
  /** Local mode only: Stripe keys come from the environment instead of Secrets Manager. */
  STRIPE_SECRET_KEY: z.optional(z.string()),
  STRIPE_WEBHOOK_SECRET: z.optional(z.string()),
  /** Local mode only: base URL of the Stripe stand-in (demo payments); only the demo key is ever sent there. */
  STRIPE_API_URL: z.optional(z.url()),
  /** Stripe's publishable key (pk_...), public; the browser's payment form needs it. */
  STRIPE_PUBLISHABLE_KEY: z.optional(z.string()),
});

export type Config = z.infer<typeof schema> & {
  localMode: boolean;
  rateLimits: boolean;
  /** SITE_ORIGINS as origins (scheme://host[:port], lower-cased, default port left out). */
  siteOrigins: string[];
};

function originsOf(list: string | undefined): string[] {
  return (list ?? '').split(',').flatMap((entry) => {
    try {
      return entry.trim() ? [new URL(entry.trim()).origin] : [];
    } catch {
      throw new Error(`Invalid configuration: SITE_ORIGINS: '${entry.trim()}' is not a URL`);
    }
  });
}

let cached: Config | undefined;

export function getConfig(): Config {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const localMode = Boolean(parsed.data.COGNITO_ENDPOINT);
  cached = {
    ...parsed.data,
    localMode,
    rateLimits: !(localMode && rateLimitsOff(parsed.data.RATE_LIMITS)),
    siteOrigins: originsOf(parsed.data.SITE_ORIGINS),
  };
  return cached;
}

/** Bedrock reads and rates quotes (ANALYSIS_ENGINE=bedrock with a model): the pipeline prepares what it is sent. */
export function bedrockConfigured(config: Pick<Config, 'ANALYSIS_ENGINE' | 'BEDROCK_MODEL_ID'> = getConfig()): boolean {
  return config.ANALYSIS_ENGINE === 'bedrock' && Boolean(config.BEDROCK_MODEL_ID?.trim());
}

/** Local-mode credentials: the S3 stand-in knows only this key; the others accept any key of letters and digits. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** Options for an AWS SDK client: the local endpoint and dummy credentials in local mode. */
export function awsClientOptions(endpoint: string | undefined): Record<string, unknown> {
  const { AWS_REGION } = getConfig();
  return endpoint ? { region: AWS_REGION, endpoint, credentials: LOCAL_CREDENTIALS } : { region: AWS_REGION };
}
