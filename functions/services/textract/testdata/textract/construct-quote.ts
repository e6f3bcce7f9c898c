/**
 * Builds AnalyzeDocument (TABLES + FORMS) responses in Textract's exact shape for two of the test
 * documents (test/documents/), so the AWS path can be tested on a window-replacement quote (see
 * README.md here):
 *
 *   npx tsx functions/services/textract/testdata/textract/construct-quote.ts
 *
 * What comes from the PDF: every word, its text and its place. mupdf's structured text gives each
 * character's advance box, baseline and font size; a word's box is the ink Textract would frame,
 * estimated from Helvetica's proportions (cap height, x-height, descenders) above and below the
 * baseline. Words on one printed row are one LINE unless a gap wider than a font size parts them.
 * What is written by hand, as Textract reports such pages: which rectangles are tables (with their
 * column and row rules) and which labels are keys of which values. Ids are UUIDs derived from the
 * file name and the block, so the output is the same on every run; confidences likewise.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import * as mupdf from 'mupdf';

const DOCUMENTS = new URL('../../../../../test/documents/', import.meta.url);
const OUT = new URL('./', import.meta.url);

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

interface PdfWord extends Box {
  text: string;
  size: number;
  baseline: number;
}

interface TableSpec {
  entity: 'STRUCTURED_TABLE' | 'SEMI_STRUCTURED_TABLE';
  /** Column and row rules in PDF points; a word belongs to the cell its centre falls in. */
  columns: number[];
  rows: number[];
  /** The first row is the column headers. */
  header: boolean;
  /** Rows (0-based) Textract marks as TABLE_SUMMARY. */
  summaryRows?: number[];
}

interface KeyValueSpec {
  key: string;
  /** Phrases of the value, one per printed line; empty for a blank field (Textract gives a VALUE without words). */
  value: string[];
}

interface Spec {
  /** A file of test/documents/. */
  document: string;
  out: string;
  tables: TableSpec[];
  forms: KeyValueSpec[];
}

const SPECS: Spec[] = [
  {
    document: '04_Estimate_Oakridge.pdf',
    out: 'constructed-quote-oakridge-1276.json',
    tables: [
      {
        entity: 'STRUCTURED_TABLE',
        columns: [36, 398, 436, 484, 525, 586],
        rows: [231, 248, 285, 312.5, 340.5, 377, 405],
        header: true,
      },
      {
        entity: 'STRUCTURED_TABLE',
        columns: [36, 398, 436, 484, 525, 586],
        rows: [407, 424, 452, 479.5, 507],
        header: true,
      },
      {
        entity: 'SEMI_STRUCTURED_TABLE',
        columns: [326, 500, 586],
        rows: [514, 530, 545, 561, 582, 598],
        header: false,
        summaryRows: [0, 3],
      },
    ],
    forms: [
      { key: 'CUSTOMER', value: ['Ingrid Nakamura', '8055 Willow Bend Way', 'Pittsburgh, PA 15217'] },
      { key: 'SERVICE ADDRESS', value: ['5016 Prospect St', 'Philadelphia, PA 19119'] },
      { key: 'ESTIMATE', value: ['#1276'] },
      { key: 'Estimate date', value: ['11/03/25'] },
      { key: 'Expires', value: ['12/03/25'] },
      { key: 'Estimator', value: ['Jared Finch'] },
      // Textract pairs a column header with the cell under it now and then; the invoice recording does too ("Hrs/Qty" → "1.00").
      { key: 'Qty', value: ['4'] },
      { key: 'Subtotal', value: ['$7,656.67'] },
      { key: 'Discount (Referral)', value: ['-$250.00'] },
      { key: 'Tax (7%)', value: ['$502.22'] },
      { key: 'Total', value: ['$7,908.89'] },
      { key: 'Deposit required (25%)', value: ['$1,977.22'] },
    ],
  },
  {
    document: '07_Estimate_BestPrice.pdf',
    out: 'constructed-quote-bestprice.json',
    tables: [],
    forms: [
      { key: 'Date:', value: ['10/18/2025'] },
      { key: 'Customer:', value: ['Daniel Vasquez'] },
      { key: 'Address:', value: ['4725 Cedar Crest Ct, Tampa FL 33611'] },
      { key: 'Phone:', value: ['744-555-0124'] },
      {
        key: 'Job:',
        value: [
          'Take out ten (10) old windows and put in new vinyl windows as discussed. Same sizes.',
          'Install, caulk inside & out. Old windows hauled off.',
        ],
      },
      { key: 'CASH PRICE', value: ['$2,950'] },
      { key: 'Warranty:', value: ['1 yr'] },
      { key: 'OK to proceed:', value: [] },
    ],
  },
];

