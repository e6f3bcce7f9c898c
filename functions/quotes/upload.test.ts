import { describe, expect, it } from 'vitest';
import { FREE_ANALYSES_EXHAUSTED_MESSAGE } from '@shared/rate-limits.js';
import { UPLOAD_ERRORS } from '@shared/messages.js';
import { inMemoryQuoteDeps } from '../testing/in-memory.js';
import { START_FAILED_MESSAGE } from './create-quote.js';
import { completeUpload, prepareUpload, uploadFile } from './upload.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const dana = { user: { id: 'u1', email: 'dana@example.com', role: 'user' as const } };
const guest = { guestId: 'g'.repeat(32) };

describe('uploadFile', () => {
  it("creates the quote paid with the account's free analysis, stores the checked original and starts the pipeline", async () => {
    const deps = inMemoryQuoteDeps();
    deps.backend.addUser('u1');
    const quote = await uploadFile({ filename: 'C:\\scans\\quote.pdf', content: PDF }, dana, '10.0.0.1', deps);
    expect(quote).toMatchObject({ status: 'processing', charge: 'free', userId: 'u1', fileName: 'quote.pdf' });
    expect(await deps.quotes.get(quote.id)).toMatchObject({
      status: 'processing',
      fileKey: `uploads/${quote.id}/original`,
    });
    expect(deps.files.objects.get(`uploads/${quote.id}/original`)).toMatchObject({ owner: 'user:u1', guest: false });
    expect(deps.pipeline.started).toEqual([{ quoteId: quote.id }]);
    expect(deps.backend.users.get('u1')!.freeAnalysisUsed).toBe(true);
  });

  it('pays with one credit once the free analysis is used, and refuses with 402 when none is left', async () => {
    const deps = inMemoryQuoteDeps();
    deps.backend.addUser('u1', { freeAnalysisUsed: true, creditBalance: 1 });
    expect(await uploadFile({ content: PDF }, dana, '10.0.0.1', deps)).toMatchObject({ charge: 'credit' });
    expect(deps.backend.users.get('u1')!.creditBalance).toBe(0);
    expect(deps.backend.ledger).toEqual([expect.objectContaining({ amount: -1, reason: 'analysis', balanceAfter: 0 })]);
    await expect(uploadFile({ content: PDF }, dana, '10.0.0.1', deps)).rejects.toMatchObject({
      statusCode: 402,
      message: 'You are out of credits. Buy credits to analyze another quote.',
    });
    expect(deps.backend.quoteRecords.size).toBe(1);
  });

  it("refuses a guest's second free analysis, and a fourth free analysis from one address in a day", async () => {
    const deps = inMemoryQuoteDeps({ freeAnalysesPerIpPerDay: 3 });
    await uploadFile({ content: PDF }, guest, '10.0.0.1', deps);
    await expect(uploadFile({ content: PDF }, guest, '10.0.0.1', deps)).rejects.toMatchObject({ statusCode: 402 });
    for (const n of [2, 3]) await uploadFile({ content: PDF }, { guestId: String(n).repeat(32) }, '10.0.0.1', deps);
    await expect(uploadFile({ content: PDF }, { guestId: '4'.repeat(32) }, '10.0.0.1', deps)).rejects.toMatchObject({
      statusCode: 429,
      message: FREE_ANALYSES_EXHAUSTED_MESSAGE,
    });
    expect(deps.backend.guests.has('4'.repeat(32))).toBe(false);
  });

  it('refuses a missing, empty or non-PDF, non-image file with its message and stores nothing', async () => {
    const deps = inMemoryQuoteDeps();
    deps.backend.addUser('u1');
    await expect(uploadFile(undefined, dana, '10.0.0.1', deps)).rejects.toThrow(UPLOAD_ERRORS.noFile);
    await expect(uploadFile({ content: Buffer.alloc(0) }, dana, '10.0.0.1', deps)).rejects.toThrow(
      UPLOAD_ERRORS.emptyFile,
    );
    await expect(uploadFile({ content: Buffer.from('hello') }, dana, '10.0.0.1', deps)).rejects.toThrow(
      UPLOAD_ERRORS.invalidType,
    );
    expect(deps.files.objects.size + deps.backend.quoteRecords.size).toBe(0);
  });

  it('gives the charge back and shows the error when the pipeline cannot be started', async () => {
    const deps = inMemoryQuoteDeps();
    deps.backend.addUser('u1', { freeAnalysisUsed: true, creditBalance: 2 });
    deps.pipeline.failWith = new Error('state machine unavailable');
    const quote = await uploadFile({ content: PDF }, dana, '10.0.0.1', deps);
    expect(quote).toMatchObject({ status: 'error', progressMessage: START_FAILED_MESSAGE });
    expect(await deps.quotes.get(quote.id)).toMatchObject({ status: 'error', chargeReturned: true });
    expect(deps.backend.users.get('u1')!.creditBalance).toBe(2);
  });
});

