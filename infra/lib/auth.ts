import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  UserPool,
  type UserPoolClient,
  UserPoolGroup,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { ADMIN_GROUP } from '../../functions/accounts/roles.js';
import { CONFIG } from './config.js';
import { acknowledge } from './nag.js';

/**
 * Cognito user pool with e-mail sign-in and one public app client. The API's auth handler
 * calls Cognito with USER_PASSWORD_AUTH and keeps the tokens in HttpOnly cookies; the other
 * handlers verify those cookies with aws-jwt-verify.
 *
 * Roles: members of the `admin` group are admins (the ID token's `cognito:groups` claim); only an
 * operator adds them (`npm run admin -- grant EMAIL`, infra/bin/admin.ts), never an e-mail address.
 */
export class Auth extends Construct {
  public readonly userPool: UserPool;
  public readonly userPoolClient: UserPoolClient;
  public readonly adminGroup: UserPoolGroup;

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
      // A new e-mail address takes effect only once its code is confirmed; until then the old one stays.
      keepOriginal: { email: true },
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
    acknowledge(
      this.userPool,
      'AwsSolutions-COG8',
      'Essentials feature plan by choice: Plus (threat protection) is a per-user cost not justified at launch; revisit with growth.',
    );

    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userPassword: true },
      // The API calls InitiateAuth itself; the hosted UI and OAuth flows are not used.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      // Log-out revokes the refresh token (RevokeToken) and the tokens issued from it.
      enableTokenRevocation: true,
      // Users write nothing but their e-mail address. It cannot be left out: Cognito requires every app
      // client to write the pool's required attributes (email is required, and fixed when a pool is
      // created). keepOriginal above makes a change wait for verification, and roles do not follow it.
      writeAttributes: new ClientAttributes().withStandardAttributes({ email: true }),
      idTokenValidity: CONFIG.auth.idTokenValidity,
      accessTokenValidity: CONFIG.auth.accessTokenValidity,
      refreshTokenValidity: CONFIG.auth.refreshTokenValidity,
    });

    this.adminGroup = new UserPoolGroup(this, 'AdminGroup', {
      userPool: this.userPool,
      groupName: ADMIN_GROUP,
      description:
        'QuoteCheck admins (the admin pages and API). Members are added by an operator: npm run admin -- grant EMAIL',
      precedence: 0,
    });
  }
}
