/**
 * Whether the quotes price the same job, so their prices can be compared: the same number of windows
 * and doors (and the same kinds where both itemise them), the same work included (removal, disposal,
 * permits, trim and finish, and lead-safe work for a pre-1978 home), the same install method, the same
 * place, and prices per opening within 30% of each other. Each difference is said in plain words.
 *
 * [H] The 30% spread: quotes for the same units, product class and work rarely differ by more; a wider
 * gap usually means a different product line or work left out (pricing.md §9: the fair band runs from
 * about 0.7× to 1.3× typical).
 */
import { displayDollars } from '@shared/money.js';
import type { QuoteProfile } from './quote-profile.js';
import type { Coverage, ScopeItemId } from './scope-coverage.js';
import { listAnd as joinAnd, plural } from '@shared/text.js';

export const PRICE_SPREAD_LIMIT = 0.3;

const ASK = 'ask for the same scope before comparing prices.';

/** How a quote's gap reads in "Quote B has 2 fewer windows and no disposal". */
const GAP_WORDS: Record<Exclude<ScopeItemId, 'repairs'>, Partial<Record<Coverage, string>>> = {
  removal: {
    missing: 'no removal of the old units',
    unknown: 'no mention of removing the old units',
    partial: 'only part of the removal',
  },
  disposal: { missing: 'no disposal', unknown: 'no mention of disposal', partial: 'only part of the disposal' },
  permits: {
    missing: 'the permit left to you',
    unknown: 'no mention of permits',
    partial: 'permits without saying who pulls and pays for them',
  },
  finish: {
    missing: 'no trim or finish work',
    unknown: 'no mention of trim and finish',
    partial: 'only part of the trim and finish',
  },
  leadSafe: {
    missing: 'no lead-safe (EPA RRP) work',
    unknown: 'no mention of lead-safe (EPA RRP) work',
    partial: 'lead-safe work only in part',
  },
};

function perOpening(p: QuoteProfile): number | null {
  return p.comparableCents !== null && p.openings > 0 ? p.comparableCents / 100 / p.openings : null;
}

function mixOf(p: QuoteProfile): string {
  return joinAnd(
    p.counts.map((c) => {
      const many = c.label.toLowerCase();
      return plural(c.quantity, many.replace(/\b(window|door)s\b/, '$1'), many);
    }),
  );
}

export interface SameScope {
  ok: boolean;
  reasons: string[];
}

export function sameScope(profiles: QuoteProfile[]): SameScope {
  const reasons: string[] = [];

  // Where the quotes are: two homes are not one job.
  const zips = [...new Set(profiles.map((p) => p.record.zipCode).filter(Boolean))];
  if (zips.length > 1) {
    reasons.push(
      `The quotes are for different places (${profiles
        .filter((p) => p.record.zipCode)
        .map((p) => `ZIP ${p.record.zipCode} for ${p.label}`)
        .join(', ')}): compare quotes for the same home.`,
    );
  }

  const counted = profiles.filter((p) => p.windows !== null || p.doors !== null);
  for (const p of profiles.filter((x) => !counted.includes(x))) {
    reasons.push(
      `${p.label} does not say how many windows and doors it covers: ask for the count of each before comparing prices.`,
    );
  }

  // What each quote lacks against the others: fewer units, work the others include.
  const maxWindows = Math.max(0, ...counted.map((p) => p.windows ?? 0));
  const maxDoors = Math.max(0, ...counted.map((p) => p.doors ?? 0));
  const items: Exclude<ScopeItemId, 'repairs'>[] = ['removal', 'disposal', 'permits', 'finish'];
  if (profiles.some((p) => p.pre1978 === true)) items.push('leadSafe');
  const covered = (p: QuoteProfile, id: ScopeItemId) =>
    p.scope[id].coverage === 'included' || p.scope[id].coverage === 'not_needed';
  for (const p of profiles) {
    const gaps: string[] = [];
    if (counted.includes(p)) {
      const windows = maxWindows - (p.windows ?? 0);
      const doors = maxDoors - (p.doors ?? 0);
      if (windows > 0) gaps.push(plural(windows, 'fewer window'));
      if (doors > 0) gaps.push(plural(doors, 'fewer door'));
    }
    for (const id of items) {
      if (covered(p, id) || !profiles.some((other) => other !== p && covered(other, id))) continue;
      const words = GAP_WORDS[id][p.scope[id].coverage];
      if (words) gaps.push(words);
    }
    if (gaps.length) reasons.push(`${p.label} has ${joinAnd(gaps)}: ${ASK}`);
  }

  // The same counts, itemised as different kinds of units.
  const itemised = counted.filter((p) => p.counts.length && p.counts.every((c) => !c.key.endsWith(':unspecified')));
  const sameCounts = new Set(counted.map((p) => `${p.windows}/${p.doors}`)).size === 1;
  if (
    sameCounts &&
    itemised.length > 1 &&
    new Set(
      itemised.map((p) =>
        p.counts
          .map((c) => `${c.key}=${c.quantity}`)
          .sort()
          .join(','),
      ),
    ).size > 1
  ) {
    reasons.push(
      `The quotes price different kinds of units (${itemised.map((p) => `${p.label}: ${mixOf(p)}`).join('; ')}): ${ASK}`,
    );
  }

  // The install method: full-frame replaces the whole frame and costs more than an insert.
  const installs = profiles.filter((p) => p.install);
  if (new Set(installs.map((p) => p.install)).size > 1) {
    const said = installs.map(
      (p) =>
        `${p.label} ${p.install === 'full_frame' ? 'a full-frame installation' : 'an insert (retrofit) installation'}`,
    );
    reasons.push(
      `${joinAnd(said).replace(/^(Quote \w) /, '$1 is ')}: full-frame replaces the whole frame and costs more, so ask for the same method before comparing prices.`,
    );
  }

  // The price: a quote without a total cannot be compared; a wide spread per opening says the jobs differ.
  for (const p of profiles.filter((x) => x.totalCents === null))
    reasons.push(`${p.label} shows no total price: ask for a written total before comparing.`);
  const priced = profiles
    .map((p) => ({ p, price: perOpening(p) }))
    .filter((x): x is { p: QuoteProfile; price: number } => x.price !== null);
  if (priced.length > 1) {
    const low = priced.reduce((a, b) => (b.price < a.price ? b : a));
    const high = priced.reduce((a, b) => (b.price > a.price ? b : a));
    const spread = high.price / low.price - 1;
    if (spread > PRICE_SPREAD_LIMIT) {
      reasons.push(
        `${high.p.label} costs ${Math.round(spread * 100)}% more per opening than ${low.p.label} (${displayDollars(high.price, 'never')} against ${displayDollars(low.price, 'never')}): a gap that wide usually means a different product or work left out; ask what explains it before comparing prices.`,
      );
    }
  }
  return { ok: reasons.length === 0, reasons };
}
