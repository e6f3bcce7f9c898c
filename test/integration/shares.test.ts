import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CATEGORIES } from '@shared/checklist.js';
import { MAX_ACTIVE_SHARES_PER_QUOTE, SHARE_LINK_TTL_DAYS } from '@shared/limits.js';
import { SHARE_MESSAGES } from '@shared/shares.js';
import { LOCAL_CREDENTIALS } from '../../functions/lib/config.js';
import { documentBytes, FLORIDA_QUOTE } from '../documents.js';
import { adminBrowser, Browser, uploadPresigned, userWithCredits, waitForFinalStatus } from './http-client.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const QUOTE = FLORIDA_QUOTE;
const PII = QUOTE.expect.pii!;
const TOKEN = /^[A-Za-z0-9_-]{22}$/;
const GONE = { error: SHARE_MESSAGES.gone };
const REPORT_KEYS = [
  'checklistResults',
  'createdAt',
  'expiresAt',
  'overallScore',
  'quantities',
  'quoteType',
  'scope',
  'state',
  'totalCost',
  'vendor',
  'zipCode',
];

/** The stack's DynamoDB Local, to move a link's expiry into the past (the clock of a link is its item). */
const ddb = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: `http://127.0.0.1:${inject('basePort') + 10}`,
    region: 'us-east-1',
    credentials: LOCAL_CREDENTIALS,
  }),
);

async function expireLink(quoteId: string, token: string): Promise<void> {
  // Both items of the link: the one the public view reads and the one the owner's list reads.
  for (const key of [
    { pk: `SHARE#${token}`, sk: 'SHARE' },
    { pk: `QUOTE#${quoteId}`, sk: `SHARE#${token}` },
  ]) {
    await ddb.send(
      new UpdateCommand({
        TableName: 'quotecheck',
        Key: key,
        UpdateExpression: 'SET expiresAt = :past',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 5 },
      }),
    );
  }
}

/** A signed-in account with one analysed quote. */
async function ownerWithQuote(): Promise<{ browser: Browser; quoteId: string; userId: string }> {
  const { browser, id } = await userWithCredits(baseUrl, adminEmail, 0);
  const up = await uploadPresigned(browser, documentBytes(QUOTE.file), QUOTE.file);
  expect(up.status).toBe(200);
  const quote = await waitForFinalStatus(browser, up.json.id);
  expect(['discussing', 'completed']).toContain(quote.status);
  return { browser, quoteId: up.json.id, userId: id };
}

let owner: { browser: Browser; quoteId: string; userId: string };
beforeAll(async () => {
  owner = await ownerWithQuote();
});

