/**
 * Shareable read-only reports: who may create, list and revoke links to a quote's analysis, the cap on
 * active links, expiry, and what the public view answers. Pure rules over a ShareStore (DynamoDB adapter:
 * functions/store/shares.ts) and a quote reader; no AWS or HTTP here.
 *
 * Who may share: only a signed-in account that owns the quote, or the admin, and only a quote saved to
 * an account (`userId` set). A guest cannot (the routes are 'user': 401), and a guest quote cannot be
 * shared by anyone until an account claims it. Anyone else is told the quote does not exist (404).
 */
import { MAX_ACTIVE_SHARES_PER_QUOTE, SHARE_LINK_TTL_DAYS } from '@shared/limits.js';
import {
  SHARE_MESSAGES,
  SHARE_TOKEN_PATTERN,
  sharedReportPath,
  type RevokedShare,
  type ShareLink,
  type ShareLinkList,
  type SharedReport,
} from '@shared/shares.js';
import { statusAllows } from '@shared/statuses.js';
import { quoteIdSchema } from '@shared/validation.js';
import type { SessionUser } from '../accounts/session-user.js';
import { ERRORS } from '@shared/messages.js';
import { AppError, ConflictError, NotFoundError } from '../lib/errors.js';
import { sharedReportView } from '../quotes/shared-report-view.js';
import type { QuoteRecord } from '../quotes/quote-record.js';

export interface ShareRecord {
  token: string;
  quoteId: string;
  /** The account that owns the quote. */
  ownerId: string;
  /** Who created the link: the owner, or the admin. */
  createdBy: string;
  createdAt: string;
  /** Whole seconds (the table's TTL attribute is epoch seconds). */
  expiresAt: string;
  revokedAt?: string;
}

/** A concurrent change to the quote's links (another link was created): read again and decide again. */
export class ShareListChangedError extends Error {
  override name = 'ShareListChangedError';
}

export interface ShareStore {
  /** The quote's links that are not revoked (expired ones may still be there), read consistently, and the list's version. */
  listForQuote(quoteId: string): Promise<{ shares: ShareRecord[]; version: number }>;
  /** Adds a link while the list is still at `version`; ShareListChangedError otherwise. */
  create(share: ShareRecord, version: number): Promise<void>;
  /** The link with this token, revoked or not, read consistently. */
  get(token: string): Promise<ShareRecord | undefined>;
  /** Marks the quote's link revoked and takes it off the quote's list; false when there is no such active link. */
  revoke(quoteId: string, token: string, at: string): Promise<boolean>;
}

