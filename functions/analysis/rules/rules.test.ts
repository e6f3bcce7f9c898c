import { describe, expect, it } from 'vitest';
import type { CategoryShortId } from '@shared/checklist.js';
import { analyzeWithRules } from '../rules-engine.js';
import { quoteInput } from '../testing/quote-input.js';
import type { CheckResult, HomeownerAnswers, QuoteFieldValues } from '../types.js';

type Options = Parameters<typeof quoteInput>[1];

function rate(category: CategoryShortId, text: string, options: Options = {}): CheckResult {
  return analyzeWithRules(quoteInput(text, options)).results.find((r) => r.category === category)!;
}

const at = (zipCode: string, more: Partial<QuoteFieldValues> = {}) => ({ fields: { zipCode, ...more } });

describe('pricing', () => {
  const tenVinyl = 'Replace 10 vinyl double hung windows, dual pane low-E.';
  it('a typical price per window is good and the explanation cites the numbers', () => {
    const r = rate('pricing', tenVinyl, { fields: { totalCost: '8000.00' } });
    expect(r.status).toBe('good');
    expect(r.explanation).toMatch(/\*\*\$800 per window\*\*/);
    expect(r.explanation).toMatch(/fair range in Ohio .* about \*\*\$\d{3}–\$1,\d{3} per window\*\*/);
  });
  it('above typical is average, far above is poor', () => {
    expect(rate('pricing', tenVinyl, { fields: { totalCost: '13000.00' } }).status).toBe('average');
    expect(rate('pricing', tenVinyl, { fields: { totalCost: '30000.00' } }).status).toBe('bad');
  });
  it('far below what even plain units cost asks whether the price covers the whole job, and the answer settles it', () => {
    const low = rate('pricing', tenVinyl, { fields: { totalCost: '2500.00' } });
    expect(low.status).toBe('unknown_discuss');
    expect(low.question).toMatchObject({ answer: 'priceIncludesEverything', expects: 'yes_no' });
    expect(
      rate('pricing', tenVinyl, { fields: { totalCost: '2500.00' }, answers: { priceIncludesEverything: true } })
        .status,
    ).toBe('average');
  });
  it('regional prices: the same quote compares against a higher band in California than in Arkansas', () => {
    const ca = rate('pricing', tenVinyl, at('90210', { totalCost: '8000.00' }));
    const ar = rate('pricing', tenVinyl, at('72201', { totalCost: '8000.00' }));
    const typical = (r: CheckResult) => Number(/typically \$([\d,]+)/.exec(r.explanation)![1]!.replace(',', ''));
    expect(typical(ca)).toBeGreaterThan(typical(ar));
  });
  it('sales tax is left out of the comparison', () => {
    const r = rate('pricing', `${tenVinyl}\nSUBTOTAL 8,000.00\nSALES TAX (7.5%) 600.00\nTOTAL $8,600.00`, {
      fields: { totalCost: '8600.00' },
    });
    expect(r.explanation).toMatch(/\$8,000 before \$600 sales tax/);
  });
  it('impact glass and premium frames raise the expected price', () => {
    const plain = rate('pricing', tenVinyl, at('34231', { totalCost: '15000.00' }));
    const impact = rate(
      'pricing',
      'Replace 10 impact-resistant vinyl windows, laminated glass.',
      at('34231', { totalCost: '15000.00' }),
    );
    expect(plain.status).toBe('average');
    expect(impact.status).toBe('good');
  });
  it('no total: not provided; a total extraction was unsure of: asks for it', () => {
    expect(rate('pricing', tenVinyl, { fields: { totalCost: null } }).status).toBe('not_provided');
    const unsure = rate('pricing', tenVinyl, { fields: { totalCost: null }, uncertainFields: ['totalCost'] });
    expect(unsure.status).toBe('unknown_discuss');
    expect(unsure.question?.answer).toBe('totalCost');
  });
  it('item lines whose counts were left open may say good or average, but never poor: they ask for the counts', () => {
    const items = [{ kind: 'window' as const, quantity: 2, name: 'Double hung', description: 'vinyl' }];
    const open = rate('pricing', tenVinyl, { fields: { quantities: null, totalCost: '9000.00' }, items });
    expect(open.status).toBe('unknown_discuss');
    expect(open.question?.answer).toBe('quantities');
    expect(open.explanation).toMatch(/If the quote covers 2 windows/);
    expect(
      rate('pricing', tenVinyl, { fields: { quantities: '2 windows, 0 doors', totalCost: '9000.00' }, items }).status,
    ).toBe('bad');
  });
  it('a total without any count asks how many windows and doors', () => {
    expect(rate('pricing', 'Window replacement as discussed.', { fields: { quantities: null } }).question?.answer).toBe(
      'quantities',
    );
  });
});

