import { describe, expect, it } from 'vitest';
import { findOptions } from './options.js';
import { classifyItem, isServiceItem } from './products.js';
import { countUnits } from './quantities.js';
import { findSections } from './sections.js';
import { syntheticDoc, type SyntheticOptions } from './synthetic-doc.js';

function count(text: string, options?: SyntheticOptions) {
  const layout = syntheticDoc(text, options);
  return countUnits(layout, findOptions(layout.lines), findSections(layout));
}

describe('countUnits', () => {
  it('counts units from a Qty column and skips service lines that carry a quantity', () => {
    const q = count(`
ITEM                      DESCRIPTION                  QTY      RATE       AMOUNT
Double Hung Window        Andersen 400 Series          4    2,044.00     8,176.00
                          vinyl-clad exterior windows
Casement Window           Andersen 400 Series          2    1,788.00     3,576.00
Hinged French Patio Door  Frenchwood hinged patio      1    7,480.00     7,480.00
Installation Labor        per opening                  7      165.00     1,155.00
Remove & Dispose          existing units               7       35.00       245.00
Interior Trim / Casing    primed casing                6      110.00       660.00
                                                    SUBTOTAL        21,292.00`);
    expect([q.windows, q.doors]).toEqual([6, 1]);
    expect(q.units.map((u) => u.name)).toEqual(['Double Hung Window', 'Casement Window', 'Hinged French Patio Door']);
  });

  it('reads counts written before or after the item', () => {
    const q = count(`
• 8 — Double Hung Window
• (3) casement windows, white
• Qty 2 picture windows
• Awning window x 2
• Slider window, 3 ea`);
    expect(q.windows).toBe(18);
    expect(q.doors).toBe(0);
  });

  it('does not take a sentence running over a line break for an item', () => {
    const q = count(`
we propose to remove your existing units and install ten (10) replacement
windows and one (1) door as follows:
• 8 — Double Hung Window
• 2 — Picture Window
• 1 — Fiberglass Entry Door`);
    expect([q.windows, q.doors]).toEqual([10, 1]);
    expect(q.units).toHaveLength(3);
  });

  it('reads doors in prose and tells a sliding door from a sliding window', () => {
    const q = count(`
We will install ten (10) replacement windows and two (2) patio doors as follows:
• 10 — 2-Lite Slider Window
• 2 — Sliding Glass Door, 3-panel`);
    expect([q.windows, q.doors]).toEqual([10, 2]);
    expect(q.notes.join(' ')).toMatch(/agree/);
  });

  it('uses a count stated once for good/better/best options', () => {
    const q = count(`
Quote 12944 • Scope: twelve (12) replacement windows
GOOD — Builder-grade vinyl      12 windows @ $661.60 avg.
  Dual pane                     $7,939.20     [ ]
BETTER — Simonton 5500          12 windows @ $827.00 avg.
  Low-E 366                     $9,924.00     [X] SELECTED`);
    expect([q.windows, q.doors]).toEqual([12, 0]);
  });

  it('leaves counts that disagree to the homeowner', () => {
    const q = count(`
Install nine (9) replacement windows:
• 6 — Double Hung Window
• 2 — Casement Window`);
    expect(q.windows).toBeNull();
    expect(q.uncertain).toMatch(/add up to 8 windows but the quote says 9/);
  });

  it('corrects an OCR count with the line arithmetic, and distrusts an unconfirmed one', () => {
    const fixed = count('£3 IMPACT SLIDING GLASS DOOR @ $11,070.00 = $22,140.00', { ocr: true });
    expect(fixed.doors).toBe(2);
    const shaky = count('8 DOUBLE HUNG WINDOW', { ocr: true, lowConfidence: { match: /^8$/, confidence: 30 } });
    expect(shaky.windows).toBeNull();
  });

  it('leaves counts to the homeowner when OCR lost an item or the numbers disagree', () => {
    const table = (rows: string) => `ITEM                 DESCRIPTION        QTY      RATE        AMOUNT\n${rows}`;
    const lost = count(
      table(
        'Double Hung Window   vinyl              4    2,044.00    8,176.00\nC#sem$nt W!nd@w     vinyl              2    1,788.00    3,576.00',
      ),
      { ocr: true },
    );
    expect(lost.windows).toBeNull();
    expect(lost.uncertain).toMatch(/could not be read/);
    const openings = count(
      table(
        'Double Hung Window   vinyl              4    2,044.00    8,176.00\nInstallation Labor   per opening        6      165.00      990.00',
      ),
      { ocr: true },
    );
    expect(openings.windows).toBeNull();
    expect(openings.uncertain).toMatch(/charged for 6 openings/);
    const clash = count(table('Double Hung Window   vinyl              9    2,044.00    8,176.00'));
    expect(clash.windows).toBeNull();
    expect(clash.uncertain).toMatch(/does not match its price line/);
  });

  it('does not count windows mentioned in terms, sizes or durations', () => {
    const q = count(`
• 2 — Entry Door, 36 x 80
REMOVAL & DISPOSAL: Old windows/doors will be left on site.
Warranty: 5-year workmanship on windows.`);
    expect([q.windows, q.doors]).toEqual([0, 2]);
  });
});

