/**
 * Good / better / best documents: several priced options, one of them marked as chosen.
 * Amounts and counts inside an option that was not chosen do not describe the job.
 */
import type { Line } from './layout.js';

export interface OptionBlock {
  /** "good", "better", "option a", ... (lower case). */
  name: string;
  /** Line indexes of the block, header included. */
  lines: Set<number>;
  selected: boolean;
  /** Explicitly shown as not chosen (an empty box). */
  unselected: boolean;
}

export interface Options {
  blocks: OptionBlock[];
  /** The chosen block, when exactly one is marked or named as selected. */
  selected: OptionBlock | null;
  /** Line indexes that mention the chosen option ("Selected option: Better — Contract Total $9,924.00"). */
  selectionLines: Set<number>;
}

const HEADER =
  /^\W{0,3}(good|better|best|basic|standard|premium|deluxe|economy|ultimate|elite|option\s*#?\s*[a-e1-5]|package\s*#?\s*[a-e1-5]|tier\s*#?\s*[1-5]|choice\s*#?\s*[1-5])\b\s*(?:[—–:|-]|\s{2,}|$)/i;
const CHECKED = /\[\s*[xX✓✔]\s*\]|☒|☑|✅|\bselected\b|\bchosen\b|\(\s*[xX]\s*\)/i;
const UNCHECKED = /\[\s{0,3}\]|☐|\[1\b|\[\s?[lI|]\s?\]/;
const SELECTION_LINE =
  /\b(?:selected|chosen|accepted)\s+(?:option|package|tier|choice)\s*[:—–-]?\s*(good|better|best|basic|standard|premium|deluxe|economy|ultimate|elite|option\s*#?\s*[a-e1-5]|[a-e1-5]\b)/i;

function normalName(name: string): string {
  return name.toLowerCase().replace(/#/g, '').replace(/\s+/g, ' ').trim();
}

export function findOptions(lines: Line[]): Options {
  const headers = lines.filter((l) => HEADER.test(l.cells[0]?.text ?? l.text));
  const none: Options = { blocks: [], selected: null, selectionLines: new Set() };
  if (headers.length < 2) return none;
  const names = new Set(headers.map((h) => normalName(HEADER.exec(h.cells[0]?.text ?? h.text)![1]!)));
  if (names.size < 2) return none;

  const blocks: OptionBlock[] = [];
  headers.forEach((h, i) => {
    const next = headers[i + 1];
    let end: number;
    if (next && next.page === h.page) end = next.index;
    else {
      // The last block is as long as the longest earlier one, and stops at a line that names the options as a whole.
      const longest = Math.max(...blocks.map((b) => b.lines.size), 4);
      end = Math.min(h.index + longest, lines.length);
      for (let k = h.index + 1; k < end; k++) {
        if (SELECTION_LINE.test(lines[k]!.text) || /\b(every|all)\s+options?\b|\boption\s+selected\b/i.test(lines[k]!.text)) {
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
      selected: CHECKED.test(text),
      unselected: !CHECKED.test(text) && UNCHECKED.test(text),
    });
  });

  const selectionLines = new Set<number>();
  let named: string | null = null;
  for (const l of lines) {
    const m = SELECTION_LINE.exec(l.text);
    if (m && !blocks.some((b) => b.lines.has(l.index))) {
      selectionLines.add(l.index);
      named = normalName(m[1]!);
    }
  }
  let selected: OptionBlock | null = null;
  const byName = named ? blocks.filter((b) => b.name === named || b.name.endsWith(` ${named}`)) : [];
  if (byName.length === 1) selected = byName[0]!;
  else {
    const marked = blocks.filter((b) => b.selected);
    if (marked.length === 1) selected = marked[0]!;
  }
  for (const b of blocks) b.selected = b === selected;
  return { blocks, selected, selectionLines };
}

/** True when the line belongs to an option other than the chosen one (or to any option when none is chosen). */
export function inOtherOption(options: Options, lineIndex: number): boolean {
  return options.blocks.some((b) => b.lines.has(lineIndex) && !b.selected);
}
