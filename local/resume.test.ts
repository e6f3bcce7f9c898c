import { beforeEach, describe, expect, it, vi } from 'vitest';

const quotes = vi.hoisted(() => ({ list: [] as Array<Record<string, unknown>> }));
vi.mock('../functions/store/quotes.js', () => ({ listQuotesCreatedSince: vi.fn(async () => quotes.list) }));
vi.mock('../functions/quotes/pipeline-starter.js', () => ({ startPipeline: vi.fn(async () => 'arn') }));
vi.mock('../functions/pipeline/markFailed.js', () => ({ handler: vi.fn(async (input: unknown) => input) }));
const { startPipeline } = await import('../functions/quotes/pipeline-starter.js');
const { handler: markFailed } = await import('../functions/pipeline/markFailed.js');
const { EXTRACTION_ERRORS } = await import('../functions/extraction/errors.js');
const { resumeUnfinishedQuotes } = await import('./resume.js');

const quote = (id: string, status: string, pipelineStep?: string, unfinishedExtractions?: number) => ({
  id,
  status,
  pipelineStep,
  unfinishedExtractions,
});

describe('resumeUnfinishedQuotes', () => {
  beforeEach(() => vi.clearAllMocks());

  it('starts unfinished quotes again from the step they reached, and leaves finished ones alone', async () => {
    quotes.list = [
      quote('a', 'uploaded'),
      quote('b', 'extracting', 'extract', 1),
      quote('c', 'analyzing', 'analyze'),
      quote('d', 'error', 'extract', 2),
      quote('e', 'completed', 'analyze'),
    ];
    expect(await resumeUnfinishedQuotes()).toEqual(['a', 'b', 'c']);
    expect(vi.mocked(startPipeline).mock.calls).toEqual([
      ['a', undefined],
      ['b', undefined],
      ['c', 'analyze'],
    ]);
    expect(markFailed).not.toHaveBeenCalled();
  });

  it('does not read again a file whose extraction was already interrupted twice: the quote fails as too complex, the charge kept', async () => {
    quotes.list = [quote('bomb', 'extracting', 'extract', 2), quote('ok', 'scope', 'scope', 2)];
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await resumeUnfinishedQuotes()).toEqual(['ok']);
    expect(vi.mocked(startPipeline).mock.calls).toEqual([['ok', 'scope']]);
    expect(markFailed).toHaveBeenCalledWith({
      quoteId: 'bomb',
      error: { Error: 'UnreadableDocumentError', Cause: EXTRACTION_ERRORS.tooComplex },
    });
    expect(log.mock.calls[0]![0]).toMatch(/Not resuming quote bomb/);
    log.mockRestore();
  });
});
