import { describe, expect, it } from 'vitest';
import { inMemoryQuoteDeps } from '../testing/in-memory.js';
import { storedQuote } from '../testing/quotes.js';
import { openQuote } from './open-quote.js';
import { STALE_MESSAGE } from './stale.js';

const owner = { user: { id: 'u1', email: 'dana@example.com', role: 'user' as const } };
const stranger = { user: { id: 'u2', email: 'lee@example.com', role: 'user' as const } };
const admin = { user: { id: 'a1', email: 'admin@example.com', role: 'admin' as const } };

describe('openQuote', () => {
  it("opens the owner's and the admin's quote, and answers 404 alike for another's, a missing one and a bad id", async () => {
    const deps = inMemoryQuoteDeps();
    const quote = storedQuote({ status: 'completed', updatedAt: deps.now().toISOString() });
    deps.backend.putQuote(quote);
    expect((await openQuote(quote.id, owner, deps)).id).toBe(quote.id);
    expect((await openQuote(quote.id, admin, deps)).id).toBe(quote.id);
    for (const [id, caller] of [
      [quote.id, stranger],
      ['quote-0000000000000404', owner],
      ['../etc', owner],
      [undefined, owner],
    ] as const) {
      await expect(openQuote(id, caller, deps)).rejects.toMatchObject({ statusCode: 404, message: 'Quote not found' });
    }
  });

  it('fails a quote left in progress for longer than the state machine could run, and gives its credit back once', async () => {
    const deps = inMemoryQuoteDeps();
    deps.backend.addUser('u1', { freeAnalysisUsed: true, creditBalance: 0 });
    deps.backend.putQuote(storedQuote({ status: 'extracting', updatedAt: '2026-06-01T11:00:00.000Z' }));
    const opened = await openQuote('quote-0000000000000001', owner, deps);
    expect(opened).toMatchObject({ status: 'error', progressMessage: STALE_MESSAGE, chargeReturned: true });
    expect(await deps.quotes.get('quote-0000000000000001')).toMatchObject({
      failedStatus: 'extracting',
      failureKind: 'internal',
    });
    await openQuote('quote-0000000000000001', owner, deps);
    expect(deps.backend.users.get('u1')!.creditBalance).toBe(1);
  });

  it('leaves a quote that is still being worked on alone', async () => {
    const deps = inMemoryQuoteDeps();
    deps.backend.putQuote(storedQuote({ status: 'extracting', updatedAt: '2026-06-01T11:55:00.000Z' }));
    expect((await openQuote('quote-0000000000000001', owner, deps)).status).toBe('extracting');
  });
});
