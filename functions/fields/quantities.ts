/**
 * Window and door units, as scored candidates from independent sources: item tables (a Qty column,
 * a count in the middle of a row, or one row per opening), item lines outside tables ("8 — Double
 * Hung Window", "(3) casement windows", "Slider window x 2", "Window 3 - Bedroom - …"), counts stated
 * in prose ("install eleven (11) windows", "20 windows, including 7 in the addition" is 20), and the
 * openings charged for installation. Service lines with a quantity (labour, disposal, trim) are not
 * units. The same list printed twice (a scope and a price summary) counts once; counts that disagree
 * are left to the homeowner.
 */
import type { DocumentModel, Line } from '../document/model.js';
import { findAlternates } from './alternates.js';
import { withLearnedCounts } from './learned/counts.js';
import { decideCount } from './count-decision.js';
import { cellInteger, headName } from './item-text.js';
import type { Layout } from './layout.js';
import { inColumns, itemParts, runningNumbers, withoutMarkCell, withoutRunningNumber } from './list-lines.js';
import { listUnit } from './list-units.js';
import { findAmounts } from './money.js';
import { inOtherOption, type Options } from './options.js';
import { namePattern } from './patterns.js';
import { classifyItem, isServiceItem, namesInPlural, type UnitKind } from './products.js';
import type { Sections } from './sections.js';
import { setOffCounts } from './set-off-counts.js';
import { chargedOpenings, statedCounts } from './stated-counts.js';
import type { StatedCount, UnitLine } from './unit-line.js';
import { tableUnits } from './unit-tables.js';
import { plural } from '@shared/text.js';

export interface QuantityResult {
  windows: number | null;
  doors: number | null;
  units: UnitLine[];
  stated: StatedCount[];
  notes: string[];
  uncertain: string | null;
  confidence: number;
}

/** More units than this in one job is not a home's replacement. */
const MOST_UNITS = 150;

