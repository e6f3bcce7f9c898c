/**
 * Window and door units, as scored candidates from independent sources: item tables (a Qty column,
 * a count in the middle of a row, or one row per opening), item lines outside tables ("8 — Double
 * Hung Window", "(3) casement windows", "Slider window x 2", "Window 3 - Bedroom - …"), counts stated
 * in prose ("install eleven (11) windows", "20 windows, including 7 in the addition" is 20), and the
 * openings charged for installation. Service lines with a quantity (labour, disposal, trim) are not
 * units. The same list printed twice (a scope and a price summary) counts once; counts that disagree
 * are left to the homeowner.
 */
import { numberWordsFor, ONES, parseCount, range } from '@shared/number-words.js';
import type { Cell, DocumentModel, Line, Table } from '../document/model.js';
import { findAlternates } from './alternates.js';
import { decide, evidenceOf, rank, signal, type Candidate, type Ranked, type Signal } from './candidates.js';
import { confidenceOfRange, type Layout } from './layout.js';
import { findAmounts, repairWordOcr } from './money.js';
import { inOtherOption, type Options } from './options.js';
import {
  classifyItem,
  isServiceItem,
  mulledUnits,
  WINDOW_TYPE,
  windowKind,
  withoutWorkVerb,
  WORK_VERB,
  type UnitKind,
} from './products.js';
import type { Sections } from './sections.js';
import { THRESHOLDS } from './signals.js';

export interface UnitLine {
  line: Line;
  kind: UnitKind;
  qty: number;
  /** The product name as printed ("Double Hung Window"). */
  name: string;
  /** The rest of the line and its continuation lines: brand, material, glass. */
  description: string;
  how: string;
  /** Confirmed by arithmetic (qty × rate = amount). */
  confirmed: boolean;
  /** The line's prices imply another count than the one printed. */
  conflict?: boolean;
  confidence: number;
  /** The list the line belongs to: a table, or a column of lines on a page. */
  group: string;
  /** Where the item's name starts on the page (lists are grouped by column). */
  x: number;
  /** From a table with a quantity column. */
  fromQtyColumn?: boolean;
}

export interface StatedCount {
  kind: UnitKind | 'opening';
  count: number;
  text: string;
  line: Line;
  /** Where the statement starts in its line. */
  at?: number;
}

export interface QuantityResult {
  windows: number | null;
  doors: number | null;
  units: UnitLine[];
  stated: StatedCount[];
  notes: string[];
  uncertain: string | null;
  confidence: number;
}

