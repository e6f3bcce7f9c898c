import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { quoteFixture } from '@/testing/quotes';
import { json, renderAt, stubApi } from '@/testing/test-utils';
import { StatusBanner } from './status-banners';

describe('status banners', () => {
  it('shows the processing error with its message and retries the processing', async () => {
    let release: (r: Response) => void = () => {};
    const fetchMock = stubApi({
      'POST /api/quotes/q1/retry-processing': () => new Promise<Response>((r) => (release = r)),
    });
    const onRetried = vi.fn();
    renderAt(
      '/a',
      <StatusBanner
        quote={quoteFixture({ id: 'q1', status: 'error', progressMessage: 'Error extracting text', canRetry: true })}
        isGuest={false}
        onRetried={onRetried}
      />,
    );

    expect(screen.getByText('Processing Error')).toBeTruthy();
    expect(screen.getByText('Error extracting text')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry Processing' }));
    expect(await screen.findByRole('button', { name: 'Retrying...' })).toBeTruthy();
    release(json({ message: 'ok' }));
    expect(await screen.findByRole('button', { name: 'Retry Processing' })).toBeTruthy();
    expect(onRetried).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'POST /api/quotes/q1/retry-processing',
    ]);
  });

  it("offers no retry in an admin's read-only view of someone else's quote", () => {
    renderAt(
      '/a',
      <StatusBanner
        quote={quoteFixture({ id: 'q1', status: 'error', progressMessage: 'Error extracting text' })}
        isGuest={false}
        readOnly
        onRetried={() => {}}
      />,
    );
    expect(screen.getByText('Error extracting text')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry Processing' })).toBeNull();
  });

  it('has a default message and a toast when the retry fails', async () => {
    stubApi({ 'POST /api/quotes/q1/retry-processing': () => json({ error: 'boom' }, 500) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt(
      '/a',
      <StatusBanner
        quote={quoteFixture({ id: 'q1', status: 'error', progressMessage: null, canRetry: true })}
        isGuest={false}
        onRetried={() => {}}
      />,
    );
    expect(screen.getByText('An error occurred while processing your quote.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry Processing' }));
    expect(await screen.findByText('Failed to retry processing')).toBeTruthy();
  });

  it('offers no retry for a failure the server says a retry cannot fix', () => {
    const fetchMock = stubApi({});
    renderAt(
      '/a',
      <StatusBanner
        quote={quoteFixture({
          id: 'q1',
          status: 'error',
          progressMessage: 'Roofing quotes are coming soon. QuoteCheck checks windows and doors quotes today.',
          canRetry: false,
        })}
        isGuest={false}
        onRetried={() => {}}
      />,
    );
    expect(screen.getByText('Processing Error')).toBeTruthy();
    expect(screen.getByText(/^Roofing quotes are coming soon\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry Processing' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells a guest with a completed analysis to save it, keeping the quote id', () => {
    renderAt(
      '/a',
      <StatusBanner quote={quoteFixture({ id: 'q1', status: 'completed' })} isGuest onRetried={() => {}} />,
    );
    expect(screen.getByText('Analysis Complete! Save Your Results')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Free Account' }).getAttribute('href')).toBe('/signup?quote=q1');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login?quote=q1');
  });

  it('shows no save banner to a signed-in user, and the analyzing and discussing banners', () => {
    const { unmount } = renderAt(
      '/a',
      <StatusBanner quote={quoteFixture({ status: 'completed' })} isGuest={false} onRetried={() => {}} />,
    );
    expect(screen.queryByText('Analysis Complete! Save Your Results')).toBeNull();
    unmount();
    const second = renderAt(
      '/a',
      <StatusBanner quote={quoteFixture({ status: 'analyzing' })} isGuest onRetried={() => {}} />,
    );
    expect(screen.getByText('Performing 10-Point Analysis...')).toBeTruthy();
    expect(screen.getByText(/industry standards/)).toBeTruthy();
    second.unmount();
    renderAt('/a', <StatusBanner quote={quoteFixture({ status: 'discussing' })} isGuest onRetried={() => {}} />);
    expect(screen.getByText('Collecting Additional Information...')).toBeTruthy();
    expect(screen.getByText(/answer the questions in the chat/)).toBeTruthy();
  });
});
