/**
 * Good / better / best documents: several priced options, one of them marked as chosen. Options come
 * as blocks one under the other ("GOOD — …" lines), or side by side as the columns of a comparison
 * table ("GOOD  BETTER >> CHOSEN  BEST"). The choice is marked on the option (a checked box, "chosen",
 * "selected", the customer's initials) or stated on a line of its own ("Homeowner selected: Better").
 * Amounts and counts inside an option that was not chosen do not describe the job.
 */
import type { Cell, Line, Span } from '../document/model.js';

export interface OptionBlock {
  /** "good", "better", "option a", ... (lower case). */
  name: string;
  /** Line indexes of the block, header included. */
  lines: Set<number>;
  /** For options side by side: the option's column on those lines (page units). */
  column?: { x0: number; x1: number };
  selected: boolean;
  /** Explicitly shown as not chosen (an empty box). */
  unselected: boolean;
}

export interface Options {
  blocks: OptionBlock[];
  /** The chosen block, when exactly one is marked or named as selected. */
  selected: OptionBlock | null;
  /** Line indexes that mention the chosen option ("Selected option: Better — Contract Total $8,760.00"). */
  selectionLines: Set<number>;
}

const NAME =
  '(good|better|best|basic|standard|premium|deluxe|economy|ultimate|elite|platinum|gold|silver|bronze|essential|preferred|premier|signature|classic|value|option\\s*#?\\s*[a-e1-5]|package\\s*#?\\s*[a-e1-5]|tier\\s*#?\\s*[1-5]|choice\\s*#?\\s*[1-5]|level\\s*#?\\s*[1-5]|alternate\\s*#?\\s*[a-e1-5])';
