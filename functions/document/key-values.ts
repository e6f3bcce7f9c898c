/**
 * Key–value pairs found by position, as on forms, letterheads and summary boxes: "Label: value" in one
 * cell, a label cell with its value in the next cell to the right, or a label with its value in the
 * cells stacked below it ("Bill To" over a name and an address).
 */
import type { Block, Cell, KeyValue, Line, Span } from './model.js';

/**
 * Labels printed without a colon on business forms. The list is about forms in general (names,
 * addresses, numbers, dates), not about any one document.
 */
const FORM_LABEL =
  /^(?:name|(?:company|business|contractor|firm|dealer|installer|bidder)(?:\s+name)?|account\s+holder|customer(?:\s+name)?|client(?:\s+name)?|owners?|owner\(s\)|home\s?owners?|buyers?|co-?buyers?|co-?owners?|purchasers?|bill(?:ed)?\s+to|sold\s+to|ship\s+to|attn|attention|(?:(?:proposal|estimate|quote|bid)\s+)?(?:prepared|submitted)\s+(?:for|to|by)|(?:proposal|estimate|quote|bid)\s+(?:for|to)|recipient|address|street|city|state|zip|city\s*\/\s*(?:state\s*\/\s*)?zip|city,?\s+state,?\s+zip|phone|tel|telephone|cell|mobile|home\s+phone|work\s+phone|e-?mail|fax|date|dated|job(?:\s+(?:name|site|address|location|#|no\.?))?|jobsite|project(?:\s+(?:name|address|location|site))?|site\s+address|install(?:ation)?\s+(?:address|location|site)|service\s+(?:address|location)|property(?:\s+address)?|location|mailing\s+address|billing\s+address|(?:quote|estimate|proposal|invoice|sheet|order|agreement|contract|po|account|ref(?:erence)?)\s*(?:#|no\.?|number)|rep|sales\s+rep(?:resentative)?|salesperson|consultant|estimator|project\s+manager|terms|due\s+date|valid\s+(?:until|through)|expires|expiration)$/i;

/** At most this many words make a label. */
const MAX_LABEL_WORDS = 5;
/** "Label: value" inside a cell; the label starts the cell or follows a space. */
const INLINE = /(^|\s)([A-Za-z][\w#&/().'’-]*(?:\s+[\w#&/().'’-]+){0,4}?)\s*[:：](?=\s|$)/g;
const HAS_INLINE_LABEL = new RegExp(INLINE.source);

/** A value left to be filled in: nothing, or only underscores, dots or dashes. */
function isBlank(text: string): boolean {
  return /^[\s_.…-]*$/.test(text);
}

function bare(text: string): string {
  // OCR reads a form's box rules as marks before a label ('"Address', '|Phone').
  return text
    .replace(/[:：]\s*$/, '')
    .replace(/^[\s"'“”|[\]]+/, '')
    .trim();
}

/** A cell that is only a label: it ends with a colon, or it is a form label. */
export function isLabelCell(cell: Pick<Cell, 'text'>): boolean {
  const text = cell.text.trim();
  const words = bare(text).split(/\s+/);
  if (words.length === 0 || words.length > MAX_LABEL_WORDS || /\$\s?\d/.test(text)) return false;
  if (/[:：]$/.test(text)) return /[A-Za-z]/.test(text);
  return FORM_LABEL.test(bare(text));
}

/** Labels with their values inside one cell: "PHONE: (512) 555-0164", "Quote #: 88 Date: 5/1". */
function inlinePairs(line: Line, cell: Cell): KeyValue[] {
  const found: { key: string; keyStart: number; valueStart: number }[] = [];
  for (const m of cell.text.matchAll(INLINE)) {
    const key = m[2]!;
    const keyStart = m.index! + m[1]!.length;
    // A later label must look like one (capitalised or a form label), or it is prose with a colon.
    if (found.length > 0 && !/^[A-Z#]/.test(key) && !FORM_LABEL.test(key)) continue;
    if (key.split(/\s+/).length > MAX_LABEL_WORDS) continue;
    found.push({ key, keyStart, valueStart: m.index! + m[0].length });
  }
  const pairs: KeyValue[] = [];
  found.forEach((f, i) => {
    const valueEnd = i + 1 < found.length ? found[i + 1]!.keyStart : cell.text.length;
    const raw = cell.text.slice(f.valueStart, valueEnd);
    const value = raw.trim();
    if (isBlank(value)) return;
    const lead = raw.length - raw.trimStart().length;
    pairs.push({
      key: f.key.trim(),
      keySpan: { line: line.index, start: cell.start + f.keyStart, end: cell.start + f.keyStart + f.key.length },
      value,
      valueSpans: [
        {
          line: line.index,
          start: cell.start + f.valueStart + lead,
          end: cell.start + f.valueStart + lead + value.length,
        },
      ],
      relation: 'inline',
    });
  });
  return pairs;
}

function cellSpan(line: Line, cell: Cell): Span {
  return { line: line.index, start: cell.start, end: cell.start + cell.text.length };
}

/** The value stacked under a label: the following cells of its block, up to the next label. */
function valueBelow(lines: Line[], blocks: Block[], line: Line, cellIndex: number): Span[] {
  const cell = line.cells[cellIndex]!;
  const block = blocks[cell.block];
  const spans: Span[] = [];
  if (block) {
    const at = block.parts.findIndex((p) => p.line === line.index && p.cell === cellIndex);
    for (const part of block.parts.slice(at + 1)) {
      const next = lines[part.line]!;
      const c = next.cells[part.cell]!;
      if (isLabelCell(c) || HAS_INLINE_LABEL.test(c.text)) break;
      spans.push(cellSpan(next, c));
    }
  }
  return spans;
}

/**
 * A row of field labels over a row of values ("Buyer   Co-Buyer   Home / Cell Phone" over the names
 * and the number): at least two label cells, no figures. Each cell's value is the cell under it.
 */
function labelRowPairs(lines: Line[], line: Line): KeyValue[] | null {
  const labels = line.cells.filter(isLabelCell).length;
  if (labels < 2 || labels * 2 < line.cells.length || /\d/.test(line.text)) return null;
  const next = lines[line.index + 1];
  if (
    !next ||
    next.page !== line.page ||
    next.bbox.y0 - line.bbox.y1 > 1.5 * line.height ||
    next.cells.some(isLabelCell)
  )
    return null;
  const pairs: KeyValue[] = [];
  for (const cell of line.cells) {
    const under = next.cells.find(
      (c) =>
        Math.min(c.x1, cell.x1) - Math.max(c.x0, cell.x0) > 0.3 * Math.min(c.x1 - c.x0, cell.x1 - cell.x0) ||
        Math.abs(c.x0 - cell.x0) < line.height,
    );
    if (!under || isBlank(under.text)) continue;
    pairs.push({
      key: bare(cell.text),
      keySpan: cellSpan(line, cell),
      value: under.text,
      valueSpans: [cellSpan(next, under)],
      relation: 'below',
    });
  }
  return pairs.length ? pairs : null;
}

export function findKeyValues(lines: Line[], blocks: Block[]): KeyValue[] {
  const pairs: KeyValue[] = [];
  for (const line of lines) {
    const row = labelRowPairs(lines, line);
    if (row) {
      pairs.push(...row);
      continue;
    }
    line.cells.forEach((cell, i) => {
      if (isLabelCell(cell)) {
        const key = bare(cell.text);
        const keySpan = cellSpan(line, cell);
        const right = line.cells[i + 1];
        if (right && !isLabelCell(right) && !isBlank(right.text)) {
          pairs.push({ key, keySpan, value: right.text, valueSpans: [cellSpan(line, right)], relation: 'right' });
          return;
        }
        const below = valueBelow(lines, blocks, line, i);
        if (below.length) {
          const value = below.map((s) => lines[s.line]!.text.slice(s.start, s.end)).join('\n');
          pairs.push({ key, keySpan, value, valueSpans: below, relation: 'below' });
        }
        return;
      }
      pairs.push(...inlinePairs(line, cell));
    });
  }
  return pairs;
}
