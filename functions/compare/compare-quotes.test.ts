import { describe, expect, it } from 'vitest';
import type { CompareResponse } from '@shared/compare.js';
import { canCompareQuote, compareQuotes, isAnalyzed } from './compare-quotes.js';
import type { StoredQuote } from './quote-profile.js';
import { BUDGET_GLASS, GULF_BREEZE, SUNCOAST } from './testing/sample-quotes.js';
import { storedQuote, TODAY } from './testing/stored-quote.js';

const compare = (...quotes: StoredQuote[]) => compareQuotes(quotes, { today: TODAY });
const rowOf = (c: CompareResponse, id: string) => c.rows.find((r) => r.id === id)!;
const values = (c: CompareResponse, id: string) => rowOf(c, id).cells.map((cell) => cell.value);
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A cited line is printed in the quote it names, or is one of the quote's stored checklist evidence lines. */
function citedFrom(quote: StoredQuote, line: string): boolean {
  const printed = flat(quote.text?.extractedText ?? '');
  const stored = quote.record.checklistResults.flatMap((r) => r.evidence ?? []);
  return printed.includes(flat(line.replace(/…$/, ''))) || stored.includes(line);
}

const suncoast = storedQuote(SUNCOAST, { id: 'suncoast-000000000001' });
const gulfBreeze = storedQuote(GULF_BREEZE, { id: 'gulfbreeze-0000000001' });
const budget = storedQuote(BUDGET_GLASS, { id: 'budgetglass-000000001' });

