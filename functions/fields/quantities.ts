/**
 * Window and door units: counted from item lines (a Qty column, "8 — Double Hung Window", "(3) casement
 * windows", "qty 3", "3 ea", "x3") and checked against counts stated in prose ("install ten (10)
 * replacement windows and one (1) door", "12 windows @ $827.00 avg."). Service lines with a quantity
 * (installation per opening, disposal, trim) are not units. Counts that disagree are left to the homeowner.
 */
import { confidenceOfRange, gapInLines, xOverlap, type Cell, type Layout, type Line } from './layout.js';
import { findAmounts, repairWordOcr, wordsToNumber } from './money.js';
import { inOtherOption, type Options } from './options.js';
import { classifyItem, isServiceItem, type UnitKind } from './products.js';

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
}

export interface StatedCount {
  kind: UnitKind;
  count: number;
  text: string;
  line: Line;
}

export interface QuantityResult {
  windows: number | null;
  doors: number | null;
  units: UnitLine[];
  stated: StatedCount[];
  notes: string[];
  uncertain: string | null;
}

const QTY_HEADER = /^(?:qty\.?|quantity|quan\.?|q'ty|units?|no\.?\s+of\s+units|count|pcs|ea)$/i;
const TABLE_HEADER = /\b(?:description|item|activity|product|amount|price|rate|total|unit\s+price|location|room|size)\b/i;
const TABLE_END = /\b(?:sub[\s-]?total|total|notes|terms|conditions|exclusions|payment)\b/i;
const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty';

/** Terms and notes paragraphs ("Installation: …", "Warranty: …") describe the job; they carry no unit lines. */
const NOTE_LINE =
  /^\W{0,3}(?:installation|removal|disposal|removal\s*&\s*disposal|warranty|payment(?:\s+terms)?|permits?|trim(?:\s*&\s*finish)?|finish|hurricane(?:\s+rating)?|structural|rot|glass|product|notes?|terms|exclusions|schedule|lead\s+time|scope)\b[^:]{0,30}:/i;

interface Table {
  header: Line;
  qty: Cell;
  end: number;
}

function findTables(layout: Layout): Table[] {
  const tables: Table[] = [];
  for (const line of layout.lines) {
    const qty = line.cells.find((c) => QTY_HEADER.test(c.text.trim()));
    if (!qty || !line.cells.some((c) => c !== qty && TABLE_HEADER.test(c.text))) continue;
    let end = line.index + 1;
    while (end < layout.lines.length && layout.lines[end]!.page === line.page) {
      const l = layout.lines[end]!;
      const first = l.cells[0]?.text ?? '';
      if (TABLE_END.test(first) && !classifyItem(first)) break;
      if (l.cells.length === 1 && TABLE_END.test(l.text) && findAmounts(l.text).length > 0) break;
      end++;
    }
    tables.push({ header: line, qty, end });
  }
  return tables;
}

/** An integer written in a cell on its own: "8", "(8)", "8 ea", "8.00". */
function cellInteger(text: string): number | null {
  const m = /^\(?(\d{1,3})(?:\.0{1,2})?\)?(?:\s*(?:ea\.?|each|pcs?|units?|x))?$/i.exec(text.trim());
  return m ? Number(m[1]) : null;
}

/**
 * qty × rate = amount on an item line: the largest amount is the line total, another amount the unit
 * price. Confirms a quantity that was read, or supplies one that was not.
 */
function arithmeticQty(text: string, candidate: number | null): { qty: number; confirmed: boolean; conflict?: boolean } | null {
  const amounts = findAmounts(text).map((a) => a.cents).filter((c) => c > 0 && (candidate === null || c !== candidate * 100));
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
  if (candidate === null && found.length === 0 && amounts.filter((a) => a === lineTotal).length >= 2) return { qty: 1, confirmed: true };
  // The prices say another count than the one printed: one of the numbers was misread.
  if (candidate !== null && found.length === 1 && amounts.length === 2) return { qty: found[0]!, confirmed: false, conflict: true };
  return null;
}

// "8 — Double Hung Window", "• 2 IMPACT SLIDING GLASS DOOR - …", "(3) casement windows", "3x casement", "Qty 3 casement",
// "three (3) picture windows".
const LEADING = new RegExp(
  `^\\W{0,3}(?:qty\\.?\\s*:?\\s*|(?:${NUMBER_WORDS})\\s+)?\\(?(\\d{1,3})\\)?\\s*(?:x|×|pcs\\.?|ea\\.?|units?\\s+of|[—–-]|:)?\\s+(?=[A-Za-z(]|\\d[-~–\\s]?(?:lite|panel|pane|light|sash)\\b)`,
  'i',
);
const LEADING_WORD = new RegExp(`^\\W{0,3}(${NUMBER_WORDS})\\s+(?=[A-Za-z])`, 'i');
// "Double hung window x 3", "… (qty 3)", "… Qty: 3", "… 3 ea", "… - 3 units", "Double hung windows (3)".
const TRAILING = /(?:(?<![\d"'”]\s*)\b(?:x|×)\s*(\d{1,3})\b(?!\s*["'”]|\s*(?:in|ft|mm)\b)|\bqty\.?\s*:?\s*(\d{1,3})\b|\bquantity\s*:?\s*(\d{1,3})\b|\b(\d{1,3})\s*(?:ea\.?|each|pcs|units?)\b(?!\s+of\b)|\((\d{1,3})\)(?!\s*(?:["”']|in\b|ft\b)))/i;

