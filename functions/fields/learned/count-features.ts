/**
 * What the count model sees of a candidate line: its words (hashed unigrams and bigrams, the product
 * name apart), its quantity and where it was read, the table column headers and the section heading
 * above it, its prices, option and alternate markers, its indentation, its neighbours, and the rules'
 * own reading of it and of the document.
 */
import type { DocumentModel, Line } from '../../document/model.js';
import { findAlternates } from '../alternates.js';
import { headName } from '../item-text.js';
import { findAmounts } from '../money.js';
import { inChosenOption, inOtherOption, type Options } from '../options.js';
import { classifyItem, isServiceItem, type UnitKind } from '../products.js';
import type { Sections } from '../sections.js';
import { GENERAL_NOUN } from '../stated-counts.js';
import type { CountCandidate } from './count-candidates.js';
import { rowPlaces } from './count-candidates.js';
import { hashed, type Features } from './linear-model.js';

/** The rules' reading of the whole document. */
export interface RulesReading {
  windows: number | null;
  doors: number | null;
}

const BUCKETS = 8192;
const OPTION_WORD =
  /\b(?:optional|options?|alternates?|upgrades?|add[-\s]?ons?|if\s+desired|not\s+included|declined|excluded|deduct|credit|allowance)\b/i;
const TOTAL_WORD = /\b(?:sub[-\s]?total|total|grand\s+total|balance|deposit)\b/i;
const SERVICE_WORD =
  /\b(?:install(?:ation|ed)?|labou?r|remov(?:e|al)|dispos(?:e|al)|trim|capping|wrap|permit|haul|caulk\w*|screens?|hardware|grids?|warranty)\b/i;

/** Work on an existing unit or the site, not a unit supplied: paint, adjust, re-screen, weatherstrip, haul. */
const UPKEEP_WORD =
  /\b(?:paint\w*|adjust\w*|rehang\w*|re-?screen\w*|re-?caulk\w*|re-?glaz\w*|weather-?strip\w*|sweeps?|repair\w*|tune-?ups?|lubricat\w*|clean\w*|dumpster|debris|haul\w*|existing|to\s+remain|not\s+in\s+scope|exclu\w+)\b/i;
/** A unit supplied: replace, new, furnish and install. */
const SUPPLY_WORD = /\b(?:replace\w*|new|furnish\w*|supply|install(?!ation\b)\w*)\b/i;
/** Quantities read from a place made to hold one: a Qty column, "(2)", "x 2", "2 ea", "Qty 2". */
export const STRONG_HOW = new Set(['rule', 'qty-column', 'paren', 'times', 'each', 'qty-word', 'mulled']);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\d+/g, '0')
    .split(/[^a-z0-9$]+/)
    .filter((w) => w.length > 0);
}

function addWords(f: Features, prefix: string, text: string, bigrams = true): void {
  const ws = words(text);
  for (const w of ws) f[hashed(prefix, w, BUCKETS)] = 1;
  if (bigrams) for (let i = 1; i < ws.length; i++) f[hashed(`${prefix}2`, `${ws[i - 1]} ${ws[i]}`, BUCKETS)] = 1;
}

function qtyBucket(q: number): string {
  return q <= 1 ? '1' : q <= 3 ? '2-3' : q <= 9 ? '4-9' : q <= 20 ? '10-20' : '21+';
}

/** The nearest heading above a line on its page: short, no amount, bold, capitals or ending in a colon. */
function headingAbove(model: DocumentModel, line: Line): Line | null {
  for (let k = line.index - 1; k >= 0 && k >= line.index - 25; k--) {
    const l = model.lines[k]!;
    if (l.page !== line.page) return null;
    const t = l.text.trim();
    if (t.split(/\s+/).length > 7 || findAmounts(t).length) continue;
    if (l.bold || /:\s*$/.test(t) || (t === t.toUpperCase() && /[A-Z]{3}/.test(t))) return l;
  }
  return null;
}

/** Features shared by every candidate of a document, computed once. */
export interface DocumentContext {
  model: DocumentModel;
  options: Options;
  sections: Sections;
  rules: RulesReading;
  alternateLines: Set<number>;
  places: ReturnType<typeof rowPlaces>;
  /** Per kind: the sum of the rules' item quantities. */
  ruleItems: Record<UnitKind, number>;
  /** Per kind: how many item candidates name it. */
  itemLines: Record<UnitKind, number>;
  names: Map<string, number[]>;
  /** The statement candidates. */
  stated: CountCandidate[];
  /** Per kind: the sum of the item quantities read from a place made to hold one (statements apart). */
  strongItems: Record<UnitKind, number>;
  /** The lines of those items. */
  strongLines: Set<number>;
}

