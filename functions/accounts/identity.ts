/** Sign-in identities, as the accounts domain needs them; Cognito implements them (functions/services/cognito-identity.ts). */

/** Tokens of a signed-in session. The refresh token is only returned by a password sign-in. */
export interface SessionTokens {
  idToken: string;
  refreshToken?: string;
}

export interface IdentityClaims {
  sub: string;
  email: string;
  /** The user pool groups the user is in (`cognito:groups`); the admin role is a group, never an address. */
  groups: string[];
}

/** A verified ID token: who it is, and which sign-in session it belongs to until when. */
export interface VerifiedToken extends IdentityClaims {
  /**
   * The sign-in session: Cognito's `origin_jti` (shared by every token refreshed from the same
   * sign-in), or the token's own `jti` where the pool does not issue one.
   */
  sessionId: string;
  /** When the token expires, in seconds since the epoch. */
  expiresAt: number;
  /** When the user signed in to this session (refreshed tokens keep it), in seconds since the epoch. */
  authTime: number;
}

export class SessionExpiredError extends Error {}

export class InvalidResetCodeError extends Error {}

/** Cognito user pool operations the accounts domain needs. */
export interface IdentityProvider {
  /** Registers and confirms an account (e-mail sign-in; no e-mail code step in this product). */
  register(email: string, password: string): Promise<void>;
  signIn(email: string, password: string): Promise<SessionTokens>;
  refresh(refreshToken: string): Promise<SessionTokens>;
  /** Verifies an ID token's signature, issuer, audience and expiry; throws SessionExpiredError when only expired. */
  verify(idToken: string): Promise<VerifiedToken>;
  /** Revokes a refresh token (and, in Cognito, the tokens issued from it); an unknown token is not an error. */
  revoke(refreshToken: string): Promise<void>;
  /** Sends a password reset code to the address if it has an account; says nothing either way. */
  requestPasswordReset(email: string): Promise<void>;
  /**
   * Sets a new password with the code sent; returns the account's id. A wrong or spent code, or an
   * address without an account, throws InvalidResetCodeError.
   */
  confirmPasswordReset(email: string, code: string, password: string): Promise<{ sub: string }>;
  /** Revokes every refresh token of the account (all its sessions), where the user pool can. */
  signOutEverywhere(email: string): Promise<void>;
}