describe('hurricane', () => {
  it('is not applicable inland', () => {
    expect(rate('hurricane', 'impact windows', at('43214')).status).toBe('not_applicable');
  });
  it('Florida: impact with an approval number and design pressure is good; impact alone is average; silent asks', () => {
    expect(
      rate('hurricane', 'Impact windows, FL# 12345.2, DP +50/-50, tested to ASTM E1886/E1996.', at('34231')).status,
    ).toBe('good');
    expect(rate('hurricane', 'Hurricane impact windows with laminated glass.', at('33914')).status).toBe('average');
    const silent = rate('hurricane', 'Vinyl windows, low-E glass.', at('33914'));
    expect(silent.status).toBe('unknown_discuss');
    expect(silent.question?.answer).toBe('nearCoast');
  });
  it('the High-Velocity Hurricane Zone with non-impact glass is poor; "hurricane-grade" wording alone is poor', () => {
    expect(rate('hurricane', 'Standard dual pane low-E glass, non-impact.', at('33441')).status).toBe('bad');
    expect(rate('hurricane', 'Hurricane-grade windows.', at('33914')).status).toBe('bad');
  });
  it('Texas windstorm area wants the WPI-8 inspection', () => {
    expect(
      rate('hurricane', 'Impact windows DP 50. TDI windstorm inspection and WPI-8 certificate included.', at('77550'))
        .status,
    ).toBe('good');
    expect(rate('hurricane', 'Impact windows DP 50.', at('77550')).status).toBe('average');
  });
  it('a coastal county asks about the distance to the coast and the answer settles it', () => {
    const q = rate('hurricane', 'Vinyl windows.', at('29464'));
    expect(q.status).toBe('unknown_discuss');
    const far = rate('hurricane', 'Vinyl windows.', { ...at('29464'), answers: { nearCoast: false } });
    expect(far.status).toBe('not_applicable');
    expect(far.explanation).toMatch(/usually not required in South Carolina \(ZIP 29464\)\.$/);
    expect(rate('hurricane', 'Vinyl windows.', { ...at('29464'), answers: { nearCoast: true } }).status).toBe(
      'not_provided',
    );
  });
  it('a missing ZIP asks for it, unless the job is in a state with no hurricane-prone coast', () => {
    expect(rate('hurricane', 'windows', { fields: { zipCode: null } }).question?.answer).toBe('zipCode');
    expect(rate('hurricane', 'windows', { fields: { zipCode: null, projectAddress: 'Louisville, KY' } }).status).toBe(
      'not_applicable',
    );
    expect(
      rate('hurricane', 'windows', { fields: { zipCode: null, projectAddress: 'Houston, TX' } }).question?.answer,
    ).toBe('zipCode');
    expect(
      rate('hurricane', 'windows', { fields: { zipCode: null, projectAddress: 'Ocala, FL' } }).question?.answer,
    ).toBe('zipCode');
  });
});

