/**
 * One quote as a comparison reads it: the facts the rules engine already derives (counts, units,
 * install method, price estimate, product line, glass, warranty, deposit) and the stored checklist
 * results (status and evidence), gathered once per quote. Nothing here re-reads the quote with rules
 * of its own: every value comes from the analysis' own functions or from what the analysis stored.
 */
import { findCategory, type CategoryShortId } from '@shared/checklist.js';
import { FULL_FRAME_INSTALL, INSERT_INSTALL, toCents } from '../analysis/facts/quote-facts.js';
import { printedAmount } from '../analysis/rules/pricing.js';
import { unitPrice } from '../analysis/chat/unit-price.js';
import type { Knowledge } from '../analysis/knowledge/types.js';
import { statedGlass, type StatedGlass } from '../analysis/rules/energy.js';
import { IMPACT_CLAIM, DESIGN_PRESSURE } from '../analysis/rules/hurricane.js';
import { productLines, type ProductLine } from '../analysis/rules/materials.js';
import { depositPercent } from '../analysis/rules/payment.js';
import { estimatePrice, type PriceEstimate } from '../analysis/rules/price-estimate.js';
import { builtBefore1978 } from '../analysis/rules/removal.js';
import type { RuleContext } from '../analysis/rules/rule.js';
import { statedWarranty, type StatedWarranty } from '../analysis/rules/warranty.js';
import { ruleContext } from '../analysis/rules-engine.js';
import type { PricedUnit } from '../analysis/types.js';
import { analysisInput } from '../conversation/analysis-input.js';
import type { ExtractedTextRecord, QuoteRecord, StoredResult } from '../quotes/quote-record.js';
import { leadSafeItem, removalItems, statusItem, type ScopeItem, type ScopeItemId } from './scope-coverage.js';

/** A stored quote and its stored text (the redacted text the analysis read and the counted item lines). */
export interface StoredQuote {
  record: QuoteRecord;
  text: ExtractedTextRecord | undefined;
}

export interface UnitCount {
  /** 'window:double_hung', 'door:sliding_patio', 'window:unspecified'. */
  key: string;
  kind: 'window' | 'door';
  label: string;
  quantity: number;
  evidence: string[];
}

export interface PriceBandPerUnit {
  /** Dollars per unit. */
  low: number;
  typical: number;
  high: number;
  units: number;
}

export interface QuoteProfile {
  id: string;
  /** "A", "B", "C". */
  letter: string;
  /** "Quote A". */
  label: string;
  record: QuoteRecord;
  ctx: RuleContext;
  totalCents: number | null;
  salesTaxCents: number;
  /** The total before sales tax: what the price benchmarks compare. */
  comparableCents: number | null;
  windows: number | null;
  doors: number | null;
  openings: number;
  units: PricedUnit[];
  counts: UnitCount[];
  install: 'insert' | 'full_frame' | null;
  installEvidence: string[];
  /** The local fair price of all the units, of the windows and of the doors (null without units). */
  estimate: PriceEstimate | null;
  windowBand: PriceBandPerUnit | null;
  doorBand: PriceBandPerUnit | null;
  /** Lines with the total, from the pricing item's evidence. */
  totalEvidence: string[];
  productLines: ProductLine[];
  glass: StatedGlass;
  impact: { claimed: boolean; designPressure: string | null; evidence: string[] };
  warranty: StatedWarranty;
  depositPercent: number | null;
  /** The home was built before 1978 (the homeowner said so, or the quote does); undefined when unknown. */
  pre1978: boolean | undefined;
  scope: Record<ScopeItemId, ScopeItem>;
  results: Map<CategoryShortId, StoredResult>;
  score: number | null;
  stateName: string | null;
}

const LETTERS = ['A', 'B', 'C', 'D'];

function categoryOf(result: StoredResult): CategoryShortId | undefined {
  return findCategory(result.category ?? result.id)?.short;
}

function resultOf(record: QuoteRecord, category: CategoryShortId): StoredResult | undefined {
  return (record.checklistResults ?? []).find((r) => categoryOf(r) === category);
}

function pricedBand(ctx: RuleContext, units: PricedUnit[]): PriceBandPerUnit | null {
  if (!units.length) return null;
  // The pricing rule's own estimate, over these units only.
  const estimate = estimatePrice({ ...ctx, facts: { ...ctx.facts, units } });
  if (!estimate.openings) return null;
  const n = estimate.openings;
  return { low: estimate.low / n, typical: estimate.typical / n, high: estimate.high / n, units: n };
}

