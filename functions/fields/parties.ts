/**
 * Who is who on the page: the contractor's own block (letterhead, licence, business domain), the
 * customer's block ("Prepared for", "Customer", "ADDRESS", a letter's recipient block) and the job site
 * ("Job site", "Ship to", "Project address", "… Replacement at 370 Whipple Rd"). Each "City, ST ZIP"
 * and street line gets one of these roles; ZIP choice and redaction both build on it.
 */
import { ZIP_CODE } from '@shared/zip.js';
import {
  findDamagedZips,
  findLocalities,
  findPhones,
  findStreets,
  phoneDigits,
  type Locality,
  type Match,
} from './contact.js';
import { contractorAt, contractorMarks, contractorRegion } from './contractor-block.js';
import { gapInLines, xOverlap, type Layout, type Line } from './layout.js';
import { JOB_LABEL, labelRole, personBefore, roleFromLabels } from './party-labels.js';
import { compact } from './patterns.js';
import { findCustomerNames, peopleIn, type CustomerNames } from './people.js';
import type { VendorResult } from './vendor.js';
import { stateOfZip } from './zip-states.js';

export type Role = 'contractor' | 'customer' | 'job' | 'unknown';

export interface PlacedLocality extends Locality {
  line: Line;
  role: Role;
  /** The label that decided the role, or how it was decided. */
  why: string;
}

export interface PlacedStreet extends Match {
  line: Line;
  role: Role;
  /** What gave the role: a label, "contractor block", "subject line" … */
  why?: string;
}

export interface Parties {
  /** Lines that carry the contractor's details (the letterhead block, footers, licence lines). */
  contractorLines: Set<number>;
  /** For letterhead rows shared with another column ("Acme Windows      Customer: Jane Doe"): the contractor's column. */
  contractorColumns: Map<number, { x0: number; x1: number }>;
  contractorPhones: Set<string>;
  contractorDomains: Set<string>;
  localities: PlacedLocality[];
  streets: PlacedStreet[];
  customerNames: string[];
  /** First names the customer is greeted by ("Hi Frank,"). */
  customerFirstNames: string[];
  /** A job-site label says the job is at the customer's address ("Job location: SAME"). */
  jobSameAsCustomer: boolean;
  /** A job-site label is followed by a street but no ZIP. */
  jobStreetWithoutZip: string | null;
  /** Another party's address whose ZIP lost digits ("Pittsburgh, PA  1517"): what it printed, and its state. */
  damagedZips: { text: string; state: string }[];
}

const SAME = /^\W*(?:same|same\s+as\s+(?:above|customer|billing|mailing)|as\s+above|see\s+above|ditto)\W*$/i;

/** ", Madison 53705", "   City/Zip  Phoenix 85016": a city and ZIP with no state, right after a street. */
const CITY_AND_ZIP = new RegExp(
  String.raw`^[,\s]+(?:city\s*(?:\/\s*(?:st(?:ate)?\s*\/\s*)?zip)?\s*:?\s+)?(?:([A-Za-z][A-Za-z .'’-]{1,30}?)[,\s]+)?${ZIP_CODE}(?!\d)`,
  'i',
);

/** A city and ZIP without a state printed after a street on its line: a locality, its state from the ZIP. */
function zipAfterStreet(st: PlacedStreet): PlacedLocality | null {
  const after = st.line.text.slice(st.end);
  const m = CITY_AND_ZIP.exec(after);
  const state = m ? stateOfZip(m[2]!) : null;
  if (!m || !state) return null;
  const start = st.end + m[0].search(/[A-Za-z\d]/);
  return {
    text: st.line.text.slice(start, st.end + m[0].length),
    start,
    end: st.end + m[0].length,
    city: (m[1] ?? '').trim(),
    state,
    zip: m[2]!,
    stateMatches: true,
    line: st.line,
    role: st.role,
    why: `after the ${st.role === 'job' ? 'job' : 'customer'} street`,
  };
}

/** Where the cell holding a character of the line starts on the page. */
function cellX(line: Line, offset: number): number {
  const cell = line.cells.find((c) => offset >= c.start && offset < c.start + c.text.length + 1);
  return cell?.x0 ?? line.bbox.x0;
}

