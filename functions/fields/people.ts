/**
 * The customer's name, found by its role on the page: the value of a customer field ("Owners:",
 * "Name", "Bill to", "Attn", "Prepared for", an e-mail's "To:"), a greeting ("Hi Mr. Lee,", "Dear Jane
 * and Tom,"), a signature or acceptance line ("Accepted by: …", "Customer signature"), or the first
 * line of an addressee block (a name over a street that is not the contractor's). Then every other
 * way the same name is written: "Lee, Tom", "T. Lee", "Mr. Lee", "the Lee residence", "Tom" in a
 * greeting. The contractor's own people (salesperson, estimator) are not customers.
 */
import { ZIP_CODE } from '@shared/zip.js';
import type { DocumentModel, Line } from '../document/model.js';
import { findEmails, findPhones, findStreets } from './contact.js';
import { gapInLines, xOverlap } from './layout.js';
import {
  COLLECTIVE_ADDRESSEE,
  escapeRegExp,
  looksLikeInitialAndSurname,
  looksLikeOrganisation,
  looksLikePersonName,
} from './patterns.js';

/** Labels whose value is the customer (or the owner of the job site). */
export const CUSTOMER_KEY =
  /^(?:customer(?:\s+name)?s?|client(?:\s+name)?s?|(?:home\s?)?owner(?:\(s\)|s)?(?:\s+name)?|buyers?|purchasers?|bill(?:ed)?\s+to|sold\s+to|ship\s+to|attn|attention|prepared\s+for|(?:proposal|estimate|quote|bid)\s+(?:for|to)|(?:proposal\s+)?submitted\s+to|recipient|to|name|customer\s+signature|owner'?s?\s+signature|buyer'?s?\s+signature|accepted\s+(?:by|and\s+agreed)|approved\s+by|signed|signature|print\s+name|printed\s+name|homeowner\s+name|for|cliente|nombre(?:\s+del\s+cliente)?|propietari[oa]s?|due[ñn][oa]s?|(?:cotizaci[oó]n|presupuesto|propuesta)\s+para|preparad[oa]\s+para|quotation\s+for)$/i;
/** Labels whose value can only be the customer: an organisation there (a landlord, a church) is the customer too. */
const OWN_CUSTOMER_KEY =
  /^(?:customer(?:\s+name)?s?|client(?:\s+name)?s?|(?:home\s?)?owner(?:\(s\)|s)?(?:\s+name)?|bill(?:ed)?\s+to|sold\s+to|prepared\s+for|(?:proposal|estimate|quote|quotation|bid)\s+(?:for|to)|(?:proposal\s+)?submitted\s+to|cliente|propietari[oa]s?|due[ñn][oa]s?|(?:cotizaci[oó]n|presupuesto|propuesta)\s+para|preparad[oa]\s+para)$/i;
