import { forgotPasswordSchema, loginSchema, resetPasswordSchema, signupSchema } from '@shared/validation.js';
import { PASSWORD_RESET } from '@shared/messages.js';
import type { AuthResponse } from '@shared/types.js';
import { currentUser, logIn, signUp, type AccountDeps } from '../accounts/accounts.js';
import { InvalidResetCodeError } from '../accounts/identity.js';
import { requestPasswordReset, resetPassword, type PasswordResetDeps } from '../accounts/password-reset.js';
import { ValidationError } from '../lib/errors.js';
import { dynamoAttempts } from '../store/attempts.js';
import { apiHandler } from '../lib/http.js';
import { endSession } from '../lib/session.js';
import { callerOfRequest, clearedSessionCookies, REFRESH_COOKIE, sessionCookies } from '../lib/session-cookies.js';
import { parseWith } from '../lib/validate.js';
import { claimQuote } from '../quotes/claim.js';
import { cognitoIdentity } from '../services/cognito-identity.js';
import { s3QuoteFiles } from '../store/blobs.js';
import { dynamoQuoteStore } from '../store/quotes.js';
import { dynamoRevokedSessions } from '../store/sessions.js';
import { dynamoUserStore } from '../store/users.js';

const deps: AccountDeps = {
  identity: cognitoIdentity,
  users: dynamoUserStore,
  now: () => new Date(),
};
const claimDeps = { quotes: dynamoQuoteStore, files: s3QuoteFiles };
const resetDeps: PasswordResetDeps = {
  identity: cognitoIdentity,
  attempts: dynamoAttempts,
  revoked: dynamoRevokedSessions,
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Accounts: sign up, log in, log out and who am I (spec section 7). */
export const handler = apiHandler('auth', {
  'POST /api/auth/signup': async (req) => {
    const request = parseWith(signupSchema, req.body);
    const { user, tokens } = await signUp(request, deps);
    // The guest quote this browser uploaded (signup from its analysis page) becomes the new account's.
    if (request.quoteId) {
      const caller = callerOfRequest({
        user: { id: user.id, email: user.email, role: user.role },
        cookies: req.cookies,
      });
      await claimQuote(request.quoteId, caller, claimDeps);
    }
    const body: AuthResponse = { user };
    return { statusCode: 201, body, cookies: sessionCookies(tokens, req.secure) };
  },

  'POST /api/auth/login': async (req) => {
    const { user, tokens } = await logIn(parseWith(loginSchema, req.body), deps);
    const body: AuthResponse = { user };
    return { body, cookies: sessionCookies(tokens, req.secure) };
  },

  'POST /api/auth/logout': async (req) => {
    await endSession(req.session, req.cookies[REFRESH_COOKIE], {
      identity: cognitoIdentity,
      revoked: dynamoRevokedSessions,
    });
    return { body: { ok: true }, cookies: clearedSessionCookies(req.secure) };
  },

  /** Forgot password: the same answer whether or not the address has an account. */
  'POST /api/auth/forgot-password': async (req) => {
    await requestPasswordReset(parseWith(forgotPasswordSchema, req.body), resetDeps);
    return { body: { message: PASSWORD_RESET.codeSent } };
  },

  'POST /api/auth/reset-password': async (req) => {
    try {
      await resetPassword(parseWith(resetPasswordSchema, req.body), resetDeps);
    } catch (error) {
      if (error instanceof InvalidResetCodeError) throw new ValidationError(PASSWORD_RESET.badCode);
      throw error;
    }
    return { body: { message: PASSWORD_RESET.changed } };
  },

  'GET /api/auth/me': async (req) => {
    const body: AuthResponse = { user: await currentUser(req.session.token!, deps) };
    return { body };
  },
});