export function documentContext(
  model: DocumentModel,
  options: Options,
  sections: Sections,
  rules: RulesReading,
  candidates: CountCandidate[],
): DocumentContext {
  const ruleItems = { window: 0, door: 0 };
  const strongItems = { window: 0, door: 0 };
  const strongLines = new Set<number>();
  const itemLines = { window: 0, door: 0 };
  const names = new Map<string, number[]>();
  // A sentence stating a count ("replace ten (10) windows") reads as an item line too: not an item of the sum.
  const statement = (c: CountCandidate) =>
    candidates.some(
      (o) => o.source === 'stated' && o.line.index === c.line.index && o.kind === c.kind && o.qty === c.qty,
    );
  for (const c of candidates) {
    if (c.source !== 'item') continue;
    if (c.how === 'rule') ruleItems[c.kind] += c.qty;
    if (STRONG_HOW.has(c.how) && !statement(c)) {
      strongItems[c.kind] += c.qty;
      strongLines.add(c.line.index);
    }
    itemLines[c.kind]++;
    const name = headName(c.line.text).toLowerCase();
    names.set(name, [...(names.get(name) ?? []), c.line.index]);
  }
  const alternateLines = new Set(findAlternates(model.lines).flatMap((a) => a.lines));
  const stated = candidates.filter((c) => c.source === 'stated');
  return {
    model,
    options,
    sections,
    rules,
    alternateLines,
    places: rowPlaces(model),
    ruleItems,
    itemLines,
    names,
    stated,
    strongItems,
    strongLines,
  };
}

/**
 * Features that hold on a layout never seen: whether a line supplies units or works on existing ones,
 * and whether its quantity squares with the document's other counts (a count stated elsewhere, or the
 * other item lines of its kind, which a line restating them adds up to).
 */
function generalFeatures(f: Features, ctx: DocumentContext, c: CountCandidate): void {
  const text = c.line.text;
  if (UPKEEP_WORD.test(text)) f.upkeepWord = 1;
  if (SUPPLY_WORD.test(text)) f.supplyWord = 1;
  const strong = ctx.strongLines.has(c.line.index);
  f[STRONG_HOW.has(c.how) ? 'strongQty' : 'weakQty'] = 1;
  const others = ctx.strongItems[c.kind] - (strong ? c.qty : 0);
  if (c.qty > 1 && others === c.qty) f.equalsOtherItems = 1;
  const statedKind = ctx.stated.filter((st) => st.kind === c.kind && st.line.index !== c.line.index);
  if (strong && statedKind.some((st) => st.qty === ctx.strongItems[c.kind])) f.itemsAddUpToStated = 1;
  if (statedKind.length && !statedKind.some((st) => st.qty >= c.qty)) f.moreThanStated = 1;
}

function placeFeatures(f: Features, ctx: DocumentContext, line: Line): void {
  const { options, sections } = ctx;
  const x = line.cells[0]?.x0 ?? line.bbox.x0;
  if (inOtherOption(options, line.index, x)) f.otherOption = 1;
  if (inChosenOption(options, line.index, x)) f.chosenOption = 1;
  if (options.blocks.length && !options.selected) f.optionsNoneChosen = 1;
  if (options.blocks.some((b) => b.lines.has(line.index))) f.inOptionBlock = 1;
  if (sections.extras.has(line.index)) f.extras = 1;
  if (sections.superseded.has(line.index)) f.superseded = 1;
  if (ctx.alternateLines.has(line.index)) f.alternate = 1;
  if (OPTION_WORD.test(line.text)) f.optionWord = 1;
  if (TOTAL_WORD.test(line.text)) f.totalWord = 1;
  if (ctx.model.ocr) f.ocr = 1;
  const heading = headingAbove(ctx.model, line);
  if (heading) addWords(f, 'sec', heading.text, false);
  const place = ctx.places.get(line.index);
  if (place) {
    f.table = 1;
    if (!place.first) f.continuation = 1;
    for (const c of place.table.columns) if (c.header) addWords(f, 'hdr', c.header, false);
  }
  f[`x:${Math.min(9, Math.floor((x / (line.pageWidth || 612)) * 10))}`] = 1;
  const prev = ctx.model.lines[line.index - 1];
  if (prev && prev.page === line.page && (prev.cells[0]?.x0 ?? prev.bbox.x0) + 8 < x) f.indented = 1;
  const amounts = findAmounts(line.text).length;
  f[`amounts:${Math.min(amounts, 3)}`] = 1;
}

