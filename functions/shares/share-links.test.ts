import { describe, expect, it } from 'vitest';
import { MAX_ACTIVE_SHARES_PER_QUOTE, SHARE_LINK_TTL_DAYS } from '@shared/limits.js';
import { SHARE_MESSAGES } from '@shared/shares.js';
import { AppError } from '../lib/errors.js';
import type { QuoteRecord } from '../quotes/quote-record.js';
import {
  canShareQuote,
  createShareLink,
  expiryOf,
  listShareLinks,
  openSharedReport,
  revokeShareLink,
  shareableQuote,
  ShareListChangedError,
  type ShareDeps,
  type ShareRecord,
  type ShareStore,
} from './share-links.js';
import { newShareToken } from './tokens.js';

const QUOTE_ID = 'quote-0000-0000-0001';
const OWNER = { id: 'owner-1', role: 'user' as const };
const OTHER = { id: 'other-1', role: 'user' as const };
const ADMIN = { id: 'admin-1', role: 'admin' as const };

function quote(overrides: Partial<QuoteRecord> = {}): QuoteRecord {
  return {
    id: QUOTE_ID,
    fileName: 'q.pdf',
    fileKey: 'k',
    contentType: 'application/pdf',
    fileSize: 1,
    status: 'completed',
    progressMessage: null,
    overallScore: 70,
    quoteType: 'windows',
    vendor: 'Acme Windows',
    totalCost: '5000.00',
    zipCode: '43215',
    customerZip: null,
    quantities: '4 windows',
    scope: 'Windows',
    projectAddress: '12 Elm St',
    scopeOfWork: null,
    userId: OWNER.id,
    userEmail: 'owner@example.com',
    guestId: null,
    isGuestQuote: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    checklistResults: [
      {
        id: 'pricing_analysis',
        category: 'pricing',
        title: 'Pricing Analysis',
        status: 'good',
        explanation: 'Fair.',
        evidence: ['Total $5,000'],
      },
    ],
    ...overrides,
  };
}

/** The store's contract in memory, versions included. */
function memoryStore(): ShareStore & {
  items: Map<string, ShareRecord>;
  versions: Map<string, number>;
  beforeCreate?: () => Promise<void>;
} {
  const items = new Map<string, ShareRecord>();
  const versions = new Map<string, number>();
  const store = {
    items,
    versions,
    beforeCreate: undefined as undefined | (() => Promise<void>),
    async listForQuote(quoteId: string) {
      return {
        shares: [...items.values()].filter((s) => s.quoteId === quoteId && !s.revokedAt).map((s) => ({ ...s })),
        version: versions.get(quoteId) ?? 0,
      };
    },
    async create(share: ShareRecord, version: number) {
      await store.beforeCreate?.();
      if ((versions.get(share.quoteId) ?? 0) !== version) throw new ShareListChangedError('changed');
      versions.set(share.quoteId, version + 1);
      items.set(share.token, { ...share });
    },
    async get(token: string) {
      const s = items.get(token);
      return s && { ...s };
    },
    async revoke(quoteId: string, token: string, at: string) {
      const s = items.get(token);
      if (!s || s.quoteId !== quoteId || s.revokedAt) return false;
      s.revokedAt = at;
      return true;
    },
  };
  return store;
}