// --- words from the PDF -------------------------------------------------------------------------

/** Ink above the baseline, in font sizes (Helvetica): capitals, digits and ascenders; x-height letters; marks. */
function inkTop(c: string): number {
  if (/[a-z]/.test(c)) return /[bdfhkl]/.test(c) ? 0.72 : c === 't' ? 0.67 : /[ij]/.test(c) ? 0.71 : 0.53;
  if (/[A-Z0-9$&%#@?!()[\]{}|/\\'"]/.test(c)) return 0.73;
  if (c === '•') return 0.5;
  if (/[-–—]/.test(c)) return 0.33;
  if (/[+=<>~*]/.test(c)) return 0.6;
  if (/[:;]/.test(c)) return 0.52;
  if (c === '_') return -0.1;
  return 0.12; // . ,
}

/** Ink below the baseline, in font sizes (negative: the mark sits above it). */
function inkBottom(c: string): number {
  if (/[gjpqy(){}[\]|@]/.test(c)) return 0.21;
  if (/[,;]/.test(c)) return 0.15;
  if (c === '$' || c === 'Q') return 0.08;
  if (c === '_') return 0.22;
  if (c === '•') return -0.18;
  if (/[-–—]/.test(c)) return -0.24;
  if (/['"]/.test(c)) return -0.47;
  return 0;
}

interface PageWords {
  width: number;
  height: number;
  /** Printed rows: the words of one stext line, left to right. */
  rows: PdfWord[][];
}

function readWords(file: string): PageWords[] {
  const document = mupdf.Document.openDocument(readFileSync(new URL(file, DOCUMENTS)), 'application/pdf');
  const pages: PageWords[] = [];
  for (let i = 0; i < document.countPages(); i++) {
    const page = document.loadPage(i);
    const [left, top, right, bottom] = page.getBounds();
    const rows: PdfWord[][] = [];
    let row: PdfWord[] = [];
    let word: PdfWord | null = null;
    const flush = () => {
      if (word) row.push(word);
      word = null;
    };
    const stext = page.toStructuredText('preserve-whitespace');
    stext.walk({
      beginLine() {
        row = [];
      },
      onChar(c, origin, _font, size, quad) {
        if (/\s/.test(c)) return flush();
        const baseline = origin[1] - top;
        const box = {
          x0: Math.min(quad[0], quad[4]) - left,
          x1: Math.max(quad[2], quad[6]) - left,
          y0: baseline - inkTop(c) * size,
          y1: baseline + inkBottom(c) * size,
        };
        if (!word) word = { text: c, ...box, size, baseline };
        else {
          word.text += c;
          word.x1 = Math.max(word.x1, box.x1);
          word.y0 = Math.min(word.y0, box.y0);
          word.y1 = Math.max(word.y1, box.y1);
        }
      },
      endLine() {
        flush();
        if (row.length) rows.push(row);
      },
    });
    stext.destroy();
    page.destroy();
    pages.push({ width: right - left, height: bottom - top, rows });
  }
  document.destroy();
  return pages;
}

/** Textract's LINEs: a printed row split where the gap between two words is wider than a font size. */
function toLines(rows: PdfWord[][]): PdfWord[][] {
  const lines: PdfWord[][] = [];
  for (const row of rows) {
    const sorted = [...row].sort((a, b) => a.x0 - b.x0);
    let current: PdfWord[] = [];
    for (const w of sorted) {
      const previous = current.at(-1);
      if (previous && w.x0 - previous.x1 > Math.max(previous.size, w.size)) {
        lines.push(current);
        current = [];
      }
      current.push(w);
    }
    if (current.length) lines.push(current);
  }
  // Textract lists lines top to bottom, left to right.
  return lines.sort((a, b) => a[0]!.baseline - b[0]!.baseline || a[0]!.x0 - b[0]!.x0);
}

// --- blocks ---------------------------------------------------------------------------------------

type Json = Record<string, unknown>;

function hash(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function uuid(seed: string): string {
  const h = hash(seed).toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A confidence between `low` and `high`, the same for the same seed. */
function confidence(seed: string, low: number, high: number): number {
  return low + (hash(seed).readUInt32BE(0) / 0xffffffff) * (high - low);
}

function union(boxes: Box[]): Box {
  return {
    x0: Math.min(...boxes.map((b) => b.x0)),
    y0: Math.min(...boxes.map((b) => b.y0)),
    x1: Math.max(...boxes.map((b) => b.x1)),
    y1: Math.max(...boxes.map((b) => b.y1)),
  };
}

function geometry(box: Box, page: { width: number; height: number }): Json {
  const f = (n: number) => Number(n.toPrecision(8));
  const left = f(box.x0 / page.width);
  const top = f(box.y0 / page.height);
  const right = f(box.x1 / page.width);
  const bottom = f(box.y1 / page.height);
  return {
    BoundingBox: { Width: f(right - left), Height: f(bottom - top), Left: left, Top: top },
    Polygon: [
      { X: left, Y: top },
      { X: right, Y: top },
      { X: right, Y: bottom },
      { X: left, Y: bottom },
    ],
  };
}

function construct(spec: Spec): Json {
  const pages = readWords(spec.document);
  if (pages.length !== 1)
    throw new Error(`${spec.document}: the synchronous AnalyzeDocument reads one page; this has ${pages.length}`);
  const page = pages[0]!;
  const id = (key: string) => uuid(`${spec.out}:${key}`);
  const lines = toLines(page.rows);
  const words = lines.flat();
  const wordId = new Map(words.map((w, i) => [w, id(`word:${i}`)]));
  const wordConfidence = new Map(
    words.map((w, i) => [
      w,
      /[A-Za-z0-9]/.test(w.text)
        ? confidence(`${spec.out}:wc:${i}`, 99.1, 99.99)
        : confidence(`${spec.out}:wc:${i}`, 88, 98.5),
    ]),
  );

  const lineBlocks = lines.map((line, i) => ({
    BlockType: 'LINE',
    Confidence: line.reduce((s, w) => s + wordConfidence.get(w)!, 0) / line.length,
    Text: line.map((w) => w.text).join(' '),
    Geometry: geometry(union(line), page),
    Id: id(`line:${i}`),
    Relationships: [{ Type: 'CHILD', Ids: line.map((w) => wordId.get(w)!) }],
  }));
  const wordBlocks = words.map((w) => ({
    BlockType: 'WORD',
    Confidence: wordConfidence.get(w)!,
    Text: w.text,
    TextType: 'PRINTED',
    Geometry: geometry(w, page),
    Id: wordId.get(w)!,
  }));

  const tableBlocks: Json[] = [];
  spec.tables.forEach((t, ti) => {
    const cells: Json[] = [];
    for (let r = 0; r + 1 < t.rows.length; r++) {
      for (let c = 0; c + 1 < t.columns.length; c++) {
        const rect = { x0: t.columns[c]!, x1: t.columns[c + 1]!, y0: t.rows[r]!, y1: t.rows[r + 1]! };
        const inside = words.filter((w) => {
          const cx = (w.x0 + w.x1) / 2;
          const cy = (w.y0 + w.y1) / 2;
          return cx >= rect.x0 && cx < rect.x1 && cy >= rect.y0 && cy < rect.y1;
        });
        const entity =
          t.header && r === 0 ? ['COLUMN_HEADER'] : t.summaryRows?.includes(r) ? ['TABLE_SUMMARY'] : undefined;
        cells.push({
          BlockType: 'CELL',
          Confidence: confidence(`${spec.out}:cell:${ti}:${r}:${c}`, 78, 97),
          RowIndex: r + 1,
          ColumnIndex: c + 1,
          RowSpan: 1,
          ColumnSpan: 1,
          Geometry: geometry(rect, page),
          Id: id(`cell:${ti}:${r}:${c}`),
          ...(inside.length ? { Relationships: [{ Type: 'CHILD', Ids: inside.map((w) => wordId.get(w)!) }] } : {}),
          ...(entity ? { EntityTypes: entity } : {}),
        });
      }
    }
    const outer = { x0: t.columns[0]!, x1: t.columns.at(-1)!, y0: t.rows[0]!, y1: t.rows.at(-1)! };
    tableBlocks.push({
      BlockType: 'TABLE',
      Confidence: confidence(`${spec.out}:table:${ti}`, 95, 99.9),
      Geometry: geometry(outer, page),
      Id: id(`table:${ti}`),
      Relationships: [{ Type: 'CHILD', Ids: cells.map((c) => c.Id as string) }],
      EntityTypes: [t.entity],
    });
    tableBlocks.push(...cells);
  });

  const used = new Set<PdfWord>();
  /** The words of a phrase on one line: the occurrence nearest to `from` that is right of or below it. */
  const find = (phrase: string, from: Box | null): PdfWord[] => {
    const parts = phrase.split(' ');
    const found: PdfWord[][] = [];
    for (const line of lines) {
      for (let i = 0; i + parts.length <= line.length; i++) {
        const run = line.slice(i, i + parts.length);
        if (run.some((w, k) => w.text !== parts[k] || used.has(w))) continue;
        if (from && !(run[0]!.y0 >= from.y0 - 2 && run[0]!.x0 >= from.x0 - 2)) continue;
        found.push(run);
      }
    }
    const distance = (run: PdfWord[]) => (from ? Math.hypot(run[0]!.x0 - from.x1, run[0]!.y0 - from.y0) : 0);
    const best = found.sort((a, b) => distance(a) - distance(b))[0];
    if (!best) throw new Error(`${spec.document}: "${phrase}" not found`);
    return best;
  };
  const formBlocks: Json[] = [];
  spec.forms.forEach((kv, k) => {
    const keyWords = find(kv.key, null);
    keyWords.forEach((w) => used.add(w));
    const valueWords: PdfWord[] = [];
    let from: Box = union(keyWords);
    for (const phrase of kv.value) {
      const run = find(phrase, from);
      run.forEach((w) => used.add(w));
      valueWords.push(...run);
      // The next line of the value starts under the label, or a little left of it (a hanging bullet).
      from = { ...union(run), x0: union(keyWords).x0 - 20, x1: union(keyWords).x0 };
    }
    const keyBox = union(keyWords);
    // A blank field: Textract frames the space after the label.
    const valueBox = valueWords.length
      ? union(valueWords)
      : { x0: keyBox.x1 + 2, x1: keyBox.x1 + 120, y0: keyBox.y0, y1: keyBox.y1 };
    const kvConfidence = confidence(`${spec.out}:kv:${k}`, 62, 96);
    formBlocks.push(
      {
        BlockType: 'KEY_VALUE_SET',
        Confidence: kvConfidence,
        Geometry: geometry(keyBox, page),
        Id: id(`key:${k}`),
        Relationships: [
          { Type: 'VALUE', Ids: [id(`value:${k}`)] },
          { Type: 'CHILD', Ids: keyWords.map((w) => wordId.get(w)!) },
        ],
        EntityTypes: ['KEY'],
      },
      {
        BlockType: 'KEY_VALUE_SET',
        Confidence: kvConfidence,
        Geometry: geometry(valueBox, page),
        Id: id(`value:${k}`),
        ...(valueWords.length
          ? { Relationships: [{ Type: 'CHILD', Ids: valueWords.map((w) => wordId.get(w)!) }] }
          : {}),
        EntityTypes: ['VALUE'],
      },
    );
  });

  const pageBlock = {
    BlockType: 'PAGE',
    Geometry: geometry({ x0: 0, y0: 0, x1: page.width, y1: page.height }, page),
    Id: id('page:1'),
    Relationships: [
      {
        Type: 'CHILD',
        Ids: [...lineBlocks, ...tableBlocks.filter((b) => b.BlockType === 'TABLE'), ...formBlocks].map(
          (b) => b.Id as string,
        ),
      },
    ],
  };
  return {
    DocumentMetadata: { Pages: 1 },
    Blocks: [pageBlock, ...lineBlocks, ...wordBlocks, ...tableBlocks, ...formBlocks],
    AnalyzeDocumentModelVersion: '1.0',
  };
}

for (const spec of SPECS) {
  const response = construct(spec);
  writeFileSync(new URL(spec.out, OUT), `${JSON.stringify(response)}\n`);
  console.log(`${spec.out}: ${(response.Blocks as unknown[]).length} blocks`);
}
