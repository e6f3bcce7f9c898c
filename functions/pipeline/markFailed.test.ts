import { describe, expect, it, vi } from 'vitest';

vi.mock('../store/client.js', () => ({ ddb: {}, TABLE: 't' }));
vi.mock('../store/quotes.js', () => ({ setPipelineStatus: vi.fn(), getQuote: vi.fn() }));
vi.mock('../store/credits.js', () => ({ returnCharge: vi.fn() }));
const { failureMessage, returnsCharge } = await import('./markFailed.js');

describe('returnsCharge', () => {
  it('gives the free analysis or credit back unless the file was at fault', () => {
    expect(returnsCharge({ Error: 'UnsupportedQuoteError' })).toBe(true);
    expect(returnsCharge({ Error: 'TransientError' })).toBe(true);
    expect(returnsCharge({ Error: 'States.Timeout' })).toBe(true);
    expect(returnsCharge(undefined)).toBe(true);
    expect(returnsCharge({ Error: 'UnreadableDocumentError' })).toBe(false);
  });
});

describe('failureMessage', () => {
  it('names the failed step and the message of an error written for the homeowner, from an AWS cause', () => {
    const cause = JSON.stringify({
      errorType: 'UnreadableDocumentError',
      errorMessage: 'The PDF is encrypted',
      trace: [],
    });
    expect(failureMessage('extract', { Error: 'UnreadableDocumentError', Cause: cause })).toBe(
      'Error while extracting text: The PDF is encrypted',
    );
  });

  it('never shows the text of an internal error, which can hold ARNs and table names', () => {
    const cause = JSON.stringify({
      errorType: 'AccessDeniedException',
      errorMessage:
        'User: arn:aws:sts::123456789012:assumed-role/Extract is not authorized to perform: dynamodb:UpdateItem on resource: arn:aws:dynamodb:us-east-1:123456789012:table/Quotes',
    });
    const message = failureMessage('analyze', { Error: 'AccessDeniedException', Cause: cause });
    expect(message).toBe('Error while analyzing: Something went wrong on our side. Please retry.');
    expect(
      failureMessage('analyze', { Error: 'Error', Cause: 'model timed out at /var/task/index.js:12' }),
    ).not.toContain('/var/task');
  });

  it('says the fault is ours when a transient failure outlasted its retries', () => {
    const cause = JSON.stringify({
      errorType: 'TransientError',
      errorMessage: 'Temporary failure, to be retried: ThrottlingException (HTTP 400)',
    });
    expect(failureMessage('extract', { Error: 'TransientError', Cause: cause })).toBe(
      'Error while extracting text: Something went wrong on our side. Please retry.',
    );
  });

  it('says a timeout took too long, and falls back to a generic reason', () => {
    expect(failureMessage('extract', { Error: 'States.Timeout', Cause: '' })).toBe(
      'Error while extracting text: Processing took too long. Please retry.',
    );
    expect(failureMessage(undefined, undefined)).toBe('Error: Something went wrong on our side. Please retry.');
  });
});

describe('failureMessage for errors that explain themselves', () => {
  it('shows an unsupported quote type message as it is', () => {
    expect(
      failureMessage('extractFields', { Error: 'UnsupportedQuoteError', Cause: 'Roofing quotes are coming soon.' }),
    ).toBe('Roofing quotes are coming soon.');
  });
});