export function findParties(layout: Layout, vendor: VendorResult): Parties {
  const { lines: contractorLines, columns: contractorColumns, domains } = contractorRegion(layout, vendor);
  const vendorKey = vendor.name ? compact(vendor.name) : null;
  const own = { contractorLines, contractorColumns };
  const contractorPhones = new Set<string>();
  for (const l of layout.lines) {
    for (const p of findPhones(l.text)) if (contractorAt(own, l, p.start)) contractorPhones.add(phoneDigits(p.text));
  }

  const place = (line: Line, start: number): { role: Role; why: string } => {
    const labelled = roleFromLabels(layout, line, start, own);
    if (contractorAt(own, line, start)) {
      // A contractor line can still carry a labelled job/customer cell ("Ship to: …" on the letterhead row).
      // (A bare "Address" label in the contractor's own block is the contractor's address.)
      // (A label above a line that carries the contractor's own name or domain is another block's: "Homeowner" over the footer.)
      const marked = contractorMarks(
        {
          ...line,
          text: line.cells.find((c) => c.start <= start && start < c.start + c.text.length + 1)?.text ?? line.text,
        },
        domains,
        vendorKey,
      );
      if (
        labelled &&
        labelled.role !== 'contractor' &&
        !labelled.caption &&
        !/^\s*address\s*:?\s*$/i.test(labelled.why) &&
        (labelled.sameLine || (labelled.why !== 'recipient block' && !marked))
      )
        return labelled;
      return { role: 'contractor', why: 'contractor block' };
    }
    if (labelled?.role === 'contractor' && contractorLines.has(line.index))
      return { role: 'unknown', why: 'beside the letterhead' };
    return labelled ?? { role: 'unknown', why: 'no label' };
  };

  const localities: PlacedLocality[] = [];
  const streets: PlacedStreet[] = [];
  for (const line of layout.lines) {
    for (const loc of findLocalities(line.text)) localities.push({ ...loc, line, ...place(line, loc.start) });
    for (const st of findStreets(line.text)) streets.push({ ...st, line, ...place(line, st.start) });
  }

  // "4396 Ridgeway Dr   Omaha, NE 68132": a locality right after a street on its line is that address's.
  for (const loc of localities) {
    const st = streets.find(
      (x) => x.line === loc.line && x.end <= loc.start && loc.start - x.end <= 6 && x.role !== 'unknown',
    );
    if (st && loc.role !== st.role && st.role !== 'contractor')
      Object.assign(loc, { role: st.role, why: `after the ${st.role} street` });
  }
  // The contractor's address printed again (a letterhead repeated on page 2, a footer) is still the contractor's.
  const contractorPlaces = new Set(
    localities.filter((l) => l.role === 'contractor').map((l) => `${l.city.toLowerCase()}|${l.zip}`),
  );
  for (const l of localities)
    if (l.role === 'unknown' && contractorPlaces.has(`${l.city.toLowerCase()}|${l.zip}`))
      Object.assign(l, { role: 'contractor', why: 'same as the contractor address' });
  const contractorStreetKeys = new Set(
    streets.filter((st) => st.role === 'contractor').map((st) => normStreet(st.text)),
  );
  for (const st of streets)
    if (st.role === 'unknown' && contractorStreetKeys.has(normStreet(st.text))) st.role = 'contractor';

  // Job label values: "Job location: SAME", or a job street with no ZIP.
  let jobSameAsCustomer = false;
  let jobStreetWithoutZip: string | null = null;
  for (const line of layout.lines) {
    line.cells.forEach((cell, ci) => {
      if (labelRole(cell.text) !== 'job') return;
      const inline = cell.text.replace(JOB_LABEL, '').replace(/^[\s:#-]+/, '');
      const right = line.cells[ci + 1]?.text ?? '';
      const belowLine = layout.lines[line.index + 1];
      const belowCell =
        belowLine && belowLine.page === line.page
          ? (belowLine.cells.find((c) => xOverlap(c, cell) > 0.3)?.text ?? '')
          : '';
      const value = [inline, right, belowCell].find((v) => v.trim() !== '') ?? '';
      if (SAME.test(value)) jobSameAsCustomer = true;
    });
  }
  // A job street whose city, state and ZIP are on the next line or two, in the same column or after a
  // label of their own ("Job address: 4474 Hawthorne Rd" / "City/St/Zip: Raleigh, NC 27603"): that locality is the job site's.
  for (const js of streets.filter((st) => st.role === 'job')) {
    if (localities.some((l) => l.role === 'job' && l.line.index >= js.line.index && l.line.index <= js.line.index + 2))
      continue;
    const x = cellX(js.line, js.start);
    const below = localities.find(
      (l) =>
        l.line.page === js.line.page &&
        l.line.index > js.line.index &&
        l.line.index <= js.line.index + 2 &&
        l.role !== 'contractor' &&
        (Math.abs(cellX(l.line, l.start) - x) <= 3 * js.line.size ||
          /^\W*city\b/i.test(
            l.line.text
              .slice(0, l.start)
              .split(/\s{2,}/)
              .at(-1) ?? '',
          )),
    );
    if (below) Object.assign(below, { role: 'job', why: 'below the job street' });
  }
  // "2364 Juniper Pl, Madison 53705", "3820 Harbor View Ln   City/Zip  Phoenix 85016": the city and ZIP
  // after a customer or job street with no state; the ZIP names the state.
  for (const st of streets.filter((x) => x.role !== 'contractor')) {
    const own = (l: PlacedLocality) => (st.role === 'job' ? l.role === 'job' : l.role !== 'contractor');
    if (localities.some((l) => own(l) && l.line.index >= st.line.index && l.line.index <= st.line.index + 2)) continue;
    const found = zipAfterStreet(st);
    if (found) localities.push(found);
  }
  const jobStreets = streets.filter((s) => s.role === 'job');
  const jobZipLines = new Set(localities.filter((l) => l.role === 'job').map((l) => l.line.index));
  const customerStreets = new Set(
    streets.filter((s) => s.role !== 'job' && s.role !== 'contractor').map((s) => normStreet(s.text)),
  );
  for (const js of jobStreets) {
    const hasZip =
      jobZipLines.has(js.line.index) || jobZipLines.has(js.line.index + 1) || jobZipLines.has(js.line.index + 2);
    // (A subject line names the job in short, without its ZIP: that is no job address missing one.)
    if (!hasZip && !customerStreets.has(normStreet(js.text)) && js.why !== 'subject line')
      jobStreetWithoutZip = js.text;
    if (!hasZip && customerStreets.has(normStreet(js.text))) jobSameAsCustomer = true;
  }

  return {
    contractorLines,
    contractorColumns,
    contractorPhones,
    contractorDomains: domains,
    localities,
    streets,
    ...(() => {
      const people = customerNamesOf(layout, own, streets, vendor);
      return { customerNames: people.names, customerFirstNames: people.firstNames };
    })(),
    jobSameAsCustomer,
    jobStreetWithoutZip,
    damagedZips: layout.lines.flatMap((line) =>
      findDamagedZips(line.text)
        .filter((d) => !contractorLines.has(line.index) && place(line, d.start).role !== 'contractor')
        .map((d) => ({ text: d.text, state: d.state })),
    ),
  };
}

export function normStreet(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The customer's names by their role on the page (people.ts), and a person's name just above a street
 * line that is the customer's or the job site's.
 */
function customerNamesOf(
  layout: Layout,
  own: Pick<Parties, 'contractorLines' | 'contractorColumns'>,
  streets: PlacedStreet[],
  vendor: VendorResult,
): CustomerNames {
  const vendorKey = vendor.name ? compact(vendor.name) : '';
  const found = findCustomerNames(layout, (line, start) => contractorAt(own, line, start), vendorKey);
  const names = new Set(found.names);
  const { lines } = layout;
  for (const st of streets) {
    if (st.role === 'contractor') continue;
    const before = personBefore(st.line, st.start);
    if (before && !vendorKey.includes(compact(before))) names.add(before);
    let below = st.line;
    for (let k = st.line.index - 1; k >= 0 && k >= st.line.index - 2; k--) {
      const up = lines[k]!;
      // (Another street above is another address: its name is not this one's.)
      if (up.page !== st.line.page || gapInLines(up, below) > 4 || streets.some((x) => x.line === up)) break;
      for (const c of up.cells) {
        if (contractorAt(own, up, c.start)) continue;
        for (const name of peopleIn(c.text)) if (!vendorKey.includes(compact(name))) names.add(name);
      }
      below = up;
    }
  }
  return { names: [...names], firstNames: found.firstNames };
}