describe('the browser upload', () => {
  it("checks the size and what the caller can pay before presigning, and fixes the caller's owner tag", async () => {
    const deps = inMemoryQuoteDeps();
    deps.backend.addUser('u1', { freeAnalysisUsed: true, creditBalance: 0 });
    await expect(prepareUpload({ size: 0 }, dana, '10.0.0.1', deps)).rejects.toThrow(UPLOAD_ERRORS.emptyFile);
    await expect(prepareUpload({ size: 11 * 1024 * 1024 }, dana, '10.0.0.1', deps)).rejects.toMatchObject({
      statusCode: 413,
    });
    await expect(prepareUpload({ size: 100 }, dana, '10.0.0.1', deps)).rejects.toMatchObject({ statusCode: 402 });
    const post = await prepareUpload({ size: 100 }, guest, '10.0.0.1', deps);
    expect(post.fields).toMatchObject({ owner: `guest:${guest.guestId}` });
  });

  it("makes the caller's checked upload a quote once, and someone else's or a missing one is not found", async () => {
    const deps = inMemoryQuoteDeps();
    const upload = await prepareUpload({}, guest, '10.0.0.1', deps);
    deps.files.incoming.set(upload.uploadId, { bytes: PDF, owner: `guest:${guest.guestId}` });
    await expect(
      completeUpload({ uploadId: upload.uploadId }, { guestId: 'x'.repeat(32) }, '10.0.0.2', deps),
    ).rejects.toMatchObject({ statusCode: 404, message: UPLOAD_ERRORS.uploadNotFound });

    const quote = await completeUpload({ uploadId: upload.uploadId, fileName: 'bid.pdf' }, guest, '10.0.0.1', deps);
    expect(quote).toMatchObject({ id: upload.uploadId, fileName: 'bid.pdf', guestId: guest.guestId, charge: 'free' });
    expect(deps.files.incoming.has(upload.uploadId)).toBe(false);
    expect(deps.files.objects.get(`uploads/${quote.id}/original`)).toMatchObject({ guest: true });

    await expect(completeUpload({ uploadId: upload.uploadId }, guest, '10.0.0.1', deps)).rejects.toMatchObject({
      statusCode: 409,
      message: UPLOAD_ERRORS.alreadyProcessed,
    });
    await expect(completeUpload({ uploadId: 'n'.repeat(36) }, guest, '10.0.0.1', deps)).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('deletes an incoming upload that fails the checks, and creates no quote', async () => {
    const deps = inMemoryQuoteDeps();
    deps.files.incoming.set('up-1', { bytes: Buffer.from('not a quote'), owner: `guest:${guest.guestId}` });
    await expect(completeUpload({ uploadId: 'up-1' }, guest, '10.0.0.1', deps)).rejects.toThrow(
      UPLOAD_ERRORS.invalidType,
    );
    expect(deps.files.incoming.has('up-1')).toBe(false);
    expect(deps.backend.quoteRecords.size).toBe(0);
  });
});
