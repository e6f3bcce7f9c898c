import * as z from '@shared/zod.js';
import { ValidationError } from '../lib/errors.js';

export const ADMIN_SEARCH_MAX_LENGTH = 100;
export const ADMIN_CREDITS_MAX = 100_000;
export const ADMIN_REASON_MAX_LENGTH = 200;
export const DEFAULT_CREDIT_REASON = 'Admin adjustment';
/** Highest page number accepted: far beyond any list, small enough that offsets stay exact. */
export const MAX_PAGE = 1_000_000;

/** What the admin API answers to bad input (spec section 5, admin credit edit). */
export const ADMIN_MESSAGES = {
  page: 'Page must be a whole number from 1',
  searchTooLong: `Search must be ${ADMIN_SEARCH_MAX_LENGTH} characters or less`,
  credits: 'Please enter a valid number of credits',
  creditsTooMany: `Credits must be ${ADMIN_CREDITS_MAX} or less`,
  reason: 'Reason must be text',
  reasonTooLong: `Reason must be ${ADMIN_REASON_MAX_LENGTH} characters or less`,
  userNotFound: 'User not found',
} as const;

/** `?page=`: absent or empty means 1; anything but a whole number from 1 is a 400. */
export function parsePage(raw: string | undefined): number {
  const text = (raw ?? '').trim();
  if (text === '') return 1;
  const page = /^\d{1,7}$/.test(text) ? Number(text) : NaN;
  if (!(page >= 1 && page <= MAX_PAGE)) throw new ValidationError(ADMIN_MESSAGES.page);
  return page;
}

/** `?search=`: trimmed and lower-cased (the search attributes are lower-cased); blank means no search. */
export function parseSearch(raw: string | undefined): string | undefined {
  const text = (raw ?? '').trim();
  if (text.length > ADMIN_SEARCH_MAX_LENGTH) throw new ValidationError(ADMIN_MESSAGES.searchTooLong);
  return text ? text.toLowerCase() : undefined;
}

/** A whole number of credits from 0: a JSON number, or digits as text (a form field). */
const credits = z
  .pipe(
    z.union([z.number(), z.string()], { error: ADMIN_MESSAGES.credits }),
    z.transform((v: number | string) => (typeof v === 'number' ? v : /^\s*\d{1,15}\s*$/.test(v) ? Number(v) : NaN)),
  )
  .check(
    z.refine((v) => Number.isSafeInteger(v) && v >= 0, ADMIN_MESSAGES.credits),
    z.refine((v) => v <= ADMIN_CREDITS_MAX, ADMIN_MESSAGES.creditsTooMany),
  );

const reason = z.pipe(
  z.nullish(
    z
      .string({ error: ADMIN_MESSAGES.reason })
      .check(z.trim(), z.maxLength(ADMIN_REASON_MAX_LENGTH, ADMIN_MESSAGES.reasonTooLong)),
  ),
  z.transform((v: string | null | undefined) => v || DEFAULT_CREDIT_REASON),
);

/** POST /api/admin/users/{userId}/credits: {credits, reason?}. */
export const creditEditSchema = z.object({ credits, reason }, { error: ADMIN_MESSAGES.credits });
export type CreditEdit = z.infer<typeof creditEditSchema>;
