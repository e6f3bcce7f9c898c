import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@shared/limits';
import { UPLOAD_ERRORS } from '@shared/messages';
import { fileFixture } from '@/testing/quotes';
import { json, renderAt, stubApi } from '@/testing/test-utils';
import { useQuoteUpload } from '../hooks/use-quote-upload';
import { UploadCard } from './upload-card';

const S3_URL = 'http://s3.test/quotes-bucket';
const UPLOAD_ID = '7d4f2c1e-0000-4000-8000-000000000001';

/** The landing page's use: a guest upload. */
function GuestUpload() {
  const upload = useQuoteUpload();
  return <UploadCard upload={upload} />;
}

function renderCard() {
  return renderAt('/', <GuestUpload />, [
    { path: '/analysis/:id', element: <p>analysis page</p> },
    { path: '/signup', element: <p>signup page</p> },
  ]);
}

function choose(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Quote file'), { target: { files } });
}

const uploadApi = (overrides: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    'POST /api/quotes/upload-url': () =>
      json({
        uploadId: UPLOAD_ID,
        url: S3_URL,
        fields: { key: `uploads/${UPLOAD_ID}`, Policy: 'p', 'X-Amz-Signature': 's' },
        maxBytes: MAX_UPLOAD_BYTES,
      }),
    'POST /quotes-bucket': () => new Response(null, { status: 204 }),
    'POST /api/quotes/upload-complete': () =>
      json({ id: UPLOAD_ID, message: 'Quote uploaded successfully. Analysis has started.' }),
    ...overrides,
  });

