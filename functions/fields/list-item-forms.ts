/**
 * Item lines in other forms than "count, name, price": a numbered opening ("Window 1 - Kitchen -
 * Casement"), a schedule row with the unit type in a cell of its own and one price, an item whose name
 * is on the line under it, and an item card with its count a line or two below.
 */
import type { Cell, DocumentModel, Line } from '../document/model.js';
import { cellInteger, headName, isAmountCell } from './item-text.js';
import { findAmounts } from './money.js';
import { classifyItem, isServiceItem, WINDOW_TYPE, type UnitKind } from './products.js';
import type { UnitLine } from './unit-line.js';

/**
 * A row of an opening schedule with no count: the unit type in a cell of its own after the location
 * ("Double hung", "Slider, 2-lite"), one price, and no option or service words.
 */
export function typeCellPriced(line: Line, name: string, text: string): boolean {
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

// "Window 1 - Kitchen - Casement - 24x36 - $780.00", "W3: Bedroom double hung", "Door #2 – French door": one unit per line.
const ENUMERATED =
  /^\W{0,3}(window|win|w|door|dr|d|opening|unit|item|line|location|loc|#)\s*#?\s*(\d{1,3})(?:\s*[:.)\-–—])?\s+/i;

const DIMENSION = /\b\d{1,3}(?:[-\s]\d\/\d)?(?:\s*(?:["”]|in\.?))?\s*[x×]\s*\d{1,3}\b/i;

export function enumeratedUnit(model: DocumentModel, line: Line, group: string): UnitLine | null {
  const m = ENUMERATED.exec(line.text);
  if (!m) return null;
  const rest = line.text.slice(m[0].length);
  const head = m[1]!.toLowerCase();
  const prefixKind = /^(?:window|win|w)$/.test(head) ? 'window' : /^(?:door|dr|d)$/.test(head) ? 'door' : null;
  const labelled = /(?:^|\s)(?:qty|quantity)\.?\s*:?\s*(\d{1,3})\b/i.exec(rest);
  let name = rest
    .slice(0, labelled?.index ?? rest.length)
    .split(/\s*(?:@|=|\$)|\s{2,}/)[0]!
    .replace(/[\s\-–—:,]+$/, '')
    .trim();
  const kind = classifyItem(name) ?? prefixKind;
  // "DOOR 1  ·  6-0 slider": the line is named by its number where no name follows it.
  if (!/[A-Za-z]/.test(name)) name = m[0].trim();
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
 * A priced item whose first line names no unit, continued on the line under its description:
 * "THERMA-TRU BENCHMARK FIBERGLASS 6-PANEL  1  1,324.00" over "36 X 80 LH INSWING PREHUNG 4-9/16 JAMB".
 */
export function continuedItem(model: DocumentModel, line: Line, text: string): { kind: UnitKind; cell: Cell } | null {
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
export function cardCount(model: DocumentModel, line: Line, name: string): { qty: number; confirmed: boolean } | null {
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
