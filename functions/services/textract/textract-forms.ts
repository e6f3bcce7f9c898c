/**
 * Textract's form fields (KEY_VALUE_SET blocks: a KEY with its words, pointing at a VALUE with its
 * words) as the model's key–value pairs. The key is the label as printed without its colon; the value
 * is its words, one line of text per model line; the relation is read from where the value lies: in
 * the label's own cell ('inline'), further along the label's line ('right') or on lines below.
 * Blank fields (no words, or only underscores) are left out, like the geometric reader does, and so
 * are pairs Textract makes of one table cell and the cells under it in the same column of another
 * row ("Any Company" → "Example Corp.") unless the key is a column header.
 */
import type { Block } from '@aws-sdk/client-textract';
import type { KeyValue, Line, Span } from '../../document/model.js';
import type { WordInTable } from './textract-tables.js';
import { childWords, related, spansOf, textOf, type BlockIndex, type WordPlaces } from './textract-relations.js';

function isBlank(text: string): boolean {
  return /^[\s_.…-]*$/.test(text);
}

function cellIndexAt(line: Line, at: number): number {
  return line.cells.findIndex((c) => at >= c.start && at < c.start + c.text.length);
}

function relationOf(lines: Line[], key: Span, value: Span): KeyValue['relation'] {
  if (value.line !== key.line) return 'below';
  const line = lines[key.line]!;
  return cellIndexAt(line, key.start) === cellIndexAt(line, value.start) ? 'inline' : 'right';
}

/** A key and its value in different rows of one table, the key not a column header: two cells, not a field. */
function acrossTableRows(keyIds: string[], valueIds: string[], wordCells: Map<string, WordInTable>): boolean {
  const key = wordCells.get(keyIds[0]!);
  const value = wordCells.get(valueIds[0]!);
  return Boolean(key && value && key.table === value.table && !key.header && key.row !== value.row);
}

export function readKeyValues(
  blocks: Block[],
  index: BlockIndex,
  places: WordPlaces,
  lines: Line[],
  wordCells: Map<string, WordInTable>,
): KeyValue[] {
  const pairs: KeyValue[] = [];
  for (const block of blocks) {
    if (block.BlockType !== 'KEY_VALUE_SET' || !block.EntityTypes?.includes('KEY')) continue;
    const keyWords = childWords(index, places, block);
    const valueWords = related(index, block, 'VALUE').flatMap((v) => childWords(index, places, v));
    if (keyWords.length === 0 || valueWords.length === 0) continue;
    if (
      acrossTableRows(
        keyWords.map((w) => w.id),
        valueWords.map((w) => w.id),
        wordCells,
      )
    )
      continue;

    const keySpans = spansOf(keyWords.map((w) => w.place));
    const key = keySpans
      .map((s) => textOf(lines, s))
      .join(' ')
      .replace(/\s*[:：]\s*$/, '')
      .trim();
    const valueSpans = spansOf(valueWords.map((w) => w.place));
    const value = valueSpans.map((s) => textOf(lines, s)).join('\n');
    if (!key || isBlank(value)) continue;
    // A label printed on two lines is one key; its span is its last line (the one its value follows), without the colon.
    const last = keySpans.at(-1)!;
    const keySpan = { ...last, end: last.start + textOf(lines, last).replace(/\s*[:：]\s*$/, '').length };
    pairs.push({ key, keySpan, value, valueSpans, relation: relationOf(lines, keySpan, valueSpans[0]!) });
  }
  return pairs.sort((a, b) => a.keySpan.line - b.keySpan.line || a.keySpan.start - b.keySpan.start);
}
