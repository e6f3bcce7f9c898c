import { describe, expect, it } from 'vitest';
import { STILL_ANALYZING_MESSAGE } from '@shared/statuses.js';
import { analyzedQuote as analyzedTextQuote } from '../testing/analyzed-quote.js';
import { correctQuote, reanalyzeQuote, sendChatMessage } from './homeowner-requests.js';

const TEXT = [
  'Acme Windows LLC',
  'Replace 10 vinyl double-hung windows, Low-E argon, ENERGY STAR.',
  'Permit included. Remove and dispose of old windows.',
  'Total: $10,000.00. Deposit 30% at signing, balance on completion.',
].join('\n');

/** The quote above analyzed by the rules engine over an in-memory store, as the pipeline leaves it. */
const analyzedQuote = () => analyzedTextQuote(TEXT, { totalCost: '10000.00' }, new Date('2026-06-01T11:01:00Z'));

describe('what a homeowner may ask of an analyzed quote', () => {
  it('opens the chat after the analysis: ten results, a score and a first message that asks about the figures', async () => {
    const { backend, quote } = await analyzedQuote();
    expect(quote.checklistResults).toHaveLength(10);
    expect(['discussing', 'completed']).toContain(quote.status);
    expect(quote.overallScore).toBeGreaterThan(0);
    const opening = await backend.messageStore.list(quote.id);
    expect(opening).toHaveLength(1);
    expect(opening[0]!.content).toContain(
      'I checked the price using: total $10,000.00, 10 windows and no doors, ZIP 43214. Is that right?',
    );
  });

  it('answers a chat message and stores both turns', async () => {
    const { deps, backend, quote } = await analyzedQuote();
    const messages = await sendChatMessage(quote, 'Is this price fair?', deps);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[1]!.content).toMatch(/\$/);
    expect(await backend.messageStore.list(quote.id)).toHaveLength(3);
  });

  it('corrects a field, re-analyzes what it affects and records why', async () => {
    const { deps, quote } = await analyzedQuote();
    const record = await correctQuote(quote, { totalCost: '25000.00' }, deps);
    expect(record.totalCost).toBe('25000.00');
    const pricing = record.checklistResults.find((r) => r.category === 'pricing')!;
    expect(pricing.modificationHistory?.at(-1)?.reason).toMatch(/^You changed the total price \$25,000\.00$/);
  });

  it('after an edit, the full analysis that follows compares with the analysis before the edit', async () => {
    const { deps, backend, quote } = await analyzedQuote();
    const edited = await correctQuote(quote, { totalCost: '25000.00' }, deps);
    expect(edited.overallScore).not.toBe(quote.overallScore);
    const analysed = await reanalyzeQuote(edited, deps);
    const said = (await backend.messageStore.list(quote.id)).at(-1)!.content;
    expect(said).not.toMatch(/nothing changed/);
    expect(said).toContain(`**Quality Score: ${analysed.overallScore}/100**`);
    expect(said).toContain(`was ${quote.overallScore}`);
    expect(said).toMatch(/\*\*Pricing[^*]*: /);

    // Nothing new since: the next full analysis says so.
    await reanalyzeQuote(analysed, deps);
    const again = (await backend.messageStore.list(quote.id)).at(-1)!.content;
    expect(again).toMatch(/^I re-ran the full analysis; nothing changed\. \*\*Quality Score: \d+\/100\.\*\*/);
  });

  it('waits for the pipeline: chat, edits and re-analysis are 409 while the quote is being analyzed', async () => {
    const { deps, quote } = await analyzedQuote();
    const running = { ...quote, status: 'analyzing' as const };
    for (const request of [
      () => sendChatMessage(running, 'hello', deps),
      () => correctQuote(running, { vendor: 'Other' }, deps),
      () => reanalyzeQuote(running, deps),
    ]) {
      await expect(request()).rejects.toMatchObject({ statusCode: 409, message: STILL_ANALYZING_MESSAGE });
    }
  });

  it('opens the chat only once the quote is read, and takes no correction of a failed quote, which no edit can fix', async () => {
    const { deps, backend, quote } = await analyzedQuote();
    const failed = { ...quote, status: 'error' as const };
    backend.putQuote(failed);
    await expect(sendChatMessage(failed, 'hello', deps)).rejects.toMatchObject({
      statusCode: 409,
      message: 'The chat opens once your quote has been read.',
    });
    await expect(reanalyzeQuote(failed, deps)).rejects.toMatchObject({ statusCode: 409 });
    await expect(correctQuote(failed, { vendor: 'Acme Windows Inc' }, deps)).rejects.toMatchObject({
      statusCode: 409,
      message:
        'This quote could not be analyzed, so its fields cannot be edited. Retry processing, or upload the quote again.',
    });
    expect((await backend.quotes.get(quote.id))!.vendor).toBe('Acme Windows LLC');
  });

  it('lets one of two concurrent writers win: the other, holding an older revision, gets 409', async () => {
    const { deps, quote } = await analyzedQuote();
    await sendChatMessage(quote, 'What should I ask the contractor?', deps);
    await expect(sendChatMessage(quote, 'And the warranty?', deps)).rejects.toMatchObject({
      statusCode: 409,
      message: 'The quote changed meanwhile. Please try again.',
    });
  });
});
