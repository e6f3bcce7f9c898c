/**
 * The plain summary under the table: which quote offers the best value and why, each claim citing the
 * quote lines it rests on. No winner is named when the scopes differ (the prices would not compare
 * like for like) or when the quotes are too close to call.
 *
 * [H] Value weighs the price before tax against the quality score: every point of score below the best
 * quote's counts as 1% of price, so a quote must be cheaper by more than it is weaker to win. Quotes
 * within 3% of each other on that measure are called even.
 */
import { CATEGORIES, ratingLabel, type CategoryShortId } from '@shared/checklist.js';
import type { CompareCitation, CompareClaim, CompareSummary } from '@shared/compare.js';
import type { RatingPoints } from '../analysis/knowledge/types.js';
import type { QuoteProfile } from './quote-profile.js';
import { displayCents, displayDollars } from '@shared/money.js';
import { listAnd as joinAnd } from '@shared/text.js';
import type { SameScope } from './same-scope.js';

export const SCORE_POINT_WORTH = 0.01;
export const TOO_CLOSE_TO_CALL = 0.03;
const MAX_VERDICT_CLAIMS = 4;

function named(p: QuoteProfile): string {
  const vendor = p.record.vendor?.trim();
  return vendor ? `${p.label} (${vendor})` : p.label;
}

function cite(p: QuoteProfile, lines: string[] | undefined, max = 1): CompareCitation[] {
  return (lines ?? [])
    .filter(Boolean)
    .slice(0, max)
    .map((line) => ({ quoteId: p.id, line }));
}

function perOpening(p: QuoteProfile): number | null {
  return p.comparableCents !== null && p.openings > 0 ? p.comparableCents / 100 / p.openings : null;
}

/** "$1,298 per opening, within the fair range for Florida ($1,050–$1,900)". */
function priceClaim(p: QuoteProfile): CompareClaim | null {
  const price = perOpening(p);
  if (price === null || !p.estimate?.openings) return null;
  const n = p.estimate.openings;
  const low = p.estimate.low / n;
  const high = p.estimate.high / n;
  const where = price < low ? 'below' : price > high ? 'above' : 'within';
  const pricing = p.results.get('pricing');
  return {
    text: `${p.label} costs ${displayDollars(price, 'never')} per opening before tax, ${where} the fair range for ${p.stateName ?? 'your area'} (${displayDollars(low, 'never')}–${displayDollars(high, 'never')}).`,
    citations: [
      ...cite(p, p.totalEvidence),
      ...cite(
        p,
        (pricing?.evidence ?? []).filter((line) => !p.totalEvidence.includes(line)),
        2,
      ),
    ],
  };
}

function points(p: QuoteProfile, category: CategoryShortId, table: RatingPoints): number | null {
  const status = p.results.get(category)?.status;
  if (!status || status === 'not_applicable') return null;
  return (table as Record<string, number>)[status] ?? null;
}

/** The checklist items (pricing aside: the price claims speak for it) on which `a` is rated better than `b`, heaviest first. */
function betterOn(a: QuoteProfile, b: QuoteProfile): CategoryShortId[] {
  const { points: table, weights } = a.ctx.knowledge.rubric;
  return CATEGORIES.map((c) => c.short)
    .filter((c) => c !== 'pricing')
    .filter((c) => {
      const pa = points(a, c, table);
      const pb = points(b, c, table);
      return pa !== null && pb !== null && pa > pb;
    })
    .sort((x, y) => (weights[y] ?? 0) - (weights[x] ?? 0));
}

function verdictClaim(a: QuoteProfile, b: QuoteProfile, category: CategoryShortId): CompareClaim {
  const title = CATEGORIES.find((c) => c.short === category)!.title.toLowerCase();
  const ra = a.results.get(category)!;
  const rb = b.results.get(category)!;
  return {
    text: `${a.label} is rated better than ${b.label} on ${title} (${ratingLabel(ra.status)} against ${ratingLabel(rb.status)}).`,
    citations: [...cite(a, ra.evidence), ...cite(b, rb.evidence)],
  };
}

function totalClaim(cheaper: QuoteProfile, dearer: QuoteProfile): CompareClaim {
  const gap = (dearer.comparableCents! - cheaper.comparableCents!) / 100;
  const share = Math.round((gap / (dearer.comparableCents! / 100)) * 100);
  return {
    text: `${cheaper.label} costs ${displayDollars(gap, 'never')} less before tax than ${dearer.label} (${share}% less; totals ${displayCents(cheaper.totalCents!)} and ${displayCents(dearer.totalCents!)}).`,
    citations: [...cite(cheaper, cheaper.totalEvidence), ...cite(dearer, dearer.totalEvidence)],
  };
}

