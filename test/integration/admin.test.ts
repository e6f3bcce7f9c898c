import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_PAGE_SIZE } from '@shared/limits.js';
import { ROUTES } from '@shared/routes.js';
import type { AdminListStore } from '../../functions/admin/ports.js';
import { ensureTable } from '../../local/dynamodb.js';
import { COASTAL_QUOTE, documentBytes, DOORS_QUOTE, FLORIDA_QUOTE, TEXT_QUOTE } from '../documents.js';
import { ADMIN_PASSWORD as PASSWORD } from './local-stack-process.js';
import { Browser, uniqueEmail, uploadMultipart, waitForFinalStatus } from './http-client.js';

const baseUrl = inject('baseUrl');
const basePort = inject('basePort');
const adminEmail = inject('adminEmail');
const CREDITS_MESSAGE = 'Please enter a valid number of credits';

async function signedUp(email = uniqueEmail('admin-it')) {
  const browser = new Browser(baseUrl);
  const res = await browser.post('/api/auth/signup', { email, password: PASSWORD });
  expect(res.status).toBe(201);
  return { browser, email, id: res.json.user.id as string };
}

async function signedInAdmin(): Promise<Browser> {
  const browser = new Browser(baseUrl);
  expect((await browser.post('/api/auth/login', { email: adminEmail, password: PASSWORD })).status).toBe(200);
  expect((await browser.get('/api/auth/me')).json.user.role).toBe('admin');
  return browser;
}

/** Every page of an admin list, following totalPages. */
async function allPages(
  admin: Browser,
  path: string,
  key: 'quotes' | 'users',
): Promise<{ rows: any[]; total: number; totalPages: number }> {
  const first = await admin.get(`${path}?page=1`);
  expect(first.status).toBe(200);
  const rows = [...first.json[key]];
  for (let page = 2; page <= first.json.pagination.totalPages; page++) {
    const res = await admin.get(`${path}?page=${page}`);
    expect(res.status).toBe(200);
    expect(res.json.pagination).toEqual({ ...first.json.pagination, page });
    rows.push(...res.json[key]);
  }
  return { rows, ...first.json.pagination };
}

