import { describe, expect, it } from 'vitest';
import { canAccessQuote, canChangeQuote } from './access.js';

const user = (id: string, role: 'user' | 'admin' = 'user') => ({ id, email: `${id}@example.com`, role });

describe('canAccessQuote', () => {
  it("lets a user see their own quote and nobody else's", () => {
    const quote = { userId: 'u1', guestId: null };
    expect(canAccessQuote(quote, { user: user('u1') })).toBe(true);
    expect(canAccessQuote(quote, { user: user('u2') })).toBe(false);
    expect(canAccessQuote(quote, {})).toBe(false);
    expect(canAccessQuote(quote, { guestId: 'g1' })).toBe(false);
  });

  it('lets only the uploading guest session see a guest quote, signed in or not', () => {
    const quote = { userId: null, guestId: 'g1' };
    expect(canAccessQuote(quote, { guestId: 'g1' })).toBe(true);
    expect(canAccessQuote(quote, { guestId: 'g1', user: user('u1') })).toBe(true);
    expect(canAccessQuote(quote, { guestId: 'g2' })).toBe(false);
    expect(canAccessQuote(quote, { user: user('u1') })).toBe(false);
    expect(canAccessQuote({ userId: null, guestId: null }, {})).toBe(false);
  });

  it('lets the admin see any quote', () => {
    expect(canAccessQuote({ userId: 'u1', guestId: null }, { user: user('boss', 'admin') })).toBe(true);
  });
});

describe('canChangeQuote', () => {
  it("lets an admin change their own quote only: a homeowner's is read-only to them", () => {
    const admin = { user: user('boss', 'admin') };
    expect(canChangeQuote({ userId: 'u1', guestId: null }, admin)).toBe(false);
    expect(canChangeQuote({ userId: null, guestId: 'g1' }, admin)).toBe(false);
    expect(canChangeQuote({ userId: 'boss', guestId: null }, admin)).toBe(true);
  });

  it('lets the owner and the uploading guest change what they may see', () => {
    expect(canChangeQuote({ userId: 'u1', guestId: null }, { user: user('u1') })).toBe(true);
    expect(canChangeQuote({ userId: 'u1', guestId: null }, { user: user('u2') })).toBe(false);
    expect(canChangeQuote({ userId: null, guestId: 'g1' }, { guestId: 'g1' })).toBe(true);
    expect(canChangeQuote({ userId: null, guestId: 'g1' }, { guestId: 'g2' })).toBe(false);
  });
});
