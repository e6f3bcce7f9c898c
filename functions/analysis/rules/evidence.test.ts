import { describe, expect, it } from 'vitest';
import { ConceptReader } from '../facts/concepts.js';
import { analyzeWithRules } from '../rules-engine.js';
import { checkEvidence } from '../testing/evidence-check.js';
import { quoteInput } from '../testing/quote-input.js';
import type { CheckResult, QuoteInput } from '../types.js';
import { FL_APPROVAL } from './hurricane.js';

const item = (input: QuoteInput, category: string): CheckResult =>
  analyzeWithRules(input).results.find((r) => r.category === category)!;

describe('evidence lines support the verdict they sit under', () => {
  it('old units left on site with disposal by the homeowner is not "includes removing … hauling them away"', () => {
    const text = [
      '2 impact sliding glass doors, installed.',
      'REMOVAL & DISPOSAL: Old windows/doors will be left on site; disposal by homeowner',
      '(dumpster not included).',
    ].join('\n');
    const removal = item(quoteInput(text, { fields: { zipCode: '33914' } }), 'removal');
    expect(removal.status).toBe('bad');
    expect(removal.explanation).not.toMatch(/includes removing/);
    expect(removal.evidence.join(' ')).toMatch(/left on site; disposal by homeowner/);
  });

  it('a positive claim is never cited only by a line that says the opposite', () => {
    const text = [
      'Remove existing windows.',
      'Haul-away of old units is not included; homeowner to dispose of them.',
      'Install 8 vinyl windows.',
    ].join('\n');
    const input = quoteInput(text);
    const removal = item(input, 'removal');
    const reader = new ConceptReader(text);
    for (const claim of removal.claims ?? []) {
      if (claim.from !== 'quote' || claim.says === 'silent') continue;
      const wanted = claim.says === 'yes' ? ['included', 'stated', 'conditional'] : ['excluded', 'owner', 'optional'];
      const readings = [...reader.read('removal'), ...reader.read('disposal')].filter((r) => wanted.includes(r.stance));
      for (const line of claim.lines) expect(readings.some((r) => r.clause.evidence === line)).toBe(true);
    }
    expect(checkEvidence({ text, results: analyzeWithRules(input).results })).toEqual([]);
  });

  it('an approval-number verdict cites the approval line, not the glass coating lines above it', () => {
    const text = [
      'Single Hung Window PGT WinGuard vinyl impact-resistant 6 1,148.50 6,891.00',
      'Laminated impact glass with Cardinal LoE-366 coating, argon-filled insulated laminated unit.',
      'Impact-rated windows throughout; hurricane impact glass on every opening.',
      'Low-E coating on all units; warm-edge spacer; argon gas fill.',
      'Design pressure DP +50/-50 psf.',
      'Florida Product Approval FL# 12345.2 (Miami-Dade NOA 21-0101.01).',
    ].join('\n');
    const hurricane = item(quoteInput(text, { fields: { zipCode: '34231' } }), 'hurricane');
    expect(hurricane.status).toBe('good');
    expect(hurricane.explanation).toMatch(/approval number/);
    expect(hurricane.evidence.some((line) => FL_APPROVAL.test(line))).toBe(true);
  });

  it("an address's ZIP code after FL is not cited as a product approval number", () => {
    const text = [
      'Bayside Windows LLC, 1200 Harbor Blvd, Sarasota, FL 34236',
      'Job: 15 Palm Ave, Sarasota, FL 34231',
      '8 impact-resistant single hung windows, installed.',
    ].join('\n');
    const hurricane = item(quoteInput(text, { fields: { zipCode: '34231' } }), 'hurricane');
    expect(hurricane.status).toBe('average');
    expect(hurricane.explanation).toMatch(/does not state a Florida Product Approval \(FL#\)/);
    expect(hurricane.evidence.join(' ')).not.toMatch(/FL 3423/);
  });

  it('materials and energy read the glass as one fact: laminated glass alone is not "the glass package stated"', () => {
    const text = [
      '2 IMPACT SLIDING GLASS DOOR ~ PGT WinGuard aluminum impact sliding glass door, 3-panel',
      '108" x 96", laminated glass $11,070.00 $22,140.00',
    ].join('\n');
    const input = quoteInput(text, { fields: { zipCode: '33914', quantities: '0 windows, 2 doors' } });
    const energy = item(input, 'energy');
    const materials = item(input, 'materials');
    expect(energy.explanation).toMatch(/says nothing about the glass/);
    expect(materials.explanation).not.toMatch(/glass package stated/);
  });

  it('when the quote states the glass, both items say so and cite the glass line', () => {
    const text = 'Pella 250 Series vinyl double-hung windows, dual pane Low-E glass with argon. Qty 10.';
    const input = quoteInput(text);
    expect(item(input, 'materials').explanation).toMatch(/glass package stated/);
    expect(item(input, 'energy').explanation).toMatch(/The quote specifies low-E glass with argon/);
    expect(checkEvidence({ text, results: analyzeWithRules(input).results })).toEqual([]);
  });

  it('"The quote does not mention it" never stands beside a claim that the quote states something', () => {
    for (const text of [
      'Total $9,000.00 for 10 windows. Deposit: 50% at signing, balance on completion.',
      'Permit pulled by contractor. Old windows hauled away. Lifetime warranty.',
      'Cash only. 100% payment required before materials are ordered.',
    ]) {
      const results = analyzeWithRules(quoteInput(text)).results;
      const found = checkEvidence({ text, results }).filter((c) => c.kind === 'silent-beside-claim');
      expect(found).toEqual([]);
    }
  });
});
