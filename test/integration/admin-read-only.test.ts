import { beforeAll, describe, expect, inject, it } from 'vitest';
import { textQuotePdf } from '../pdf-bombs.js';
import { adminBrowser, Browser, uniqueEmail, uploadMultipart, waitForFinalStatus } from './http-client.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const READ_ONLY = "Admins can view a homeowner's quote but not change it";

let admin: Browser;
let owner: Browser;
let quoteId: string;

beforeAll(async () => {
  admin = await adminBrowser(baseUrl, adminEmail);
  owner = new Browser(baseUrl);
  expect((await owner.post('/api/auth/signup', { email: uniqueEmail('owner'), password: 'secret-123' })).status).toBe(
    201,
  );
  const upload = await uploadMultipart(owner, textQuotePdf(), 'quote.pdf');
  expect(upload.status).toBe(200);
  quoteId = upload.json.id;
  expect((await waitForFinalStatus(owner, quoteId)).status).toMatch(/discussing|completed/);
});

describe("an admin on a homeowner's quote", () => {
  it('reads the quote, its messages and its text', async () => {
    expect((await admin.get(`/api/quotes/${quoteId}`)).status).toBe(200);
    expect((await admin.get(`/api/quotes/${quoteId}/messages`)).status).toBe(200);
    expect((await admin.get(`/api/quotes/${quoteId}/extracted-text`)).status).toBe(200);
  });

  it('is refused every change with a 403 that says why, and nothing changes', async () => {
    const before = (await owner.get(`/api/quotes/${quoteId}`)).json;
    const messagesBefore = (await owner.get(`/api/quotes/${quoteId}/messages`)).json.length;
    const link = await owner.post(`/api/quotes/${quoteId}/shares`, {});
    expect(link.status).toBe(201);
    const writes: [string, string, unknown][] = [
      ['POST', `/api/quotes/${quoteId}/chat`, { message: 'The total is $1.' }],
      ['PATCH', `/api/quotes/${quoteId}/update-scope`, { totalCost: '1' }],
      ['POST', `/api/quotes/${quoteId}/analyze`, undefined],
      ['POST', `/api/quotes/${quoteId}/retry-processing`, undefined],
      ['POST', `/api/quotes/${quoteId}/shares`, {}],
      ['DELETE', `/api/quotes/${quoteId}/shares/${link.json.token}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      const res = await admin.request(method, path, body);
      expect({ route: `${method} ${path}`, status: res.status, body: res.json }).toEqual({
        route: `${method} ${path}`,
        status: 403,
        body: { error: READ_ONLY },
      });
    }
    const after = (await owner.get(`/api/quotes/${quoteId}`)).json;
    expect(after.totalCost).toBe(before.totalCost);
    expect(after.updatedAt ?? null).toBe(before.updatedAt ?? null);
    expect((await owner.get(`/api/quotes/${quoteId}/messages`)).json.length).toBe(messagesBefore);
    // The owner's link still works.
    expect((await new Browser(baseUrl).get(`/api/shared/${link.json.token}`)).status).toBe(200);
  });

  it("leaves the owner's own changes, and the admin's own quotes, writable", async () => {
    expect((await owner.post(`/api/quotes/${quoteId}/chat`, { message: 'Thanks' })).status).toBe(200);
    const mine = await uploadMultipart(admin, textQuotePdf(), 'admin-quote.pdf');
    expect(mine.status).toBe(200);
    await waitForFinalStatus(admin, mine.json.id);
    expect((await admin.post(`/api/quotes/${mine.json.id}/chat`, { message: 'Thanks' })).status).toBe(200);
  });
});