describe('energy', () => {
  it('numbers that meet ENERGY STAR v7 for the zone are good, code-only average, above code poor', () => {
    expect(rate('energy', 'NFRC U-Factor 0.27, SHGC 0.22', at('33914')).status).toBe('good');
    expect(rate('energy', 'U-factor 0.30 SHGC 0.30', at('43214')).status).toBe('bad');
    expect(rate('energy', 'U-factor 0.26', at('37212')).status).toBe('average');
  });
  it('low-E with argon is a good package; plain low-E average; single pane poor; nothing asks', () => {
    expect(rate('energy', 'Dual pane Low-E glass with argon gas').status).toBe('good');
    expect(rate('energy', 'Dual pane Low-E glass').status).toBe('average');
    expect(rate('energy', 'single pane clear glass').status).toBe('bad');
    expect(rate('energy', 'Replace windows').status).toBe('unknown_discuss');
  });
  it('a federal tax credit promised for installations after 2025 is poor', () => {
    const r = rate('energy', 'Low-E argon glass. Qualifies for the 30% federal tax credit!');
    expect(r.status).toBe('bad');
    expect(r.explanation).toMatch(/ended/);
    expect(
      rate('energy', 'Low-E argon glass. Qualifies for the 30% federal tax credit!', { today: '2025-06-01' }).status,
    ).toBe('good');
  });
});

describe('warranty', () => {
  it('named product terms and 2+ years labour are good', () => {
    expect(
      rate('warranty', 'Limited lifetime warranty on frame and sash; 20-year glass seal; 2-year labor warranty.')
        .status,
    ).toBe('good');
    expect(rate('warranty', 'Manufacturer lifetime warranty. Installation warranty: 10 years.').status).toBe('good');
  });
  it('generic or short terms are average; no warranty or 90 days labour is poor; silence is not provided', () => {
    expect(rate('warranty', "Manufacturer's warranty applies.").status).toBe('average');
    expect(rate('warranty', 'Lifetime limited warranty on product. 1 year labor warranty.').status).toBe('average');
    expect(rate('warranty', 'Sold as-is, no warranty.').status).toBe('bad');
    expect(rate('warranty', 'Lifetime warranty on windows, 90 day labor warranty.').status).toBe('bad');
    expect(rate('warranty', 'Replace windows.').status).toBe('not_provided');
  });
});

describe('materials', () => {
  it('brand, series and frame are good; brand alone average; generic asks; "or equal" is poor', () => {
    expect(rate('materials', 'Milgard Tuscany Series vinyl windows, low-E.').status).toBe('good');
    expect(rate('materials', 'Andersen windows').status).toBe('average');
    expect(rate('materials', 'Vinyl replacement windows, dual pane.').status).toBe('unknown_discuss');
    expect(rate('materials', 'Pella 250 Series vinyl windows or equal at contractor discretion.').status).toBe('bad');
  });
  it("a maker selling its own line names it by line and number; its name alone with 'Collection' is no product", () => {
    const own = { fields: { vendor: 'AmeriView Window Systems, LLC' } };
    expect(rate('materials', 'PRODUCTS – AmeriView ClearLine 4000 Series · vinyl frame, Low-E/argon', own).status).toBe(
      'good',
    );
    expect(rate('materials', 'The AmeriView Collection: vinyl frame, Low-E/argon', own).status).toBe('unknown_discuss');
    expect(rate('materials', 'Evergreen EverShield 500 vinyl windows, Low-E glass').status).toBe('good');
    expect(rate('materials', 'Product line: ThermaView 300 (vinyl), white').status).toBe('good');
    expect(
      rate('materials', '[X] HomeGuard HG-400 (vinyl)   [ ] HomeGuard HG-700 (vinyl, foam-filled)', {
        fields: { vendor: 'HomeGuard Window Systems Inc.' },
      }).status,
    ).toBe('good');
    expect(rate('materials', 'Install 120 vinyl windows, Low-E glass').status).toBe('unknown_discuss');
    expect(
      rate('materials', 'Heartland Signature Series vinyl windows, Low-E glass', {
        fields: { vendor: 'Heartland Home Windows' },
      }).status,
    ).toBe('good');
  });
});

