/**
 * Builds the document model from what an extractor read: lines and cells, blocks, tables and
 * key–value pairs. Tables and key–value pairs are found from the geometry; an extractor that finds
 * them itself (Textract) passes a reader of its own, which is given the model's lines so it can point
 * at their text, and its findings take precedence (structure.ts).
 */
import type { ExtractedDocument } from '../extraction/document.js';
import { buildBlocks } from './blocks.js';
import { findKeyValues } from './key-values.js';
import { buildLines, median } from './lines.js';
import type { DocumentModel, Line } from './model.js';
import { mergeStructure, type FoundStructure } from './structure.js';
import { findTables } from './tables.js';

export type { FoundStructure } from './structure.js';

/** What the extractor found on the model's lines. */
export type StructureReader = (lines: Line[]) => FoundStructure;

export function buildDocumentModel(
  doc: ExtractedDocument,
  found: FoundStructure | StructureReader = {},
): DocumentModel {
  const lines = buildLines(doc);
  const blocks = buildBlocks(lines);
  const own = typeof found === 'function' ? found(lines) : found;
  const { tables, keyValues } = mergeStructure(own, {
    tables: findTables(lines),
    keyValues: findKeyValues(lines, blocks),
  });
  return {
    method: doc.method,
    methodLabel: doc.methodLabel,
    pages: doc.pages,
    lines,
    blocks,
    tables,
    keyValues,
    text: doc.text,
    meanConfidence: doc.meanConfidence,
    ocr: doc.method !== 'pdf-text',
    medianHeight: median(lines.map((l) => l.height)) || 10,
    medianSize: median(lines.map((l) => l.size)) || 10,
  };
}
