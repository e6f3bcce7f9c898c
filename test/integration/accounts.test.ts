import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { LOCAL_CREDENTIALS } from '../../functions/lib/config.js';
import { ROUTES, type RouteDef } from '@shared/routes.js';
import { textQuotePdf } from '../pdf-bombs.js';
import { ADMIN_PASSWORD, adminBrowser, Browser, uniqueEmail, uploadMultipart } from './http-client.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const PASSWORD = ADMIN_PASSWORD;

async function signedUp(email = uniqueEmail(), password = PASSWORD, fullName?: string) {
  const browser = new Browser(baseUrl);
  const res = await browser.post('/api/auth/signup', { email, password, fullName });
  expect(res.status).toBe(201);
  return { browser, res, email };
}

describe('health and routing', () => {
  it('answers GET /api/health with 200 in local mode', async () => {
    const res = await new Browser(baseUrl).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok', mode: 'local' });
  });

  it('answers GET /% and GET // without falling over, and stays healthy', async () => {
    expect((await new Browser(baseUrl).get('/%')).status).toBe(400);
    expect((await new Browser(baseUrl).get('/api/quotes/%E0%A4%A')).status).toBe(400);
    expect((await new Browser(baseUrl).get('//')).status).toBe(200);
    expect((await new Browser(baseUrl).get('/api/health')).status).toBe(200);
  });

  it('answers 404 JSON for an API path that is not in the route table', async () => {
    const res = await new Browser(baseUrl).get('/api/no-such-route');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 'Not found' });
  });

  it('serves the SPA shell for client-side routes and 404 for missing assets', async () => {
    for (const path of ['/', '/login', '/analysis/abc']) {
      const res = await fetch(baseUrl + path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<div id="root">');
    }
    expect((await fetch(`${baseUrl}/assets/missing.js`)).status).toBe(404);
  });
});

describe('signup', () => {
  it('creates an account, signs it in with HttpOnly SameSite=Lax cookies and returns the user', async () => {
    const email = uniqueEmail();
    const { browser, res } = await signedUp(email, PASSWORD, '  Dana Homeowner ');
    expect(res.json).toEqual({ user: { id: expect.any(String), email, fullName: 'Dana Homeowner', role: 'user' } });
    const session = browser.lastSetCookies.find((c) => c.startsWith('qc_session='))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Path=\/api/i);
    expect(session).not.toMatch(/Secure/i); // plain http locally; Secure under https
    expect(browser.lastSetCookies.some((c) => c.startsWith('qc_refresh='))).toBe(true);
  });

  it('refuses a duplicate e-mail with 409, whatever its case', async () => {
    const { email } = await signedUp();
    const res = await new Browser(baseUrl).post('/api/auth/signup', { email: email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ error: 'An account with this email already exists' });
  });

  it('refuses a password shorter than 6 characters with 400 and creates nothing', async () => {
    const email = uniqueEmail();
    const res = await new Browser(baseUrl).post('/api/auth/signup', { email, password: '12345' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'Password must be at least 6 characters' });
    const login = await new Browser(baseUrl).post('/api/auth/login', { email, password: '12345' });
    expect(login.status).toBe(401);
  });

  it.each([
    [{ password: PASSWORD }, 'Email is required'],
    [{ email: '', password: PASSWORD }, 'Email is required'],
    [{ email: 'not-an-email', password: PASSWORD }, 'Please enter a valid email address'],
    [{ email: 'a@b.co' }, 'Password is required'],
    [{ email: 'a@b.co', password: PASSWORD, fullName: 'x'.repeat(101) }, 'Full name must be 100 characters or less'],
  ])('validates %j with 400 %s', async (body, message) => {
    const res = await new Browser(baseUrl).post('/api/auth/signup', body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: message });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await new Browser(baseUrl).request('POST', '/api/auth/signup', '{nope', {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'Request body must be valid JSON' });
  });
});