describe('the comparison table', () => {
  it('has one cell per quote on every row, in the order asked, labelled Quote A, B, C', () => {
    // Act
    const c = compare(suncoast, gulfBreeze, budget);

    // Assess
    expect(c.quotes.map((q) => [q.label, q.vendor])).toEqual([
      ['Quote A', 'Suncoast Window Solutions'],
      ['Quote B', 'Gulf Breeze Windows & Doors'],
      ['Quote C', 'Budget Glass Co.'],
    ]);
    for (const row of c.rows) expect(row.cells, row.id).toHaveLength(3);
  });

  it('shows the totals, and the price per opening and per window against the local fair range', () => {
    const c = compare(suncoast, gulfBreeze);

    expect(values(c, 'total')).toEqual(['$10,381.90', '$9,565.00']);
    expect(rowOf(c, 'total').cells[0]!.evidence).toEqual(['TOTAL $10,381.90']);
    expect(values(c, 'perOpening')).toEqual(['$1,298', '$1,196']);
    for (const cell of [...rowOf(c, 'perOpening').cells, ...rowOf(c, 'perWindow').cells]) {
      expect(cell.note).toMatch(/^Fair range \$[\d,]+–\$[\d,]+ \(typical \$[\d,]+\) in Florida/);
      expect(cell.tone).toBe('good');
    }
    expect(c.rows.some((r) => r.id === 'perDoor')).toBe(false);
  });

  it('splits a price for windows and doors by typical prices, and says so', () => {
    const withDoor = storedQuote(
      SUNCOAST.replace(
        'Remove & Dispose  Remove',
        'Sliding Patio Door  PGT WinGuard impact sliding glass door, 2-panel  1  3,400.00  3,400.00\nRemove & Dispose  Remove',
      )
        .replace('SUBTOTAL  10,381.90', 'SUBTOTAL  13,781.90')
        .replace('TOTAL  $10,381.90', 'TOTAL  $13,781.90'),
    );

    const c = compare(withDoor, suncoast);

    const perDoor = rowOf(c, 'perDoor').cells;
    expect(perDoor[0]!.value).toMatch(/^≈ \$[\d,]+$/);
    expect(perDoor[0]!.note).toMatch(/split by typical prices/);
    expect(perDoor[1]!.value).toBe('No doors');
    expect(values(c, 'count:door:sliding_patio')).toEqual(['1', '0']);
  });

  it('counts the units by kind from the counted item lines, with the lines as evidence', () => {
    const c = compare(suncoast, budget);

    expect(rowOf(c, 'count:window:single_hung')).toMatchObject({ label: 'Single-hung windows', differs: true });
    expect(values(c, 'count:window:single_hung')).toEqual(['6', '4']);
    expect(values(c, 'count:window:picture')).toEqual(['2', '2']);
    expect(rowOf(c, 'count:window:picture').cells[0]!.evidence![0]).toMatch(/^2 × Picture Window — PGT WinGuard/);
    expect(values(c, 'install')).toEqual(['Insert (retrofit)', 'Insert (retrofit)']);
  });

  it('shows the product: frame, brand and series, glass package and impact rating', () => {
    const c = compare(suncoast, gulfBreeze);

    expect(values(c, 'frame')).toEqual(['Vinyl', 'Vinyl']);
    expect(values(c, 'product')).toEqual(['PGT WinGuard Vinyl', 'PGT WinGuard Vinyl']);
    expect(rowOf(c, 'glass').cells[0]).toMatchObject({
      value: 'Double-pane, Low-E, argon gas',
      note: 'U-factor 0.30 · SHGC 0.21',
      tone: 'good',
    });
    expect(rowOf(c, 'impact').cells[0]).toMatchObject({ value: 'Impact-rated', tone: 'good' });
  });

  it('leaves the impact row out where hurricane rules do not apply and no quote claims impact glass', () => {
    const ohio = (text: string) =>
      storedQuote(
        text
          .replace(/Laminated impact glass[^\n]*\n/g, '')
          .replace(/impact-resistant |Large-missile[^\n]*\n|impact rated[^\n]*\n| laminated/g, '')
          .replace(/Sarasota, FL 34231/g, 'Columbus, OH 43214'),
      );

    const c = compare(ohio(SUNCOAST), ohio(GULF_BREEZE));

    expect(c.rows.some((r) => r.id === 'impact')).toBe(false);
    expect(values(c, 'verdict:hurricane')).toEqual(['Not applicable', 'Not applicable']);
  });

  it('says what each price includes, from the stored checklist results', () => {
    const c = compare(suncoast, budget);

    expect(values(c, 'included:removal')).toEqual(['Included', 'Included']);
    expect(rowOf(c, 'included:disposal').cells.map((x) => [x.value, x.tone])).toEqual([
      ['Included', 'good'],
      ['Left to you', 'bad'],
    ]);
    expect(rowOf(c, 'included:disposal').cells[0]!.evidence![0]).toMatch(/^Remove & Dispose/);
    expect(rowOf(c, 'included:disposal').cells[1]!.evidence).toEqual([
      'Removal: Remove existing windows. Customer to dispose of old windows.',
    ]);
    expect(values(c, 'included:permits')).toEqual(['Contractor pulls it', 'Contractor pulls it']);
    expect(values(c, 'included:finish')).toEqual(['Inside and out', 'Inside and out']);
    expect(values(c, 'included:repairs')).toEqual(['Priced, with your approval', 'Not stated']);
    expect(c.rows.some((r) => r.id === 'included:leadSafe')).toBe(false);
  });

  it('asks for lead-safe work in every quote once one of them knows the home was built before 1978', () => {
    const old = storedQuote(SUNCOAST, { answers: { builtBefore1978: true } });

    const c = compare(old, gulfBreeze);

    expect(rowOf(c, 'included:leadSafe').cells.map((x) => [x.value, x.tone])).toEqual([
      ['Not stated (needed before 1978)', 'bad'],
      ['Not stated (needed before 1978)', 'bad'],
    ]);
  });

  it('shows the warranty, the deposit and the payment schedule in the quote’s own words', () => {
    const c = compare(suncoast, gulfBreeze);

    expect(values(c, 'warranty:product')).toEqual(['Lifetime (manufacturer)', 'Lifetime (manufacturer)']);
    expect(values(c, 'warranty:labour')).toEqual(['5 years', '5 years']);
    expect(values(c, 'warranty:transfer')).toEqual(['Not stated', 'Not stated']);
    expect(values(c, 'deposit')).toEqual(['50%', '30%']);
    expect(values(c, 'schedule')).toEqual([
      'Payment Terms: 50% deposit required to order materials. Remaining 50% due upon completion of installation.',
      'Payment Terms: 30% deposit at signing. Balance due upon completion of installation.',
    ]);
  });

  it('ends with the ten verdicts and the score, as stored', () => {
    const c = compare(suncoast, budget);

    const verdicts = c.rows.filter((r) => r.group === 'checklist');
    expect(verdicts.map((r) => r.id)).toEqual([
      'verdict:pricing',
      'verdict:hurricane',
      'verdict:energy',
      'verdict:warranty',
      'verdict:materials',
      'verdict:removal',
      'verdict:repairs',
      'verdict:permits',
      'verdict:finish',
      'verdict:payment',
      'score',
    ]);
    expect(values(c, 'verdict:removal')).toEqual(['Good', 'Poor']);
    expect(values(c, 'score')).toEqual([`${suncoast.record.overallScore}/100`, `${budget.record.overallScore}/100`]);
    expect(rowOf(c, 'verdict:removal').differs).toBe(true);
    expect(rowOf(c, 'verdict:permits').differs).toBe(false);
  });
});

