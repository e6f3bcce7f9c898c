/**
 * Recorded AnalyzeDocument responses (testdata/textract/README.md) converted into the document model:
 * lines in reading order, Textract's tables and form fields pointing at the lines' text.
 */
import { readFileSync } from 'node:fs';
import type { Block } from '@aws-sdk/client-textract';
import { describe, expect, it } from 'vitest';
import { spanText, type DocumentModel, type KeyValue, type Table } from '../../document/model.js';
import { blocksToModel } from './textract-blocks.js';

function blocksOf(name: string): Block[] {
  return (
    JSON.parse(readFileSync(new URL(`./testdata/textract/${name}.json`, import.meta.url), 'utf8')) as {
      Blocks: Block[];
    }
  ).Blocks;
}

const lineIndex = (model: DocumentModel, text: string) => model.lines.findIndex((l) => l.text.includes(text));
const pair = (model: DocumentModel, key: string) => model.keyValues.filter((kv) => kv.key === key);
const rowTexts = (table: Table) => table.rows.map((r) => r.cells.map((c) => c?.text ?? null));

/** Every span of a table or a pair reads, in the line it points at, the text it claims. */
function expectSpansMatch(model: DocumentModel) {
  for (const table of model.tables) {
    for (const row of table.rows) {
      for (const cell of row.cells) {
        if (cell) expect(cell.spans.map((s) => spanText(model, s)).join(' ')).toBe(cell.text);
      }
      for (const span of row.cells.flatMap((c) => c?.spans ?? [])) expect(row.lines).toContain(span.line);
    }
  }
  for (const kv of model.keyValues) {
    // The key's span is its last printed line, without the colon.
    expect(kv.key.endsWith(spanText(model, kv.keySpan)), kv.key).toBe(true);
    expect(kv.valueSpans.map((s) => spanText(model, s)).join('\n')).toBe(kv.value);
  }
}

describe('an invoice PDF (TABLES, FORMS and LAYOUT)', () => {
  const blocks = blocksOf('recorded-sample-invoice');
  const model = blocksToModel(blocks);

  it('reads its lines top to bottom, the blocks at one height as one line with cells, and nothing twice', () => {
    expect(model.method).toBe('textract');
    expect(model.text.split('\n').slice(0, 3)).toEqual(['Sliced/Invoices', 'Invoice', 'Invoice Number  INV-3337']);
    const order = [
      'From:',
      'Invoice Date',
      'To:',
      'Hrs/Qty',
      'Web Design',
      'Sub Total  $85.00',
      'Total  $93.50',
      'ANZ Bank',
      'Page 1/1',
    ].map((t) => lineIndex(model, t));
    expect(order).not.toContain(-1);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The sender's address and the invoice details beside it share a line, in two cells.
    expect(model.lines[lineIndex(model, 'Invoice Date')]!.cells.map((c) => c.text)).toEqual([
      'Suite 5A-1204',
      'Invoice Date',
      'January 25, 2016',
    ]);
    // Layout blocks point at the same lines; they add none.
    const lineBlocks = blocks.filter((b) => b.BlockType === 'LINE').length;
    expect(model.lines.flatMap((l) => l.words).length).toBe(blocks.filter((b) => b.BlockType === 'WORD').length);
    expect(model.lines.length).toBeLessThan(lineBlocks);
  });

  it("turns the item table into a table headed by Textract's column headers, a wrapped description continuing its row", () => {
    const items = model.tables.find((t) => t.columns.some((c) => c.header === 'Service'))!;
    expect(items.header).toBe(lineIndex(model, 'Hrs/Qty'));
    expect(items.columns.map((c) => c.header)).toEqual(['Hrs/Qty', 'Service', 'Rate/Price', 'Adjust', 'Sub Total']);
    expect(rowTexts(items)).toEqual([
      ['1.00', 'Web Design This is a sample description...', '$85.00', '0.00%', '$85.00'],
    ]);
    expect(items.rows[0]!.lines).toEqual([
      lineIndex(model, 'Web Design'),
      lineIndex(model, '0.00%'),
      lineIndex(model, 'sample description'),
    ]);
  });

  it('ends a table at its summary row and drops a table that is only totals', () => {
    // Three TABLE blocks: invoice details (its last row a summary, "Total Due"), the items, and the totals box.
    expect(blocks.filter((b) => b.BlockType === 'TABLE')).toHaveLength(3);
    expect(model.tables).toHaveLength(2);
    const details = model.tables[0]!;
    expect(details.header).toBeNull();
    expect(details.columns.map((c) => c.header)).toEqual([null, null]);
    expect(rowTexts(details)).toEqual([
      ['Invoice Number', 'INV-3337'],
      ['Order Number', '12345'],
      ['Invoice Date', 'January 25, 2016'],
      ['Due Date', 'January 31, 2016'],
    ]);
    expect(model.tables.flatMap(rowTexts).flat()).not.toContain('$93.50');
  });

  it('reads the form fields with their values and where the value lies', () => {
    expect(pair(model, 'Invoice Date')).toMatchObject([{ value: 'January 25, 2016', relation: 'right' }]);
    expect(pair(model, 'Total')).toMatchObject([{ value: '$93.50', relation: 'right' }]);
    expect(pair(model, 'Total Due')).toMatchObject([{ value: '$93.50' }]);
    const from = pair(model, 'From')[0]!;
    expect(from.relation).toBe('below');
    expect(from.value.split('\n')).toEqual([
      'DEMO - Sliced Invoices',
      'Suite 5A-1204',
      '123 Somewhere Street',
      'Your City AZ 12345',
      'admin@slicedinvoices.com',
    ]);
    // The key's span is the label without its colon, where the line prints it.
    expect(spanText(model, from.keySpan)).toBe('From');
    expectSpansMatch(model);
  });
});