describe('login, me and logout', () => {
  it('logs in with the right password and /me returns the same user', async () => {
    const { email, res: signup } = await signedUp();
    const browser = new Browser(baseUrl);
    const login = await browser.post('/api/auth/login', { email: `  ${email.toUpperCase()} `, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.json.user).toEqual(signup.json.user);
    const me = await browser.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.json.user).toEqual(signup.json.user);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const { email } = await signedUp();
    const wrong = await new Browser(baseUrl).post('/api/auth/login', { email, password: 'wrong-password' });
    const unknown = await new Browser(baseUrl).post('/api/auth/login', {
      email: uniqueEmail('nobody'),
      password: PASSWORD,
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ error: 'Invalid email or password' });
    }
  });

  it('requires e-mail and password to log in', async () => {
    const res = await new Browser(baseUrl).post('/api/auth/login', { email: 'a@b.co' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'Password is required' });
  });

  it('answers /me with 401 when signed out', async () => {
    const res = await new Browser(baseUrl).get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ error: 'Please sign in to continue' });
  });

  it('rejects a tampered session token and clears the cookies', async () => {
    const { browser } = await signedUp();
    const token = browser.cookies.get('qc_session')!;
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, email: adminEmail })).toString('base64url');
    browser.cookies.set('qc_session', `${header}.${forged}.${signature}`);
    browser.cookies.delete('qc_refresh');
    const me = await browser.get('/api/auth/me');
    expect(me.status).toBe(401);
    expect(browser.lastSetCookies.some((c) => /^qc_session=;.*Max-Age=0/i.test(c))).toBe(true);
  });

  it('logs out by clearing both cookies, after which /me is 401', async () => {
    const { browser } = await signedUp();
    const out = await browser.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(browser.lastSetCookies.filter((c) => /Max-Age=0/i.test(c) && /HttpOnly/i.test(c))).toHaveLength(2);
    expect(browser.cookies.size).toBe(0);
    expect((await browser.get('/api/auth/me')).status).toBe(401);
  });

  it('ends the session on the server: cookies copied before logout no longer work', async () => {
    const { browser } = await signedUp();
    const copied = new Browser(baseUrl);
    for (const [name, value] of browser.cookies) copied.cookies.set(name, value);
    const refreshToken = browser.cookies.get('qc_refresh')!;
    expect((await copied.get('/api/auth/me')).status).toBe(200);
    expect((await browser.post('/api/auth/logout')).status).toBe(200);
    expect((await copied.get('/api/auth/me')).status).toBe(401);
    // Nor can the copied refresh token get a new ID token.
    const refreshOnly = new Browser(baseUrl);
    refreshOnly.cookies.set('qc_refresh', refreshToken);
    expect((await refreshOnly.get('/api/auth/me')).status).toBe(401);
  });
});

