import useSWR from 'swr';
import type { RevokedShare, ShareLink, ShareLinkList, SharedReport } from '@shared/shares';
import { api, request } from '@/lib/api-client';

/** GET/POST /api/quotes/{id}/shares: the owner's links to a quote. */
export const shareLinksKey = (quoteId: string) => `/api/quotes/${encodeURIComponent(quoteId)}/shares`;

/** GET /api/shared/{token}: the public read-only report. */
export const sharedReportKey = (token: string) => `/api/shared/${encodeURIComponent(token)}`;

/** The link's full address on this site (the API answers it site-relative: `/shared/<token>`). */
export function absoluteShareUrl(url: string, origin: string = window.location.origin): string {
  return new URL(url, origin).toString();
}

/** Loaded only for the signed-in owner (others would get 401 or 404). */
export function useShareLinks(quoteId: string, enabled: boolean) {
  return useSWR<ShareLinkList>(enabled ? shareLinksKey(quoteId) : null);
}

export function createShareLink(quoteId: string): Promise<ShareLink> {
  return api.post<ShareLink>(shareLinksKey(quoteId), {}, { errorMessage: 'Could not create a link' });
}

export function revokeShareLink(quoteId: string, token: string): Promise<RevokedShare> {
  return request<RevokedShare>(`${shareLinksKey(quoteId)}/${encodeURIComponent(token)}`, {
    method: 'DELETE',
    errorMessage: 'Could not revoke the link',
  });
}

export function useSharedReport(token: string) {
  return useSWR<SharedReport>(token ? sharedReportKey(token) : null);
}
