/**
 * The field rules read a quote the same from Textract's model as from the local one: two sample
 * quotes as AnalyzeDocument would return them (constructed from the PDFs' words, testdata/textract/
 * README.md) against the same PDFs read with mupdf, and both against shared/samples/truth.json.
 */
import { readFileSync } from 'node:fs';
import type { Block } from '@aws-sdk/client-textract';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleBytes, SAMPLES } from '../../../test/samples.js';
import type { DocumentModel } from '../../document/model.js';
import { extractFields, type QuoteFields } from '../../fields/quote-fields.js';
import { extractDocument } from '../../extraction/local-extractor.js';
import { blocksToModel } from './textract-blocks.js';

const CASES = [
  { sample: '04_Estimate_NorthStar_EST-41923.pdf', response: 'constructed-quote-northstar-est-41923' },
  { sample: '03_Estimate_Buckeye_12944.pdf', response: 'constructed-quote-buckeye-12944' },
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

describe.each(CASES)('$sample through Textract', ({ sample, response }) => {
  const truth = SAMPLES.find((s) => s.file === sample)!.expect;
  let textract: DocumentModel;
  let local: DocumentModel;
  beforeAll(async () => {
    textract = blocksToModel(blocksOf(response));
    local = await extractDocument(sampleBytes(sample));
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

  it('prints the same lines as the text layer, word for word', () => {
    const words = (m: DocumentModel) => m.lines.flatMap((l) => l.text.split(/\s+/)).filter(Boolean);
    expect(words(textract)).toEqual(words(local));
  });
});

describe('the North Star estimate through Textract', () => {
  const model = blocksToModel(blocksOf('constructed-quote-northstar-est-41923'));

  it("counts the units from Textract's item table", () => {
    expect(model.tables).toHaveLength(1);
    const [items] = model.tables;
    expect(items!.columns.map((c) => c.header)).toEqual(['ACTIVITY', 'DESCRIPTION', 'QTY', 'RATE', 'AMOUNT']);
    expect(items!.rows.map((r) => [r.cells[0]?.text, r.cells[2]?.text])).toEqual([
      ['Double Hung Window', '4'],
      ['Casement Window', '2'],
      ['Hinged French Patio Door', '1'],
      ['Installation Labor', '7'],
      ['Interior Trim / Casing', '6'],
    ]);
    const fields = extractFields(model);
    expect(fields.items.map((i) => `${i.quantity} ${i.name}`)).toEqual([
      '4 Double Hung Window',
      '2 Casement Window',
      '1 Hinged French Patio Door',
    ]);
    expect(fields.details.join('\n')).toContain('7 openings charged for installation');
  });

  it("takes the job site from Textract's form field stacked under its label", () => {
    expect(model.keyValues.find((kv) => kv.key === 'SHIP TO / JOB SITE')).toMatchObject({
      relation: 'below',
      value: 'Gerald Harrington\n12729 Emerson Ave S\nMinneapolis, MN 55419',
    });
    expect(extractFields(model)).toMatchObject({
      zipCode: '55419',
      customerZip: '48104',
      projectAddress: 'Minneapolis, MN 55419',
    });
  });

  it('still counts from the geometry when Textract returns no tables', () => {
    const withoutTables = blocksOf('constructed-quote-northstar-est-41923').filter(
      (b) => b.BlockType !== 'TABLE' && b.BlockType !== 'CELL',
    );
    const fields = extractFields(blocksToModel(withoutTables));
    expect(read(fields)).toEqual(read(extractFields(model)));
  });
});
