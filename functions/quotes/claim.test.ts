import { describe, expect, it } from 'vitest';
import { inMemoryQuoteDeps } from '../testing/in-memory.js';
import { storedQuote } from '../testing/quotes.js';
import { claimQuote } from './claim.js';

const GUEST = 'g'.repeat(32);
const dana = { id: 'u1', email: 'dana@example.com', role: 'user' as const };

function guestQuote() {
  const deps = inMemoryQuoteDeps();
  deps.backend.addUser('u1');
  const quote = storedQuote({ userId: null, userEmail: null, guestId: GUEST, isGuestQuote: true, charge: 'free' });
  deps.backend.putQuote(quote);
  deps.files.objects.set(quote.fileKey, { bytes: new Uint8Array(1), contentType: 'application/pdf', guest: true });
  return { deps, quote };
}

describe('claimQuote', () => {
  it("gives the guest session's quote to the account signed in from that browser, and keeps its original", async () => {
    const { deps, quote } = guestQuote();
    expect(await claimQuote(quote.id, { user: dana, guestId: GUEST }, deps)).toBe(true);
    expect(await deps.quotes.get(quote.id)).toMatchObject({ userId: 'u1', isGuestQuote: false });
    expect(deps.files.objects.get(quote.fileKey)!.guest).toBe(false);
    expect(await claimQuote(quote.id, { user: dana }, deps)).toBe(true);
  });

  it('refuses another browser, a guest without an account and a quote that does not exist', async () => {
    const { deps, quote } = guestQuote();
    expect(await claimQuote(quote.id, { user: dana, guestId: 'h'.repeat(32) }, deps)).toBe(false);
    expect(await claimQuote(quote.id, { guestId: GUEST }, deps)).toBe(false);
    expect(await claimQuote('quote-0000000000000404', { user: dana, guestId: GUEST }, deps)).toBe(false);
    expect((await deps.quotes.get(quote.id))!.userId).toBeNull();
  });
});