describe('the same-scope check', () => {
  it('passes two quotes for the same units and work', () => {
    expect(compare(suncoast, gulfBreeze).sameScope).toEqual({ ok: true, reasons: [] });
  });

  it('says in words that a quote has fewer windows and no disposal', () => {
    const c = compare(suncoast, budget);

    expect(c.sameScope).toEqual({
      ok: false,
      reasons: ['Quote B has 2 fewer windows and no disposal: ask for the same scope before comparing prices.'],
    });
  });

  it('flags a price per opening more than 30% apart', () => {
    const dear = storedQuote(GULF_BREEZE.replace('TOTAL  $9,565.00', 'TOTAL  $14,500.00'));

    const c = compare(suncoast, dear);

    expect(c.sameScope.ok).toBe(false);
    expect(c.sameScope.reasons).toEqual([
      expect.stringMatching(/^Quote B costs 40% more per opening than Quote A \(\$1,813 against \$1,298\)/),
    ]);
  });

  it('flags a different install method', () => {
    const fullFrame = storedQuote(
      GULF_BREEZE.replace(
        'Insert (retrofit) installation into existing frames',
        'Full-frame installation: tear-out to the rough opening',
      ),
    );

    const c = compare(suncoast, fullFrame);

    expect(c.sameScope.reasons).toEqual([
      expect.stringMatching(/^Quote A is an insert \(retrofit\) installation and Quote B a full-frame installation: /),
    ]);
  });

  it('flags quotes for different places', () => {
    const elsewhere = storedQuote(GULF_BREEZE.replace(/Sarasota, FL 34231/g, 'Bradenton, FL 34205'));

    const c = compare(suncoast, elsewhere);

    expect(c.sameScope.reasons[0]).toMatch(
      /^The quotes are for different places \(ZIP 34231 for Quote A, ZIP 34205 for Quote B\)/,
    );
  });
});

