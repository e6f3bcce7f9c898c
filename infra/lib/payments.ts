import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { acknowledge } from './nag.js';

/** The JSON keys of the Stripe secret, as functions/services/stripe/stripe-secrets.ts reads them. */
export const STRIPE_SECRET_KEYS = { secretKey: 'secretKey', webhookSecret: 'webhookSecret' } as const;

/**
 * Stripe configuration. The secret is created with placeholder values (which the payments code
 * treats as "not configured"); the operator puts the real secret key and webhook signing secret
 * in after the first deploy. No secret value is ever part of the code or the template.
 */
export class Payments extends Construct {
  public readonly stripeSecret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.stripeSecret = new Secret(this, 'StripeSecret', {
      description:
        'Stripe secret key and webhook signing secret (JSON: secretKey, webhookSecret). Set by the operator after deploy.',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ [STRIPE_SECRET_KEYS.secretKey]: 'not-configured' }),
        generateStringKey: STRIPE_SECRET_KEYS.webhookSecret,
        excludePunctuation: true,
      },
    });
    acknowledge(
      this.stripeSecret,
      'AwsSolutions-SMG4',
      'Stripe API keys and webhook signing secrets are rolled in the Stripe dashboard by the operator, who then updates this secret; Secrets Manager cannot rotate them.',
    );
  }
}
