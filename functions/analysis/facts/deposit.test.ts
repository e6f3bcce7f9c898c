import { describe, expect, it } from 'vitest';
import { readDepositShare } from './deposit.js';

describe('readDepositShare', () => {
  it('reads an amount right beside the deposit words in a sentence that also names the balance', () => {
    expect(
      readDepositShare(
        'Payment: $7,247.82 deposit when you sign (it orders your windows); the balance when the job is done.',
        2415939,
      ),
    ).toBeCloseTo(30, 0);
    expect(
      readDepositShare('The balance of $5,000 is due at completion; a deposit of $2,000 to order.', 700000),
    ).toBeCloseTo(28.6, 0);
  });

  it('reads a share of the price said in words or figures, in any order', () => {
    expect(
      readDepositShare('A deposit of one-third of the contract amount ($2,650.00) is due upon acceptance.', null),
    ).toBeCloseTo(33.33, 1);
    expect(readDepositShare('We take 25% down to order ($2,083) and the rest when we are done.', null)).toBe(25);
    expect(
      readDepositShare('Payment to be made as follows:  1/3 dep. — bal. due when job complete.', null),
    ).toBeCloseTo(33.33, 1);
    expect(readDepositShare('50% down when ordered, 50% on completion.', null)).toBe(50);
  });

  it('does not take a share of the balance, of interest or of a legal cap for the deposit', () => {
    expect(readDepositShare('Balance of 90% due on completion; late payments accrue 1.5% per month.', null)).toBeNull();
    expect(
      readDepositShare('Down payment: $1,000.00 (not to exceed $1,000 or 10% of the contract price).', 1_180_177),
    ).toBeCloseTo(8.47, 1);
  });

  it('reads an amount beside deposit words against the total', () => {
    expect(
      readDepositShare('TOTAL  $1,630.00\nDEPOSIT RECIEVED  $450.00\nBALANCE DUE ON COMPLETION  $1,180.00', 163_000),
    ).toBeCloseTo(27.6, 1);
    expect(readDepositShare('$9,731 .06  Down payment at signing  $973.11', 973_106)).toBeCloseTo(10, 1);
    expect(readDepositShare('ORDER TOTAL  $8,893.81\nAMOUNT PAID TODAY  8,893.81', 889_381)).toBe(100);
  });
});
