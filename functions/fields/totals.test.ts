import { describe, expect, it } from 'vitest';
import { findOptions } from './options.js';
import { classifyLabel } from './amount-labels.js';
import { digitSlip, findTotal } from './totals.js';
import { syntheticDoc, type SyntheticOptions } from './synthetic-doc.js';

function total(text: string, options?: SyntheticOptions) {
  const layout = syntheticDoc(text, options);
  return findTotal(layout, findOptions(layout.lines));
}

describe('findTotal', () => {
  it('picks Total over Subtotal and Tax', () => {
    const t = total(`
Vinyl double hung window      8     650.00     5,200.00
                              SUBTOTAL         5,200.00
                              SALES TAX (7%)     364.00
                              TOTAL           $5,564.00`);
    expect(t.value).toBe('5564.00');
    expect(t.label).toBe('TOTAL');
  });

  it('reads a total whose decimal point a photo lost as the amount the sums confirm, and never the misread figure', () => {
    const photo = { ocr: true, confidence: 88 };
    const lost = `A-1 Glass and Screen  QUOTE
1  Vinyl single hung window, obscure glass  $260.00  $260.00
1  Installation per opening  $110.00  $110.00
1  Haul away old window  $20.00  $20.00
Subtotal  $390.00
Sales tax 8.81%  $34.36
TOTAL $42436`;
    expect(total(lost, photo).value).toBe('424.36');
    // Nothing confirms a hundredth of a figure the sums do not: no point is put back.
    expect(total(lost.replace('$42436', '$51172'), photo).value).not.toBe('511.72');
  });

  it('never takes a deposit, a balance or a monthly payment', () => {
    const t = total(`
Total Investment: $12,400.00
Deposit due today: $6,200.00
Balance due on completion: $6,200.00
Or finance it for as low as $189/mo`);
    expect(t.value).toBe('12400.00');
    const onlyDeposit = total(`
Casement windows (6)     $7,800.00 each option
Deposit due today  $3,900.00
Payments of $189 per month`);
    expect(onlyDeposit.value).toBeNull();
  });

  it('reads a total stated in a sentence, not the tax or deposit that follow it', () => {
    const t = total(`
The total investment for the work described above is $13,898.53 (Thirteen thousand eight hundred
ninety-eight and 53/100 Dollars), which includes $655.53 sales tax.
A deposit of $4,632.84 is requested upon acceptance; the balance of $9,265.69 will be due later.`);
    expect(t.value).toBe('13898.53');
  });

  it('takes the label just above a stand-alone amount', () => {
    const t = total(`
We propose to furnish material and labor, for the sum of:
TWO THOUSAND FOUR HUNDRED FIFTEEN AND 00/100 DOLLARS   ($2,415.00)`);
    expect(t.value).toBe('2415.00');
    const stacked = total(`
Windows   $4,000.00
                 TOTAL
                 $4,000.00`);
    expect(stacked.value).toBe('4000.00');
  });

  it('prefers a specific total label: Grand Total, Contract Price, Total incl. tax', () => {
    expect(total('Total  $9,000.00\nPermit  $300.00\nGrand Total  $9,300.00').value).toBe('9300.00');
    expect(total('Contract Price: $18,450.00\nDown payment: $1,000.00').value).toBe('18450.00');
    expect(total('Subtotal $8,000.00\nTax $560.00\nTotal incl. tax $8,560.00').value).toBe('8560.00');
  });

  it('checks the total against subtotal + tax − discount', () => {
    const ok = total('SUBTOTAL  21,047.00\nWINTER DISCOUNT  -500.00\nSALES TAX  848.85\nTOTAL  $21,395.85');
    expect(ok.value).toBe('21395.85');
    const off = total('SUBTOTAL  21,047.00\nSALES TAX  848.85\nTOTAL  $12,395.85');
    expect(off.value).toBeNull();
    expect(off.uncertain).toMatch(/does not match subtotal/);
  });

  it('leaves two different totals to the homeowner', () => {
    const t = total('Total  $9,900.00\n\n\n\nTotal  $10,381.90');
    expect(t.value).toBeNull();
    expect(t.uncertain).toMatch(/\$9,900\.00 \/ \$10,381\.90|\$10,381\.90 \/ \$9,900\.00/);
  });

  it('takes the price of the option marked as selected', () => {
    const text = `
GOOD — Builder-grade vinyl         12 windows @ $661.60 avg.
  Dual pane Low-E                         $7,939.20
  Insert / retrofit                       [ ]
BETTER — Simonton 5500              12 windows @ $827.00 avg.
  Low-E 366 + argon                       $9,924.00
  Insert / retrofit                       [X] SELECTED
BEST — Premium fiberglass          12 windows @ $1,075.10 avg.
  Triple pane                             $12,901.20
  Insert / retrofit                       [ ]`;
    expect(total(text).value).toBe('9924.00');
    expect(total(`${text}\nSelected option: Better — Contract Total $9,924.00`).value).toBe('9924.00');
  });

  it('reads the choice from a line of boxes, a filled-in initials blank, or a mark above a comparison column', () => {
    const boxes = `
Essential            Preferred            Premier
Vinyl                Vinyl, foam-filled   Fiberglass
Your investment
$20,730              $25,290              $31,100
Customer selects:
[  ] Essential  [X] Preferred  [  ] Premier`;
    expect(total(boxes).value).toBe('25290.00');
    const initials = `
OPTION A – Vinyl
8 replacement windows
Option A total  $5,917.10  ____________
OPTION B – Fiberglass
8 replacement windows
Option B total  $9,608.60  ___VH___
OPTION C – Wood
8 replacement windows
Option C total  $11,609.50  ____________
Payment: one-third of the accepted option at signing, balance on completion.`;
    expect(total(initials).value).toBe('9608.60');
    const marked = `
                     SELECTED
Good                 Better               Best
Vinyl                Vinyl, foam-filled   Fiberglass
Price
$8,550               $11,120              $14,970`;
    expect(total(marked).value).toBe('11120.00');
  });

  it('takes an alternate ticked on top of the chosen option as part of the job', () => {
    const t = total(`
OPTION 1 – Complete  $10,010  [ ] Accept Option 1
All windows and the patio door.
OPTION 2 – Phase 1 only  $4,540  [X] Accept Option 2
Front and side windows.
ALTERNATE 1 – Storm door  add $455  [X] Add Alternate 1
Accepted amount: $4,995`);
    expect(t.value).toBe('4995.00');
  });

  it('takes the price after tax over an offer price that the tax is added to', () => {
    const t = total(`
Total retail                 $17,450.00
Less 30% promo               -$5,235.00
Your price                   $12,215.00
Sales tax                     $1,129.89
TOTAL INVESTMENT             $13,344.89`);
    expect(t.value).toBe('13344.89');
  });

  it('does not check the total against one of several section subtotals', () => {
    const t = total(`
Materials subtotal           $13,368.09
Labor subtotal                $2,760.00
Overhead & profit (15%)       $2,419.21
Sales tax on materials          $997.84
TOTAL PRICE TO OWNER         $19,545.14`);
    expect(t.value).toBe('19545.14');
  });

  it('does not take a struck regular price or a payment received for a line or a discount', () => {
    const t = total(`
Good                 Better               Best
Regular $10,260      Regular $12,790      Regular $17,960
$8,550               $11,120              $14,970
[  ] Good  [  ] Better  [X] Best
Selected option total: $14,970.`);
    expect(t.value).toBe('14970.00');
    const invoice = total(`
Sliding window      5   $528.00   $2,640.00
Subtotal                          $2,640.00
Sales tax                           $168.00
Total                             $2,808.00
Payments/Credits                   -$800.00
Balance due                       $2,008.00`);
    expect(invoice.value).toBe('2808.00');
  });

  it('reads a total qualified in brackets, a total due on completion, and a revised total over the previous one', () => {
    expect(
      total(
        'Base Bid (as described above)  $7,590.00\nDeduct Alternate No. 1  ($2,140.00)\nContract Sum (Base Bid with alternates as marked):\n$5,450.00',
      ).value,
    ).toBe('5450.00');
    expect(
      total('Subtotal  $8,932.00\nDiscount (10%)  -$893.20\nSales tax  $673.25\nTotal due upon completion  $8,712.05')
        .value,
    ).toBe('8712.05');
    expect(total('Previous quote total  $10,880.00\nREVISED TOTAL  $9,535.00').value).toBe('9535.00');
  });

  it("does not take a lending disclosure's total of payments or total sale price for the price", () => {
    const t = total(`
Total price                     $5,296.10
Down payment (due at signing)     $250.00
ANNUAL PERCENTAGE RATE   FINANCE CHARGE   Amount Financed   Total of Payments   Total Sale Price
14.90%                   $416.42          $5,046.10         $5,462.52           $5,712.52`);
    expect(t.value).toBe('5296.10');
  });

  it('reads "total" said after the amount', () => {
    expect(total('ProVia Endure vinyl, white\n$5,490 + tax\n8.6% so 5,962.14 total').value).toBe('5962.14');
  });

  it('takes the amount labelled as the accepted or selected total', () => {
    expect(total('Windows and installation  $4,540\nStorm door  $455\nAccepted amount: $4,995').value).toBe('4995.00');
  });

  it('does not pick an option when none is marked', () => {
    const t = total(`
Option A — Vinyl      $7,939.20
Option B — Fiberglass $12,901.20`);
    expect(t.value).toBeNull();
    expect(t.uncertain).toMatch(/none is marked/);
  });

  it('leaves a hard-to-read OCR total empty unless something confirms it', () => {
    const shaky = total('Replacement windows as discussed\nTOTAL  $5,564.00', {
      ocr: true,
      lowConfidence: { match: /5,564/, confidence: 40 },
    });
    expect(shaky.value).toBeNull();
    expect(shaky.uncertain).toMatch(/hard to read/);
    const offSum = total('Windows  8  $650.00  $5,200.00\nDoor  1  $360.00  $360.00\nTOTAL  $5,860.00', { ocr: true });
    expect(offSum.value).toBeNull();
    expect(offSum.uncertain).toMatch(/does not match the item lines \(\$5,560\.00\)/);
    expect(
      total('Windows  8  $650.00  $5,200.00\nDoor  1  $360.00  $360.00\nTOTAL  $5,560.00', { ocr: true }).value,
    ).toBe('5560.00');
    // Lines adding up to something far off (a photo lost digits or columns of the item lines) say nothing.
    const mixed = total('Windows  8  $650.00  $520.00\nDoor  1  $360.00  $360.00\nTOTAL  $5,560.00', { ocr: true });
    expect(mixed.value).toBe('5560.00');
    const confirmed = total('FIVE THOUSAND FIVE HUNDRED SIXTY-FOUR AND 00/100 DOLLARS\nTOTAL  $5,564.00', {
      ocr: true,
      lowConfidence: { match: /5,564/, confidence: 40 },
    });
    expect(confirmed.value).toBe('5564.00');
  });

  it('says when nothing is labelled a total, unless the quote has a single price', () => {
    expect(total('Double hung window  $650.00\nCasement window  $720.00').value).toBeNull();
    expect(total('Replace 6 vinyl double-hung windows   $5,400.00\nOr $99/mo with financing').value).toBe('5400.00');
  });

  it('takes "Price:" as the total only when nothing is bigger', () => {
    expect(
      total('Replace 6 windows   Price: $5,400.00\nOptional upgrade +$900.00\nMonthly investment as low as $99').value,
    ).toBe('5400.00');
    expect(total('Window price: $650.00\nDoor price: $1,900.00').value).toBeNull();
  });

  it('does not take a "Line Total" column for the total', () => {
    const t = total(`QTY   DESCRIPTION              UNIT PRICE     LINE TOTAL
3     Vinyl casement window      $450.00      $1,350.00
1     Entry door               $1,200.00      $1,200.00
                                   Total      $2,550.00`);
    expect(t.value).toBe('2550.00');
  });

  it('reads totals laid out under their labels in a row', () => {
    expect(
      total('Windows  8  $650.00  $5,200.00\nSubtotal      Tax        Total\n$5,200.00     $364.00    $5,564.00').value,
    ).toBe('5564.00');
  });
});