/** Claims comparing the winner (or the first of two even quotes) with each other quote. */
function reasonsAgainst(best: QuoteProfile, others: QuoteProfile[]): CompareClaim[] {
  const claims: CompareClaim[] = [];
  for (const other of others) {
    if (best.comparableCents !== other.comparableCents) {
      const [cheaper, dearer] = best.comparableCents! < other.comparableCents! ? [best, other] : [other, best];
      claims.push(totalClaim(cheaper, dearer));
    }
    for (const c of betterOn(best, other).slice(0, MAX_VERDICT_CLAIMS)) claims.push(verdictClaim(best, other, c));
    for (const c of betterOn(other, best).slice(0, MAX_VERDICT_CLAIMS)) claims.push(verdictClaim(other, best, c));
    claims.push(...termsClaims(best, other));
  }
  return claims;
}

function scoreText(best: QuoteProfile, others: QuoteProfile[]): string {
  if (others.every((o) => o.score === best.score)) return `has the same score (${best.score ?? '?'}/100)`;
  return `scores ${best.score ?? '?'}/100 against ${joinAnd(others.map((o) => `${o.score ?? '?'}/100 for ${o.label}`))}`;
}

/** Terms the verdicts can rate alike but a homeowner weighs: the deposit asked and the installer's warranty. */
function termsClaims(a: QuoteProfile, b: QuoteProfile): CompareClaim[] {
  const claims: CompareClaim[] = [];
  const da = a.depositPercent;
  const db = b.depositPercent;
  if (da !== null && db !== null && Math.abs(da - db) >= 5) {
    const [lower, higher] = da < db ? [a, b] : [b, a];
    claims.push({
      text: `${lower.label} asks a smaller deposit before the work (${Math.round(lower.depositPercent!)}% against ${Math.round(higher.depositPercent!)}% for ${higher.label}).`,
      citations: [
        ...cite(lower, lower.results.get('payment')?.evidence),
        ...cite(higher, higher.results.get('payment')?.evidence),
      ],
    });
  }
  const la = a.warranty.laborYears;
  const lb = b.warranty.laborYears;
  if (la !== null && lb !== null && Math.round(la) !== Math.round(lb)) {
    const [longer, shorter] = la > lb ? [a, b] : [b, a];
    const years = (y: number) =>
      y >= 99 ? 'a lifetime' : y < 1 ? `${Math.round(y * 365)}-day` : `${Math.round(y)}-year`;
    claims.push({
      text: `${longer.label} gives ${years(longer.warranty.laborYears!)} labour warranty against ${years(shorter.warranty.laborYears!)} for ${shorter.label}.`,
      citations: [...cite(longer, longer.warranty.evidence), ...cite(shorter, shorter.warranty.evidence)],
    });
  }
  return claims;
}

export function summarize(profiles: QuoteProfile[], scope: SameScope): CompareSummary {
  const priceClaims = profiles.map(priceClaim).filter((c): c is CompareClaim => c !== null);
  if (!scope.ok) {
    return {
      bestValueId: null,
      headline:
        'No winner is named: these quotes do not price the same job (see the differences above). Ask each contractor to quote the same windows, doors and work, then compare again.',
      claims: priceClaims,
    };
  }

  const bestScore = Math.max(...profiles.map((p) => p.score ?? 0));
  const valued = profiles
    .map((p) => ({
      p,
      value: (p.comparableCents ?? Infinity) * (1 + SCORE_POINT_WORTH * (bestScore - (p.score ?? 0))),
    }))
    .sort((a, b) => a.value - b.value);
  const best = valued[0]!.p;
  const others = valued.slice(1).map((v) => v.p);
  const closest = valued[1]!;
  const claims = [...reasonsAgainst(best, others), ...priceClaims];

  if ((closest.value - valued[0]!.value) / valued[0]!.value < TOO_CLOSE_TO_CALL) {
    const even = valued
      .filter((v) => (v.value - valued[0]!.value) / valued[0]!.value < TOO_CLOSE_TO_CALL)
      .map((v) => v.p.label);
    const sameQuote = profiles.every((p) => p.comparableCents === best.comparableCents && p.score === best.score);
    return {
      bestValueId: null,
      headline: sameQuote
        ? `${joinAnd(even)} offer the same value: the same job at the same price (${displayCents(best.totalCents!)}) with the same score (${best.score}/100). Choose on what the table shows beyond the price: the contractor, the warranty and the lead time.`
        : `${joinAnd(even)} offer about the same value for the same job: the difference in price is balanced by the difference in quality. Choose on the items below.`,
      claims,
    };
  }

  const cheapest = [...profiles].sort((a, b) => a.comparableCents! - b.comparableCents!)[0]!;
  const stronger = betterOn(best, closest.p).map((c) => CATEGORIES.find((x) => x.short === c)!.title.toLowerCase());
  const strongerText = stronger.length ? `, stronger on ${joinAnd(stronger.slice(0, 3))}` : '';
  const why =
    best === cheapest
      ? (best.score ?? 0) >= (closest.p.score ?? 0)
        ? `it is the cheapest for the same job and ${scoreText(best, others)}${strongerText}`
        : `it is the cheapest for the same job, and the saving outweighs its lower score (it ${scoreText(best, others)})`
      : `it costs a little more but ${scoreText(best, others)}${strongerText}`;
  return { bestValueId: best.id, headline: `${named(best)} offers the best value: ${why}.`, claims };
}
