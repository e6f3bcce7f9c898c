/** The product rows: frame material, brand and series, glass package, and the impact rating where it matters. */
import type { CompareCell, CompareRow } from '@shared/compare.js';
import type { QuoteProfile } from './quote-profile.js';
import { evidenceOf, NOT_STATED, rowsOf, toneOf, type RowSpec } from './row-cells.js';

function frameCell(p: QuoteProfile): CompareCell {
  const frames = [...new Set(p.units.map((u) => u.frame).filter((f) => f !== null))];
  const materials = p.results.get('materials');
  if (!frames.length) return { ...NOT_STATED, evidence: evidenceOf(materials?.evidence) };
  const names = frames.map((f) => p.ctx.knowledge.pricing.frames[f].label.replace(/ frame$/, ''));
  return {
    value: names.map((n) => n.charAt(0).toUpperCase() + n.slice(1)).join(', '),
    tone: 'neutral',
    evidence: evidenceOf(materials?.evidence),
  };
}

function productCell(p: QuoteProfile): CompareCell {
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
}

function glassCell(p: QuoteProfile): CompareCell {
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

function impactCell(p: QuoteProfile): CompareCell {
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
}

export function productRows(profiles: QuoteProfile[]): CompareRow[] {
  const rows: RowSpec[] = [
    { id: 'frame', label: 'Frame material', cell: frameCell },
    { id: 'product', label: 'Brand and series', cell: productCell },
    { id: 'glass', label: 'Glass package', cell: glassCell },
  ];
  // The impact rating matters where a quote claims it or the hurricane item applies.
  const hurricaneApplies = profiles.some(
    (p) => p.impact.claimed || (p.results.get('hurricane')?.status ?? 'not_applicable') !== 'not_applicable',
  );
  if (hurricaneApplies) rows.push({ id: 'impact', label: 'Impact rating', cell: impactCell });
  return rowsOf('product', profiles, rows);
}
