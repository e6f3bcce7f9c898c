/**
 * The documents the extraction benchmarks read: ../shared/samples, ../shared/corpus-dev and the
 * generated fixtures (test/fixtures), each with its truth. A document's layout is its fixture layout,
 * or the file itself for the samples and the corpus (every one of those is laid out its own way).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDocumentModel } from '../../functions/document/build.js';
import type { DocumentModel } from '../../functions/document/model.js';
import type { ExtractedDocument } from '../../functions/extraction/document.js';
import { extractDocument } from '../../functions/extraction/local-extractor.js';
import type { SampleTruth } from '../samples.js';

export interface BenchDocument {
  set: 'samples' | 'corpus-dev' | 'fixtures';
  path: string;
  file: string;
  layout: string;
  truth: SampleTruth;
}

const SHARED = fileURLToPath(new URL('../../../shared/', import.meta.url));

function readSet(set: 'samples' | 'corpus-dev', dir: string): BenchDocument[] {
  const truth: SampleTruth[] = JSON.parse(readFileSync(join(dir, 'truth.json'), 'utf8'));
  return truth
    .filter((t) => existsSync(join(dir, t.file)))
    .map((t) => ({
      set,
      path: join(dir, t.file),
      file: t.file,
      layout: `${set}/${t.file.replace(/\.[^.]+$/, '')}`,
      truth: t,
    }));
}

/** Fixture documents written by `npm run fixtures` (test/fixtures/out), when present. */
export function fixtureDocuments(dir = fileURLToPath(new URL('../fixtures/out/', import.meta.url))): BenchDocument[] {
  const truthFile = join(dir, 'truth.json');
  if (!existsSync(truthFile)) return [];
  const truth: (SampleTruth & { layout: string })[] = JSON.parse(readFileSync(truthFile, 'utf8'));
  return truth.map((t) => ({
    set: 'fixtures',
    path: join(dir, t.file),
    file: t.file,
    layout: `fixtures/${t.layout}`,
    truth: t,
  }));
}

export function benchDocuments(sets: string[] = ['samples', 'corpus-dev', 'fixtures']): BenchDocument[] {
  const out: BenchDocument[] = [];
  if (sets.includes('samples')) out.push(...readSet('samples', join(SHARED, 'samples')));
  if (sets.includes('corpus-dev')) out.push(...readSet('corpus-dev', join(SHARED, 'corpus-dev')));
  if (sets.includes('fixtures')) out.push(...fixtureDocuments());
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
