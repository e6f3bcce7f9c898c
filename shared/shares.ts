/**
 * Shareable read-only reports (the contract between functions/api/shares.ts and web/src/features/shared-report):
 * the owner of a quote creates a link `/shared/<token>` that shows the analysis without the homeowner's
 * personal information, the files or the chat; it expires after SHARE_LINK_TTL_DAYS (shared/limits.ts)
 * and can be revoked.
 */
import * as z from '@shared/zod.js';

/** A token is 16 random bytes (128 bits) in base64url without padding: 22 characters. */
export const SHARE_TOKEN_BYTES = 16;
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const shareTokenSchema = z.string().check(z.regex(SHARE_TOKEN_PATTERN, 'Invalid link'));

/** The web page of a shared report, relative to the site (the web app prefixes its own origin). */
export const sharedReportPath = (token: string) => `/shared/${token}`;

export const SHARE_MESSAGES = {
  /** Every refused public view: unknown, revoked and expired tokens read the same. */
  gone: 'This link has expired or was revoked',
  notReady: 'The analysis is not finished yet. Share it once the checklist is ready.',
  tooMany: (max: number) => `This quote already has ${max} active links. Revoke one before creating another.`,
  quoteNotFound: 'Quote not found',
  busy: 'The links of this quote changed meanwhile. Please try again.',
} as const;

/** One active link, as its owner sees it. POST /api/quotes/{id}/shares answers one (201). */
export interface ShareLink {
  token: string;
  /** Site-relative: `/shared/<token>`. */
  url: string;
  createdAt: string;
  expiresAt: string;
}

/** GET /api/quotes/{id}/shares: the quote's links that are neither revoked nor expired, newest first. */
export interface ShareLinkList {
  shares: ShareLink[];
  maxActive: number;
}

/** DELETE /api/quotes/{id}/shares/{token} */
export interface RevokedShare {
  token: string;
  revokedAt: string;
}

/** One checklist item of a shared report: no chat question, no modification history. */
export interface SharedChecklistResult {
  id: string;
  category?: string;
  title: string;
  status: string;
  explanation: string;
  evidence: string[];
}

/**
 * GET /api/shared/{token}: the read-only report. Built from an allow-list
 * (functions/quotes/shared-report-view.ts): never the homeowner's name, street, phone or e-mail, the
 * file name, the quote id, file or text links, or the chat.
 */
export interface SharedReport {
  vendor: string | null;
  totalCost: string | null;
  zipCode: string | null;
  /** Two-letter state of the ZIP code, when known. */
  state: string | null;
  quantities: string | null;
  scope: string | null;
  quoteType: string | null;
  overallScore: number | null;
  /** When the quote was uploaded. */
  createdAt: string;
  checklistResults: SharedChecklistResult[];
  /** When this link stops working. */
  expiresAt: string;
}