describe('a receipt photo', () => {
  const blocks = blocksOf('recorded-receipt');
  const model = blocksToModel(blocks);

  it("keeps Textract's confidences and treats the text as read by OCR", () => {
    expect(model.ocr).toBe(true);
    const logo = blocks.find((b) => b.BlockType === 'WORD' && b.Text === 'm')!;
    const word = model.lines.flatMap((l) => l.words).find((w) => w.text === 'm')!;
    expect(word.confidence).toBe(Math.round(logo.Confidence! * 10) / 10);
    expect(word.confidence).toBeLessThan(90);
    expect(model.meanConfidence).toBeGreaterThan(90);
    expect(model.meanConfidence).toBeLessThan(100);
  });

  it('gives an item table whose first row holds prices no header, and keeps that row', () => {
    expect(model.tables).toHaveLength(1);
    const [items] = model.tables;
    expect(items!.header).toBeNull();
    expect(items!.columns.map((c) => c.header)).toEqual([null, null]);
    expect(rowTexts(items!)).toEqual([
      ['LG FLATSCREEN 65', '$899.99 S'],
      ['SONY VIAO I7 6938', '$689.99 S'],
      ['6FT HDMI CABLE BB', '$19.99 S'],
      ['APPLE TV V4', '$89.99 S'],
    ]);
  });

  it('reads the totals as form fields, not as a table (its first row is labelled SUBTOTAL)', () => {
    expect(pair(model, 'TOTAL')).toMatchObject([{ value: '$1810.46', relation: 'right' }]);
    expect(pair(model, 'SUBTOTAL')).toMatchObject([{ value: '$1699.96' }]);
    expectSpansMatch(model);
  });
});

describe('an employment application (JavaScript SDK response with selection elements)', () => {
  const model = blocksToModel(blocksOf('recorded-employment-application'));

  it('reads "Label: value" fields inside one line as inline pairs', () => {
    expect(pair(model, 'Full Name')).toMatchObject([{ value: 'Jane Doe', relation: 'inline' }]);
    expect(pair(model, 'Phone Number')).toMatchObject([{ value: '555-0100', relation: 'inline' }]);
    expect(spanText(model, pair(model, 'Home Address')[0]!.keySpan)).toBe('Home Address');
  });

  it('leaves out check boxes, blank fields and pairs Textract made of cells in different rows of a table', () => {
    const keys = model.keyValues.map((kv) => kv.key);
    for (const key of [
      'Job fair',
      'Website',
      'Application Information',
      'Reason for leaving',
      'Any Company',
      'relocated',
      'Assistant baker',
    ]) {
      expect(keys).not.toContain(key);
    }
    // A column header paired with the cell under it reads like a label, and stays.
    expect(pair(model, 'End Date')).toMatchObject([{ value: '6/30/2011' }]);
  });

  it('reads the table under its title with the COLUMN_HEADER row as header', () => {
    expect(model.tables).toHaveLength(1);
    const [history] = model.tables;
    expect(history!.header).toBe(lineIndex(model, 'Employer Name'));
    expect(history!.columns.map((c) => c.header)).toEqual([
      'Start Date',
      'End Date',
      'Employer Name',
      'Position Held',
      'Reason for leaving',
    ]);
    expect(rowTexts(history!)).toEqual([
      ['1/15/2009', '6/30/2011', 'Any Company', 'Assistant baker', 'relocated'],
      ['7/1/2011', '8/10/2013', 'Example Corp.', 'Baker', 'better opp.'],
      ['8/15/2013', 'Present', 'AnyCompany', 'head baker', 'N/A, current'],
    ]);
    // Handwriting sits lower in some cells: the last row is on two model lines.
    expect(history!.rows[2]!.lines).toHaveLength(2);
    expectSpansMatch(model);
  });
});

