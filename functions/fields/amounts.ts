/**
 * Every money amount of a quote with what the page says it is: the label before it in its cell or
 * the cell to its left, the key of the form field it fills, the column of the table it sits in, a
 * label stacked above it, or the words right after it ("/mo", "each", "deposit"). Terms and
 * conditions and options the homeowner did not choose are marked, type size and weight kept.
 */
import type { Cell, DocumentModel, Line } from '../document/model.js';
import { confidenceOfRange, gapInLines } from './layout.js';
import { classifyAfter, classifyLabel, columnRole, type AmountRole } from './amount-labels.js';
import { findAmounts } from './money.js';
import { inChosenOption, inOtherOption, type Options } from './options.js';
import type { Sections } from './sections.js';

export interface AmountReading {
  cents: number;
  line: Line;
  start: number;
  end: number;
  cell: Cell | undefined;
  role: AmountRole;
  tier: number;
  final: boolean;
  /** The label as printed ('' when none). */
  label: string;
  negative: boolean;
  /** Lowest OCR confidence of the amount's words (100 for a text layer). */
  confidence: number;
  inTerms: boolean;
  /** In the option the homeowner chose, or on a line naming the chosen option. */
  inChosenOption: boolean;
  /** Printed larger or bolder than the body text. */
  big: boolean;
}

/** The text of the lines just above a stand-alone amount or one under its label ("for the sum of:" / "TOTAL"). */
function labelAbove(lines: Line[], line: Line, cell: Cell | undefined): string | null {
  const col = cell ?? { x0: line.bbox.x0, x1: line.bbox.x1 };
  for (let k = line.index - 1, seen = 0; k >= 0 && seen < 2; k--, seen++) {
    const up = lines[k]!;
    if (gapInLines(up, line) > 2.5) return null;
    // A line with amounts of its own is a row, not a label for the line below.
    if (findAmounts(up.text).length) return null;
    const over = up.cells.find((c) => c.x1 >= col.x0 - line.height * 6 && c.x0 <= col.x1 && classifyLabel(c.text));
    // A row of three or more cells is a table header: only a total-like word labels the amount under it.
    if (up.cells.length >= 3) {
      const hit = over ? classifyLabel(over.text) : null;
      return hit && (hit.role !== 'total' || hit.tier >= 2) && hit.role !== 'unit' ? over!.text : null;
    }
    if (over) return over.text;
    if (up.cells.length === 1 && classifyLabel(up.text)) return up.text;
  }
  return null;
}

/** Headers of the columns that describe items: a table with one is an item table. */
const ITEM_COLUMN =
  /\b(?:desc|description|item|product|service|activity|qty|quantity|type|style|room|location|sku|model)\b/i;

function cellAt(line: Line, at: number): Cell | undefined {
  return line.cells.find((c) => at >= c.start && at < c.start + c.text.length);
}

/** The terms a Truth-in-Lending disclosure prints as its box's headings. */
const LENDING_TERM =
  /\bannual\s+percentage\b|\bfinance\s+charge\b|\bamount\s+financed\b|\btotal\s+of\s+payments\b|\btotal\s+sale\s+price\b/gi;