describe('upload card', () => {
  it('rejects a file of another type with the spec toast and sends nothing', async () => {
    const fetchMock = uploadApi();
    renderCard();

    choose(fileFixture('notes.txt', 'text/plain'));

    expect(await screen.findByText('Invalid file type')).toBeTruthy();
    expect(screen.getByText('Please upload a PDF or image file (JPEG, PNG, etc.)')).toBeTruthy();
    expect(screen.queryByText('notes.txt')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a file over 10 MB with the spec toast', async () => {
    const fetchMock = uploadApi();
    renderCard();

    choose(fileFixture('big.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1));

    expect(await screen.findByText('File too large')).toBeTruthy();
    expect(screen.getByText('Files must be smaller than 10MB. Please compress your file and try again.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a file when Analyze is pressed without one', async () => {
    const fetchMock = uploadApi();
    renderCard();

    fireEvent.click(screen.getByRole('button', { name: 'Analyze Quote' }));

    expect(await screen.findByText('No file selected')).toBeTruthy();
    expect(screen.getByText('Please select a file first.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads through the presigned POST, says so, and opens the analysis after 1 second', async () => {
    const fetchMock = uploadApi();
    const { router } = renderCard();

    choose(fileFixture('Proposal 42.pdf'), fileFixture('second.pdf'));
    expect(screen.getByText('Proposal 42.pdf')).toBeTruthy();
    expect(screen.queryByText('second.pdf')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Quote' }));

    expect(screen.getByRole('button', { name: 'Analyzing...' })).toHaveProperty('disabled', true);
    expect(await screen.findByText('Upload successful!')).toBeTruthy();
    expect(screen.getByText("Your quote is being analyzed. You'll be redirected shortly.")).toBeTruthy();
    const successAt = Date.now();
    expect(router.state.location.pathname).toBe('/');

    await waitFor(() => expect(router.state.location.pathname).toBe(`/analysis/${UPLOAD_ID}`), { timeout: 3000 });
    expect(Date.now() - successAt).toBeGreaterThanOrEqual(900);

    const calls = fetchMock.mock.calls.map(([url, init]) => [String(url), init as RequestInit] as const);
    expect(calls.map(([url]) => url)).toEqual(['/api/quotes/upload-url', S3_URL, '/api/quotes/upload-complete']);
    expect(JSON.parse(String(calls[0]![1].body))).toEqual({ fileName: 'Proposal 42.pdf', size: 13 });
    const form = calls[1]![1].body as FormData;
    expect([...form.keys()]).toEqual(['key', 'Policy', 'X-Amz-Signature', 'file']);
    expect((form.get('file') as File).name).toBe('Proposal 42.pdf');
    expect(JSON.parse(String(calls[2]![1].body))).toEqual({ uploadId: UPLOAD_ID, fileName: 'Proposal 42.pdf' });
  });

  it('takes the first file of a drop', async () => {
    uploadApi();
    renderCard();

    const dropArea = screen.getByText('Drop your quote here').parentElement!;
    fireEvent.drop(dropArea, {
      dataTransfer: { files: [fileFixture('photo.jpg', 'image/jpeg'), fileFixture('b.pdf')], types: ['Files'] },
    });

    expect(await screen.findByText('photo.jpg')).toBeTruthy();
    expect(screen.queryByText('b.pdf')).toBeNull();
  });

  it('shows a long file name on one line, cut with an ellipsis, the whole name as its title', async () => {
    renderCard();
    const name = 'Proposal_Suncoast_Window_Solutions_Replacement_Project_WD-84387_final_revised.pdf';
    choose(fileFixture(name));
    const shown = await screen.findByText(name);
    expect(shown.getAttribute('title')).toBe(name);
    expect(getComputedStyle(shown).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(shown).textOverflow).toBe('ellipsis');
  });

  it('shows the failure toast and the inline message when the bucket refuses the file', async () => {
    uploadApi({
      'POST /quotes-bucket': () => new Response('<Error><Code>AccessDenied</Code></Error>', { status: 403 }),
    });
    const { router } = renderCard();

    choose(fileFixture());
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Quote' }));

    expect(await screen.findByText('Upload failed')).toBeTruthy();
    expect(screen.getByText('There was an error uploading your file. Please try again.')).toBeTruthy();
    expect(screen.getByText('Upload failed. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Analyze Quote' })).toHaveProperty('disabled', false);
    expect(screen.getByText('quote.pdf')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(router.state.location.pathname).toBe('/');
  });

  it('invites a guest whose free analysis is used to create a free account', async () => {
    uploadApi({ 'POST /api/quotes/upload-url': () => json({ error: 'Payment required' }, 402) });
    renderCard();

    choose(fileFixture());
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Quote' }));

    expect(await screen.findByText('Your free analysis is used')).toBeTruthy();
    const signup = screen.getByRole('link', { name: 'Create Free Account' });
    expect(signup.getAttribute('href')).toBe('/signup');
    expect(screen.queryByText('Upload failed')).toBeNull();
    expect(screen.getByText('quote.pdf')).toBeTruthy();
  });

  it("refuses an empty file before uploading, with the server's clear message", async () => {
    const fetchMock = uploadApi();
    renderCard();

    choose(fileFixture('empty.pdf', 'application/pdf', 0));

    expect(await screen.findByText('Empty file')).toBeTruthy();
    expect(screen.getByText(UPLOAD_ERRORS.emptyFile)).toBeTruthy();
    expect(screen.queryByText('empty.pdf')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when it refuses the file (4xx), and the generic one for its own failures", async () => {
    const refusal = 'Invalid file type. Please upload a PDF or image file (JPEG, PNG, etc.)';
    uploadApi({ 'POST /api/quotes/upload-complete': () => json({ error: refusal }, 400) });
    renderCard();
    choose(fileFixture('fake.pdf'));
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Quote' }));
    expect(await screen.findByText('Upload failed')).toBeTruthy();
    expect(screen.getByText(refusal)).toBeTruthy();
    expect(screen.queryByText('There was an error uploading your file. Please try again.')).toBeNull();

    uploadApi({
      'POST /api/quotes/upload-complete': () => json({ error: 'Something went wrong. Please try again.' }, 500),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Quote' }));
    expect(await screen.findByText('There was an error uploading your file. Please try again.')).toBeTruthy();
  });

  it('puts the success toast away when it opens the analysis', async () => {
    uploadApi();
    const { router } = renderCard();
    choose(fileFixture());
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Quote' }));
    expect(await screen.findByText('Upload successful!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/analysis/${UPLOAD_ID}`), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByText('Upload successful!')).toBeNull());
  });
});
