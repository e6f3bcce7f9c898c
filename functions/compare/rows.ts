/**
 * The comparison table: one row per fact, one cell per quote. Prices are set against the local fair
 * range the pricing item uses; the scope, product and terms rows show what each quote states, with the
 * checklist item's rating as the cell's tone and the quote lines as its evidence.
 */
import { CATEGORIES, ratingLabel } from '@shared/checklist.js';
import type { CompareCell, CompareRow, CompareRowGroup, CompareTone } from '@shared/compare.js';
import { displayCents, displayDollars } from '@shared/money.js';
import type { PriceBandPerUnit, QuoteProfile, ScopeItemId } from './quote-profile.js';

export function toneOf(status: string | undefined): CompareTone {
  switch (status) {
    case 'good':
      return 'good';
    case 'average':
      return 'average';
    case 'bad':
      return 'bad';
    case 'not_applicable':
      return 'neutral';
    default:
      return 'unknown';
  }
}

const NOT_STATED: Omit<CompareCell, 'evidence'> = { value: 'Not stated', tone: 'unknown' };

function row(id: string, group: CompareRowGroup, label: string, cells: CompareCell[]): CompareRow {
  const values = cells.map((c) => `${c.value}|${c.note ?? ''}`);
  return { id, group, label, cells, differs: new Set(values).size > 1 };
}

function evidenceOf(lines: string[] | undefined): string[] | undefined {
  const kept = (lines ?? []).filter(Boolean).slice(0, 3);
  return kept.length ? kept : undefined;
}

function rangeNote(band: PriceBandPerUnit, p: QuoteProfile): string {
  return `Fair range ${displayDollars(band.low, 'never')}–${displayDollars(band.high, 'never')} (typical ${displayDollars(band.typical, 'never')}) in ${p.stateName ?? 'your area'}`;
}

/** A price per unit against its fair band: within it good, above it average (bad past the pricing item's "poor" ratio), below it a question. */
function bandTone(perUnit: number, band: PriceBandPerUnit, p: QuoteProfile): CompareTone {
  const { averageMax } = p.ctx.knowledge.pricing.thresholds;
  if (perUnit > band.typical * averageMax) return 'bad';
  if (perUnit > band.high) return 'average';
  if (perUnit < band.low) return 'average';
  return 'good';
}

/**
 * The price of the windows (or doors) of a quote. A windows-only quote's is its price per opening; a
 * quote with both gives one price for all, so it is split in proportion to the typical local prices.
 */
function kindPrice(p: QuoteProfile, kind: 'window' | 'door'): { perUnit: number; split: boolean } | null {
  const band = kind === 'window' ? p.windowBand : p.doorBand;
  const other = kind === 'window' ? p.doorBand : p.windowBand;
  if (!band || p.comparableCents === null) return null;
  const dollarsBeforeTax = p.comparableCents / 100;
  if (!other) return { perUnit: dollarsBeforeTax / band.units, split: false };
  const share = (band.typical * band.units) / (band.typical * band.units + other.typical * other.units);
  return { perUnit: (dollarsBeforeTax * share) / band.units, split: true };
}

