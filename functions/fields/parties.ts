/**
 * Who is who on the page: the contractor's own block (letterhead, licence, business domain), the
 * customer's block ("Prepared for", "Customer", "ADDRESS", a letter's recipient block) and the job site
 * ("Job site", "Ship to", "Project address", "… Replacement at 370 Whipple Rd"). Each "City, ST ZIP"
 * and street line gets one of these roles; ZIP choice and redaction both build on it.
 */
import {
  emailDomain,
  findEmails,
  findDamagedZips,
  findLocalities,
  findPhones,
  findStreets,
  findWebsites,
  FREE_MAIL,
  LICENSE,
  phoneDigits,
  type Locality,
  type Match,
} from './contact.js';
import { gapInLines, xOverlap, type Layout, type Line } from './layout.js';
import { findAmounts } from './money.js';
import { captionBelow, findCustomerNames, peopleIn, type CustomerNames } from './people.js';
import { commonRun, compact, isDateLine, looksLikePersonName } from './patterns.js';
import { VENDOR_LABEL, type VendorResult } from './vendor.js';
import { stateOfZip } from './zip-states.js';
import { ZIP_CODE } from '@shared/zip.js';

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

export const JOB_LABEL =
  /\b(?:job\s*(?:site|address|location)|jobsite|project\s*(?:address|location|site)|install(?:ation)?\s*(?:address|location|site)|service\s*(?:address|location)|ship\s*to|work\s*(?:site|location|address)|site\s*address|property\s*(?:address|location)|location\s*of\s*(?:the\s*)?work|deliver(?:y)?\s*(?:to|address))\b|^\s*(?:job|project|site)\s*:?\s*$/i;
export const CUSTOMER_LABEL =
  /\b(?:customer|client|homeowner|owner|bill(?:ed)?\s*to|sold\s*to|prepared\s*for|(?:proposal\s*)?submitted\s*to|(?:proposal|estimate|quote)\s*for|attention|attn|buyer|purchaser|mailing\s*address|name)\b|^\s*address\s*$|^\s*for\s*:/i;
const NOT_CUSTOMER_LABEL = /\b(?:job|company|business|contractor|project)\s*name\b/i;
const CONTRACTOR_LABEL =
  /\b(?:remit\s*(?:payment\s*)?to|our\s*(?:office|address)|office\s*address|headquarters|mail\s*payments?\s*to|make\s*checks?\s*payable)\b/i;
const JOB_PROSE = /\b(?:replacement|installation|install|work|project|job|renovation|remodel)\s+(?:at|for)\s*$/i;
const SAME = /^\W*(?:same|same\s+as\s+(?:above|customer|billing|mailing)|as\s+above|see\s+above|ditto)\W*$/i;

function labelRole(text: string): Role | null {
  if (CONTRACTOR_LABEL.test(text)) return 'contractor';
  if (JOB_LABEL.test(text)) return 'job';
  if (CUSTOMER_LABEL.test(text) && !NOT_CUSTOMER_LABEL.test(text)) return 'customer';
  return null;
}

/** The label closest before the end of a text on the same line ("Prepared for: Jane Doe • 12 Main St, " → customer). */
function nearestLabel(text: string): { role: Role; text: string } | null {
  let best: { role: Role; text: string; at: number } | null = null;
  const rules: [Role, RegExp][] = [
    ['contractor', CONTRACTOR_LABEL],
    ['job', JOB_LABEL],
    ['customer', CUSTOMER_LABEL],
  ];
  for (const [role, re] of rules) {
    const g = new RegExp(re.source, 'gi');
    let m: RegExpExecArray | null;
    while ((m = g.exec(text))) {
      if (role === 'customer' && NOT_CUSTOMER_LABEL.test(text.slice(Math.max(0, m.index - 12), m.index + m[0].length)))
        continue;
      if (!best || m.index > best.at) best = { role, text: m[0], at: m.index };
    }
  }
  return best;
}