describe('the owner shares a read-only report', () => {
  it('creates a link, lists it, and anyone with it reads the report without personal information or files', async () => {
    const before = Date.now();
    const created = await owner.browser.post(`/api/quotes/${owner.quoteId}/shares`, {});
    expect(created.status).toBe(201);
    const { token, url, expiresAt, createdAt } = created.json;
    expect(token).toMatch(TOKEN);
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    expect(url).toBe(`/shared/${token}`);
    expect(Date.parse(expiresAt) - Date.parse(createdAt)).toBeGreaterThan(SHARE_LINK_TTL_DAYS * 86_400_000 - 1000);
    expect(Date.parse(expiresAt)).toBeLessThanOrEqual(before + SHARE_LINK_TTL_DAYS * 86_400_000 + 60_000);

    const list = await owner.browser.get(`/api/quotes/${owner.quoteId}/shares`);
    expect(list.status).toBe(200);
    expect(list.json).toEqual({
      shares: [{ token, url, createdAt, expiresAt }],
      maxActive: MAX_ACTIVE_SHARES_PER_QUOTE,
    });

    // A stranger's browser: no cookies at all.
    const view = await new Browser(baseUrl).get(`/api/shared/${token}`);
    expect(view.status).toBe(200);
    expect(view.headers.get('cache-control')).toBe('no-store');
    expect(view.headers.get('referrer-policy')).toBe('no-referrer');
    expect(view.headers.get('set-cookie')).toBeNull();
    expect(Object.keys(view.json).sort()).toEqual(REPORT_KEYS);
    expect(view.json).toMatchObject({
      vendor: QUOTE.expect.vendor,
      totalCost: QUOTE.expect.totalCost,
      zipCode: QUOTE.expect.zipCode,
      state: QUOTE.notes.state,
      expiresAt,
    });
    expect(view.json.checklistResults.map((r: { title: string }) => r.title)).toEqual(CATEGORIES.map((c) => c.title));
    for (const result of view.json.checklistResults) {
      expect(Object.keys(result).sort()).toEqual(['category', 'evidence', 'explanation', 'id', 'status', 'title']);
      expect(result.explanation.length).toBeGreaterThan(0);
    }
    expect(view.json.checklistResults.some((r: { evidence: string[] }) => r.evidence.length > 0)).toBe(true);

    const text = JSON.stringify(view.json);
    for (const pii of PII) expect(text.toLowerCase()).not.toContain(pii.toLowerCase());
    for (const leak of [
      owner.quoteId,
      owner.userId,
      QUOTE.file,
      QUOTE.file.split('_').slice(0, 2).join('_'),
      '/api/',
      'file/original',
      'extracted-text',
      'uploads/',
      'projectAddress',
      'fileName',
      'userEmail',
      '@example.com',
    ]) {
      expect(text).not.toContain(leak);
    }
  });

  it('revokes a link: the report answers 404 at once, the list forgets it, a second revoke is 404', async () => {
    const { json: link } = await owner.browser.post(`/api/quotes/${owner.quoteId}/shares`, {});
    expect((await new Browser(baseUrl).get(`/api/shared/${link.token}`)).status).toBe(200);

    const revoked = await owner.browser.request('DELETE', `/api/quotes/${owner.quoteId}/shares/${link.token}`);
    expect(revoked.status).toBe(200);
    expect(revoked.json).toEqual({ token: link.token, revokedAt: expect.any(String) });

    const view = await new Browser(baseUrl).get(`/api/shared/${link.token}`);
    expect(view.status).toBe(404);
    expect(view.json).toEqual(GONE);
    const list = await owner.browser.get(`/api/quotes/${owner.quoteId}/shares`);
    expect(list.json.shares.map((s: { token: string }) => s.token)).not.toContain(link.token);
    expect((await owner.browser.request('DELETE', `/api/quotes/${owner.quoteId}/shares/${link.token}`)).status).toBe(
      404,
    );
  });

  it('an expired link answers 404 and leaves the list', async () => {
    const { json: link } = await owner.browser.post(`/api/quotes/${owner.quoteId}/shares`, {});
    await expireLink(owner.quoteId, link.token);
    const view = await new Browser(baseUrl).get(`/api/shared/${link.token}`);
    expect(view.status).toBe(404);
    expect(view.json).toEqual(GONE);
    const list = await owner.browser.get(`/api/quotes/${owner.quoteId}/shares`);
    expect(list.json.shares.map((s: { token: string }) => s.token)).not.toContain(link.token);
  });

  it('a create with options is refused with a clear error and makes no link', async () => {
    const before = (await owner.browser.get(`/api/quotes/${owner.quoteId}/shares`)).json.shares.length;
    const res = await owner.browser.post(`/api/quotes/${owner.quoteId}/shares`, { expiresAt: '2099-01-01T00:00:00Z' });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('A share link takes no options: send {} or no body.');
    expect((await owner.browser.get(`/api/quotes/${owner.quoteId}/shares`)).json.shares).toHaveLength(before);
  });

  it('unknown and malformed tokens answer the same 404, never a 5xx', async () => {
    const stranger = new Browser(baseUrl);
    for (const token of [
      'AAAAAAAAAAAAAAAAAAAAAA',
      'short',
      'A'.repeat(200),
      '%00',
      '..%2F..%2Fapi%2Fhealth',
      "'%20OR%201=1",
      '%3Cscript%3E',
    ]) {
      const res = await stranger.get(`/api/shared/${token}`);
      expect(res.status, token).toBe(404);
      expect(res.json, token).toEqual(GONE);
    }
  });
});

