/**
 * The document sets the benchmarks measure. The committed test documents (test/documents/) are always
 * there. The development samples and corpus come from the handout folder beside the repository
 * (../shared/samples, ../shared/corpus-dev), which a fresh clone does not have: without it those sets
 * are skipped with a line that says so, and what does not need them still runs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCUMENTS, DOCUMENTS_DIR, type TestDocument } from '../documents.js';

/** The handout folder beside the repository. */
export const HANDOUT_DIR = fileURLToPath(new URL('../../../shared/', import.meta.url));

export type HandoutSet = 'samples' | 'corpus-dev';

/** A document of a set, with its truth (the test documents' form, which is the handout's). */
export interface SetDocument extends TestDocument {
  path: string;
}

const reported = new Set<string>();

/** A handout set's documents, or none (and a line saying why) when the handout folder is not there. */
export function handoutSet(name: HandoutSet): SetDocument[] {
  const dir = join(HANDOUT_DIR, name);
  const truthFile = join(dir, 'truth.json');
  if (!existsSync(truthFile)) {
    if (!reported.has(name))
      console.log(
        `Skipped: the ${name} set needs the handout folder beside the repository (${join(HANDOUT_DIR, name)} is not there).`,
      );
    reported.add(name);
    return [];
  }
  const truth: TestDocument[] = JSON.parse(readFileSync(truthFile, 'utf8'));
  return truth.filter((t) => existsSync(join(dir, t.file))).map((t) => ({ ...t, path: join(dir, t.file) }));
}

/** The committed test documents. */
export function testDocuments(): SetDocument[] {
  return DOCUMENTS.map((d) => ({ ...d, path: join(DOCUMENTS_DIR, d.file) }));
}

/**
 * The quotes a measurement runs over: the handout samples, the set the README's figures were taken
 * on, when they are beside the repository; otherwise the committed test documents.
 */
export function benchQuotes(): { set: 'samples' | 'test documents'; quotes: SetDocument[] } {
  const samples = handoutSet('samples');
  if (samples.length) return { set: 'samples', quotes: samples.filter((d) => d.kind === 'quote') };
  console.log('Measuring the committed test documents (test/documents/) instead.');
  return { set: 'test documents', quotes: testDocuments().filter((d) => d.kind === 'quote') };
}

export function bytesOf(document: SetDocument): Uint8Array {
  return new Uint8Array(readFileSync(document.path));
}
