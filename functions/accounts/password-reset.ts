import { PASSWORD_RESET_LIMIT_MESSAGE, PASSWORD_RESET_LIMITS } from '@shared/rate-limits.js';
import type { ForgotPasswordRequest, ResetPasswordRequest } from '@shared/validation.js';
import type { IdentityProvider } from './identity.js';
import type { AttemptCounter, RevokedSessionStore } from './ports.js';

export interface PasswordResetDeps {
  identity: Pick<IdentityProvider, 'requestPasswordReset' | 'confirmPasswordReset' | 'signOutEverywhere'>;
  attempts: AttemptCounter;
  revoked: Pick<RevokedSessionStore, 'endSessionsBefore'>;
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
}

const { requestsPerEmail, attemptsPerEmail, windowSeconds } = PASSWORD_RESET_LIMITS;

/**
 * Forgot password, step 1: a code to the address if it has an account. The caller learns nothing
 * either way (the same answer, and the same limit per address, known or not).
 */
export async function requestPasswordReset(req: ForgotPasswordRequest, deps: PasswordResetDeps): Promise<void> {
  await deps.attempts.count(
    `reset-request:${req.email}`,
    requestsPerEmail,
    windowSeconds,
    PASSWORD_RESET_LIMIT_MESSAGE,
  );
  await deps.identity.requestPasswordReset(req.email);
}

/**
 * Step 2: the code and a new password. Tries are limited per address (a 6-digit code cannot be
 * guessed). Once changed, every session signed in before (someone who knew the old password) ends:
 * its refresh tokens where the user pool can revoke them, and all its tokens on the API's side.
 */
export async function resetPassword(req: ResetPasswordRequest, deps: PasswordResetDeps): Promise<void> {
  await deps.attempts.count(
    `reset-attempt:${req.email}`,
    attemptsPerEmail,
    windowSeconds,
    PASSWORD_RESET_LIMIT_MESSAGE,
  );
  const { sub } = await deps.identity.confirmPasswordReset(req.email, req.code, req.password);
  // Sign-in times are whole seconds: every session signed in up to this second ends, and the answer
  // waits for the next second, so a sign-in with the new password (after it) is not caught too.
  const cutoff = Math.floor(deps.now().getTime() / 1000) + 1;
  await deps.revoked.endSessionsBefore(sub, cutoff);
  await deps.identity.signOutEverywhere(req.email);
  await deps.sleep(Math.max(0, cutoff * 1000 - deps.now().getTime()));
}