export interface ShareDeps {
  shares: ShareStore;
  getQuote(quoteId: string): Promise<QuoteRecord | undefined>;
  newToken(): string;
  now(): Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Tries of a create that lost a race with another create on the same quote. Each lost race is another
 * link created (or a transaction conflict), so past the cap every try ends in "too many" first.
 */
const CREATE_ATTEMPTS = MAX_ACTIVE_SHARES_PER_QUOTE + 5;

/** Whether this signed-in caller may see the quote's links: its owner, or an admin. */
export function canShareQuote(quote: Pick<QuoteRecord, 'userId'>, user: Pick<SessionUser, 'id' | 'role'>): boolean {
  if (!quote.userId) return false;
  return user.role === 'admin' || quote.userId === user.id;
}

/**
 * The quote named in the path, if this caller may see its links; 404 otherwise (never "exists but not
 * yours"). To create or revoke a link (`change`), the caller must be its owner: an admin who is not
 * gets 403 "Admins can view a homeowner's quote but not change it".
 */
export async function shareableQuote(
  quoteId: string | undefined,
  user: Pick<SessionUser, 'id' | 'role'>,
  deps: Pick<ShareDeps, 'getQuote'>,
  intent: 'read' | 'change' = 'read',
): Promise<QuoteRecord> {
  const id = quoteIdSchema.safeParse(quoteId);
  const quote = id.success ? await deps.getQuote(id.data) : undefined;
  if (!quote || !canShareQuote(quote, user)) throw new NotFoundError(SHARE_MESSAGES.quoteNotFound);
  if (intent === 'change' && quote.userId !== user.id) throw new AppError(403, ERRORS.adminReadOnly);
  return quote;
}

export function isActive(share: ShareRecord, now: Date): boolean {
  return !share.revokedAt && Date.parse(share.expiresAt) > now.getTime();
}

function toLink(share: ShareRecord): ShareLink {
  return {
    token: share.token,
    url: sharedReportPath(share.token),
    createdAt: share.createdAt,
    expiresAt: share.expiresAt,
  };
}

/** When a link created at `now` expires: SHARE_LINK_TTL_DAYS later, in whole seconds. */
export function expiryOf(now: Date): Date {
  return new Date(Math.floor((now.getTime() + SHARE_LINK_TTL_DAYS * DAY_MS) / 1000) * 1000);
}

/**
 * POST /api/quotes/{id}/shares: a new link, once the analysis is written, while the quote has fewer
 * than MAX_ACTIVE_SHARES_PER_QUOTE active links. The count and the write agree under concurrent
 * creates: the write is conditional on the list's version that was counted.
 */
export async function createShareLink(
  quote: QuoteRecord,
  user: Pick<SessionUser, 'id'>,
  deps: ShareDeps,
): Promise<ShareLink> {
  if (!statusAllows(quote.status, 'share')) throw new ConflictError(SHARE_MESSAGES.notReady);
  for (let attempt = 1; ; attempt++) {
    const now = deps.now();
    const { shares, version } = await deps.shares.listForQuote(quote.id);
    if (shares.filter((s) => isActive(s, now)).length >= MAX_ACTIVE_SHARES_PER_QUOTE) {
      throw new ConflictError(SHARE_MESSAGES.tooMany(MAX_ACTIVE_SHARES_PER_QUOTE));
    }
    const share: ShareRecord = {
      token: deps.newToken(),
      quoteId: quote.id,
      ownerId: quote.userId!,
      createdBy: user.id,
      createdAt: now.toISOString(),
      expiresAt: expiryOf(now).toISOString(),
    };
    try {
      await deps.shares.create(share, version);
      return toLink(share);
    } catch (error) {
      if (!(error instanceof ShareListChangedError)) throw error;
      if (attempt >= CREATE_ATTEMPTS) throw new ConflictError(SHARE_MESSAGES.busy);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

/** GET /api/quotes/{id}/shares: the links that still work, newest first. */
export async function listShareLinks(
  quote: QuoteRecord,
  deps: Pick<ShareDeps, 'shares' | 'now'>,
): Promise<ShareLinkList> {
  const now = deps.now();
  const { shares } = await deps.shares.listForQuote(quote.id);
  const active = shares.filter((s) => isActive(s, now)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { shares: active.map(toLink), maxActive: MAX_ACTIVE_SHARES_PER_QUOTE };
}

/** DELETE /api/quotes/{id}/shares/{token}: the link stops working at once; 404 when the quote has no such link. */
export async function revokeShareLink(
  quote: QuoteRecord,
  token: string | undefined,
  deps: Pick<ShareDeps, 'shares' | 'now'>,
): Promise<RevokedShare> {
  if (!token || !SHARE_TOKEN_PATTERN.test(token)) throw new NotFoundError(SHARE_MESSAGES.gone);
  const revokedAt = deps.now().toISOString();
  if (!(await deps.shares.revoke(quote.id, token, revokedAt))) throw new NotFoundError(SHARE_MESSAGES.gone);
  return { token, revokedAt };
}

/**
 * GET /api/shared/{token}: the read-only report. An unknown, malformed, revoked or expired token, a
 * quote that is gone or no longer the sharer's, all answer the same 404.
 */
export async function openSharedReport(
  token: string | undefined,
  deps: Pick<ShareDeps, 'shares' | 'getQuote' | 'now'>,
): Promise<SharedReport> {
  const gone = () => new NotFoundError(SHARE_MESSAGES.gone);
  if (!token || !SHARE_TOKEN_PATTERN.test(token)) throw gone();
  const share = await deps.shares.get(token);
  if (!share || share.token !== token || !isActive(share, deps.now())) throw gone();
  const quote = await deps.getQuote(share.quoteId);
  if (!quote || quote.userId !== share.ownerId) throw gone();
  return sharedReportView(quote, share);
}
