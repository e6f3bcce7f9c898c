/**
 * Amazon Textract's answer (AnalyzeDocument or GetDocumentAnalysis blocks) as the document model, with
 * no call to AWS: PAGE, LINE and WORD blocks become lines and words as a PDF text layer or OCR gives
 * them (Textract's lines at one height joined into one line with cells, boxes on a nominal Letter page,
 * confidences kept); TABLE and CELL blocks become tables and KEY_VALUE_SET blocks key–value pairs,
 * both pointing at the text of those lines. Layout, query and signature blocks are not read.
 */
import type { Block } from '@aws-sdk/client-textract';
import { buildDocumentModel } from '../../document/build.js';
import type { DocumentModel } from '../../document/model.js';
import type { PageInfo, TextLine, Word } from '../../extraction/document.js';
import { round1, segmentsToLines, type Segment } from '../../extraction/layout.js';
import { buildDocument } from '../../extraction/text-document.js';
import { readKeyValues } from './textract-forms.js';
import {
  indexBlocks,
  pageOf,
  placeWords,
  related,
  TEXTRACT_PAGE_HEIGHT,
  TEXTRACT_PAGE_WIDTH,
  toBox,
} from './textract-relations.js';
import { readTables } from './textract-tables.js';

export { TEXTRACT_PAGE_HEIGHT, TEXTRACT_PAGE_WIDTH } from './textract-relations.js';

/** Throws UnreadableDocumentError when Textract found no text. */
export function blocksToModel(blocks: Block[]): DocumentModel {
  const index = indexBlocks(blocks);
  const wordIds = new Map<Word, string>();
  const pageNumbers = new Set<number>();
  const segmentsByPage = new Map<number, Segment[]>();
  for (const block of blocks) {
    const page = pageOf(block);
    if (block.BlockType === 'PAGE') pageNumbers.add(page);
    if (block.BlockType !== 'LINE' || !block.Text) continue;
    pageNumbers.add(page);
    const words: Word[] = [];
    for (const child of related(index, block, 'CHILD')) {
      if (child.BlockType !== 'WORD' || !child.Text) continue;
      const word: Word = { text: child.Text, bbox: toBox(child), confidence: round1(child.Confidence ?? 0) };
      if (child.Id) wordIds.set(word, child.Id);
      words.push(word);
    }
    const bbox = toBox(block);
    const segment: Segment = {
      text: block.Text,
      bbox,
      words: words.length > 0 ? words : [{ text: block.Text, bbox, confidence: round1(block.Confidence ?? 0) }],
      baseline: bbox.y1,
      size: Math.max(1, bbox.y1 - bbox.y0),
    };
    const list = segmentsByPage.get(page) ?? [];
    list.push(segment);
    segmentsByPage.set(page, list);
  }
  const pages: PageInfo[] = [...pageNumbers]
    .sort((a, b) => a - b)
    .map((page) => ({ page, width: TEXTRACT_PAGE_WIDTH, height: TEXTRACT_PAGE_HEIGHT }));
  const lines: TextLine[] = pages.flatMap((p) => segmentsToLines(segmentsByPage.get(p.page) ?? [], p.page));
  return buildDocumentModel(buildDocument('textract', 'Amazon Textract', pages, lines), (modelLines) => {
    const places = placeWords(modelLines, (word) => wordIds.get(word));
    const { tables, wordCells } = readTables(blocks, index, places, modelLines);
    return { tables, keyValues: readKeyValues(blocks, index, places, modelLines, wordCells) };
  });
}
