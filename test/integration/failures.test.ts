import { describe, expect, inject, it } from 'vitest';
import { UPLOAD_ERRORS } from '@shared/messages.js';
import { Browser, uploadPresigned, waitForFinalStatus } from './http-client.js';
import { roofingQuotePdf, windowsQuotePdf } from './quote-documents.js';
import { lostWhileRunning, setStoredQuote } from './stored-quote.js';

const baseUrl = inject('baseUrl');

describe('failures shown to the homeowner', () => {
  it('never carry the text of an internal error, mark the step that failed, and can be retried until the quote is analysed', async () => {
    const guest = new Browser(baseUrl);
    const id = await lostWhileRunning(guest, 'extract');
    const stale = (await guest.get(`/api/quotes/${id}`)).json;
    expect(stale).toMatchObject({ status: 'error', failedStatus: 'extracting', canRetry: true });

    // Break the stored quote so that the retried extraction fails inside our own code (the storage
    // refuses the key), not because of the file.
    const fileKey = `uploads/${id}/original`;
    await setStoredQuote(id, { fileKey: `uploads/${id}/${'x'.repeat(1100)}` });
    expect((await guest.post(`/api/quotes/${id}/retry-processing`)).status).toBe(200);
    const failed = await waitForFinalStatus(guest, id);
    expect(failed).toMatchObject({
      status: 'error',
      progressMessage: 'Error while extracting text: Something went wrong on our side. Please retry.',
      failedStatus: 'extracting',
      canRetry: true,
    });

    await setStoredQuote(id, { fileKey });
    expect((await guest.post(`/api/quotes/${id}/retry-processing`)).status).toBe(200);
    const analysed = await waitForFinalStatus(guest, id);
    expect(['discussing', 'completed']).toContain(analysed.status);
    expect(analysed).toMatchObject({ failedStatus: null, canRetry: false });
    expect(analysed.checklistResults).toHaveLength(10);
  });
});

describe('failures a retry cannot fix', () => {
  it('a roofing quote fails where its type was read, offers no retry, and refuses one (409) and edits, changing nothing', async () => {
    const guest = new Browser(baseUrl);
    const upload = await uploadPresigned(guest, roofingQuotePdf(), 'roof.pdf');
    expect(upload.status).toBe(200);
    const id = upload.json.id as string;
    const failed = await waitForFinalStatus(guest, id);
    expect(failed).toMatchObject({
      status: 'error',
      progressMessage: expect.stringMatching(/^Roofing quotes are coming soon\./),
      failedStatus: 'extracting_fields',
      canRetry: false,
    });

    const retry = await guest.post(`/api/quotes/${id}/retry-processing`);
    expect(retry).toMatchObject({ status: 409, json: { error: UPLOAD_ERRORS.unsupportedNotRetryable } });
    const edit = await guest.patch(`/api/quotes/${id}/update-scope`, { vendor: 'Summit Roofing' });
    expect(edit.status).toBe(409);
    expect(edit.json.error).toMatch(/cannot be edited/);
    const after = (await guest.get(`/api/quotes/${id}`)).json;
    expect(after).toMatchObject({ status: 'error', vendor: failed.vendor, canRetry: false });
  });

  it('a damaged file offers no retry, and a retry is refused with what to do', async () => {
    const guest = new Browser(baseUrl);
    const pdf = windowsQuotePdf();
    const upload = await uploadPresigned(guest, pdf.slice(0, Math.floor(pdf.length / 2)), 'damaged.pdf');
    expect(upload.status).toBe(200);
    const failed = await waitForFinalStatus(guest, upload.json.id);
    expect(failed).toMatchObject({ status: 'error', failedStatus: 'extracting', canRetry: false });
    const retry = await guest.post(`/api/quotes/${upload.json.id}/retry-processing`);
    expect(retry).toMatchObject({ status: 409, json: { error: UPLOAD_ERRORS.fileNotRetryable } });
  });
});
