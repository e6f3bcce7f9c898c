import { ADMIN_PASSWORD } from './local-stack-process.js';

/** A tiny cookie-keeping client, like a browser talking to the local server. */
export class Browser {
  readonly cookies = new Map<string, string>();
  lastSetCookies: string[] = [];
  /** Whether requests carry an Origin header (every browser's POST does; an older one may send only a Referer). */
  sendsOrigin = true;

  constructor(readonly baseUrl: string) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: any; headers: Headers }> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: {
        // Like a browser: every request says which site it comes from (the CSRF guard needs it).
        ...(this.sendsOrigin ? { origin: new URL(this.baseUrl).origin } : {}),
        ...(body !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    this.lastSetCookies = res.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      const expired = attrs.some((a) => /^max-age=0$/i.test(a));
      if (expired || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    return { status: res.status, json, headers: res.headers };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body);
  patch = (path: string, body?: unknown) => this.request('PATCH', path, body);
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${Date.now()}.${process.pid}.${counter++}@example.com`;
}

export interface UploadResult {
  status: number;
  json: any;
}

/** POST /api/quotes/upload as multipart form data, field `file`, like an API client. */
export async function uploadMultipart(
  browser: Browser,
  bytes: Uint8Array,
  fileName: string,
  field = 'file',
): Promise<UploadResult> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), fileName);
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${browser.baseUrl}/api/quotes/upload`, {
    method: 'POST',
    body: form,
    headers: { origin: new URL(browser.baseUrl).origin, ...(cookie ? { cookie } : {}) },
  });
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, ...rest] = pair.split('=');
    if (rest.join('=')) browser.cookies.set(name, rest.join('='));
  }
  return { status: res.status, json: await res.json() };
}

/** The browser's path: a presigned POST straight to the bucket, then upload-complete. */
export async function uploadPresigned(browser: Browser, bytes: Uint8Array, fileName: string): Promise<UploadResult> {
  const presign = await browser.post('/api/quotes/upload-url', { fileName, size: bytes.length });
  if (presign.status !== 200) return presign;
  const form = new FormData();
  for (const [k, v] of Object.entries(presign.json.fields as Record<string, string>)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const s3 = await fetch(presign.json.url, { method: 'POST', body: form });
  if (s3.status >= 300) return { status: s3.status, json: { error: await s3.text() } };
  return browser.post('/api/quotes/upload-complete', { uploadId: presign.json.uploadId, fileName });
}

const FINAL = ['discussing', 'completed', 'error'];

/** Polls GET /api/quotes/{id} until the quote reaches a final status. */
export async function waitForFinalStatus(browser: Browser, id: string, timeoutMs = 60_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  const seen: string[] = [];
  while (Date.now() < deadline) {
    const res = await browser.get(`/api/quotes/${id}`);
    if (res.status !== 200) throw new Error(`GET quote answered ${res.status}: ${JSON.stringify(res.json)}`);
    if (seen.at(-1) !== res.json.status) seen.push(res.json.status);
    if (FINAL.includes(res.json.status)) return { ...res.json, statusesSeen: seen };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Quote ${id} did not finish; statuses seen: ${seen.join(' → ')}`);
}

export { ADMIN_PASSWORD };

/** A browser signed in as the admin account the stack created at start. */
export async function adminBrowser(baseUrl: string, adminEmail: string): Promise<Browser> {
  const browser = new Browser(baseUrl);
  const login = await browser.post('/api/auth/login', { email: adminEmail, password: ADMIN_PASSWORD });
  if (login.status !== 200) throw new Error(`admin login answered ${login.status}`);
  return browser;
}

/** A new signed-in user with `credits` credits (set through the admin route) and the free analysis unused. */
export async function userWithCredits(
  baseUrl: string,
  adminEmail: string,
  credits: number,
): Promise<{ browser: Browser; id: string; email: string }> {
  const browser = new Browser(baseUrl);
  const email = uniqueEmail('buyer');
  const signup = await browser.post('/api/auth/signup', { email, password: 'secret-123' });
  if (signup.status !== 201) throw new Error(`signup answered ${signup.status}`);
  const id = signup.json.user.id as string;
  if (credits > 0) {
    const admin = await adminBrowser(baseUrl, adminEmail);
    const set = await admin.post(`/api/admin/users/${id}/credits`, { credits, reason: 'test setup' });
    if (set.status !== 200) throw new Error(`setting credits answered ${set.status}: ${JSON.stringify(set.json)}`);
  }
  return { browser, id, email };
}