function countsOf(units: PricedUnit[], knowledge: Knowledge): UnitCount[] {
  const out = new Map<string, UnitCount>();
  for (const unit of units) {
    const unspecified = unit.evidence.includes('not itemised');
    const key = `${unit.kind}:${unspecified ? 'unspecified' : unit.type}`;
    const label = unspecified
      ? `${unit.kind === 'window' ? 'Windows' : 'Doors'}, type not itemised`
      : plural(
          unit.kind === 'window'
            ? knowledge.pricing.windows[unit.type as keyof Knowledge['pricing']['windows']].label
            : knowledge.pricing.doors[unit.type as keyof Knowledge['pricing']['doors']].label,
        );
    const seen = out.get(key);
    if (seen) {
      seen.quantity += unit.quantity;
      if (!unspecified && seen.evidence.length < 3) seen.evidence.push(unit.evidence);
    } else {
      out.set(key, {
        key,
        kind: unit.kind,
        label,
        quantity: unit.quantity,
        evidence: unspecified ? [] : [unit.evidence],
      });
    }
  }
  return [...out.values()];
}

/** "double-hung window" → "Double-hung windows". */
function plural(label: string): string {
  const text = label.replace(/\b(window|door)\b/, '$1s');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Whether the home was built before 1978, as the homeowner answered or the quote says. */
export function homeBuiltBefore1978(ctx: RuleContext): boolean | undefined {
  return ctx.input.answers.builtBefore1978 ?? builtBefore1978(ctx.text.flat, ctx.knowledge.quality.rrp.builtBefore);
}

export function quoteContext(source: StoredQuote, options: { today: Date; knowledge?: Knowledge }): RuleContext {
  return ruleContext(analysisInput(source.record, source.text, options.today), options.knowledge);
}

/**
 * The profile of one quote. `ctx` is its rule context (quoteContext); `homePre1978` is what any of the
 * compared quotes says of the home's age (they are quotes for the same home).
 */
export function profileQuote(
  source: StoredQuote,
  index: number,
  ctx: RuleContext,
  homePre1978?: boolean,
): QuoteProfile {
  const { record } = source;
  const { facts, knowledge } = ctx;
  const counted = unitPrice(facts);
  const pricing = resultOf(record, 'pricing');
  const hurricane = resultOf(record, 'hurricane');
  const pre1978 = homeBuiltBefore1978(ctx) ?? homePre1978;
  const windows = facts.units.filter((u) => u.kind === 'window');
  const doors = facts.units.filter((u) => u.kind === 'door');
  const impactClaimed =
    facts.units.some((u) => u.impact) || (ctx.text.has(IMPACT_CLAIM) && !/\bnon[-\s]?impact\b/i.test(ctx.text.flat));
  const letter = LETTERS[index] ?? String(index + 1);
  const results = new Map<CategoryShortId, StoredResult>();
  for (const r of record.checklistResults ?? []) {
    const category = categoryOf(r);
    if (category) results.set(category, r);
  }
  const totalLine = /\btotal\b|\binvestment\b|\bcontract\s+(?:price|amount)\b|\bamount\b/i;
  // A total the homeowner changed: the change is cited, never the old printed figure as the current one.
  const oldTotal = record.fieldEdits?.totalCost?.from;
  const oldCents = oldTotal && oldTotal !== record.totalCost ? toCents(oldTotal) : null;
  const printsOld = oldCents ? printedAmount(oldCents) : null;
  const totalLines = (pricing?.evidence ?? []).filter(
    (line) => totalLine.test(line) && !(printsOld && printsOld.test(line) && !/^You (?:changed|gave)\b/.test(line)),
  );
  return {
    id: record.id,
    letter,
    label: `Quote ${letter}`,
    record,
    ctx,
    totalCents: facts.totalCents,
    salesTaxCents: facts.salesTaxCents,
    comparableCents: facts.totalCents === null ? null : facts.totalCents - facts.salesTaxCents,
    windows: counted.windows,
    doors: counted.doors,
    openings: counted.units,
    units: facts.units,
    counts: countsOf(facts.units, knowledge),
    install: facts.install,
    installEvidence: facts.install
      ? ctx.text.evidence(facts.install === 'full_frame' ? FULL_FRAME_INSTALL : INSERT_INSTALL).slice(0, 1)
      : [],
    estimate: facts.units.length ? estimatePrice(ctx) : null,
    windowBand: pricedBand(ctx, windows),
    doorBand: pricedBand(ctx, doors),
    totalEvidence: totalLines.slice(0, 1),
    productLines: productLines(ctx),
    glass: statedGlass(ctx),
    impact: {
      claimed: impactClaimed,
      designPressure: ctx.text.first(DESIGN_PRESSURE)?.text ?? null,
      evidence: hurricane?.evidence ?? [],
    },
    warranty: statedWarranty(ctx),
    depositPercent: depositPercent(ctx),
    pre1978,
    scope: {
      ...removalItems(ctx, resultOf(record, 'removal')),
      permits: statusItem('permits', resultOf(record, 'permits')),
      finish: statusItem('finish', resultOf(record, 'finish')),
      repairs: statusItem('repairs', resultOf(record, 'repairs')),
      leadSafe: leadSafeItem(ctx, pre1978, resultOf(record, 'removal')),
    },
    results,
    score: record.overallScore ?? null,
    stateName: facts.location.stateName,
  };
}
