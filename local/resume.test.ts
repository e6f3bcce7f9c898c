import { describe, expect, it, vi } from 'vitest';
import type { QuoteStatus } from '@shared/statuses.js';
import { newQuoteRecord } from '../functions/quotes/quote-record.js';
import { inMemoryQuoteDeps } from '../functions/testing/in-memory.js';
import { resumeUnfinishedQuotes } from './resume.js';

function setUp(quotes: [id: string, status: QuoteStatus, pipelineStep?: string, unfinishedExtractions?: number][]) {
  const deps = inMemoryQuoteDeps();
  for (const [id, status, pipelineStep, unfinishedExtractions] of quotes) {
    deps.backend.putQuote({
      ...newQuoteRecord({
        id,
        fileName: `${id}.pdf`,
        contentType: 'application/pdf',
        fileSize: 10,
        fileKey: `uploads/${id}/original`,
        status,
        progressMessage: '',
        owner: { guestId: `guest-${id}` },
        createdAt: deps.now().toISOString(),
      }),
      pipelineStep,
      unfinishedExtractions,
      charge: 'free',
    });
  }
  return deps;
}

describe('resumeUnfinishedQuotes', () => {
  it('starts unfinished quotes again from the step they reached, and leaves finished ones alone', async () => {
    const deps = setUp([
      ['a', 'uploaded'],
      ['b', 'extracting', 'extract', 1],
      ['c', 'analyzing', 'analyze'],
      ['d', 'error', 'extract', 2],
      ['e', 'completed', 'analyze'],
    ]);
    expect((await resumeUnfinishedQuotes(deps)).sort()).toEqual(['a', 'b', 'c']);
    expect(deps.pipeline.started.sort((x, y) => x.quoteId.localeCompare(y.quoteId))).toEqual([
      { quoteId: 'a' },
      { quoteId: 'b' },
      { quoteId: 'c', resumeFrom: 'analyze' },
    ]);
    expect((await deps.quotes.get('d'))!.status).toBe('error');
  });

  it('does not read again a file whose extraction was already interrupted twice: the quote fails as too complex, the charge kept', async () => {
    const deps = setUp([
      ['bomb', 'extracting', 'extract', 2],
      ['ok', 'scope', 'scope', 2],
    ]);
    deps.backend.guests.set('guest-bomb', { freeAnalysisUsed: true });
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await resumeUnfinishedQuotes(deps)).toEqual(['ok']);
    expect(deps.pipeline.started).toEqual([{ quoteId: 'ok', resumeFrom: 'scope' }]);
    expect(await deps.quotes.get('bomb')).toMatchObject({
      status: 'error',
      progressMessage: expect.stringMatching(/too complex/i),
    });
    expect(deps.backend.guests.get('guest-bomb')).toEqual({ freeAnalysisUsed: true });
    expect(log.mock.calls[0]![0]).toMatch(/Not resuming quote bomb/);
    log.mockRestore();
  });
});