describe('other layouts', () => {
  it('counts numbered openings, one unit per priced or sized line', () => {
    const q = count(`
Replace (4) windows and (2) patio doors.
Window 1 - Kitchen - Casement - 24x36 - $780.00
Window 2 - Living room - Picture - 60x48 - $1,150.00
Window 3 - Bedroom - Double Hung - 30x48 - $690.00
Window 4 - Bath - Awning - 24x18 - $540.00
Door 1 - Sliding Patio Door 72x80 - $2,900.00
Door 2 - French Door 60x80 - $3,400.00`);
    expect([q.windows, q.doors]).toEqual([4, 2]);
    expect(q.notes.join(' ')).toMatch(/agree/);
  });

  it('finds the item in a table whose first column is the room, and reads "5.00" as a quantity', () => {
    const q = count(`
Item       Product                          Qty      Price        Amount
Kitchen    Double hung window, vinyl        5.00     $520.00      $2,600.00
Den        Casement window                  2        $610.00      $1,220.00
Labor      Install windows, per opening     7         $95.00        $665.00`);
    expect([q.windows, q.doors]).toEqual([7, 0]);
  });

  it('does not read list numbers or an index column as counts', () => {
    const list = count(`
1. Casement window, vinyl – $450.00
2. Double hung windows (3) – $1,500.00
3) Entry door, fiberglass – $2,100.00`);
    expect([list.windows, list.doors]).toEqual([4, 1]);
    const indexed = count(`
#    Description                      Price
1    Casement window, vinyl           $450.00
2    Double hung window, vinyl        $500.00`);
    expect(indexed.windows).toBe(2);
  });

  it('takes quantity from the prices when no count is printed, and one for a single priced door', () => {
    expect(count('Double hung window, white        $650.00     $5,200.00').windows).toBe(8);
    const door = count('Fiberglass entry door, Therma-Tru Smooth-Star       $4,570.00');
    expect([door.windows, door.doors]).toEqual([0, 1]);
  });
});

describe('products', () => {
  it('classifies items by their last class word', () => {
    expect(classifyItem('Impact Sliding Glass Door')).toBe('door');
    expect(classifyItem('2-Lite Slider Window')).toBe('window');
    expect(classifyItem('Slider')).toBe('window');
    expect(classifyItem('Patio slider')).toBe('door');
    expect(classifyItem('Storm door')).toBe('door');
    expect(classifyItem('Permit & Inspection Fees')).toBeNull();
  });

  it('reads a unit placed beside another by its own name, and door size codes as doors', () => {
    expect(classifyItem('Casement Picture flanking the door')).toBe('window');
    expect(classifyItem('Transom over the front door')).toBe('window');
    expect(classifyItem('3068 Masonite steel 9-lite, prehung')).toBe('door');
    expect(classifyItem('2868 steel 6-panel, 20-min fire rated')).toBe('door');
    expect(classifyItem('Direct glaze polygon, stair landing')).toBe('window');
    expect(classifyItem('$3068 allowance')).toBeNull();
    expect(classifyItem('rear slider')).toBe('door');
    expect(classifyItem('kitchen slider')).toBe('window');
  });

  it('knows service lines from units', () => {
    expect(isServiceItem('Installation Labor')).toBe(true);
    expect(isServiceItem('Trim per window')).toBe(true);
    expect(isServiceItem('Remove & Dispose')).toBe(true);
    expect(isServiceItem('Window installation')).toBe(true);
    expect(isServiceItem('Double hung window, installed, white finish')).toBe(false);
    expect(isServiceItem('Fiberglass Entry Door')).toBe(false);
  });
});