function priceRows(profiles: QuoteProfile[]): CompareRow[] {
  const rows: CompareRow[] = [];
  rows.push(
    row(
      'total',
      'price',
      'Total price',
      profiles.map((p) =>
        p.totalCents === null
          ? { ...NOT_STATED, value: 'Not shown', evidence: evidenceOf(p.results.get('pricing')?.evidence) }
          : {
              value: displayCents(p.totalCents),
              note: p.salesTaxCents ? `Includes ${displayCents(p.salesTaxCents)} sales tax` : undefined,
              tone: 'neutral',
              evidence: evidenceOf(p.totalEvidence),
            },
      ),
    ),
  );
  rows.push(
    row(
      'perOpening',
      'price',
      'Price per opening (before tax)',
      profiles.map((p) => {
        const pricing = p.results.get('pricing');
        if (p.comparableCents === null || !p.openings || !p.estimate)
          return {
            ...NOT_STATED,
            value: p.comparableCents === null ? 'No total' : 'Counts unknown',
            evidence: evidenceOf(pricing?.evidence),
          };
        const n = p.estimate.openings;
        const band = { low: p.estimate.low / n, typical: p.estimate.typical / n, high: p.estimate.high / n, units: n };
        return {
          value: displayDollars(p.comparableCents / 100 / p.openings, 'never'),
          note: rangeNote(band, p),
          tone: toneOf(pricing?.status),
          evidence: evidenceOf(pricing?.evidence),
        };
      }),
    ),
  );
  for (const kind of ['window', 'door'] as const) {
    if (!profiles.some((p) => (kind === 'window' ? p.windowBand : p.doorBand))) continue;
    rows.push(
      row(
        kind === 'window' ? 'perWindow' : 'perDoor',
        'price',
        kind === 'window' ? 'Price per window' : 'Price per door',
        profiles.map((p) => {
          const band = kind === 'window' ? p.windowBand : p.doorBand;
          if (!band) return { value: `No ${kind}s`, tone: 'neutral' };
          const price = kindPrice(p, kind);
          if (!price) return { ...NOT_STATED, value: 'No total', note: rangeNote(band, p) };
          return {
            value: `${price.split ? '≈ ' : ''}${displayDollars(price.perUnit, 'never')}`,
            note: `${rangeNote(band, p)}${price.split ? '; one price for windows and doors, split by typical prices' : ''}`,
            tone: bandTone(price.perUnit, band, p),
            evidence: evidenceOf(p.counts.filter((c) => c.kind === kind).flatMap((c) => c.evidence)),
          };
        }),
      ),
    );
  }
  return rows;
}

function countCell(n: number | null, evidence?: string[]): CompareCell {
  return n === null
    ? { ...NOT_STATED, value: 'Not stated' }
    : { value: String(n), tone: 'neutral', evidence: evidenceOf(evidence) };
}

function scopeRows(profiles: QuoteProfile[]): CompareRow[] {
  const rows: CompareRow[] = [
    row(
      'windows',
      'scope',
      'Windows',
      profiles.map((p) => countCell(p.windows)),
    ),
    row(
      'doors',
      'scope',
      'Doors',
      profiles.map((p) => countCell(p.doors)),
    ),
  ];
  const keys = new Map<string, string>();
  for (const kind of ['window', 'door'] as const) {
    for (const p of profiles)
      for (const c of p.counts) if (c.kind === kind && !keys.has(c.key)) keys.set(c.key, c.label);
  }
  for (const [key, label] of keys) {
    rows.push(
      row(
        `count:${key}`,
        'scope',
        label,
        profiles.map((p) => {
          const c = p.counts.find((x) => x.key === key);
          return c
            ? { value: String(c.quantity), tone: 'neutral', evidence: evidenceOf(c.evidence) }
            : { value: '0', tone: 'neutral' };
        }),
      ),
    );
  }
  rows.push(
    row(
      'install',
      'scope',
      'Install method',
      profiles.map((p) =>
        p.install
          ? {
              value: p.install === 'insert' ? 'Insert (retrofit)' : 'Full-frame',
              tone: 'neutral',
              evidence: evidenceOf(p.installEvidence),
            }
          : { ...NOT_STATED },
      ),
    ),
  );
  return rows;
}

