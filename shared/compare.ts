/**
 * Comparing 2–3 of a user's analysed quotes (GET /api/compare?ids=ID1,ID2[,ID3]): the request's rules
 * and the answer's shape. The server enforces them; the web reuses them for the page and its links.
 */
import * as z from '@shared/zod.js';
import type { PricingBasis } from '@shared/types.js';
import { quoteIdSchema } from '@shared/validation.js';

export const COMPARE_MIN_QUOTES = 2;
export const COMPARE_MAX_QUOTES = 3;

export const COMPARE_MESSAGES = {
  missing: 'Choose 2 or 3 quotes to compare: ?ids=ID1,ID2[,ID3]',
  tooFew: 'Choose at least 2 quotes to compare',
  tooMany: 'You can compare at most 3 quotes at a time',
  duplicate: 'Each quote can be listed only once',
  invalidId: 'Invalid quote id',
  notAnalyzed: 'Every quote must be analysed before it can be compared',
} as const;

/** Longer than three of the longest ids and their commas: refused before it is split. */
const MAX_IDS_PARAM_LENGTH = 300;

/**
 * The `ids` query parameter: 2–3 distinct quote ids separated by commas ("ID1,ID2"; API Gateway joins
 * a repeated parameter the same way). The count is checked before the ids, so 4 ids get the count's
 * message whatever they look like.
 */
export const compareIdsSchema = z
  .pipe(
    z
      .string({ error: COMPARE_MESSAGES.missing })
      .check(
        z.trim(),
        z.minLength(1, COMPARE_MESSAGES.missing),
        z.maxLength(MAX_IDS_PARAM_LENGTH, COMPARE_MESSAGES.tooMany),
      ),
    z.transform((value: string) => value.split(',').map((id) => id.trim())),
  )
  .check(
    z.superRefine((ids, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (ids.length < COMPARE_MIN_QUOTES) return fail(COMPARE_MESSAGES.tooFew);
      if (ids.length > COMPARE_MAX_QUOTES) return fail(COMPARE_MESSAGES.tooMany);
      if (ids.some((id) => !quoteIdSchema.safeParse(id).success)) return fail(COMPARE_MESSAGES.invalidId);
      if (new Set(ids).size !== ids.length) return fail(COMPARE_MESSAGES.duplicate);
    }),
  );

export const compareQuerySchema = z.object({ ids: compareIdsSchema });

/** The page's address for a set of quotes. */
export function comparePath(ids: readonly string[]): string {
  return `/compare?ids=${ids.map(encodeURIComponent).join(',')}`;
}

/** How a cell reads against the norm: the checklist's colours, or neutral for plain facts. */
export type CompareTone = 'good' | 'average' | 'bad' | 'unknown' | 'neutral';

export interface CompareCell {
  /** What the cell shows: "$12,480.00", "Included", "Not stated". */
  value: string;
  /** A second line: the fair range, the verdict's reason. */
  note?: string;
  tone: CompareTone;
  /** The quote lines the value rests on (or that the quote does not mention it). */
  evidence?: string[];
}

export type CompareRowGroup = 'price' | 'scope' | 'product' | 'included' | 'terms' | 'checklist';

export interface CompareRow {
  /** Stable id: 'total', 'perOpening', 'count:double_hung', 'included:permits', 'verdict:pricing', 'score'. */
  id: string;
  group: CompareRowGroup;
  label: string;
  /** One cell per quote, in the order of `quotes`. */
  cells: CompareCell[];
  /** The quotes differ on this row. */
  differs: boolean;
}

export interface ComparedQuote {
  id: string;
  /** "Quote A", "Quote B", "Quote C": the order of the ids asked for. */
  label: string;
  fileName: string;
  vendor: string | null;
  totalCost: string | null;
  zipCode: string | null;
  quantities: string | null;
  overallScore: number | null;
  createdAt: string;
  /** How its price was judged: the benchmark band, regional factor, sources and date (null before pricing ran). */
  pricingBasis: PricingBasis | null;
}

export interface CompareCitation {
  quoteId: string;
  /** A line printed in that quote (or what the analysis says the quote leaves out). */
  line: string;
}

export interface CompareClaim {
  text: string;
  /** The quote lines the claim rests on. */
  citations: CompareCitation[];
}

export interface CompareSummary {
  /** The quote that offers the best value; null when the scopes differ or the quotes are too close to call. */
  bestValueId: string | null;
  /** One plain paragraph: the verdict, or why no winner is named. */
  headline: string;
  claims: CompareClaim[];
}

export interface CompareResponse {
  quotes: ComparedQuote[];
  rows: CompareRow[];
  sameScope: { ok: boolean; reasons: string[] };
  summary: CompareSummary;
}