/** The product name at the start of a text: up to a colon, dash, "@", comma, parenthesis or "with". */
function headName(text: string): string {
  const cut = text.split(/\s*(?::|\s[—–-]\s|@|,|\(|\bwith\b|\s{2,}|=)\s*/)[0] ?? text;
  return cut.split(/\s+/).slice(0, 8).join(' ').trim();
}

function continuation(layout: Layout, line: Line, nameCell: Cell | undefined, stopAt: number): string {
  const parts: string[] = [];
  for (let k = line.index + 1; k < Math.min(stopAt, line.index + 8); k++) {
    const next = layout.lines[k]!;
    if (gapInLines(line, next) > 8 || next.page !== line.page) break;
    // A continuation line starts right of the item column (nothing printed in the item column).
    if (nameCell && next.cells[0] && xOverlap(next.cells[0], nameCell) > 0.3 && next.cells[0].x0 < nameCell.x1) break;
    if (NOTE_LINE.test(next.text) || findAmounts(next.text).length > 0) break;
    parts.push(next.text.trim());
  }
  return parts.join(' ');
}

function tableUnits(layout: Layout, table: Table, options: Options, unreadable: Line[]): UnitLine[] {
  const units: UnitLine[] = [];
  const col = table.qty;
  for (let k = table.header.index + 1; k < table.end; k++) {
    const line = layout.lines[k]!;
    if (inOtherOption(options, line.index)) continue;
    const qtyCell = line.cells.find((c) => cellInteger(c.text) !== null && (xOverlap(c, col) > 0 || Math.abs((c.x0 + c.x1) / 2 - (col.x0 + col.x1) / 2) < line.height * 3));
    // The item is the first text cell that names a window or door; a row that starts with a service is
    // a service ("Installation Labor  Insert (pocket) installation, per opening  7").
    const textCells = line.cells
      .filter((c) => c !== qtyCell && /[A-Za-z]{3}/.test(c.text) && findAmounts(c.text).length === 0)
      .map((c) => (layout.ocr ? { ...c, text: repairWordOcr(c.text) } : c));
    if (textCells.length === 0 && qtyCell && layout.ocr && findAmounts(line.text).length) unreadable.push(line);
    if (textCells.length === 0 || isServiceItem(headName(textCells[0]!.text))) continue;
    const nameCell = textCells.find((c) => classifyItem(headName(c.text)) !== null);
    if (!nameCell) {
      // OCR: a priced row with a count that names nothing readable may be a lost unit.
      if (layout.ocr && qtyCell && findAmounts(line.text).length && !textCells.some((c) => isServiceItem(headName(c.text)))) unreadable.push(line);
      continue;
    }
    const name = headName(nameCell.text);
    const kind = classifyItem(name);
    if (!kind || isServiceItem(name)) continue;
    let qty = qtyCell ? cellInteger(qtyCell.text) : null;
    const priced = qtyCell ? line.text.slice(0, qtyCell.start) + ' '.repeat(qtyCell.text.length) + line.text.slice(qtyCell.start + qtyCell.text.length) : line.text;
    const arithmetic = arithmeticQty(priced, qty);
    let how = 'Qty column';
    if (qty === null && arithmetic) {
      qty = arithmetic.qty;
      how = 'rate × quantity = amount';
    }
    if (qty === null) continue;
    const rest = line.cells.filter((c) => c !== nameCell && c !== qtyCell).map((c) => c.text).join(' ');
    units.push({
      line,
      kind,
      qty,
      name,
      description: `${nameCell.text.slice(name.length)} ${rest} ${continuation(layout, line, line.cells[0], table.end)}`.trim(),
      how,
      confirmed: Boolean(arithmetic?.confirmed),
      conflict: Boolean(arithmetic?.conflict),
      confidence: qtyCell ? qtyCell.confidence : line.confidence,
    });
  }
  return units;
}

// "Window 1 - Kitchen - Casement - 24x36 - $780.00", "W3: Bedroom double hung", "Door #2 – French door": one unit per line.
const ENUMERATED = /^\W{0,3}(window|win|w|door|dr|d|opening|unit|item|line|location|loc|#)\s*#?\s*(\d{1,3})(?:\s*[:.)\-–—])?\s+/i;
const DIMENSION = /\b\d{1,3}(?:\s*(?:["”]|in\.?))?\s*[x×]\s*\d{1,3}\b/i;

function enumeratedUnit(layout: Layout, line: Line): UnitLine | null {
  const m = ENUMERATED.exec(line.text);
  if (!m) return null;
  const rest = line.text.slice(m[0].length);
  const head = m[1]!.toLowerCase();
  const prefixKind = /^(?:window|win|w)$/.test(head) ? 'window' : /^(?:door|dr|d)$/.test(head) ? 'door' : null;
  const name = rest.split(/\s*(?:@|=|\$)/)[0]!.replace(/[\s\-–—:,]+$/, '').trim();
  const kind = classifyItem(name) ?? prefixKind;
  if (!kind || isServiceItem(name)) return null;
  // An enumerated line is a unit when it is priced or sized like one.
  if (findAmounts(line.text).length === 0 && !DIMENSION.test(line.text)) return null;
  return { line, kind, qty: 1, name, description: '', how: 'one numbered opening', confirmed: false, confidence: layout.ocr ? line.confidence : 100 };
}

/** Rows under a header whose first column is "#", "No." or "Item": their leading number is an index. */
function indexedRows(layout: Layout): Set<number> {
  const rows = new Set<number>();
  for (const line of layout.lines) {
    const first = line.cells[0]?.text.trim() ?? '';
    if (!/^(?:#|no\.?|item\s*(?:#|no\.?)?|line)$/i.test(first) || !line.cells.slice(1).some((c) => TABLE_HEADER.test(c.text))) continue;
    for (let k = line.index + 1; k < layout.lines.length && layout.lines[k]!.page === line.page; k++) {
      const l = layout.lines[k]!;
      if (TABLE_END.test(l.cells[0]?.text ?? '') && !classifyItem(l.cells[0]?.text ?? '')) break;
      rows.add(k);
    }
  }
  return rows;
}

function listUnit(layout: Layout, line: Line, indexed: boolean): UnitLine | null {
  const text = layout.ocr ? repairWordOcr(line.text) : line.text;
  if (NOTE_LINE.test(text)) return null;
  const enumerated = enumeratedUnit(layout, line);
  if (enumerated) return enumerated;
  let qty: number | null = null;
  // A list index ("1.", "2)", or the first column under "#") numbers the lines; it is not a count.
  const index = indexed ? /^\s*\d{1,3}[.)]?\s+(?=\S)/.exec(text) : /^\s*\d{1,2}[.)]\s+(?=\S)/.exec(text);
  const body = index ? text.slice(index[0].length) : text;
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
    qty = wordsToNumber(leadWord[1]!);
    rest = body.slice(leadWord[0].length);
  }
  const name = headName(rest.replace(/^[\s\-–—:•*]+/, ''));
  const kind = classifyItem(name);
  if (!kind || isServiceItem(name)) return null;
  // A sentence, not an item: "windows and one (1) door as follows".
  if (qty === null && /\b(?:and|or|as|the|your|our|will|be|are|is|to)\b/i.test(name)) return null;
  // The count must not be a size or a duration ("5-year", "36 in").
  if (qty !== null && /^(?:year|yr|month|day|inch|in\b|ft|foot|feet|%|panel|lite|pane|(?:x|×|by)\s*\d)/i.test(rest.trim())) qty = null;
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
  if (qty === null) {
    const fromPrices = arithmeticQty(text, null);
    if (fromPrices) {
      qty = fromPrices.qty;
      how = 'rate × quantity = amount';
    } else if (/\b(?:window|door)$/i.test(name) && findAmounts(text).length === 1 && body.trimStart().startsWith(name.split(' ')[0]!)) {
      // "Fiberglass entry door, Therma-Tru … $4,570.00": one priced item, named in the singular.
      qty = 1;
      how = 'one priced item';
    }
  }
  if (qty === null || qty === 0 || qty > 500) return null;
  const arithmetic = arithmeticQty(text, qty);
  let confirmed = Boolean(arithmetic?.confirmed);
  let conflict = Boolean(arithmetic?.conflict);
  // OCR misread a symbol as the count ("£3 … @ $11,070.00 = $22,140.00" is 2 units): the prices decide
  // when the printed count is not even a clean number.
  if (conflict && layout.ocr && lead && /[^\d\s(]/.test(body.slice(0, body.indexOf(lead[1]!)).replace(/^[\s•*\-–—|]+/, ''))) {
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
    confidence: layout.ocr ? confidenceOfRange(line, at, at + String(qty).length) : 100,
  };
}

const ADJECTIVES = '(?:[A-Za-z][\\w-]*\\s+){0,3}?';
// "ten (10) replacement windows", "twelve (12) windows", "(3) doors".
const STATED_PAREN = new RegExp(`(?:\\b(?:${NUMBER_WORDS})\\s+)?\\((\\d{1,3})\\)\\s+${ADJECTIVES}(windows?|doors?)\\b`, 'gi');
// "install 10 replacement windows", "replace 8 windows", "total of 9 windows", "scope: 12 windows", "14 windows @ $577.02".
const STATED_VERB = new RegExp(
  `\\b(?:install(?:ing)?|replac(?:e|ing)|supply(?:ing)?|furnish(?:ing)?|provid(?:e|ing)|includ(?:e|es|ing)|total\\s+of|scope\\s*:|for|of)\\s+(?:all\\s+|the\\s+)?(\\d{1,3}|${NUMBER_WORDS})\\s+${ADJECTIVES}(windows?|doors?)\\b`,
  'gi',
);
const STATED_AT = /\b(\d{1,3})\s+(windows?|doors?)\s*@/gi;

function statedCounts(layout: Layout, options: Options, unitLines: Set<number>): StatedCount[] {
  const out: StatedCount[] = [];
  const lines = layout.lines.filter((l) => !unitLines.has(l.index) && !inOtherOption(options, l.index));
  // Sentences run over line breaks: read each line together with the next one.
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    const joined = next && next.page === line.page && next.index === line.index + 1 ? `${line.text} ${next.text}` : line.text;
    for (const re of [STATED_PAREN, STATED_VERB, STATED_AT]) {
      re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = re.exec(joined))) {
        if (m.index >= line.text.length) break; // belongs to the next line's turn
        const raw = m[1]!;
        const count = /^\d+$/.test(raw) ? Number(raw) : wordsToNumber(raw);
        if (count === null || count === 0) continue;
        const kind: UnitKind = /^door/i.test(m[2]!) ? 'door' : 'window';
        out.push({ kind, count, text: m[0].replace(/\s+/g, ' ').trim(), line });
      }
    }
  }
  // The same statement read twice (a line and its successor) counts once.
  return out.filter((s, i) => out.findIndex((o) => o.kind === s.kind && o.count === s.count && o.text === s.text) === i);
}

export function countUnits(layout: Layout, options: Options): QuantityResult {
  const tables = findTables(layout);
  const unreadable: Line[] = [];
  const inTable = new Set<number>();
  const units: UnitLine[] = [];
  for (const t of tables) {
    for (let k = t.header.index; k < t.end; k++) inTable.add(k);
    units.push(...tableUnits(layout, t, options, unreadable));
  }
  const indexed = indexedRows(layout);
  for (const line of layout.lines) {
    if (inTable.has(line.index) || inOtherOption(options, line.index)) continue;
    const u = listUnit(layout, line, indexed.has(line.index));
    if (u) units.push(u);
  }
  const stated = statedCounts(layout, options, new Set(units.map((u) => u.line.index)));
  const notes: string[] = [];
  const problems: string[] = [];

  const decide = (kind: UnitKind): number | null | 'none' => {
    const mine = units.filter((u) => u.kind === kind);
    const itemized = mine.reduce((s, u) => s + u.qty, 0);
    const says = [...new Set(stated.filter((s) => s.kind === kind).map((s) => s.count))];
    const word = kind === 'window' ? 'windows' : 'doors';
    const shaky = layout.ocr ? mine.filter((u) => u.confidence < 70 && !u.confirmed) : [];
    const clash = mine.find((u) => u.conflict);
    if (clash) {
      problems.push(`the count on "${clash.name}" (${clash.qty}) does not match its price line`);
      return null;
    }
    if (mine.length && says.length) {
      if (says.length === 1 && says[0] === itemized) {
        notes.push(`${itemized} ${word}: item lines agree with "${stated.find((s) => s.kind === kind)!.text}"`);
        return itemized;
      }
      if (says.includes(itemized) && says.length > 1) {
        problems.push(`the quote states different ${word} counts (${says.join(' / ')})`);
        return null;
      }
      problems.push(`the item lines add up to ${itemized} ${word} but the quote says ${says.join(' / ')}`);
      return null;
    }
    if (mine.length) {
      if (shaky.length) {
        problems.push(`the ${word} count on "${shaky[0]!.name}" was hard to read`);
        return null;
      }
      notes.push(`${itemized} ${word}: ${mine.map((u) => `${u.qty} ${u.name}`).join(' + ')}`);
      return itemized;
    }
    if (says.length === 1) {
      notes.push(`${says[0]} ${word}: stated as "${stated.find((s) => s.kind === kind)!.text}"`);
      return says[0]!;
    }
    if (says.length > 1) {
      problems.push(`the quote states different ${word} counts (${says.join(' / ')})`);
      return null;
    }
    return 'none';
  };
  if (unreadable.length) {
    problems.push(`an item line could not be read ("${unreadable[0]!.text.slice(0, 40)}")`);
    return { windows: null, doors: null, units, stated, notes, uncertain: problems.join('; ') };
  }
  const w = decide('window');
  const d = decide('door');
  let windows: number | null = w === 'none' ? null : w;
  let doors: number | null = d === 'none' ? null : d;
  // A kind with no item line and no stated count is zero once the other kind was counted.
  if (w === 'none' && typeof d === 'number' && d > 0) windows = 0;
  if (d === 'none' && typeof w === 'number' && w > 0) doors = 0;
  // OCR: a "per opening" charge counts the openings; when it disagrees with the units, a count was misread.
  if (layout.ocr && windows !== null && doors !== null) {
    for (const line of layout.lines) {
      if (!/\bper\s+opening\b/i.test(line.text)) continue;
      const openings = line.cells.map((c) => cellInteger(c.text)).find((n): n is number => n !== null);
      if (openings !== undefined && openings !== windows + doors) {
        problems.push(`${windows} windows and ${doors} doors, but "${line.cells[0]?.text ?? 'a line'}" is charged for ${openings} openings`);
        windows = null;
        doors = null;
        break;
      }
    }
  }
  if (w === 'none' && d === 'none') problems.push('no window or door units found');
  else if (w === 'none' && d === null) problems.push('the window count is unclear');
  else if (d === 'none' && w === null) problems.push('the door count is unclear');
  return { windows, doors, units, stated, notes, uncertain: problems.length ? problems.join('; ') : null };
}
