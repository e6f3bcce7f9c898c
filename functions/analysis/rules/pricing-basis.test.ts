import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../knowledge/index.js';
import { analyzeWithRules, ruleContext } from '../rules-engine.js';
import { quoteInput } from '../testing/quote-input.js';
import { mergeResults, toStored } from '../../conversation/modifications.js';
import { toQuote, newQuoteRecord } from '../../quotes/quote-record.js';
import type { CheckResult } from '../types.js';
import { pricingBasis, storedPricingBasis } from './pricing-basis.js';

type Options = Parameters<typeof quoteInput>[1];
const pricing = (text: string, options: Options = {}) =>
  analyzeWithRules(quoteInput(text, options)).results.find((r) => r.category === 'pricing')!;
const k = loadKnowledge();
const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

describe('how we priced this (pricing basis)', () => {
  const tenVinyl = 'Replace 10 vinyl double hung windows, dual pane low-E.';

  it('states the per-opening band the verdict used, for this ZIP, with the regional factor', () => {
    // Prepare: Columbus, Ohio (43214)
    const result = pricing(tenVinyl, { fields: { totalCost: '8000.00' } });

    // Act
    const basis = result.pricingBasis!;

    // Assess: the same numbers as the explanation, the state's factor from regions.json
    expect(basis.unit).toBe('window');
    expect(basis.openings).toBe(10);
    expect(result.explanation).toContain(
      `**${dollars(basis.perOpening.low)}–${dollars(basis.perOpening.high)} per window**, typically ${dollars(basis.perOpening.typical)}`,
    );
    expect(basis.regionFactor).toBe(k.regions.states.OH.factor);
    expect(basis).toMatchObject({ state: 'OH', stateName: 'Ohio', zipCode: '43214' });
    const band = k.pricing.windows.double_hung;
    expect(basis.perOpening).toEqual({
      low: Math.round(band.low * basis.regionFactor),
      typical: Math.round(band.typical * basis.regionFactor),
      high: Math.round(band.high * basis.regionFactor),
    });
    expect(basis.total.typical).toBe(Math.round(band.typical * basis.regionFactor * 10));
  });

  it("lists the sources of the figures used and the files' check date and versions", () => {
    const basis = pricing(tenVinyl).pricingBasis!;
    const urls = basis.sources.map((s) => s.url);
    const byId = new Map(k.pricing.sources.map((s) => [s.id, s.url]));

    for (const id of [...k.pricing.windows.double_hung.sources, ...k.pricing.frames.vinyl.sources])
      expect(urls).toContain(byId.get(id));
    expect(urls).toContain(k.regions.sources.find((s) => s.id === 'BEA')!.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(basis.sources.every((s) => s.title.length > 0 && /^https?:\/\//.test(s.url))).toBe(true);
    expect(basis.checkedOn).toBe([k.pricing.checkedOn, k.regions.checkedOn].sort()[0]);
    expect(basis.version).toBe(`pricing ${k.pricing.version}, regions ${k.regions.version}`);
  });

  it('describes the product mix with the premiums that apply (impact glass in Florida)', () => {
    const text =
      '6 x Single hung impact-resistant vinyl window, laminated glass\n2 x Picture window impact-resistant vinyl, laminated glass';
    const items = [
      {
        kind: 'window' as const,
        quantity: 6,
        name: 'Single hung window',
        description: 'impact-resistant vinyl, laminated glass',
      },
      {
        kind: 'window' as const,
        quantity: 2,
        name: 'Picture window',
        description: 'impact-resistant vinyl, laminated glass',
      },
    ];
    const basis = pricing(text, {
      fields: { zipCode: '34231', quantities: '8 windows, 0 doors' },
      items,
    }).pricingBasis!;

    expect(basis.mixText).toBe(
      '6 single-hung windows and 2 picture (fixed) windows (vinyl frame, impact (laminated) glass)',
    );
    expect(basis.mix.map((l) => [l.quantity, l.label])).toEqual([
      [6, 'single-hung window'],
      [2, 'picture (fixed) window'],
    ]);
    const impact = k.pricing.glass.impact.central;
    expect(basis.mix[0].each.typical).toBe(
      Math.round(k.pricing.windows.single_hung.typical * impact * k.regions.states.FL.factor),
    );
    expect(basis.sources.map((s) => s.url)).toContain(
      k.pricing.sources.find((s) => s.id === k.pricing.glass.impact.sources[0])!.url,
    );
  });

  it('calls a mix of windows and doors openings', () => {
    const basis = pricing('Replace 4 vinyl windows and 1 fiberglass entry door.', {
      fields: { quantities: '4 windows, 1 doors' },
    }).pricingBasis!;
    expect(basis.unit).toBe('opening');
    expect(basis.openings).toBe(5);
    expect(basis.mixText).toMatch(/4 double-hung windows .*and 1 .*door/);
  });

  it('uses no regional factor (and cites none) when the ZIP code cannot be placed', () => {
    const basis = pricing(tenVinyl, { fields: { zipCode: null } }).pricingBasis!;
    expect(basis).toMatchObject({ regionFactor: 1, state: null, stateName: null, zipCode: null });
    expect(basis.sources.map((s) => s.url)).not.toContain(k.regions.sources.find((s) => s.id === 'BEA')!.url);
  });

  it('is given even when the total is missing, and not at all when no unit can be priced', () => {
    expect(pricing(tenVinyl, { fields: { totalCost: null } })).toMatchObject({
      status: 'not_provided',
      pricingBasis: { openings: 10 },
    });
    expect(pricing('Window replacement as discussed.', { fields: { quantities: null } }).pricingBasis).toBeUndefined();
    expect(
      pricingBasis(ruleContext(quoteInput('Window replacement as discussed.', { fields: { quantities: null } }))),
    ).toBeNull();
  });

  it('is stored with the pricing item, kept by a partial re-analysis and shown by the API view', () => {
    // Prepare: the first analysis, stored
    const input = quoteInput(tenVinyl, { fields: { totalCost: '8000.00' } });
    const first = analyzeWithRules(input);
    const stored = mergeResults([], first.results, { reason: '', at: '2026-11-22T00:00:00Z', changed: new Set() });

    // Act: a chat answer re-analyses payment only; the other items are the stored ones
    const partial = analyzeWithRules(input, { only: ['payment'], previous: stored as CheckResult[] });
    const again = mergeResults(stored, partial.results, {
      reason: 'answer',
      at: '2026-11-23T00:00:00Z',
      changed: new Set(['payment']),
    });
    const record = {
      ...newQuoteRecord({
        id: 'q1',
        fileName: 'q.pdf',
        contentType: 'application/pdf',
        fileSize: 1,
        fileKey: 'k',
        status: 'completed',
        progressMessage: null,
        owner: { guestId: null },
        createdAt: '2026-11-22T00:00:00Z',
      }),
      checklistResults: again,
    };

    // Assess
    expect(toStored(first.results[0]).pricingBasis).toEqual(first.results[0].pricingBasis);
    expect(storedPricingBasis(again)).toEqual(first.results[0].pricingBasis);
    expect(storedPricingBasis(toQuote(record).checklistResults)).toEqual(first.results[0].pricingBasis);
    expect(storedPricingBasis([])).toBeNull();
  });
});