describe('a statement table with merged cells, section titles, a summary and footers', () => {
  const blocks = blocksOf('recorded-bank-statement-table');
  const model = blocksToModel(blocks);
  const [statement] = model.tables;

  it('takes the COLUMN_HEADER row as header, below the title row', () => {
    expect(model.tables).toHaveLength(1);
    expect(statement!.header).toBe(lineIndex(model, 'Description'));
    expect(statement!.columns.map((c) => c.header)).toEqual(['Date', 'Description', 'Credit', 'Debit', 'Balance']);
  });

  it('puts a merged cell in its first column and row, skips section titles and ends at the summary', () => {
    expect(blocks.filter((b) => b.BlockType === 'MERGED_CELL').length).toBeGreaterThan(0);
    expect(rowTexts(statement!)).toEqual([
      ['Previous Balance', null, null, null, '11,000'],
      ['2022-12-24', 'Payment Credit Card', null, '1,000', '10,000'],
      [null, 'Payment Utility', null, '40', '9,960'],
      ['2022-12-31', 'Deposit', '1,000', null, '10,960'],
      ['2023-01-15', 'Deposit', '40', null, '11,000'],
    ]);
    expect(statement!.end).toBe(lineIndex(model, 'Total Ending Balance'));
    expectSpansMatch(model);
  });

  it("reads no form field in the table's header line, though a date label heads a column there", () => {
    // The recording has no FORMS; the geometric reader would pair "Date" with the "Description" cell beside it.
    expect(blocks.some((b) => b.BlockType === 'KEY_VALUE_SET')).toBe(false);
    expect(model.keyValues.filter((kv: KeyValue) => kv.keySpan.line === statement!.header)).toEqual([]);
  });
});

describe('a two-page document analysis (asynchronous API)', () => {
  const blocks = blocksOf('recorded-two-page-analysis');
  const model = blocksToModel(blocks);

  it('keeps the pages apart, with a table on each', () => {
    expect(model.pages.map((p) => p.page)).toEqual([1, 2]);
    expect(model.text.split('\n\n')).toHaveLength(2);
    expect(
      model.tables.map((t) => ({ page: t.page, header: model.lines[t.header!]!.page, rows: t.rows.length })),
    ).toEqual([
      { page: 1, header: 1, rows: 2 },
      { page: 2, header: 2, rows: 2 },
    ]);
    expect(model.tables[1]!.columns.map((c) => c.header)).toEqual(['Cell 1', 'Cell 2', 'Cell 3', 'Cell 4', 'Cell 5']);
    expect(rowTexts(model.tables[1]!)[1]).toEqual(['Cell 11', 'Cell 12', 'Cell 13', 'Cell 14', 'Cell 15']);
  });

  it('reads a field Textract paired on one page only from the geometry on the other', () => {
    const textractDateKeys = blocks.filter(
      (b) =>
        b.BlockType === 'KEY_VALUE_SET' &&
        b.EntityTypes?.includes('KEY') &&
        b.Relationships?.some(
          (r) => r.Type === 'CHILD' && r.Ids?.some((id) => blocks.find((w) => w.Id === id)?.Text === 'Date'),
        ),
    );
    expect(textractDateKeys.map((b) => b.Page)).toEqual([1]);
    expect(pair(model, 'Date').map((kv) => [model.lines[kv.keySpan.line]!.page, kv.value])).toEqual([
      [1, '08/14/2022'],
      [2, '08/14/2022'],
    ]);
    expect(pair(model, 'Name of package').map((kv) => kv.value)).toEqual(['Textractor', 'Textractor']);
    expectSpansMatch(model);
  });
});