function setup(start = new Date('2026-11-20T12:00:00.000Z')) {
  let now = start;
  const quotes = new Map<string, QuoteRecord>([[QUOTE_ID, quote()]]);
  const store = memoryStore();
  const deps: ShareDeps = {
    shares: store,
    getQuote: async (id) => quotes.get(id),
    newToken: newShareToken,
    now: () => now,
  };
  return { deps, store, quotes, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

async function statusOf(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.statusCode;
    throw error;
  }
}

const DAY = 24 * 60 * 60 * 1000;

describe('who may manage the links of a quote', () => {
  it("the account that owns it and the admin; never another account, and nobody for a guest's quote", () => {
    expect(canShareQuote({ userId: OWNER.id }, OWNER)).toBe(true);
    expect(canShareQuote({ userId: OWNER.id }, ADMIN)).toBe(true);
    expect(canShareQuote({ userId: OWNER.id }, OTHER)).toBe(false);
    expect(canShareQuote({ userId: null }, OTHER)).toBe(false);
    expect(canShareQuote({ userId: null }, ADMIN)).toBe(false);
  });

  it('answers 404 for a quote that is not theirs, does not exist or has a malformed id', async () => {
    const { deps, quotes } = setup();
    quotes.set(
      'guest-quote-00000001',
      quote({ id: 'guest-quote-00000001', userId: null, guestId: 'g'.repeat(32), isGuestQuote: true }),
    );
    expect(await statusOf(shareableQuote(QUOTE_ID, OWNER, deps))).toBe('ok');
    expect(await statusOf(shareableQuote(QUOTE_ID, ADMIN, deps))).toBe('ok');
    expect(await statusOf(shareableQuote(QUOTE_ID, OWNER, deps, 'change'))).toBe('ok');
    // An admin reads a homeowner's links but neither creates nor revokes them.
    expect(await statusOf(shareableQuote(QUOTE_ID, ADMIN, deps, 'change'))).toBe(403);
    expect(await statusOf(shareableQuote(QUOTE_ID, OTHER, deps))).toBe(404);
    expect(await statusOf(shareableQuote(QUOTE_ID, OTHER, deps, 'change'))).toBe(404);
    expect(await statusOf(shareableQuote('no-such-quote-0000', OWNER, deps))).toBe(404);
    expect(await statusOf(shareableQuote('../../etc', OWNER, deps))).toBe(404);
    expect(await statusOf(shareableQuote(undefined, OWNER, deps))).toBe(404);
    expect(await statusOf(shareableQuote('guest-quote-00000001', OTHER, deps))).toBe(404);
  });
});

describe('creating, listing and revoking links', () => {
  it(`creates a link at /shared/<token> that expires ${SHARE_LINK_TTL_DAYS} days later, and lists it`, async () => {
    const { deps, store } = setup();
    const link = await createShareLink(quote(), OWNER, deps);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.url).toBe(`/shared/${link.token}`);
    expect(link.createdAt).toBe('2026-11-20T12:00:00.000Z');
    expect(link.expiresAt).toBe('2026-12-20T12:00:00.000Z');
    expect(store.items.get(link.token)).toMatchObject({ quoteId: QUOTE_ID, ownerId: OWNER.id, createdBy: OWNER.id });
    expect(await listShareLinks(quote(), deps)).toEqual({ shares: [link], maxActive: MAX_ACTIVE_SHARES_PER_QUOTE });
  });

  it("records the admin as the creator and the quote's account as the owner", async () => {
    const { deps, store } = setup();
    const link = await createShareLink(quote(), ADMIN, deps);
    expect(store.items.get(link.token)).toMatchObject({ ownerId: OWNER.id, createdBy: ADMIN.id });
  });

  it('refuses while the analysis is not written yet (409)', async () => {
    const { deps } = setup();
    for (const status of ['analyzing', 'extracting', 'error'] as const) {
      await expect(createShareLink(quote({ status }), OWNER, deps)).rejects.toMatchObject({
        statusCode: 409,
        message: SHARE_MESSAGES.notReady,
      });
    }
  });

  it(`caps active links at ${MAX_ACTIVE_SHARES_PER_QUOTE}; a revoked or expired link frees its place`, async () => {
    const { deps, advance } = setup();
    const links = [];
    for (let i = 0; i < MAX_ACTIVE_SHARES_PER_QUOTE; i++) {
      links.push(await createShareLink(quote(), OWNER, deps));
      advance(1000);
    }
    await expect(createShareLink(quote(), OWNER, deps)).rejects.toMatchObject({ statusCode: 409 });
    await revokeShareLink(quote(), links[0].token, deps);
    const again = await createShareLink(quote(), OWNER, deps);
    await expect(createShareLink(quote(), OWNER, deps)).rejects.toMatchObject({ statusCode: 409 });
    // Links were made one second apart; 30 days and 5 s after the first, the first six have expired.
    advance(SHARE_LINK_TTL_DAYS * DAY - 5000);
    const listed = await listShareLinks(quote(), deps);
    expect(listed.shares.map((s) => s.token)).toEqual(
      [again, links[9], links[8], links[7], links[6]].map((l) => l.token),
    );
    expect(await statusOf(createShareLink(quote(), OWNER, deps))).toBe('ok');
  });

  it('keeps the cap when creates race: a create that lost the version reads again', async () => {
    const { deps, store } = setup();
    for (let i = 0; i < MAX_ACTIVE_SHARES_PER_QUOTE - 1; i++) await createShareLink(quote(), OWNER, deps);
    // Both creates count 9 before either writes; only one may add the tenth link.
    let waiting: (() => void)[] = [];
    store.beforeCreate = () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length === 2) {
          store.beforeCreate = undefined;
          for (const go of waiting) go();
          waiting = [];
        }
      });
    const results = await Promise.all([
      statusOf(createShareLink(quote(), OWNER, deps)),
      statusOf(createShareLink(quote(), OWNER, deps)),
    ]);
    expect(results.sort()).toEqual([409, 'ok']);
    expect((await listShareLinks(quote(), deps)).shares).toHaveLength(MAX_ACTIVE_SHARES_PER_QUOTE);
  });

  it("revokes a link of this quote once; another quote's token, a second revoke or garbage is 404", async () => {
    const { deps, quotes } = setup();
    quotes.set('quote-0000-0000-0002', quote({ id: 'quote-0000-0000-0002' }));
    const link = await createShareLink(quote(), OWNER, deps);
    const otherQuoteLink = await createShareLink(quote({ id: 'quote-0000-0000-0002' }), OWNER, deps);
    expect(await statusOf(revokeShareLink(quote(), otherQuoteLink.token, deps))).toBe(404);
    expect(await revokeShareLink(quote(), link.token, deps)).toEqual({
      token: link.token,
      revokedAt: '2026-11-20T12:00:00.000Z',
    });
    expect(await statusOf(revokeShareLink(quote(), link.token, deps))).toBe(404);
    expect(await statusOf(revokeShareLink(quote(), 'not-a-token', deps))).toBe(404);
    expect((await listShareLinks(quote(), deps)).shares).toEqual([]);
  });
});

