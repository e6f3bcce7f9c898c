import { describe, expect, it } from 'vitest';
import { evidenceKind } from '@shared/evidence.js';
import { analyzeWithRules } from '../rules-engine.js';
import { quoteInput } from '../testing/quote-input.js';
import type { CheckResult, QuoteInput } from '../types.js';

const item = (input: QuoteInput, category: string): CheckResult =>
  analyzeWithRules(input).results.find((r) => r.category === category)!;

const SILENT_GLASS =
  'Replace 10 vinyl double-hung windows. Total $10,000.00. Deposit 30% at signing, balance on completion.';
const SAID_AT = '2026-11-28T15:30:00.000Z';

describe('a rating the homeowner answer decided says so', () => {
  const answered = quoteInput(SILENT_GLASS, {
    answers: { lowEGas: true },
  });
  answered.said = { lowEGas: { text: 'Low-E glass with argon', at: SAID_AT } };

  it('quotes the answer as given, with its date, and says the rating rests on it, not on the quote', () => {
    const energy = item(answered, 'energy');
    expect(energy.status).toBe('good');
    expect(energy.evidence[0]).toBe('You said: Low-E glass with argon (28 Nov 2026)');
    expect(energy.explanation).toMatch(
      /^You said.*the quote itself does not say so|your answer, not on what the quote says/,
    );
    expect(energy.explanation).not.toMatch(/The quote specifies/);
    // The web and the shared report show it as the homeowner's words, not as a line of the quote.
    expect(evidenceKind(energy.evidence[0]!)).toBe('homeowner');
  });

  it('never cites "The quote does not mention it" as the evidence of what the homeowner said', () => {
    const energy = item(answered, 'energy');
    expect(energy.evidence).not.toContain('The quote does not mention it.');
  });

  it('a deposit the homeowner gave is theirs, not the quote’s', () => {
    const input = quoteInput('Replace 10 vinyl windows. Payment terms: deposit due at signing.', {
      answers: { depositPercent: 60 },
    });
    input.said = { depositPercent: { text: 'They want 60% up front', at: SAID_AT } };
    const payment = item(input, 'payment');
    expect(payment.evidence[0]).toBe('You said: They want 60% up front (28 Nov 2026)');
    expect(payment.explanation).not.toMatch(/^The quote asks for/);
    expect(payment.explanation).toMatch(/^You said/);
  });

  it('an answer the quote already agrees with decides nothing and is not quoted', () => {
    const input = quoteInput('Replace 10 vinyl windows, Low-E glass with argon fill.', { answers: { lowEGas: true } });
    input.said = { lowEGas: { text: 'Low-E with argon', at: SAID_AT } };
    const energy = item(input, 'energy');
    expect(energy.explanation).toMatch(/^The quote specifies low-E glass with argon/);
    expect(energy.evidence.some((l) => l.startsWith('You said'))).toBe(false);
  });

  it('an answer stored without its words is restated in plain words', () => {
    const energy = item(quoteInput(SILENT_GLASS, { answers: { lowEGas: true } }), 'energy');
    expect(energy.evidence[0]).toBe('You said: the glass is low-E with gas fill or triple-pane');
  });
});

describe('an edited field is the figure the verdicts use and cite, marked as edited', () => {
  const TEXT = 'Replace 10 vinyl double-hung windows, Low-E argon.\nTOTAL $12,480.00';
  const edited = quoteInput(TEXT, { fields: { totalCost: '11900.00' } });
  edited.edits = { totalCost: { from: '12480.00', at: SAID_AT } };

  it("pricing uses the edited total and says 'You changed the total from $X on <date>'", () => {
    const pricing = item(edited, 'pricing');
    expect(pricing.explanation).toMatch(/\$11,900 for 10 windows/);
    expect(pricing.explanation).toMatch(/You changed the total from \$12,480\.00 to \$11,900\.00 on 28 Nov 2026/);
    expect(pricing.evidence[0]).toBe('You changed the total from $12,480.00 to $11,900.00 on 28 Nov 2026.');
    expect(evidenceKind(pricing.evidence[0]!)).toBe('edit');
  });

  it('does not cite the old printed total as the current one', () => {
    const pricing = item(edited, 'pricing');
    expect(pricing.evidence).not.toContain('TOTAL $12,480.00');
  });

  it('a total the quote showed none of, given by the homeowner, is noted as theirs', () => {
    const given = quoteInput('Replace 10 vinyl double-hung windows, Low-E argon.', {
      fields: { totalCost: '9000.00' },
    });
    given.edits = { totalCost: { from: null, at: SAID_AT } };
    expect(item(given, 'pricing').evidence[0]).toMatch(/^You gave the total: \$9,000\.00 \(28 Nov 2026\)/);
  });
});

describe('lines read with doubt from a photo are not quoted as they stand', () => {
  const TEXT = [
    'Replace 7 vinyl slider windows.',
    'PAYMENT TERNS: CASH ONLY. Halt up front, Ralf when done. No checks.',
    'INSTALLATION: Insert (retrofit) fastalletion {nto existing frames; new wxterior trim',
  ].join('\n');
  const input = quoteInput(TEXT);
  input.unclear = [
    { line: TEXT.split('\n')[1]!, words: ['TERNS:', 'Halt', 'Ralf'] },
    { line: TEXT.split('\n')[2]!, words: ['fastalletion', '{nto', 'wxterior'] },
  ];

  it('shows the legible words of the line and leaves the unsure ones out', () => {
    const payment = item(input, 'payment');
    expect(payment.status).toBe('bad');
    expect(payment.evidence).toContain(
      'As read from the photo: PAYMENT … CASH ONLY. … up front, … when done. No checks.',
    );
    expect(payment.evidence.join(' ')).not.toMatch(/TERNS|Halt|Ralf/);
  });

  it('never quotes a garbled word anywhere in the checklist', () => {
    const all = analyzeWithRules(input)
      .results.flatMap((r) => r.evidence)
      .join(' ');
    expect(all).not.toMatch(/TERNS|Ralf|fastalletion|\{nto|wxterior/);
  });
});
