/**
 * Counts the quote states in words ("install eleven (11) windows", "20 windows, including 7 in the
 * addition" is 20, "Subtotal (11 windows)"), the breakdowns that add up to them, and the openings charged
 * for installation or a per-unit service.
 */
import { parseCount } from '@shared/number-words.js';
import type { DocumentModel, Line, Table } from '../document/model.js';
import { ADJECTIVES, NOT_A_SIZE, NUMBER_WORDS, UNIT_NOUN } from './count-phrases.js';
import { cellInteger, headName } from './item-text.js';
import { installLabourKind } from './not-new-units.js';
import { inOtherOption, type Options } from './options.js';
import { classifyItem, isServiceItem, type UnitKind } from './products.js';
import type { Sections } from './sections.js';
import type { StatedCount } from './unit-line.js';
import { tableColumns } from './unit-tables.js';

// "ten (10) replacement windows", "twelve (12) windows", "(3) doors".
const STATED_PAREN = new RegExp(
  `(?:\\b(?:${NUMBER_WORDS})\\s+)?\\((\\d{1,3})\\)\\s+(?:${NUMBER_WORDS}\\s+)?(?:[^\\s.;,()]+\\s+){0,10}?${UNIT_NOUN}\\b`,
  'gi',
);

// "install 10 replacement windows", "replace 8 windows", "total of 9 windows", "Install 2 OKNA 500 series double-hung vinyl windows".
const STATED_VERB = new RegExp(
  `\\b(?:install(?:ing)?|replac(?:e|ing)|supply(?:ing)?|furnish(?:ing)?|provid(?:e|ing)|includ(?:e|es|ing)|total\\s+of|scope\\s*:|for|of|all)\\s+(?:all\\s+|the\\s+)?(\\d{1,3}|${NUMBER_WORDS})${NOT_A_SIZE}\\s+${ADJECTIVES}${UNIT_NOUN}\\b`,
  'gi',
);

// "twelve windows and two doors", "12 windows & 2 doors": a pair of counts of the two kinds states the job.
const STATED_PAIR = new RegExp(
  `(?<![\\d.,$/-])\\b(\\d{1,3}|${NUMBER_WORDS})\\s+(?:new\\s+|replacement\\s+)?(windows?|doors?)\\b(?=\\s*(?:,|and|&|\\+|plus)\\s*(?:\\d{1,3}|${NUMBER_WORDS})\\s+(?:[A-Za-z][\\w-]*\\s+){0,3}?(?:windows?|doors?)\\b)`,
  'gi',
);

// "At a glance: 13 openings · …", "Job: 8 windows": a count after a label's colon.
const STATED_COLON = new RegExp(
  `:\\s*(\\d{1,3}|${NUMBER_WORDS})\\s+(?:new\\s+|replacement\\s+)?(windows?|doors?|openings?)\\b(?!\\s*(?:@|x\\b|×))`,
  'gi',
);

// "the 6 windows marked 1 in the schedule", "the 4 windows listed above": a count pointing at a list.
const STATED_THE = new RegExp(
  `\\bthe\\s+(\\d{1,3}|${NUMBER_WORDS})\\s+${ADJECTIVES}${UNIT_NOUN}\\s+(?:marked|listed|shown|above|below|(?:in|on|from)\\s+the\\s+(?:schedule|list|table|sheet))\\b`,
  'gi',
);

