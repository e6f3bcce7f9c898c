import { describe, expect, it } from 'vitest';
import { chooseCharge, failureReturnsCharge, payerOf, retryPaysAgain } from './charge-policy.js';
import { PaymentRequiredError } from './errors.js';

describe('chooseCharge', () => {
  it("spends a guest session's free analysis once, then asks for an account", () => {
    expect(chooseCharge({ kind: 'guest', guestId: 'g', freeAnalysisUsed: false })).toEqual({
      kind: 'free',
      guestId: 'g',
    });
    const spent = () => chooseCharge({ kind: 'guest', guestId: 'g', freeAnalysisUsed: true });
    expect(spent).toThrow(PaymentRequiredError);
    expect(spent).toThrow('Create a free account');
  });

  it("spends an account's free analysis first, then one credit, then asks to buy credits", () => {
    expect(chooseCharge({ kind: 'user', userId: 'u', freeAnalysisUsed: false, creditBalance: 5 })).toEqual({
      kind: 'free',
      userId: 'u',
    });
    expect(chooseCharge({ kind: 'user', userId: 'u', freeAnalysisUsed: true, creditBalance: 5 })).toEqual({
      kind: 'credit',
      userId: 'u',
      balanceBefore: 5,
    });
    expect(() => chooseCharge({ kind: 'user', userId: 'u', freeAnalysisUsed: true, creditBalance: 0 })).toThrow(
      'Buy credits',
    );
  });
});

describe('failureReturnsCharge', () => {
  it('gives the free analysis or credit back unless the file was at fault', () => {
    expect(failureReturnsCharge('UnsupportedQuoteError')).toBe(true);
    expect(failureReturnsCharge('TransientError')).toBe(true);
    expect(failureReturnsCharge('States.Timeout')).toBe(true);
    expect(failureReturnsCharge(undefined)).toBe(true);
    expect(failureReturnsCharge('UnreadableDocumentError')).toBe(false);
  });
});

describe('retries and payers', () => {
  it('makes a retry pay again only when the failure was refunded', () => {
    expect(retryPaysAgain({ chargeReturned: true })).toBe(true);
    expect(retryPaysAgain({})).toBe(false);
  });

  it('bills a stored quote to its account, else to the guest session that uploaded it', () => {
    expect(payerOf({ userId: 'u', guestId: 'g' })).toEqual({ userId: 'u' });
    expect(payerOf({ userId: null, guestId: 'g' })).toEqual({ guestId: 'g' });
    expect(payerOf({ userId: null, guestId: null })).toBeUndefined();
  });
});
