import { describe, expect, it } from 'vitest';
import { attributionOf } from './attribution.js';

describe('attributionOf', () => {
  it.each([
    "my quote's total is $12,400",
    'the total on this one is $9,800',
    'you read the total wrong, it is $11,250',
    'actually the total is $14,000',
    'the quote says 9 windows',
    'our contract price is $23,900',
  ])('takes "%s" as a fact of this quote', (sentence) => expect(attributionOf(sentence)).toBe('this'));

  it.each([
    'another contractor quoted me $2,500 for one window',
    'One window place quoted us $1200 for the patio door',
    'the other company wants $16,000 for the whole house',
    'my neighbour paid $9,000 for 10 windows',
    'if we sign today the price is $12,000',
    'Renewal quoted $30k vs this at $18k',
    'a second bid came in at $21,000',
    'the first quote was $40,000 before the discount',
    'the last window company we had out wanted $19,000',
    'Home Depot quoted $9,000 for the same windows',
    "we got a price from Lowe's for 8 windows",
  ])('takes "%s" as about something else', (sentence) => expect(attributionOf(sentence)).toBe('other'));

  it.each([
    'He quoted me $2500 for the 1 window',
    'the real total is over $38,000',
    'it was $10k',
    // the homeowner's own order through a store may be this very quote
    'I ordered Andersen windows plus two doors through Home Depot back in March',
    "we bought the 6 windows from Lowe's and they install them",
  ])('cannot tell whose "%s" is', (sentence) => expect(attributionOf(sentence)).toBe('unclear'));
});