// "replace the front entry door with a new fiberglass prehung unit": one unit, named in the singular.
const STATED_ONE = new RegExp(
  `\\b(?:(?:replac(?:e|ing)|install(?:ing)?|furnish(?:ing)?|put(?:ting)?\\s+in|add(?:ing)?)\\s+(?:the|a|an|one|your)\\s+(?:new\\s+)?(?:(?:front|back|rear|side|entry|patio|sliding|storm|french|garage|kitchen|basement|old|existing|main|vinyl|fiberglass|steel|wood|aluminum|full[-\\s]view|white|impact|hinged|prehung|\\d+\\s*(?:ft|foot|')|[\\d'"-]+|\\w+-panel)\\s+){1,4}|(?:plus|also|and)\\s+(?:a\\s+)?new\\s+(?:[^\\s.;,]+\\s+){0,3}|(?:and|plus)\\s+the\\s+(?:rear|back|deck)\\s+(?=slider))(door|window|(?<=\\b(?:rear|back|deck|patio)\\s)slider)\\b(?!s)(?!\\s+(?:trim|casings?|screens?|hardware|frames?|openings?|sills?|install\\w*|glass))`,
  'gi',
);

// "14 windows @ $577.02", "Subtotal (11 windows)", "11 windows total".
const STATED_AT = new RegExp(
  `(?:\\(|\\b)(\\d{1,3}|${NUMBER_WORDS})\\s+${UNIT_NOUN}(?=\\s*(?:@|\\)|total\\b|in\\s+all\\b))`,
  'gi',
);

// "… + one 8-ft sliding glass door", "…: eight double hungs, three sliders and two casements": more counts
// after one already stated on the line.
const STATED_MORE = new RegExp(
  `(?:\\+|\\band\\b|\\bplus\\b|&|[:,;]|\\s[—–]\\s)\\s*(?:\\b(?:${NUMBER_WORDS})\\s*)?\\(?(\\d{1,3}|${NUMBER_WORDS})\\)?\\s+${ADJECTIVES}${UNIT_NOUN}\\b`,
  'gi',
);

// "… the 5 windows upstairs and the 3 downstairs": a second count of the same units, its noun left out.
const ELIDED = new RegExp(
  `^\\s*(?:[\\w'’-]+\\s+){0,3}?(?:and|plus|&)\\s+(?:the\\s+|another\\s+)?(\\d{1,3}|${NUMBER_WORDS})\\s+(?=(?:upstairs|downstairs|in|on|at|out|up|down|more|others?|inside|outside|along|across|around|over|off)\\b)`,
  'i',
);

/** Text that holds numbers but no count: phone numbers, "Page 2 of 3". Blanked before counts are read. */
const NOT_COUNTS =
  /\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b|\bpage\s+\d+\s+of\s+\d+\b|\bcounts?\s+as\s+(?:\w+\s+){0,2}/gi;

/** Words naming a part of a job: a count under such a label is that part's. */
const PART_NAME =
  /\b(?:unit|bldg|building|floor|flr|level|phase|elevation|side|apt|apartment|suite|room|bedroom|bath|kitchen|basement|attic|garage|option|alternate|area|section|wing|tier|package)\b/i;

/** A label before a colon that names a part of the job (a unit, floor, room), not the whole. */
const PART_LABEL = /^(?!.*\b(?:total|scope|project|job|summary|work|includes?|all|whole|contract)\b)[^:]{2,40}:\s*$/i;

/** A count inside another one: "including 7 in the addition", "of which 3 are …", "(7 of them …)". */
const SUB_COUNT = /\b(?:including|incl\.?|of\s+which|with|plus)\s*$/i;

const EARLIER_COUNT = new RegExp(
  `(?:\\d{1,3}|\\b(?:${NUMBER_WORDS}))\\)?\\s+(?:[\\w'’-]+\\s+){0,4}?(windows?|doors?)\\b[^.;]*$`,
  'i',
);

/**
 * A count inside a larger one: "20 windows, including 7 in the addition", "of which 3 …". The larger
 * count is the statement; the inner one is not a second count of the job.
 */
function isSubCount(before: string, match: string, noun: string): boolean {
  if (SUB_COUNT.test(before)) return true;
  if (!/^incl/i.test(match)) return false;
  const earlier = EARLIER_COUNT.exec(before);
  return Boolean(earlier && earlier[1]!.toLowerCase().slice(0, 4) === noun.slice(0, 4));
}

