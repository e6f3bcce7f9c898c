/**
 * The field rules read a quote the same from Textract's model as from the local one: two test
 * documents as AnalyzeDocument would return them (constructed from the PDFs' words, testdata/textract/
 * README.md) against the same PDFs read with mupdf, and both against their truth (test/documents/).
 */
import { readFileSync } from 'node:fs';
import type { Block } from '@aws-sdk/client-textract';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentBytes, LOWBALL_QUOTE, TABLE_QUOTE, type TestDocument } from '../../../test/documents.js';
import type { DocumentModel } from '../../document/model.js';
import { extractFields, type QuoteFields } from '../../fields/quote-fields.js';
import { extractDocument } from '../../extraction/local-extractor.js';
import { blocksToModel } from './textract-blocks.js';

/**
 * `rowsSplit`: Textract's LINEs of one table row are not yet joined into one line where the item's
 * name reaches lower than its figures (descenders, parentheses): textract-blocks.ts takes a LINE's
 * bottom as its baseline, so "Sealant - Polyurethane (tube)" and "7  10.25  Yes  71.75" stay two lines
 * where the PDF text layer has one. The fields read are the same; the word order is not.
 */
const CASES: { document: TestDocument; response: string; rowsSplit: boolean }[] = [
  { document: TABLE_QUOTE, response: 'constructed-quote-oakridge-1276', rowsSplit: true },
  { document: LOWBALL_QUOTE, response: 'constructed-quote-bestprice', rowsSplit: false },
];

function blocksOf(name: string): Block[] {
  return (
    JSON.parse(readFileSync(new URL(`./testdata/textract/${name}.json`, import.meta.url), 'utf8')) as {
      Blocks: Block[];
    }
  ).Blocks;
}

const read = (f: QuoteFields) => ({
  vendor: f.vendor,
  totalCost: f.totalCost,
  zipCode: f.zipCode,
  windows: f.windows,
  doors: f.doors,
  quoteType: f.quoteType,
});

describe.each(CASES.map((c) => [c.document.file, c] as const))(
  '%s through Textract',
  (_file, { document, response, rowsSplit }) => {
    const truth = document.expect;
    let textract: DocumentModel;
    let local: DocumentModel;
    beforeAll(async () => {
      textract = blocksToModel(blocksOf(response));
      local = await extractDocument(documentBytes(document.file));
    });

    it('reads the same vendor, total, ZIP, counts and type as from the PDF text layer, and they are right', () => {
      const fromTextract = read(extractFields(textract));
      expect(fromTextract).toEqual(read(extractFields(local)));
      expect(fromTextract).toEqual({
        vendor: truth.vendor,
        totalCost: truth.totalCost,
        zipCode: truth.zipCode,
        windows: truth.windows,
        doors: truth.doors,
        quoteType: truth.quoteType,
      });
    });

    (rowsSplit ? it.fails : it)('prints the same lines as the text layer, word for word', () => {
      const words = (m: DocumentModel) => m.lines.flatMap((l) => l.text.split(/\s+/)).filter(Boolean);
      expect(words(textract)).toEqual(words(local));
    });
  },
);

describe('the item table estimate through Textract', () => {
  const model = blocksToModel(blocksOf('constructed-quote-oakridge-1276'));

  it("counts the units from Textract's item tables, not the per-opening service lines", () => {
    // The services table and the materials table; the totals box (semi-structured) is not an item table.
    expect(model.tables).toHaveLength(2);
    const [services, materials] = model.tables;
    expect(services!.columns.map((c) => c.header)).toEqual(['Services', 'Qty', 'Price', 'Taxable', 'Amount']);
    expect(services!.rows.map((r) => r.cells[1]?.text)).toEqual(['4', '1', '2', '1', '8']);
    expect(services!.rows[4]!.cells[0]?.text).toMatch(/^Haul Away Old Windows \/ Door Per opening\./);
    expect(materials!.columns.map((c) => c.header)).toEqual(['Materials', 'Qty', 'Price', 'Taxable', 'Amount']);
    const fields = extractFields(model);
    expect(fields.items.map((i) => `${i.quantity} ${i.name}`)).toEqual([
      '4 Double Hung Window',
      '1 Picture Window',
      '2 Slider 2-Lite Window',
      `1 Sliding Patio 6'0" Door`,
    ]);
    // The 8 openings hauled away and the 7 windows capped are service lines, not more units.
    expect({ windows: fields.windows, doors: fields.doors }).toEqual({
      windows: TABLE_QUOTE.expect.windows,
      doors: TABLE_QUOTE.expect.doors,
    });
  });

  it("takes the job site from Textract's form field stacked under its label, not the mailing address", () => {
    expect(model.keyValues.find((kv) => kv.key === 'SERVICE ADDRESS')).toMatchObject({
      relation: 'below',
      value: '5016 Prospect St\nPhiladelphia, PA 19119',
    });
    expect(model.keyValues.find((kv) => kv.key === 'CUSTOMER')).toMatchObject({
      relation: 'below',
      value: 'Ingrid Nakamura\n8055 Willow Bend Way\nPittsburgh, PA 15217',
    });
    expect(extractFields(model)).toMatchObject({
      zipCode: TABLE_QUOTE.expect.zipCode,
      customerZip: '15217',
      projectAddress: `Philadelphia, PA ${TABLE_QUOTE.expect.zipCode}`,
    });
  });

  it('still counts from the geometry when Textract returns no tables', () => {
    const withoutTables = blocksOf('constructed-quote-oakridge-1276').filter(
      (b) => b.BlockType !== 'TABLE' && b.BlockType !== 'CELL',
    );
    const fields = extractFields(blocksToModel(withoutTables));
    expect(read(fields)).toEqual(read(extractFields(model)));
  });
});
