import { describe, expect, it } from 'vitest';
import modelJson from './fields.model.json' with { type: 'json' };
import { extractFields } from '../quote-fields.js';
import { readRules } from '../rule-readings.js';
import { syntheticDoc } from '../synthetic-doc.js';
import { fieldCandidates, LEARNED_FIELDS } from './field-candidates.js';
import { decideField, FIELDS_MODEL_VERSION, loadFieldsModel, type FieldModel } from './field-scorer.js';
import type { FieldCandidate } from './field-candidates.js';

const model = loadFieldsModel(modelJson);

const QUOTE = `Harbor Light Windows LLC
88 Pier Rd, Mystic, CT 06355 · (860) 555-0131
Customer: Nora Quill
14 Elm St, Groton, CT 06340
Vinyl double hung window   4   $700.00   $2,800.00
Subtotal                             $2,800.00
Sales tax                              $175.00
Total                                $2,975.00
Deposit due at signing               $1,000.00`;

/** Two amounts each labelled as what is paid, and no arithmetic that tells which one it is. */
const TWO_TOTALS = `Harbor Light Windows LLC
88 Pier Rd, Mystic, CT 06355 · (860) 555-0131
Customer: Nora Quill
14 Elm St, Groton, CT 06340
Vinyl double hung window   4   $700.00   $2,800.00
Total investment   $4,100.00
Amount due   $4,350.00`;

function decide(text: string, ocr: boolean) {
  const doc = syntheticDoc(text, { ocr });
  const candidates = fieldCandidates(doc, readRules(doc));
  return Object.fromEntries(LEARNED_FIELDS.map((f) => [f, decideField(model.fields[f], candidates[f], ocr)]));
}

describe('the learned field scorer', () => {
  it('reads the committed model file of the version this code expects, and refuses another', () => {
    expect(model.version).toBe(FIELDS_MODEL_VERSION);
    for (const field of LEARNED_FIELDS) {
      const { threshold } = model.fields[field];
      expect(threshold.text).toBeGreaterThan(0);
      expect(threshold.ocr).toBeLessThanOrEqual(1);
    }
    expect(() => loadFieldsModel({ ...modelJson, version: FIELDS_MODEL_VERSION + 1 })).toThrow(/version/);
    expect(() => loadFieldsModel({ ...modelJson, name: 'counts' })).toThrow(/not the fields model/);
    expect(JSON.stringify(modelJson).length).toBeLessThan(1_000_000);
  });

  it.each([false, true])(
    'takes the letterhead, the total after tax and the customer’s ZIP over the others (OCR: %s)',
    (ocr) => {
      const d = decide(QUOTE, ocr);
      expect(d.vendor!.best?.value).toBe('Harbor Light Windows LLC');
      expect(d.totalCost!.value).toBe('2975.00');
      expect(d.totalCost!.top.map((t) => t.value)).not.toContain('1000.00');
      expect(d.zipCode!.value).toBe('06340');
      for (const field of LEARNED_FIELDS) expect(d[field]!.probability).toBeGreaterThan(0.5);
    },
  );

  it('leaves a total it cannot tell apart for the homeowner, offering the two amounts as choices', () => {
    const d = decide(TWO_TOTALS, true);
    expect(d.totalCost!.value).toBeNull();
    expect(d.totalCost!.probability).toBeLessThan(d.totalCost!.threshold);
    expect(d.totalCost!.top.map((t) => t.value).sort()).toEqual(['4100.00', '4350.00']);

    const fields = extractFields(syntheticDoc(TWO_TOTALS, { ocr: true }));
    expect(fields.totalCost).toBeNull();
    expect([...(fields.choices.totalCost ?? [])].sort()).toEqual(['4100.00', '4350.00']);
    expect(fields.details).toContainEqual(
      expect.stringMatching(/^⚠ Total: .*(4,100\.00.*4,350\.00|4,350\.00.*4,100\.00)/),
    );
  });

  it('says in the extraction details how sure it is and where the value was read', () => {
    const fields = extractFields(syntheticDoc(QUOTE, { ocr: true }));
    expect(fields.totalCost).toBe('2975.00');
    expect(fields.zipCode).toBe('06340');
    expect(fields.details).toContainEqual(expect.stringMatching(/^✓ Total: \$2,975\.00 .*— \d+% sure; page 1: "Total/));
    expect(fields.details).toContainEqual(expect.stringMatching(/^✓ ZIP: 06340 .*— \d+% sure; page 1: /));
  });

  // A ranker that scores a candidate by its one feature "s"; "none of them" scores 0.
  const ranker = (threshold: number, guard: boolean): FieldModel => ({
    model: { name: 'totalCost-candidate', version: 1, classes: ['score'], bias: [0], weights: { s: [1] } },
    threshold: { text: threshold, ocr: threshold },
    rivalGuard: { text: guard, ocr: guard },
    use: { text: true, ocr: true },
  });
  const candidate = (value: string, s: number, label?: string): FieldCandidate => ({
    value,
    features: { s },
    evidence: null,
    line: null,
    signals: [],
    how: label ? `from '${label}'` : '',
    ...(label ? { label } : {}),
  });

  it('shows a value sure enough by itself only when no other value stands close beside it', () => {
    // Two amounts scored about 0.68 and 0.31.
    const two = [candidate('8900.00', 4), candidate('9400.00', 3.2)];
    const d = decideField(ranker(0.5, true), two, false);
    expect(d.probability).toBeGreaterThan(0.6);
    expect(d.value).toBeNull();
    expect(d.top.map((t) => t.value)).toEqual(['8900.00', '9400.00']);
    // The same best value with a distant second is shown.
    const clear = decideField(ranker(0.5, true), [candidate('8900.00', 4), candidate('9400.00', 1)], false);
    expect(clear.value).toBe('8900.00');
  });

  it('never shows one of two values printed under the same label, even where the field shows past rivals', () => {
    const twins = [candidate('8900.00', 4, 'Total price'), candidate('9203.08', 3.2, 'TOTAL PRICE')];
    expect(decideField(ranker(0.5, false), twins, false).value).toBeNull();
    // Under two labels the field's own choice stands: no guard, so the best is shown.
    const two = [candidate('8900.00', 4, 'Total price'), candidate('9203.08', 3.2, 'Subtotal')];
    expect(decideField(ranker(0.5, false), two, false).value).toBe('8900.00');
  });

  it('never shows a figure its own print shows misread, however sure the scorer is', () => {
    const lost: FieldCandidate = {
      ...candidate('47291.00', 6),
      signals: [{ name: 'separatorsLost', weight: -8 }],
    };
    const d = decideField(ranker(0.5, false), [lost, candidate('390.00', 1)], true);
    expect(d.probability).toBeGreaterThan(0.9);
    expect(d.value).toBeNull();
    expect(decideField(ranker(0.5, false), [candidate('47291.00', 6), candidate('390.00', 1)], true).value).toBe(
      '47291.00',
    );
  });
});
