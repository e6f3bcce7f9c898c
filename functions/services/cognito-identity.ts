/** The IdentityProvider of Amazon Cognito (or its local stand-in, cognito-local). */
import {
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RevokeTokenCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache, type Jwk } from 'aws-jwt-verify/jwk';
import type { Fetcher } from 'aws-jwt-verify/https';
import { JwtExpiredError } from 'aws-jwt-verify/error';
import { awsClientOptions, getConfig } from '../lib/config.js';
import { AppError, ConflictError, InvalidCredentialsError, ValidationError } from '../lib/errors.js';
import { onFirstUse } from '../lib/on-first-use.js';
import { ERRORS } from '@shared/messages.js';
import {
  InvalidResetCodeError,
  SessionExpiredError,
  type IdentityProvider,
  type SessionTokens,
} from '../accounts/identity.js';
import { logger } from '../lib/logger.js';

const config = getConfig();
/**
 * The user pool's API client, made on first use: every API function verifies sessions (the verifier
 * below needs no client), but only sign-up, sign-in, refresh and logout call the pool, so most cold
 * starts need not build it (about 8 ms).
 */
const cognito = onFirstUse(() => new CognitoIdentityProviderClient(awsClientOptions(config.COGNITO_ENDPOINT)));

/**
 * In AWS tokens are checked with CognitoJwtVerifier. Locally the Cognito stand-in signs with its
 * own issuer URL over http, which only JwtRsaVerifier accepts; it is used only in local mode, with
 * the data folder's public key (COGNITO_LOCAL_JWK) as the only key: nothing is fetched, so a token
 * signed with any other key (the one cognito-local ships, say) is refused.
 */
function createVerifier() {
  if (config.COGNITO_ENDPOINT) {
    if (!config.COGNITO_LOCAL_JWK) throw new Error('COGNITO_LOCAL_JWK is not set: local tokens cannot be verified');
    const jwk = JSON.parse(config.COGNITO_LOCAL_JWK) as Jwk;
    const issuer = `${config.COGNITO_ENDPOINT}/${config.USER_POOL_ID}`;
    const fetcher: Fetcher = {
      fetch: async () => {
        throw new Error('Local tokens are verified with the data folder key only');
      },
    };
    const local = JwtRsaVerifier.create(
      {
        issuer,
        audience: config.USER_POOL_CLIENT_ID,
        jwksUri: `${issuer}/.well-known/jwks.json`,
        customJwtCheck: ({ payload }) => {
          if (payload.token_use !== 'id') throw new Error('Not an ID token');
        },
      },
      { jwksCache: new SimpleJwksCache({ fetcher }) },
    );
    local.cacheJwks({ keys: [jwk] });
    return local;
  }
  return CognitoJwtVerifier.create({
    userPoolId: config.USER_POOL_ID,
    clientId: config.USER_POOL_CLIENT_ID,
    tokenUse: 'id',
  });
}

/** Made on first use: a local stack without its key (COGNITO_LOCAL_JWK) refuses every token, and only tokens. */
const verifier = onFirstUse(createVerifier);

/**
 * Maps the user pool's errors to ours. On sign-in every credential problem is the same 401, so
 * the answer never tells whether an e-mail has an account; on registration a rejected password
 * is a 400 with the pool's reason.
 */
function mapCognitoError(error: unknown, operation: 'register' | 'signIn'): never {
  const name = (error as { name?: string }).name;
  switch (name) {
    case 'UsernameExistsException':
    case 'AliasExistsException':
      throw new ConflictError(ERRORS.emailTaken);
    case 'NotAuthorizedException':
    case 'UserNotFoundException':
    case 'UserNotConfirmedException':
      throw new InvalidCredentialsError();
    case 'InvalidPasswordException':
    case 'InvalidParameterException':
      if (operation === 'signIn') throw new InvalidCredentialsError();
      throw new ValidationError((error as Error).message);
    case 'TooManyRequestsException':
    case 'LimitExceededException':
      throw new AppError(429, ERRORS.tooManyRequests, { cause: error });
    default:
      throw error;
  }
}

function tokensFrom(result: { IdToken?: string; RefreshToken?: string } | undefined): SessionTokens {
  if (!result?.IdToken) throw new InvalidCredentialsError();
  return { idToken: result.IdToken, refreshToken: result.RefreshToken };
}

