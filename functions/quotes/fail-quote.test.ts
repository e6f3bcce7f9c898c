import { describe, expect, it } from 'vitest';
import { inMemoryQuoteDeps } from '../testing/in-memory.js';
import { failQuote, failureMessage } from './fail-quote.js';
import { newQuoteRecord, toQuoteDetail, type QuoteRecord } from './quote-record.js';

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

  it('shortens a very long message at a word boundary with an ellipsis', () => {
    const cause = `Roofing quotes are coming soon. ${'Shingles underlayment flashing ventilation '.repeat(15)}`;
    const message = failureMessage('extractFields', { Error: 'UnsupportedQuoteError', Cause: cause });
    expect(message.length).toBeLessThanOrEqual(500);
    expect(message).toMatch(/ (?:Shingles|underlayment|flashing|ventilation)…$/);
  });
});

describe('failQuote', () => {
  function setUp(quote: Partial<QuoteRecord>) {
    const deps = inMemoryQuoteDeps();
    deps.backend.addUser('u1', { freeAnalysisUsed: true, creditBalance: 2 });
    deps.backend.putQuote({
      ...newQuoteRecord({
        id: 'q1',
        fileName: 'quote.pdf',
        contentType: 'application/pdf',
        fileSize: 10,
        fileKey: 'uploads/q1/original',
        status: 'extracting',
        progressMessage: 'Extracting text from your document...',
        owner: { userId: 'u1', email: 'dana@example.com' },
        createdAt: '2026-06-01T12:00:00.000Z',
      }),
      pipelineStep: 'extract',
      charge: 'credit',
      ...quote,
    });
    return deps;
  }

  it('ends a running quote in error with the reason and gives its credit back once', async () => {
    const deps = setUp({});
    await failQuote('q1', { Error: 'TransientError', Cause: 'throttled' }, deps);
    await failQuote('q1', { Error: 'TransientError', Cause: 'throttled' }, deps);
    const quote = (await deps.quotes.get('q1'))!;
    expect(quote).toMatchObject({
      status: 'error',
      progressMessage: 'Error while extracting text: Something went wrong on our side. Please retry.',
      chargeReturned: true,
    });
    expect(
      (await deps.charges.account({ userId: 'u1' })).kind === 'user' && deps.backend.users.get('u1'),
    ).toMatchObject({
      creditBalance: 3,
    });
    expect(deps.backend.ledger.filter((e) => e.reason === 'refund')).toHaveLength(1);
  });

  it('keeps what was paid when the file was at fault', async () => {
    const deps = setUp({});
    await failQuote('q1', { Error: 'UnreadableDocumentError', Cause: 'The PDF is encrypted' }, deps);
    expect((await deps.quotes.get('q1'))!.progressMessage).toBe('Error while extracting text: The PDF is encrypted');
    expect(deps.backend.users.get('u1')!.creditBalance).toBe(2);
  });

  it('leaves a quote that is no longer being processed as it is, and refunds nothing', async () => {
    const deps = setUp({ status: 'discussing', progressMessage: 'Collecting additional information' });
    await failQuote('q1', { Error: 'TransientError' }, deps);
    const quote = (await deps.quotes.get('q1'))!;
    expect(quote.status).toBe('discussing');
    expect(quote.chargeReturned).toBeUndefined();
    expect(deps.backend.users.get('u1')!.creditBalance).toBe(2);
  });

  it('records the status the quote failed in, and whether a retry can fix the failure', async () => {
    const cases = [
      { error: 'TransientError', status: 'analyzing', kind: 'internal', canRetry: true },
      { error: 'States.Timeout', status: 'extracting', kind: 'internal', canRetry: true },
      { error: 'UnreadableDocumentError', status: 'extracting', kind: 'file', canRetry: false },
      { error: 'UnsupportedQuoteError', status: 'extracting_fields', kind: 'unsupported', canRetry: false },
    ] as const;
    for (const { error, status, kind, canRetry } of cases) {
      const deps = setUp({ status });
      await failQuote('q1', { Error: error, Cause: 'Roofing quotes are coming soon.' }, deps);
      const quote = (await deps.quotes.get('q1'))!;
      expect(quote).toMatchObject({ status: 'error', failedStatus: status, failureKind: kind });
      expect(toQuoteDetail(quote)).toMatchObject({ status: 'error', failedStatus: status, canRetry });
    }
  });

  it('does nothing for a quote that does not exist', async () => {
    const deps = setUp({});
    await expect(failQuote('nope', { Error: 'TransientError' }, deps)).resolves.toBeUndefined();
  });
});
