import { describe, expect, it } from 'vitest';
import type { QuoteFields } from '../fields/quote-fields.js';
import type { DocumentRedaction } from '../fields/redact.js';
import { choicesToQuote, extractedTextRecord } from './fields-to-quote.js';

const redaction = (names: string[]): DocumentRedaction => ({
  text: '',
  analysisText: '',
  unclear: [],
  counts: { name: names.length, phone: 0, email: 0, street: 0 },
  found: names.map((text) => ({ kind: 'name' as const, text })),
  boxes: [],
});

const fields = (over: Partial<QuoteFields>): QuoteFields =>
  ({ vendor: null, totalCost: null, zipCode: null, choices: {}, ...over }) as QuoteFields;

describe('choicesToQuote: the candidates kept for the chat to offer', () => {
  it('keeps the candidates of fields left empty, in the form an edit stores', () => {
    expect(
      choicesToQuote(fields({ choices: { totalCost: ['9203.08', '8900'], zipCode: ['33611'] } }), redaction([])),
    ).toEqual({ fieldChoices: { totalCost: ['9203.08', '8900.00'], zipCode: ['33611'] } });
  });

  it('never keeps a vendor candidate that is, or shares a name with, the customer, nor one with a phone or e-mail', () => {
    const kept = choicesToQuote(
      fields({
        choices: {
          vendor: ['Dana Whitfield', 'Whitfield Residence', 'Call 813-555-0199', 'Gulf Coast Windows'],
        },
      }),
      redaction(['Dana Whitfield']),
    );
    expect(kept).toEqual({ fieldChoices: { vendor: ['Gulf Coast Windows'] } });
  });

  it('drops what a field edit would refuse, and the choices of a field that was read', () => {
    const kept = choicesToQuote(
      fields({
        totalCost: '100.00',
        choices: {
          totalCost: ['9203.08'],
          zipCode: ['3361'],
          vendor: ['A vendor name far longer than thirty characters'],
        },
      }),
      redaction([]),
    );
    expect(kept).toEqual({ fieldChoices: {} });
  });
});

describe('extractedTextRecord', () => {
  it("keeps no customer's details in the extraction details, whichever reader wrote them", () => {
    const details = [
      '✓ Vendor: Gulf Coast Windows (letterhead)',
      '⚠ Readers, Vendor: left for the homeowner — offline Gulf Coast Windows; expense Dana Whitfield',
      '⚠ Readers, ZIP code: left for the homeowner — expense 33611 from 42 Elm Street, call 813-555-0199',
    ];
    const record = extractedTextRecord(
      { methodLabel: 'PDF text layer', meanConfidence: 100 } as never,
      fields({ details, items: [] }),
      redaction(['Dana Whitfield']),
      new Date('2026-11-29T00:00:00Z'),
    );
    expect(record.extractionDetails).toContain('Gulf Coast Windows');
    expect(record.extractionDetails).not.toMatch(/Whitfield|42 Elm|555-0199/);
  });
});