/**
 * Counts stated in the text. `unitLines` maps the lines already read as item lines to the kind they
 * counted: a statement there of the same kind is that item again; of the other kind it is news
 * ("Eight windows … Plus new 6' slider door").
 */
export function statedCounts(
  model: DocumentModel,
  options: Options,
  unitLines: Map<number, Set<UnitKind | 'opening'>>,
  sections: Sections,
  charges: StatedCount[] = [],
): StatedCount[] {
  const out: StatedCount[] = [];
  const lines = model.lines.filter(
    (l) =>
      !inOtherOption(options, l.index) &&
      !sections.terms.has(l.index) &&
      !sections.superseded.has(l.index) &&
      !sections.extras.has(l.index),
  );
  // Sentences run over line breaks: read each line together with the next one.
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    const raw =
      next && next.page === line.page && next.index === line.index + 1 ? `${line.text} ${next.text}` : line.text;
    const joined = raw.replace(NOT_COUNTS, (m) => ' '.repeat(m.length));
    const before = out.length;
    for (const re of [
      STATED_PAREN,
      STATED_VERB,
      STATED_AT,
      STATED_THE,
      STATED_PAIR,
      STATED_COLON,
      STATED_ONE,
      STATED_MORE,
    ]) {
      if (re === STATED_MORE && out.length === before) continue;
      re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = re.exec(joined))) {
        if (m.index >= line.text.length) break; // belongs to the next line's turn
        const raw = re === STATED_ONE ? 'one' : m[1]!;
        const elided = re === STATED_ONE ? null : ELIDED.exec(joined.slice(m.index + m[0].length));
        const count = (parseCount(raw) ?? 0) + (elided ? (parseCount(elided[1]!) ?? 0) : 0) || null;
        if (count === null || count === 0) continue;
        // "ganged as one opening", "of one casement opening" describe a unit, not the job.
        if (count === 1 && /^opening/i.test((re === STATED_ONE ? m[1] : m[2]) ?? '')) continue;
        const noun = (re === STATED_ONE ? m[1] : m[2])!.toLowerCase();
        if (isSubCount(joined.slice(Math.max(0, m.index - 60), m.index), m[0], noun)) continue;
        // "New interior casing where noted, 10 windows @ $75.00" charges a service for some units; it does not count the job.
        if (
          re === STATED_AT &&
          !/^opening/i.test(m[2]!) &&
          /^\s*@/.test(joined.slice(m.index + m[0].length)) &&
          isServiceItem(headName(joined.slice(0, m.index)))
        ) {
          charges.push({
            kind: /door/i.test(m[2]!) ? 'door' : 'window',
            count: parseCount(m[1]!) ?? 0,
            text: line.text.slice(0, 60),
            line,
          });
          continue;
        }
        // "UNIT B — 2nd floor: 3 windows + 1 entry door" counts a part of the job under its label.
        if (re === STATED_PAIR && PART_LABEL.test(joined.slice(0, m.index))) continue;
        if (
          re === STATED_COLON &&
          (PART_NAME.test(joined.slice(Math.max(0, m.index - 30), m.index)) || m.index + m[0].length > line.text.length)
        )
          continue;
        // The count's unit as an item name reads it ("(2) Casement Picture flanking the door" counts windows).
        const kind = /^opening/.test(noun)
          ? 'opening'
          : (classifyItem(m[0]) ?? (/door/.test(noun) ? 'door' : 'window'));
        const counted = unitLines.get(line.index);
        if (counted && (counted.has(kind) || counted.has('opening'))) continue;
        const at = m.index + m[0].search(/\S/) + (re === STATED_MORE ? m[0].search(/\d|\(|\b[a-z]/i) : 0);
        out.push({
          kind,
          count,
          text: `${m[0]}${elided ? elided[0].trimEnd() : ''}`
            .replace(/^[\s+&:,;]*(?:and|plus)?\s*/i, '')
            .replace(/\s+/g, ' ')
            .trim(),
          line,
          at,
        });
      }
    }
  }
  // The same statement read twice (a line and its successor) counts once.
  return out.filter(
    (s, i) => out.findIndex((o) => o.kind === s.kind && o.count === s.count && o.text === s.text) === i,
  );
}