describe('repairs: approval however it is worded', () => {
  it('"authorized in writing", "only with your written OK" and "we will show you before doing anything" are approval rules', () => {
    const rot = 'Rotted sill replacement $45.00 / LF. ';
    expect(rate('repairs', `${rot}Work under unit prices until authorized in writing.`).status).toBe('good');
    expect(
      rate('repairs', `${rot}If we find rot we will show you before doing anything; repairs only with your written OK.`)
        .status,
    ).toBe('good');
    expect(rate('repairs', rot).status).toBe('average');
  });
});

describe('finish: shorthand', () => {
  it('reads "new int. stops" and "wrap all ext. wood trim in white alum. coil"', () => {
    expect(
      rate(
        'finish',
        'Insulate w/ low-exp. foam, caulk inside & out, new int. stops. Wrap all ext. wood trim & sills in white alum. coil.',
      ).status,
    ).toBe('good');
  });
});

describe('removal', () => {
  it('removal and haul-away are good; left to the owner is poor; silence asks', () => {
    expect(rate('removal', 'Remove existing windows and haul away all debris.').status).toBe('good');
    expect(rate('removal', 'Disposal by homeowner.').status).toBe('bad');
    expect(rate('removal', 'Install windows.').status).toBe('unknown_discuss');
  });
  it('hauling away in a replacement job takes the old units out first', () => {
    expect(rate('removal', 'Replace 6 windows. Install, caulk & haul away incl.').status).toBe('good');
    expect(rate('removal', 'New construction windows for the addition. Haul away packaging.').status).toBe('average');
  });
  it('a pre-1978 home without lead-safe practices is average', () => {
    const r = rate('removal', 'Home built in 1962. Remove existing windows and haul away debris.');
    expect(r.status).toBe('average');
    expect(r.explanation).toMatch(/EPA RRP/);
    expect(
      rate('removal', 'Home built in 1962. Remove existing windows and haul away debris. EPA RRP certified firm.')
        .status,
    ).toBe('good');
  });
});

describe('repairs, permits, finish', () => {
  it('repairs: unit price with approval good; mention without price average; time and materials poor', () => {
    expect(rate('repairs', 'Rotted sills replaced at $45 per linear foot, only with written approval.').status).toBe(
      'good',
    );
    expect(rate('repairs', 'Wood rot repair extra if found.').status).toBe('average');
    expect(rate('repairs', 'Any repairs billed time and materials.').status).toBe('bad');
    expect(rate('repairs', 'All work executed only upon written orders.').status).toBe('unknown_discuss');
  });
  it('permits: contractor pulls good; owner pulls poor; "if required" average; no permit in Florida poor', () => {
    expect(rate('permits', 'We will pull all required permits; inspections included.').status).toBe('good');
    expect(rate('permits', 'Homeowner to obtain permit.').status).toBe('bad');
    expect(rate('permits', 'Permits if required.').status).toBe('average');
    expect(rate('permits', 'No permit required.', at('33914')).status).toBe('bad');
    expect(rate('permits', 'No permit required.', at('43214')).status).toBe('good');
    expect(rate('permits', 'Replace 8 vinyl windows.', at('43214')).status).toBe('not_provided');
  });
  it('finish: both sides and sealing good; one side average; installation sealing alone asks', () => {
    expect(rate('finish', 'New interior casing; aluminum capping outside; caulk all perimeters.').status).toBe('good');
    expect(rate('finish', 'New interior trim.').status).toBe('average');
    expect(rate('finish', 'New exterior trim stop, shims and low-expansion foam insulation.').status).toBe(
      'unknown_discuss',
    );
  });
});

