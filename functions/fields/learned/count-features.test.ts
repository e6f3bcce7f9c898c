import { describe, expect, it } from 'vitest';
import { findOptions } from '../options.js';
import { countUnitsByRules } from '../quantities.js';
import { findSections } from '../sections.js';
import { syntheticDoc } from '../synthetic-doc.js';
import { scoredCandidates } from './count-model.js';

function featuresOf(text: string) {
  const doc = syntheticDoc(text);
  const options = findOptions(doc.lines);
  const sections = findSections(doc);
  const rules = countUnitsByRules(doc, options, sections);
  return scoredCandidates(doc, options, sections, rules).map((s) => ({
    text: s.candidate.line.text,
    source: s.candidate.source,
    f: s.features,
  }));
}

const item = (all: ReturnType<typeof featuresOf>, start: string) =>
  all.find((c) => c.source === 'item' && c.text.startsWith(start))!.f;

describe('count features that carry to a new layout', () => {
  const all = featuresOf(`
Scope: replace ten (10) windows and one patio door.
DESCRIPTION                              QTY     UNIT PRICE       AMOUNT
Double Hung Window, white vinyl            6       $450.00     $2,700.00
Slider Window, white vinyl                 4       $420.00     $1,680.00
Sliding Patio Door, French style           1     $2,100.00     $2,100.00
Paint interior doors and casing            3        $95.00       $285.00
Total windows                             10
                                             TOTAL         $6,765.00`);

  it('marks work on existing units apart from units supplied', () => {
    expect(item(all, 'Paint interior doors')).toMatchObject({ upkeepWord: 1 });
    expect(item(all, 'Double Hung Window').upkeepWord).toBeUndefined();
    expect(item(featuresOf('Replace 3 casement windows, white vinyl   $2,400.00'), 'Replace')).toMatchObject({
      supplyWord: 1,
    });
  });

  it('sees a quantity read from a Qty column, and item lines adding up to the count stated', () => {
    expect(item(all, 'Double Hung Window')).toMatchObject({ strongQty: 1, itemsAddUpToStated: 1 });
    const short = featuresOf(`
Scope: replace twelve (12) windows.
DESCRIPTION                              QTY     UNIT PRICE       AMOUNT
Double Hung Window, white vinyl            6       $450.00     $2,700.00
Slider Window, white vinyl                 4       $420.00     $1,680.00`);
    expect(item(short, 'Double Hung Window')).toMatchObject({ strongQty: 1 });
    expect(item(short, 'Double Hung Window').itemsAddUpToStated).toBeUndefined();
  });

  it('sees a line whose quantity is the sum of the other item lines of its kind', () => {
    expect(item(all, 'Total windows')).toMatchObject({ equalsOtherItems: 1 });
    expect(item(all, 'Double Hung Window').equalsOtherItems).toBeUndefined();
  });
});
