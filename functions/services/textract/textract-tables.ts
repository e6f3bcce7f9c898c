/**
 * Textract's TABLE and CELL blocks as the model's tables, read the way the field rules read the
 * tables found by column alignment:
 * - column headers are the rows whose cells Textract marks COLUMN_HEADER; without any, the first row
 *   when it reads as names (two or more cells, no figures); otherwise the table has no header;
 * - a MERGED_CELL's words sit in its top-left cell; in a header row its text names every column it
 *   spans ("Price" over "Unit" and "Total" gives "Price Unit" and "Price Total");
 * - title and section-title rows are not rows; the table ends at its first summary, footer or totals
 *   row (first cell "Subtotal", "Total", "Tax"... and an amount), as a geometric table ends above its totals, so
 *   the totals are read from their labels and not as one more item line;
 * - a row's lines are the model lines its words are on (a wrapped description continues the row).
 */
import type { Block, EntityType } from '@aws-sdk/client-textract';
import type { Line, Table, TableCell, TableColumn, TableRow } from '../../document/model.js';
import { TOTALS_ROW } from '../../document/tables.js';
import { findAmounts } from '../../fields/money.js';
import type { BoundingBox } from '../../extraction/document.js';
import { unionBoxes } from '../../extraction/layout.js';
import {
  childWords,
  pageOf,
  related,
  spansOf,
  textOf,
  toBox,
  type BlockIndex,
  type WordPlace,
  type WordPlaces,
} from './textract-relations.js';

interface GridCell {
  row: number;
  col: number;
  colSpan: number;
  words: { id: string; place: WordPlace }[];
  entities: Set<EntityType | string>;
  box: BoundingBox;
  /** Part of a merged cell whose words were moved to its top-left cell. */
  covered: boolean;
}

type RowKind = 'header' | 'title' | 'section' | 'summary' | 'footer' | 'body';

/** The table cell a word was read in, so form fields inside tables can be told apart. */
export interface WordInTable {
  table: string;
  row: number;
  header: boolean;
}

export interface TextractTables {
  tables: Table[];
  /** WORD Id → its cell, for every table Textract found (kept or not). */
  wordCells: Map<string, WordInTable>;
}

function gridOf(index: BlockIndex, places: WordPlaces, table: Block): GridCell[] {
  const cells: GridCell[] = related(index, table, 'CHILD')
    .filter((b) => b.BlockType === 'CELL')
    .map((b) => ({
      row: b.RowIndex ?? 1,
      col: b.ColumnIndex ?? 1,
      colSpan: b.ColumnSpan ?? 1,
      words: childWords(index, places, b),
      entities: new Set(b.EntityTypes ?? []),
      box: toBox(b),
      covered: false,
    }));
  const at = (row?: number, col?: number) => cells.find((c) => c.row === row && c.col === col);
  for (const merged of related(index, table, 'MERGED_CELL')) {
    const parts = related(index, merged, 'CHILD')
      .map((b) => at(b.RowIndex, b.ColumnIndex))
      .filter((c): c is GridCell => c !== undefined);
    const top = at(merged.RowIndex, merged.ColumnIndex) ?? parts[0];
    if (!top) continue;
    const seen = new Set<string>();
    top.words = parts
      .flatMap((p) => p.words)
      .filter((w) => !seen.has(w.id) && seen.add(w.id))
      .sort((a, b) => a.place.span.line - b.place.span.line || a.place.span.start - b.place.span.start);
    top.colSpan = merged.ColumnSpan ?? top.colSpan;
    for (const p of parts) p.entities.forEach((e) => top.entities.add(e));
    for (const e of merged.EntityTypes ?? []) top.entities.add(e);
    for (const p of parts) {
      if (p === top) continue;
      p.covered = true;
      p.words = [];
    }
  }
  return cells;
}

function kindOf(cells: GridCell[]): RowKind {
  const has = (e: EntityType) => cells.some((c) => c.entities.has(e));
  if (has('COLUMN_HEADER')) return 'header';
  if (has('TABLE_TITLE')) return 'title';
  if (has('TABLE_SECTION_TITLE')) return 'section';
  if (has('TABLE_SUMMARY')) return 'summary';
  if (has('TABLE_FOOTER')) return 'footer';
  return 'body';
}