export const cognitoIdentity: IdentityProvider = {
  async register(email, password) {
    try {
      await cognito().send(
        new SignUpCommand({
          ClientId: config.USER_POOL_CLIENT_ID,
          Username: email,
          Password: password,
          UserAttributes: [{ Name: 'email', Value: email }],
        }),
      );
      await cognito().send(new AdminConfirmSignUpCommand({ UserPoolId: config.USER_POOL_ID, Username: email }));
    } catch (error) {
      mapCognitoError(error, 'register');
    }
  },

  async signIn(email, password) {
    try {
      const out = await cognito().send(
        new InitiateAuthCommand({
          ClientId: config.USER_POOL_CLIENT_ID,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD: password },
        }),
      );
      return tokensFrom(out.AuthenticationResult);
    } catch (error) {
      mapCognitoError(error, 'signIn');
    }
  },

  async refresh(refreshToken) {
    try {
      const out = await cognito().send(
        new InitiateAuthCommand({
          ClientId: config.USER_POOL_CLIENT_ID,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: refreshToken },
        }),
      );
      return { idToken: tokensFrom(out.AuthenticationResult).idToken };
    } catch (error) {
      mapCognitoError(error, 'signIn');
    }
  },

  async revoke(refreshToken) {
    try {
      await cognito().send(new RevokeTokenCommand({ ClientId: config.USER_POOL_CLIENT_ID, Token: refreshToken }));
    } catch (error) {
      // A token that is unknown or already revoked leaves nothing to end.
      const name = (error as { name?: string }).name;
      if (name !== 'NotAuthorizedException' && name !== 'UnauthorizedException' && name !== 'InvalidParameterException')
        throw error;
    }
  },

  async requestPasswordReset(email) {
    const forgot = () =>
      cognito().send(new ForgotPasswordCommand({ ClientId: config.USER_POOL_CLIENT_ID, Username: email }));
    try {
      try {
        await forgot();
      } catch (error) {
        // Accounts are confirmed at sign-up without an e-mail code, so Cognito may not count their
        // address as verified and refuses to send a code there. The address is the account's sign-in
        // name and the code goes only to it: mark it verified and ask once more.
        if ((error as { name?: string }).name !== 'InvalidParameterException') throw error;
        await cognito().send(
          new AdminUpdateUserAttributesCommand({
            UserPoolId: config.USER_POOL_ID,
            Username: email,
            UserAttributes: [{ Name: 'email_verified', Value: 'true' }],
          }),
        );
        await forgot();
      }
    } catch (error) {
      // The same answer whatever happened to the address (the pool hides unknown users too).
      const name = (error as { name?: string }).name;
      if (name === 'UserNotFoundException' || name === 'InvalidParameterException' || name === 'NotAuthorizedException')
        return;
      if (name === 'LimitExceededException' || name === 'TooManyRequestsException') {
        logger.warn('The user pool refused a password reset code', { reason: name });
        return;
      }
      throw error;
    }
  },

  async confirmPasswordReset(email, code, password) {
    try {
      await cognito().send(
        new ConfirmForgotPasswordCommand({
          ClientId: config.USER_POOL_CLIENT_ID,
          Username: email,
          ConfirmationCode: code,
          Password: password,
        }),
      );
      const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: config.USER_POOL_ID, Username: email }));
      const sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
      if (!sub) throw new Error('The user pool returned an account without a sub');
      return { sub };
    } catch (error) {
      const name = (error as { name?: string }).name;
      switch (name) {
        case 'CodeMismatchException':
        case 'ExpiredCodeException':
        case 'UserNotFoundException':
        case 'NotAuthorizedException':
          throw new InvalidResetCodeError(name);
        case 'InvalidPasswordException':
          throw new ValidationError((error as Error).message);
        case 'LimitExceededException':
        case 'TooManyFailedAttemptsException':
        case 'TooManyRequestsException':
          throw new AppError(429, ERRORS.tooManyRequests, { cause: error });
        default:
          throw error;
      }
    }
  },

  async signOutEverywhere(email) {
    // The local stand-in has no global sign-out: there, the API's own mark ends the sessions.
    if (config.localMode) return;
    await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: config.USER_POOL_ID, Username: email }));
  },

  async verify(idToken) {
    try {
      const payload = await verifier().verify(idToken);
      const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : '';
      const sessionId = [payload.origin_jti, payload.jti].find(
        (v): v is string => typeof v === 'string' && v.length > 0,
      );
      if (!payload.sub || !email || !sessionId || typeof payload.exp !== 'number')
        throw new Error('Token without subject, e-mail or id');
      const claimed: unknown = payload['cognito:groups'];
      const groups = Array.isArray(claimed) ? claimed.filter((g): g is string => typeof g === 'string') : [];
      // Cognito keeps the sign-in's auth_time on refreshed tokens (so does the local stand-in's launcher).
      const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : (payload.iat ?? 0);
      return { sub: payload.sub, email, groups, sessionId, expiresAt: payload.exp, authTime };
    } catch (error) {
      if (error instanceof JwtExpiredError) throw new SessionExpiredError('Session expired', { cause: error });
      throw error;
    }
  },
};