/** A count in words, "one" to "forty-nine" (and "fifty"). */
const NUMBER_WORDS = `${numberWordsFor([...range(1, 20), 30, 40, 50])}|(?:${numberWordsFor([20, 30, 40])})[-\\s](?:${ONES})`;
const QTY_HEADER =
  /^(?:qty\.?|qnty|quantity|quan\.?|q'ty|units?|no\.?\s+of\s+units|count|pcs|ea|#\s+of\s+units|number)$/i;
const INDEX_HEADER =
  /^(?:#|no\.?|nos?\.|item\s*(?:#|no\.?)?|line|op(?:ening)?\s*#?|loc(?:ation)?\s*#|ref|id|mark|tag)$/i;
const AMOUNT_HEADER = /\b(?:price|amount|total|ext|extended|rate|cost|each|unit\s+price|\$)\b|\$/i;
/** A column that says where a unit goes, not what it is ("Location", "Room", "Elevation"). */
const LOCATION_HEADER =
  /^(?:loc(?:ation)?|room(?:\s*\/\s*location)?|area|elev(?:ation)?|floor|fl|level|where|opening\s+location)\b/i;
/** A totals row of counts under an item table: "Total windows  9", "Total units (twin units count as two)  9". */
const COUNT_TOTAL_ROW = /^\W{0,3}(?:sub[-\s]?)?total\s+(?:number\s+of\s+)?(windows?|doors?|units?|openings?)\b/i;

/** Terms and notes paragraphs ("Installation: …", "Warranty: …") describe the job; they carry no unit lines. */
const NOTE_LINE =
  /^\W{0,3}(?:\d{1,2}[.)]\s*)?(?:installation|removal|disposal|removal\s*&\s*disposal|warranty|payment(?:\s+terms)?|permits?|trim(?:\s*&\s*finish)?|finish|hurricane(?:\s+rating)?|structural|rot|glass|glazing|product|notes?|terms|exclusions|schedule|lead\s+time|scope|wind\/impact|inclusions)\b[^:]{0,30}:/i;

/** An integer written in a cell on its own: "8", "(8)", "8 ea", "8.00". */
function cellInteger(text: string): number | null {
  // "2", "(2)", "2.00", "2 ea", and a count with its label in the cell: "Qty: 2".
  const m = /^(?:(?:qty|quantity)\.?\s*:?\s*)?\(?(\d{1,3})(?:\.0{1,2})?\)?(?:\s*(?:ea\.?|each|pcs?|units?|x))?$/i.exec(
    text.trim(),
  );
  return m ? Number(m[1]) : null;
}

/**
 * qty × rate = amount on an item line: the largest amount is the line total, another amount the unit
 * price. Confirms a quantity that was read, or supplies one that was not.
 */
function arithmeticQty(
  text: string,
  candidate: number | null,
): { qty: number; confirmed: boolean; conflict?: boolean } | null {
  // No window or door is priced under $20: smaller "amounts" are misread specks or codes.
  const amounts = findAmounts(text)
    .map((a) => a.cents)
    .filter((c) => c >= 2000 && (candidate === null || c !== candidate * 100));
  if (amounts.length < 2) return null;
  const lineTotal = Math.max(...amounts);
  const found: number[] = [];
  for (const rate of amounts) {
    if (rate === lineTotal) continue;
    const ratio = lineTotal / rate;
    const n = Math.round(ratio);
    if (n >= 2 && n <= 200 && Math.abs(ratio - n) < 0.0005) found.push(n);
  }
  if (candidate !== null && found.includes(candidate)) return { qty: candidate, confirmed: true };
  if (candidate === 1 && amounts.filter((a) => a === lineTotal).length >= 2) return { qty: 1, confirmed: true };
  if (candidate === null && found.length === 1) return { qty: found[0]!, confirmed: true };
  if (candidate === null && found.length === 0 && amounts.filter((a) => a === lineTotal).length >= 2)
    return { qty: 1, confirmed: true };
  // The prices say another count than the one printed: one of the numbers was misread.
  if (candidate !== null && found.length === 1 && amounts.length === 2)
    return { qty: found[0]!, confirmed: false, conflict: true };
  return null;
}

/** A cell that holds only an amount ("$1,632.00", "9,792.00"). */
function isAmountCell(text: string): boolean {
  const amounts = findAmounts(text);
  return amounts.length > 0 && text.replace(/[$\s,.()\d-]/g, '') === '';
}

/**
 * An item named by its work first, as quoting apps do ("Window Install - Double Hung (Vinyl)",
 * "Door Replacement: Sliding Patio 6'0\""): the unit is what follows the dash.
 */
function appItemName(text: string): string {
  const m = /^\s*(windows?|doors?)\s+(?:install(?:ation)?|replacement|replace)\s*[-–—:]\s*(.+)$/i.exec(text);
  return m ? `${m[2]!.replace(/\s*[(,].*$/, '')} ${m[1]}` : text;
}

/** Words before a dash that are work, an option or a place, not a maker's line ("INSTALL - PREHUNG ENTRY DOOR", "OPTIONAL - storm door"). */
const NOT_A_MAKER =
  /\b(?:install\w*|labou?r|remov\w*|replace\w*|optional|options?|alternates?|add|deduct|upgrades?|credit|allowance|excluded|declined|phase|room|bedroom|kitchen|bath\w*|living|dining|family|hall|basement|garage|front|rear|back|side|level|floor|unit|line|item|#?\d+)\b/i;

/** The product name at the start of a text: up to a colon, dash, "@", comma, parenthesis or "with". */
function headName(text: string): string {
  // A word in brackets inside the name ("Garage entry (service) door") does not end it.
  text = appItemName(text).replace(/\s*\((?=[^)]*[A-Za-z])[^()\d]{1,20}\)(?=\s+[A-Za-z])/g, '');
  let cut = (text.split(/\s*(?::|\s[—–-]\s|@|,|\(|\bwith\b|\s{2,}|=|\.{3,}|…)\s*/)[0] ?? text).replace(
    REVISION_MARK,
    '',
  );
  // A maker's line, then the unit after a dash ("Milgard Tuscany — Double hung"): the name runs on to the unit.
  const dashed = /^(.{2,40}?)\s+[—–-]\s+([^,:(@]{3,40})/.exec(text);
  if (
    dashed &&
    dashed[1] === cut &&
    !classifyItem(cut) &&
    !NOT_A_MAKER.test(cut) &&
    classifyItem(dashed[2]!.split(/\s{2,}/)[0]!)
  )
    cut = `${cut} ${dashed[2]!.split(/\s{2,}/)[0]!.trim()}`;
  // Eight words, not counting sizes ("36\" x 81\" Larson Secure Elegance full-view storm door").
  const words = cut.split(/\s+/);
  let kept = 0;
  let n = 0;
  while (n < words.length && kept < 8) if (!/^(?:[\d/.'"″”-]+|x|×)$/i.test(words[n++]!)) kept++;
  return words.slice(0, n).join(' ').trim();
}

/** Columns of a table: its quantity column, an index column ("#", "Op #"), and the amount columns. */
interface TableRoles {
  qty: number;
  index: Set<number>;
  amounts: Set<number>;
  location: Set<number>;
  /** The column that names the units, or -1. */
  name: number;
}

function tableColumns(model: DocumentModel, table: Table): TableRoles {
  const headers = table.columns.map((c) => (c.header ?? '').trim());
  const qty = headers.findIndex((h) => QTY_HEADER.test(h));
  const index = new Set<number>();
  table.columns.forEach((_, i) => {
    if (i === qty) return;
    const values = table.rows.map((r) => (r.cells[i] ? cellInteger(r.cells[i]!.text) : null));
    const filled = table.rows.filter((r) => r.cells[i]).length;
    // An index column ("#", "Item", "Op #") holds numbers; numbers counting up row by row (1, 2, 3 …) are
    // an index whatever the header says.
    if (INDEX_HEADER.test(headers[i]!) && filled > 0 && values.filter((v) => v !== null).length * 2 >= filled)
      index.add(i);
    if (values.length >= 3 && values.every((v, k) => v === k + 1)) index.add(i);
  });
  const amounts = new Set(headers.map((h, i) => (AMOUNT_HEADER.test(h) && i !== qty ? i : -1)).filter((i) => i >= 0));
  const location = new Set(headers.map((h, i) => (LOCATION_HEADER.test(h) ? i : -1)).filter((i) => i >= 0));
  // The column that names the units: the one whose cells most often name a window or a door.
  let name = -1;
  let most = 0;
  table.columns.forEach((_, i) => {
    if (i === qty || index.has(i) || amounts.has(i) || location.has(i)) return;
    const named = table.rows.filter(
      (r) => r.cells[i] && classifyItem(headName(withoutWorkVerb(firstLineOf(model, r.cells[i]!)))),
    ).length;
    if (named > most) [name, most] = [i, named];
  });
  return { qty, index, amounts, location, name };
}

/** A table cell as printed on its row's first line (a description may wrap onto the next). */
function firstLineOf(model: DocumentModel, cell: { spans: { line: number; start: number; end: number }[] }): string {
  const first = cell.spans[0]!;
  return model.lines[first.line]!.text.slice(first.start, first.end);
}

function tableUnits(
  model: DocumentModel,
  table: Table,
  options: Options,
  unreadable: Line[],
  totals: StatedCount[],
): UnitLine[] {
  const units: UnitLine[] = [];
  const cols = tableColumns(model, table);
  const group = `table:${table.index}`;
  // A table headed as labour ("Labor | Qty | Rate") prices the work on units listed elsewhere.
  // (A "Labor" column of amounts beside "Parts" is not that.)
  if (
    table.columns.some(
      (c, i) =>
        LABOR_HEADER.test((c.header ?? '').trim()) &&
        !cols.amounts.has(i) &&
        table.rows.some((r) => r.cells[i] && !isAmountCell(r.cells[i]!.text)),
    )
  )
    return units;
  for (const row of table.rows) {
    const line = model.lines[row.lines[0]!]!;
    if (inOtherOption(options, line.index)) continue;
    // A line struck from a revised quote ("… REMOVED", "Deleted", "Void") is not part of the job, nor is
    // a repair of a unit or the labour of installing it.
    if (row.lines.some((k) => STRUCK.test(model.lines[k]!.text))) continue;
    const rowWords = row.cells
      .filter((c, i) => c && i !== -1)
      .map((c) => c!.text)
      .join(' ');
    if (NOT_A_NEW_UNIT.test(rowWords.replace(/^\S{1,4}\s+/, '')) && !namesNewUnit(rowWords)) continue;
    // "Total windows  9" under the table states the count; it is not a unit line.
    const total = COUNT_TOTAL_ROW.exec(line.text);
    if (total) {
      const n =
        (cols.qty >= 0 && row.cells[cols.qty] ? cellInteger(row.cells[cols.qty]!.text) : null) ??
        line.cells.map((c) => cellInteger(c.text)).find((v): v is number => v !== null) ??
        null;
      const noun = total[1]!.toLowerCase();
      if (n)
        totals.push({
          kind: /^window/.test(noun) ? 'window' : /^door/.test(noun) ? 'door' : 'opening',
          count: n,
          text: line.text.replace(/\s+/g, ' ').trim(),
          line,
        });
      continue;
    }
    // Each cell as printed on the row's first line (its name), and in full (with a wrapped description).
    const cells = row.cells
      .map((c, i) => {
        if (!c) return null;
        const first = c.spans[0]!;
        const head = model.lines[first.line]!.text.slice(first.start, first.end);
        return { ...c, i, full: c.text, text: model.ocr ? repairWordOcr(head) : head };
      })
      .filter((c): c is NonNullable<typeof c> => c !== null);
    const rowText = row.lines.map((k) => model.lines[k]!.text).join('  ');
    const textCells = cells.filter(
      (c) =>
        c.i !== cols.qty &&
        !cols.index.has(c.i) &&
        !cols.location.has(c.i) &&
        (/[A-Za-z]{3}/.test(c.text) || classifyItem(c.text) !== null) &&
        !isAmountCell(c.text),
    );
    const qtyCell = cols.qty >= 0 ? cells.find((c) => c.i === cols.qty) : undefined;
    const priced = findAmounts(line.text).length > 0;
    // A type column of codes ("TY: CS / DH / SL / PD") names the unit when nothing else does.
    const codeCell = cells.find(
      (c) => TYPE_HEADER.test((table.columns[c.i]?.header ?? '').trim()) && TYPE_CODES[c.text.trim().toUpperCase()],
    );
    if (textCells.length === 0 && !codeCell && !cells.some((c) => cols.location.has(c.i) && placeNamesUnit(c.text))) {
      if (qtyCell && model.ocr && priced) unreadable.push(line);
      continue;
    }
    // A row that starts with a service is a service ("Installation Labor | Insert (pocket) installation, per opening | 7").
    const first = textCells[0]?.text ?? '';
    if (isServiceItem(headName(withoutWorkVerb(first)))) continue;
    // A row that sums a section ("Section total  $2,500.00") is no unit, whatever heading it was read with.
    if (TOTAL_LINE.test(first)) continue;
    // "Existing | Orig. wood DH w/ alum. storms": what is there now, not a unit to put in.
    if (EXISTING.test(first)) continue;
    const named = (c: (typeof cells)[number]) =>
      classifyItem(headName(withoutWorkVerb(c.text))) !== null ||
      classifyItem(headName(withoutWorkVerb(c.full))) !== null;
    // Else the location may name it ("Front Door | ENTRY | 36 x 80 | 1").
    const nameCell =
      textCells.find((c) => c.i === cols.name && named(c)) ??
      textCells.find(named) ??
      codeCell ??
      cells.find((c) => cols.location.has(c.i) && placeNamesUnit(c.text));
    if (!nameCell) {
      // OCR: a priced row with a count that names nothing readable may be a lost unit.
      if (model.ocr && qtyCell && priced && !textCells.some((c) => isServiceItem(headName(c.text))))
        unreadable.push(line);
      continue;
    }
    // A name wrapped onto the next line ("2-Panel Sliding Patio" / "Door (XO)") is read whole.
    // (A footnote run into the last row is no part of its name: "Twin mark is one mulled assembly …".)
    const wrapped = headName(withoutWorkVerb(nameCell.full));
    const head = headName(withoutWorkVerb(nameCell.text));
    const runOn = nameCell.full.slice(nameCell.text.length).trim();
    const continued = wrapped.length > head.length && !(/[.!?]$/.test(runOn) && runOn.split(/\s+/).length > 6);
    const name = continued && classifyItem(wrapped) ? wrapped : head;
    const kind = classifyItem(name) ?? TYPE_CODES[name.trim().toUpperCase()]!;
    // A charge per unit ("Interior trim package …, per window") is a service whatever it names; a row
    // summing the units ("10 windows + 1 patio door") restates them.
    if (isServiceItem(name) || /\bper\s+(?:opening|window|door|unit)\b/i.test(nameCell.full)) continue;
    // "Windows, product (9 openings)": a row summing the units above it.
    // (A mulled assembly's "(2 units)" counts its own units: "Twin double hung, factory mulled (2 units)".)
    if (/\(\s*\d{1,3}\s+(?:openings?|windows?|doors?|units?)\s*\)/i.test(nameCell.full) && mulledUnits(name) === 1)
      continue;
    if ((nameCell.text.match(MENTION) ?? []).length >= 2) continue;
    let qty = qtyCell ? cellInteger(qtyCell.text) : null;
    let how = 'Qty column';
    // A price read into the Qty column (a photo's columns slipped) is no count.
    if (qty !== null && qty > (classifyItem(name) === 'door' ? MOST_DOORS_PER_LINE : MOST_PER_LINE)) {
      if (model.ocr) unreadable.push(line);
      continue;
    }
    const trailing = qty === null && cols.qty < 0 ? TRAILING.exec(nameCell.text.slice(name.length)) : null;
    if (trailing) {
      qty = Number(trailing[1] ?? trailing[2] ?? trailing[3] ?? trailing[4] ?? trailing[5]);
      how = 'count after the item';
    }
    if (qty === null && cols.qty >= 0 && !qtyCell && /\d\s*["”']|\d\s*[x×]\s*\d/.test(rowText)) {
      // A per-opening sheet leaves Qty blank on rows that are one sized opening each.
      qty = 1;
      how = 'one row per opening';
    }
    if (qty === null && cols.qty < 0) {
      // No quantity column: a lone whole number in the row is its count, else the row is one opening.
      // Several numbers, or numbers under a size header ("Width", "UI", "Bracket"), are measurements.
      const numbers = cells.filter(
        (c) => c !== nameCell && !cols.index.has(c.i) && !cols.amounts.has(c.i) && cellInteger(c.text) !== null,
      );
      const lone =
        numbers.length === 1 &&
        !DIMENSION_HEADER.test((table.columns[numbers[0]!.i]?.header ?? '').trim()) &&
        cellInteger(numbers[0]!.text)! <= MOST_PER_LINE
          ? numbers[0]
          : undefined;
      if (lone) {
        qty = cellInteger(lone.text);
        how = 'count in the row';
      } else if (priced || /\d\s*["”']|\d\s*[x×]\s*\d/.test(rowText)) {
        qty = 1;
        how = 'one row per opening';
      }
    }
    const withoutQty = qtyCell
      ? line.text.slice(0, qtyCell.spans[0]!.start) +
        ' '.repeat(qtyCell.text.length) +
        line.text.slice(qtyCell.spans[0]!.start + qtyCell.text.length)
      : line.text;
    const arithmetic = arithmeticQty(withoutQty, how === 'one row per opening' ? null : qty);
    if (qty === null && arithmetic) {
      qty = arithmetic.qty;
      how = 'rate × quantity = amount';
    }
    if (qty === null && model.ocr && cells.some((c) => c.i > nameCell.i && MISREAD_COUNT.test(c.text.trim()))) {
      // "Double hung  €": a count the photo turned into a speck.
      unreadable.push(line);
      continue;
    }
    if (qty === null || qty === 0) continue;
    const rest = cells
      .filter((c) => c !== nameCell && c !== qtyCell && !isAmountCell(c.text))
      .map((c) => c.full)
      .join(' ');
    units.push({
      line,
      kind,
      qty: qty * mulledUnits(continued ? nameCell.full : nameCell.text),
      name,
      description: `${nameCell.full.slice(name.length)} ${rest}`.replace(/\s+/g, ' ').trim(),
      how,
      confirmed: Boolean(arithmetic?.confirmed) && how !== 'one row per opening',
      conflict: how !== 'one row per opening' && Boolean(arithmetic?.conflict),
      confidence:
        qtyCell && model.ocr
          ? confidenceOfRange(line, qtyCell.spans[0]!.start, qtyCell.spans[0]!.end)
          : model.ocr
            ? line.confidence
            : 100,
      group,
      x: table.columns[nameCell.i]?.x0 ?? line.bbox.x0,
      fromQtyColumn: Boolean(qtyCell),
    });
  }
  return units;
}

// "8 — Double Hung Window", "• 2 IMPACT SLIDING GLASS DOOR - …", "(3) casement windows", "3x casement", "Qty 3 casement",
// "three (3) picture windows".
const LEADING = new RegExp(
  `^\\W{0,3}(?:qty\\.?\\s*:?\\s*|(?:${NUMBER_WORDS})\\s+)?\\(?(\\d{1,3})\\)?\\s*(?:x|×|pcs\\.?|ea\\.?|units?\\s+of|[—–-]|:)?\\s+(?=[A-Za-z(]|\\d[-~–\\s]?(?:lite|panel|pane|light|sash)\\b|\\d{1,2}\\s?(?:'|’|ft\\b|foot\\b)(?:-\\d{1,2}\\"?)?\\s+[A-Za-z])`,
  'i',
);
const LEADING_WORD = new RegExp(`^\\W{0,3}(${NUMBER_WORDS}|(?:a\\s+)?pair\\s+of)\\s+(?=[A-Za-z])`, 'i');
// "Double hung window x 3", "… (qty 3)", "… Qty: 3", "… 3 ea", "… - 3 units", "Double hung windows (3)".
/** A location that is the unit itself: "Front Door", "Patio slider" (not "Patio door: sill pan, flashing"). */
function placeNamesUnit(text: string): boolean {
  const t = text.trim();
  return t.split(/\s+/).length <= 3 && !/[:,]/.test(t) && classifyItem(t) !== null && !isServiceItem(t);
}

/**
 * A row of an opening schedule with no count: the unit type in a cell of its own after the location
 * ("Double hung", "Slider, 2-lite"), one price, and no option or service words.
 */
function typeCellPriced(line: Line, name: string, text: string): boolean {
  if (line.cells.length < 3) return false;
  const cell = line.cells.find((c) => c !== line.cells[0] && c.text.startsWith(name));
  const type = WINDOW_TYPE.test(name)
    ? name.split(/\s+/).length <= 3
    : classifyItem(name) === 'door' && name.split(/\s+/).length <= 5;
  if (!cell || !type) return false;
  const amounts = findAmounts(text);
  if (amounts.length !== 1 || amounts[0]!.cents < 10000) return false;
  if (
    isServiceItem(line.cells[0]!.text) ||
    /\b(?:option|upgrade|add|alternate|grids?|credit|discount)\b/i.test(line.cells[0]!.text)
  )
    return false;
  return !line.cells.some((c) => cellInteger(c.text) !== null);
}

/** A line that sums units or prices: "Total", "Subtotal", "Section total", "Room total". */
const TOTAL_LINE = /^\W{0,3}(?:(?:sub|section|room|area|floor|group)[-\s]?)?total\b/i;

/** A table's type column ("TY", "Type", "Style", "Code"). */
const TYPE_HEADER = /^(?:ty|typ|type|style|code|unit\s+type|prod(?:uct)?\s+type)\.?$/i;
/** Unit type codes an order or price sheet prints in its type column. */
const TYPE_CODES: Record<string, UnitKind> = {
  DH: 'window',
  SH: 'window',
  HR: 'window',
  CS: 'window',
  CSMT: 'window',
  CAS: 'window',
  SL: 'window',
  SLD: 'window',
  SLDR: 'window',
  HS: 'window',
  PW: 'window',
  PIC: 'window',
  FX: 'window',
  AW: 'window',
  AWN: 'window',
  HP: 'window',
  HOP: 'window',
  BAY: 'window',
  BOW: 'window',
  GW: 'window',
  PD: 'door',
  SGD: 'door',
  PTD: 'door',
  ED: 'door',
  ENT: 'door',
  FD: 'door',
  STD: 'door',
};

const TRAILING =
  /(?:(?<![\d"'”°]\s*)(?:\bx|×)\s*(\d{1,3})\b(?!\s*["'”°]|\s*(?:in|ft|mm)\b|[-/.]\d|\s+\d\/\d)|\bqty\.?\s*:?\s*(\d{1,3})\b|\bquantity\s*:?\s*(\d{1,3})\b|\b(\d{1,3})\s*(?:ea\.?|each|pcs|units?)\b(?!\s+of\b)|\((\d{1,3})\)(?!\s*(?:["”']|in\b|ft\b)))/i;

// "Window 1 - Kitchen - Casement - 24x36 - $780.00", "W3: Bedroom double hung", "Door #2 – French door": one unit per line.
const ENUMERATED =
  /^\W{0,3}(window|win|w|door|dr|d|opening|unit|item|line|location|loc|#)\s*#?\s*(\d{1,3})(?:\s*[:.)\-–—])?\s+/i;
const DIMENSION = /\b\d{1,3}(?:[-\s]\d\/\d)?(?:\s*(?:["”]|in\.?))?\s*[x×]\s*\d{1,3}\b/i;

function enumeratedUnit(model: DocumentModel, line: Line, group: string): UnitLine | null {
  const m = ENUMERATED.exec(line.text);
  if (!m) return null;
  const rest = line.text.slice(m[0].length);
  const head = m[1]!.toLowerCase();
  const prefixKind = /^(?:window|win|w)$/.test(head) ? 'window' : /^(?:door|dr|d)$/.test(head) ? 'door' : null;
  const labelled = /(?:^|\s)(?:qty|quantity)\.?\s*:?\s*(\d{1,3})\b/i.exec(rest);
  const name = rest
    .slice(0, labelled?.index ?? rest.length)
    .split(/\s*(?:@|=|\$)|\s{2,}/)[0]!
    .replace(/[\s\-–—:,]+$/, '')
    .trim();
  const kind = classifyItem(name) ?? prefixKind;
  if (!kind || isServiceItem(name)) return null;
  // An enumerated line is a unit when it is priced or sized like one.
  if (findAmounts(line.text).length === 0 && !DIMENSION.test(line.text)) return null;
  // A schedule mark ("W1 … 2") covers as many units as the whole number in its last cell.
  const last = line.cells.length > 2 ? cellInteger(line.cells.at(-1)!.text) : null;
  // "Line 1  Double Hung  Qty: 3  …": the count the line labels.
  const qty = labelled ? Number(labelled[1]) : last !== null && last >= 1 && last <= 50 ? last : 1;
  if (qty === 0) return null;
  return {
    line,
    kind,
    qty,
    name,
    description: '',
    how: labelled ? 'Qty on a numbered line' : qty > 1 ? 'count on a numbered line' : 'one numbered opening',
    confirmed: false,
    confidence: model.ocr ? line.confidence : 100,
    group,
    x: line.cells[0]?.x0 ?? line.bbox.x0,
  };
}

/**
 * The parts of a line that each name an item: the line itself, or — where two columns of a layout
 * run side by side ("(2) Awning Window    Hinged French Patio Door (1)") — each run of cells that
 * starts with a name of its own.
 */
/** A line without a first cell that is only a mark ("=", "»", "~": a bullet or a speck a photo read as one). */
function withoutMarkCell(line: Line): Line {
  const first = line.cells[0];
  // (Bullets stay: a bullet line is read as a list item.)
  if (!first || line.cells.length < 2 || !/^[^\p{L}\p{N}$(•*\-–—]{1,2}$/u.test(first.text.trim())) return line;
  const from = line.cells[1]!.start;
  return {
    ...line,
    text: line.text.slice(from),
    cells: line.cells.slice(1).map((c) => ({ ...c, start: c.start - from })),
    words: line.words.filter((w) => w.bbox.x0 >= line.cells[1]!.x0 - 0.5),
  };
}

/** A line that changes a price rather than priced a unit: "Patio door (6′ slider)  Buy-today discount (20%)  - 4,070.00". */
const PRICE_CHANGE = /\b(?:discount|savings?|save|credit|rebate|promo(?:tion)?|less)\b/i;

/** Words of a fault or repair on a unit that stays in place. */
const UNIT_STAYS =
  /\b(?:fogged|worn|broken|cracked|stays|remains?|to\s+remain|reglaz\w*|re-?glaz\w*|covered\s+(?:by|under)|warranty\s+claim|repair(?:ed|s)?)\b/i;

/** A location that starts with where it is ("Beside front door", "Over tub") names no item. */
const PLACE_FIRST = /^\s*(?:beside|next\s+to|over|above|under|below|near|by|left\s+of|right\s+of|off)\b/i;

function itemParts(line: Line): Line[] {
  const listed = countedList(line);
  if (listed) return listed;
  const starts = line.cells
    .map((c, i) =>
      i === 0 || (classifyItem(headName(c.text.replace(/^\(?\d{1,3}\)?\s*/, ''))) && !isAmountCell(c.text)) ? i : -1,
    )
    .filter((i) => i >= 0);
  if (starts.length < 2 || starts.filter((i) => i > 0).length === 0) return [line];
  const named = starts.filter(
    (i) =>
      classifyItem(headName(line.cells[i]!.text.replace(/^\(?\d{1,3}\)?\s*/, ''))) &&
      !PLACE_FIRST.test(line.cells[i]!.text),
  );
  if (named.length < 2) return [line];
  return named.map((from, k) => {
    const cells = line.cells.slice(from, named[k + 1] ?? line.cells.length);
    const text = line.text.slice(cells[0]!.start, cells.at(-1)!.start + cells.at(-1)!.text.length);
    const words = line.words.filter((w) => w.bbox.x0 >= cells[0]!.x0 - 0.5 && w.bbox.x1 <= cells.at(-1)!.x1 + 0.5);
    return {
      ...line,
      text,
      words,
      cells: cells.map((c) => ({ ...c, start: c.start - cells[0]!.start })),
      bbox: { ...line.bbox, x0: cells[0]!.x0, x1: cells.at(-1)!.x1 },
    };
  });
}

/**
 * A line listing counted units one after another ("five double hung, two sliders", "4 casements and
 * 2 awnings"): each is an item of its own. Every part must start with a count and name a unit.
 */
function countedList(line: Line): Line[] | null {
  // The first cell, where the line is an item with its prices beside it ("9 windows + patio door, installed   $9,135.00").
  const first = line.cells[0];
  if (
    !first ||
    findAmounts(first.text).length ||
    (line.cells.length > 1 && !line.cells.slice(1).every((c) => isAmountCell(c.text)))
  )
    return null;
  const body = first.text
    .replace(/^[\s•*\-–—]+/, '')
    .replace(/,?\s+(?:installed|supplied\s+and\s+installed|complete)\s*$/i, '');
  const parts = body.split(/\s*(?:,|;|\+|&|\band\b)\s*/).filter((p) => p.trim());
  if (parts.length < 2) return null;
  const counted = new RegExp(`^(?:\\(?\\d{1,3}\\)?|${NUMBER_WORDS})\\s+`, 'i');
  // A part with no count names one unit in the singular ("+ patio door"); at least one part is counted.
  const single = (p: string) => /\b(?:window|door|slider)$/i.test(p.trim()) && p.split(/\s+/).length <= 4;
  const ok = (p: string) =>
    p.split(/\s+/).length <= 5 &&
    (counted.test(p) ? classifyItem(p.replace(counted, '')) !== null : single(p) && classifyItem(p) !== null);
  if (!parts.every(ok) || !parts.some((p) => counted.test(p))) return null;
  return parts.map((part) => {
    const text = counted.test(part) ? part : `1 ${part.trim()}`;
    return { ...line, text, cells: [{ ...first, text, start: 0 }] };
  });
}

/** A line's leading whole number, where it stands as a cell of its own ("2   Storm door — front entry   $685.00"). */
function leadingNumber(line: Line): number | null {
  const first = line.cells[0]?.text.trim() ?? '';
  return line.cells.length >= 2 && /^\d{1,2}\.?$/.test(first) ? Number(first.replace('.', '')) : null;
}

/**
 * Lines numbered 1, 2, 3 … in reading order: a list's running numbers (a table's "#" column that was
 * not found as a table, as often from a photo), not counts. A few numbers may be missing (an unreadable
 * line); a run needs at least three lines starting at 0 or 1, or four starting at 2.
 */
export function runningNumbers(lines: Line[]): Set<number> {
  const out = new Set<number>();
  let run: Line[] = [];
  let last = -1;
  const close = () => {
    // Starting at 2 (the first number unreadable) takes one more line to be sure.
    const first = run[0] ? leadingNumber(run[0])! : 0;
    if (run.length >= (first <= 1 ? 3 : 4)) for (const l of run) out.add(l.index);
    run = [];
  };
  for (const line of lines) {
    const n = leadingNumber(line);
    if (n === null) continue;
    if (run.length && n > last && n <= last + 3) {
      run.push(line);
      last = n;
      continue;
    }
    close();
    if (n <= 2) {
      run = [line];
      last = n;
    }
  }
  close();
  return out;
}

function withoutRunningNumber(line: Line): Line {
  const first = line.cells[0]!;
  const blank = ' '.repeat(first.text.length);
  return {
    ...line,
    text: line.text.slice(0, first.start) + blank + line.text.slice(first.start + first.text.length),
    cells: line.cells.slice(1),
  };
}

/**
 * Item lines grouped into lists by the column they stand in: items whose names start at about the
 * same x (within a few characters) on the same page are one list.
 */
function inColumns(units: UnitLine[]): UnitLine[] {
  const sorted = [...units].sort((a, b) => a.line.page - b.line.page || a.x - b.x);
  let group = 0;
  return sorted.map((u, i) => {
    const prev = sorted[i - 1];
    if (!prev || prev.line.page !== u.line.page || u.x - prev.x > 2.5 * u.line.size) group++;
    return { ...u, group: `list:${u.line.page}:${group}` };
  });
}

/**
 * A priced item whose first line names no unit, continued on the line under its description:
 * "THERMA-TRU BENCHMARK FIBERGLASS 6-PANEL  1  1,324.00" over "36 X 80 LH INSWING PREHUNG 4-9/16 JAMB".
 */
function continuedItem(model: DocumentModel, line: Line, text: string): { kind: UnitKind; cell: Cell } | null {
  if (!findAmounts(text).length) return null;
  const next = model.lines[line.index + 1];
  if (!next || next.page !== line.page || findAmounts(next.text).length || next.bbox.y0 - line.bbox.y1 > line.size)
    return null;
  const description = line.cells
    .filter((c) => /[A-Za-z]{3}/.test(c.text) && !isAmountCell(c.text))
    .sort((a, b) => b.text.length - a.text.length)[0];
  if (
    !description ||
    /:/.test(description.text) ||
    isServiceItem(headName(description.text)) ||
    Math.abs(next.bbox.x0 - description.x0) > 2 * line.size
  )
    return null;
  // An item row has its count in a cell of its own; the line under it is no item or label of its own.
  if (
    !line.cells.some(
      (c) => c !== description && cellInteger(c.text) !== null && !isAmountCell(c.text.replace(/^\d+$/, 'x')),
    )
  )
    return null;
  if (/^\W*\d{1,3}\s+[A-Za-z]{3}|^[^:]{1,24}:|^\W*(?:for|to|at|on|with|fits?|match\w*|in)\b/i.test(next.text))
    return null;
  const kind = classifyItem(next.text);
  return kind ? { kind, cell: description } : null;
}

/**
 * An item card: the unit and its amount on one line, its count a line or two under it ("Bedroom 2 ·
 * Casement  $1,920.00" … "Qty 2 × $960.00"). Where a rate is printed, count × rate must be the amount.
 */
function cardCount(model: DocumentModel, line: Line, name: string): { qty: number; confirmed: boolean } | null {
  const at = line.cells.findIndex((c) => c.text.includes(name.split(' ')[0]!));
  const amountCell = line.cells.slice(at + 1).find((c) => isAmountCell(c.text));
  if (at < 0 || !amountCell) return null;
  const amount = findAmounts(amountCell.text)[0]!.cents;
  // The card's column: from its name to its amount (a summary panel beside it is another column).
  const x0 = line.cells[at]!.x0 - line.height;
  const x1 = amountCell.x1 + line.height;
  for (let k = line.index + 1, seen = 0; k <= line.index + 8 && seen < 4; k++) {
    const next = model.lines[k];
    if (!next || next.page !== line.page) return null;
    const text = next.cells
      .filter((c) => (c.x0 + c.x1) / 2 >= x0 && (c.x0 + c.x1) / 2 <= x1)
      .map((c) => c.text)
      .join('  ');
    if (!text) continue;
    seen++;
    // "Qty 2 × $960.00"; a photo reads the sign as "«", "»" or nothing.
    const m =
      /^\W{0,3}(?:qty|quantity)\.?\s*:?\s*(\d{1,3})\b(?:\s*[^\w\s$]?\s*(\$\s?[\d,]+(?:\.\d{2})?|[\d,]+\.\d{2}))?/i.exec(
        text,
      );
    // The next item's line (priced) ends the card.
    if (!m && findAmounts(text).length) return null;
    if (!m) continue;
    const qty = Number(m[1]);
    const rate = m[2] ? findAmounts(m[2].startsWith('$') ? m[2] : `$${m[2]}`)[0]?.cents : undefined;
    // A rate that does not multiply out leaves the count unconfirmed (a digit of one or the other misread).
    return qty > 0 ? { qty, confirmed: rate !== undefined && qty * rate === amount } : null;
  }
  return null;
}

function listUnit(model: DocumentModel, line: Line, group: string): UnitLine | null {
  // "Total 9 windows + 1 door" sums the units; it is not one ("Section total", "Room total" neither).
  if (TOTAL_LINE.test(line.text)) return null;
  if (STRUCK.test(line.text) || (NOT_A_NEW_UNIT.test(line.text) && !namesNewUnit(line.text))) return null;
  let x = line.cells[0]?.x0 ?? line.bbox.x0;
  const text = model.ocr ? repairWordOcr(line.text) : line.text;
  if (NOTE_LINE.test(text)) return null;
  if (EXISTING.test(text.replace(/^[\s•*\-–—]+/, ''))) return null;
  const enumerated = enumeratedUnit(model, line, group);
  if (enumerated) return enumerated;
  let qty: number | null = null;
  // A list index ("1.", "2)", "04") numbers the lines; it is not a count.
  const index = /^\s*(?:\d{1,2}[.)]|0\d)\s+(?=\S)/.exec(text);
  // A line naming several counted units is a sentence breaking a count down, not one item line.
  if ((text.match(MENTION) ?? []).length >= 2) return null;
  let body = index ? text.slice(index[0].length) : text;
  // "- Kitchen: 1 slider over the sink": a room label before the item; "Replace 3 …": the work before it.
  const label = /^[\s•*\-–—~»°+=·>]*([A-Za-z][A-Za-z /'&.-]{1,24}):\s+(?=\S)/.exec(body);
  if (label && !classifyItem(label[1]!)) body = body.slice(label[0].length);
  body = body.replace(/^[\s•*\-–—]+/, '');
  // A size first ("36 X 80 LH INSWING PREHUNG") is no count.
  body = body.replace(
    /^\d{1,3}(?:[-\s]\d{1,2}\/\d{1,2})?(?:\s*(?:"|”|''|in\.?))?\s*[xX×]\s*\d{1,3}(?:[-\s]\d{1,2}\/\d{1,2})?(?:\s*(?:"|”|in\b\.?))?[.,;:]?\s+/,
    '',
  );
  const verb = WORK_VERB.exec(body);
  if (verb) {
    // "Replace eight (8) windows, including …" states the job's count (read with the stated counts);
    // "Replace back storm door  $525" is an item named by its work.
    // A priced line is an item however it is worded ("2. Replace 2 back bedroom windows   $1,664.00").
    if (new RegExp(`^${NUM}\\s`, 'i').test(body.slice(verb[0].length)) && findAmounts(text).length === 0) return null;
    body = body.slice(verb[0].length);
  }
  const offset = text.length - body.length;
  let rest = body;
  let how = 'count before the item';
  let at = 0;
  const lead = LEADING.exec(body);
  const leadWord = lead ? null : LEADING_WORD.exec(body);
  if (lead) {
    qty = Number(lead[1]);
    rest = body.slice(lead[0].length);
    at = offset + body.indexOf(lead[1]!);
  } else if (leadWord) {
    qty = /pair/i.test(leadWord[1]!) ? 2 : parseCount(leadWord[1]!);
    rest = body.slice(leadWord[0].length);
  }
  let name = headName(rest.replace(/^[\s\-–—:•*]+/, ''));
  // A location that starts with where it is ("Beside front door", "Over tub") names no item.
  const placeFirst = PLACE_FIRST.test(name);
  if ((!classifyItem(name) || placeFirst) && line.cells.length >= 2) {
    // "01  1044-369  ANDERSEN 100 SERIES DOUBLE HUNG  2  749.97  1,499.94": the item is a later cell.
    const cell = line.cells.find(
      (c) =>
        classifyItem(headName(withoutWorkVerb(c.text))) &&
        !isAmountCell(c.text) &&
        !(placeFirst && c === line.cells[0]),
    );
    if (cell) {
      name = headName(withoutWorkVerb(cell.text));
      rest = line.text.slice(line.text.indexOf(cell.text) + cell.text.indexOf(name));
      // The item sits in its own column (a price summary beside a paragraph): it belongs to that column's list.
      x = cell.x0;
    }
  }
  // "Bedroom 2 - Casement  $1,920.00": the room before the dash, the unit after it.
  if (!classifyItem(name) && !/\b(?:option|alternate|package|tier|choice|level|phase|good|better|best)\b/i.test(name)) {
    const after = /^\s*[—–-]\s+([^,$(]{3,40}?)(?=\s{2,}|,|\s*\$|$)/.exec(rest.slice(rest.indexOf(name) + name.length));
    if (after && classifyItem(after[1]!) && after[1]!.split(/\s+/).length <= 4) name = `${name} · ${after[1]!.trim()}`;
  }
  let kind = classifyItem(name);
  const continued = kind ? null : continuedItem(model, line, text);
  if (continued) {
    kind = continued.kind;
    name = headName(continued.cell.text);
    rest = line.text.slice(continued.cell.start);
    x = continued.cell.x0;
  }
  if (!kind || isServiceItem(name)) return null;
  // "HOME WINDOWS & PATIO DOORS": a trade's categories (a tagline), not an item.
  if (/\bwindows\b.*(?:&|\band\b|\+).*\bdoors\b|\bdoors\b.*(?:&|\band\b|\+).*\bwindows\b/i.test(name)) return null;
  // A sentence, not an item: "windows and one (1) door as follows".
  if (
    qty === null &&
    /\b(?:and|or|as|the|your|our|will|be|are|is|to)\b/i.test(name.replace(/^(?:the|a|an|your|our)\s+/i, ''))
  )
    return null;
  // The count must not be a size or a duration ("5-year", "36 in").
  if (
    qty !== null &&
    /^(?:year|yr|month|day|inch|in\b|ft|foot|feet|%|panel|lite|pane|(?:x|×|by)\s*\d)/i.test(rest.trim())
  )
    qty = null;
  if (qty === null) {
    const from = text.length - rest.length;
    const trail = TRAILING.exec(text.slice(from));
    // "(3)" counts only right after the name ("Double hung windows (3)"), not later in a sentence.
    const parenTooLate = trail?.[5] !== undefined && trail.index > rest.indexOf(name) + name.length + 2;
    if (trail && !parenTooLate) {
      qty = Number(trail[1] ?? trail[2] ?? trail[3] ?? trail[4] ?? trail[5]);
      how = 'count after the item';
      at = from + trail.index;
    }
  }
  if (qty === null && line.cells.length >= 2) {
    // A count in the middle of a row with no Qty column: "Double hung   4   white vinyl   $2,600.00".
    const lone = line.cells.slice(1).find((c) => cellInteger(c.text) !== null && !findAmounts(c.text).length);
    if (lone && classifyItem(headName(line.cells[0]!.text))) {
      qty = cellInteger(lone.text);
      how = 'count in the row';
      at = lone.start;
    }
  }
  let cardConfirmed = false;
  if (qty === null) {
    const card = cardCount(model, line, name);
    if (card) {
      qty = card.qty;
      how = 'count under the item';
      cardConfirmed = card.confirmed;
    }
  }
  if (qty === null) {
    const fromPrices = arithmeticQty(text, null);
    if (fromPrices) {
      qty = fromPrices.qty;
      how = 'rate × quantity = amount';
    } else if (
      /\b(?:window|door|(?:entry|door)\s+system)$/i.test(name) &&
      !/[;.]\s/.test(name) &&
      (name.match(/\b(?:window|door)s?\b/gi) ?? []).length <= 1 &&
      findAmounts(text).length === 1 &&
      findAmounts(text)[0]!.cents >= 2000 &&
      !findAmounts(text)[0]!.negative &&
      !PRICE_CHANGE.test(text) &&
      body.trimStart().startsWith(name.split(' ')[0]!)
    ) {
      // "Fiberglass entry door, Therma-Tru … $4,570.00": one priced item, named in the singular.
      qty = 1;
      how = 'one priced item';
    } else if (typeCellPriced(line, name, text)) {
      // "Rear wall, right | Double hung | 30 x 48 | full screen | $1,135.00": a schedule's row per opening.
      qty = 1;
      how = 'one opening priced in its row';
    }
  }
  // A bullet naming one unit with no count: "- Living room: the big picture window", "• Back door: …".
  // Its name without what follows "w/", where it goes ("… storm door over new entry") or a size code ("… door 3068").
  let bare = name.replace(/^(?:the|a|an|one|our|your|new)\s+/i, '').replace(/\s+w\/.*$/i, '');
  const placed = /\s(?:over|above|below|under|in|on|at|for|to|by|off|from)\s/i.exec(bare);
  if (placed && classifyItem(bare.slice(0, placed.index))) bare = bare.slice(0, placed.index);
  bare = bare.replace(/\s+\d{4}$/, '');
  // (A bullet that describes a fault or a repair to a unit that stays is no new unit: "Patio door: fixed panel fogged, rollers worn".)
  if (
    qty === null &&
    /^\s*[-•*–]\s/.test(line.text) &&
    /\b(?:window|door|slider|casement|awning|picture|hopper)$/i.test(headName(bare)) &&
    bare.split(/\s+/).length <= 5 &&
    !/\b(?:on|for|at|around|per|every|each|all|with|in)\b/i.test(bare) &&
    !UNIT_STAYS.test(text)
  ) {
    qty = 1;
    how = 'one listed item';
  }
  // A count at the end of a long descriptive sentence ("… vinyl double hung (2) & 2-lite slider (2), white inside
  // & out, dual pane …") describes the units an item line prices; it is not an item line itself.
  if (how === 'count after the item' && line.cells.length === 1 && text.split(/\s+/).length >= 14) return null;
  if (qty === null || qty === 0 || qty > (kind === 'door' ? MOST_DOORS_PER_LINE : 500)) return null;
  const arithmetic = how === 'count under the item' ? null : arithmeticQty(text, qty);
  let confirmed = Boolean(arithmetic?.confirmed) || cardConfirmed;
  let conflict = Boolean(arithmetic?.conflict);
  // OCR misread a symbol as the count ("£3 … @ $6,240.00 = $12,480.00" is 2 units): the prices decide
  // when the printed count is not even a clean number.
  if (
    conflict &&
    model.ocr &&
    lead &&
    /[^\d\s(]/.test(body.slice(0, body.indexOf(lead[1]!)).replace(/^[\s•*\-–—|]+/, ''))
  ) {
    qty = arithmetic!.qty;
    how = 'rate × quantity = amount';
    confirmed = true;
    conflict = false;
  }
  return {
    line,
    kind,
    qty,
    name,
    description: rest.slice(name.length).trim(),
    how,
    confirmed,
    conflict,
    confidence: model.ocr ? confidenceOfRange(line, at, at + String(qty).length) : 100,
    group,
    x,
  };
}

/** After a number: it is a size, not a count ("the 6 ft sliding patio door", "8' slider"). */
const NOT_A_SIZE = '(?!\\s*(?:ft\\b|foot\\b|feet\\b|in\\.|inch|\'|’|"|″|-?(?:panel|lite|light)\\b))';
const ADJECTIVES = "(?:[A-Za-z0-9][\\w'’-]*\\s+){0,5}?";
const UNIT_NOUN =
  '(windows?|doors?|openings?|(?:double|single)[-\\s]?hungs|casements|sliders|hoppers|awnings|patio\\s+doors)';
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
/** A count of units anywhere: "seven (7) horizontal sliding windows", "2 awning windows", "(3) doors". */
const NUM = `(?:\\(\\d{1,3}\\)|\\b\\d{1,3}\\b|\\b(?:${NUMBER_WORDS})\\b)(?:\\s*\\(\\d{1,3}\\))?`;
const MENTION = new RegExp(`${NUM}\\s+${ADJECTIVES}${UNIT_NOUN}\\b`, 'gi');
// "… + one 8-ft sliding glass door", "…: eight double hungs, three sliders and two casements": more counts
// after one already stated on the line.
const STATED_MORE = new RegExp(
  `(?:\\+|\\band\\b|\\bplus\\b|&|[:,;]|\\s[—–]\\s)\\s*(?:\\b(?:${NUMBER_WORDS})\\s*)?\\(?(\\d{1,3}|${NUMBER_WORDS})\\)?\\s+${ADJECTIVES}${UNIT_NOUN}\\b`,
  'gi',
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
function statedCounts(
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
        const count = parseCount(raw);
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
          text: m[0]
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
function chargedOpenings(
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
    const per = /\bper\s+(opening|unit|window|door)\b/i.exec(line.text)?.[1]?.toLowerCase();
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

/** A list's signature for one kind: its units' counts and types. The same list printed twice has the same signature. */
function signature(units: UnitLine[]): string {
  return units
    .map((u) => `${u.qty}:${u.kind === 'window' ? (windowKind(u.name) ?? 'window') : 'door'}`)
    .sort()
    .join(',');
}

interface CountSource {
  value: number;
  signals: Signal[];
  line: Line;
  confidence: number;
}

/** OCR confidence at which a count's digits are read clearly enough to stand without confirmation. */
const CLEAR_READING = 90;

/** A revision's mark on a line it takes out of the job. */
const STRUCK =
  /\b(?:REMOVED|DELETED|VOID(?:ED)?|CANCEL+ED|OMITTED|STRUCK)\b|\((?:removed|deleted|void|cancel+ed|omitted)\)/;
/** A revision's mark on a line it keeps or adds, after the item's name. */
const REVISION_MARK = /\s+(?:ADDED|NEW|REVISED|CHANGED|UPDATED)\b\.?\s*$/;

/**
 * Work on a unit that does not replace it: glass or parts replaced in it ("Sliding patio door — replace
 * fogged fixed panel IGU"), or the labour of installing it with its materials listed ("Install prehung
 * door: sill pan, shim, foam, weatherstrip").
 */
const PART_WORK =
  /\b(?:replac(?:e|ing)|reglaz\w*|repair\w*|re-?glaz\w*|fix)\b([^.;]{0,40}?)\b(?:IGU|glass|glazing|panes?|panel|lites?|sash(?:es)?|seals?|screens?|hardware|handle|locks?|rollers?|tracks?|balances?)\b/gi;
const INSTALL_LABOR =
  /^\W*install\w*\s+[^:]{0,40}:\s*(?:[^,]{0,30},\s*)?(?:sill\s+pan|shim|foam|caulk|flashing|weatherstrip|trim|casing|insulat)/i;
const NOT_A_NEW_UNIT = {
  /** Work on a part with no unit named between the verb and the part ("replace fogged FIXED panel IGU", not "replace entry door - 6-panel"). */
  test: (text: string) =>
    INSTALL_LABOR.test(text) ||
    [...text.matchAll(PART_WORK)].some((m) => !/\b(?:windows?|doors?|sliders?|units?)\b/i.test(m[1]!)),
};
const NEW_UNIT_WORDS =
  /\b(?:furnish\s*(?:&|and)\s*install|replacement\s+(?:window|door)|supply\s*(?:&|and)\s*install)\b/i;

/** A line that puts in a new unit: "Furnish & install …", "new double hung" (not "new glazing tape"). */
function namesNewUnit(text: string): boolean {
  if (NEW_UNIT_WORDS.test(text)) return true;
  return [...text.matchAll(/\bnew\s+((?:[\w'"-]+\s+){0,4}[\w-]+)/gi)].some(
    (m) =>
      classifyItem(m[1]!) !== null &&
      !/^(?:glazing|glass|IGU|seals?|tape|stops?|putty|hardware|rollers?|screens?|sash|balances?)\b/i.test(m[1]!),
  );
}

const LABOR_HEADER = /^(?:labou?r|(?:installation|install)\s+labou?r)$/i;

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

/** Column headers of measurements, not counts. */
const DIMENSION_HEADER =
  /^(?:w(?:idth)?|h(?:eight)?|ht|wd|ui|u\.i\.|united\s+inch(?:es)?|size|bracket\b.*|dp|design\s+pressure|r\.?\s?o\.?|rough\s+opening|frame|inches|in\.?|mm|sq\.?\s*ft|sf|u[-\s]?factor|shgc|year|yr|floor|lf|linear\s+f(?:ee)?t)$/i;
/** More units than this in one job is not a home's replacement. */
const MOST_UNITS = 150;
/** More units than this on one item line is a measurement or a misreading, not a count. */
const MOST_PER_LINE = 40;
/** Doors on one item line: more is a size or a misreading ("30" read from a 30" door). */
const MOST_DOORS_PER_LINE = 12;

/** A cell where a count should be that a photo read as a mark: "€", ")", "|". */
const MISREAD_COUNT = /^[^\p{L}\p{N}\s$]{1,2}$/u;

/** A unit's size as a photo reads it: 36" x 60", 96° x 60°, 74x50. */
const SIZED_UNIT = /\b\d{2,3}(?:[-\s]\d\/\d)?\s*(?:"|”|°|''|in\.?)?\s*[xX×]\s*\d{2,3}\b/;

/** A line describing the units there now: "Existing: orig. wood DH", "Old windows — aluminum sliders". */
const EXISTING =
  /^(?:existing|old|current|orig(?:inal|\.)?)(?:\s+(?:windows?|doors?|units?|conditions?))?\s*(?::|\s[—–-]\s|\s{2,}|$)/i;

/** A unit line that names no type: "Windows", "Window units", "Replacement windows". */
const GENERIC_UNIT = /^(?:new\s+|replacement\s+|vinyl\s+)?(?:windows?|window\s+units?|units?|doors?)$/i;

function itemizedSource(units: UnitLine[], unreadable: Line[], ocr: boolean): CountSource | null {
  if (units.length === 0) return null;
  const groups = new Map<string, UnitLine[]>();
  for (const u of units) groups.set(u.group, [...(groups.get(u.group) ?? []), u]);
  // The same list printed twice (a scope and a price summary) counts once; different lists add up.
  const bySignature = new Map<string, UnitLine[]>();
  let repeated = false;
  // Lists priced differently are different units, whatever their counts and types ("Line 2 Double Hung
  // $480.71" and "Line 3 Double Hung $509.52").
  const prices = (list: UnitLine[]) =>
    new Set(
      list.flatMap((u) =>
        findAmounts(u.line.text)
          .map((a) => a.cents)
          .filter((c) => c >= 2000),
      ),
    );
  const pricedApart = (a: UnitLine[], b: UnitLine[]) => {
    const [pa, pb] = [prices(a), prices(b)];
    return pa.size > 0 && pb.size > 0 && ![...pa].some((c) => pb.has(c));
  };
  let distinct = 0;
  for (const list of groups.values()) {
    const sig = signature(list);
    const same = bySignature.get(sig);
    if (same && !pricedApart(same, list)) repeated = true;
    else bySignature.set(same ? `${sig}#${++distinct}` : sig, list);
  }
  // Within a list, a line naming no type ("Windows: 4 @ $568") that equals the sum of the lines that do restates them.
  for (const [sig, list] of bySignature) {
    const typeOf = (u: UnitLine) =>
      u.kind === 'window'
        ? windowKind(u.name)
        : /\b(?:entry|patio|french|storm|sliding|slider|screen|garage)\b/i.test(u.name)
          ? 'typed'
          : null;
    const generic = list.filter(
      (u) =>
        GENERIC_UNIT.test(u.name.trim()) ||
        (typeOf(u) === null && list.filter((o) => o !== u).every((o) => typeOf(o) !== null)),
    );
    const specific = list.filter((u) => !generic.includes(u));
    if (generic.length === 1 && specific.length >= 2 && specific.reduce((n, u) => n + u.qty, 0) === generic[0]!.qty) {
      bySignature.set(sig, specific);
      repeated = true;
    }
  }
  // A one-line summary ("Window units, installed (8)") that equals another list's total restates it.
  const lists = [...bySignature.values()];
  const total = (list: UnitLine[]) => list.reduce((n, u) => n + u.qty, 0);
  const restated = lists.filter(
    (list) =>
      list.length === 1 && lists.some((other) => other !== list && other.length > 1 && total(other) === total(list)),
  );
  if (restated.length) repeated = true;
  const kept = lists.filter((list) => !restated.includes(list)).flat();
  const value = kept.reduce((s, u) => s + u.qty, 0);
  const s: Signal[] = [
    signal(
      kept.some((u) => u.fromQtyColumn) ? 'itemTable' : 'itemLines',
      kept.map((u) => `${u.qty} ${u.name}`).join(' + '),
    ),
  ];
  if (kept.every((u) => u.confirmed)) s.push(signal('countsAddUp'));
  if (repeated) s.push(signal('listRepeated'));
  const clash = kept.find((u) => u.conflict);
  if (clash) s.push(signal('countPriceConflict', `${clash.qty} ${clash.name}`));
  const shaky = ocr ? kept.find((u) => u.confidence < 70 && !u.confirmed) : undefined;
  if (shaky) s.push(signal('countHardToRead', shaky.name));
  if (unreadable.length) s.push(signal('unreadableItem', unreadable[0]!.text.slice(0, 40)));
  return { value, signals: s, line: kept[0]!.line, confidence: Math.min(...kept.map((u) => u.confidence)) };
}

/**
 * The document with the contractor's own name blanked out of every line: "Four Corners Window Co." is
 * not four units, "… of 3 Harborline Windows" not three.
 */
function withoutName(model: DocumentModel, vendor: string | null | undefined): DocumentModel {
  if (!vendor || vendor.length < 4) return model;
  const re = new RegExp(vendor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'), 'gi');
  if (!model.lines.some((l) => re.test(l.text))) return model;
  const lines = model.lines.map((l) => {
    re.lastIndex = 0;
    if (!re.test(l.text)) return l;
    const blank = (t: string) => t.replace(re, (m) => ' '.repeat(m.length));
    return { ...l, text: blank(l.text), cells: l.cells.map((c) => ({ ...c, text: blank(c.text) })) };
  });
  return { ...model, lines };
}

export function countUnits(
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
    for (const part of itemParts(line)) {
      const u = listUnit(model, part, '');
      if (u) listed.push({ ...u, line: raw });
    }
  }
  units.push(...inColumns(listed));
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
  const notes: string[] = [];
  const problems: string[] = [];
  const confidences: number[] = [];

  const decideKind = (kind: UnitKind): number | null | 'none' => {
    const word = kind === 'window' ? 'windows' : 'doors';
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
    const confirms = new Set(['countsAddUp', 'countRestated', 'listRepeated', 'breakdownAddsUp', 'chargedCount']);
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
      show: (v) => `${v} ${word}`,
      what: `${kind} count`,
      doubt: (w, all) => countDoubt(w, all, word),
    });
    if (decision.value === null) {
      const rival = ranked.find((r) => r !== ranked[0]);
      problems.push(
        itemized && rival && ranked[0]!.value !== rival.value
          ? describeClash(ranked, word)
          : (decision.uncertain ?? `the ${kind} count is unclear`),
      );
      return null;
    }
    confidences.push(decision.confidence);
    const statedText = stated.find((x) => x.kind === kind && x.count === decision.value)?.text;
    if (itemized && itemized.value === decision.value && statedText)
      notes.push(`${decision.value} ${word}: item lines agree with "${statedText}"`);
    else if (itemized && itemized.value === decision.value)
      notes.push(`${decision.value} ${word}: ${itemized.signals[0]!.detail}`);
    else notes.push(`${decision.value} ${word}: stated as "${statedText}"`);
    return decision.value;
  };

  const w = decideKind('window');
  const d = decideKind('door');
  let windows: number | null = w === 'none' ? null : w;
  let doors: number | null = d === 'none' ? null : d;
  // A kind with no item line and no stated count is zero once the other kind was counted.
  if (w === 'none' && typeof d === 'number' && d > 0) windows = 0;
  if (d === 'none' && typeof w === 'number' && w > 0) doors = 0;
  // Accepted alternates add units to the base bid or take them out.
  for (const alt of alternates) {
    if (!alt.accepted || !alt.kind || !alt.units) continue;
    const base = alt.kind === 'window' ? windows : doors;
    const after = base === null ? null : base + alt.sign * alt.units;
    if (after !== null && after >= 0)
      notes.push(
        `${alt.sign > 0 ? 'add' : 'deduct'} alternate ${alt.key} accepted: ${alt.sign > 0 ? '+' : '−'}${alt.units} ${alt.kind}${alt.units > 1 ? 's' : ''}`,
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
        `${windows} windows and ${doors} doors, but "${o.line.cells[0]?.text ?? 'a line'}" is charged for ${o.count} openings`,
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
 * Stated counts with their breakdowns: a count followed, within a few lines, by counts that add up to
 * it ("nine (9) windows: seven (7) sliders … and two (2) awnings") is confirmed by them, and the parts
 * are not counts of the job on their own.
 */
/** A statement counting windows, doors or openings as such, not one type of them. */
const GENERAL_NOUN = /\b(?:windows?|doors?|openings?)\W*$/i;

function breakdowns(stated: StatedCount[]): { st: StatedCount; parts: StatedCount[] }[] {
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

function countDoubt(winner: Ranked<number>, all: Ranked<number>[], word: string): string | null {
  const has = (name: string) => winner.signals.find((s) => s.name === name);
  if (has('unreadableItem')) return `an item line could not be read ("${has('unreadableItem')!.detail}")`;
  if (has('countPriceConflict'))
    return `the count on "${has('countPriceConflict')!.detail?.replace(/^\d+\s+/, '')}" (${has('countPriceConflict')!.detail?.split(' ')[0]}) does not match its price line`;
  if (has('countHardToRead')) return `the ${word} count on "${has('countHardToRead')!.detail}" was hard to read`;
  if (has('itemsShortOfStated')) return describeClash(all, word);
  if (has('unconfirmedReading'))
    return `the ${word} count (${winner.value}) was read from a photo and nothing on the page confirms it`;
  return null;
}

function describeClash(ranked: Ranked<number>[], word: string): string {
  const items = ranked.find((r) => r.signals.some((s) => s.name === 'itemTable' || s.name === 'itemLines'));
  const said = ranked.filter((r) => r !== items && r.signals.some((s) => s.name === 'statedCount')).map((r) => r.value);
  if (items && said.length)
    return `the item lines add up to ${items.value} ${word} but the quote says ${said.join(' / ')}`;
  return `the quote states different ${word} counts (${ranked.map((r) => r.value).join(' / ')})`;
}
