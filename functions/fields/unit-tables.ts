/**
 * Units in item tables: the quantity, index, amount and location columns found by their headers and
 * values, the column that names the units, and one unit line per row (a count in the Qty column, in the
 * row, after the name, or one opening per row). Labour tables, totals rows, services and struck rows
 * are not units.
 */
import type { DocumentModel, Line, Table } from '../document/model.js';
import { MENTION } from './count-phrases.js';
import {
  arithmeticQty,
  cellInteger,
  headName,
  isAmountCell,
  MISREAD_COUNT,
  MOST_DOORS_PER_LINE,
  MOST_PER_LINE,
  placeNamesUnit,
  TRAILING,
} from './item-text.js';
import { confidenceOfRange } from './layout.js';
import { findAmounts, repairWordOcr } from './money.js';
import { EXISTING, namesNewUnit, NOT_A_NEW_UNIT, STRUCK, TOTAL_LINE } from './not-new-units.js';
import { inOtherOption, type Options } from './options.js';
import { classifyItem, isServiceItem, mulledUnits, withoutWorkVerb } from './products.js';
import type { StatedCount, UnitLine } from './unit-line.js';
import {
  AMOUNT_HEADER,
  COUNT_TOTAL_ROW,
  DIMENSION_HEADER,
  INDEX_HEADER,
  LABOR_HEADER,
  LOCATION_HEADER,
  QTY_HEADER,
  TYPE_CODES,
  TYPE_HEADER,
  UNITS_HEADER,
} from './table-headers.js';

/** Columns of a table: its quantity column, an index column ("#", "Op #"), and the amount columns. */
interface TableRoles {
  qty: number;
  index: Set<number>;
  amounts: Set<number>;
  location: Set<number>;
  /** The column that names the units, or -1. */
  name: number;
}

export function tableColumns(model: DocumentModel, table: Table): TableRoles {
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

/**
 * A cell led by a short tag whose words follow it ("002 BR1  Jeld-Wen Awning"): named by its whole
 * text, by words (a code's digits are no door size: "761794 JWS-ACC-3370").
 */
function taggedName(cell: { text: string; full: string }): boolean {
  return /[A-Za-z]/.test(cell.text) && classifyItem(headName(cell.full).replace(/\d+/g, ' ')) !== null;
}

export function tableUnits(
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
        (/[A-Za-z]{3}/.test(c.text) || classifyItem(c.text) !== null || taggedName(c)) &&
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
    // A "Units" column counts the units of a mulled opening; a Qty column counts openings alike.
    const countsUnits = qtyCell && UNITS_HEADER.test((table.columns[cols.qty]?.header ?? '').trim());
    units.push({
      line,
      kind,
      qty: countsUnits ? qty : qty * mulledUnits(continued ? nameCell.full : nameCell.text, qty),
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