describe('amount in words', () => {
  it('doubts a figure that disagrees with the amount written in words', () => {
    const t = total('TOTAL PRICE: $9,875.00\nNINE THOUSAND EIGHT HUNDRED FIFTY-SEVEN AND 00/100 DOLLARS');
    expect(t.value).toBeNull();
    expect(t.uncertain).toMatch(/differs from the amount written in words/);
  });
});

describe('classifyLabel', () => {
  it('lets the word nearest to the amount decide', () => {
    expect(classifyLabel('Total deposit')?.role).toBe('deposit');
    expect(classifyLabel('Deposit total')?.role).toBe('deposit');
    expect(classifyLabel('Monthly investment as low as')?.role).toBe('financing');
    expect(classifyLabel('Project total')?.role).toBe('total');
    expect(classifyLabel('Balance due')?.role).toBe('balance');
    expect(classifyLabel('Amount due')?.role).toBe('total');
    expect(classifyLabel('Total (incl. sales tax)')?.role).toBe('total');
    expect(classifyLabel('Unit price')?.role).toBe('unit');
  });

  it("takes a reply's new price over the total quoted below it, and reads a quoted quote when the reply names no price", () => {
    const thread = (reply: string) => `Hi Frank,
${reply}
Brianna

On Sat, Nov 1, 2025 at 10:21 AM, Brianna Stroud <brianna@clearviewhomewindows.com> wrote:
>   5 - double hungs upstairs     $3,875.00
>   1 - kitchen slider            $720.00
>   TOTAL (six windows, installed)         $4,595.00`;
    expect(
      total(thread('We can knock off $500.00 if you sign by Saturday.\n   NEW TOTAL: $4,095.00 installed')).value,
    ).toBe('4095.00');
    expect(total(thread('Sounds good, see you Monday.')).value).toBe('4595.00');
  });

  it("reads a room's subtotal as a section's, not the subtotal the tax is added to", () => {
    expect(
      total(`Subtotal, dining room        $4,715.00
Subtotal, whole-house items   $650.00
All rooms                     $17,525.00
Less package discount (5%)    -$908.75
Sales tax (7%)                $1,208.64
TOTAL INVESTMENT              $18,474.89`).value,
    ).toBe('18474.89');
  });

  it("reads the figures under a Truth-in-Lending box's headings as financing, not as item lines", () => {
    expect(
      total(`Windows and installation       $5,020.00
Sales tax (5.5%)                 $276.10
Total price                    $5,296.10
Down payment (due at signing)    $250.00
ANNUAL PERCENTAGE    FINANCE CHARGE    Amount Financed    Total of Payments    Total Sale Price
RATE                 The dollar amount  The credit provided  You will have paid  Your total cost
14.9%                $416.42            $5,046.10            $5,462.52            $5,712.52`).value,
    ).toBe('5296.10');
  });

  it('from a photo, keeps a total the deposit and balance add up to, though a misread figure is larger', () => {
    expect(
      total(
        `CASEMENT 29 x 47     2   $45,099.00
TOTAL                $6,473.25
DEPOSIT WITH ORDER                $3,236.63
BALANCE ON COMPLETION             $3,236.62`,
        { ocr: true },
      ).value,
    ).toBe('6473.25');
  });

  it('tells a misread digit (8,004.75 for 8,084.75) from a sum short by a whole line', () => {
    expect(digitSlip(800475, 808475)).toBe(true);
    expect(digitSlip(643104, 463104)).toBe(true);
    expect(digitSlip(1056090, 987000)).toBe(false);
    expect(digitSlip(943264, 989764)).toBe(false);
    expect(digitSlip(500000, 500000)).toBe(false);
  });
});
