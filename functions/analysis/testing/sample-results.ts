/**
 * Checklist results of two photographed quotes as the pipeline stored them (redacted evidence, OCR
 * noise included), written down from `npm run -s analyze` on two phone photos of made-up quotes (a
 * HEIC and a JPEG). For tests of what is built from stored results (questions for the contractor).
 */
import { findCategory } from '@shared/checklist.js';
import type { ChecklistResult } from '@shared/types.js';

function r(category: string, status: string, explanation: string, evidence: string[]): ChecklistResult {
  const c = findCategory(category)!;
  return { id: c.id, category: c.short, title: c.title, status, explanation, evidence };
}

/** A HEIC photo: Silver State Glass & Windows, Las Vegas NV, 7 windows, $2,415. */
export const SILVER_STATE = {
  vendor: 'Silver State Glass & Windows',
  totalCost: '2415.00',
  quantities: '7 windows, 0 doors',
  results: [
    r(
      'pricing',
      'unknown_discuss',
      '**$345 per window** ($2,415 for 7 windows). The fair range in Nevada for vinyl windows like these is about **$402–$1,293 per window**, typically $728; this quote is 53% below typical, lower than even a plain version of these units usually costs. Check that it includes removal, installation, trim, permits and a named product.',
      ['7 × 2-LITE SLIDER WINDOW — $345.00 = $2,415.00'],
    ),
    r(
      'hurricane',
      'not_applicable',
      'Nevada (ZIP 89123) is outside the hurricane-prone coast, so impact-rated windows are not required there.',
      ['Based on the job-site ZIP code.'],
    ),
    r(
      'energy',
      'average',
      'The quote mentions low-E glass without gas fill or NFRC numbers. For the South-Central ENERGY STAR zone (U ≤ 0.28 and SHGC ≤ 0.23 for windows), ask for the U-factor and SHGC.',
      ['Dual pane Low-E glass SHEE: G 4 y A 2 BIE'],
    ),
    r(
      'warranty',
      'bad',
      "The quote disclaims any warranty. Replacement windows normally carry a manufacturer warranty (often limited lifetime on vinyl frames, around 20 years on the glass seal) plus the installer's own labour warranty of 1–10 years.",
      ['WARRANTY: No warranty expressed or implied.'],
    ),
    r(
      'materials',
      'unknown_discuss',
      'The quote describes vinyl frames, the glass but names no brand or product line, so quality and ratings cannot be verified.',
      ['Dual pane Low-E glass SHEE: G 4 y A 2 BIE'],
    ),
    r(
      'removal',
      'good',
      "The quote includes removing the old units and hauling them away. If your home was built before 1978, ask for the contractor's EPA RRP lead-safe certification.",
      ['REMOVAL & DISPOSAL: Remove and dispose of existing windows. and. all Sob. debris. a'],
    ),
    r(
      'repairs',
      'unknown_discuss',
      'The quote does not say what happens if rotted wood or damaged framing is found when the old units come out.',
      ['The quote does not mention rot, damaged framing or change orders.'],
    ),
    r(
      'permits',
      'not_provided',
      'The quote does not mention permits or inspections. In Nevada window and door replacement may need a permit; ask the contractor to state in writing that they pull it and arrange the inspection, with the fees.',
      ['The quote does not mention permits or inspections.'],
    ),
    r(
      'finish',
      'unknown_discuss',
      'The quote does not say how the openings will be finished: interior trim, exterior trim or capping, and patching. It only mentions the installation sealing.',
      [
        '"INSTALLATION: "Insert (retrofit) installation into ATL) frames; new exterior trim stop, shims and low-expansion foam insulation.',
      ],
    ),
    r(
      'payment',
      'bad',
      'The quote demands full payment before the work is done. Never pay everything up front: keep at least 10% (ideally more) until the job is finished and inspected.',
      [
        'PAYMENT TERMS: 100% payment required before materials are Saba Ho refunds on custom',
        'Payment to be made as follows: 100% payment required before materials are ordered. No refunds on bi',
      ],
    ),
  ],
};