describe('payment', () => {
  it('a third down with the balance on completion is good in a no-cap state', () => {
    expect(rate('payment', 'Payment: 1/3 deposit at signing, balance upon completion.').status).toBe('good');
  });
  it('half down is average; cash only, 100% up front or above a statutory cap are poor', () => {
    expect(rate('payment', '50% deposit, balance due on completion.').status).toBe('average');
    expect(rate('payment', 'Cash only. 25% down.').status).toBe('bad');
    expect(rate('payment', '100% payment required before materials are ordered.').status).toBe('bad');
    const ca = rate(
      'payment',
      '25% deposit at signing, balance upon completion.',
      at('90210', { totalCost: '20000.00' }),
    );
    expect(ca.status).toBe('bad');
    expect(ca.explanation).toMatch(/\$1,000 or 10%/);
  });
  it('Florida: above 10% is average with the 30/90-day duty', () => {
    const r = rate('payment', '30% deposit, balance upon completion.', at('33914'));
    expect(r.status).toBe('average');
    expect(r.explanation).toMatch(/30 days/);
    // Florida has no percentage cap: the answer says so rather than quoting 10% as a limit.
    expect(r.explanation).toMatch(/no deposit cap/);
    expect(r.explanation).not.toMatch(/at most 10%/);
  });
  it("hurricane: a Texas homeowner's yes to the TDI question is restated as TDI approval", () => {
    const r = rate('hurricane', 'Replace 10 vinyl windows.', {
      fields: { zipCode: '77551' },
      answers: { impactApproved: true },
    });
    expect(r.status).toBe('average');
    expect(r.explanation).toMatch(/TDI windstorm-approved/);
  });
  it('a schedule in thirds is not described as "the balance" on completion', () => {
    const r = rate('payment', 'Payment: 1/3 at signing, 1/3 on delivery, 1/3 upon completion.');
    expect(r.status).toBe('good');
    expect(r.explanation).toMatch(/final payment due on completion/);
    expect(r.explanation).not.toMatch(/balance/);
  });
  it('energy: a door quote is held to the ENERGY STAR limits for glass doors', () => {
    const r = rate('energy', 'Replace 2 entry doors, steel, dual pane glass.', {
      fields: { zipCode: '33101', quantities: '0 windows, 2 doors' },
    });
    expect(r.explanation).toMatch(/U ≤ 0\.28 and SHGC ≤ 0\.23 for glass doors/);
    expect(r.explanation).not.toMatch(/for windows/);
  });
  it('no terms: not provided; a deposit without an amount asks for it', () => {
    expect(rate('payment', 'Install windows.').status).toBe('not_provided');
    expect(rate('payment', 'Deposit required to order.').question?.answer).toBe('depositPercent');
    expect(rate('payment', 'Deposit required to order.', { answers: { depositPercent: 20 } }).status).toBe('average');
  });
});

describe('the checklist reads meaning, not phrases', () => {
  it('energy: a stated high-performance package with its numbers is good even where one number misses the zone limit', () => {
    const r = rate(
      'energy',
      'Triple pane, Low-E 272, krypton fill; U-Factor 0.20, SHGC 0.25; ENERGY STAR.',
      at('77551'),
    );
    expect(r.status).toBe('good');
    expect(r.explanation).toMatch(/check the label/);
  });
  it('removal: hauling the old windows away means taking them out; "haul everything away" is haul-away', () => {
    expect(rate('removal', 'Haul away old windows & door  incl.').status).toBe('good');
    expect(
      rate('removal', 'We take out the old ones and haul everything away, foam and caulk around the new ones.').status,
    ).toBe('good');
  });
  it('a condition in a list belongs to its own item', () => {
    const text =
      'Every option includes removal and disposal of the old windows, new interior stops where needed, the building permit (pulled by us, fee included) and clean-up.';
    expect(rate('removal', text).status).toBe('good');
    expect(rate('permits', text).status).toBe('good');
  });
  it('permits: the homeowner told to pull the permit in plain words is poor', () => {
    expect(
      rate(
        'permits',
        "The city will want a permit for this. As we discussed, you'll pull the homeowner's permit yourself.",
        at('98406'),
      ).status,
    ).toBe('bad');
  });
  it('payment: a deposit said in words, against a balance due on completion', () => {
    expect(
      rate(
        'payment',
        'A deposit of one-third of the contract amount ($2,650.00) is due upon acceptance, with the balance due upon completion of the work.',
        at('98406', { totalCost: '7950.00' }),
      ).status,
    ).toBe('good');
  });
});

