import { describe, expect, it } from 'vitest';
import type { KeyValue, Table } from './model.js';
import { mergeStructure } from './structure.js';

function table(
  header: number | null,
  rowLines: number[][],
  cell: { line: number; start: number; end: number } = { line: rowLines[0]![0]!, start: 0, end: 4 },
): Table {
  return {
    index: 99,
    page: 1,
    header,
    columns: [
      { x0: 0, x1: 10, header: header === null ? null : 'Item' },
      { x0: 20, x1: 30, header: header === null ? null : 'Qty' },
    ],
    rows: rowLines.map((lines) => ({ lines, cells: [{ text: 'text', spans: [cell] }, null] })),
    end: Math.max(...rowLines.flat()) + 1,
  };
}

function pair(
  key: string,
  line: number,
  start: number,
  valueLine = line,
  valueStart = start + key.length + 2,
): KeyValue {
  return {
    key,
    keySpan: { line, start, end: start + key.length },
    value: 'value',
    valueSpans: [{ line: valueLine, start: valueStart, end: valueStart + 5 }],
    relation: valueLine === line ? 'right' : 'below',
  };
}

describe('mergeStructure', () => {
  it('keeps the geometric readings alone when the extractor looked for none (the local extractors)', () => {
    const geometric = { tables: [table(3, [[4], [5]])], keyValues: [pair('Date', 1, 0)] };
    expect(mergeStructure({}, geometric)).toEqual(geometric);
  });

  it("prefers the extractor's table, keeps a geometric one elsewhere, and numbers them in reading order", () => {
    const own = table(null, [[10], [11, 12]]);
    const sameRows = table(9, [[10], [11], [12]]);
    const elsewhere = table(2, [[3], [4]]);
    const { tables } = mergeStructure({ tables: [own] }, { tables: [sameRows, elsewhere], keyValues: [] });
    expect(tables.map((t) => [t.index, t.header, t.rows.length])).toEqual([
      [0, 2, 2],
      [1, null, 2],
    ]);
  });

  it("drops a geometric pair that overlaps the extractor's pairs or its table cells, and keeps the rest", () => {
    const own = [pair('Invoice Date', 2, 20)];
    const ownTable = table(6, [[7], [8]], { line: 7, start: 0, end: 12 });
    const geometric = [
      pair('Date', 2, 28), // inside Textract's "Invoice Date" label
      pair('Total', 15, 0), // nowhere near anything Textract read
      pair('Qty', 6, 30), // on the table's header line
      pair('Item', 7, 0, 7, 6), // in a cell of the table
      pair('Bill to', 1, 0, 2, 0), // its value under it, clear of Textract's pair on line 2
    ];
    const { keyValues } = mergeStructure({ tables: [ownTable], keyValues: own }, { tables: [], keyValues: geometric });
    expect(keyValues.map((kv) => kv.key)).toEqual(['Bill to', 'Invoice Date', 'Total']);
  });
});
