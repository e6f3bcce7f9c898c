import { describe, expect, it } from 'vitest';
import { classifyQuote, decideType } from '../quote-type.js';
import {
  callDoctype,
  classifyDoctype,
  DOCTYPE_CLASSES,
  DOCTYPE_MODEL_VERSION,
  doctypeModel,
  hasEvidence,
  type DoctypeCall,
} from './doctype.js';

const WINDOWS = `Brightline Window Co.
ESTIMATE #4471
Customer: A. Reyes, Tulsa, OK 74114
QTY  DESCRIPTION  UNIT PRICE  AMOUNT
6  Vinyl double hung replacement window, Low-E argon, full screen  $612.00  $3,672.00
2  Vinyl slider window 2-lite, Low-E  $540.00  $1,080.00
1  Picture window 72 x 48, tempered  $890.00  $890.00
Removal and disposal of existing windows, new exterior capping  $450.00
SUBTOTAL $6,092.00
TOTAL $6,092.00
50% deposit at signing. Lifetime warranty on windows.
Accepted by ______________`;

const DOORS = `Front Porch Door Shoppe
QUOTE 20331
Entry door system, fiberglass, two sidelites, Low-E glass  1  $4,850.00
Sliding patio door 6'0" x 6'8", vinyl, tempered  1  $2,310.00
Storm door, full view  1  $685.00
Remove and haul away the old doors, new threshold and trim
TOTAL $7,845.00
Deposit 1/3 at signing, balance on completion. Signature ______`;

const ROOFING = `Ridgecrest Roofing LLC
ROOF REPLACEMENT ESTIMATE
Tear-off existing asphalt shingles, one layer  26 sq  $85.00  $2,210.00
Architectural shingles, installed  26 sq  $360.00  $9,360.00
Synthetic underlayment and ice & water shield in valleys  $1,420.00
Drip edge and ridge vent  $980.00
Re-flash 2 skylights; flash around dormer windows with new step flashing  $640.00
Dumpster and haul-away  $650.00
TOTAL $15,260.00
Lifetime shingle warranty, 10-year workmanship. Accepted by ________`;

const LETTER = `Lakeview Estates Homeowners Association
March 3, 2025
Dear Homeowner,
The Architectural Review Committee has reviewed your application to replace 12 windows and the front entry door.
Your request is approved: replacement windows must be white or almond, with grids matching the existing pattern.
Work must be completed within 180 days. Please keep this letter with your records.
Sincerely,
The Management Team`;

describe('the learned document classifier', () => {
  it('loads the committed model of this version, with its classes and thresholds', () => {
    const { model, thresholds } = doctypeModel();
    expect(model.version).toBe(DOCTYPE_MODEL_VERSION);
    expect(model.classes).toEqual(DOCTYPE_CLASSES);
    expect(Object.keys(model.weights).length).toBeGreaterThan(100);
    expect(thresholds.refuse).toBeGreaterThanOrEqual(0.5);
    expect(thresholds.refuse).toBeLessThan(1);
    expect(thresholds.veto).toBeGreaterThan(0);
    expect(thresholds.veto).toBeLessThanOrEqual(thresholds.refuse);
  });

  it('reads a windows quote and a doors quote as windows/doors quotes from their words, no count given', () => {
    const windows = classifyDoctype({ text: WINDOWS, windows: null, doors: null });
    expect(windows).toMatchObject({ refused: false, windowDoor: 'windows' });
    const doors = classifyDoctype({ text: DOORS, windows: null, doors: null });
    expect(doors.refused).toBe(false);
    expect(doors.windowDoor).not.toBe('windows');
  });

  it('gives a roofing estimate and a letter to the refusing classes', () => {
    expect(classifyDoctype({ text: ROOFING, windows: null, doors: null }).refusing).toBeGreaterThan(0.5);
    expect(classifyDoctype({ text: LETTER, windows: null, doors: null }).refusing).toBeGreaterThan(0.5);
  });

  it('processes the quotes and refuses a roofing estimate that names skylights and windows, and a letter', () => {
    expect(classifyQuote({ text: WINDOWS, windows: 9, doors: 0 })).toMatchObject({
      isQuote: true,
      quoteType: 'windows',
    });
    expect(classifyQuote({ text: DOORS, windows: null, doors: null })).toMatchObject({
      isQuote: true,
      quoteType: 'doors',
    });
    expect(classifyQuote({ text: ROOFING, windows: null, doors: null })).toMatchObject({
      isQuote: true,
      quoteType: 'roofing',
    });
    expect(classifyQuote({ text: LETTER, windows: null, doors: null })).toMatchObject({
      isQuote: false,
      quoteType: 'other',
    });
  });

  it('refuses only on evidence: a trade needs its words, "not a quote" another paper or no offer', () => {
    const { thresholds } = doctypeModel();
    expect(hasEvidence('roofing', { text: ROOFING, windows: null, doors: null }, thresholds)).toBe(true);
    expect(hasEvidence('roofing', { text: WINDOWS, windows: null, doors: null }, thresholds)).toBe(false);
    expect(hasEvidence('not_quote', { text: LETTER, windows: null, doors: null }, thresholds)).toBe(true);
    expect(hasEvidence('not_quote', { text: WINDOWS, windows: null, doors: null }, thresholds)).toBe(false);
  });

  it('processes a sure call without evidence as a windows/doors quote rather than refusing it', () => {
    const { model, thresholds } = doctypeModel();
    const input = { text: WINDOWS, windows: null, doors: null };
    const strict = callDoctype(model, { refuse: 0, veto: 0, tradeWords: 1000, offerWords: -1 }, input);
    expect(strict).toMatchObject({ refused: false, unsure: true });
    const call: DoctypeCall = { ...strict, refusal: 'roofing' };
    const result = decideType(input, { isQuote: true, quoteType: 'windows', reason: '' }, call, thresholds);
    expect(result.isQuote).toBe(true);
    expect(result.quoteType).toBe('windows');
    expect(result.reason).toMatch(/for want of evidence/);
  });
});