describe('the best-value summary', () => {
  it('names the cheaper of two quotes for the same job, with its reasons and the quote lines they rest on', () => {
    const c = compare(suncoast, gulfBreeze);

    expect(c.summary.bestValueId).toBe(gulfBreeze.record.id);
    expect(c.summary.headline).toBe(
      'Quote B (Gulf Breeze Windows & Doors) offers the best value: it is the cheapest for the same job and has the same score (96/100).',
    );
    expect(c.summary.claims.map((claim) => claim.text)).toEqual([
      'Quote B costs $817 less before tax than Quote A (8% less; totals $9,565.00 and $10,381.90).',
      'Quote B asks a smaller deposit before the work (30% against 50% for Quote A).',
      'Quote A costs $1,298 per opening before tax, within the fair range for Florida ($622–$2,018).',
      'Quote B costs $1,196 per opening before tax, within the fair range for Florida ($622–$2,018).',
    ]);
    const byId = new Map([suncoast, gulfBreeze].map((q) => [q.record.id, q]));
    for (const claim of c.summary.claims) {
      expect(claim.citations.length, claim.text).toBeGreaterThan(0);
      for (const { quoteId, line } of claim.citations) expect(citedFrom(byId.get(quoteId)!, line), line).toBe(true);
    }
  });

  it('weighs quality against price: a dearer quote wins when it is better by more than it costs', () => {
    // Prepare: the cheaper quote leaves disposal out, its rot repairs unpriced and its warranty unstated
    const weaker = storedQuote(
      GULF_BREEZE.replace(/Structural \/ Rot Repair:[^\n]*\n/, '')
        .replace(/Warranty:[^\n]*\n/, '')
        .replace('TOTAL  $9,565.00', 'TOTAL  $9,900.00'),
    );

    // Act
    const c = compare(weaker, suncoast);

    // Assess
    expect(c.sameScope.ok).toBe(true);
    expect(c.summary.bestValueId).toBe(suncoast.record.id);
    expect(c.summary.headline).toMatch(
      /^Quote B \(Suncoast Window Solutions\) offers the best value: it costs a little more but scores \d+\/100 against \d+\/100 for Quote A, stronger on warranty terms/,
    );
    const warranty = c.summary.claims.find((claim) => /warranty terms/.test(claim.text))!;
    expect(warranty.text).toMatch(
      /^Quote B is rated better than Quote A on warranty terms \(Good against (?:Not Provided|Poor|Average)\)\.$/,
    );
    expect(warranty.citations).toEqual([
      {
        quoteId: suncoast.record.id,
        line: 'Warranty: Manufacturer lifetime limited warranty (non-prorated) on product. 5-year workmanship warranty on installation.',
      },
      { quoteId: weaker.record.id, line: expect.any(String) },
    ]);
  });

  it('names no winner when the scopes differ, and still sets each price against its fair range', () => {
    const c = compare(suncoast, budget);

    expect(c.summary.bestValueId).toBeNull();
    expect(c.summary.headline).toMatch(/^No winner is named: these quotes do not price the same job/);
    expect(c.summary.claims.map((claim) => claim.text)).toEqual([
      'Quote A costs $1,298 per opening before tax, within the fair range for Florida ($622–$2,018).',
      'Quote B costs $1,198 per opening before tax, within the fair range for Florida ($624–$2,045).',
    ]);
  });

  it('calls the same quote uploaded twice even, citing its lines', () => {
    const again = storedQuote(SUNCOAST, { id: 'suncoast-000000000002' });

    const c = compare(suncoast, again);

    expect(c.sameScope.ok).toBe(true);
    expect(c.summary.bestValueId).toBeNull();
    expect(c.summary.headline).toMatch(
      /^Quote A and Quote B offer the same value: the same job at the same price \(\$10,381\.90\) with the same score \(96\/100\)/,
    );
    expect(c.summary.claims[0]!.citations[0]).toEqual({ quoteId: suncoast.record.id, line: 'TOTAL $10,381.90' });
  });
});

describe('who may compare what', () => {
  it('a user their own quotes, the admin any, nobody an unclaimed guest quote', () => {
    const own = { userId: 'user-1' };
    expect(canCompareQuote(own, { id: 'user-1', role: 'user' })).toBe(true);
    expect(canCompareQuote(own, { id: 'user-2', role: 'user' })).toBe(false);
    expect(canCompareQuote(own, { id: 'admin-1', role: 'admin' })).toBe(true);
    expect(canCompareQuote({ userId: null }, { id: 'user-1', role: 'user' })).toBe(false);
  });

  it('only analysed quotes, with their results', () => {
    expect(isAnalyzed(suncoast.record)).toBe(true);
    expect(isAnalyzed({ ...suncoast.record, status: 'discussing' })).toBe(true);
    expect(isAnalyzed({ ...suncoast.record, status: 'analyzing' })).toBe(false);
    expect(isAnalyzed({ ...suncoast.record, status: 'error', checklistResults: [] })).toBe(false);
  });
});

describe('speed', () => {
  it('compares two sample quotes well within 100 ms', () => {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      compare(suncoast, gulfBreeze);
      times.push(performance.now() - t0);
    }
    expect(times.sort((a, b) => a - b)[2]).toBeLessThan(100);
  });
});
