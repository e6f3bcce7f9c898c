import useSWR from 'swr';
import type { EditableField } from '@shared/validation';
import type { ExtractedTextResponse, Quote } from '@shared/types';
import { ApiError, api } from '@/lib/api-client';
import { quoteKey } from './get-quote';

/** GET /api/quotes/{id}/extracted-text (spec section 3). */
export type ExtractedText = ExtractedTextResponse;

export const originalFileUrl = (id: string) => `${quoteKey(id)}/file/original`;

/** Loaded only while the dialog is open. */
export function useExtractedText(id: string, open: boolean) {
  return useSWR<ExtractedText>(open ? `${quoteKey(id)}/extracted-text` : null);
}

const CONFLICT_RETRY_MS = 400;

/**
 * Two writes to one quote at once cannot both land: the second answers 409 without changing
 * anything, and is sent once more. Any other failure is final.
 */
async function withConflictRetry<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    await new Promise((resolve) => setTimeout(resolve, CONFLICT_RETRY_MS));
    return send();
  }
}

export function updateQuoteFields(id: string, body: Partial<Record<EditableField, string>>): Promise<Quote> {
  return withConflictRetry(() =>
    api.patch<Quote>(`${quoteKey(id)}/update-scope`, body, { errorMessage: 'Failed to update scope field' }),
  );
}

export function analyzeQuote(id: string): Promise<Quote> {
  return withConflictRetry(() =>
    api.post<Quote>(`${quoteKey(id)}/analyze`, undefined, { errorMessage: 'Failed to re-analyze' }),
  );
}

export function retryProcessing(id: string): Promise<unknown> {
  return api.post(`${quoteKey(id)}/retry-processing`, undefined, { errorMessage: 'Failed to retry processing' });
}

export function assignQuoteToUser(id: string): Promise<Quote> {
  return api.post<Quote>(`${quoteKey(id)}/assign-user`, undefined, { errorMessage: 'Failed to assign quote to user' });
}
