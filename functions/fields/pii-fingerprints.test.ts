import { describe, expect, it } from 'vitest';
import { fingerprintPii, maskLabelledNames, redactFingerprinted } from './pii-fingerprints.js';

const found = [
  { kind: 'name' as const, text: 'Maria Haraldsen' },
  { kind: 'street' as const, text: '2554 Harbor View Ln' },
  { kind: 'phone' as const, text: '435.555.0127' },
  { kind: 'email' as const, text: 'maria.haraldsen@gmail.com' },
];

describe('fingerprintPii', () => {
  it('keeps salted hashes only: none of the values, nor their words, is in what is stored', () => {
    const stored = JSON.stringify(fingerprintPii(found, { vendor: 'Allegheny Windows' }));
    for (const word of ['maria', 'haraldsen', 'harbor', 'view', '2554', '4355550127', 'gmail'])
      expect(stored.toLowerCase()).not.toContain(word);
  });

  it('gives the same values different fingerprints on two quotes (a salt each)', () => {
    const a = fingerprintPii(found, { vendor: null });
    const b = fingerprintPii(found, { vendor: null });
    expect(a.salt).not.toBe(b.salt);
    expect(a.names.filter((h) => b.names.includes(h))).toEqual([]);
  });
});

describe('redactFingerprinted', () => {
  const fp = fingerprintPii(found, { vendor: 'Harbor Windows' });

  it('replaces the words of the names and streets found at upload, wherever they are, in any case', () => {
    expect(redactFingerprinted('Maria — as promised, here is the quote', fp)).toBe(
      '[CUSTOMER NAME] — as promised, here is the quote',
    );
    expect(redactFingerprinted('MARIA HARALDSEN, 2554 Harbor View', fp)).toBe(
      '[CUSTOMER NAME], [STREET ADDRESS] Harbor [STREET ADDRESS]',
    );
    expect(redactFingerprinted('Call 435 555 0127 or maria.haraldsen@gmail.com', fp)).toBe('Call [PHONE] or [EMAIL]');
  });

  it("leaves words of the vendor's own name, and other text, alone", () => {
    expect(redactFingerprinted('Harbor Windows quoted 14 windows with a view', fp)).toBe(
      'Harbor Windows quoted 14 windows with a [STREET ADDRESS]',
    );
    expect(redactFingerprinted('Lifetime warranty on vinyl frames', fp)).toBe('Lifetime warranty on vinyl frames');
    expect(redactFingerprinted('anything', undefined)).toBe('anything');
  });
});

describe('maskLabelledNames', () => {
  it('masks a name after a customer label, whatever the name', () => {
    expect(maskLabelledNames('Customer: Jane Doe')).toBe('Customer: [CUSTOMER NAME]');
    expect(maskLabelledNames('Homeowner: JOHN Q. PUBLIC, 12 Main St')).toBe('Homeowner: [CUSTOMER NAME], 12 Main St');
    expect(maskLabelledNames('Prepared for Grace Lee and Tom Lee')).toBe('Prepared for [CUSTOMER NAME]');
    expect(maskLabelledNames('Bill to: Smith, John')).toBe('Bill to: [CUSTOMER NAME]');
    expect(maskLabelledNames('NAME: ricardo álvarez  DATE 3/4/2025')).toBe('NAME: [CUSTOMER NAME]  DATE 3/4/2025');
    expect(maskLabelledNames('Client - Pat O’Neil')).toBe('Client - [CUSTOMER NAME]');
    expect(maskLabelledNames('Owner: Sam Wu  Phone: [PHONE]')).toBe('Owner: [CUSTOMER NAME]  Phone: [PHONE]');
  });

  it('leaves lines without a customer label, or without a name after it, alone', () => {
    for (const line of [
      'Customer: [CUSTOMER NAME]',
      'Customer satisfaction guaranteed',
      'Owner to remove blinds before install',
      'Lifetime warranty, 14 windows',
      'Name:',
      'Company name: Acme Windows',
    ])
      expect(maskLabelledNames(line), line).toBe(line);
  });
});