function cellText(lines: Line[], cell: GridCell): TableCell | null {
  if (cell.covered || cell.words.length === 0) return null;
  const spans = spansOf(cell.words.map((w) => w.place));
  return { text: spans.map((s) => textOf(lines, s)).join(' '), spans };
}

/** A first row that names columns: two or more cells of words, no figures. */
function readsAsHeader(lines: Line[], cells: GridCell[]): boolean {
  const texts = cells.map((c) => cellText(lines, c)?.text).filter((t): t is string => Boolean(t));
  return texts.length >= 2 && texts.every((t) => !/\d/.test(t));
}

function readTable(
  index: BlockIndex,
  places: WordPlaces,
  lines: Line[],
  table: Block,
  wordCells: Map<string, WordInTable>,
): Table | null {
  const grid = gridOf(index, places, table);
  const rowNumbers = [...new Set(grid.map((c) => c.row))].sort((a, b) => a - b);
  const cellsOfRow = (row: number) => grid.filter((c) => c.row === row);
  const kinds = new Map(rowNumbers.map((r) => [r, kindOf(cellsOfRow(r))]));
  let headerRows = rowNumbers.filter((r) => kinds.get(r) === 'header');
  if (headerRows.length === 0) {
    const first = rowNumbers.find((r) => kinds.get(r) !== 'title');
    if (first !== undefined && kinds.get(first) === 'body' && readsAsHeader(lines, cellsOfRow(first))) {
      headerRows = [first];
      kinds.set(first, 'header');
    }
  }
  for (const cell of grid) {
    for (const w of cell.words)
      wordCells.set(w.id, { table: table.Id ?? '', row: cell.row, header: kinds.get(cell.row) === 'header' });
  }

  const columnCount = Math.max(0, ...grid.map((c) => c.col + c.colSpan - 1));
  if (columnCount < 2) return null;
  const columns: TableColumn[] = [];
  for (let col = 1; col <= columnCount; col++) {
    const own = grid.filter((c) => c.col === col && c.colSpan === 1);
    const wordBoxes = own.flatMap((c) => c.words.map((w) => w.place.box));
    const { x0, x1 } = unionBoxes(wordBoxes.length ? wordBoxes : own.map((c) => c.box));
    const names = headerRows
      .map((r) => grid.find((c) => c.row === r && !c.covered && c.col <= col && col < c.col + c.colSpan))
      .map((c) => (c ? cellText(lines, c)?.text : undefined))
      .filter((t): t is string => Boolean(t));
    columns.push({ x0, x1, header: names.length ? names.join(' ') : null });
  }

  const rows: TableRow[] = [];
  for (const r of rowNumbers) {
    const kind = kinds.get(r)!;
    if (kind === 'header' || kind === 'title' || kind === 'section') continue;
    if (kind === 'summary' || kind === 'footer') break;
    const cells = columns.map((_, i) => {
      const cell = grid.find((c) => c.row === r && c.col === i + 1);
      return cell ? cellText(lines, cell) : null;
    });
    const texts = cells.filter((c): c is TableCell => c !== null).map((c) => c.text);
    if (texts.length === 0) continue;
    // A row labelled like a total ("SUBTOTAL  $1699.96") ends the table even when Textract did not mark it a summary.
    if (TOTALS_ROW.test(texts[0]!) && findAmounts(texts.join('  ')).length > 0) break;
    const rowLines = [...new Set(cells.flatMap((c) => c?.spans.map((s) => s.line) ?? []))].sort((a, b) => a - b);
    rows.push({ lines: rowLines, cells });
  }
  if (rows.length === 0) return null;
  const headerLines = headerRows.flatMap((r) => cellsOfRow(r).flatMap((c) => c.words.map((w) => w.place.span.line)));
  return {
    index: 0,
    page: pageOf(table),
    header: headerLines.length ? Math.min(...headerLines) : null,
    columns,
    rows,
    end: Math.max(...rows.flatMap((r) => r.lines)) + 1,
  };
}

export function readTables(blocks: Block[], index: BlockIndex, places: WordPlaces, lines: Line[]): TextractTables {
  const wordCells = new Map<string, WordInTable>();
  const tables = blocks
    .filter((b) => b.BlockType === 'TABLE')
    .map((b) => readTable(index, places, lines, b, wordCells))
    .filter((t): t is Table => t !== null)
    .map((t, i) => ({ ...t, index: i }));
  return { tables, wordCells };
}
