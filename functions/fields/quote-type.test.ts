import { describe, expect, it } from 'vitest';
import { classifyQuote as classify } from './quote-type.js';

const classifyQuote = (text: string, windows: number | null, doors: number | null, vendor?: string) =>
  classify({ text, windows, doors, vendor });

const QUOTE =
  'ESTIMATE #123\nQTY  RATE  AMOUNT\nSUBTOTAL $9,000.00\nTOTAL $9,540.00\n50% deposit at signing\nAccepted By ____';

describe('classifyQuote', () => {
  it('types window and door quotes from the unit counts', () => {
    expect(classifyQuote(QUOTE, 8, 0).quoteType).toBe('windows');
    expect(classifyQuote(QUOTE, 0, 2).quoteType).toBe('doors');
    expect(classifyQuote(QUOTE, 10, 1).quoteType).toBe('windows_doors');
  });

  it('types a quote whose counts are unknown by the units it sells, not by the doors it works around or leaves', () => {
    const text = `${QUOTE}\nReplace the double hung windows with vinyl windows, Low-E.\nWrap trim around the patio door to match. The entry doors are not included.`;
    expect(classifyQuote(text, null, null).quoteType).toBe('windows');
  });

  it('recognises roofing, HVAC and plumbing quotes', () => {
    const roof = `${QUOTE}\nTear-off existing asphalt shingles\nArchitectural shingles per square\nSynthetic underlayment, ice & water shield\nRidge vent`;
    expect(classifyQuote(roof, null, null).quoteType).toBe('roofing');
    const hvac = `${QUOTE}\n3 ton heat pump, 16 SEER2\nAir handler and new ductwork\nThermostat`;
    expect(classifyQuote(hvac, null, null).quoteType).toBe('hvac');
    const plumbing = `${QUOTE}\nTankless water heater install\nRe-pipe with PEX\nReplace kitchen faucet and drain`;
    expect(classifyQuote(plumbing, null, null).quoteType).toBe('plumbing');
  });

  it('accepts a short estimate that prices windows with a single quote word', () => {
    const t = classifyQuote(
      'Window replacement estimate\nReplace 6 vinyl double-hung windows   Price: $5,400.00',
      6,
      0,
    );
    expect(t).toMatchObject({ isQuote: true, quoteType: 'windows' });
  });

  it("accepts a quote's first page photographed alone, whose prices are on page 2", () => {
    const page1 =
      'Gable & Glass Window Co. Harvey Tribute, white vinyl frames, Low-E, argon. Half screens on operating units. FRONT ELEVATION. EX = existing, stays as is (not in this quote). Legend and pricing on page 2.';
    expect(classifyQuote(page1, null, null, 'Gable & Glass Window Co.').isQuote).toBe(true);
  });

  it('keeps a window quote that mentions flashing and drip caps a window quote', () => {
    expect(classifyQuote(`${QUOTE}\nnew flashing tape, sill pan\nDouble hung windows`, 6, 0).quoteType).toBe('windows');
  });

  it('says a letter is not a quote even when it mentions windows and money', () => {
    const lease = `Maple Court Apartments — Management Office
Dear Resident,
Your current lease ends on July 31. We offer a renewal at a monthly rent of $1,385.00.
Maintenance staff will be cleaning exterior windows. No action is needed on your part.`;
    const t = classifyQuote(lease, null, null);
    expect(t.isQuote).toBe(false);
    expect(t.quoteType).toBe('other');
  });

  it('calls a quote for other work "other"', () => {
    expect(classifyQuote(`${QUOTE}\nKitchen cabinets and countertops`, null, null).quoteType).toBe('other');
  });

  it('has no type for an empty document', () => {
    expect(classifyQuote('  ', null, null)).toMatchObject({ isQuote: false, quoteType: null });
  });

  it("does not take the type from the contractor's name", () => {
    const text =
      'Harbor Window & Door Co.\nEstimate\nReplace the windows in the front bedroom\nTotal $4,200.00\nThank you for choosing Harbor Window & Door Co.';
    expect(classifyQuote(text, null, null, 'Harbor Window & Door Co.').quoteType).toBe('windows');
    expect(classifyQuote(text, null, null).quoteType).toBe('windows_doors');
  });

  it('does not count a door that is only repaired', () => {
    const text =
      'Estimate\nReplace 3 double hung windows\nRepair existing entry door: adjust hinges, new weatherstrip\nTotal $3,900.00';
    expect(classifyQuote(text, null, null).quoteType).toBe('windows');
  });

  it('processes a poorly read quote that still speaks of windows, an estimate and a price', () => {
    const ocr =
      'ESTIMATE\nQry DESCRIPTION\n5 2-Lite Stider Window\nAlwninmm replacement windows\nPricey good for 15 dar. $1,240';
    expect(classifyQuote(ocr, null, null)).toMatchObject({ isQuote: true, quoteType: 'windows' });
  });

  it('refuses a recipe and calls window cleaning another service', () => {
    expect(
      classifyQuote(
        'Key Lime Pie\nIngredients: 4 egg yolks, 1 can condensed milk\nPreheat the oven to 350°F\nBake for 15 minutes',
        null,
        null,
      ).isQuote,
    ).toBe(false);
    expect(
      classifyQuote(
        'Sparkle Window Cleaning\nQuote: window cleaning, interior and exterior, 24 windows\nTotal $360.00',
        null,
        null,
      ).quoteType,
    ).toBe('other');
  });

  it('keeps a kind whose count was left unsure when its units were seen', () => {
    const text = 'Estimate  Replace windows and the back door. Total $5,000.';
    expect(classify({ text, windows: null, doors: 1, seen: { windows: true, doors: true } }).quoteType).toBe(
      'windows_doors',
    );
    expect(classify({ text, windows: null, doors: 1, seen: { windows: false, doors: true } }).quoteType).toBe('doors');
  });

  it("does not refuse a quote that reads as one throughout because it mentions the rental property's tenant", () => {
    const text = `ESTIMATE #1276
Service address: 5016 Prospect St, Philadelphia, PA 19119 — Rental property, tenant will let crew in
Window Install - Double Hung (Vinyl)  4  678.00  2,712.00
Door Install - Sliding Patio 6'0" (Vinyl)  1  2,033.00  2,033.00
Subtotal 4,745.00  Tax 284.70  Total $5,029.70  Deposit required (25%)`;
    expect(classify({ text, windows: null, doors: null }).isQuote).toBe(true);
  });

  it('with no count at all, takes the kinds of unit seen when the other kind is hardly named', () => {
    const doorQuote = `${QUOTE}\nEntry system with two sidelites, Low-E glass, transom  $5,610.00\nStorm door  $685.00\nLow-E glazing on the sidelites`;
    expect(
      classify({ text: doorQuote, windows: null, doors: null, seen: { windows: false, doors: true } }).quoteType,
    ).toBe('doors');
    const both = `${QUOTE}\nReplace 8 windows and the patio door. Windows: vinyl. Door: sliding patio door. Window trim.`;
    expect(classify({ text: both, windows: null, doors: null, seen: { windows: true, doors: false } }).quoteType).toBe(
      'windows_doors',
    );
  });
});