/** A caption printed under a form's blank: words only, no colon, no digits ("OWNER(S)", "Owner's Address"). */
const CAPTION = /^[A-Za-z][A-Za-z'’()/.#&,\s-]{0,34}$/;

/**
 * The caption printed under a value on a filled-in form: the caption cell under it, or else the last one
 * starting left of it (the blank runs right from its caption), on the next line when that whole line is captions ("Grace Lee and Tom Lee" over "OWNER(S)"; "2262 Juniper Pl   555-0101" over
 * "Owner's Address   Phone").
 */
export function captionBelow(lines: Line[], line: Line, box: { x0: number; x1: number }): string | null {
  const next = lines[line.index + 1];
  if (!next || next.page !== line.page || gapInLines(line, next) > 1.2 || next.cells.length === 0) return null;
  if (!next.cells.every((c) => CAPTION.test(c.text.trim()))) return null;
  // A blank runs from its caption's start to the next caption: the value's caption starts at or left of it.
  const under =
    next.cells.find((c) => xOverlap(c, box) > 0.2) ?? next.cells.filter((c) => c.x0 <= box.x0 + line.height).at(-1);
  return under ? under.text.trim() : null;
}

/** Labels of the contractor's people: never the customer. */
const STAFF_KEY =
  /\b(?:sales|rep|representative|consultant|estimator|prepared\s+by|submitted\s+by|from|project\s+manager|installer|technician|contractor|company|authorized|designer|advisor|specialist)\b/i;
/** ", FL 34231": a state and ZIP after a city, the last line of an address. */
const STATE_AFTER_COMMA = new RegExp(String.raw`,\s*[A-Z]{2}\s+${ZIP_CODE}`);

const GREETING =
  /^\s*(?:dear|hi|hello|hey|good\s+(?:morning|afternoon|evening)|attn:?|attention:?)\s+([^,:;!\n]{2,60})[,:;!]/i;
const TITLE = '(?:Mr|Mrs|Ms|Miss|Mx|Dr)\\.?';
/** The owner of an exported message thread: "exported from iPhone of Tom Lee", "Tom Lee's phone". */
const PHONE_OWNER =
  /\b(?:i?[Pp]hone|[Dd]evice)\s+of\s+([A-Z][A-Za-z.'’-]*(?:\s+[A-Z][A-Za-z.'’-]*){1,2})|\b([A-Z][a-z'’-]+\s+[A-Z][a-z'’-]+)['’]s\s+i?[Pp]hone\b/g;

/**
 * The people named in a value: "Tom & Jane Lee" → ["Tom Lee", "Jane Lee"]; "LEE, TOM" → ["TOM LEE"];
 * "Mr. and Mrs. Lee" → ["Mr. Lee"]; e-mail addresses, phone numbers and what follows a separator are cut.
 */
const LEADING_LABEL =
  /^(?:(?:home\s?)?owner(?:\(s\)|s)?|customer(?:\s+name)?|client(?:\s+name)?|buyer|co-buyer|purchaser|name|bill(?:ed)?\s+to|sold\s+to|ship\s+to|attn|attention|prepared\s+for|submitted\s+to|for)\b\s*:?\s+(?=[A-Z])/i;

export function peopleIn(raw: string): string[] {
  let text = raw;
  for (const m of [...findEmails(text), ...findPhones(text)]) text = text.replace(m.text, ' ');
  text = text
    .replace(/<[^>]*>|\([^)]*\)/g, ' ')
    // OCR reads a form's rules as "|" before the value: "| LAUREN DUARTE".
    .replace(/^[^A-Za-z]+/, '')
    .split(
      /\s*[•|·;\n]\s*|\s{2,}|\s+[-—–]\s+|,\s*(?:c\/o|care\s+of)\b|,\s*(?=\d)|,\s*(?=[A-Za-z]+(?:\s+[A-Za-z]+)*,)/,
    )[0]!
    .replace(/^[^A-Za-z]+/, '')
    // A label read into the same cell as its value ("HOMEOWNER Wendell Iverson", "Name: Pat Lee").
    .replace(LEADING_LABEL, '')
    // The person a trust or an estate is in the care of, and that role after the name ("c/o Ann Lee, Trustee").
    .replace(/^(?:c\/o|care\s+of)\s+(?=[A-Z])/i, '')
    .replace(/,\s*(?:(?:co-)?trustee|executor|executrix|personal\s+representative|guardian|conservator)\b.*$/i, '')
    .replace(/[^A-Za-z.]+$/g, '')
    .replace(/(?<!\b(?:Mr|Mrs|Ms|Dr|Jr|Sr))\.$/, '')
    .trim();
  if (!text) return [];
  // "Lee, Tom" is Tom Lee.
  const lastFirst = /^([A-Za-z'’-]+),\s+([A-Za-z'’-]+(?:\s+[A-Z]\.?)?)$/.exec(text);
  if (lastFirst && looksLikePersonName(text)) return [`${lastFirst[2]} ${lastFirst[1]}`];
  // "Mr. and Mrs. Lee", "Mr. & Mrs. Tom Lee".
  const titled = new RegExp(`^${TITLE}\\s+(?:(?:and|&)\\s+${TITLE}\\s+)?([A-Za-z'’-]+(?:\\s+[A-Za-z'’-]+)?)$`).exec(
    text,
  );
  if (titled) return [titled[1]!.includes(' ') ? titled[1]! : `Mr. ${titled[1]}`];
  // "F. Nakamura": a customer who gives an initial only.
  if (looksLikeInitialAndSurname(text)) return [text];
  // "Tom and Jane Lee", "Tom Lee and Jane Lee".
  const couple =
    /^([A-Z][A-Za-z'’-]+)(?:\s+([A-Z][A-Za-z'’-]+))?\s+(?:and|&)\s+([A-Z][A-Za-z'’-]+)\s+([A-Z][A-Za-z'’-]+(?:[-\s][A-Z][A-Za-z'’-]+)?)$/i.exec(
      text,
    );
  if (couple) {
    const last = couple[4]!;
    const pair = [`${couple[1]} ${couple[2] ?? last}`, `${couple[3]} ${last}`];
    if (looksLikePersonName(text) || pair.every((n) => looksLikePersonName(n))) return pair;
  }
  if (!looksLikePersonName(text)) return [];
  const untitled = text.replace(new RegExp(`^${TITLE}\\s+`), '');
  return [untitled.includes(' ') ? untitled : text];
}

/** A first name alone in a greeting ("Hi Frank," / "Dear Jane and Tom,"). */
function greetedFirstNames(text: string): string[] {
  return text
    .split(/\s+(?:and|&)\s+|,\s*/)
    .map((p) => p.trim())
    .filter((p) => /^[A-Z][a-z'’-]{1,20}$/.test(p) && !COLLECTIVE_ADDRESSEE.test(p));
}

export interface CustomerNames {
  /** Full names ("Tom Lee") and titled surnames ("Mr. Lee"). */
  names: string[];
  /** First names used alone (in a greeting). */
  firstNames: string[];
}

/**
 * The customer's names on the page, found by role. `isContractor` tells whether a place belongs to
 * the contractor's own details (its letterhead, its staff), which are never the customer.
 */
export function findCustomerNames(
  model: DocumentModel,
  isContractor: (line: Line, start: number) => boolean,
  vendorKey: string,
): CustomerNames {
  const names = new Set<string>();
  const firstNames = new Set<string>();
  const compactOf = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
  const add = (raw: string) => {
    for (const name of peopleIn(raw)) {
      const c = compactOf(name);
      if (c.length < 3 || (vendorKey && vendorKey.includes(c))) continue;
      names.add(name);
    }
  };
  // An organisation as the customer ("Bill to: Cobalt Street Rentals LLC"), never the contractor itself.
  const addOrganisation = (raw: string) => {
    const value = raw.split(/\s{2,}|\s*[•|·;\n]\s*/)[0]!.trim();
    const c = compactOf(value);
    if (!looksLikeOrganisation(value)) return;
    if (vendorKey && (vendorKey.includes(c) || c.includes(vendorKey))) return;
    names.add(value);
  };
  // 1. Customer fields: "Customer: …", "Owners  …", "Bill To" over a name, an e-mail's "To: …".
  for (const kv of model.keyValues) {
    const key = kv.key.replace(/[#:]+$/, '').trim();
    if (!CUSTOMER_KEY.test(key) || STAFF_KEY.test(key)) continue;
    const first = kv.valueSpans[0];
    if (!first) continue;
    const line = model.lines[first.line]!;
    if (isContractor(line, first.start) && !/^(?:customer|owner|buyer|client)/i.test(key)) continue;
    const value = kv.value.split('\n')[0]!;
    add(value);
    if (OWN_CUSTOMER_KEY.test(key)) addOrganisation(value);
  }
  // A label and its value in one cell: "Homeowner — Victor Yarrow", "Customer: Pat Lee".
  for (const line of model.lines) {
    for (const cell of line.cells) {
      const m = /^\s*([A-Za-z][A-Za-z'’() ]{1,30}?)\s*(?::|\s[—–-])\s*(\S.*)$/.exec(cell.text);
      if (m && CUSTOMER_KEY.test(m[1]!.trim()) && !STAFF_KEY.test(m[1]!) && !isContractor(line, cell.start)) {
        add(m[2]!);
        if (OWN_CUSTOMER_KEY.test(m[1]!.trim())) addOrganisation(m[2]!);
      }
    }
  }
  // A value over its caption on a filled-in form ("Grace Lee and Tom Lee" over "OWNER(S)").
  for (const line of model.lines) {
    for (const cell of line.cells) {
      const caption = captionBelow(model.lines, line, cell)
        ?.replace(/[#:]+$/, '')
        .trim();
      if (caption && CUSTOMER_KEY.test(caption) && !STAFF_KEY.test(caption) && !isContractor(line, cell.start))
        add(cell.text);
    }
  }
  // 2. Greetings.
  for (const line of model.lines) {
    const g = GREETING.exec(line.text);
    if (!g) continue;
    add(g[1]!);
    for (const first of greetedFirstNames(g[1]!)) firstNames.add(first);
  }
  // A message thread exported from someone's phone: a private person either way.
  for (const line of model.lines) for (const m of line.text.matchAll(PHONE_OWNER)) add((m[1] ?? m[2])!);
  // 3. Addressee blocks: a name stacked over a street or "City, ST ZIP" that is not the contractor's.
  for (const block of model.blocks) {
    const parts = block.parts.map((p) => ({ line: model.lines[p.line]!, cell: model.lines[p.line]!.cells[p.cell]! }));
    // The first address that is not the contractor's (a letterhead may share the block).
    const address = parts.findIndex(
      (p) =>
        (/^\s*\d{1,6}[A-Za-z]?\s+[A-Za-z]/.test(p.cell.text) || STATE_AFTER_COMMA.test(p.cell.text)) &&
        !isContractor(p.line, p.cell.start),
    );
    if (address <= 0) continue;
    // A person in the two lines over the address; an organisation up to three over it, heading its
    // department or contact ("… Church / Board of Trustees / Attn: …"): the customer, whoever reads it.
    parts.slice(Math.max(0, address - 3), address).forEach((p, i, above) => {
      if (isContractor(p.line, p.cell.start)) return;
      if (above.length - i <= 2) add(p.cell.text);
      addOrganisation(p.cell.text);
    });
  }
  // 4. An e-mail address spelling a name printed in the document ("colleen.ferreira4@…" and "Colleen Ferreira").
  const allText = model.lines.map((l) => l.text).join('\n');
  for (const line of model.lines) {
    for (const e of findEmails(line.text)) {
      if (isContractor(line, e.start)) continue;
      const parts = e.text
        .split('@')[0]!
        .split(/[._\-\d\s]+/)
        .filter((p) => p.length >= 3);
      if (parts.length < 2) continue;
      const m = new RegExp(
        `\\b${escapeRegExp(parts[0]!)}\\s+(?:[A-Za-z]\\.?\\s+)?${escapeRegExp(parts[parts.length - 1]!)}\\b`,
        'i',
      ).exec(allText);
      if (m) add(m[0]);
    }
  }
  // 5. A person's name beside the customer's own phone, e-mail or street, or just above them (a form whose
  // labels OCR could not read: "Tom Tremblay   (910) 555-0130   8/3/25").
  model.lines.forEach((line, i) => {
    const contacts = [...findPhones(line.text), ...findEmails(line.text), ...findStreets(line.text)].filter(
      (m) => !isContractor(line, m.start),
    );
    if (contacts.length === 0) return;
    const above = model.lines[i - 1];
    const near = [line, ...(above && above.page === line.page ? [above] : [])];
    for (const l of near) {
      for (const cell of l.cells)
        if (looksLikePersonName(cell.text.trim()) && !isContractor(l, cell.start)) add(cell.text.trim());
    }
  });
  // First names of the full names, when a greeting uses them alone.
  for (const name of names) {
    const first = /^([A-Z][a-z'’-]+)\s/.exec(name)?.[1];
    if (
      first &&
      new RegExp(`\\b(?:dear|hi|hello|hey|thanks?|thank\\s+you),?\\s+${escapeRegExp(first)}\\b`, 'i').test(allText)
    )
      firstNames.add(first);
  }
  return { names: [...names], firstNames: [...firstNames].filter((f) => !vendorKey.includes(f.toLowerCase())) };
}

/**
 * Every way a name is written in a quote: in full ("Tom Lee", "TOM LEE", "Tom R. Lee"), reversed
 * ("Lee, Tom"), with an initial ("T. Lee"), with a title ("Mr. Lee", "Mr. and Mrs. Lee") and as a
 * household ("the Lee residence", "Lee family").
 */
export function namePatterns(name: string): RegExp[] {
  // An organisation is written one way: its name.
  if (looksLikeOrganisation(name) && !looksLikePersonName(name))
    return [new RegExp(`\\b${escapeRegExp(name.trim()).replace(/\s+/g, '\\s+')}`, 'gi')];
  const titled = new RegExp(`^${TITLE}\\s+(\\S+)$`, 'i').exec(name.trim());
  const last = escapeRegExp(titled ? titled[1]! : name.trim().split(/\s+/).at(-1)!);
  const patterns = [
    new RegExp(`\\b${TITLE}\\s+(?:(?:and|&)\\s+${TITLE}\\s+)?(?:[A-Z][a-z]+\\s+)?${last}\\b`, 'gi'),
    new RegExp(`\\b(?:the\\s+)?${last}\\s+(?:residence|family|home|house|household|project|property)\\b`, 'gi'),
  ];
  if (titled) return patterns;
  const parts = name.trim().split(/\s+/);
  if (parts.length < 2) return patterns;
  const first = escapeRegExp(parts[0]!);
  return [
    new RegExp(`\\b${first}(?:\\s+[A-Z]\\.?)?(?:\\s+[A-Za-z'’-]+)?\\s+${last}\\b`, 'gi'),
    new RegExp(`\\b${last},\\s*${first}(?:\\s+[A-Z]\\.?)?\\b`, 'gi'),
    new RegExp(`\\b${first.slice(0, 1)}\\.\\s*${last}\\b`, 'g'),
    ...patterns,
  ];
}
