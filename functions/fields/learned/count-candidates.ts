/**
 * The lines the count model weighs: every line or table row that may count window or door units (an
 * item candidate, with the quantity it carries and where that quantity came from) and every count a
 * sentence states ("install eighteen (18) windows", a statement candidate). The rules' own reading of
 * the line (the unit they counted there, the counts they found stated) comes along as evidence.
 */
import { parseCount } from '@shared/number-words.js';
import type { DocumentModel, Line, Table } from '../../document/model.js';
import { MENTION } from '../count-phrases.js';
import { arithmeticQty, cellInteger, headName } from '../item-text.js';
import { classifyItem, mulledUnits, type UnitKind } from '../products.js';
import type { Sections } from '../sections.js';
import { QTY_HEADER } from '../table-headers.js';
import type { StatedCount, UnitLine } from '../unit-line.js';

export interface CountCandidate {
  source: 'item' | 'stated';
  line: Line;
  /** The kind the line names (the rules' kind where they counted it). */
  kind: UnitKind;
  qty: number;
  /** Where the quantity was read: "rule", "qty-column", "paren", "times", "leading", "words", "price", "one". */
  how: string;
  /** The rules' unit on this line, or their statement. */
  rule: UnitLine | StatedCount | null;
  /** For a statement: the words that state it. */
  phrase?: string;
}

/** Lines longer than this are prose: they state counts but are no item line. */
const PROSE_WORDS = 22;
const MOST_QTY = 60;

/** The table and row a line belongs to. */
export interface RowPlace {
  table: Table;
  row: number;
  first: boolean;
}

export function rowPlaces(model: DocumentModel): Map<number, RowPlace> {
  const out = new Map<number, RowPlace>();
  for (const table of model.tables)
    table.rows.forEach((r, row) => r.lines.forEach((k, i) => out.set(k, { table, row, first: i === 0 })));
  return out;
}

/** A quantity printed on an item line, and where. */
export function lineQuantity(line: Line, place: RowPlace | undefined): { qty: number; how: string } {
  if (place?.first) {
    const col = place.table.columns.findIndex((c) => c.header && QTY_HEADER.test(c.header.trim()));
    const cell = col >= 0 ? place.table.rows[place.row]!.cells[col] : null;
    const n = cell ? cellInteger(cell.text) : null;
    if (n !== null && n > 0) return { qty: n, how: 'qty-column' };
  }
  const text = line.text;
  const found: [RegExp, string][] = [
    [/\bqty\.?\s*:?\s*(\d{1,3})\b/i, 'qty-word'],
    [/(?:^|\s)\((\d{1,3})\)/, 'paren'],
    [/(?:^|[^\d"'″.])\s*[xX×]\s*(\d{1,3})\b(?!\s*["'″]|\s*[xX×]|\.\d)/, 'times'],
    [/^\W{0,3}(\d{1,3})\s*(?:[xX×]|pcs?\b|ea\b|units?\b)\s*(?=[A-Za-z])/i, 'times'],
    [/\b(\d{1,3})\s*(?:ea|each|pcs|units)\b/i, 'each'],
    [/^\W{0,3}(\d{1,3})\s*(?:[—–:.)-]|\s)\s*(?=[A-Za-z])(?!(?:ft|in|mm|st|nd|rd|th)\b)/, 'leading'],
  ];
  for (const [re, how] of found) {
    const m = re.exec(text);
    const n = m ? Number(m[1]) : 0;
    if (n > 0 && n <= MOST_QTY) return { qty: n, how };
  }
  const word = /^\W{0,3}([A-Za-z]+(?:-[a-z]+)?)\s+(?:\(\d{1,3}\)\s+)?[A-Za-z]/.exec(text);
  const n = word ? parseCount(word[1]!) : null;
  if (n !== null && n > 1 && n <= MOST_QTY) return { qty: n, how: 'words' };
  const priced = arithmeticQty(text, null);
  if (priced && priced.qty > 1 && priced.qty <= MOST_QTY) return { qty: priced.qty, how: 'price' };
  return { qty: 1, how: 'one' };
}

function statementKind(noun: string): UnitKind | null {
  if (/^openings?$/i.test(noun)) return null;
  return classifyItem(noun);
}

/** The count a mention states: "ten (10)" is 10, "(3)" is 3, "eighteen" is 18. */
function mentionCount(text: string): number | null {
  const paren = /\((\d{1,3})\)/.exec(text);
  if (paren) return Number(paren[1]);
  const first = /^\s*([A-Za-z]+(?:[-\s][a-z]+)?|\d{1,3})\b/.exec(text);
  if (!first) return null;
  return parseCount(first[1]!) ?? parseCount(first[1]!.split(/[-\s]/)[0]!);
}

export function countCandidates(
  model: DocumentModel,
  sections: Sections,
  units: UnitLine[],
  stated: StatedCount[],
): CountCandidate[] {
  const out: CountCandidate[] = [];
  const places = rowPlaces(model);
  const ruled = new Set<number>();
  for (const u of units) {
    ruled.add(u.line.index);
    out.push({ source: 'item', line: u.line, kind: u.kind, qty: u.qty, how: 'rule', rule: u });
  }
  for (const line of model.lines) {
    if (ruled.has(line.index) || sections.terms.has(line.index)) continue;
    if (line.text.split(/\s+/).length > PROSE_WORDS) continue;
    const name = headName(line.text);
    const kind = classifyItem(name) ?? classifyItem(line.text);
    if (!kind) continue;
    const { qty, how } = lineQuantity(line, places.get(line.index));
    const mulled = how === 'one' ? mulledUnits(name) : 1;
    out.push({ source: 'item', line, kind, qty: qty * mulled, how: mulled > 1 ? 'mulled' : how, rule: null });
  }
  for (const st of stated) {
    if (st.kind === 'opening') continue;
    out.push({ source: 'stated', line: st.line, kind: st.kind, qty: st.count, how: 'rule', rule: st, phrase: st.text });
  }
  for (const line of model.lines) {
    if (sections.terms.has(line.index)) continue;
    for (const m of line.text.matchAll(new RegExp(MENTION.source, 'gi'))) {
      const kind = statementKind(m[1]!);
      const count = mentionCount(m[0]);
      if (!kind || !count || count > 150) continue;
      if (out.some((c) => c.source === 'stated' && c.line.index === line.index && c.kind === kind && c.qty === count))
        continue;
      out.push({ source: 'stated', line, kind, qty: count, how: 'mention', rule: null, phrase: m[0] });
    }
  }
  return out;
}
