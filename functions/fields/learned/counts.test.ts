import { describe, expect, it } from 'vitest';
import { findOptions } from '../options.js';
import { countUnits, countUnitsByRules } from '../quantities.js';
import { findSections } from '../sections.js';
import { syntheticDoc } from '../synthetic-doc.js';
import { COUNT_MODEL_NAME, COUNT_MODEL_VERSION, learnedCounts } from './count-model.js';
import countsJson from './counts.model.json' with { type: 'json' };
import { countsModel } from './counts.js';
import { loadModel } from './linear-model.js';

function read(text: string) {
  const doc = syntheticDoc(text);
  const options = findOptions(doc.lines);
  const sections = findSections(doc);
  const rules = countUnitsByRules(doc, options, sections);
  return {
    learned: learnedCounts(countsModel(), doc, options, sections, rules),
    shown: countUnits(doc, options, sections),
  };
}

describe('the committed item-line count model', () => {
  it('is the count model of the current version, with its cross-validated figures', () => {
    expect(() => loadModel(countsJson, COUNT_MODEL_NAME, COUNT_MODEL_VERSION)).not.toThrow();
    expect(() => loadModel(countsJson, COUNT_MODEL_NAME, COUNT_MODEL_VERSION + 1)).toThrow(/version/);
    expect(countsModel().classes).toEqual(['none', 'window', 'door']);
    expect(countsModel().meta?.cv).toBeDefined();
    expect(Number(countsModel().meta?.threshold)).toBeGreaterThan(0);
  });

  it('counts a count stated in words and again as quantity × unit price once', () => {
    const { learned, shown } = read(`
Scope: remove and replace 6 vinyl double hung windows, full tear-out.
DESCRIPTION                          QTY     UNIT PRICE       AMOUNT
Double Hung Window, white vinyl        6       $450.00     $2,700.00
Installation labor                     6        $95.00       $570.00
                                             TOTAL         $3,270.00`);
    expect([learned.windows, learned.doors]).toEqual([6, 0]);
    expect([shown.windows, shown.doors]).toEqual([6, 0]);
  });

  it('counts a one-window job', () => {
    const { learned } = read(`
DESCRIPTION                                        QTY        AMOUNT
Casement Window, Pella 250 series, kitchen           1     $1,250.00
Haul away and disposal                               1        $75.00
                                            TOTAL          $1,325.00`);
    expect([learned.windows, learned.doors]).toEqual([1, 0]);
  });

  it('takes a count stated only in a sentence', () => {
    const { learned } = read(`
Whole house replacement, eighteen (18) windows, vinyl, low-E glass, installed.
All old units removed and hauled away. Price includes trim and caulking.
Total price: $14,400.00`);
    expect([learned.windows, learned.doors]).toEqual([18, 0]);
  });

  it('tells windows from patio doors in one proposal', () => {
    const { learned, shown } = read(`
ITEM                          QTY      PRICE        AMOUNT
Double Hung Window              8    $520.00     $4,160.00
Picture Window                  2    $610.00     $1,220.00
Sliding Patio Door              2  $2,150.00     $4,300.00
Installation                   12     $90.00     $1,080.00
                                     TOTAL      $10,760.00`);
    expect([learned.windows, learned.doors]).toEqual([10, 2]);
    expect([shown.windows, shown.doors]).toEqual([10, 2]);
    expect(learned.units.map((u) => u.kind)).toEqual(['window', 'window', 'door']);
  });
});