const HEADER = new RegExp(`^\\W{0,3}${NAME}\\b\\s*(?:[—–:|>-]|\\s{2,}|$|\\()`, 'i');
const COLUMN_HEADER = new RegExp(`^\\W{0,3}${NAME}\\b`, 'i');
const CHECKED = /\[\s*[xX✓✔]\s*\]|☒|☑|✅|✓|✔|\bselected\b|\bchosen\b|\baccepted\b|\(\s*[xX]\s*\)|>>\s*\w/i;
const UNCHECKED = /\[\s{0,3}\]|☐|\[1\b|\[\s?[lI|]\s?\]/;
/** The customer's initials written on an option: "Initials: __TL__", "initial here: JD", or a blank filled in: "___VH___". */
const INITIALLED = /\binitials?\b[^A-Za-z0-9]{0,12}(?:_+\s*)?([A-Z]{2,3})\b(?!\s*[a-z])|_{2,}\s*([A-Z]{2,3})\s*_{2,}/;
/** A ticked box followed by what it ticks: "[X] Preferred", "[✔] Accept Option 2", "☒ Option B". */
const TICKED_NAME =
  /(?:\[\s*[xX✓✔]\s*\]|☒|☑|✅)\s*(?:(?:i\s+)?(?:accept|select|choose|want)(?:ed)?\s+)?((?:[A-Za-z]+(?:\s*#?\s*[A-Za-z0-9]\b)?))/g;
const SELECTION_LINE = new RegExp(
  `\\b(?:selected|chosen|accepted|choose|chose|option\\s+selected|customer\\s+selects?|homeowner\\s+selects?)\\s*(?:option|package|tier|choice|plan)?\\s*[:—–-]?\\s*${NAME.replace('(good', '(?:option\\s+)?(good')}\\b`,
  'i',
);

function normalName(name: string): string {
  return name.toLowerCase().replace(/#/g, '').replace(/\s+/g, ' ').trim();
}

function isMarked(text: string): boolean {
  return CHECKED.test(text) || INITIALLED.test(text);
}

/** Options one under the other: each starts at a line headed by an option name. */
function stackedOptions(lines: Line[]): OptionBlock[] {
  const headers = lines.filter((l) => HEADER.test(l.cells[0]?.text ?? l.text));
  if (headers.length < 2) return [];
  const names = new Set(headers.map((h) => normalName(HEADER.exec(h.cells[0]?.text ?? h.text)![1]!)));
  if (names.size < 2) return [];
  const blocks: OptionBlock[] = [];
  headers.forEach((h, i) => {
    const next = headers[i + 1];
    let end: number;
    if (next && next.page === h.page) end = next.index;
    else {
      // The last block is as long as the longest earlier one, and stops at a line about the options as a whole.
      const longest = Math.max(...blocks.map((b) => b.lines.size), 4);
      end = Math.min(h.index + longest, lines.length);
      for (let k = h.index + 1; k < end; k++) {
        if (
          SELECTION_LINE.test(lines[k]!.text) ||
          /\b(?:every|all|any|each|the\s+(?:accepted|selected|chosen))\s+options?\b|\boption\s+selected\b|^\W*(?:payment|acceptance|terms)\b/i.test(
            lines[k]!.text,
          )
        ) {
          end = k;
          break;
        }
      }
    }
    const blockLines = lines.slice(h.index, end);
    const text = blockLines.map((l) => l.text).join('\n');
    blocks.push({
      name: normalName(HEADER.exec(h.cells[0]?.text ?? h.text)![1]!),
      lines: new Set(blockLines.map((l) => l.index)),
      selected: isMarked(text),
      unselected: !isMarked(text) && UNCHECKED.test(text),
    });
  });
  return blocks;
}

/** Options side by side: a row of option names heads columns that run down the comparison table. */
function columnOptions(lines: Line[]): OptionBlock[] {
  for (const line of lines) {
    const named = line.cells.filter((c) => COLUMN_HEADER.test(c.text) && c.text.split(/\s+/).length <= 5);
    if (named.length < 2) continue;
    const names = named.map((c) => normalName(COLUMN_HEADER.exec(c.text)![1]!));
    if (new Set(names).size < 2) continue;
    // Each option's column reaches halfway to its neighbours.
    const centre = (c: Cell) => (c.x0 + c.x1) / 2;
    const columns = named.map((c, i) => {
      const prev = named[i - 1];
      const next = named[i + 1];
      const half = (next ? centre(next) - centre(c) : prev ? centre(c) - centre(prev) : c.x1 - c.x0) / 2;
      return {
        x0: prev ? (centre(prev) + centre(c)) / 2 : centre(c) - half,
        x1: next ? (centre(c) + centre(next)) / 2 : centre(c) + half,
      };
    });
    const inColumns = (l: Line) =>
      l.cells.filter((c) => columns.some((col) => centre(c) >= col.x0 && centre(c) <= col.x1)).length;
    // The table runs down while its lines fill two or more of the columns; a line or two that fill
    // fewer (a wrapped feature, a label row) do not end it.
    const member = [line.index];
    let misses = 0;
    for (let k = line.index + 1; k < lines.length && misses <= 2; k++) {
      const next = lines[k]!;
      if (next.page !== line.page) break;
      if (inColumns(next) < 2) {
        misses++;
        continue;
      }
      misses = 0;
      member.push(k);
    }
    if (member.length < 2) continue;
    // A mark printed just above the row of names ("SELECTED" over one column) belongs to that column.
    const above = lines[line.index - 1];
    const marks =
      above && above.page === line.page
        ? above.cells.filter((c) => isMarked(c.text) && c.text.split(/\s+/).length <= 3)
        : [];
    return named.map((cell, i) => {
      const col = columns[i]!;
      const cells = [
        ...member.flatMap((k) => lines[k]!.cells.filter((c) => centre(c) >= col.x0 && centre(c) <= col.x1)),
        ...marks.filter((c) => centre(c) >= col.x0 && centre(c) <= col.x1),
      ];
      const text = cells.map((c) => c.text).join('\n');
      return {
        name: names[i]!,
        lines: new Set(member),
        column: col,
        selected: isMarked(cell.text) || cells.some((c) => c !== cell && isMarked(c.text)),
        unselected: UNCHECKED.test(text),
      };
    });
  }
  return [];
}

export function findOptions(lines: Line[]): Options {
  const blocks = columnOptions(lines);
  if (blocks.length === 0) blocks.push(...stackedOptions(lines));
  const none: Options = { blocks: [], selected: null, selectionLines: new Set() };
  if (blocks.length < 2) return none;

  const selectionLines = new Set<number>();
  let named: string | null = null;
  for (const l of lines) {
    const m = SELECTION_LINE.exec(l.text);
    if (m && !blocks.some((b) => b.lines.has(l.index) && !b.column)) {
      selectionLines.add(l.index);
      named = normalName(m[1]!);
    }
  }
  // A line of boxes, one per option, with one ticked: "[ ] Essential  [X] Preferred  [ ] Premier".
  for (const l of lines) {
    const ticked = [...l.text.matchAll(TICKED_NAME)]
      .map((m) => normalName(m[1]!))
      .filter((n) => blocks.some((b) => b.name === n || b.name.startsWith(`${n} `) || n.startsWith(b.name)));
    if (ticked.length === 1 && !blocks.some((b) => b.lines.has(l.index) && !b.column)) {
      selectionLines.add(l.index);
      named ??= ticked[0]!;
    }
  }
  let selected: OptionBlock | null = null;
  const byName = named
    ? blocks.filter(
        (b) =>
          b.name === named ||
          b.name.endsWith(` ${named}`) ||
          b.name.startsWith(`${named} `) ||
          named!.startsWith(b.name),
      )
    : [];
  // Alternates and add-ons are taken on top of an option: one marked is added, not a rival choice.
  const isAddOn = (b: OptionBlock) => /^(?:alternate|add)/.test(b.name);
  if (byName.length === 1) selected = byName[0]!;
  else {
    const marked = blocks.filter((b) => b.selected && !isAddOn(b));
    if (marked.length === 1) selected = marked[0]!;
  }
  const addedOn = blocks.filter((b) => isAddOn(b) && b.selected && selected && !isAddOn(selected));
  for (const b of blocks) b.selected = b === selected || addedOn.includes(b);
  return { blocks, selected, selectionLines };
}

/** True when the place belongs to an option other than the chosen one (or to any option when none is chosen). */
export function inOtherOption(options: Options, lineIndex: number, x?: number): boolean {
  return options.blocks.some(
    (b) =>
      !b.selected && b.lines.has(lineIndex) && (!b.column || (x !== undefined && x >= b.column.x0 && x <= b.column.x1)),
  );
}

/** True when the place belongs to the chosen option. */
export function inChosenOption(options: Options, lineIndex: number, x?: number): boolean {
  const b = options.selected;
  return Boolean(
    b && b.lines.has(lineIndex) && (!b.column || (x !== undefined && x >= b.column.x0 && x <= b.column.x1)),
  );
}

/** The text of options not chosen, as spans of lines: left out of what the analysis reads. */
export function notChosenSpans(options: Options, lines: Line[]): Span[] {
  const spans: Span[] = [];
  for (const b of options.blocks) {
    if (b.selected) continue;
    for (const index of b.lines) {
      const line = lines[index]!;
      if (!b.column) spans.push({ line: index, start: 0, end: line.text.length });
      else
        for (const c of line.cells)
          if ((c.x0 + c.x1) / 2 >= b.column.x0 && (c.x0 + c.x1) / 2 <= b.column.x1)
            spans.push({ line: index, start: c.start, end: c.start + c.text.length });
    }
  }
  return spans;
}

/** The chosen option's text: its lines, or its column's cells. */
export function chosenText(options: Options, lines: Line[]): string {
  const b = options.selected;
  if (!b) return '';
  return [...b.lines]
    .sort((x, y) => x - y)
    .map((i) => {
      const line = lines[i]!;
      if (!b.column) return line.text;
      return line.cells
        .filter((c) => (c.x0 + c.x1) / 2 >= b.column!.x0 && (c.x0 + c.x1) / 2 <= b.column!.x1)
        .map((c) => c.text)
        .join(' ');
    })
    .filter(Boolean)
    .join('\n');
}
