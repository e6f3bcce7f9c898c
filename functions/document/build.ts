/**
 * Builds the document model from what an extractor read: lines and cells, blocks, tables and
 * key–value pairs. An extractor that finds tables or form fields itself (Textract) passes them in;
 * otherwise they are found from the geometry.
 */
import type { ExtractedDocument } from '../extraction/document.js';
import { buildBlocks } from './blocks.js';
import { findKeyValues } from './key-values.js';
import { buildLines, median } from './lines.js';
import type { DocumentModel, KeyValue, Table } from './model.js';
import { findTables } from './tables.js';

export interface FoundStructure {
  tables?: Table[];
  keyValues?: KeyValue[];
}

export function buildDocumentModel(doc: ExtractedDocument, found: FoundStructure = {}): DocumentModel {
  const lines = buildLines(doc);
  const blocks = buildBlocks(lines);
  return {
    method: doc.method,
    methodLabel: doc.methodLabel,
    pages: doc.pages,
    lines,
    blocks,
    tables: found.tables ?? findTables(lines),
    keyValues: found.keyValues ?? findKeyValues(lines, blocks),
    text: doc.text,
    meanConfidence: doc.meanConfidence,
    ocr: doc.method !== 'pdf-text',
    medianHeight: median(lines.map((l) => l.height)) || 10,
    medianSize: median(lines.map((l) => l.size)) || 10,
  };
}
