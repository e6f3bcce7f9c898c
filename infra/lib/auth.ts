import { RemovalPolicy } from 'aws-cdk-lib';
import { AccountRecovery, UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { CONFIG } from './config.js';
import { acknowledge } from './nag.js';

/**
 * Cognito user pool with e-mail sign-in and one public app client. The API's auth handler
 * calls Cognito with USER_PASSWORD_AUTH and keeps the tokens in HttpOnly cookies; the other
 * handlers verify those cookies with aws-jwt-verify.
 */
export class Auth extends Construct {
  public readonly userPool: UserPool;
  public readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: CONFIG.auth.passwordMinLength,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(
      this.userPool,
      'AwsSolutions-COG1',
      'The product specification sets the password rule to a minimum of 6 characters with no complexity requirement.',
    );
    acknowledge(
      this.userPool,
      'AwsSolutions-COG2',
      'MFA is not offered: consumer product with low-value accounts (quote analyses and a credit balance); can be switched to optional later.',
    );
    acknowledge(this.userPool, 'AwsSolutions-COG8', 'Essentials feature plan by choice: Plus (threat protection) is a per-user cost not justified at launch; revisit with growth.');

    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userPassword: true },
      // The API calls InitiateAuth itself; the hosted UI and OAuth flows are not used.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      idTokenValidity: CONFIG.auth.idTokenValidity,
      accessTokenValidity: CONFIG.auth.accessTokenValidity,
      refreshTokenValidity: CONFIG.auth.refreshTokenValidity,
    });
  }
}
