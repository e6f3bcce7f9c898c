/**
 * The ZIP the analysis prices against: the job site's, else the customer's; the contractor's own ZIP
 * only when the document has no customer or job address at all. Unsure (two different job or customer
 * ZIPs, a job street without a ZIP, an OCR ZIP that does not belong to its state) → no ZIP.
 */
import { confidenceOfRange } from './layout.js';
import type { Line } from '../document/model.js';
import type { Parties, PlacedLocality } from './parties.js';

export interface ZipResult {
  zipCode: string | null;
  customerZip: string | null;
  /** "Sarasota, FL 34231": the job-site locality without its street line ("Pittsburgh, PA" when only the ZIP is unclear). */
  projectAddress: string | null;
  source: string;
  uncertain: string | null;
  /** 0-1: how well the ZIP was read (1 for a PDF text layer). */
  confidence: number;
  /** The line the ZIP was read from. */
  line: Line | null;
}

/** "Sarasota, FL 34231": a locality as the analysis shows it. */
export function locality(l: PlacedLocality): string {
  const city = l.city ? `${titleCase(l.city)}, ` : '';
  return `${city}${l.state} ${l.zip}`;
}

function titleCase(text: string): string {
  if (text !== text.toUpperCase()) return text;
  return text.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

function distinct(list: PlacedLocality[]): string[] {
  return [...new Set(list.map((l) => l.zip))];
}

export function findZip(parties: Parties, ocr: boolean): ZipResult {
  // An OCR ZIP that does not belong to the printed state, or that OCR could barely read, is not evidence.
  const seen = (zip: string) => parties.localities.filter((l) => l.zip === zip).length;
  const readable = (l: PlacedLocality) =>
    !ocr || (l.stateMatches && (confidenceOfRange(l.line, l.end - 5, l.end) >= 70 || seen(l.zip) >= 2));
  const misread = parties.localities.filter((l) => !readable(l) && l.role !== 'contractor');
  const usable = parties.localities.filter(readable);
  const jobs = usable.filter((l) => l.role === 'job');
  const customers = usable.filter((l) => l.role === 'customer');
  const unknown = usable.filter((l) => l.role === 'unknown');
  const contractor = usable.filter((l) => l.role === 'contractor');
  const customerZips = distinct(customers.length ? customers : unknown);
  const customerZip = customerZips.length === 1 ? customerZips[0]! : null;
  const result = (zip: string, from: PlacedLocality, source: string): ZipResult => ({
    zipCode: zip,
    customerZip,
    projectAddress: locality(from),
    source,
    uncertain: null,
    confidence: ocr ? Math.round(confidenceOfRange(from.line, from.end - 5, from.end)) / 100 : 1,
    line: from.line,
  });
  // Without a ZIP, the job's state may still be plain: every job (else customer) address is in one state.
  const others = parties.localities.filter((l) => l.role !== 'contractor');
  const jobPlaces = others.some((l) => l.role === 'job') ? others.filter((l) => l.role === 'job') : others;
  const states = new Set([...jobPlaces.map((l) => l.state), ...parties.damagedZips.map((d) => d.state)]);
  const cities = new Set(jobPlaces.map((l) => titleCase(l.city)).filter(Boolean));
  const stateOnly = states.size === 1 ? `${cities.size === 1 ? `${[...cities][0]}, ` : ''}${[...states][0]}` : null;
  const unsure = (why: string): ZipResult => ({
    zipCode: null,
    customerZip,
    projectAddress: stateOnly,
    source: '',
    uncertain: why,
    confidence: 0,
    line: null,
  });

  const jobZips = distinct(jobs);
  if (jobZips.length === 1) return result(jobZips[0]!, jobs[0]!, `job site (${jobs[0]!.why})`);
  if (jobZips.length > 1)
    return unsure(`the quote shows ${jobZips.length} job-site ZIP codes (${jobZips.join(' / ')})`);
  // A job-site ZIP that could not be read is not replaced by the customer's.
  const misreadJob = misread.find((l) => l.role === 'job');
  if (misreadJob) return unsure(`the job-site ZIP code "${misreadJob.zip}" was hard to read`);
  if (parties.jobStreetWithoutZip && !parties.jobSameAsCustomer) {
    return unsure(`the job address "${parties.jobStreetWithoutZip}" has no ZIP code`);
  }

  // A job or customer address whose ZIP lost digits may be the job site: another address's ZIP is no answer.
  if (ocr && parties.damagedZips.length)
    return unsure(`the ZIP code in "${parties.damagedZips[0]!.text}" could not be read`);
  const pool = customers.length ? customers : unknown;
  const poolZips = distinct(pool);
  if (poolZips.length === 1) {
    const how = customers.length ? `customer address (${pool[0]!.why})` : 'the only non-contractor address';
    return result(poolZips[0]!, pool[0]!, parties.jobSameAsCustomer ? `${how}; job site is the same` : how);
  }
  if (poolZips.length > 1)
    return unsure(`the quote shows ${poolZips.length} customer ZIP codes (${poolZips.join(' / ')})`);
  if (misread.length) return unsure(`the ZIP code "${misread[0]!.zip}" was hard to read`);

  // No customer or job locality: if a customer or job street is printed, its ZIP is simply missing.
  const otherStreet = parties.streets.find((s) => s.role !== 'contractor');
  if (otherStreet) return unsure('the customer or job address has no ZIP code');
  // From a photo, a customer named on the page has an address that was not read: the contractor's ZIP is no answer.
  if (ocr && parties.customerNames.length) return unsure("the customer's address could not be read");
  const contractorZips = distinct(contractor);
  if (contractorZips.length >= 1 && contractor[0]) {
    return result(contractor[0].zip, contractor[0], "contractor's address (the quote has no customer or job address)");
  }
  return unsure('no ZIP code found');
}
