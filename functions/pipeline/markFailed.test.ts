import { describe, expect, it, vi } from 'vitest';

vi.mock('../store/client.js', () => ({ ddb: {}, TABLE: 't' }));
vi.mock('../store/quotes.js', () => ({ setPipelineStatus: vi.fn(), getQuote: vi.fn() }));
vi.mock('../store/credits.js', () => ({ returnCharge: vi.fn() }));
const { failureMessage, returnsCharge } = await import('./markFailed.js');

describe('returnsCharge', () => {
  it("gives the free analysis or credit back unless the file was at fault", () => {
    expect(returnsCharge({ Error: 'UnsupportedQuoteError' })).toBe(true);
    expect(returnsCharge({ Error: 'TransientError' })).toBe(true);
    expect(returnsCharge({ Error: 'States.Timeout' })).toBe(true);
    expect(returnsCharge(undefined)).toBe(true);
    expect(returnsCharge({ Error: 'UnreadableDocumentError' })).toBe(false);
  });
});

describe('failureMessage', () => {
  it('names the failed step and the Lambda error message from an AWS cause', () => {
    const cause = JSON.stringify({ errorType: 'Error', errorMessage: 'The PDF is encrypted', trace: [] });
    expect(failureMessage('extract', { Error: 'Error', Cause: cause })).toBe('Error while extracting text: The PDF is encrypted');
  });

  it('keeps a plain-text cause and says analyzing for the analysis step', () => {
    expect(failureMessage('analyze', { Error: 'X', Cause: 'model timed out' })).toBe('Error while analyzing: model timed out');
  });

  it('falls back to a generic reason', () => {
    expect(failureMessage(undefined, undefined)).toBe('Error: An unexpected error occurred.');
  });
});

describe('failureMessage for errors that explain themselves', () => {
  it('shows an unsupported quote type message as it is', () => {
    expect(failureMessage('extractFields', { Error: 'UnsupportedQuoteError', Cause: 'Roofing quotes are coming soon.' })).toBe(
      'Roofing quotes are coming soon.',
    );
  });
});