/** A JPEG photo: Caloosa Impact Window & Door, Cape Coral FL, 2 impact sliding doors, $22,140. */
export const CALOOSA = {
  vendor: 'Caloosa Impact Window & Door',
  totalCost: '22140.00',
  quantities: '0 windows, 2 doors',
  results: [
    r(
      'pricing',
      'average',
      '**$11,070 per door** ($22,140 for 2 doors). The fair range in Florida for impact aluminum doors like these is about **$3,859–$15,438 per door**, typically $6,432; this quote is 72% above typical. Compare it with two or three other quotes.',
      ['2 × IMPACT SLIDING GLASS DOOR ~ PGT WinGuard aluminum — impact sliding glass door, 3-panel'],
    ),
    r(
      'hurricane',
      'average',
      'In Florida impact protection is normally required; confirm with your building department. The quote claims impact protection but does not state the design pressure (DP). Ask the contractor to write them in.',
      [
        'PROPOSAL Caloosa Impact Window & Door we. 39422',
        '2 IMPACT SLIDING GLASS DOOR ~ PGT WinGuard aluminum impact sliding glass door, 3-panel',
        '(XXXY, 108" x 96%, laminated glass $11,070.00 $22,140.00',
      ],
    ),
    r(
      'energy',
      'unknown_discuss',
      'The quote says nothing about the glass or energy ratings. For the Southern ENERGY STAR zone (U ≤ 0.28 and SHGC ≤ 0.23 for glass doors) the numbers to look for are on the NFRC label.',
      ['The quote does not describe the glass, U-factor, SHGC or ENERGY STAR.'],
    ),
    r(
      'warranty',
      'not_provided',
      "The quote does not describe a warranty. Ask the contractor for the manufacturer's warranty (frame, glass seal, hardware) and their own installation warranty — how many years, and is it transferable if you sell?",
      ['The quote does not mention a warranty.'],
    ),
    r(
      'materials',
      'good',
      'The quote names the product: **PGT WinGuard**, aluminum frame, with the glass package stated. Ask for the NFRC ratings to verify it.',
      ['2 IMPACT SLIDING GLASS DOOR ~ PGT WinGuard aluminum impact sliding glass door, 3-panel'],
    ),
    r(
      'removal',
      'average',
      "The quote includes removing the old units and hauling them away. But another part of the quote leaves some of it out or charges extra for it; ask which holds. If your home was built before 1978, ask for the contractor's EPA RRP lead-safe certification.",
      ['i REMOVAL & DISPOSAL: Old windows/doors will be left on site; disposal by homeowner (dumpster not included).'],
    ),
    r(
      'repairs',
      'unknown_discuss',
      'The quote does not say what happens if rotted wood or damaged framing is found when the old units come out.',
      ['The quote does not mention rot, damaged framing or change orders.'],
    ),
    r(
      'permits',
      'bad',
      'The quote leaves the permit to you. The licensed contractor doing the work should pull the permit in its own name; as the permit holder you take on the responsibility for code compliance and lose protections. In Florida a job of $2,500 or more also needs a recorded notice of commencement.',
      ['PERMITS: Permit, if required, to be obtained by homeowner,'],
    ),
    r(
      'finish',
      'unknown_discuss',
      'The quote does not say how the openings will be finished: interior trim, exterior trim or capping, and patching. It only mentions the installation sealing.',
      [
        'INSTALLATION: Insert (retrofit) fastalletion {nto existing frames; new wxterior trim atop. shims and low-expansion foam insulation.',
      ],
    ),
    r(
      'payment',
      'bad',
      'The quote asks for cash only (or cash/wire payment). That leaves you no record and no way to dispute a charge — a common red flag. Pay by check or card to the company. It also asks for 50% up front.',
      [
        'PAYMENT TERNS: CASH ONLY. Halt up front, Ralf when done. No checks.',
        'Payment 10 be made as lohows CASH ONLY. Half up front, half when done. No checks.',
      ],
    ),
  ],
};
