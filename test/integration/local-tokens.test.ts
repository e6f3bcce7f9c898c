import { createPrivateKey, createSign } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { LOCAL_CREDENTIALS } from '../../functions/lib/config.js';
import { readSettings } from '../../local/settings.js';
import { Browser, uniqueEmail } from './http-client.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const cognitoEndpoint = `http://127.0.0.1:${readSettings({ PORT: String(inject('basePort')) }).ports.cognito}`;
const pool = () =>
  JSON.parse(readFileSync(join(dataDir, 'local-user-pool.json'), 'utf8')) as { userPoolId: string; clientId: string };

/** An RS256 JWT signed with `pem`, as cognito-local signs its tokens. */
function signJwt(claims: Record<string, unknown>, pem: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' })}.${part(claims)}`;
  const signature = createSign('RSA-SHA256').update(body).sign(createPrivateKey(pem)).toString('base64url');
  return `${body}.${signature}`;
}

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());

async function signedUp(): Promise<Browser> {
  const browser = new Browser(baseUrl);
  expect(
    (await browser.post('/api/auth/signup', { email: uniqueEmail('tokens'), password: 'secret-123' })).status,
  ).toBe(201);
  return browser;
}

/** What anyone holding the refresh token can do: ask the Cognito stand-in for a new ID token. */
async function refreshedIdToken(refreshToken: string): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: cognitoEndpoint,
    region: 'us-east-1',
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    const out = await cognito.send(
      new InitiateAuthCommand({
        ClientId: pool().clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    return out.AuthenticationResult!.IdToken!;
  } finally {
    cognito.destroy();
  }
}

describe('local sign-in keys', () => {
  it('refuses an admin token signed with the key cognito-local ships in its package', async () => {
    const browser = await signedUp();
    const real = claimsOf(browser.cookies.get('qc_session')!);
    const shipped = createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.private.json') as {
      pem: string;
    };
    const forged = signJwt({ ...real, 'cognito:groups': ['admin'], jti: 'forged' }, shipped.pem);
    const attacker = new Browser(baseUrl);
    attacker.cookies.set('qc_session', forged);
    expect((await attacker.get('/api/auth/me')).status).toBe(401);
    expect((await attacker.get('/api/admin/stats')).status).toBe(401);
  });

  it('signs with a key made for this data folder, readable by its owner only', () => {
    const file = join(dataDir, 'cognito', 'signing-key.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const key = JSON.parse(readFileSync(file, 'utf8')) as { pem: string };
    const shipped = createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.private.json') as {
      pem: string;
    };
    expect(key.pem).toMatch(/PRIVATE KEY/);
    expect(key.pem).not.toBe(shipped.pem);
  });
});

describe('logout ends every token of the session', () => {
  it('refuses, after logout, an ID token refreshed from the session before it (at the stand-in)', async () => {
    const browser = await signedUp();
    const refreshed = await refreshedIdToken(browser.cookies.get('qc_refresh')!);
    const other = new Browser(baseUrl);
    other.cookies.set('qc_session', refreshed);
    expect((await other.get('/api/auth/me')).status).toBe(200);
    expect((await browser.post('/api/auth/logout')).status).toBe(200);
    expect((await other.get('/api/auth/me')).status).toBe(401);
  });

  it('refuses, after logout, an ID token the server refreshed for the session before it', async () => {
    const browser = await signedUp();
    const refreshOnly = new Browser(baseUrl);
    refreshOnly.cookies.set('qc_refresh', browser.cookies.get('qc_refresh')!);
    expect((await refreshOnly.get('/api/auth/me')).status).toBe(200);
    const refreshed = refreshOnly.cookies.get('qc_session')!;
    expect(refreshed).toBeTruthy();
    expect(refreshed).not.toBe(browser.cookies.get('qc_session'));
    expect((await browser.post('/api/auth/logout')).status).toBe(200);
    const copied = new Browser(baseUrl);
    copied.cookies.set('qc_session', refreshed);
    expect((await copied.get('/api/auth/me')).status).toBe(401);
  });

  it("leaves the user's other sessions signed in", async () => {
    const email = uniqueEmail('two-sessions');
    const first = new Browser(baseUrl);
    expect((await first.post('/api/auth/signup', { email, password: 'secret-123' })).status).toBe(201);
    const second = new Browser(baseUrl);
    expect((await second.post('/api/auth/login', { email, password: 'secret-123' })).status).toBe(200);
    expect((await first.post('/api/auth/logout')).status).toBe(200);
    expect((await second.get('/api/auth/me')).status).toBe(200);
  });
});