export function itemFeatures(ctx: DocumentContext, c: CountCandidate): Features {
  const f: Features = { item: 1 };
  const text = c.line.text;
  const name = headName(text);
  addWords(f, 'w', text);
  addWords(f, 'n', name, false);
  const guess = classifyItem(name) ?? 'none';
  f[`guess:${guess}`] = 1;
  f[`kind:${c.kind}`] = 1;
  if (isServiceItem(name)) f.service = 1;
  if (SERVICE_WORD.test(name)) f.serviceWord = 1;
  f[`how:${c.how}`] = 1;
  f[`q:${qtyBucket(c.qty)}`] = 1;
  f[`${c.kind}&how:${c.how}`] = 1;
  const unit = c.rule && 'how' in c.rule ? c.rule : null;
  if (unit) {
    f[`rule:${unit.kind}`] = 1;
    if (unit.confirmed) f.ruleConfirmed = 1;
    if (unit.fromQtyColumn) f.ruleQtyColumn = 1;
    if (unit.conflict) f.ruleConflict = 1;
    addWords(f, 'rh', unit.how, false);
  } else f.ruleNone = 1;
  const ruleCount = c.kind === 'window' ? ctx.rules.windows : ctx.rules.doors;
  if (ruleCount === null) f.rulesUnsure = 1;
  else if (ruleCount === ctx.ruleItems[c.kind]) f.rulesUseItems = 1;
  else f.rulesUseOther = 1;
  placeFeatures(f, ctx, c.line);
  f[`${c.kind}&amounts:${f['amounts:0'] ? 0 : 1}`] = 1;
  // A line restating the others ("12 × ProVia windows" over twelve schedule rows, "Total windows 12").
  const others = ctx.ruleItems[c.kind] - (c.how === 'rule' ? c.qty : 0);
  if (c.qty > 1 && others === c.qty) f.restatesOthers = 1;
  if (c.how === 'rule' && others > 0) f[others > c.qty ? 'ruleOthersMore' : 'ruleOthersFewer'] = 1;
  if (ctx.stated.some((st) => st.kind === c.kind && st.qty === c.qty && st.line.index !== c.line.index))
    f.statedElsewhere = 1;
  const same = ctx.names.get(name.toLowerCase()) ?? [];
  if (same.length > 1) f[same[0] === c.line.index ? 'nameRepeatedLater' : 'nameRepeatedEarlier'] = 1;
  for (const [k, at] of [
    ['prev', c.line.index - 1],
    ['next', c.line.index + 1],
  ] as const) {
    const l = ctx.model.lines[at];
    const g = l && l.page === c.line.page ? (classifyItem(headName(l.text)) ?? 'none') : 'edge';
    f[`${k}:${g}`] = 1;
  }
  const n = text.split(/\s+/).length;
  f[`len:${n <= 3 ? 'short' : n <= 8 ? 'mid' : 'long'}`] = 1;
  generalFeatures(f, ctx, c);
  return f;
}

export function statedFeatures(ctx: DocumentContext, c: CountCandidate, all: CountCandidate[]): Features {
  const f: Features = { stated: 1 };
  addWords(f, 'sw', c.line.text);
  addWords(f, 'sp', c.phrase ?? '', false);
  f[`skind:${c.kind}`] = 1;
  f[`sq:${qtyBucket(c.qty)}`] = 1;
  f[`show:${c.how}`] = 1;
  if (GENERAL_NOUN.test(c.phrase ?? '')) f.generalNoun = 1;
  if (ctx.itemLines[c.kind] === 0) f.noItemLines = 1;
  if (c.qty === ctx.ruleItems[c.kind]) f.equalsRuleItems = 1;
  const ruleCount = c.kind === 'window' ? ctx.rules.windows : ctx.rules.doors;
  if (ruleCount === null) f.rulesUnsure = 1;
  else if (ruleCount === c.qty) f.equalsRulesCount = 1;
  const sameKind = all.filter((o) => o.source === 'stated' && o.kind === c.kind);
  if (sameKind.every((o) => o.qty <= c.qty)) f.largestStated = 1;
  if (sameKind.some((o) => o.qty === c.qty && o.line.index !== c.line.index)) f.restated = 1;
  if (all.some((o) => o.source === 'item' && o.line.index === c.line.index)) f.onItemLine = 1;
  if (ctx.strongItems[c.kind] === c.qty) f.equalsStrongItems = 1;
  else if (ctx.strongItems[c.kind] > 0) f.differsFromStrongItems = 1;
  placeFeatures(f, ctx, c.line);
  return f;
}

export function candidateFeatures(ctx: DocumentContext, c: CountCandidate, all: CountCandidate[]): Features {
  return c.source === 'item' ? itemFeatures(ctx, c) : statedFeatures(ctx, c, all);
}
