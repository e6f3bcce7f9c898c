/**
 * The window (or door) count from its sources: the item lines added up, the counts stated in words with
 * their breakdowns, and the count of the option the homeowner chose. The candidates are ranked by their
 * signals; a count is taken only when it clearly wins, else the reason goes to the homeowner.
 */
import type { DocumentModel, Line } from '../document/model.js';
import { decide, evidenceOf, rank, signal, type Candidate, type Ranked } from './candidates.js';
import { itemizedSource } from './itemized-count.js';
import type { Options } from './options.js';
import { namesInPlural, type UnitKind } from './products.js';
import { THRESHOLDS } from './signals.js';
import { breakdowns, GENERAL_NOUN } from './stated-counts.js';
import type { StatedCount, UnitLine } from './unit-line.js';
import { plural } from '@shared/text.js';

/** What the count of one kind is decided from. */
export interface CountSources {
  model: DocumentModel;
  options: Options;
  units: UnitLine[];
  stated: StatedCount[];
  /** Priced lines a photo read too poorly to name their unit. */
  unreadable: Line[];
  /** Services charged per unit ("Capping, 12 windows @ $110"). */
  charges: StatedCount[];
}

/** Where a decision is written down: a note on the count taken, a problem left to the homeowner, its confidence. */
export interface CountLog {
  notes: string[];
  problems: string[];
  confidences: number[];
}

/** OCR confidence at which a count's digits are read clearly enough to stand without confirmation. */
const CLEAR_READING = 90;

/**
 * The count the chosen option (and any add-on taken with it) states for a kind, when no unit line lies
 * inside those blocks: per block its largest statement, added up over the blocks.
 */
function chosenOptionCount(
  options: Options,
  stated: StatedCount[],
  units: UnitLine[],
  kind: UnitKind,
): StatedCount | null {
  const blocks = options.blocks.filter((b) => b.selected && !b.column);
  if (!options.selected || blocks.length === 0) return null;
  if (units.some((u) => blocks.some((b) => b.lines.has(u.line.index)))) return null;
  const per = blocks
    .map((b) => stated.filter((s) => s.kind === kind && b.lines.has(s.line.index)).sort((x, y) => y.count - x.count)[0])
    .filter((s): s is StatedCount => Boolean(s));
  if (per.length === 0) return null;
  return { ...per[0]!, count: per.reduce((n, s) => n + s.count, 0), text: per.map((s) => s.text).join(' + ') };
}

/** Whether the quote names the kind in the plural anywhere ("windows", "doors"). */
function namedInPlural(model: DocumentModel, kind: UnitKind): boolean {
  return model.lines.some((l) => namesInPlural(l.text, kind));
}