function glassText(p: QuoteProfile): CompareCell {
  const g = p.glass;
  const parts = [
    g.panes === 3 ? 'Triple-pane' : g.panes === 2 ? 'Double-pane' : g.panes === 1 ? 'Single-pane' : null,
    g.lowE ? 'Low-E' : null,
    g.gas ? `${g.gas} gas` : null,
  ].filter(Boolean);
  const numbers = [
    g.uFactor !== null ? `U-factor ${g.uFactor.toFixed(2)}` : null,
    g.shgc !== null ? `SHGC ${g.shgc.toFixed(2)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const energy = p.results.get('energy');
  if (!parts.length && !numbers)
    return { ...NOT_STATED, tone: toneOf(energy?.status), evidence: evidenceOf(energy?.evidence) };
  return {
    value: parts.join(', ') || 'Glass not described',
    note: numbers || 'No NFRC U-factor or SHGC',
    tone: toneOf(energy?.status),
    evidence: evidenceOf(g.evidence.length ? g.evidence : energy?.evidence),
  };
}

function productRows(profiles: QuoteProfile[]): CompareRow[] {
  const rows: CompareRow[] = [];
  rows.push(
    row(
      'frame',
      'product',
      'Frame material',
      profiles.map((p) => {
        const frames = [...new Set(p.units.map((u) => u.frame).filter((f) => f !== null))];
        const materials = p.results.get('materials');
        if (!frames.length) return { ...NOT_STATED, evidence: evidenceOf(materials?.evidence) };
        const names = frames.map((f) => p.ctx.knowledge.pricing.frames[f].label.replace(/ frame$/, ''));
        return {
          value: names.map((n) => n.charAt(0).toUpperCase() + n.slice(1)).join(', '),
          tone: 'neutral',
          evidence: evidenceOf(materials?.evidence),
        };
      }),
    ),
  );
  rows.push(
    row(
      'product',
      'product',
      'Brand and series',
      profiles.map((p) => {
        const materials = p.results.get('materials');
        const lines = [...new Set(p.productLines.map((l) => (l.series ? `${l.brand} ${l.series}` : l.brand)))];
        // "PGT WinGuard" is the same line as "PGT WinGuard Vinyl".
        const named = lines.filter((l) => !lines.some((other) => other !== l && other.startsWith(l))).slice(0, 3);
        const answered = p.ctx.input.answers.productLine?.trim();
        if (named.length)
          return {
            value: named.join('; '),
            note: p.productLines.some((l) => l.series) ? undefined : 'No series or model named',
            tone: toneOf(materials?.status),
            evidence: evidenceOf(p.productLines.map((l) => l.evidence)),
          };
        if (answered)
          return {
            value: answered,
            note: 'Your answer; not in the quote',
            tone: toneOf(materials?.status),
            evidence: evidenceOf(materials?.evidence),
          };
        return { ...NOT_STATED, tone: toneOf(materials?.status), evidence: evidenceOf(materials?.evidence) };
      }),
    ),
  );
  rows.push(row('glass', 'product', 'Glass package', profiles.map(glassText)));
  const hurricaneApplies = profiles.some(
    (p) => p.impact.claimed || (p.results.get('hurricane')?.status ?? 'not_applicable') !== 'not_applicable',
  );
  if (hurricaneApplies) {
    rows.push(
      row(
        'impact',
        'product',
        'Impact rating',
        profiles.map((p) => {
          const status = p.results.get('hurricane')?.status;
          if (!p.impact.claimed)
            return {
              value: status === 'not_applicable' ? 'Not required here' : 'Not impact-rated',
              tone: toneOf(status),
              evidence: evidenceOf(p.impact.evidence),
            };
          return {
            value: 'Impact-rated',
            note: p.impact.designPressure
              ? `Design pressure ${p.impact.designPressure.replace(/^(?:design\s+pressure\s*)?(?:DP\s*)?/i, '')}`
              : 'No design pressure stated',
            tone: toneOf(status),
            evidence: evidenceOf(p.impact.evidence),
          };
        }),
      ),
    );
  }
  return rows;
}

export const SCOPE_ITEM_LABELS: Record<ScopeItemId, string> = {
  removal: 'Removal of the old units',
  disposal: 'Disposal and haul-away',
  permits: 'Permits and inspection',
  finish: 'Trim and finish',
  repairs: 'Structural repairs (rot)',
  leadSafe: 'Lead-safe work (pre-1978 homes)',
};

function includedRows(profiles: QuoteProfile[]): CompareRow[] {
  const items: ScopeItemId[] = ['removal', 'disposal', 'permits', 'finish', 'repairs'];
  if (profiles.some((p) => p.pre1978 === true || p.scope.leadSafe.coverage === 'included')) items.push('leadSafe');
  const tone = {
    included: 'good',
    partial: 'average',
    missing: 'bad',
    unknown: 'unknown',
    not_needed: 'neutral',
  } as const;
  return items.map((id) =>
    row(
      `included:${id}`,
      'included',
      SCOPE_ITEM_LABELS[id],
      profiles.map((p) => {
        const item = p.scope[id];
        return { value: item.value, tone: tone[item.coverage], evidence: evidenceOf(item.evidence) };
      }),
    ),
  );
}

function yearsText(years: number): string {
  if (years >= 99) return 'Lifetime';
  if (years < 1) return `${Math.round(years * 365)} days`;
  return `${Math.round(years)} year${Math.round(years) === 1 ? '' : 's'}`;
}

function termsRows(profiles: QuoteProfile[]): CompareRow[] {
  const rows: CompareRow[] = [];
  rows.push(
    row(
      'warranty:product',
      'terms',
      'Product warranty',
      profiles.map((p) => {
        const w = p.warranty;
        const evidence = evidenceOf(w.evidence);
        if (w.none) return { value: 'No warranty', tone: 'bad', evidence };
        if (!w.product) return { ...NOT_STATED, evidence };
        return {
          value: w.productLifetime ? 'Lifetime (manufacturer)' : 'Manufacturer warranty',
          note: w.productTerms ? undefined : 'Terms not stated',
          tone: w.productTerms ? 'good' : 'average',
          evidence,
        };
      }),
    ),
  );
  rows.push(
    row(
      'warranty:labour',
      'terms',
      'Labour warranty',
      profiles.map((p) => {
        const w = p.warranty;
        const { goodLaborYears } = p.ctx.knowledge.quality.warranty;
        const evidence = evidenceOf(w.evidence);
        if (w.laborYears === null) return { ...NOT_STATED, evidence };
        return {
          value: yearsText(w.laborYears),
          tone: w.laborYears < 1 ? 'bad' : w.laborYears < goodLaborYears ? 'average' : 'good',
          evidence,
        };
      }),
    ),
  );
  rows.push(
    row(
      'warranty:transfer',
      'terms',
      'Transferable',
      profiles.map((p) => {
        const t = p.warranty.transfer;
        if (!t || !/transfer/.test(t)) return { ...NOT_STATED, evidence: evidenceOf(p.warranty.evidence) };
        return {
          value: /^non/.test(t) ? 'No' : 'Yes',
          tone: /^non/.test(t) ? 'average' : 'good',
          evidence: evidenceOf(p.warranty.evidence),
        };
      }),
    ),
  );
  rows.push(
    row(
      'deposit',
      'terms',
      'Deposit',
      profiles.map((p) => {
        const payment = p.results.get('payment');
        if (p.depositPercent === null)
          return { ...NOT_STATED, tone: toneOf(payment?.status), evidence: evidenceOf(payment?.evidence) };
        const pct = Math.round(p.depositPercent * 10) / 10;
        const amount = p.totalCents
          ? ` (about ${displayDollars((p.depositPercent / 100) * (p.totalCents / 100), 'never')})`
          : '';
        return {
          value: `${pct}%`,
          note: `Due before the work${amount}`,
          tone: toneOf(payment?.status),
          evidence: evidenceOf(payment?.evidence),
        };
      }),
    ),
  );
  rows.push(
    row(
      'schedule',
      'terms',
      'Payment schedule',
      profiles.map((p) => {
        const payment = p.results.get('payment');
        const quoted = (payment?.evidence ?? []).filter((line) => !/^The quote does not/.test(line));
        if (!quoted.length)
          return { ...NOT_STATED, tone: toneOf(payment?.status), evidence: evidenceOf(payment?.evidence) };
        return {
          value: quoted[0]!.length > 140 ? `${quoted[0]!.slice(0, 137)}...` : quoted[0]!,
          tone: toneOf(payment?.status),
          evidence: evidenceOf(quoted),
        };
      }),
    ),
  );
  return rows;
}

function checklistRows(profiles: QuoteProfile[]): CompareRow[] {
  const rows = CATEGORIES.map((category) =>
    row(
      `verdict:${category.short}`,
      'checklist',
      category.title,
      profiles.map((p) => {
        const r = p.results.get(category.short);
        if (!r) return { value: 'Not analysed', tone: 'unknown' };
        return {
          value: r.status === 'not_applicable' ? 'Not applicable' : ratingLabel(r.status),
          tone: toneOf(r.status),
          evidence: evidenceOf(r.evidence),
        };
      }),
    ),
  );
  rows.push(
    row(
      'score',
      'checklist',
      'Quality score',
      profiles.map((p) =>
        p.score === null
          ? { value: 'Pending', tone: 'unknown' }
          : { value: `${p.score}/100`, tone: p.score >= 80 ? 'good' : p.score >= 60 ? 'average' : 'bad' },
      ),
    ),
  );
  return rows;
}

export function compareRows(profiles: QuoteProfile[]): CompareRow[] {
  return [
    ...priceRows(profiles),
    ...scopeRows(profiles),
    ...productRows(profiles),
    ...includedRows(profiles),
    ...termsRows(profiles),
    ...checklistRows(profiles),
  ];
}
