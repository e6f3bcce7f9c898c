import { describe, expect, it } from 'vitest';
import { syntheticDoc } from '../fields/synthetic-doc.js';

const headers = (text: string) => syntheticDoc(text).tables[0]!.columns.map((c) => c.header);

describe('tables found by column alignment', () => {
  it('gives left-aligned headers over right-aligned figures to their own columns, in order', () => {
    const doc = [
      'DATE        ACTIVITY                  QTY   RATE         AMOUNT',
      '02/01/2025  Sliding window                5       $528.00        $2,640.00',
      '02/01/2025  Picture window                1       $390.00          $390.00',
      '02/01/2025  Installation                  6       $161.00          $966.00',
    ].join('\n');
    expect(headers(doc)).toEqual(['DATE', 'ACTIVITY', 'QTY', 'RATE', 'AMOUNT']);
  });

  it('a column spans its cells, so a header centred over left-aligned numbers still heads them', () => {
    const doc = [
      'Description            Qty    Amount',
      'Double hung window     1      $400.00',
      'Casement window        10     $5,000.00',
    ].join('\n');
    const table = syntheticDoc(doc).tables[0]!;
    expect(table.columns.map((c) => c.header)).toEqual(['Description', 'Qty', 'Amount']);
    expect(table.rows.map((r) => r.cells[1]?.text)).toEqual(['1', '10']);
  });

  it('keeps a two-word header over one column whole', () => {
    const doc = [
      'Item                 Unit Price     Total',
      'Double hung window    $400.00      $800.00',
      'Casement window       $500.00      $500.00',
    ].join('\n');
    expect(headers(doc)).toEqual(['Item', 'Unit Price', 'Total']);
  });

  it('keeps columns apart when a long cell runs across two of them', () => {
    const doc = [
      '#    Location        Product                       Size (W x H)       Amount',
      'B1   Rear bedroom    Double hung, Low-E/argon      30-1/2 x 44-1/4    820.00',
      'B2   Bedroom 1       Double hung, Low-E/argon      28-1/2 x 55-1/2    750.00',
      'B4   Side entry      36" steel entry door, 6-panel, prehung  36 x 80  1,800.00',
    ].join('\n');
    expect(headers(doc)).toEqual(['#', 'Location', 'Product', 'Size (W x H)', 'Amount']);
  });
});
