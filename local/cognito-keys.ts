import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The key the Cognito stand-in signs with, as cognito-local's own key files hold it (kid CognitoLocal). */
export interface LocalSigningKey {
  /** The private key, PKCS#8 PEM. */
  pem: string;
  /** The public key as a JWK (what the stand-in's JWKS serves and the API verifies tokens with). */
  publicJwk: { kty: 'RSA'; n: string; e: string; kid: string; alg: 'RS256'; use: 'sig' };
}

/**
 * The data folder's signing key for local sign-in tokens: made at the first start (RSA 2048, file
 * mode 0600) and kept with the data, so tokens survive a restart but no two data folders, and no
 * one who only has the cognito-local package, share a key.
 */
export function ensureSigningKey(file: string): LocalSigningKey {
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    return JSON.parse(readFileSync(file, 'utf8')) as LocalSigningKey;
  }
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const { n, e } = publicKey.export({ format: 'jwk' }) as { n: string; e: string };
  const key: LocalSigningKey = {
    pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicJwk: { kty: 'RSA', n, e, kid: 'CognitoLocal', alg: 'RS256', use: 'sig' },
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(key, null, 2), { mode: 0o600, flag: 'wx' });
  return key;
}
