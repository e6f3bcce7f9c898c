/**
 * The contractor's own details on the page: the letterhead block around the business name (only its
 * column where it shares rows with another), the business's domains, and footers or side blocks that
 * carry its licence, domain or name with contact details.
 */
import {
  emailDomain,
  findEmails,
  findLocalities,
  findPhones,
  findStreets,
  findWebsites,
  FREE_MAIL,
  LICENSE,
  websiteDomain,
} from './contact.js';
import { gapInLines, type Layout, type Line } from './layout.js';
import type { Parties } from './parties.js';
import { isCustomerLine, labelRole } from './party-labels.js';
import { commonRun, compact, isDateLine, looksLikeOrganisation, looksLikePersonName } from './patterns.js';
import { peopleIn } from './people.js';
import { VENDOR_LABEL, type VendorResult } from './vendor.js';

export function contractorMarks(line: Line, domains: Set<string>, vendorKey: string | null): boolean {
  if (LICENSE.test(line.text)) return true;
  for (const e of findEmails(line.text)) if (domains.has(emailDomain(e.text))) return true;
  for (const w of findWebsites(line.text)) if (domains.has(websiteDomain(w.text))) return true;
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
    line.cells.some((c) => isDateLine(c.text)) ||
    /^(?:dear|re:|to:)/i.test(t) ||
    // A form's section heading: "Section 1 — Customer information".
    /^(?:section|part|step)\s+[\dA-Z]{1,2}\b/i.test(t) ||
    line.cells.some((c) => looksLikePersonName(c.text) || peopleIn(c.text).length > 1),
  );
}

/** An organisation over its contact ("Two Oaks Property LLC" / "Attn: Dana Whitley"): an addressee block's head. */
function headsAddressee(line: Line, next: Line | undefined): boolean {
  return Boolean(
    next &&
    /^\W*(?:attn|attention|c\/o|care\s+of)\b/i.test(next.text) &&
    looksLikeOrganisation(line.cells[0]?.text ?? ''),
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

export function contractorRegion(layout: Layout, vendor: VendorResult): Region {
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
      if (gapInLines(prev, cur) > 1.3 || startsOtherBlock(cur) || headsAddressee(cur, lines[k + 1])) break;
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
      ...findWebsites(l.text).map((w) => websiteDomain(w.text)),
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