/** A unit's size as a photo reads it: 36" x 60", 96° x 60°, 74x50. */
const SIZED_UNIT = /\b\d{2,3}(?:[-\s]\d\/\d)?\s*(?:"|”|°|''|in\.?)?\s*[xX×]\s*\d{2,3}\b/;

/**
 * The document with the contractor's own name blanked out of every line: "Four Corners Window Co." is
 * not four units, "… of 3 Harborline Windows" not three.
 */
export function withoutName(model: DocumentModel, vendor: string | null | undefined): DocumentModel {
  if (!vendor || vendor.length < 4) return model;
  const re = new RegExp(namePattern(vendor), 'gi');
  if (!model.lines.some((l) => re.test(l.text))) return model;
  const lines = model.lines.map((l) => {
    re.lastIndex = 0;
    if (!re.test(l.text)) return l;
    const blank = (t: string) => t.replace(re, (m) => ' '.repeat(m.length));
    return { ...l, text: blank(l.text), cells: l.cells.map((c) => ({ ...c, text: blank(c.text) })) };
  });
  return { ...model, lines };
}

/** A zero-padded line number: "004 OFC  Jeld-Wen …". */
const LINE_NUMBER = /^\W{0,2}0\d{1,2}\s/;

/** A numbered line with a count and a price that names no unit and no service: "002 STAIR Jeld-Wen Sitoline  1  $522.00". */
function lostItemName(line: Line): boolean {
  if (!LINE_NUMBER.test(line.text)) return false;
  const name = headName(line.text.replace(LINE_NUMBER, ''));
  return (
    classifyItem(line.text) === null &&
    !isServiceItem(name) &&
    line.cells.slice(1).some((c) => cellInteger(c.text) !== null) &&
    findAmounts(line.text).some((a) => a.cents >= 2000)
  );
}

/** A priced line naming units of a kind in the plural and no count of them: "Windows & materials  $3,009.00". */
function pricesUncountedUnits(line: Line, kind: UnitKind): boolean {
  const name = headName(line.text);
  return (
    namesInPlural(name, kind) &&
    !/\d/.test(name) &&
    classifyItem(name) === kind &&
    !isServiceItem(name) &&
    findAmounts(line.text).some((a) => a.cents >= 2000 && !a.negative)
  );
}

/** The counts as the hand-written rules read them (features of the learned counts, and their fallback). */
export function countUnitsByRules(
  layout: Layout,
  options: Options,
  sections: Sections = { terms: new Set(), superseded: new Set(), extras: new Set() },
  vendor?: string | null,
): QuantityResult {
  const model = withoutName(layout, vendor);
  const unreadable: Line[] = [];
  const inTable = new Set<number>();
  const units: UnitLine[] = [];
  const tableTotals: StatedCount[] = [];
  for (const t of model.tables) {
    if (t.header !== null) inTable.add(t.header);
    for (const r of t.rows) for (const k of r.lines) inTable.add(k);
    if (t.rows.every((r) => r.lines.every((k) => sections.superseded.has(k) || sections.extras.has(k)))) continue;
    units.push(...tableUnits(model, t, options, unreadable, tableTotals));
  }
  const listed: UnitLine[] = [];
  const lost: Line[] = [];
  const numbered = runningNumbers(model.lines.filter((l) => !inTable.has(l.index)));
  for (const raw of model.lines) {
    if (
      inTable.has(raw.index) ||
      inOtherOption(options, raw.index) ||
      sections.terms.has(raw.index) ||
      sections.superseded.has(raw.index) ||
      sections.extras.has(raw.index)
    )
      continue;
    const line = withoutMarkCell(numbered.has(raw.index) ? withoutRunningNumber(raw) : raw);
    const before = listed.length;
    for (const part of itemParts(line)) {
      const u = listUnit(model, part, '');
      if (u) listed.push({ ...u, line: raw });
    }
    if (model.ocr && listed.length === before && lostItemName(raw)) lost.push(raw);
  }
  units.push(...inColumns(listed));
  // From a photo, a numbered priced line whose unit name went unread, among numbered unit lines: a unit may be missing.
  if (lost.length && listed.some((u) => LINE_NUMBER.test(u.line.text))) unreadable.push(...lost);
  // Bid alternates are read on their own (options the homeowner picks among are read by findOptions).
  const alternates = findAlternates(model.lines).filter(
    (a) => !options.blocks.some((b) => a.lines.some((k) => b.lines.has(k))),
  );
  const alternateLines = new Set(alternates.flatMap((a) => a.lines));
  for (let i = units.length - 1; i >= 0; i--)
    if (alternateLines.has(units[i]!.line.index) || sections.extras.has(units[i]!.line.index)) units.splice(i, 1);
  // A transom listed right under a door ("Entry door …" / "Transom to match") is part of that door unit;
  // a "transom window" is a window.
  for (let i = units.length - 1; i >= 0; i--) {
    const u = units[i]!;
    if (u.kind !== 'window' || !/^\W*transoms?\b/i.test(u.name) || /\bwindows?\b/i.test(u.name)) continue;
    if (
      units.some(
        (d) =>
          d.kind === 'door' &&
          d.line.page === u.line.page &&
          u.line.index > d.line.index &&
          u.line.index - d.line.index <= 4,
      )
    )
      units.splice(i, 1);
  }
  // "Install 5 windows @ 165" beside product lines that name those windows charges labour for them: it
  // confirms a count (or shows one short) and is no unit of its own.
  const charges: StatedCount[] = [];
  for (let i = units.length - 1; i >= 0; i--) {
    const u = units[i]!;
    if (!/^\W*(?:install(?:ation)?|labou?r)\b/i.test(u.line.text) || !/^\s*@/.test(u.description)) continue;
    if (!units.some((o) => o.kind === u.kind && o.line.index !== u.line.index)) continue;
    charges.push({ kind: u.kind, count: u.qty, text: u.line.text.slice(0, 60), line: u.line });
    units.splice(i, 1);
  }
  const counted = new Map<number, Set<UnitKind | 'opening'>>();
  const mark = (index: number, kind: UnitKind | 'opening') =>
    counted.set(index, new Set([...(counted.get(index) ?? []), kind]));
  for (const u of units) mark(u.line.index, u.kind);
  for (const t of tableTotals) mark(t.line.index, 'opening');
  // Services charged per unit ("Capping, 12 windows @ $110"): they confirm a count, or show one is short.
  const stated = [...tableTotals, ...statedCounts(model, options, counted, sections, charges)].filter(
    (st) => !alternateLines.has(st.line.index),
  );
  // A count set off in a sentence ("whole house, twelve windows, all casements") for a kind nothing else counts.
  const uncounted = (['window', 'door'] as const).filter(
    (k) => !units.some((u) => u.kind === k) && !stated.some((st) => st.kind === k),
  );
  const prose = model.lines.filter(
    (l) =>
      !inOtherOption(options, l.index) &&
      !alternateLines.has(l.index) &&
      !sections.terms.has(l.index) &&
      !sections.superseded.has(l.index) &&
      !sections.extras.has(l.index),
  );
  if (uncounted.length) stated.push(...setOffCounts(prose, uncounted));
  const notes: string[] = [];
  const problems: string[] = [];
  const confidences: number[] = [];
  const sources = { model, options, units, stated, unreadable, charges };
  const log = { notes, problems, confidences };
  const w = decideCount('window', sources, log);
  const d = decideCount('door', sources, log);
  let windows: number | null = w === 'none' ? null : w;
  let doors: number | null = d === 'none' ? null : d;
  // A kind with no item line and no stated count is zero once the other kind was counted, unless a
  // priced line charges for units of that kind no line counts ("Windows & materials  $3,009.00").
  const chargedUncounted = (kind: UnitKind) => {
    const priced = prose.find((l) => pricesUncountedUnits(l, kind));
    if (priced) problems.push(`"${headName(priced.text)}" is priced, but no line says how many ${kind}s`);
    return Boolean(priced);
  };
  if (w === 'none' && typeof d === 'number' && d > 0 && !chargedUncounted('window')) windows = 0;
  if (d === 'none' && typeof w === 'number' && w > 0 && !chargedUncounted('door')) doors = 0;
  // Accepted alternates add units to the base bid or take them out.
  for (const alt of alternates) {
    if (!alt.accepted || !alt.kind || !alt.units) continue;
    const base = alt.kind === 'window' ? windows : doors;
    const after = base === null ? null : base + alt.sign * alt.units;
    if (after !== null && after >= 0)
      notes.push(
        `${alt.sign > 0 ? 'add' : 'deduct'} alternate ${alt.key} accepted: ${alt.sign > 0 ? '+' : '−'}${plural(alt.units, alt.kind)}`,
      );
    else problems.push(`an accepted alternate changes the ${alt.kind}s, but the base count is unclear`);
    if (alt.kind === 'window') windows = after !== null && after >= 0 ? after : null;
    else doors = after !== null && after >= 0 ? after : null;
  }
  // The openings charged for (installation per opening) are windows + doors; OCR that disagrees misread a count.
  const charged = chargedOpenings(model, model.tables);
  const openings = [...charged.filter((c) => c.kind === 'opening'), ...stated.filter((s) => s.kind === 'opening')];
  if (windows !== null && doors !== null && openings.length) {
    const agrees = openings.some((o) => o.count === windows! + doors!);
    if (agrees) notes.push(`${windows + doors} openings charged for installation`);
    else if (model.ocr) {
      const o = openings[0]!;
      problems.push(
        `${plural(windows, 'window')} and ${plural(doors, 'door')}, but "${o.line.cells[0]?.text ?? 'a line'}" is charged for ${plural(o.count, 'opening')}`,
      );
      windows = null;
      doors = null;
    }
  }
  // More windows (or doors) charged for per unit than were counted: a unit line was not recognised.
  // Fewer is normal (an upstairs surcharge, egress units).
  for (const kind of ['window', 'door'] as const) {
    const counted = kind === 'window' ? windows : doors;
    const most = Math.max(
      0,
      ...charged.filter((c) => c.kind === kind).map((c) => c.count),
      ...charges.filter((c) => c.kind === kind).map((c) => c.count),
    );
    if (counted !== null && most > counted) {
      const line = [...charged, ...charges].find((c) => c.kind === kind && c.count === most)!.line;
      problems.push(`${counted} ${kind}s were counted, but a line charges for ${most} (${line.text.slice(0, 50)})`);
      if (kind === 'window') windows = null;
      else doors = null;
    }
  }
  // From a photo, more lines naming a sized unit than units counted: lines were read too poorly to count.
  if (model.ocr && windows !== null && doors !== null) {
    const sized = model.lines.filter(
      (l) =>
        !inOtherOption(options, l.index) &&
        !sections.terms.has(l.index) &&
        !alternateLines.has(l.index) &&
        SIZED_UNIT.test(l.text) &&
        classifyItem(l.text) !== null &&
        !isServiceItem(headName(l.text)),
    );
    if (sized.length > windows + doors) {
      problems.push(`${sized.length} lines name a sized window or door, but only ${windows + doors} units were read`);
      windows = null;
      doors = null;
    }
  }
  // More units than any home has: a measurement or code was taken for a count.
  if (windows !== null && doors !== null && windows + doors > MOST_UNITS) {
    problems.push(`${windows + doors} units is more than a home replaces at once`);
    windows = null;
    doors = null;
  }
  if (w === 'none' && d === 'none') problems.push('no window or door units found');
  else if (w === 'none' && d === null) problems.push('the window count is unclear');
  else if (d === 'none' && w === null) problems.push('the door count is unclear');
  const confidence = confidences.length ? Math.min(...confidences) : 0;
  return { windows, doors, units, stated, notes, uncertain: problems.length ? problems.join('; ') : null, confidence };
}

/**
 * The counts the quote is checked with: the rules' reading, and the item-line model's where the model
 * file says it is to be trusted (functions/fields/learned/counts.ts).
 */
export function countUnits(
  layout: Layout,
  options: Options,
  sections: Sections = { terms: new Set(), superseded: new Set(), extras: new Set() },
  vendor?: string | null,
): QuantityResult {
  const rules = countUnitsByRules(layout, options, sections, vendor);
  return withLearnedCounts(rules, withoutName(layout, vendor), options, sections);
}