function contractorMarks(line: Line, domains: Set<string>, vendorKey: string | null): boolean {
  if (LICENSE.test(line.text)) return true;
  for (const e of findEmails(line.text)) if (domains.has(emailDomain(e.text))) return true;
  for (const w of findWebsites(line.text))
    if (
      domains.has(
        w.text
          .toLowerCase()
          .replace(/^https?:\/\//, '')
          .replace(/^www\./, ''),
      )
    )
      return true;
  return Boolean(
    vendorKey &&
    vendorKey.length >= 5 &&
    compact(line.text).includes(vendorKey) &&
    (findPhones(line.text).length || findStreets(line.text).length || findLocalities(line.text).length),
  );
}

/** A line that starts someone else's block: a label, a date, a greeting or a person's name. */
function startsOtherBlock(line: Line): boolean {
  const t = line.text.trim();
  return Boolean(
    (labelRole(t) && labelRole(t) !== 'contractor') ||
    isDateLine(t) ||
    /^(?:dear|re:|to:)/i.test(t) ||
    // A form's section heading: "Section 1 — Customer information".
    /^(?:section|part|step)\s+[\dA-Z]{1,2}\b/i.test(t) ||
    line.cells.some((c) => looksLikePersonName(c.text) || peopleIn(c.text).length > 1),
  );
}

interface Region {
  lines: Set<number>;
  columns: Map<number, { x0: number; x1: number }>;
  domains: Set<string>;
}

/** The vendor name's cell on its line, widened a little: the letterhead column. */
function vendorColumn(vendor: VendorResult): { x0: number; x1: number } | null {
  const line = vendor.line;
  if (!line || !vendor.name) return null;
  const key = compact(vendor.name).slice(0, 8);
  const cell = line.cells.find((c) => compact(c.text).includes(key)) ?? null;
  if (!cell || line.cells.length < 2) return null;
  // A labelled form row ("Business name  Northway …  Contractor ID …"): the whole section is the contractor's.
  if (line.cells.some((c) => c.x1 <= cell.x0 && VENDOR_LABEL.test(c.text.replace(/[:\s]+$/, '')))) return null;
  return { x0: cell.x0 - line.height * 2, x1: cell.x1 + line.height * 2 };
}

function contractorRegion(layout: Layout, vendor: VendorResult): Region {
  const lines = layout.lines;
  const vendorKey = vendor.name ? compact(vendor.name) : null;
  const region = new Set<number>();
  const columns = new Map<number, { x0: number; x1: number }>();
  // An undecided name's line is the letterhead only at the very top of the page (a hard-to-read logo).
  const start = vendor.name || (vendor.line && vendor.line.index <= 3) ? vendor.line : null;
  const column = vendorColumn(vendor);
  if (start) {
    region.add(start.index);
    // Down from the name while the block continues.
    for (let k = start.index + 1; k < lines.length && k <= start.index + 8; k++) {
      const prev = lines[k - 1]!;
      const cur = lines[k]!;
      if (gapInLines(prev, cur) > 1.3 || startsOtherBlock(cur)) break;
      region.add(k);
    }
    // Up from the name (a tagline or logo text above it).
    for (let k = start.index - 1; k >= 0 && k >= start.index - 3; k--) {
      const cur = lines[k]!;
      if (gapInLines(cur, lines[k + 1]!) > 1.3 || startsOtherBlock(cur)) break;
      region.add(k);
    }
  }
  // Business domains: those printed in the letterhead, and any that spells the business name.
  const domains = new Set<string>();
  for (const l of lines) {
    const found = [
      ...findEmails(l.text).map((e) => emailDomain(e.text)),
      ...findWebsites(l.text).map((w) =>
        w.text
          .toLowerCase()
          .replace(/^https?:\/\//, '')
          .replace(/^www\./, ''),
      ),
    ];
    for (const d of found) {
      const name = compact(d.replace(/\.[a-z]+$/, ''));
      const spellsVendor =
        Boolean(vendorKey) &&
        commonRun(name, vendorKey!) >= Math.max(5, Math.min(name.length, vendorKey!.length) * 0.6);
      if ((region.has(l.index) && !FREE_MAIL.test(d)) || spellsVendor) domains.add(d);
    }
  }
  // When the name shares its row with another column (to either side), only the name's column of the block is the contractor's.
  if (column) {
    for (const k of region) {
      const l = lines[k]!;
      if (l.cells.some((c) => (c.x0 + c.x1) / 2 > column.x1 || (c.x0 + c.x1) / 2 < column.x0)) columns.set(k, column);
    }
  }
  // Footers and side blocks anywhere: the licence, the business domain, or the name with contact details.
  for (const l of lines) {
    if (region.has(l.index) || isCustomerLine(l)) continue;
    if (!contractorMarks(l, domains, vendorKey)) continue;
    // On a line shared with another party's cells, only the cells that carry the marks are the contractor's;
    // the name in one column and the customer's street in the other mark nothing ("7740 Juniper Pl   Lakepoint Renovation Group").
    const marked = l.cells.filter((c) => contractorMarks({ ...l, text: c.text }, domains, vendorKey));
    if (l.cells.length >= 2 && marked.length === 0) continue;
    region.add(l.index);
    if (l.cells.length >= 2 && marked.length && marked.length < l.cells.length)
      columns.set(l.index, { x0: Math.min(...marked.map((c) => c.x0)), x1: Math.max(...marked.map((c) => c.x1)) });
  }
  return { lines: region, columns, domains };
}

/** True when the text at `start` of a line is part of the contractor's own details. */
export function contractorAt(
  parties: Pick<Parties, 'contractorLines' | 'contractorColumns'>,
  line: Line,
  start: number,
): boolean {
  if (!parties.contractorLines.has(line.index)) return false;
  const column = parties.contractorColumns.get(line.index);
  if (!column) return true;
  const cell = line.cells.find((c) => c.start <= start && start < c.start + c.text.length);
  const mid = cell ? (cell.x0 + cell.x1) / 2 : 0;
  return !cell || (mid <= column.x1 && mid >= column.x0);
}

/** A line that carries a customer label or a person's name (never the contractor's block). */
function isCustomerLine(line: Line): boolean {
  return Boolean(
    nearestLabel(line.text)?.role === 'customer' ||
    /^\s*dear\b/i.test(line.text) ||
    line.cells.some((c) => looksLikePersonName(c.text)),
  );
}

const EMAIL_HEADER = /^\s*(?:from|to|cc|bcc|sent|date)\s*:/i;

/** The label governing a position: same line before it, or a line above in the same column. */
function roleFromLabels(
  layout: Layout,
  line: Line,
  start: number,
  contractor: Pick<Parties, 'contractorLines' | 'contractorColumns'>,
): { role: Role; why: string; sameLine?: boolean; caption?: boolean } | null {
  const before = line.text.slice(0, start);
  const own =
    nearestLabel(before) ??
    (JOB_PROSE.test(before) ? { role: 'job' as Role, text: before.trim().split(/\s+/).slice(-2).join(' ') } : null);
  if (own) return { role: own.role, why: own.text, sameLine: true };
  // A letter's or e-mail's subject names the job ("Re: Replacement windows, 868 Highland Ave, Pittsburgh, PA
  // 15217"); the other header lines (From, To, Sent) head no address block.
  if (/^\s*(?:re|subject)\s*:/i.test(line.text)) return { role: 'job', why: 'subject line', sameLine: true };
  if (EMAIL_HEADER.test(line.text)) return null;
  const x0 = line.bbox.x0 + ((line.bbox.x1 - line.bbox.x0) * start) / Math.max(line.text.length, 1);
  const col = line.cells.find((c) => c.start <= start && start < c.start + c.text.length) ?? { x0, x1: x0 + 50 };
  // A filled-in form names each blank under it ("2262 Juniper Pl" over "Owner's Address").
  const caption = captionBelow(layout.lines, line, col);
  const captioned = caption ? (/^contractor\b/i.test(caption) ? 'contractor' : labelRole(caption)) : null;
  if (captioned) return { role: captioned, why: caption!, caption: true };
  let below = line;
  let sawPerson = false;
  for (let k = line.index - 1, steps = 0; k >= 0 && steps < 7; k--, steps++) {
    const up = layout.lines[k]!;
    if (up.page !== line.page || gapInLines(up, below) > 2.5) break;
    let cells = up.cells.filter((c) => xOverlap(c, col) > 0.2 || Math.abs(c.x0 - col.x0) < line.height * 2);
    // A form's label alone on its line at the start of the blank the value is written in ("JOB ADDRESS" over "6157 Linden Ct").
    if (
      cells.length === 0 &&
      up.cells.length === 1 &&
      up.cells[0]!.x0 < col.x0 &&
      labelRole(up.cells[0]!.text) &&
      up.cells[0]!.text.split(/\s+/).length <= 4
    )
      cells = up.cells;
    // An address block is short lines: prose or a priced line above it belongs to something else.
    if (findAmounts(up.text).length || cells.some((c) => c.text.split(/\s+/).length > 8)) break;
    for (const c of cells) {
      const role = labelRole(c.text);
      if (role) return { role, why: c.text.trim() };
      // The value just above is labelled on its own line ("PREPARED FOR:  Daniel Sandoval" over the street).
      const before = steps === 0 ? nearestLabel(up.text.slice(0, c.start)) : null;
      if (before && up.text.slice(0, c.start).trim().length <= 30) return { role: before.role, why: before.text };
    }
    // Walking up into the letterhead: the address is the contractor's, unless a person's name came first.
    if (contractor.contractorLines.has(up.index) && cells.length)
      return sawPerson ? { role: 'customer', why: 'recipient block' } : { role: 'contractor', why: 'contractor block' };
    if (cells.some((c) => looksLikePersonName(c.text.replace(/^[^A-Za-z]+/, '')))) sawPerson = true;
    below = up;
  }
  return sawPerson ? { role: 'customer', why: 'recipient block' } : null;
}

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
    let below = st.line;
    for (let k = st.line.index - 1; k >= 0 && k >= st.line.index - 2; k--) {
      const up = lines[k]!;
      if (up.page !== st.line.page || gapInLines(up, below) > 4) break;
      for (const c of up.cells) {
        if (contractorAt(own, up, c.start)) continue;
        for (const name of peopleIn(c.text)) if (!vendorKey.includes(compact(name))) names.add(name);
      }
      below = up;
    }
  }
  return { names: [...names], firstNames: found.firstNames };
}
