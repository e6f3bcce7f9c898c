import { describe, expect, it, vi } from 'vitest';
import { newQuoteRecord, type QuoteRecord } from '../quotes/quote-record.js';
import type { AdminListStore } from './ports.js';
import { listAdminQuotes, toAdminQuote } from './admin-quotes.js';

function quote(
  n: number,
  owner: { userId: string; email: string } | { guestId: string },
  fields: Partial<QuoteRecord> = {},
): QuoteRecord {
  return {
    ...newQuoteRecord({
      id: `quote-${String(n).padStart(4, '0')}-aaaaaaaaaaaa`,
      fileName: `quote-${n}.pdf`,
      contentType: 'application/pdf',
      fileSize: 1000,
      fileKey: `uploads/${n}`,
      status: 'completed',
      progressMessage: 'Done',
      owner,
      createdAt: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
    }),
    ...fields,
  };
}

/** The store's contract over an array kept newest first, with the same search rule as the table. */
function memoryStore(all: QuoteRecord[], totalQuotes = all.length) {
  const newestFirst = [...all].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const store = {
    counter: vi.fn(async () => totalQuotes),
    quotes: vi.fn(async (offset: number, limit: number) => newestFirst.slice(offset, offset + limit)),
    searchQuotes: vi.fn(async (needle: string, offset: number, limit: number) => {
      const hits = newestFirst.filter((q) =>
        [q.fileName, q.vendor, q.userEmail].some((v) => (v ?? '').toLowerCase().includes(needle)),
      );
      return { total: hits.length, items: hits.slice(offset, offset + limit) };
    }),
  } satisfies Pick<AdminListStore, 'counter' | 'quotes' | 'searchQuotes'>;
  return store;
}

const dana = { userId: 'user-dana', email: 'dana@example.com' };

describe('toAdminQuote', () => {
  it('is the API quote plus the uploader e-mail and whether a guest uploaded it', () => {
    const record = {
      ...quote(1, dana, { vendor: 'Suncoast' }),
      checklistResults: [
        {
          id: 'pricing',
          title: 'Pricing',
          status: 'good',
          explanation: 'Fair',
          modified: false,
          question: { text: 'q' } as never,
        },
      ],
    };
    const admin = toAdminQuote(record as QuoteRecord);
    expect(admin).toMatchObject({
      id: record.id,
      fileName: 'quote-1.pdf',
      vendor: 'Suncoast',
      userId: 'user-dana',
      userEmail: 'dana@example.com',
      isGuest: false,
      isGuestQuote: false,
    });
    expect(admin.checklistResults[0]).not.toHaveProperty('question');
    expect(admin).not.toHaveProperty('fileKey');
    expect(admin).not.toHaveProperty('guestId');
    expect(toAdminQuote(quote(2, { guestId: 'g1' }))).toMatchObject({
      userId: null,
      userEmail: null,
      isGuest: true,
      isGuestQuote: true,
    });
  });
});

describe('listAdminQuotes', () => {
  const all = Array.from({ length: 7 }, (_, i) =>
    quote(i, i % 2 ? dana : { guestId: `guest-${i}` }, { vendor: i === 3 ? 'Lowcountry Window & Door' : null }),
  );

  it('pages all quotes newest first with the total from the counter', async () => {
    const store = memoryStore(all, 7);
    const first = await listAdminQuotes({ page: 1 }, store, 3);
    expect(first.quotes.map((q) => q.fileName)).toEqual(['quote-6.pdf', 'quote-5.pdf', 'quote-4.pdf']);
    expect(first.pagination).toEqual({ page: 1, total: 7, totalPages: 3 });
    expect(store.quotes).toHaveBeenCalledWith(0, 3);
    const last = await listAdminQuotes({ page: 3 }, store, 3);
    expect(last.quotes.map((q) => q.fileName)).toEqual(['quote-0.pdf']);
    expect(store.searchQuotes).not.toHaveBeenCalled();
  });

  it('reads nothing past the counted end', async () => {
    const store = memoryStore(all, 7);
    expect(await listAdminQuotes({ page: 4 }, store, 3)).toEqual({
      quotes: [],
      pagination: { page: 4, total: 7, totalPages: 3 },
    });
    expect(store.quotes).not.toHaveBeenCalled();
  });

  it('an empty table has one empty page', async () => {
    expect(await listAdminQuotes({ page: 1 }, memoryStore([]))).toEqual({
      quotes: [],
      pagination: { page: 1, total: 0, totalPages: 1 },
    });
  });

  it('searches with the total of the matches, not the counter', async () => {
    const store = memoryStore(all, 7);
    const byEmail = await listAdminQuotes({ page: 1, search: 'dana@' }, store, 2);
    expect(byEmail.quotes.map((q) => q.fileName)).toEqual(['quote-5.pdf', 'quote-3.pdf']);
    expect(byEmail.pagination).toEqual({ page: 1, total: 3, totalPages: 2 });
    expect(store.searchQuotes).toHaveBeenCalledWith('dana@', 0, 2);
    expect(store.counter).not.toHaveBeenCalled();
    const vendor = await listAdminQuotes({ page: 1, search: 'lowcountry' }, store, 2);
    expect(vendor.quotes.map((q) => q.vendor)).toEqual(['Lowcountry Window & Door']);
    const beyond = await listAdminQuotes({ page: 3, search: 'dana@' }, store, 2);
    expect(beyond).toEqual({ quotes: [], pagination: { page: 3, total: 3, totalPages: 2 } });
  });
});