describe('products and ratings named the way contractors print them', () => {
  it('materials: a maker not in the knowledge base, named with its series, is a named product', () => {
    expect(
      rate('materials', 'PRODUCTS – AmeriView ClearLine 4000 Series · vinyl frame, Low-E/argon, NFRC U-0.27').status,
    ).toBe('good');
  });
  it('hurricane: a design pressure printed as a +/- pair in a schedule counts', () => {
    const r = rate(
      'hurricane',
      'PGT WinGuard impact windows, NOA 22-0324.01, large missile impact, +65 / -65',
      at('33155'),
    );
    expect(r.status).toBe('good');
  });
});

describe('every question the rules ask is settled by its answer', () => {
  const silent = 'Replace windows.';
  const cases: [string, Options, Partial<Record<keyof HomeownerAnswers, unknown>>][] = [
    ['coastal county', at('29464'), { nearCoast: true }],
    ['florida', at('33914'), { nearCoast: false }],
    ['texas', at('77550'), { impactApproved: false }],
    ['lowball', { fields: { totalCost: '1000.00' } }, { priceIncludesEverything: false }],
  ];
  const answersFor: Record<string, unknown> = {
    nearCoast: true,
    impactApproved: true,
    priceIncludesEverything: true,
    productLine: 'Pella 250 Series',
    removalIncluded: true,
    rotRepairTerms: false,
    permitsByContractor: true,
    finishIncluded: false,
    lowEGas: true,
    depositPercent: 25,
  };
  for (const [name, options, answer] of [['silent quote', {}, {}] as const, ...cases]) {
    it(name, () => {
      const first = analyzeWithRules(quoteInput(silent, { ...options, answers: answer as HomeownerAnswers })).results;
      for (const r of first.filter((x) => x.question && x.question.answer in answersFor)) {
        const answered = { ...(answer as HomeownerAnswers), [r.question!.answer]: answersFor[r.question!.answer] };
        const after = analyzeWithRules(quoteInput(silent, { ...options, answers: answered })).results.find(
          (x) => x.category === r.category,
        )!;
        expect(after.status, `${r.category} after ${r.question!.answer}`).not.toBe('unknown_discuss');
      }
    });
  }
});

describe('score', () => {
  it('is 100 when every applicable item is good and lower with poor items; caps apply', () => {
    const perfect = analyzeWithRules(
      quoteInput(
        'Pella 250 Series vinyl double hung windows, low-E 366 argon, NFRC U-factor 0.22 SHGC 0.30. Remove and dispose of existing windows, haul away debris. Wood rot repair at $18 per linear foot with homeowner approval. Contractor will pull the permit. New interior casing, aluminum capping outside, caulk all perimeters. Lifetime limited warranty; 5-year labor warranty. 25% deposit, balance upon completion.',
        { fields: { totalCost: '8000.00' } },
      ),
    );
    expect(perfect.results.filter((r) => r.status !== 'good' && r.status !== 'not_applicable')).toEqual([]);
    expect(perfect.score).toBe(100);
    const poor = analyzeWithRules(
      quoteInput('No warranty. Cash only. Homeowner to obtain permit. Disposal by homeowner.', {
        fields: { totalCost: '8000.00' },
      }),
    );
    expect(poor.results.filter((r) => r.status === 'bad').length).toBeGreaterThanOrEqual(3);
    expect(poor.score).toBeLessThanOrEqual(49);
  });
});
