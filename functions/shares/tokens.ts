import { randomBytes } from 'node:crypto';
import { SHARE_TOKEN_BYTES } from '@shared/shares.js';

/**
 * A new share token: 128 bits from the operating system's CSPRNG, base64url (22 characters). Guessing
 * one is hopeless (2^128 values against a per-IP rate limit), so a lookup by key needs no constant-time
 * comparison; the token is the whole secret, never derived from the quote id, the owner or the time.
 */
export function newShareToken(): string {
  return randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
}