describe('only the owner (or the admin) manages the links', () => {
  it('another account gets 404 and a guest 401 on create, list and revoke; the link keeps working', async () => {
    const { json: link } = await owner.browser.post(`/api/quotes/${owner.quoteId}/shares`, {});
    const other = (await userWithCredits(baseUrl, adminEmail, 0)).browser;
    const guest = new Browser(baseUrl);
    for (const [who, expected] of [
      [other, 404],
      [guest, 401],
    ] as const) {
      expect((await who.post(`/api/quotes/${owner.quoteId}/shares`, {})).status).toBe(expected);
      expect((await who.get(`/api/quotes/${owner.quoteId}/shares`)).status).toBe(expected);
      expect((await who.request('DELETE', `/api/quotes/${owner.quoteId}/shares/${link.token}`)).status).toBe(expected);
    }
    // The other account's 404 reads like a quote that does not exist.
    const missing = await other.get(`/api/quotes/00000000-0000-4000-8000-000000000000/shares`);
    const notTheirs = await other.get(`/api/quotes/${owner.quoteId}/shares`);
    expect(notTheirs.json).toEqual(missing.json);
    expect((await new Browser(baseUrl).get(`/api/shared/${link.token}`)).status).toBe(200);
  });

  it("a link cannot be revoked through another quote, even the caller's own", async () => {
    const { json: link } = await owner.browser.post(`/api/quotes/${owner.quoteId}/shares`, {});
    const other = await ownerWithQuote();
    expect((await other.browser.request('DELETE', `/api/quotes/${other.quoteId}/shares/${link.token}`)).status).toBe(
      404,
    );
    expect((await owner.browser.request('DELETE', `/api/quotes/${other.quoteId}/shares/${link.token}`)).status).toBe(
      404,
    );
    expect((await new Browser(baseUrl).get(`/api/shared/${link.token}`)).status).toBe(200);
  });

  it("a guest's own quote cannot be shared: 401 without an account", async () => {
    const guest = new Browser(baseUrl);
    const up = await uploadPresigned(guest, documentBytes(QUOTE.file), QUOTE.file);
    await waitForFinalStatus(guest, up.json.id);
    expect((await guest.post(`/api/quotes/${up.json.id}/shares`, {})).status).toBe(401);
    expect((await guest.get(`/api/quotes/${up.json.id}/shares`)).status).toBe(401);
  });

  it("the admin may list the links of any account, but neither create nor revoke a homeowner's", async () => {
    const admin = await adminBrowser(baseUrl, adminEmail);
    expect((await admin.get(`/api/quotes/${owner.quoteId}/shares`)).status).toBe(200);
    const created = await admin.post(`/api/quotes/${owner.quoteId}/shares`, {});
    expect({ status: created.status, body: created.json }).toEqual({
      status: 403,
      body: { error: "Admins can view a homeowner's quote but not change it" },
    });
    const { json: link } = await owner.browser.post(`/api/quotes/${owner.quoteId}/shares`, {});
    expect((await admin.request('DELETE', `/api/quotes/${owner.quoteId}/shares/${link.token}`)).status).toBe(403);
    expect((await new Browser(baseUrl).get(`/api/shared/${link.token}`)).status).toBe(200);
  });
});

describe('abuse', () => {
  it('state-changing share routes follow the rules against cross-site requests', async () => {
    const path = `/api/quotes/${owner.quoteId}/shares`;
    expect((await owner.browser.request('POST', path, '{}', { 'content-type': 'text/plain' })).status).toBe(415);
    expect(
      (await owner.browser.request('POST', path, 'a=1', { 'content-type': 'application/x-www-form-urlencoded' }))
        .status,
    ).toBe(415);
    expect((await owner.browser.request('POST', path, {}, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const { json: link } = await owner.browser.post(path, {});
    expect(
      (await owner.browser.request('DELETE', `${path}/${link.token}`, undefined, { 'sec-fetch-site': 'cross-site' }))
        .status,
    ).toBe(403);
    expect((await owner.browser.request('DELETE', `${path}/${link.token}`, undefined, { origin: 'null' })).status).toBe(
      403,
    );
    expect((await new Browser(baseUrl).get(`/api/shared/${link.token}`)).status).toBe(200);
    expect((await owner.browser.post(path, [])).status).toBe(400);
  });

  it(`caps active links at ${MAX_ACTIVE_SHARES_PER_QUOTE} per quote, under concurrent creates too; revoking frees a place`, async () => {
    const fresh = await ownerWithQuote();
    const path = `/api/quotes/${fresh.quoteId}/shares`;
    const results = await Promise.all(
      Array.from({ length: MAX_ACTIVE_SHARES_PER_QUOTE + 4 }, () => fresh.browser.post(path, {})),
    );
    const statuses = results.map((r) => r.status);
    expect(
      statuses.every((s) => s === 201 || s === 409),
      statuses.join(','),
    ).toBe(true);
    const made = statuses.filter((s) => s === 201).length;
    expect(made).toBeLessThanOrEqual(MAX_ACTIVE_SHARES_PER_QUOTE);
    for (let i = made; i < MAX_ACTIVE_SHARES_PER_QUOTE; i++)
      expect((await fresh.browser.post(path, {})).status).toBe(201);

    const full = await fresh.browser.post(path, {});
    expect(full.status).toBe(409);
    expect(full.json.error).toBe(SHARE_MESSAGES.tooMany(MAX_ACTIVE_SHARES_PER_QUOTE));
    const list = await fresh.browser.get(path);
    expect(list.json.shares).toHaveLength(MAX_ACTIVE_SHARES_PER_QUOTE);

    // Two revokes of one link at once: one wins, the other finds nothing; neither fails.
    const token = list.json.shares[0].token;
    const revokes = await Promise.all([
      fresh.browser.request('DELETE', `${path}/${token}`),
      fresh.browser.request('DELETE', `${path}/${token}`),
    ]);
    expect(revokes.map((r) => r.status).sort()).toEqual([200, 404]);
    expect((await fresh.browser.post(path, {})).status).toBe(201);
    expect((await fresh.browser.post(path, {})).status).toBe(409);
  });
});