/** Every amount of the quote, outside options the homeowner did not choose. */
export function readAmounts(model: DocumentModel, options: Options, sections: Sections): AmountReading[] {
  const out: AmountReading[] = [];
  const columnOfRow = new Map<number, { header: string | null; summary: boolean; x0: number; x1: number }[]>();
  for (const table of model.tables) {
    const summary = !table.columns.some((c) => ITEM_COLUMN.test(c.header ?? ''));
    for (const row of table.rows) {
      for (const [ci, cell] of row.cells.entries()) {
        if (!cell) continue;
        for (const span of cell.spans) {
          const list = columnOfRow.get(span.line) ?? [];
          list.push({ header: table.columns[ci]!.header, summary, x0: span.start, x1: span.end });
          columnOfRow.set(span.line, list);
        }
      }
    }
  }
  const keyOf = (lineIndex: number, at: number): string | null => {
    const kv = model.keyValues.find((k) =>
      k.valueSpans.some((s) => s.line === lineIndex && at >= s.start && at < s.end),
    );
    return kv ? kv.key : null;
  };
  // A Truth-in-Lending box: its header names the financing terms, its figures sit a few lines below.
  const disclosure = new Set<number>();
  for (const line of model.lines) {
    if ((line.text.match(LENDING_TERM) ?? []).length < 2) continue;
    for (
      let k = line.index + 1;
      k < model.lines.length && k <= line.index + 6 && model.lines[k]!.page === line.page;
      k++
    )
      disclosure.add(k);
  }
  for (const line of model.lines) {
    const amounts = findAmounts(line.text);
    amounts.forEach((a, i) => {
      const cell = cellAt(line, a.start);
      const x = cell ? (cell.x0 + cell.x1) / 2 : undefined;
      if (inOtherOption(options, line.index, x)) return;
      const cellStart = cell?.start ?? 0;
      const segStart = Math.max(i > 0 ? amounts[i - 1]!.end : 0, cellStart);
      const before = line.text.slice(segStart, a.start);
      const nextStart = i + 1 < amounts.length ? amounts[i + 1]!.start : line.text.length;
      const after = line.text.slice(a.end, Math.min(nextStart, cell ? cell.start + cell.text.length : nextStart));

      let hit = /[A-Za-z]{2}/.test(before) ? classifyLabel(before.slice(-90)) : null;
      const column = columnOfRow.get(line.index)?.find((c) => a.start >= c.x0 && a.start < c.x1);
      if (!hit && column) {
        const role = columnRole(column.header, column.summary);
        if (role)
          hit =
            role === 'total' || column.summary
              ? classifyLabel(column.header ?? '')
              : { role, tier: 0, final: false, text: column.header ?? '' };
      }
      if (!hit) {
        const key = keyOf(line.index, a.start);
        if (key) hit = classifyLabel(key);
      }
      if (!hit && !/[A-Za-z]{2}/.test(before)) {
        // The cell to the left names the amount ("GRAND TOTAL    $7,859.50"), unless it is another figure.
        const ci = cell ? line.cells.indexOf(cell) : -1;
        const left = ci > 0 ? line.cells[ci - 1] : undefined;
        if (left && /[A-Za-z]{2}/.test(left.text) && findAmounts(left.text).length === 0)
          hit = classifyLabel(left.text);
      }
      // A stand-alone amount ("$4,000.00" alone in its cell) may be labelled by the line above it.
      const standalone =
        !cell ||
        cell.text
          .slice(0, a.start - cell.start)
          .concat(cell.text.slice(a.end - cell.start))
          .replace(/[\s$()*:=.-]/g, '') === '';
      if (!hit && standalone) {
        const above = labelAbove(model.lines, line, cell);
        if (above) hit = classifyLabel(above);
      }
      // (A figure under the box's headings, with no label of its own on its line, is the financing's.)
      let role: AmountRole =
        disclosure.has(line.index) && !/[A-Za-z]{2}/.test(before) ? 'financing' : (hit?.role ?? 'none');
      let tier = hit?.role === 'total' ? hit.tier : 0;
      const afterRole = classifyAfter(after);
      if (afterRole === 'total' && role === 'none') {
        role = 'total';
        tier = 2;
      } else if (afterRole && afterRole !== 'total' && !(role === 'total' && tier === 3 && afterRole === 'tax')) {
        role = afterRole;
        tier = 0;
      }
      const size = cell?.size ?? line.size;
      out.push({
        cents: a.negative ? -a.cents : a.cents,
        line,
        start: a.start,
        end: a.end,
        cell,
        role,
        tier,
        final: Boolean(hit?.final) && role === 'total',
        label: hit?.text ?? '',
        negative: a.negative,
        confidence: model.ocr ? confidenceOfRange(line, a.start, a.end) : 100,
        // Quoted history a reply prices again is read like fine print: its amounts are no longer the offer.
        inTerms: sections.terms.has(line.index) || sections.superseded.has(line.index),
        inChosenOption: options.selectionLines.has(line.index) || inChosenOption(options, line.index, x),
        big:
          size >= model.medianSize * 1.15 ||
          Boolean(cell?.bold && !line.bold) ||
          Boolean(cell?.bold && size > model.medianSize),
      });
    });
  }
  return out;
}
