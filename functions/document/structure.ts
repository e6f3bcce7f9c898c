/**
 * Tables and key–value pairs an extractor found itself (Textract's TABLES and FORMS), put together
 * with the ones found from the geometry of the same lines.
 *
 * The extractor's own are preferred: it saw the ruling, shading and cell boundaries that the lines
 * alone do not carry. Its reading is not complete, though (Textract misses a table without rules or
 * a label without a colon now and then), so the geometric readings are kept where the extractor found
 * nothing: a geometric table that shares no line with any of the extractor's tables, and a geometric
 * pair whose label and value overlap neither a label or value the extractor read nor a cell (or the
 * header line) of one of its tables. One place never holds two readings.
 */
import type { KeyValue, Span, Table } from './model.js';

export interface FoundStructure {
  tables?: Table[];
  keyValues?: KeyValue[];
}

function lineRange(table: Table): [number, number] {
  const first = Math.min(table.header ?? Infinity, ...table.rows.flatMap((r) => r.lines));
  return [first, table.end - 1];
}

function sharesLines(a: Table, b: Table): boolean {
  const [a0, a1] = lineRange(a);
  const [b0, b1] = lineRange(b);
  return a0 <= b1 && b0 <= a1;
}

function overlaps(a: Span, b: Span): boolean {
  return a.line === b.line && a.start < b.end && b.start < a.end;
}

/** What a table covers: its header line whole, and the text of its cells. */
function tableSpans(table: Table): Span[] {
  const header = table.header === null ? [] : [{ line: table.header, start: 0, end: Infinity }];
  return [...header, ...table.rows.flatMap((r) => r.cells.flatMap((c) => c?.spans ?? []))];
}

function mergeTables(found: Table[], geometric: Table[]): Table[] {
  const kept = geometric.filter((g) => !found.some((f) => sharesLines(f, g)));
  return [...found, ...kept].sort((a, b) => lineRange(a)[0] - lineRange(b)[0]).map((t, index) => ({ ...t, index }));
}

function mergeKeyValues(found: KeyValue[], foundTables: Table[], geometric: KeyValue[]): KeyValue[] {
  const taken = [...found.flatMap((kv) => [kv.keySpan, ...kv.valueSpans]), ...foundTables.flatMap(tableSpans)];
  const kept = geometric.filter((g) => ![g.keySpan, ...g.valueSpans].some((s) => taken.some((t) => overlaps(s, t))));
  return [...found, ...kept].sort((a, b) => a.keySpan.line - b.keySpan.line || a.keySpan.start - b.keySpan.start);
}

/** The extractor's tables and pairs with the geometric ones where it found none; the geometric ones alone when it looked for none. */
export function mergeStructure(
  own: FoundStructure,
  geometric: { tables: Table[]; keyValues: KeyValue[] },
): { tables: Table[]; keyValues: KeyValue[] } {
  const tables = own.tables ? mergeTables(own.tables, geometric.tables) : geometric.tables;
  const keyValues =
    own.keyValues || own.tables
      ? mergeKeyValues(own.keyValues ?? [], own.tables ?? [], geometric.keyValues)
      : geometric.keyValues;
  return { tables, keyValues };
}
