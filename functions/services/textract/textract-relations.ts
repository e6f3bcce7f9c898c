/**
 * Reading Textract's block graph: blocks by Id, their related blocks, boxes on our page scale, and
 * where each WORD ended up in the document model's lines (so tables and form fields can point at
 * the text as the model prints it).
 */
import type { Block, RelationshipType } from '@aws-sdk/client-textract';
import type { Line, Span } from '../../document/model.js';
import type { BoundingBox } from '../../extraction/document.js';
import { roundBox } from '../../extraction/layout.js';

/** Textract boxes are fractions of the page; they are scaled to a nominal US Letter page of this size. */
export const TEXTRACT_PAGE_WIDTH = 1000;
export const TEXTRACT_PAGE_HEIGHT = 1294;

export type BlockIndex = Map<string, Block>;

export function indexBlocks(blocks: Block[]): BlockIndex {
  return new Map(blocks.filter((b) => b.Id).map((b) => [b.Id!, b]));
}

/** The blocks a block points at through relationships of one type, in Textract's order. */
export function related(index: BlockIndex, block: Block, type: RelationshipType): Block[] {
  return (block.Relationships ?? [])
    .filter((r) => r.Type === type)
    .flatMap((r) => r.Ids ?? [])
    .map((id) => index.get(id))
    .filter((b): b is Block => b !== undefined);
}

export function pageOf(block: Block): number {
  return block.Page ?? 1;
}

export function toBox(block: Block): BoundingBox {
  const box = block.Geometry?.BoundingBox;
  const left = box?.Left ?? 0;
  const top = box?.Top ?? 0;
  return roundBox({
    x0: left * TEXTRACT_PAGE_WIDTH,
    y0: top * TEXTRACT_PAGE_HEIGHT,
    x1: (left + (box?.Width ?? 0)) * TEXTRACT_PAGE_WIDTH,
    y1: (top + (box?.Height ?? 0)) * TEXTRACT_PAGE_HEIGHT,
  });
}

/** Where a WORD is in the model: its characters in a line, and its box. */
export interface WordPlace {
  span: Span;
  box: BoundingBox;
}

/** WORD Id → its place, for the words that made it into the model's lines. */
export type WordPlaces = Map<string, WordPlace>;

/**
 * Finds each word in its line's text. `idOf` gives the WORD block Id of a word object the line was
 * built from; words are looked for left to right, as they were joined into the line.
 */
export function placeWords(lines: Line[], idOf: (word: Line['words'][number]) => string | undefined): WordPlaces {
  const places: WordPlaces = new Map();
  for (const line of lines) {
    let cursor = 0;
    for (const word of line.words) {
      const at = line.text.indexOf(word.text, cursor);
      const id = idOf(word);
      if (at < 0) continue;
      cursor = at + word.text.length;
      if (id) places.set(id, { span: { line: line.index, start: at, end: cursor }, box: word.bbox });
    }
  }
  return places;
}

/** The places of a block's WORD children (selection marks and words the model dropped are skipped). */
export function childWords(index: BlockIndex, places: WordPlaces, block: Block): { id: string; place: WordPlace }[] {
  return related(index, block, 'CHILD')
    .filter((b) => b.BlockType === 'WORD' && b.Id && places.has(b.Id))
    .map((b) => ({ id: b.Id!, place: places.get(b.Id!)! }));
}

/** Words as spans, one per line (from the first word's start to the last word's end), top to bottom. */
export function spansOf(places: WordPlace[]): Span[] {
  const byLine = new Map<number, Span>();
  for (const { span } of places) {
    const seen = byLine.get(span.line);
    if (!seen) byLine.set(span.line, { ...span });
    else {
      seen.start = Math.min(seen.start, span.start);
      seen.end = Math.max(seen.end, span.end);
    }
  }
  return [...byLine.values()].sort((a, b) => a.line - b.line);
}

export function textOf(lines: Line[], span: Span): string {
  return lines[span.line]?.text.slice(span.start, span.end) ?? '';
}
