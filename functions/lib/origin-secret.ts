import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { getConfig } from './config.js';

/**
 * How long a Lambda environment keeps the origin-verify value before reading it again: read once at
 * the first request of a cold start, then at most this often (a replaced value is picked up without
 * a redeploy of the functions).
 */
const MAX_AGE_SECONDS = 900;

let client: SecretsManagerClient | undefined;

/**
 * The value CloudFront sends in the origin-verify header, from the Secrets Manager secret named by
 * ORIGIN_VERIFY_SECRET_ARN (each API function may read that one secret only). A missing variable in
 * AWS is a deployment fault: it throws, and the request is answered 500 rather than let through.
 */
export async function loadOriginVerifyValue(): Promise<string> {
  const config = getConfig();
  if (!config.ORIGIN_VERIFY_SECRET_ARN)
    throw new Error('ORIGIN_VERIFY_SECRET_ARN is not set: the API cannot tell CloudFront requests from direct ones');
  client ??= new SecretsManagerClient({ region: config.AWS_REGION });
  const value = await getSecret(config.ORIGIN_VERIFY_SECRET_ARN, { maxAge: MAX_AGE_SECONDS, awsSdkV3Client: client });
  if (typeof value !== 'string' || !value) throw new Error('The origin-verify secret has no string value');
  return value;
}
