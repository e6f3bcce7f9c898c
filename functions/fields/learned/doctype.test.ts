import { describe, expect, it } from 'vitest';
import { classifyQuote, decideType } from '../quote-type.js';
import { refusalEvidence } from './doctype-features.js';
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

const TRIM_WRAP = `Harborline Exteriors
TRIM WRAP PROPOSAL
Client: D. Moreau, Portland, ME 04101
Wrap 11 window casings and sills in white aluminum trim coil  $1,540.00
Wrap the patio door casing and the garage door header in trim coil  $360.00
Replace rotted corner boards with PVC trim  $720.00
Coil wrap fascia and rake boards, 140 LF  $1,260.00
Windows and doors are excluded; the existing units remain.
TOTAL $3,880.00
Deposit 1/3 at signing. Accepted by __________`;

const INSPECTION = `Home Inspection Report
Section 9: Windows and Doors
Client: R. Castillo, 48 Linden St, Dayton, OH 45402
Inspection date: 04/12/2025
Windows: vinyl double-hung, insulated glass; 16 windows, 12 operated.
Observations:
1. Fogged glass at the kitchen window (failed seal).
2. Cracked pane at the rear bedroom window.
3. The patio door is hard to slide; its rollers are worn.
4. Exterior caulk at the window frames is dried and cracked.
Typical cost to correct: $600 - $1,800.
Recommend evaluation by a qualified contractor.
This report is not a warranty and not a bid for repairs.`;

/** A real windows quote that speaks of siding trim, paint, caulk, a permit inspection and energy ratings. */
const WINDOWS_WITH_TRIM = `Northgate Home Improvement
PROPOSAL 8812
Customer: L. Brennan, Akron, OH 44303
8  Vinyl double hung replacement windows, Low-E, argon, grids  $585.00  $4,680.00
2  Casement windows, egress size, bedrooms  $790.00  $1,580.00
Wrap exterior window trim in aluminum coil stock, new J-channel where the siding meets the frames  $960.00
Patch siding around the bedroom windows as needed
Interior casing primed and painted to match, caulk all openings  $420.00
Building permit and final inspection by the city  $150.00
All windows ENERGY STAR rated for the northern zone.
TOTAL $7,790.00
Deposit 30% at signing, balance on completion. Lifetime warranty. Accepted by ______`;

const GARAGE_DOOR = `Keystone Overhead Door
SERVICE ESTIMATE
Customer: P. Okafor, Dayton, OH 45419
Replace broken torsion springs, high-cycle, pair  2  $185.00  $370.00
New nylon rollers, sealed bearings  12  $11.00  $132.00
Bottom seal and perimeter weather seal  $190.00
Replace the cracked window insert in the second door section  $95.00
Wall-mount garage door opener with keypad and two remotes  $720.00
TOTAL $1,507.00
90-day labor warranty. Payment due on completion.`;

const SHADES = `Valley Shade & Blind
QUOTE 3381
Client: M. Ferreira, Boise, ID 83702
Cellular shades, cordless, light filtering, inside mount, sized per window  9  $128.00  $1,152.00
Faux wood blinds 2 in., kitchen and bath windows  3  $84.00  $252.00
Motorized roller shade, blackout, primary bedroom  1  $465.00  $465.00
Measure and install, haul away old blinds  $180.00
TOTAL $2,049.00
50% deposit to order. Limited lifetime warranty on shades and blinds.`;

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

  it('refuses a trim-wrap quote that works around window openings as another trade', () => {
    expect(classifyQuote({ text: TRIM_WRAP, windows: null, doors: null })).toMatchObject({
      isQuote: true,
      quoteType: 'other',
    });
  });

  it('refuses the windows page of an inspection report as not a quote', () => {
    expect(classifyQuote({ text: INSPECTION, windows: null, doors: null })).toMatchObject({
      isQuote: false,
      quoteType: 'other',
    });
  });

  it('processes a windows quote that mentions siding trim, paint, caulk and an inspection', () => {
    for (const windows of [null, 10])
      expect(classifyQuote({ text: WINDOWS_WITH_TRIM, windows, doors: 0 })).toMatchObject({
        isQuote: true,
        quoteType: 'windows',
      });
  });

  it('counts no window word that stands for an opening worked around, a unit left out or a defect seen', () => {
    const evidence = (text: string) => refusalEvidence({ text, windows: null, doors: null });
    expect(evidence('Install J-channel around 14 window openings.').windowDoorWords).toBe(0);
    expect(evidence('Windows and doors are not part of this estimate.').windowDoorWords).toBe(0);
    expect(evidence('Cracked pane at the rear bedroom window.').windowDoorWords).toBe(0);
    expect(evidence('8 vinyl double hung replacement windows').windowDoorWords).toBe(2);
    expect(evidence(TRIM_WRAP)).toMatchObject({ windowDoorWords: 0 });
    expect(evidence(TRIM_WRAP).tradeWords).toBeGreaterThanOrEqual(3);
    expect(evidence(INSPECTION).paperWords).toBeGreaterThan(0);
    expect(evidence(WINDOWS_WITH_TRIM).paperWords).toBe(0);
  });

  it('counts no window or door word for another product or for work on the existing units', () => {
    const evidence = (text: string) => refusalEvidence({ text, windows: null, doors: null });
    expect(evidence('Replace both torsion springs on the garage door, new rollers and opener').windowDoorWords).toBe(0);
    expect(evidence('Garage door sections with window inserts, 8 lites').windowDoorWords).toBe(0);
    expect(evidence('Remove 3 window air conditioners and patch the sleeves').windowDoorWords).toBe(0);
    expect(evidence('Cellular window shades, cordless, for the living room windows').windowDoorWords).toBe(1);
    expect(evidence('Scrape, prime and paint 12 windows and 2 doors').windowDoorWords).toBe(0);
    expect(evidence('Total (18 windows trimmed, body, fascia)').windowDoorWords).toBe(0);
    expect(evidence('Heads go beside the windows. No windows or doors are replaced.').windowDoorWords).toBe(0);
    expect(evidence('The windows and doors themselves stay.').windowDoorWords).toBe(0);
    expect(evidence('Replace 2 garage door openers, LiftMaster, with keypads').tradeWords).toBeGreaterThanOrEqual(3);
    expect(evidence('Roller shades, motorized, cordless, 6 windows').tradeWords).toBeGreaterThanOrEqual(3);
  });

  it("takes a maker's recall notice and an insurer's statement of loss for other papers", () => {
    const papers = (text: string) => refusalEvidence({ text, windows: null, doors: null }).paperWords;
    expect(papers('Important safety recall: casement window operators made in 2019')).toBeGreaterThan(0);
    expect(papers('Statement of Loss, claim 44-1192: 4 windows and a patio door, less deductible')).toBeGreaterThan(0);
    expect(papers(WINDOWS)).toBe(0);
  });

  it('refuses a garage door service estimate and a shades quote as other trades, though they name windows', () => {
    for (const text of [GARAGE_DOOR, SHADES])
      expect(classifyQuote({ text, windows: null, doors: null })).toMatchObject({ isQuote: true, quoteType: 'other' });
  });
});