/** The count of one kind: a number, null when unclear (the reason logged), or "none" when nothing counts it. */
export function decideCount(
  kind: UnitKind,
  { model, options, units, stated, unreadable, charges }: CountSources,
  { notes, problems, confidences }: CountLog,
): number | null | 'none' {
  const candidates: Candidate<number>[] = [];
  const chosen = chosenOptionCount(options, stated, units, kind);
  if (chosen) {
    // The option the homeowner chose says how many ("Option 2: the 6 windows marked 1 in the schedule"):
    // a schedule of the whole house outside it lists more than the job.
    candidates.push({
      value: chosen.count,
      key: String(chosen.count),
      signals: [signal('statedCount', chosen.text), signal('chosenOptionCount', chosen.text)],
      evidence: evidenceOf(chosen.line),
      readConfidence: model.ocr ? chosen.line.confidence : 100,
    });
  }
  const itemized = chosen
    ? null
    : itemizedSource(
        units.filter((u) => u.kind === kind),
        unreadable,
        model.ocr,
      );
  const charged = itemized ? charges.find((c) => c.kind === kind && c.count === itemized.value) : undefined;
  if (itemized && charged) itemized.signals.push(signal('chargedCount', charged.text));
  // From a photo, one unit of a job that never names its kind in the plural ("price to replace the
  // window", "tax on window"): the one line is the job, whatever its digit was read as.
  if (itemized && itemized.value === 1 && model.ocr && !namedInPlural(model, kind)) {
    itemized.signals = itemized.signals.filter((x) => x.name !== 'countHardToRead');
    itemized.signals.push(signal('singularOnly'));
  }
  if (itemized)
    candidates.push({
      value: itemized.value,
      key: String(itemized.value),
      signals: itemized.signals,
      evidence: evidenceOf(itemized.line),
      readConfidence: itemized.confidence,
    });
  // A count of one type ("3 double-hungs") is not the job's count where the whole is stated too.
  const ofKind = stated.filter((x) => x.kind === kind);
  const general = ofKind.some((x) => GENERAL_NOUN.test(x.text));
  for (const { st, parts } of chosen ? [] : breakdowns(ofKind)) {
    if (general && !GENERAL_NOUN.test(st.text) && !parts.length) continue;
    const signals = [signal('statedCount', st.text)];
    if (parts.length) signals.push(signal('breakdownAddsUp', parts.map((p) => p.count).join(' + ')));
    candidates.push({
      value: st.count,
      key: String(st.count),
      signals,
      evidence: evidenceOf(st.line),
      readConfidence: model.ocr ? st.line.confidence : 100,
    });
  }
  if (candidates.length === 0) return 'none';
  // From a photo or scan a count is shown only when something confirms it: its price arithmetic, the
  // same count stated or listed again, or a breakdown that adds up. A digit misread stays a question.
  const confirms = new Set([
    'countsAddUp',
    'countRestated',
    'listRepeated',
    'breakdownAddsUp',
    'chargedCount',
    'singularOnly',
  ]);
  // From a photo, item lines adding up to fewer units than the quote states: some lines were not read.
  const statedMore = (value: number) =>
    model.ocr && candidates.some((c) => c.value > value && c.signals.some((x) => x.name === 'statedCount'));
  const extra = (value: number, readings: Candidate<number>[]) => [
    ...(model.ocr &&
    readings.length < 2 &&
    readings.every((r) => r.readConfidence < CLEAR_READING) &&
    !readings.some((r) => r.signals.some((x) => confirms.has(x.name)))
      ? [signal('unconfirmedReading')]
      : []),
    ...(readings.some((r) => r.signals.some((x) => x.name === 'itemLines' || x.name === 'itemTable')) &&
    statedMore(value)
      ? [signal('itemsShortOfStated')]
      : []),
  ];
  const ranked = rank(candidates, { repeat: 'countRestated', maxRepeats: 1, extra });
  const decision = decide(ranked, {
    ...THRESHOLDS.count,
    show: (v) => plural(v, kind),
    what: `${kind} count`,
    doubt: (w, all) => countDoubt(w, all, kind),
  });
  if (decision.value === null) {
    const rival = ranked.find((r) => r !== ranked[0]);
    problems.push(
      itemized && rival && ranked[0]!.value !== rival.value
        ? describeClash(ranked, kind)
        : (decision.uncertain ?? `the ${kind} count is unclear`),
    );
    return null;
  }
  confidences.push(decision.confidence);
  const statedText = stated.find((x) => x.kind === kind && x.count === decision.value)?.text;
  if (itemized && itemized.value === decision.value && statedText)
    notes.push(`${plural(decision.value, kind)}: item lines agree with "${statedText}"`);
  else if (itemized && itemized.value === decision.value)
    notes.push(`${plural(decision.value, kind)}: ${itemized.signals[0]!.detail}`);
  else notes.push(`${plural(decision.value, kind)}: stated as "${statedText}"`);
  return decision.value;
}

function countDoubt(winner: Ranked<number>, all: Ranked<number>[], kind: UnitKind): string | null {
  const has = (name: string) => winner.signals.find((s) => s.name === name);
  if (has('unreadableItem')) return `an item line could not be read ("${has('unreadableItem')!.detail}")`;
  if (has('countPriceConflict'))
    return `the count on "${has('countPriceConflict')!.detail?.replace(/^\d+\s+/, '')}" (${has('countPriceConflict')!.detail?.split(' ')[0]}) does not match its price line`;
  if (has('countHardToRead')) return `the ${kind} count on "${has('countHardToRead')!.detail}" was hard to read`;
  if (has('itemsShortOfStated')) return describeClash(all, kind);
  if (has('unconfirmedReading'))
    return `the ${kind} count (${winner.value}) was read from a photo and nothing on the page confirms it`;
  return null;
}

function describeClash(ranked: Ranked<number>[], kind: UnitKind): string {
  const items = ranked.find((r) => r.signals.some((s) => s.name === 'itemTable' || s.name === 'itemLines'));
  const said = ranked.filter((r) => r !== items && r.signals.some((s) => s.name === 'statedCount')).map((r) => r.value);
  if (items && said.length)
    return `the item lines add up to ${plural(items.value, kind)} but the quote says ${said.join(' / ')}`;
  return `the quote states different ${kind} counts (${ranked.map((r) => r.value).join(' / ')})`;
}
