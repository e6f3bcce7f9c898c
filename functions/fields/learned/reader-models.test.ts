import { afterEach, describe, expect, it } from 'vitest';
import fieldsJson from './fields.model.json' with { type: 'json' };
import { extractFields } from '../quote-fields.js';
import { syntheticDoc } from '../synthetic-doc.js';
import { swapReaderModels } from './reader-models.js';

const QUOTE = `Harbor Light Windows LLC
88 Pier Rd, Mystic, CT 06355 · (860) 555-0131
Customer: Nora Quill
14 Elm St, Groton, CT 06340
Vinyl double hung window   4   $700.00   $2,800.00
Subtotal                             $2,800.00
Sales tax                              $175.00
Total                                $2,975.00`;

/** The committed fields file with every learned scorer used and set never to show a value. */
function neverSure() {
  const file = structuredClone(fieldsJson) as { fields: Record<string, { threshold: object; use: object }> };
  for (const f of Object.values(file.fields)) {
    f.threshold = { text: 1.01, ocr: 1.01 };
    f.use = { text: true, ocr: true };
  }
  return file;
}

describe('the reader’s model files', () => {
  afterEach(() => swapReaderModels({}));

  it('reads with the committed files, with a swapped-in file, and with the committed ones again', () => {
    const read = () => extractFields(syntheticDoc(QUOTE));
    expect(read().totalCost).toBe('2975.00');

    swapReaderModels({ fields: neverSure() });
    const unsure = read();
    expect(unsure.totalCost).toBeNull();
    expect(unsure.vendor).toBeNull();

    swapReaderModels({});
    expect(read().totalCost).toBe('2975.00');
  });

  it('checks a swapped-in file before reading with it', () => {
    swapReaderModels({ counts: { name: 'fields', version: 1 } });
    expect(() => extractFields(syntheticDoc(QUOTE))).toThrow(/not the item-line-counts model/);
  });
});
