/**
 * Facts a homeowner states anywhere in a message: "permits are included", "the deposit is 50%",
 * "my zip is 33101", "12 windows and 2 doors", "built in 1965", "3 miles from the beach", "2-year labor
 * warranty", "they haul away the old windows", "U-factor 0.27", "Pella 250 Series". Each reader looks at one
 * clause that is a statement (not a question, not a doubt) and respects negations.
 */
import { readGlassNumbers, readLowE } from './readers/energy.js';
import { readFinish } from './readers/finish.js';
import { readCoast, readImpact } from './readers/hurricane.js';
import { readProduct } from './readers/materials.js';
import { readDeposit } from './readers/payment.js';
import { readPermits } from './readers/permits.js';
import { readEverything } from './readers/pricing.js';
import { readCounts, readTotal, readVendor, readZip } from './readers/quote-fields.js';
import type { Found, ReadContext, Reader } from './readers/reader.js';
import { readHouseAge, readRemoval } from './readers/removal.js';
import { readRot } from './readers/repairs.js';
import { readLaborWarranty, readProductWarranty } from './readers/warranty.js';

const READERS: Reader[] = [
  readZip,
  readTotal,
  readCounts,
  readVendor,
  readPermits,
  readDeposit,
  readHouseAge,
  readCoast,
  readLaborWarranty,
  readProductWarranty,
  readRemoval,
  readFinish,
  readEverything,
  readRot,
  readGlassNumbers,
  readLowE,
  readImpact,
  readProduct,
];

/** Every fact stated in one statement clause, added to `found` (a later clause overrides an earlier one). */
export function readStatement(clause: string, found: Found, ctx: ReadContext): void {
  for (const read of READERS) read(clause, found, ctx);
}