describe('cross-site request forgery', () => {
  it("refuses a cross-site text/plain form post that would sign the victim into the attacker's account", async () => {
    const email = uniqueEmail('attacker');
    await signedUp(email);
    const victim = new Browser(baseUrl);
    const body = JSON.stringify({ email, password: PASSWORD });
    const forged = await victim.request('POST', '/api/auth/login', body, {
      'content-type': 'text/plain',
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(forged.status).toBe(403);
    expect(victim.cookies.size).toBe(0);
    // An older browser that sends no Sec-Fetch-Site still cannot send JSON cross-site, and text/plain is refused.
    const plain = await victim.request('POST', '/api/auth/login', body, { 'content-type': 'text/plain' });
    expect(plain.status).toBe(415);
    expect(victim.cookies.size).toBe(0);
    // The site itself signs in as before.
    const same = await victim.request('POST', '/api/auth/login', body, {
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
    });
    expect(same.status).toBe(200);
  });

  it('refuses a foreign Origin or Referer on every state-changing route, even without Sec-Fetch-Site', async () => {
    const { browser: user, res } = await signedUp();
    const admin = await adminBrowser(baseUrl, adminEmail);
    const userId = res.json.user.id as string;
    expect((await admin.post(`/api/admin/users/${userId}/credits`, { credits: 3, reason: 'test' })).status).toBe(200);
    const pdf = textQuotePdf();
    const mine = await uploadMultipart(user, pdf, 'quote.pdf');
    expect(mine.status).toBe(200);
    const balance = async () => (await user.get('/api/credits/balance')).json.balance as number;
    const before = await balance();
    const changing = (ROUTES as readonly RouteDef[]).filter((r) => r.method !== 'GET' && !r.signedByCaller);
    const concrete = (path: string) =>
      path.replace('{id}', mine.json.id).replace('{userId}', userId).replace('{token}', 'a'.repeat(32));
    const forged: string[] = [];
    for (const route of changing) {
      const caller = route.access === 'admin' ? admin : user;
      const path = concrete(route.path);
      const body = route.multipart ? undefined : {};
      const foreign = await caller.request(route.method, path, body, { origin: 'https://evil.example' });
      if (foreign.status !== 403) forged.push(`${route.method} ${route.path} (Origin): ${foreign.status}`);
      caller.sendsOrigin = false;
      const referred = await caller.request(route.method, path, body, { referer: 'https://evil.example/page.html' });
      const neither = await caller.request(route.method, path, body);
      caller.sendsOrigin = true;
      if (referred.status !== 403) forged.push(`${route.method} ${route.path} (Referer): ${referred.status}`);
      if (neither.status !== 403) forged.push(`${route.method} ${route.path} (neither): ${neither.status}`);
      expect(foreign.json).toEqual({ error: 'Requests from other sites are not allowed' });
    }
    expect(forged).toEqual([]);
    // The multipart upload a cross-site form can send, as an older browser sends it: refused, no credit spent.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)]), 'quote.pdf');
    const cookie = [...user.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const upload = await fetch(`${baseUrl}/api/quotes/upload`, {
      method: 'POST',
      body: form,
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(upload.status).toBe(403);
    expect(await balance()).toBe(before);
    // A Referer on the site itself, without an Origin, is the site.
    user.sendsOrigin = false;
    const ownReferer = await user.request('POST', '/api/auth/logout', undefined, { referer: `${baseUrl}/my-quotes` });
    expect(ownReferer.status).toBe(200);
  });
});

describe('roles and the admin route', () => {
  it('makes the account created at start in the admin group the admin, and lets it read stats', async () => {
    const browser = await adminBrowser(baseUrl, adminEmail);
    expect((await browser.get('/api/auth/me')).json.user.role).toBe('admin');
    const stats = await browser.get('/api/admin/stats');
    expect(stats.status).toBe(200);
    expect(stats.json).toEqual({
      totalUsers: expect.any(Number),
      totalQuotes: expect.any(Number),
      registeredQuotes: expect.any(Number),
      guestQuotes: expect.any(Number),
      totalRevenue: expect.stringMatching(/^\d+\.\d{2}$/),
      quotesToday: expect.any(Number),
      recentQuotes: expect.any(Array),
    });
    expect(stats.json.registeredQuotes + stats.json.guestQuotes).toBe(stats.json.totalQuotes);
    const before = stats.json.totalUsers as number;
    expect(before).toBeGreaterThanOrEqual(1);
    await signedUp();
    expect((await browser.get('/api/admin/stats')).json.totalUsers).toBe(before + 1);
  });

  it('refuses to sign up the admin address again, like any taken e-mail', async () => {
    const res = await new Browser(baseUrl).post('/api/auth/signup', {
      email: adminEmail.toUpperCase(),
      password: 'another-password-1',
    });
    expect(res.status).toBe(409);
  });

  it('does not make a user admin who changes their e-mail to the admin address in the user pool', async () => {
    const email = uniqueEmail('mallory');
    await signedUp(email);
    const pool = JSON.parse(readFileSync(join(inject('dataDir'), 'local-user-pool.json'), 'utf8')) as {
      clientId: string;
    };
    const cognito = new CognitoIdentityProviderClient({
      endpoint: `http://127.0.0.1:${inject('basePort') + 12}`,
      region: 'us-east-1',
      credentials: LOCAL_CREDENTIALS,
    });
    const auth = await cognito.send(
      new InitiateAuthCommand({
        ClientId: pool.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD },
      }),
    );
    await cognito.send(
      new UpdateUserAttributesCommand({
        AccessToken: auth.AuthenticationResult!.AccessToken,
        UserAttributes: [{ Name: 'email', Value: adminEmail }],
      }),
    );
    const relogin = await cognito.send(
      new InitiateAuthCommand({
        ClientId: pool.clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: auth.AuthenticationResult!.RefreshToken! },
      }),
    );
    cognito.destroy();
    const idToken = relogin.AuthenticationResult!.IdToken!;
    expect(JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString()).email).toBe(adminEmail);
    const browser = new Browser(baseUrl);
    browser.cookies.set('qc_session', idToken);
    const me = await browser.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.json.user.role).toBe('user');
    expect((await browser.get('/api/admin/stats')).status).toBe(403);
  });

  it('answers 403 to a signed-in user who is not the admin', async () => {
    const { browser } = await signedUp();
    const res = await browser.get('/api/admin/stats');
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ error: 'You do not have access to this resource' });
  });

  it('answers 401 to a signed-out visitor', async () => {
    const res = await new Browser(baseUrl).get('/api/admin/stats');
    expect(res.status).toBe(401);
  });
});

describe('logs', () => {
  it('never contain a password or a session token', async () => {
    const password = `Secret-${Date.now()}-pw`;
    const { browser } = await new Browser(baseUrl)
      .post('/api/auth/signup', { email: uniqueEmail(), password })
      .then(() => signedUp());
    await new Browser(baseUrl).post('/api/auth/login', { email: 'x@example.com', password });
    await browser.get('/api/auth/me');
    await new Promise((r) => setTimeout(r, 200));
    const log = readFileSync(inject('logFile'), 'utf8');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(password);
    expect(log).not.toContain(browser.cookies.get('qc_session')!);
    expect(log).not.toContain(browser.cookies.get('qc_refresh')!);
  });
});
