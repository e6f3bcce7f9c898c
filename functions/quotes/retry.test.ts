import { describe, expect, it } from 'vitest';
import { UPLOAD_ERRORS } from '@shared/messages.js';
import { inMemoryQuoteDeps } from '../testing/in-memory.js';
import { storedQuote } from '../testing/quotes.js';
import { retryProcessing, RETRYING_MESSAGE } from './retry.js';

describe('retryProcessing', () => {
  it('resumes a failed quote at the step that failed, for free when its charge was kept', async () => {
    const deps = inMemoryQuoteDeps();
    deps.backend.addUser('u1', { freeAnalysisUsed: true, creditBalance: 0 });
    const quote = storedQuote({ status: 'error', pipelineStep: 'scope' });
    deps.backend.putQuote(quote);
    await retryProcessing(quote, deps);
    expect(await deps.quotes.get(quote.id)).toMatchObject({ status: 'processing', progressMessage: RETRYING_MESSAGE });
    expect(deps.pipeline.started).toEqual([{ quoteId: quote.id, resumeFrom: 'scope' }]);
  });

  it('makes a refunded failure pay again, and answers 402 when nothing is left to pay with', async () => {
    const deps = inMemoryQuoteDeps();
    deps.backend.addUser('u1', { freeAnalysisUsed: true, creditBalance: 1 });
    const quote = storedQuote({ status: 'error', pipelineStep: 'extract', chargeReturned: true });
    deps.backend.putQuote(quote);
    await retryProcessing(quote, deps);
    expect(deps.backend.users.get('u1')!.creditBalance).toBe(0);
    expect(await deps.quotes.get(quote.id)).toMatchObject({ status: 'processing', charge: 'credit' });
    expect(deps.pipeline.started).toEqual([{ quoteId: quote.id }]);

    const broke = storedQuote({ id: 'quote-0000000000000002', status: 'error', chargeReturned: true });
    deps.backend.putQuote(broke);
    await expect(retryProcessing(broke, deps)).rejects.toMatchObject({ statusCode: 402 });
    expect((await deps.quotes.get(broke.id))!.status).toBe('error');
  });

  it('starts one execution for two clicks: the second finds the quote retried already (409)', async () => {
    const deps = inMemoryQuoteDeps();
    deps.backend.addUser('u1', { freeAnalysisUsed: true, creditBalance: 5 });
    const quote = storedQuote({ status: 'error', chargeReturned: true });
    deps.backend.putQuote(quote);
    const results = await Promise.allSettled([retryProcessing(quote, deps), retryProcessing(quote, deps)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { statusCode: 409, message: UPLOAD_ERRORS.notRetryable },
    });
    expect(deps.backend.users.get('u1')!.creditBalance).toBe(4);
    expect(deps.pipeline.started).toHaveLength(1);
  });

  it('refuses a quote that has not failed', async () => {
    const deps = inMemoryQuoteDeps();
    const quote = storedQuote({ status: 'completed' });
    deps.backend.putQuote(quote);
    await expect(retryProcessing(quote, deps)).rejects.toMatchObject({ statusCode: 409 });
    expect(deps.pipeline.started).toEqual([]);
  });

  it.each([
    ['unsupported', UPLOAD_ERRORS.unsupportedNotRetryable],
    ['file', UPLOAD_ERRORS.fileNotRetryable],
  ] as const)('refuses a %s failure, which a retry cannot fix (409), changing nothing', async (kind, message) => {
    const deps = inMemoryQuoteDeps();
    deps.backend.addUser('u1', { freeAnalysisUsed: true, creditBalance: 3 });
    const quote = storedQuote({
      status: 'error',
      failureKind: kind,
      failedStatus: 'extracting_fields',
      chargeReturned: true,
    });
    deps.backend.putQuote(quote);
    await expect(retryProcessing(quote, deps)).rejects.toMatchObject({ statusCode: 409, message });
    expect(await deps.quotes.get(quote.id)).toMatchObject({ status: 'error', failureKind: kind });
    expect(deps.backend.users.get('u1')!.creditBalance).toBe(3);
    expect(deps.pipeline.started).toEqual([]);
  });
});
