import { ApiError, api } from '@/lib/api-client';

/**
 * Saves the guest quote this browser uploaded to the signed-in account. A 404 (the quote is gone,
 * or was never this browser's) is expected and ignored; any other failure is only logged, so
 * signing in still succeeds and the visitor goes on to the quote.
 */
export async function assignQuoteToUser(quoteId: string): Promise<void> {
  try {
    await api.post<unknown>(
      `/api/quotes/${encodeURIComponent(quoteId)}/assign-user`,
      {},
      {
        errorMessage: 'Failed to assign quote to user',
      },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    console.warn('Failed to assign quote to user:', error instanceof Error ? error.message : error);
  }
}