/**
 * Openings charged for installation or a per-unit service ("Installation labor, per opening  11" is
 * windows + doors; "Exterior trim capping, per window  8" is windows).
 */
export function chargedOpenings(
  model: DocumentModel,
  tables: Table[],
): { count: number; line: Line; kind: UnitKind | 'opening' }[] {
  const out: { count: number; line: Line; kind: UnitKind | 'opening' }[] = [];
  const tableRows = new Map<number, { qty: number | null }>();
  for (const t of tables) {
    const { qty } = tableColumns(model, t);
    if (qty < 0) continue;
    for (const row of t.rows)
      tableRows.set(row.lines[0]!, { qty: row.cells[qty] ? cellInteger(row.cells[qty]!.text) : null });
  }
  for (const line of model.lines) {
    const per =
      /\bper\s+(opening|unit|window|door)\b/i.exec(line.text)?.[1]?.toLowerCase() ?? installLabourKind(line.text);
    if (!per && !/\b(?:install(?:ation)?\s+labou?r|labou?r\s+(?:to\s+)?install)\b/i.test(line.text)) continue;
    // The count: the last plain whole number on the line (a line number or code comes first, prices
    // after), else the first one written with decimals ("8.00").
    const numbers = line.cells.slice(1).filter((c) => cellInteger(c.text) !== null);
    const plain = numbers.filter((c) => !/\./.test(c.text));
    const pick = plain.at(-1) ?? numbers[0];
    const n = tableRows.get(line.index)?.qty ?? (pick ? cellInteger(pick.text) : null);
    if (n) out.push({ count: n, line, kind: per === 'window' ? 'window' : per === 'door' ? 'door' : 'opening' });
  }
  return out;
}

/** A statement counting windows, doors or openings as such, not one type of them. */
export const GENERAL_NOUN = /\b(?:windows?|doors?|openings?)\W*$/i;

/**
 * Stated counts with their breakdowns: a count followed, within a few lines, by counts that add up to
 * it ("nine (9) windows: seven (7) sliders … and two (2) awnings") is confirmed by them, and the parts
 * are not counts of the job on their own.
 */
export function breakdowns(stated: StatedCount[]): { st: StatedCount; parts: StatedCount[] }[] {
  const ordered = [...stated].sort((a, b) => a.line.index - b.line.index || (a.at ?? 0) - (b.at ?? 0));
  const parts = new Set<StatedCount>();
  const out: { st: StatedCount; parts: StatedCount[] }[] = [];
  for (let i = 0; i < ordered.length; i++) {
    const st = ordered[i]!;
    if (parts.has(st)) continue;
    let sum = 0;
    const taken: StatedCount[] = [];
    for (let j = i + 1; j < ordered.length && ordered[j]!.line.index - st.line.index <= 3 && sum < st.count; j++) {
      sum += ordered[j]!.count;
      taken.push(ordered[j]!);
    }
    const adds = taken.length >= 2 && sum === st.count;
    if (adds) for (const p of taken) parts.add(p);
    // Counts of a type right after a count of the whole ("17 windows — 9 double-hungs, 3 sliders, …") are
    // its parts even where not every part was read; they do not rival it.
    else if (GENERAL_NOUN.test(st.text) && sum <= st.count)
      for (const p of taken.filter((t) => !GENERAL_NOUN.test(t.text) && t.line.index - st.line.index <= 1))
        parts.add(p);
    out.push({ st, parts: adds ? taken : [] });
  }
  return out.filter((o) => !parts.has(o.st));
}