describe('countUnits: layouts beyond item tables', () => {
  it('reads a "Total windows" row under a table as a stated count, not as a unit line', () => {
    const q = count(`
Room          Type           Qty
Dining room   Double hung    1
Laundry       Picture        2
Kitchen       Awning         2
Total windows                5`);
    expect(q.windows).toBe(5);
    expect(q.units.map((u) => u.qty)).toEqual([1, 2, 2]);
    expect(q.stated.map((s) => s.count)).toEqual([5]);
  });

  it('names units from the product column, not the location column, and skips charges per window', () => {
    const q = count(`
Location      Product / Service                         Qty    Unit      Amount
Upstairs      Tuscany Casement, vinyl, Low-E            4    $457.99   $1,831.96
Front Entry   Fiberglass entry door, prehung            1  $1,695.81   $1,695.81
Windows       Interior trim package, per window         4     $73.83     $295.32
Windows       Exterior coil capping, per window         4     $93.79     $375.16`);
    expect([q.windows, q.doors]).toEqual([4, 1]);
  });

  it('reads style abbreviations in a per-opening sheet and counts a twin unit as two windows', () => {
    const q = count(`
#   Location      Style              Width    Height    Qty
1   Hall          DH                 34 3/4   57 3/8    1
2   Bath          AWN                23 3/8   21 1/4    1
3   Family Rm     Double Hung Twin   64 3/8   54 3/4    1
4   Basement      SLDR               38       16 1/4    1`);
    expect(q.windows).toBe(5);
  });

  it('takes a count broken down in the same sentence as confirmed by its parts', () => {
    const q = count(`
We propose to furnish and install nine (9) vinyl replacement windows at the above address:
seven (7) horizontal sliding windows in the bathrooms and two (2) awning windows in
the stairwell, all with Low-E glass.`);
    expect(q.windows).toBe(9);
    const q2 = count('Replace thirteen windows: eight double hungs, three sliders and two casements.');
    expect(q2.windows).toBe(13);
  });

  it('reads items after a room label or a verb, and ignores phone numbers', () => {
    const q = count(`
For: Pat Doe   Ph: (775) 555-0103
- Kitchen: 1 slider over the sink
- Living room: 3 double hungs
Replace back storm door (full view, white)       $525
Remove & dispose of old units                     incl.`);
    expect([q.windows, q.doors]).toEqual([4, 1]);
  });

  it('leaves the windows to the homeowner when more are charged for than were counted', () => {
    const q = count(`
01  1044-369  ANDERSEN 100 SERIES DOUBLE HUNG            2   749.97  1,499.94
02  1085-820  ANDERSEN 100 SERIES CASEMENT               4   813.15  3,252.60
03  1027-460  BRANDX MODEL 2735 WHITE                    2   649.35  1,298.70
04  INS-5674  INSTALL - REPLACEMENT WINDOW (PER WINDOW)  8   189.00  1,512.00`);
    expect(q.windows).toBeNull();
    expect(q.uncertain).toMatch(/charges for 8/);
  });

  it('counts each sized row of a per-opening sheet once, even where Qty is left blank', () => {
    const q = count(`
#   Location       Rough opening    Style          Qty   Notes
1   Primary bdrm   24-1/4 x 36-1/2  Casement LH          Soft sill
2   Bdrm 1         25-3/4 x 57-3/4  DH             1     Blinds
3   Kitchen side   26-7/8 x 58-1/2  DH                   Remove storm`);
    expect(q.windows).toBe(3);
  });

  it('reads two item lists printed side by side, and counts a list restated in one line once', () => {
    const q = count(`
(4) Casement Window                        Casement Window (4)       $4,000.00
(2) Awning Window                          Awning Window (2)         $1,800.00
(1) Hinged French Patio Door               Hinged French Patio Door (1)  $3,000.00`);
    expect([q.windows, q.doors]).toEqual([6, 1]);
    const summary = count(`
#   Location     Style      Qty
1   Hall         DH         1
2   Den          Casement   1
3   Bath         Awning     1

Window units, installed (3)           2,400.00`);
    expect(summary.windows).toBe(3);
  });

  it('counts a bulleted unit named without a count as one, and not a list of units left alone', () => {
    const q = count(`
- 4 bedroom windows upstairs, double hungs
- Kitchen: 1 slider over the sink
- Living room: the big picture window
- Back door: swap the old slider for a 6' slider, white, Low-E
- Basement: leaving the three basement windows alone, just new screens`);
    expect([q.windows, q.doors]).toEqual([6, 1]);
  });

  it('takes the count the chosen option states over a schedule of the whole house', () => {
    const text = `
Room          Type           Qty   Phase
Dining room   Double hung    2     1
Laundry       Picture        2     1
Kitchen       Awning         2     2
Total windows                6
OPTION 1 – Complete  $10,010  [ ] Accept Option 1
All 6 windows in the schedule.
OPTION 2 – Phase 1 only  $4,540  [X] Accept Option 2
The 4 windows marked 1 in the schedule.`;
    expect(count(text).windows).toBe(4);
    // Without a choice the options leave the schedule's count in doubt.
    expect(count(text.replace('[X]', '[ ]')).windows).toBeNull();
  });

  it('reads one unit named in the singular after a work verb, and never a size as a count', () => {
    const q = count(
      'Replace eight (8) windows, including four (4) upstairs, and replace the front entry door with a new fiberglass prehung unit.',
    );
    expect([q.windows, q.doors]).toEqual([8, 1]);
    const sized = count('x 24-5/8 [27-1/8 x 24-1/8 | Awning');
    expect(sized.units.map((u) => u.qty)).not.toContain(24);
  });

  it("does not count the contractor's own name, a unit's install line, or a description that a priced line restates", () => {
    const layout = syntheticDoc(`
Four Corners Window Co.
ProVia Endure vinyl double hung (2) & 2-lite slider (2), white inside & out, dual pane LoE-366 Low-E + argon, full screens, cam locks.
Windows:  4 @ $568  =  $2,272.00
Install:  4 @ $150  =  $600.00
Storm door:  1 @ $369  =  $369.00
Storm door install:  1 @ $125  =  $125.00
Thank you! Four Corners Window Co.`);
    const q = countUnits(layout, findOptions(layout.lines), undefined, 'Four Corners Window Co.');
    expect([q.windows, q.doors]).toEqual([4, 1]);
  });

  it('takes a line naming no type that equals the typed lines above it as their sum', () => {
    const q = count(`
Double hung window       2    $500.00   $1,000.00
Picture window           1    $400.00     $400.00
Windows                  3               $1,400.00`);
    expect(q.windows).toBe(3);
  });

  it('reads a product schedule whose rows run onto a second line, with a count per mark', () => {
    const q = count(`
Mark  Location       Product                                  Size (W x H)  Approval        Qty
W1    Bedroom 3      PGT WinGuard Aluminum HR740 Horizontal   74" x 50"     NOA 22-0324.01  2
                     Roller XO                                6'-2" x 4'-2" FL14969.7-R3
W2    Kitchen        PGT WinGuard Aluminum SH700 Single Hung  26" x 38"     NOA 19-0651.02  3
                     Single hung                              2'-2" x 3'-2" FL13684.6-R3
D1    Front entry    PGT WinGuard Aluminum FD950 Outswing     72" x 80"     NOA 24-0884.10  1
                     French Door, 2-panel                     6'-0" x 6'-8" FL17135.1-R4
Permit & inspection fees                                                                   1   $385.00`);
    expect([q.windows, q.doors]).toEqual([5, 1]);
  });

  it('counts an entry system with its sidelites as one door', () => {
    const q = count(`
#  Description                                                                   Amount
1  Entry system — 3'0" x 6'8" door with two 14" sidelites and rectangular transom  $5,610.00
2  Storm door — front entry                                                        $685.00
3  Storm door installation                                                         $215.00`);
    expect([q.windows, q.doors]).toEqual([0, 2]);
  });

  it('reads a unit stated with its size between the count and the noun, and a unit of the other kind on an item line', () => {
    const q = count(`
Furnish and install (9) nine fiberglass double-hung windows, including (3) three in the bedrooms.
Remove the existing sliding door and furnish and install (1) one Marvin Essential 6'-0" x 6'-8" two-panel sliding patio door.`);
    expect([q.windows, q.doors]).toEqual([9, 1]);
    const q2 = count(`Job: Eight windows - vinyl windows as discussed, white. Plus new 6' slider door in back.`);
    expect([q2.windows, q2.doors]).toEqual([8, 1]);
  });

  it('takes a summary line naming no type as the sum of the numbered openings it restates', () => {
    const q = count(`
Your project: three Andersen 100 Series windows, installed · total investment $4,159.39
Window 1 — Dining room, front. 35 x 58. Double-hung, egress. $1,360.00
Window 2 — Bedroom 2, north wall. 28 x 48. Casement, left hinge. $1,245.00
Window 3 — Kitchen, south wall. 28 x 58. Picture, fixed. $1,370.00`);
    expect(q.windows).toBe(3);
  });

  it('reads one unit put in, named in the singular with its size', () => {
    const q = count(`
Yeah that slider is shot. I would put in a new 8 ft vinyl patio door, same brand as the windows
ok so for the 6 windows upstairs + the slider its gonna be 8,600 installed`);
    expect([q.windows, q.doors]).toEqual([6, 1]);
    expect(count('We will install the window trim and caulk.').doors).toBeNull();
  });

  it('leaves a count read from a photo to the homeowner when nothing confirms it and its digits are not clear', () => {
    const blurry = count('• 5 — 2-Lite Slider Window', { ocr: true, confidence: 80 });
    expect(blurry.windows).toBeNull();
    expect(blurry.uncertain).toMatch(/nothing on the page confirms it/);
    expect(count('• 5 — 2-Lite Slider Window', { ocr: true, confidence: 95 }).windows).toBe(5);
    expect(count('5 — 2-Lite Slider Window  @ $400.00  $2,000.00', { ocr: true, confidence: 80 }).windows).toBe(5);
  });

  it('reads running line numbers as numbers, not counts, and an OCR-garbled install line as a service', () => {
    const q = count(
      `
1   Entry system — 3'0" x 6'8" door with two 14" sidelites          $5,610.00
2   Storm door — front entry                                       $685.00
3   Tear-out of existing entry door; haul away and disposal        $350.00
6   Storm door mstallation                                         $215.00
    Transom  Rectangular, 69° x 12°, matching glass`,
      { ocr: true, confidence: 95 },
    );
    expect([q.windows, q.doors]).toEqual([0, 2]);
  });

  it('leaves out lines a revised quote struck, and reads lines it added', () => {
    const q = count(`
Item                                              Qty   Unit     Amount
Harvey Tribute double hung, vinyl, white          8     480.00   3,840.00
Basement hopper windows, in block openings REMOVED  2   410.00   —
Storm door, front entry, 36" x 81" ADDED          1     389.00   389.00
Storm door installation ADDED                     1     140.00   140.00`);
    expect([q.windows, q.doors]).toEqual([8, 1]);
  });

  it('reads items named by their work first, as quoting apps print them, and a row summing them as a restatement', () => {
    const q = count(`
Services                                  Qty   Price      Taxable   Amount
Window Install - Double Hung (Vinyl)      4     678.00     Yes       2,712.00
Window Install - Picture                  1     634.00     Yes         634.00
Door Install - Sliding Patio 6'0" (Vinyl) 1     2,033.00   Yes       2,033.00
Haul Away Old Windows / Door              6     30.00      No          180.00
5 windows + 1 patio door                  6                          5,559.00`);
    expect([q.windows, q.doors]).toEqual([5, 1]);
  });

  it('reads a numbered priced list worded as work, with a pair counted as two', () => {
    const q = count(`
1. Replace three front bedroom windows  $2,145.00
2. Replace bathroom window  $832.00
3. Replace 2 back bedroom windows  $1,600.00
4. Replace pair of upstairs hall windows  $1,612.00
5. Paint interior trim (all eight windows)  $495.00`);
    expect(q.windows).toBe(8);
  });

  it('reads a line listing counted units one after another, and the total it breaks down once', () => {
    const q = count(`
Seven Andersen 100 Series windows (Fibrex composite frame, white), insert replacement:
five double hung, two sliders
$8,300 installed, tax included`);
    expect(q.windows).toBe(7);
  });

  it('does not count repairs of glass in units, nor a labour table beside the unit schedule', () => {
    const repairs = count(`
Qty   Description of work                                               Parts     Labor     Amount
4     Replace IGU in existing sash, fogged seal, 20-1/2 x 25            540.74    300.00    840.74
1     Replace broken lite, basement hopper, obscure                     26.67     40.00     66.67
3     Furnish & install NEW replacement double hung window, white      1,212.00  585.00  1,797.00`);
    expect([repairs.windows, repairs.doors]).toEqual([3, 0]);
    const schedule = count(`
Mark   Opening           Description                                              Qty    Unit      Ext.
D1     Front entry       3068 fiberglass 6-panel, smooth, prehung, composite jamb  1    787.00    787.00
D2     Rear / kitchen    3068 steel 9-lite, clear tempered Low-E                   1    450.00    450.00
D3     Front (storm)     36" x 81" Larson Secure Elegance full-view storm door     1    397.00    397.00

Line   Labor                                                         Qty    Rate      Ext.
L1     Remove existing door & frame, haul away                        2     87.00    174.00
L2     Install prehung door: sill pan, shim, foam, weatherstrip       2    282.00    564.00
L3     Install storm door on existing brickmould                      1    179.00    179.00`);
    expect([schedule.windows, schedule.doors]).toEqual([0, 3]);
  });

  it('reads a pair of counts as the job stated, not a unit beside a door as a door', () => {
    const q = count(`
Supply and installation of the package: in all, twelve windows and two doors.
(4) Ultimate Casement, ganged as one opening, each 2'-2" x 5'-0"          $12,960
(2) Ultimate Double Hung, mulled pair                                     $5,280
(1) 14' Ultimate Lift and Slide door, 2-panel OX, 14'-0" x 8'-4"         $35,640
(2) Ultimate Casement Picture flanking the door, each 2'-0" x 8'-0"      $6,300
(3) Ultimate Awning, in a row over the counter                           $7,350
(1) Ultimate Inswing French Door, pair, 5'-0" x 8'-0"                    $12,750
(1) Ultimate Direct Glaze Polygon, stair landing                         $3,960`);
    expect([q.windows, q.doors]).toEqual([12, 2]);
    expect(q.stated.map((s) => `${s.count} ${s.kind}`)).toEqual(expect.arrayContaining(['12 window', '2 door']));
    expect(q.stated.some((s) => s.kind === 'opening')).toBe(false);
  });

  it('reads a counted list with a unit named in the singular, prices beside it', () => {
    const q = count(`
9 windows + patio door, installed                       $9,135.00
Balance due on completion`);
    expect([q.windows, q.doors]).toEqual([9, 1]);
  });

  it('adds the units of accepted add alternates and takes out those of accepted deduct alternates', () => {
    const q = count(`
We propose to replace:
–  six (6) vinyl double-hung windows — bedrooms and living room
–  four (4) hopper windows in the basement
Base Bid (as described above)  $7,590.00
Deduct Alternate No. 1: keep existing basement windows (the four hoppers stay  ($2,140.00)
Add Alternate No. 2: storm door at the side entry off the driveway, full-view  +$455.00
Add Alternate No. 3: replace the garage entry door  +$890.00
Deduct Alternate No. 1  [X] Accepted  [ ] Declined
Add Alternate No. 2  [ ] Accepted  [X] Declined
You accepted Add Alternate No. 3.`);
    expect([q.windows, q.doors]).toEqual([6, 1]);
  });

  it('does not count the windows there now, nor a size as a count', () => {
    const q = count(`
Existing   Orig. wood DH w/ alum. storms
Double hung   11
Slider        1
Replace the 6 ft sliding patio door with a two-panel door.`);
    expect([q.windows, q.doors]).toEqual([12, 1]);
  });

  it('reads an item whose unit is named on the line under its description', () => {
    const text = `
LN  SKU       MODEL / DESCRIPTION                          QTY   UNIT       EXT
01  1022-907  THERMA-TRU BENCHMARK FIBERGLASS 6-PANEL      1     1,324.00   1,324.00
              36 X 80 LH INSWING PREHUNG 4-9/16 JAMB
02  1060-992  LARSON FULLVIEW STORM DOOR 36 X 81 WHITE     1     345.00     345.00
03  1013-524  ENTRY HANDLESET + DEADBOLT SATIN NICKEL      1     119.00     119.00
              FOR THE NEW ENTRY DOOR`;
    expect([count(text).windows, count(text).doors]).toEqual([0, 2]);
    // Read line by line, where a rule under the header keeps it from being read as a table.
    const ruled = text.replace(
      /(EXT\n)/,
      '$1--------------------------------------------------------------------------------\n',
    );
    expect([count(ruled).windows, count(ruled).doors]).toEqual([0, 2]);
  });

  it('reads "the rear slider" after a window count as the sliding door', () => {
    const q = count(
      `We propose to replace eight windows (five double-hungs, two casements and a picture window) and the rear slider, and repair the sill.`,
    );
    expect([q.windows, q.doors]).toEqual([8, 1]);
  });

  it('reads past a mark a photo put before an item, and takes no count from prices too small for a unit', () => {
    const marked = count(
      `
=  ProVia Endure vinyl double hung (3) & 2-lite slider (2), white inside & out
Windows:  5 @ $674  =  $3,370`,
      { ocr: true, confidence: 95 },
    );
    expect(marked.windows).toBe(5);
    const specks = count(`Living room  (1  Andersen 100 Series Horizontal slider (XO)  i  S10  $1.00`, {
      ocr: true,
      confidence: 95,
    });
    expect(specks.units.every((u) => u.qty !== 10)).toBe(true);
  });

  it('leaves the counts open when a photo shows more sized unit lines than units it could count', () => {
    const text = `
2  Picture window 36" x 60"                                   $1,250.00   $2,500.00
wi  Primary bath  | CGI Sentinel 238 Fixed Window  | 96° x 60°  NOA 23071213
Kitchen  CG Sentinel 370 Horizontal Roller  | 53° x 38°  NOA 21-0979.07  +60 / 60
Hall bath  CGI Sentinel 100 Single Hung  [267 x 38°  NOA 200291 08`;
    expect(count(text).windows).toBe(2);
    const q = count(text, { ocr: true, confidence: 95 });
    expect(q.windows).toBeNull();
    expect(q.uncertain).toMatch(/lines name a sized window or door/);
  });

  it("reads the job's pair of counts over a count of one type, not a part's pair under its label", () => {
    const q = count(
      `
Install new units as listed below. Total: fourteen windows and one patio door.
Bedrooms (2)  one double-hung cach Master bedroom — 2 double-hungs
PROJECT SUMMARY
Fourteen windows + one sliding patio door - Pella Impervia  $22,831.76`,
      { ocr: true, confidence: 95 },
    );
    expect([q.windows, q.doors]).toEqual([14, 1]);
    const part = count(`UNIT B — 2nd floor: 3 windows + 1 entry door`);
    expect(part.stated.filter((s) => s.kind === 'window')).toEqual([]);
  });

  it('leaves the counts open where a photo turned a count into a mark, and never counts a total line', () => {
    const q = count(
      `
Style          Qty
Double hung    €
Slider         3
Patio door     1
Total  ) windows +  1  door`,
      { ocr: true, confidence: 95 },
    );
    expect(q.windows).toBeNull();
    expect(q.uncertain).toMatch(/could not be read/);
  });

  it('takes no measurement for a count, and no row summing the units for a unit', () => {
    const q = count(`
#  Location  Style        Width    Height   UI    Bracket to  Price
1  BR1       Slider       26 7/8   30 5/8   58    73          $351.99
2  Den       Picture      56 5/8   40 1/8   98    101         $403.99
3  Stairs    Double Hung  25 3/8   54 3/4   81    83          $408.99
Windows, product (3 openings)                                 $1,164.97`);
    expect(q.windows).toBe(3);
  });

  it('reads item cards: the unit and its amount, the count a line or two under it', () => {
    const q = count(`
Line items                                          Sales tax (6.00%)   $466.50
Bedroom 2 - Casement            $1,920.00           Total               $8,241.50
ProVia Aspect, vinyl, white in/out, Low-E + argon
                                                    Deposit due today   $2,060.38
Qty 2 × $960.00
Living Room - Slider            $800.00
ProVia Aspect, vinyl, white in/out, Low-E + argon
Qty 1 × $800.00
Front Entry · Storm Door        $610.00
Larson full-view storm door, 36" x 81", white
Qty 1 × $610.00`);
    expect([q.windows, q.doors]).toEqual([3, 1]);
    // From a photo, a rate that does not multiply out leaves the count unconfirmed.
    const photo = count(
      `
Bedroom 2 - Casement            $1,920.00
ProVia Aspect, vinyl
Qty 2 « $860.00`,
      { ocr: true, confidence: 80 },
    );
    expect(photo.windows).toBeNull();
  });

  it("reads the Qty a configurator's numbered line labels, and keeps lines priced differently apart", () => {
    const q = count(`
Line 1  Marvin Elevate Double Hung  Qty: 3  List $1,047.20  Disc 15%  Net $890.12  Ext. $2,670.36
Frame Size: 29 3/4" x 50 3/4"  Rough Opening: 30 1/4" x 51 1/4"
Line 2  Marvin Elevate Double Hung  Qty: 1  List $1,116.22  Disc 15%  Net $948.79  Ext. $948.79
Frame Size: 27 1/4" x 55 1/4"
Line 3  Marvin Elevate Double Hung  Qty: 1  List $1,100.53  Disc 15%  Net $935.45  Ext. $935.45
Frame Size: 33" x 53 1/2"`);
    expect(q.windows).toBe(5);
  });

  it('reads units listed one per bullet without a count, and not work done to a unit', () => {
    const q = count(`
08A. Windows
•  (6) ProVia Endure vinyl double-hung, Low-E / argon, full screen
•  ProVia Endure picture window (living room), same glass
Division 08A total: $7,110
08B. Entry Door & Storm Door
•  Therma-Tru fiberglass entry door 3068 w/ one 12" sidelite, prehung
•  Larson full-view storm door over new entry, white
Division 08B total: $5,005
09. Exterior Paint
•  Paint new entry door (both faces) and garage man door
Recap
08B Entry Door & Storm Door        $5,005
1 — Patio door installation ........ $400.00`);
    expect([q.windows, q.doors]).toEqual([7, 2]);
  });

  it("takes a trade's tagline for no item, and no price read into the Qty column for a count", () => {
    const q = count(`
VANTAGE   HOME WINDOWS & PATIO DOORS   3
Item                                  Qty   Amount
Picture window 53 x 43                1     $980.00`);
    expect([q.windows, q.doors]).toEqual([1, 0]);
    const slipped = count(
      `
Item                                           Qty    Unit      Ext.
3068 Therma Tru Benchmark fiberglass 6-panel   793    1.00      793.00
2868 steel 6-panel, fire rated                 1      434.00    434.00`,
      { ocr: true, confidence: 95 },
    );
    expect(slipped.doors).toBeNull();
  });

  it('reads a service charged per unit as a check on the count, not as the count', () => {
    const q = count(`
At a glance: 3 openings · total with tax $3,464.01
OPENING 1 — WINDOW — Living room, east wall  $720.00
OPENING 2 — WINDOW — Den, rear  $785.00
OPENING 3 — PATIO DOOR — Kitchen to deck  $2,345.00
New interior stops and casing where noted, 1 windows @ $75.00  $75.00
Exterior aluminum coil capping, 2 windows @ $110.00  $220.00`);
    expect(q.stated.filter((s) => s.kind === 'window')).toEqual([]);
    expect([q.windows, q.doors]).toEqual([2, 1]);
    expect(q.notes.join(' ')).not.toMatch(/casing/);
    const short = count(`
OPENING 1 — WINDOW — Living room  $720.00
OPENING 2 — WINDOW — Den  $785.00
Exterior aluminum coil capping, 3 windows @ $110.00  $330.00`);
    expect(short.windows).toBeNull();
    expect(short.uncertain).toMatch(/charges for 3/);
  });

  it(`reads an app card's "Slider Window × 6" as six windows, and its size "6'0" x 6'8"" as no count`, () => {
    const q = count(`ITEMS
Slider Window × 6
$3,090
Sliding Patio Door × 1
$2,395
Simonton 6'0" x 6'8" two-panel, tempered Low-E glass
Installation — per opening × 7
$1,155`);
    expect([q.windows, q.doors]).toEqual([6, 1]);
  });

  it("reads a type column's codes (CS, SL, PD) as the units they name", () => {
    const q = count(`
LOCATION      TY      QTY      WIDTH      HEIGHT      EACH        EXTENSION
Stairs        CS      1        27.25      43.5        422.64      422.64
Bedroom 2     DH      2        27.5       56          384.20      768.40
Laundry       SL      1        31.75      33.25       300.30      300.30
Family room   PD      1        71.5       79.5        1,580.00    1,580.00
                                                      TOTAL       3,071.34`);
    expect([q.windows, q.doors]).toEqual([4, 1]);
  });

  it('takes a location that is the unit ("Front Door") when no other cell names it, but not a service row under it', () => {
    const q = count(`
LOCATION          STYLE     SIZE (W x H)       QTY       EACH       TOTAL
Dining Rm         PIC       58-1/2 x 56          1        510         510
Kitchen           DH        31-1/4 x 51          2        605       1,210
Front Door        ENTRY     36 x 80              1      2,550       2,550
Patio door: sill pan, flashing tape              1        441         441`);
    expect([q.windows, q.doors]).toEqual([3, 1]);
  });

  it('reads "Install 5 windows @ 165" beside the product lines as a labour charge, not five more windows', () => {
    const q = count(`
Bedroom 2     Double hung window     2     384.20      768.40
Laundry       Casement window        3     300.30      900.90
                                                PRODUCT TOTAL      1,669.30
                   INSTALL 5 WINDOWS @ 165                           825.00`);
    expect(q.windows).toBe(5);
    const short = count(`
Bedroom 2     Double hung window     2     384.20      768.40
                   INSTALL 5 WINDOWS @ 165                           825.00`);
    expect(short.windows).toBeNull();
  });

  it('reads "Installation of …" as labour, and an egress window\'s well, ladder and cover as no windows', () => {
    const q = count(`
DESCRIPTION                                                   QTY   UNIT     AMOUNT
Andersen 100 Series egress casement, 30" x 50"                  2    EA     2,480.00
Rockwell galvanized steel window well, 6042                     2    EA     1,010.00
Egress ladder, galvanized, 3-rung                               2    EA       470.00
Installation of double-hung windows, incl. removal              3    EA       615.00`);
    expect(q.windows).toBe(2);
  });

  it('takes a transom listed under its door as part of the door, and a bracketed word inside a name as no end of it', () => {
    const q = count(`
DESCRIPTION                                              QTY   UNIT     AMOUNT
Entry door, mahogany, 3'6" x 7'0"                          1    ea     6,600.00
Transom to match, 75" x 16", glazed                        1    ea     1,935.00
Garage entry (service) door, fir, 2'10" x 6'8"              1    ea     1,600.00`);
    expect([q.windows, q.doors]).toEqual([0, 2]);
  });

  it('reads "Maker Line — Type" as the type, a mulled twin\'s "(2 units)" as two, and no footnote as part of a row', () => {
    const q = count(`
MARK   PRODUCT                                           SIZE        QTY    AMOUNT
W1     Harvey Tribute — Double hung                      30" x 52"     1    660.00
W2     Harvey Tribute — Twin double hung, mulled (2 units)  60" x 56"  1  1,510.00
W3     Harvey Tribute — Casement                         24" x 44"     1    890.00
Twin mark is one mulled assembly of two units.
INSTALL - PREHUNG ENTRY DOOR                                           1    549.00`);
    expect([q.windows, q.doors]).toEqual([4, 0]);
  });

  it('counts an opening schedule with a row per opening and no Qty column', () => {
    const q = count(`
Room 1 — Dining room
Rear wall, right        Double hung                30 x 48     full screen           $1,135.00
Door to patio           Sliding patio door, 2-panel  71 x 79   screen, keyed lock    $2,360.00
Subtotal, dining room                                                               $3,495.00
Room 2 — Foyer
Beside front door       Double hung                30 x 48     full screen           $1,125.00
Front entry             Fiberglass entry door, prehung  36 x 80  half-lite          $2,930.00
Over tub                Awning                     30 x 20     obscure glass         $1,415.00`);
    expect([q.windows, q.doors]).toEqual([3, 2]);
  });

  it('leaves out units listed under a heading of extras the price does not include', () => {
    const q = count(`
Double hung window, vinyl          4     $650.00     $2,600.00
TOTAL INVESTMENT                               $2,600.00

Optional Upgrades — not included in the Total Investment
Option                                   Qty    Each       If added
Front entry door: fiberglass, prehung    1 door  $2,720.00  add $2,720.00`);
    expect([q.windows, q.doors]).toEqual([4, 0]);
  });

  it('reads a discount line naming a unit as no unit', () => {
    const q = count(`Patio door, list                                   5,995.00
Patio door (6' 2-panel slider)   Buy-today discount (20%)   - 1,199.00`);
    expect(q.doors).toBe(1);
  });

  it('from a photo, doubts item lines that add up to fewer units than the quote states', () => {
    const page = `We will replace fourteen windows and one sliding patio door.
Basement: Hopper          3     $600.90     $1,802.70
Powder room: Awning       1     $986.54       $986.54`;
    // (The clearly read statement then wins.)
    expect(count(page, { ocr: true }).windows).toBe(14);
    expect(count(page).windows).toBeNull();
  });

  it('reads more than a dozen doors on one line as a misreading, not a count', () => {
    const q = count(`
DESCRIPTION                          QTY      EACH        AMOUNT
Double hung window, vinyl              4     650.00      2,600.00
Sliding patio door, 6'0"              30   2,395.00      2,395.00`);
    expect(q.doors).not.toBe(30);
  });

  it('reads weatherstrip and door sweeps as no doors, and a section total as no unit', () => {
    const q = count(`
Replace rear storm door, full-view aluminum              1   EA    $425.00
New weatherstrip and door sweep, front and back doors    2   EA     $55.00
3. Windows
Section total                                                     $2,500.00`);
    expect([q.windows, q.doors]).toEqual([0, 1]);
  });

  it('reads a row number before a priced door line as no count of doors', () => {
    expect(count(`35    ALT    Kitchen    Sliding patio door 6-0 x 6-8, vinyl, installed    $2,150.00`).doors).not.toBe(
      35,
    );
  });

  it('counts a flanked or stacked mull as its units, and no upgrade or repaired unit as a new one', () => {
    const q = count(`
OPENING   ROOM           DESCRIPTION                                        SIZE      QTY    AMOUNT
103       Family room    Picture window flanked by 2 double hungs, mulled   106 x 60   1    $3,400.00
204       Stair landing  Picture over awning, stacked mull                  88 x 66    1    $2,285.00
305       Front entry    Upgrade entry door from steel to fiberglass                   1      $640.00`);
    expect([q.windows, q.doors]).toEqual([5, 0]);
    const repaired = count(`• Patio door: fixed panel fogged, rollers worn — covered under warranty
• Replace complete window in the office, vinyl slider   $780.00`);
    expect(repaired.doors).not.toBe(1);
  });
});
