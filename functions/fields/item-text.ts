/**
 * What an item line or cell says: the product name it prints, a count in a cell of its own or after the
 * name, the count its prices imply (quantity × rate = amount), and how many units one line can count.
 */
import { findAmounts } from './money.js';
import { classifyItem, isServiceItem } from './products.js';

/** An integer written in a cell on its own: "8", "(8)", "8 ea", "8.00". */
export function cellInteger(text: string): number | null {
  // "2", "(2)", "2.00", "2 ea", and a count with its label in the cell: "Qty: 2".
  const m = /^(?:(?:qty|quantity)\.?\s*:?\s*)?\(?(\d{1,3})(?:\.0{1,2})?\)?(?:\s*(?:ea\.?|each|pcs?|units?|x))?$/i.exec(
    text.trim(),
  );
  return m ? Number(m[1]) : null;
}

/**
 * qty × rate = amount on an item line: the largest amount is the line total, another amount the unit
 * price. Confirms a quantity that was read, or supplies one that was not.
 */
export function arithmeticQty(
  text: string,
  candidate: number | null,
): { qty: number; confirmed: boolean; conflict?: boolean } | null {
  // No window or door is priced under $20: smaller "amounts" are misread specks or codes.
  const amounts = findAmounts(text)
    .map((a) => a.cents)
    .filter((c) => c >= 2000 && (candidate === null || c !== candidate * 100));
  if (amounts.length < 2) return null;
  const lineTotal = Math.max(...amounts);
  const found: number[] = [];
  for (const rate of amounts) {
    if (rate === lineTotal) continue;
    const ratio = lineTotal / rate;
    const n = Math.round(ratio);
    if (n >= 2 && n <= 200 && Math.abs(ratio - n) < 0.0005) found.push(n);
  }
  if (candidate !== null && found.includes(candidate)) return { qty: candidate, confirmed: true };
  if (candidate === 1 && amounts.filter((a) => a === lineTotal).length >= 2) return { qty: 1, confirmed: true };
  if (candidate === null && found.length === 1) return { qty: found[0]!, confirmed: true };
  if (candidate === null && found.length === 0 && amounts.filter((a) => a === lineTotal).length >= 2)
    return { qty: 1, confirmed: true };
  // The prices say another count than the one printed: one of the numbers was misread.
  if (candidate !== null && found.length === 1 && amounts.length === 2)
    return { qty: found[0]!, confirmed: false, conflict: true };
  return null;
}

/** A cell that holds only an amount ("$1,632.00", "9,792.00"). */
export function isAmountCell(text: string): boolean {
  const amounts = findAmounts(text);
  return amounts.length > 0 && text.replace(/[$\s,.()\d-]/g, '') === '';
}

/**
 * An item named by its work first, as quoting apps do ("Window Install - Double Hung (Vinyl)",
 * "Door Replacement: Sliding Patio 6'0\""): the unit is what follows the dash.
 */
function appItemName(text: string): string {
  const m = /^\s*(windows?|doors?)\s+(?:install(?:ation)?|replacement|replace)\s*[-–—:]\s*(.+)$/i.exec(text);
  return m ? `${m[2]!.replace(/\s*[(,].*$/, '')} ${m[1]}` : text;
}

/** Words before a dash that are work, an option or a place, not a maker's line ("INSTALL - PREHUNG ENTRY DOOR", "OPTIONAL - storm door"). */
const NOT_A_MAKER =
  /\b(?:install\w*|labou?r|remov\w*|replace\w*|optional|options?|alternates?|add|deduct|upgrades?|credit|allowance|excluded|declined|phase|room|bedroom|kitchen|bath\w*|living|dining|family|hall|basement|garage|front|rear|back|side|level|floor|unit|line|item|#?\d+)\b/i;

/** The product name at the start of a text: up to a colon, dash, "@", comma, parenthesis or "with". */
export function headName(text: string): string {
  // A word in brackets inside the name ("Garage entry (service) door") does not end it.
  text = appItemName(text).replace(/\s*\((?=[^)]*[A-Za-z])[^()\d]{1,20}\)(?=\s+[A-Za-z])/g, '');
  let cut = (text.split(/\s*(?::|\s[—–-]\s|@|,|\(|\bwith\b|\s{2,}|=|\.{3,}|…)\s*/)[0] ?? text).replace(
    REVISION_MARK,
    '',
  );
  // A maker's line, then the unit after a dash ("Milgard Tuscany — Double hung"): the name runs on to the unit.
  const dashed = /^(.{2,40}?)\s+[—–-]\s+([^,:(@]{3,40})/.exec(text);
  if (
    dashed &&
    dashed[1] === cut &&
    !classifyItem(cut) &&
    !NOT_A_MAKER.test(cut) &&
    classifyItem(dashed[2]!.split(/\s{2,}/)[0]!)
  )
    cut = `${cut} ${dashed[2]!.split(/\s{2,}/)[0]!.trim()}`;
  // Eight words, not counting sizes ("36\" x 81\" Larson Secure Elegance full-view storm door").
  const words = cut.split(/\s+/);
  let kept = 0;
  let n = 0;
  while (n < words.length && kept < 8) if (!/^(?:[\d/.'"″”-]+|x|×)$/i.test(words[n++]!)) kept++;
  return words.slice(0, n).join(' ').trim();
}

/** A location that is the unit itself: "Front Door", "Patio slider" (not "Patio door: sill pan, flashing"). */
export function placeNamesUnit(text: string): boolean {
  const t = text.trim();
  return t.split(/\s+/).length <= 3 && !/[:,]/.test(t) && classifyItem(t) !== null && !isServiceItem(t);
}

// "Double hung window x 3", "… (qty 3)", "… Qty: 3", "… 3 ea", "… - 3 units", "Double hung windows (3)".
export const TRAILING =
  /(?:(?<![\d"'”°]\s*)(?:\bx|×)\s*(\d{1,3})\b(?!\s*["'”°]|\s*(?:in|ft|mm)\b|[-/.]\d|\s+\d\/\d)|\bqty\.?\s*:?\s*(\d{1,3})\b|\bquantity\s*:?\s*(\d{1,3})\b|\b(\d{1,3})\s*(?:ea\.?|each|pcs|units?)\b(?!\s+of\b)|\((\d{1,3})\)(?!\s*(?:["”']|in\b|ft\b)))/i;

/** A revision's mark on a line it keeps or adds, after the item's name. */
const REVISION_MARK = /\s+(?:ADDED|NEW|REVISED|CHANGED|UPDATED)\b\.?\s*$/;

/** More units than this on one item line is a measurement or a misreading, not a count. */
export const MOST_PER_LINE = 40;

/** Doors on one item line: more is a size or a misreading ("30" read from a 30" door). */
export const MOST_DOORS_PER_LINE = 12;

/** A cell where a count should be that a photo read as a mark: "€", ")", "|". */
export const MISREAD_COUNT = /^[^\p{L}\p{N}\s$]{1,2}$/u;
