/**
 * The documents the extraction benchmarks read, each with its truth: the committed test documents
 * (test/documents), the generated fixtures (test/fixtures, after `npm run fixtures`), and the
 * development samples and corpus of the handout folder beside the repository (../shared/samples,
 * ../shared/corpus-dev), which are skipped with a line saying so when it is not there. A fixture's
 * layout is its fixture layout; a test document, sample or corpus document is its own.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDocumentModel } from '../../functions/document/build.js';
import type { DocumentModel } from '../../functions/document/model.js';
import type { ExtractedDocument } from '../../functions/extraction/document.js';
import { extractDocument } from '../../functions/extraction/local-extractor.js';
import type { TestDocument } from '../documents.js';
import { handoutSet, testDocuments } from './quote-sets.js';

export const SETS = ['documents', 'samples', 'corpus-dev', 'fixtures'] as const;
export type BenchSet = (typeof SETS)[number];

export interface BenchDocument {
  set: BenchSet;
  path: string;
  file: string;
  layout: string;
  truth: TestDocument;
}

function readSet(set: 'documents' | 'samples' | 'corpus-dev'): BenchDocument[] {
  const documents = set === 'documents' ? testDocuments() : handoutSet(set);
  return documents.map(({ path, ...truth }) => ({
    set,
    path,
    file: truth.file,
    layout: `${set}/${truth.file.replace(/\.[^.]+$/, '')}`,
    truth,
  }));
}

/** Fixture documents written by `npm run fixtures` (test/fixtures/out), when present. */
export function fixtureDocuments(dir = fileURLToPath(new URL('../fixtures/out/', import.meta.url))): BenchDocument[] {
  const truthFile = join(dir, 'truth.json');
  if (!existsSync(truthFile)) return [];
  const truth: (TestDocument & { layout: string })[] = JSON.parse(readFileSync(truthFile, 'utf8'));
  return truth.map((t) => ({
    set: 'fixtures',
    path: join(dir, t.file),
    file: t.file,
    layout: `fixtures/${t.layout}`,
    truth: t,
  }));
}

export function benchDocuments(sets: readonly string[] = SETS): BenchDocument[] {
  const out: BenchDocument[] = [];
  for (const set of ['documents', 'samples', 'corpus-dev'] as const) if (sets.includes(set)) out.push(...readSet(set));
  if (sets.includes('fixtures')) {
    const fixtures = fixtureDocuments();
    if (!fixtures.length)
      console.log('Skipped: the fixtures set is written by `npm run fixtures` (test/fixtures/out/).');
    out.push(...fixtures);
  }
  return out;
}

/** Photos, screenshots and scans are measured apart from text PDFs. */
export function isTextPdf(doc: BenchDocument): boolean {
  return doc.truth.format === 'text-pdf';
}

/** The extractor's own source files: a change to any of them makes the cache stale. */
const EXTRACTOR_SOURCES = ['image.ts', 'ocr.ts', 'pdf.ts', 'layout.ts', 'local-extractor.ts', 'text-document.ts'].map(
  (f) => fileURLToPath(new URL(`../../functions/extraction/${f}`, import.meta.url)),
);
let extractorVersion: string | undefined;
function extractorHash(): string {
  extractorVersion ??= createHash('sha256')
    .update(EXTRACTOR_SOURCES.map((f) => (existsSync(f) ? readFileSync(f, 'utf8') : '')).join('\0'))
    .digest('hex')
    .slice(0, 12);
  return extractorVersion;
}

/**
 * Extracts a document. With `cacheDir`, what the extractor read (before the document model is built)
 * is kept per file content and extractor source, so a rerun that changes only the model or the field
 * rules skips OCR, and a change to the extractor reads again.
 */
export async function readDocument(bytes: Uint8Array, cacheDir?: string): Promise<DocumentModel> {
  if (!cacheDir) return extractDocument(bytes);
  mkdirSync(cacheDir, { recursive: true });
  const file = join(
    cacheDir,
    `${createHash('sha256').update(bytes).update(extractorHash()).digest('hex').slice(0, 24)}.json`,
  );
  if (existsSync(file)) return buildDocumentModel(JSON.parse(readFileSync(file, 'utf8')) as ExtractedDocument);
  const model = await extractDocument(bytes);
  const raw: ExtractedDocument = {
    method: model.method,
    methodLabel: model.methodLabel,
    pages: model.pages,
    lines: model.lines.map(({ text, page, bbox, confidence, words }) => ({ text, page, bbox, confidence, words })),
    text: model.text,
    meanConfidence: model.meanConfidence,
  };
  writeFileSync(file, JSON.stringify(raw));
  return model;
}
