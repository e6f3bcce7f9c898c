import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../functions/lib/origin-verify.js';
import { acknowledge } from './nag.js';

/** Length of the generated origin-verify value (letters and digits only, so it is a plain header value). */
export const ORIGIN_VERIFY_LENGTH = 64;

/**
 * The shared secret that tells the API a request came through CloudFront. The API's default
 * execute-api endpoint cannot be switched off (it is CloudFront's origin), and a call made straight to
 * it would skip the AWS WAF web ACL and could claim any CloudFront-Viewer-Address. So:
 * - Secrets Manager generates the value when the stack is created; it is in neither the code nor the
 *   template;
 * - CloudFront sends it in the `x-origin-verify` origin custom header on requests to the API origin
 *   only (web.ts), through a CloudFormation dynamic reference `{{resolve:secretsmanager:...}}` that
 *   CloudFormation resolves at deploy time;
 * - every API function gets the secret's ARN (ORIGIN_VERIFY_SECRET_ARN) and may read this one secret
 *   (QuoteCheckFunction.allowOriginVerify); in AWS it refuses requests without the value
 *   (functions/lib/http.ts).
 */
export class OriginVerify extends Construct {
  public readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: `Value CloudFront sends to the API origin in the ${ORIGIN_VERIFY_HEADER} header; the API refuses requests without it. Generated at deploy time.`,
      generateSecretString: { passwordLength: ORIGIN_VERIFY_LENGTH, excludePunctuation: true, includeSpace: false },
    });
    acknowledge(
      this.secret,
      'AwsSolutions-SMG4',
      'Shared only between CloudFront and the API functions, never with users or third parties. CloudFormation copies the value into the distribution only when the distribution itself is updated, so a scheduled rotation would lock CloudFront out of the API; the value is replaced by replacing the secret in a deploy (README, Deploy to AWS).',
    );
  }

  /** The origin custom headers for the API origin: the value as a dynamic reference, resolved by CloudFormation. */
  originCustomHeaders(): Record<string, string> {
    // unsafeUnwrap() gives the `{{resolve:secretsmanager:<arn>:SecretString:::}}` reference, not the value.
    return { [ORIGIN_VERIFY_HEADER]: this.secret.secretValue.unsafeUnwrap() };
  }
}
