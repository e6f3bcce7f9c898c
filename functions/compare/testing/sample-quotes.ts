/**
 * Printed quotes for the comparison's tests, made-up proposals in the way contractors write them: the
 * same Sarasota job of six single-hung and two picture windows from three contractors, and a smaller
 * quote from a fourth that leaves disposal to the homeowner.
 */

/** Suncoast's proposal: impact vinyl, insert install, everything included, 50% deposit. */
export const SUNCOAST = `Suncoast Window Solutions
Estimate
6040 Clark Rd
Sarasota, FL 34241
(941) 555-0153
quotes@suncoastwindowsolutions.com
Lic. CGC1530017
ADDRESS  ESTIMATE #  WD-84387
Maria Delgado
2217 Bahia Vista St  DATE  1/1/2025
Sarasota, FL 34231
Phone: (941) 555-0188  Email: maria.delgado@example.com
ACTIVITY  DESCRIPTION  QTY  RATE  AMOUNT
Single Hung Window  PGT WinGuard Vinyl impact-resistant vinyl  6  1,148.50  6,891.00
windows, white interior/exterior, with full screens.
Laminated impact glass with Cardinal LoE-366
coating, argon-filled insulated laminated unit;
NFRC U-Factor 0.30 / SHGC 0.21. Large-missile
impact rated, NOA No. 21-0817.09, design
pressure DP +50/-50; meets wind-borne debris
region requirements (ASTM E1886/E1996).
Picture Window  PGT WinGuard Vinyl impact-resistant vinyl  2  1,452.95  2,905.90
windows, white interior/exterior, with full screens.
Laminated impact glass with Cardinal LoE-366
coating, argon-filled insulated laminated unit;
NFRC U-Factor 0.30 / SHGC 0.21
Remove & Dispose  Remove and dispose of existing units, haul away  8  25.00  200.00
debris
Permit & Inspection Fees  Sarasota County building permit, inspections  1  385.00  385.00
SUBTOTAL  10,381.90
TOTAL  $10,381.90
Notes / Terms
Installation: Insert (retrofit) installation into existing frames; new exterior trim stop, shims and low-expansion foam insulation.
Removal & Disposal: Remove and dispose of existing windows and all job debris.
Structural / Rot Repair: Wood rot repair, if found after removal, will be performed at $18.00 per linear foot with homeowner approval
before work proceeds.
Trim & Finish: New primed interior trim/casing, exterior stucco patch and paint to match existing, caulk all perimeters inside and out.
Permits: Permit fees included ($385.00). Contractor obtains permit and coordinates final inspection.
Warranty: Manufacturer lifetime limited warranty (non-prorated) on product. 5-year workmanship warranty on installation.
Payment Terms: 50% deposit required to order materials. Remaining 50% due upon completion of installation.
Accepted By ______________________________  Accepted Date ______________
`;

/** The same job from another contractor: the same units and work, a lower price, a 30% deposit. */
export const GULF_BREEZE = `Gulf Breeze Windows & Doors
Proposal
1820 Main St
Sarasota, FL 34236
(941) 555-0172
sales@gulfbreezewindows.com
Lic. CGC1524410
PROPOSAL #  GB-2291
Maria Delgado
2217 Bahia Vista St  DATE  1/6/2025
Sarasota, FL 34231
Phone: (941) 555-0188
ITEM  DESCRIPTION  QTY  RATE  AMOUNT
Single Hung Window  PGT WinGuard Vinyl impact-resistant vinyl  6  1,060.00  6,360.00
windows, white, with screens. Laminated impact glass, Low-E
argon-filled insulated laminated unit; NFRC U-Factor 0.30 / SHGC 0.21.
Large-missile impact rated, NOA No. 21-0817.09, design pressure DP +50/-50.
Picture Window  PGT WinGuard Vinyl impact-resistant vinyl  2  1,330.00  2,660.00
windows, white. Laminated impact glass, Low-E argon-filled; NFRC U-Factor 0.30 / SHGC 0.21
Remove & Dispose  Remove and dispose of existing units, haul away  8  20.00  160.00
debris
Permit & Inspection Fees  Sarasota County building permit, inspections  1  385.00  385.00
TOTAL  $9,565.00
Terms
Installation: Insert (retrofit) installation into existing frames; shims, low-expansion foam insulation.
Removal & Disposal: Remove and dispose of existing windows and all job debris.
Structural / Rot Repair: Wood rot repair, if found after removal, at $20.00 per linear foot with homeowner approval before work proceeds.
Trim & Finish: New primed interior trim/casing, exterior stucco patch and paint to match, caulk all perimeters inside and out.
Permits: Permit fees included. Contractor obtains permit and coordinates final inspection.
Warranty: Manufacturer lifetime limited warranty on product. 5-year workmanship warranty on installation.
Payment Terms: 30% deposit at signing. Balance due upon completion of installation.
`;

/** A smaller, cheaper quote: two fewer single-hung windows, and the old windows left to the homeowner. */
export const BUDGET_GLASS = `Budget Glass Co.
Quote
455 Tamiami Trl
Sarasota, FL 34236
(941) 555-0110
QUOTE #  BG-118
Maria Delgado
2217 Bahia Vista St  DATE  1/9/2025
Sarasota, FL 34231
ITEM  DESCRIPTION  QTY  RATE  AMOUNT
Single Hung Window  PGT WinGuard Vinyl impact-resistant vinyl  4  1,050.00  4,200.00
windows, white. Laminated impact glass, Low-E argon-filled; NFRC U-Factor 0.30 / SHGC 0.21.
Large-missile impact rated, NOA No. 21-0817.09, design pressure DP +50/-50.
Picture Window  PGT WinGuard Vinyl impact-resistant vinyl  2  1,300.00  2,600.00
windows, white. Laminated impact glass, Low-E argon-filled.
Permit & Inspection Fees  Sarasota County building permit, inspections  1  385.00  385.00
TOTAL  $7,185.00
Terms
Installation: Insert (retrofit) installation into existing frames.
Removal: Remove existing windows. Customer to dispose of old windows.
Trim & Finish: New primed interior trim/casing, exterior stucco patch and paint, caulk all perimeters inside and out.
Permits: Permit fees included. Contractor obtains permit and coordinates final inspection.
Warranty: Manufacturer lifetime limited warranty on product. 5-year workmanship warranty on installation.
Payment Terms: 30% deposit at signing. Balance due upon completion of installation.
`;
