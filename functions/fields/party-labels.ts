/**
 * The labels that say whose an address or name is ("Job site", "Prepared for", "Remit to"), and the role
 * a place on the page takes from them: a label before it on its line, a letter's subject line, the caption
 * under a form's blank, or a label above it in its column.
 */
import { gapInLines, xOverlap, type Layout, type Line } from './layout.js';
import { findAmounts } from './money.js';
import type { Parties, Role } from './parties.js';
import { looksLikePersonName } from './patterns.js';
import { captionBelow, peopleIn } from './people.js';

export const JOB_LABEL =
  /\b(?:job\s*(?:site|address|location)|jobsite|project\s*(?:address|location|site)|install(?:ation)?\s*(?:address|location|site)|service\s*(?:address|location)|ship\s*to|work\s*(?:site|location|address)|site\s*address|property\s*(?:address|location)|location\s*of\s*(?:the\s*)?work|deliver(?:y)?\s*(?:to|address))\b|^\s*(?:job|project|site)\s*:?\s*$/i;

export const CUSTOMER_LABEL =
  /\b(?:customer|client|homeowner|owner|bill(?:ed)?\s*to|sold\s*to|prepared\s*for|(?:proposal\s*)?submitted\s*to|(?:proposal|estimate|quote|quotation)\s*for|attention|attn|buyer|purchaser|mailing\s*address|name|cliente|propietari[oa]|due[ñn][oa]|nombre)\b|^\s*(?:address|direcci[oó]n|domicilio)\s*$|^\s*for\s*:/i;

const NOT_CUSTOMER_LABEL = /\b(?:job|company|business|contractor|project)\s*name\b/i;

const CONTRACTOR_LABEL =
  /\b(?:remit\s*(?:payment\s*)?to|our\s*(?:office|address)|office\s*address|headquarters|mail\s*payments?\s*to|make\s*checks?\s*payable)\b/i;

const JOB_PROSE = /\b(?:replacement|installation|install|work|project|job|renovation|remodel)\s+(?:at|for)\s*$/i;

export function labelRole(text: string): Role | null {
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

/** A line that carries a customer label or a person's name (never the contractor's block). */
export function isCustomerLine(line: Line): boolean {
  return Boolean(
    nearestLabel(line.text)?.role === 'customer' ||
    /^\s*dear\b/i.test(line.text) ||
    line.cells.some((c) => looksLikePersonName(c.text)),
  );
}

const EMAIL_HEADER = /^\s*(?:from|to|cc|bcc|sent|date)\s*:/i;

/** The label governing a position: same line before it, or a line above in the same column. */
/** The person named in a place's cell before it, set off by a separator ("Marisol Brandt · 907 …"). */
export function personBefore(line: Line, start: number): string | null {
  const cell = line.cells.find((c) => c.start <= start && start < c.start + c.text.length);
  const before = (cell ? line.text.slice(cell.start, start) : '').trimEnd();
  if (!/(?:[·•|;,]|\s[-–—])$/.test(before)) return null;
  // The part just before the separator, with no digit in it (a street before a city is no name).
  const part =
    before
      .replace(/\s*(?:[·•|;,]|\s[-–—])$/, '')
      .split(/\s*[·•|;]\s*|\s[-–—]\s/)
      .at(-1) ?? '';
  return /\d/.test(part) ? null : (peopleIn(part)[0] ?? null);
}

export function roleFromLabels(
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
  // A one-line addressee outside the letterhead: "Marisol Brandt · 907 Elmcrest Ln, Columbus, OH 43221".
  if (!contractor.contractorLines.has(line.index) && personBefore(line, start))
    return { role: 'customer', why: "after the customer's name", sameLine: true };
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
