/**
 * Tables found by column alignment. A header row (cells named like table columns) starts a table;
 * the rows below it belong to it while they line up with its columns. A column spans the cells under
 * it, so a header centred over left-aligned numbers ("Qty" over "1", "10") still heads them; a
 * description that wraps onto the next line is a continuation of its row.
 */
import { findAmounts } from '../fields/money.js';
import type { Cell, Line, Table, TableCell, TableColumn, TableRow } from './model.js';

/** Words that name table columns in quotes, estimates, invoices and measure sheets. */
const HEADER_WORD =
  /^(?:#|no|nos|num|number|item|items|line|op|opening|openings|loc|location|room|area|elev|elevation|qty|qnty|quantity|quan|q'ty|units?|pcs|ea|count|desc|description|product|products|service|services|activity|type|style|model|sku|part|size|sizes|dimensions?|width|height|w|h|wxh|rough|color|colour|grid|grids|glass|glazing|frame|install|installation|price|unit|each|rate|cost|amount|total|totals|ext|extended|extension|subtotal|notes?|details|material|brand|series|operation|config|configuration|exterior|interior|screen|hardware|tax|disc|discount|labor|labour|option|options|window|door|code|mfr|manufacturer|msrp|retail|sale|net|line total|mark|tag|approval|noa|dp|design|pressure|rating|ui|fl|floor|level|order|u-factor|shgc|lites?|handing|swing|jamb|finish|room\/location|\$)$/i;
/** Words of a totals row under a table. */
export const TOTALS_ROW =
  /^\W{0,3}(?:sub[\s-]?total|total|grand\s+total|tax|sales\s+tax|discount|deposit|balance|amount\s+due|less\b|net\b|invoice\s+total)/i;
/** A row further below the previous one than this many font sizes ends the table. */
const MAX_ROW_GAP_SIZES = 2.4;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[():.,/\\|]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** A cell that reads as a column name: short, mostly header words, no figures. */
function isHeaderCell(cell: Cell): boolean {
  const w = words(cell.text);
  if (w.length === 0 || w.length > 4 || /\d/.test(cell.text.replace(/#/g, ''))) return false;
  const hits = w.filter((x) => HEADER_WORD.test(x) || HEADER_WORD.test(x.replace(/s$/, ''))).length;
  return hits * 2 >= w.length;
}

/** A line of column names: at least two (three when the line has more) header cells, no amounts. */
export function isHeaderLine(line: Line): boolean {
  if (line.cells.length < 2 || findAmounts(line.text).length > 0) return false;
  const headers = line.cells.filter(isHeaderCell).length;
  return headers >= 2 && headers * 3 >= line.cells.length * 2;
}

function overlap(a: { x0: number; x1: number }, b: { x0: number; x1: number }): number {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
}

function distance(a: { x0: number; x1: number }, b: { x0: number; x1: number }): number {
  return Math.max(0, Math.max(a.x0, b.x0) - Math.min(a.x1, b.x1));
}

/** Column spans from the cells of the fuller rows: cells that overlap across rows are one column. */
function columnsOf(header: Line, body: Line[]): TableColumn[] {
  const counts = body
    .map((l) => l.cells.length)
    .filter((n) => n >= 2)
    .sort((a, b) => a - b);
  const full = counts.length ? counts[Math.floor(counts.length * 0.6)]! : 2;
  const spans = body
    .filter((l) => l.cells.length >= Math.min(full, 2) && l.cells.length >= full - 1)
    .flatMap((l) => l.cells.map((c) => ({ x0: c.x0, x1: c.x1 })))
    .sort((a, b) => a.x0 - b.x0);
  // A cell reaching across two header names (a long description running into the next column) can
  // chain the columns together: the columns are also found without such cells, and the finer split
  // is kept (the cell is placed in its best column later).
  const bridges = (c: { x0: number; x1: number }) =>
    header.cells.length >= 3 && header.cells.filter((h) => overlap(h, c) > 0).length >= 2;
  const withAll = clusterSpans(spans, 0.3 * header.size);
  const withoutBridges = clusterSpans(
    spans.filter((c) => !bridges(c)),
    0.3 * header.size,
  );
  const merged = withoutBridges.length > withAll.length ? withoutBridges : withAll;
  // Each header cell names a column: the one it overlaps, or the nearest, keeping the header's order
  // left to right and giving two names to one column only when that is much nearer (a header printed
  // left-aligned over right-aligned figures is nearer the column to its right than its own).
  const columns: TableColumn[] = merged.map((c) => ({ ...c, header: null }));
  const cells = splitOverColumns(header, columns);
  const own: typeof cells = [];
  const placed: typeof cells = [];
  for (const cell of cells) {
    const nearest = Math.min(...columns.map((col) => (overlap(col, cell) > 0 ? 0 : distance(col, cell))));
    // A header with nothing under it: a column of its own (empty in every row read so far).
    (columns.length && nearest <= 4 * header.size ? placed : own).push(cell);
  }
  assignInOrder(placed, columns, header.size).forEach((j, i) => {
    const col = columns[j]!;
    col.header = col.header ? `${col.header} ${placed[i]!.text}` : placed[i]!.text;
  });
  for (const cell of own) columns.push({ x0: cell.x0, x1: cell.x1, header: cell.text });
  return columns.sort((a, b) => a.x0 - b.x0);
}

/**
 * The column for each header cell, in order left to right: the least total distance from cell to
 * column, where sharing a column with the cell before costs a few character widths.
 */
function assignInOrder(
  cells: { x0: number; x1: number }[],
  columns: { x0: number; x1: number }[],
  size: number,
): number[] {
  const share = 2 * size;
  const cost = (i: number, j: number) =>
    overlap(columns[j]!, cells[i]!) > 0
      ? -Math.min(1, overlap(columns[j]!, cells[i]!) / size)
      : distance(columns[j]!, cells[i]!);
  const n = cells.length;
  const m = columns.length;
  const best: number[][] = [];
  const from: number[][] = [];
  for (let i = 0; i < n; i++) {
    best.push([]);
    from.push([]);
    for (let j = 0; j < m; j++) {
      if (i === 0) {
        best[i]![j] = cost(i, j);
        from[i]![j] = -1;
        continue;
      }
      let value = best[i - 1]![j]! + share;
      let k = j;
      for (let p = 0; p < j; p++) {
        if (best[i - 1]![p]! < value) [value, k] = [best[i - 1]![p]!, p];
      }
      best[i]![j] = value + cost(i, j);
      from[i]![j] = k;
    }
  }
  if (n === 0 || m === 0) return [];
  let j = best[n - 1]!.indexOf(Math.min(...best[n - 1]!));
  const out: number[] = [];
  for (let i = n - 1; i >= 0; i--) {
    out[i] = j;
    j = from[i]![j]!;
  }
  return out;
}

/** The header's cells, each split into its words where it lies over more than one column. */
function splitOverColumns(
  header: Line,
  columns: { x0: number; x1: number }[],
): { text: string; x0: number; x1: number }[] {
  const out: { text: string; x0: number; x1: number }[] = [];
  for (const cell of header.cells) {
    const under = columns.filter((col) => overlap(col, cell) > 0.3 * Math.min(col.x1 - col.x0, cell.x1 - cell.x0));
    const words = header.words.filter((w) => w.bbox.x0 >= cell.x0 - 0.5 && w.bbox.x1 <= cell.x1 + 0.5);
    // Only where each word lies over a column of its own: "Unit Price" over one column stays whole.
    const wordColumns = words.map((w) => columns.findIndex((col) => overlap(col, w.bbox) > 0));
    if (under.length >= 2 && words.length >= 2 && new Set(wordColumns.filter((i) => i >= 0)).size >= 2) {
      for (const w of words) out.push({ text: w.text, x0: w.bbox.x0, x1: w.bbox.x1 });
    } else out.push(cell);
  }
  return out;
}

/** Spans that overlap (or come within `slack` of each other) grouped into columns, left to right. */
function clusterSpans(spans: { x0: number; x1: number }[], slack: number): { x0: number; x1: number }[] {
  // Cells a fraction of a character apart (a right-aligned "10" beside a left-aligned "1") are one column.
  const clusters: { x0: number; x1: number }[] = [];
  for (const s of spans) {
    const hit = clusters.find((c) => overlap(c, s) > -slack);
    if (hit) {
      hit.x0 = Math.min(hit.x0, s.x0);
      hit.x1 = Math.max(hit.x1, s.x1);
    } else clusters.push({ ...s });
  }
  // Clusters that grew into each other merge.
  clusters.sort((a, b) => a.x0 - b.x0);
  const merged: { x0: number; x1: number }[] = [];
  for (const c of clusters) {
    const last = merged.at(-1);
    if (last && overlap(last, c) > -slack) last.x1 = Math.max(last.x1, c.x1);
    else merged.push({ ...c });
  }
  return merged;
}

function columnOf(columns: TableColumn[], cell: Cell): number {
  let best = -1;
  let bestScore = -Infinity;
  columns.forEach((col, i) => {
    const o = overlap(col, cell);
    const score = o > 0 ? o : -distance(col, cell);
    if (score > bestScore) [best, bestScore] = [i, score];
  });
  return best;
}

function tableFrom(lines: Line[], header: Line, index: number): Table | null {
  const body: Line[] = [];
  let previous = header;
  for (let k = header.index + 1; k < lines.length; k++) {
    const line = lines[k]!;
    if (line.page !== header.page) break;
    if (isHeaderLine(line)) break;
    if (line.bbox.y0 - previous.bbox.y1 > MAX_ROW_GAP_SIZES * Math.max(line.size, previous.size)) break;
    if (line.cells.some((c) => TOTALS_ROW.test(c.text)) && findAmounts(line.text).length > 0) break;
    body.push(line);
    previous = line;
  }
  if (body.length === 0) return null;
  const columns = columnsOf(header, body);
  if (columns.length < 2) return null;

  // Rows: a line with a figure in a numeric column, or one that fills the first column beside
  // another, starts a row; a line of text alone (a description that wraps) continues the row above.
  const numeric = numericColumns(columns, body);
  // Where rows start with a mark or a number in the first column ("W1", "3"), a line with figures but
  // nothing in that column ("Roller XO  6'-2\" x 4'-2\"") is the row above going on, not a new row.
  const marks = body
    .map((l) => l.cells.find((c) => columnOf(columns, c) === 0)?.text.trim())
    .filter((t): t is string => Boolean(t));
  const firstColumnStartsRows =
    marks.length >= 3 && marks.filter((t) => /^[A-Z]{0,2}-?\d{1,3}[A-Za-z]?\.?$/.test(t)).length >= marks.length * 0.8;
  const rows: TableRow[] = [];
  let end = header.index + 1;
  for (const line of body) {
    const placed = line.cells.map((c) => ({ c, col: columnOf(columns, c) }));
    // A single cell spread over several columns is prose under the table: it ends here.
    const spread = line.cells.length === 1 && columns.filter((col) => overlap(col, line.cells[0]!) > 0).length >= 3;
    if (spread) break;
    const figures = placed.some((p) => numeric.has(p.col) && isFigure(p.c.text));
    const firstColumn = placed.some((p) => p.col === 0);
    const usedColumns = new Set(placed.map((p) => p.col)).size;
    // (A priced line is a row of its own even there: a fee line under the numbered rows.)
    const startsRow =
      rows.length === 0 ||
      (figures && (firstColumn || !firstColumnStartsRows || findAmounts(line.text).length > 0)) ||
      (firstColumn && (usedColumns >= 2 || numeric.size === 0));
    if (startsRow) rows.push({ lines: [line.index], cells: columns.map(() => null) });
    else rows.at(-1)!.lines.push(line.index);
    const row = rows.at(-1)!;
    for (const { c, col } of placed) {
      const span = { line: line.index, start: c.start, end: c.start + c.text.length };
      const existing = row.cells[col];
      row.cells[col] = existing
        ? { text: `${existing.text} ${c.text}`, spans: [...existing.spans, span] }
        : ({ text: c.text, spans: [span] } satisfies TableCell);
    }
    end = line.index + 1;
  }
  if (rows.length === 0) return null;
  return { index, page: header.page, header: header.index, columns, rows, end };
}

/** A number, a money amount or a size: what fills quantity, price and dimension columns. */
function isFigure(text: string): boolean {
  return (
    /^[\s$(#-]*\d[\d,.\s/"'x×-]*\)?\s*(?:ea\.?|each|pcs?|units?|%)?$/i.test(text.trim()) || findAmounts(text).length > 0
  );
}

/** Columns whose cells are mostly figures (quantities, prices, amounts, sizes). */
function numericColumns(columns: TableColumn[], body: Line[]): Set<number> {
  const figures = columns.map(() => 0);
  const filled = columns.map(() => 0);
  for (const line of body) {
    for (const c of line.cells) {
      const col = columnOf(columns, c);
      filled[col]!++;
      if (isFigure(c.text)) figures[col]!++;
    }
  }
  return new Set(columns.map((_, i) => i).filter((i) => filled[i]! > 0 && figures[i]! * 2 > filled[i]!));
}

/** Every table of the document, each starting at a header line. */
export function findTables(lines: Line[]): Table[] {
  const tables: Table[] = [];
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k]!;
    if (!isHeaderLine(line)) continue;
    const table = tableFrom(lines, line, tables.length);
    if (!table) continue;
    tables.push(table);
    k = table.end - 1;
  }
  return tables;
}