const q = (params: Record<string, string | number>) =>
  `/api/admin/quotes?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

describe('every admin route is for the admin only', () => {
  const adminRoutes = ROUTES.filter((r) => r.access === 'admin');

  it('covers the back office routes', () => {
    expect(adminRoutes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/stats',
        'GET /api/admin/quotes',
        'GET /api/admin/users',
        'POST /api/admin/users/{userId}/credits',
      ]),
    );
  });

  for (const route of adminRoutes) {
    it(`${route.method} ${route.path}: 401 signed out, 403 for a signed-in user, and nothing changes`, async () => {
      const user = await signedUp();
      const path = route.path.replace('{userId}', user.id);
      const body = route.method === 'GET' ? undefined : { credits: 99, reason: 'not allowed' };
      const guest = await new Browser(baseUrl).request(route.method, path, body);
      expect(guest.status).toBe(401);
      expect(guest.json).toEqual({ error: 'Please sign in to continue' });
      const denied = await user.browser.request(route.method, path, body);
      expect(denied.status).toBe(403);
      expect(denied.json).toEqual({ error: 'You do not have access to this resource' });
      expect((await user.browser.get('/api/credits/balance')).json.balance).toBe(0);
    });
  }
});

describe('admin quotes and users lists (local stack over HTTP)', () => {
  let admin: Browser;
  const tag = `adm${Date.now().toString(36)}`;
  /** Oldest first: a guest's quote, then three of one user (the first free, two paid with credits the admin set). */
  const uploads: { id: string; fileName: string; document: string; owner: Browser }[] = [];
  let owner: Awaited<ReturnType<typeof signedUp>>;
  const views = new Map<string, any>();

  beforeAll(async () => {
    admin = await signedInAdmin();
    owner = await signedUp(uniqueEmail(`Owner.${tag}`));
    const guest = new Browser(baseUrl);
    const plan: [Browser, string, string][] = [
      [guest, DOORS_QUOTE.file, `${tag}-guest-doors.pdf`],
      [owner.browser, FLORIDA_QUOTE.file, `${tag}-first.pdf`],
      [owner.browser, COASTAL_QUOTE.file, `${tag}-second.pdf`],
      [owner.browser, TEXT_QUOTE.file, `${tag}-third.pdf`],
    ];
    for (const [browser, document, fileName] of plan) {
      if (uploads.length === 2) {
        // The free analysis is used: the admin gives two credits for the next two uploads.
        const set = await admin.post(`/api/admin/users/${owner.id}/credits`, { credits: 2, reason: 'Trial credits' });
        expect(set.status).toBe(200);
      }
      const up = await uploadMultipart(browser, documentBytes(document), fileName);
      expect(up.status, JSON.stringify(up.json)).toBe(200);
      uploads.push({ id: up.json.id, fileName, document, owner: browser });
    }
    for (const u of uploads) {
      const done = await waitForFinalStatus(u.owner, u.id);
      expect(['discussing', 'completed']).toContain(done.status);
      // What the uploader sees: the admin row is this plus userEmail and isGuest (lists leave out the
      // questions for the contractor, which only one quote's view computes).
      const { contractorQuestions, ...listed } = (await u.owner.get(`/api/quotes/${u.id}`)).json;
      expect(Array.isArray(contractorQuestions)).toBe(true);
      views.set(u.id, listed);
    }
  }, 240_000);

  const newestFirst = () => [...uploads].reverse().map((u) => u.id);

  it('lists every quote newest first, with the admin fields, the counter total and pages of ADMIN_PAGE_SIZE', async () => {
    const stats = (await admin.get('/api/admin/stats')).json;
    const first = await admin.get('/api/admin/quotes');
    expect(first.status).toBe(200);
    expect(first.json.pagination).toEqual({
      page: 1,
      total: stats.totalQuotes,
      totalPages: Math.max(1, Math.ceil(stats.totalQuotes / ADMIN_PAGE_SIZE)),
    });
    expect(first.json.quotes.length).toBe(Math.min(ADMIN_PAGE_SIZE, stats.totalQuotes));
    expect(first.json.quotes.slice(0, 4).map((x: any) => x.id)).toEqual(newestFirst());

    const [third, second, firstOwned, guestQuote] = first.json.quotes.slice(0, 4);
    for (const row of [third, second, firstOwned]) {
      expect(row).toEqual({ ...views.get(row.id), userEmail: owner.email.toLowerCase(), isGuest: false });
      expect(row.userId).toBe(owner.id);
    }
    expect(guestQuote).toEqual({ ...views.get(guestQuote.id), userEmail: null, isGuest: true });
    expect(guestQuote.isGuestQuote).toBe(true);
    expect(second.vendor).toBe(COASTAL_QUOTE.expect.vendor);
    for (const row of first.json.quotes) expect(row).not.toHaveProperty('fileKey');

    // Every page together: the whole list once, newest first.
    const all = await allPages(admin, '/api/admin/quotes', 'quotes');
    expect(all.rows).toHaveLength(stats.totalQuotes);
    expect(new Set(all.rows.map((r) => r.id)).size).toBe(all.rows.length);
    const dates = all.rows.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const past = await admin.get(q({ page: all.totalPages + 1 }));
    expect(past.json).toEqual({
      quotes: [],
      pagination: { page: all.totalPages + 1, total: stats.totalQuotes, totalPages: all.totalPages },
    });
  });

  it('searches file name, vendor and user e-mail, trimmed and case-insensitive, with the total of the matches', async () => {
    const byName = await admin.get(q({ search: `  ${tag.toUpperCase()}  ` }));
    expect(byName.status).toBe(200);
    expect(byName.json.quotes.map((x: any) => x.id)).toEqual(newestFirst());
    expect(byName.json.pagination).toEqual({ page: 1, total: 4, totalPages: 1 });

    const byEmail = await admin.get(q({ search: owner.email.toUpperCase() }));
    expect(byEmail.json.quotes.map((x: any) => x.id)).toEqual(newestFirst().slice(0, 3));
    expect(byEmail.json.pagination).toEqual({ page: 1, total: 3, totalPages: 1 });
    const page2 = await admin.get(q({ search: owner.email, page: 2 }));
    expect(page2.status).toBe(200);
    expect(page2.json).toEqual({ quotes: [], pagination: { page: 2, total: 3, totalPages: 1 } });

    // The second quote's vendor, every other word in capitals.
    const vendor = COASTAL_QUOTE.expect.vendor!.toLowerCase();
    const shouted = vendor
      .split(' ')
      .map((word, i) => (i % 2 ? word : word.toUpperCase()))
      .join(' ');
    const byVendor = await admin.get(q({ search: shouted }));
    const vendorIds = byVendor.json.quotes.map((x: any) => x.id);
    expect(vendorIds).toContain(uploads[2].id);
    expect(vendorIds).not.toContain(uploads[1].id);
    expect(byVendor.json.pagination.total).toBeGreaterThanOrEqual(1);
    for (const row of byVendor.json.quotes) {
      expect([row.fileName, row.vendor, row.userEmail].some((v) => (v ?? '').toLowerCase().includes(vendor))).toBe(
        true,
      );
    }

    const nothing = await admin.get(q({ search: `${tag}-no-such-quote` }));
    expect(nothing.json).toEqual({ quotes: [], pagination: { page: 1, total: 0, totalPages: 1 } });
  });

  it.each(['0', '-1', '1.5', 'abc', '2e3', '1000001'])('refuses page=%s with 400', async (page) => {
    const res = await admin.get(`/api/admin/quotes?page=${encodeURIComponent(page)}`);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'Page must be a whole number from 1' });
    const users = await admin.get(`/api/admin/users?page=${encodeURIComponent(page)}`);
    expect(users.status).toBe(400);
    expect(users.json).toEqual({ error: 'Page must be a whole number from 1' });
  });

  it('refuses a search longer than 100 characters', async () => {
    expect((await admin.get(q({ search: 'a'.repeat(100) }))).status).toBe(200);
    const res = await admin.get(q({ search: 'a'.repeat(101) }));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'Search must be 100 characters or less' });
  });

  it('lists users newest first with role, credits, quote count and paid cents, total from the counter', async () => {
    const later = await signedUp();
    const stats = (await admin.get('/api/admin/stats')).json;
    const first = await admin.get('/api/admin/users');
    expect(first.status).toBe(200);
    expect(first.json.pagination).toEqual({
      page: 1,
      total: stats.totalUsers,
      totalPages: Math.max(1, Math.ceil(stats.totalUsers / ADMIN_PAGE_SIZE)),
    });
    expect(first.json.users[0]).toEqual({
      id: later.id,
      email: later.email.toLowerCase(),
      fullName: null,
      role: 'user',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      creditBalance: 0,
      totalQuotes: 0,
      totalPaid: 0,
    });

    const all = await allPages(admin, '/api/admin/users', 'users');
    expect(all.rows).toHaveLength(stats.totalUsers);
    const dates = all.rows.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const row = all.rows.find((r) => r.id === owner.id);
    const balance = (await owner.browser.get('/api/credits/balance')).json;
    expect(balance).toEqual({ balance: 0, isFirstQuote: false });
    expect(row).toEqual({
      id: owner.id,
      email: owner.email.toLowerCase(),
      fullName: null,
      role: 'user',
      createdAt: expect.any(String),
      creditBalance: 0,
      totalQuotes: 3,
      totalPaid: 0,
    });
    const adminRows = all.rows.filter((r) => r.role === 'admin');
    expect(adminRows.map((r) => r.email)).toEqual([adminEmail]);
    expect(all.rows.filter((r) => r.role !== 'user' && r.role !== 'admin')).toEqual([]);
  });

  it('renders the revenue with two decimals', async () => {
    expect((await admin.get('/api/admin/stats')).json.totalRevenue).toMatch(/^\d+\.\d{2}$/);
  });
});

describe('admin credit edits', () => {
  let admin: Browser;
  let user: Awaited<ReturnType<typeof signedUp>>;

  beforeAll(async () => {
    admin = await signedInAdmin();
    user = await signedUp();
  });

  const listed = async (id: string) => {
    const all = await allPages(admin, '/api/admin/users', 'users');
    return all.rows.find((r) => r.id === id);
  };

  it.each([
    ['-1', { credits: -1 }],
    ['1.5', { credits: 1.5 }],
    ["'abc'", { credits: 'abc' }],
    ['missing', { reason: 'no number' }],
    ['null', { credits: null }],
    ['no body', undefined],
  ])('refuses credits %s with 400 and changes nothing', async (_name, body) => {
    const res = await admin.post(`/api/admin/users/${user.id}/credits`, body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: CREDITS_MESSAGE });
    expect((await user.browser.get('/api/credits/balance')).json.balance).toBe(0);
  });

  it('refuses more than 100000 credits and a reason over 200 characters', async () => {
    const many = await admin.post(`/api/admin/users/${user.id}/credits`, { credits: 100_001 });
    expect(many.status).toBe(400);
    expect(many.json).toEqual({ error: 'Credits must be 100000 or less' });
    const long = await admin.post(`/api/admin/users/${user.id}/credits`, { credits: 3, reason: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.json).toEqual({ error: 'Reason must be 200 characters or less' });
    expect((await user.browser.get('/api/credits/balance')).json.balance).toBe(0);
    expect((await listed(user.id)).creditBalance).toBe(0);
  });

  it('answers 404 for an unknown user', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not%20a%20user']) {
      const res = await admin.post(`/api/admin/users/${id}/credits`, { credits: 5 });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ error: 'User not found' });
    }
  });

  it('sets the balance (up and down), which the user and the users list then show', async () => {
    const set = await admin.post(`/api/admin/users/${user.id}/credits`, { credits: 7, reason: '  Goodwill  ' });
    expect(set.status).toBe(200);
    expect(set.json).toEqual({
      user: {
        id: user.id,
        email: user.email.toLowerCase(),
        fullName: null,
        role: 'user',
        createdAt: expect.any(String),
        creditBalance: 7,
        totalQuotes: 0,
        totalPaid: 0,
      },
    });
    expect((await user.browser.get('/api/credits/balance')).json).toEqual({ balance: 7, isFirstQuote: true });
    expect((await listed(user.id)).creditBalance).toBe(7);

    const lower = await admin.post(`/api/admin/users/${user.id}/credits`, { credits: 2 });
    expect(lower.status).toBe(200);
    expect(lower.json.user.creditBalance).toBe(2);
    expect((await user.browser.get('/api/credits/balance')).json.balance).toBe(2);

    const same = await admin.post(`/api/admin/users/${user.id}/credits`, { credits: '2' });
    expect(same.status).toBe(200);
    expect(same.json.user.creditBalance).toBe(2);
    const zero = await admin.post(`/api/admin/users/${user.id}/credits`, { credits: 0 });
    expect(zero.json.user.creditBalance).toBe(0);
    expect((await listed(user.id)).creditBalance).toBe(0);
  });
});

/**
 * The store's paging and search over more items than one DynamoDB page (Limit and the 1 MB cap),
 * against a table of its own in the stack's DynamoDB Local so the app's lists stay untouched.
 */
describe('admin list store over a table of its own', () => {
  const endpoint = `http://127.0.0.1:${basePort + 10}`;
  const table = `admin-lists-${process.pid}-${Date.now()}`;
  const QUOTES = 1_150;
  const USERS = 45;
  const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
  const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint, region: 'us-east-1', credentials }));
  let store: AdminListStore;
  const at = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
  const quoteId = (n: number) => `q-${String(n).padStart(5, '0')}-0000000000`;
  /** Newest first, as the index answers. */
  const quotesNewestFirst = Array.from({ length: QUOTES }, (_, i) => QUOTES - 1 - i);
  const matches = (n: number) => n % 7 === 0 || n % 11 === 3 || n % 13 === 5;

  beforeAll(async () => {
    await ensureTable(endpoint, table);
    Object.assign(process.env, {
      TABLE_NAME: table,
      DYNAMODB_ENDPOINT: endpoint,
      UPLOADS_BUCKET: 'unused',
      USER_POOL_ID: 'unused',
      USER_POOL_CLIENT_ID: 'unused',
      AWS_REGION: 'us-east-1',
    });
    store = (await import('../../functions/store/admin-lists.js')).dynamoAdminLists;
    const padding = 'x'.repeat(2_000); // about 500 items per 1 MB page
    const items: Record<string, unknown>[] = [];
    for (let n = 0; n < QUOTES; n++) {
      items.push({
        pk: `QUOTE#${quoteId(n)}`,
        sk: 'QUOTE',
        id: quoteId(n),
        gsi2pk: 'QUOTES',
        gsi2sk: `${at(n)}#${quoteId(n)}`,
        createdAt: at(n),
        searchFileName: n % 7 === 0 ? `needle-${n}.pdf` : `quote-${n}.pdf`,
        searchVendor: n % 11 === 3 ? 'acme needle windows' : 'other',
        searchEmail: n % 13 === 5 ? 'needle@example.com' : '',
        padding,
      });
    }
    for (let n = 0; n < USERS; n++) {
      items.push({
        pk: `USER#u${n}`,
        sk: 'PROFILE',
        id: `u${n}`,
        email: `u${n}@example.com`,
        gsi2pk: 'USERS',
        gsi2sk: `${at(n)}#u${n}`,
        createdAt: at(n),
        creditBalance: n,
      });
    }
    for (let i = 0; i < items.length; i += 25) {
      let request: any = { [table]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) };
      while (request && Object.keys(request).length)
        request = (await ddb.send(new BatchWriteCommand({ RequestItems: request }))).UnprocessedItems;
    }
    await ddb.send(
      new PutCommand({ TableName: table, Item: { pk: 'STATS', sk: 'TOTALS', totalQuotes: QUOTES, totalUsers: USERS } }),
    );
  }, 120_000);

  it('reads the counters', async () => {
    expect(await store.counter('totalQuotes')).toBe(QUOTES);
    expect(await store.counter('totalUsers')).toBe(USERS);
  });

  it.each([0, 20, 480, 499, 500, 999, 1000, 1001, 1140, 1149, 1150, 5000])(
    'quotes after skipping %i are the next ones, newest first',
    async (offset) => {
      const page = await store.quotes(offset, 20);
      expect(page.map((x) => x.id)).toEqual(quotesNewestFirst.slice(offset, offset + 20).map(quoteId));
    },
  );

  it.each([0, 20, 40, 44, 45])('users after skipping %i', async (offset) => {
    const page = await store.users(offset, 20);
    expect(page.map((u) => u.id)).toEqual(
      Array.from({ length: USERS }, (_, i) => `u${USERS - 1 - i}`).slice(offset, offset + 20),
    );
  });

  it('searches every page of the index, counting all matches and returning the requested slice in full', async () => {
    const expected = quotesNewestFirst.filter(matches);
    for (const offset of [0, 20, 240, expected.length - 5, expected.length]) {
      const found = await store.searchQuotes('needle', offset, 20);
      expect(found.total).toBe(expected.length);
      expect(found.items.map((x) => x.id)).toEqual(expected.slice(offset, offset + 20).map(quoteId));
    }
    const one = (await store.searchQuotes('needle-7.pdf', 0, 20)).items;
    expect(one.map((x) => x.id)).toEqual([quoteId(7)]);
    expect(one[0]).toMatchObject({ searchFileName: 'needle-7.pdf', createdAt: at(7) });
    expect(await store.searchQuotes('no such thing', 0, 20)).toEqual({ total: 0, items: [] });
  });
});