describe('the public view', () => {
  it('answers the allow-listed report while the link is active', async () => {
    const { deps } = setup();
    const link = await createShareLink(quote(), OWNER, deps);
    const report = await openSharedReport(link.token, deps);
    expect(report).toMatchObject({
      vendor: 'Acme Windows',
      totalCost: '5000.00',
      state: 'OH',
      expiresAt: link.expiresAt,
    });
    expect(JSON.stringify(report)).not.toContain('12 Elm St');
    expect(JSON.stringify(report)).not.toContain(QUOTE_ID);
  });

  it('answers the same 404 for unknown, malformed, revoked and expired links', async () => {
    const { deps, advance } = setup();
    const revoked = await createShareLink(quote(), OWNER, deps);
    await revokeShareLink(quote(), revoked.token, deps);
    const expiring = await createShareLink(quote(), OWNER, deps);
    for (const token of [
      newShareToken(),
      'short',
      `${newShareToken()}x`,
      '../../api/quotes',
      undefined,
      revoked.token,
    ]) {
      await expect(openSharedReport(token, deps)).rejects.toMatchObject({
        statusCode: 404,
        message: SHARE_MESSAGES.gone,
      });
    }
    expect(await statusOf(openSharedReport(expiring.token, deps))).toBe('ok');
    advance(SHARE_LINK_TTL_DAYS * DAY - 1000);
    expect(await statusOf(openSharedReport(expiring.token, deps))).toBe('ok');
    advance(1000);
    await expect(openSharedReport(expiring.token, deps)).rejects.toMatchObject({
      statusCode: 404,
      message: SHARE_MESSAGES.gone,
    });
  });

  it('answers 404 once the quote is gone or belongs to someone else', async () => {
    const { deps, quotes } = setup();
    const link = await createShareLink(quote(), OWNER, deps);
    quotes.set(QUOTE_ID, quote({ userId: OTHER.id }));
    expect(await statusOf(openSharedReport(link.token, deps))).toBe(404);
    quotes.delete(QUOTE_ID);
    expect(await statusOf(openSharedReport(link.token, deps))).toBe(404);
  });
});

describe('expiryOf', () => {
  it('is the TTL later, in whole seconds (the table TTL attribute is epoch seconds)', () => {
    expect(expiryOf(new Date('2026-01-01T00:00:00.750Z')).toISOString()).toBe('2026-01-31T00:00:00.000Z');
  });
});
