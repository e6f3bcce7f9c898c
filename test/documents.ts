/**
 * The committed test documents (test/documents/, written by `npm run test-documents`) and their truth:
 * quotes as homeowners upload them (text PDFs, a scan, phone photos in JPEG and HEIC, a screenshot) and
 * files the service refuses or reports as coming soon. Tests name a document by what it is for (the
 * constants below) and assert against its truth, never against values copied from the file.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ChecklistCategory } from './fixtures/layout.js';

export { printedAmount, printedForms, printsAmount } from './documents/printed.js';

export const DOCUMENTS_DIR = fileURLToPath(new URL('./documents/', import.meta.url));

export interface TestDocument {
  file: string;
  kind: 'quote' | 'edge';
  format: 'text-pdf' | 'scanned-pdf' | 'photo-jpeg' | 'photo-heic' | 'screenshot-png' | 'empty';
  /** The fixture layout a quote was built from. */
  layout?: string;
  expect: {
    vendor?: string;
    totalCost?: string;
    zipCode?: string;
    windows?: number;
    doors?: number;
    quoteType?: string;
    scopeKeywords?: string[];
    pii?: string[];
    /** Per category, the ratings that count as right (Rating ids of test/fixtures/layout.ts). */
    checklist?: Partial<Record<ChecklistCategory, string[]>>;
    error?: string;
  };
  /** How the values were derived; `state` (job site), `pages` (PDFs) and `source` (layout, seed, rendering). */
  notes: Record<string, string>;
}

export const DOCUMENTS: TestDocument[] = JSON.parse(readFileSync(`${DOCUMENTS_DIR}truth.json`, 'utf8'));

export function testDocument(file: string): TestDocument {
  const found = DOCUMENTS.find((d) => d.file === file);
  if (!found) throw new Error(`No test document ${file} in test/documents/truth.json`);
  return found;
}

/** The bytes of a test document: a fresh copy each call, so a test may change them. */
export function documentBytes(file: string): Uint8Array {
  return new Uint8Array(readFileSync(`${DOCUMENTS_DIR}${testDocument(file).file}`));
}

/** Where a test document lives, for a browser's file input. */
export function documentPath(file: string): string {
  return `${DOCUMENTS_DIR}${testDocument(file).file}`;
}

/** A Florida impact-window quote: one page, an item table ending in a TOTAL line, half due at signing. */
export const FLORIDA_QUOTE = testDocument('01_Quotation_CoastalGuard_Q-2025-084514.pdf');
/** Windows and a door on the Gulf coast, several pages: the chat asks whether the home is near the coast. */
export const COASTAL_QUOTE = testDocument('02_Proposal_CardinalRidge.pdf');
/** A one-page windows quote, inland, priced by united inches: the quote most tests upload. */
export const TEXT_QUOTE = testDocument('03_Quote_CustomFit_7131.pdf');
/** Windows and a patio door in an item table; the service address is not the customer's mailing address. */
export const TABLE_QUOTE = testDocument('04_Estimate_Oakridge.pdf');
/** Doors only. */
export const DOORS_QUOTE = testDocument('05_Quote_FrontDoorShoppe.pdf');
/** A windows quote whose weakest point is its payment terms: a deposit above the state's limit. */
export const DEPOSIT_QUOTE = testDocument('06_Estimate_GableGlass.pdf');
/** A door-knocker's cash deal far below typical prices: cash only, half down, "no permit needed", one-year warranty. */
export const LOWBALL_QUOTE = testDocument('07_Estimate_BestPrice.pdf');
/** A phone photo (JPEG) of a handyman's doors estimate. */
export const PHOTO_QUOTE = testDocument('08_IMG_4471.jpg');
/** A scanned printout of a quote from a contractor's customer portal: an image-only PDF. */
export const SCANNED_QUOTE = testDocument('09_scan_0815.pdf');
/** An iPhone photo (HEIC) of a quick windows quote. */
export const HEIC_QUOTE = testDocument('10_IMG_5120.HEIC');
/** A full-page screenshot (PNG) of a quote in a contractor's customer portal. */
export const SCREENSHOT_QUOTE = testDocument('11_Screenshot_2025-10-14_at_11.34.png');
/** A roofing estimate: read, then reported as coming soon. */
export const ROOFING_QUOTE = testDocument('12_Estimate_CopperleafRoofing.pdf');
/** An HVAC estimate: read, then reported as coming soon. */
export const HVAC_QUOTE = testDocument('13_Estimate_BluefieldComfortAir.pdf');
/** A landlord's lease renewal letter: not a quote. */
export const NOT_A_QUOTE = testDocument('14_lease_renewal_letter.pdf');
/** An empty file (0 bytes). */
export const EMPTY_FILE = testDocument('15_empty_upload.pdf');

/** Text PDFs and the rest (photos, scans, screenshots), which the targets treat apart. */
export function formatGroup(format: string): 'text-pdf' | 'image' {
  return format === 'text-pdf' ? 'text-pdf' : 'image';
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
