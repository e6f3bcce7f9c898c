/**
 * What the rules read from a document before anything is decided: the options and sections, and the
 * vendor, total and ZIP candidates with the rules' own decision. The fields pipeline and the learned
 * scorer's training both start here.
 */
import type { DocumentModel } from '../document/model.js';
import { findOptions, type Options } from './options.js';
import { findParties, type Parties } from './parties.js';
import { findSections, type Sections } from './sections.js';
import { findTotal, type TotalResult } from './totals.js';
import { findVendor, type VendorResult } from './vendor.js';
import { findZip, type ZipResult } from './zip.js';

export interface RuleReadings {
  options: Options;
  sections: Sections;
  vendor: VendorResult;
  parties: Parties;
  total: TotalResult;
  zip: ZipResult;
}

export function readRules(doc: DocumentModel): RuleReadings {
  const options = findOptions(doc.lines);
  const sections = findSections(doc);
  const vendor = findVendor(doc);
  const parties = findParties(doc, vendor);
  const total = findTotal(doc, options, sections);
  const zip = findZip(parties, doc.ocr);
  return { options, sections, vendor, parties, total, zip };
}
