import { describe, expect, it } from 'vitest';
import { findOptions } from './options.js';
import { countUnits } from './quantities.js';
import { findSections } from './sections.js';
import { syntheticDoc, type SyntheticOptions } from './synthetic-doc.js';

function read(text: string, options?: SyntheticOptions) {
  const layout = syntheticDoc(text, options);
  return countUnits(layout, findOptions(layout.lines), findSections(layout));
}

function count(text: string, options?: SyntheticOptions) {
  const q = read(text, options);
  return [q.windows, q.doors];
}

describe('counts written in other forms', () => {
  it('reads a count set off in a sentence, in words, where nothing else counts the units', () => {
    expect(
      count(`
Dear Mr. Okonkwo,
Thanks for walking the house with me. What we went over: upstairs and down, twelve windows, all
casements, white vinyl with Low-E glass. I remove the old units and haul them away.
My price for the work is $11,400.00, half when you sign and half when the job is done.`),
    ).toEqual([12, 0]);
  });

  it('reads no count from a count set off in a sentence when two such counts disagree', () => {
    expect(
      count(`
We looked at the back of the house, six windows, and at the front, four windows, as you asked.
My price for the work is $8,400.00.`)[0],
    ).not.toBe(6);
  });

  it('takes the one unit of a job read from a photo where the quote speaks of it in the singular alone', () => {
    const photo = { ocr: true, confidence: 80 };
    expect(
      count(
        `
Re: unit 4, broken glass. Price to replace the window in the back bedroom:
1  Vinyl slider replacement window, 36" x 48", white, dual pane   $410.00
Labor to remove the old sash, install and caulk                    $180.00
Total                                                              $590.00`,
        photo,
      ),
    ).toEqual([1, 0]);
    // A quote that speaks of windows in the plural is no one-unit job: a digit misread stays a question.
    expect(
      count(
        `
Price to replace the windows in the back bedrooms:
1  Vinyl slider replacement window, 36" x 48", white, dual pane   $410.00
Labor to remove the old sashes, install and caulk                  $180.00
Total                                                              $590.00`,
        photo,
      )[0],
    ).toBeNull();
  });

  it('counts a French door pair put in where a window was as one door and no window', () => {
    expect(
      count(`
ESTIMATE
Phase        Work                                                                          Amount
Demolition   Remove the existing 60" x 48" picture window and trim; cut the wall below       $900.00
Door         6'0" x 6'8" fiberglass hinged French patio door pair, inswing, Low-E glass      $3,100.00
Permit       Building permit                                                                 $250.00
Total estimate                                                                               $4,250.00`),
    ).toEqual([0, 1]);
  });

  it('counts a pair of casements and a window with its transom window mulled on as two windows each', () => {
    expect(
      count(`
No.  Room          Product                                                   Price
01   Den           Casement pair, mulled                                     $1,900.00
02   Hall          Awning window, single                                     $700.00
03   Great room    Picture window with arched transom window over, mulled    $1,600.00
Total                                                                        $4,200.00`),
    ).toEqual([5, 0]);
  });

  it('takes a Units column as counting the units of a mulled opening, not openings to multiply', () => {
    expect(
      count(`
No.  Room      Product                              Units   Price
01   Den       Twin casement, mulled                  2     $1,900.00
02   Hall      Triple double hung, mulled 3-wide      3     $2,300.00
03   Bath      Awning window, single                  1     $700.00
Total                                                       $4,900.00`),
    ).toEqual([6, 0]);
  });

  it('counts door cards headed by their number, and install labour listing its materials as no unit', () => {
    const q = read(`
DOOR 1  ·  6-0 SLIDER  ·  Family room to patio  $1,980
Unit  vinyl sliding patio door, 2-panel, Low-E
DOOR 2  ·  6-0 FRENCH DOOR PAIR  ·  Den to deck  $2,610
Unit  fiberglass hinged patio door, double door on one frame
Work and extras                                          Qty     Amount
Remove existing patio doors and haul away                2 ea    $240
Install door, sill pan, shim, low-expansion foam, sealant  2 ea  $880
TOTAL  $5,710`);
    expect([q.windows, q.doors]).toEqual([0, 2]);
    expect(q.units.map((u) => u.line.text.slice(0, 6))).toEqual(['DOOR 1', 'DOOR 2']);
  });

  it('leaves the windows unclear, not zero, where a priced line charges for windows no line counts', () => {
    const q = read(`
Hi Pat, here is the price for the windows we looked at and the new entry door.
Windows and materials                 $4,100.00
Fiberglass entry door, installed      $2,300.00
Labor and haul-away                   $1,400.00
Estimated total                       $7,800.00`);
    expect(q.doors).toBe(1);
    expect(q.windows).toBeNull();
  });

  it('counts a pair of casements listed with a quantity of 2 as those two windows', () => {
    expect(
      count(`
Location          Qty   Product
Kitchen (sink)     2    Vinyl casement, pair
Living room        3    Vinyl double-hung`),
    ).toEqual([5, 0]);
  });

  it('counts no unit priced under a heading that leaves it out of the quote and offers it on request', () => {
    expect(
      count(`
Item    Description                                   Qty   Each       Extended
DH-1    Double hung, vinyl, Low-E                       3   $420.00    $1,260.00
PD-2    Sliding patio door, 72 x 80, Low-E              1   $1,850.00  $1,850.00
QUOTE TOTAL                                                            $3,110.00
Not included, available on request
Storm door, full-view, 36 x 81, installed                              $545.00
Window well cover                                                      $95.00`),
    ).toEqual([3, 1]);
  });

  it('counts a row whose name cell starts with a short tag ("002 BR1") as the unit its cell names', () => {
    expect(
      count(`
Ln  Tag  Item / configuration                 Qty    Unit price   Ext. price
001 LIV  Maxline Direct Glaze Picture         1     $411.50      $411.50
Unit 30 x 56 · aluminum-clad pine · Low-E
002 BR1  Maxline Awning                       1     $477.50      $477.50
Unit 36 x 48 · aluminum-clad pine · Low-E
003 STAIR Maxline Double Hung                 3     $417.50    $1,252.50
Unit 36 x 48 · aluminum-clad pine · Low-E
Product subtotal                                               $2,141.50`),
    ).toEqual([5, 0]);
  });

  it('adds a second count that shares the first one\'s noun ("the 6 windows in front and the 2 out back")', () => {
    expect(
      count(`
Hi Sam, thanks for your time today. The price below is to replace the 6 windows in front and the 2 out back,
white vinyl sliders with Low-E glass.
Windows and installation      $5,600.00
Estimated total               $5,600.00`),
    ).toEqual([8, 0]);
  });

  it('reads a zero-padded line number ("004") as an index, not a count', () => {
    expect(
      count(`
002 STAIR Maxline Awning, vinyl, Low-E                   1   $522.00   $522.00
001 OFC Maxline Double Hung, vinyl, Low-E                1   $421.50   $421.50
004 OFC Maxline Direct Glaze Picture, vinyl              3   $403.00 $1,209.00
003 DIN Maxline Hinged French Patio Door, pair, inswing  1 $2,339.00 $2,339.00
Product subtotal (4 lines)                                         $4,491.50`),
    ).toEqual([5, 1]);
  });

  it('leaves the count to the homeowner where a photo lost the unit name of a numbered priced line', () => {
    const [windows] = count(
      `
001 OFC Maxline Double Hung, vinyl, Low-E                1   $421.50   $421.50
002 STAIR Maxlino Siteline                               1   $522.00   $522.00
003 BATH Maxline Double Hung, vinyl, Low-E               1   $432.50   $432.50
004 OFC Maxline Direct Glaze Picture, vinyl              3   $403.00 $1,209.00
Product subtotal                                                   $2,585.00`,
      { ocr: true, confidence: 95 },
    );
    expect(windows).toBeNull();
  });

  it("counts no part of another unit: a slider's screen door, a pet door panel, a vent built into a window", () => {
    expect(
      count(`
Vinyl sliding patio door, 6'0" x 6'8", Low-E  1  $2,375.00  $2,375.00
Heavy-duty sliding screen door (upgrade from standard screen)  1  $145.00  $145.00
Pet door panel insert, medium flap, fits in track  1  $325.00  $325.00
TOTAL $2,845.00`),
    ).toEqual([0, 1]);
    expect(
      count(`
Glass block window 32" x 20", mortared in place  2  $410.00  $820.00
Dryer vent built into block window  1  $95.00  $95.00
TOTAL $915.00`),
    ).toEqual([2, 0]);
  });

  it("counts no pick-up of the owner's windows and door as a unit", () => {
    expect(
      count(`
Work  Qty  Rate  Amount
Install owner-supplied double hung windows  5  $185.00  $925.00
Install owner-supplied entry door  1  $425.00  $425.00
Pick up windows and door at store and  1  $150.00  $150.00
deliver to site
TOTAL $1,500.00`),
    ).toEqual([5, 1]);
  });
});
