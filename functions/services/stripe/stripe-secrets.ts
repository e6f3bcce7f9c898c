import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { getConfig } from '../../lib/config.js';

/** Stripe keys: from Secrets Manager in AWS (cached for 5 minutes), from the environment locally. */
export interface StripeSecrets {
  secretKey?: string;
  webhookSecret?: string;
}

let client: SecretsManagerClient | undefined;

export async function loadStripeSecrets(): Promise<StripeSecrets> {
  const config = getConfig();
  if (!config.STRIPE_SECRET_ARN) {
    return {
      secretKey: config.STRIPE_SECRET_KEY || undefined,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET || undefined,
    };
  }
  client ??= new SecretsManagerClient({ region: config.AWS_REGION });
  const secret = (await getSecret(config.STRIPE_SECRET_ARN, {
    transform: 'json',
    maxAge: 300,
    awsSdkV3Client: client,
  })) as { secretKey?: string; webhookSecret?: string } | undefined;
  // Placeholder values from the stack's generated secret mean "not configured yet".
  const real = (v?: string) => (v && /^(sk|rk|whsec)_/.test(v) ? v : undefined);
  return { secretKey: real(secret?.secretKey), webhookSecret: real(secret?.webhookSecret) };
}
