/**
 * The training corpus of the learned reader: quotes drawn from every fixture layout with seeds of
 * their own (never the seeds of `npm run fixtures`, whose documents the benchmarks read), each
 * rendered to a text PDF and read into a document model, with its truth. Reading a PDF takes about a
 * third of a second, so document models are cached by content in `.train-cache/` (git-ignored): a
 * second run of the same corpus reads no PDF.
 *
 * Every split of this corpus is by layout (`layout`), never by document: documents of one layout share
 * their wording and arrangement, so a model tested on a layout it was trained on flatters itself.
 *
 * With `varied`, each layout also yields as many quotes again, drawn with a second seed stream
 * (`${layout}#train-${index}#vary`) and rewritten by `varyLayout` (vary-layout.ts: other label wording,
 * type, margins, the customer written another way). They keep their layout as their group, so a
 * layout's varied quotes always fall in the layout's fold.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocumentModel } from '../../functions/document/model.js';
import { readDocument } from '../bench/documents.js';
import { loadLayouts } from '../fixtures/generate.js';
import type { FixtureTruth } from '../fixtures/layout.js';
import { Random } from '../fixtures/random.js';
import { htmlToPdf } from '../fixtures/render.js';
import { varyLayout } from './vary-layout.js';

/** Where read document models are kept: `TRAIN_CACHE`, or `.train-cache/` at the repository's root. */
export const TRAIN_CACHE = process.env.TRAIN_CACHE ?? fileURLToPath(new URL('../../.train-cache/', import.meta.url));

/**
 * Layouts every trainer leaves out (`TRAIN_WITHOUT_LAYOUTS`, comma-separated): a blind round's layouts,
 * so that its documents are scored by a model that never saw them (test/bench/blind-rounds.ts).
 */
export const LEFT_OUT_LAYOUTS = new Set(
  (process.env.TRAIN_WITHOUT_LAYOUTS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/** Folds of every trainer's grouped cross-validation (`TRAIN_FOLDS`, default 5). */
export const CV_FOLDS = Number(process.env.TRAIN_FOLDS ?? 5);

/** Where a trainer writes its model file: into `MODEL_OUT_DIR` when set, else beside the code that loads it. */
export function modelOutPath(file: string): string {
  const dir = process.env.MODEL_OUT_DIR;
  return dir ? join(dir, file) : fileURLToPath(new URL(`../../functions/fields/learned/${file}`, import.meta.url));
}

export interface TrainingDocument {
  layout: string;
  /** `${layout}#train-${index}` (with `#vary` for a varied quote): the seed the quote was drawn with. */
  seed: string;
  /** Rewritten by `varyLayout`: another contractor's wording and type in the same layout. */
  varied: boolean;
  truth: FixtureTruth;
  html: string;
  model: DocumentModel;
}

export interface CorpusOptions {
  /** Quotes per layout (default 12). */
  perLayout?: number;
  /** Only these layouts (by name). */
  layouts?: string[];
  /** Progress on stderr every this many documents (0: quiet). */
  progressEvery?: number;
  /** Also a varied quote for each plain one, right after it. */
  varied?: boolean;
}

/** Deterministic: the same options give the same documents, in the same order, on every run. */
export async function* trainingCorpus(options: CorpusOptions = {}): AsyncGenerator<TrainingDocument> {
  const perLayout = options.perLayout ?? 12;
  const layouts = (await loadLayouts()).filter(
    (l) => (!options.layouts?.length || options.layouts.includes(l.name)) && !LEFT_OUT_LAYOUTS.has(l.name),
  );
  const copies = options.varied ? 2 : 1;
  let n = 0;
  for (const layout of layouts) {
    for (let index = 0; index < perLayout; index++) {
      for (let copy = 0; copy < copies; copy++) {
        const varied = copy === 1;
        const seed = `${layout.name}#train-${index}${varied ? '#vary' : ''}`;
        const random = new Random(seed);
        const built = layout.build(random, index % 2);
        const doc = varied ? varyLayout(built, random) : built;
        const model = await readDocument(htmlToPdf(doc.html), TRAIN_CACHE);
        if (options.progressEvery && ++n % options.progressEvery === 0)
          process.stderr.write(`${n} of ${layouts.length * perLayout * copies} training documents read\n`);
        yield { layout: layout.name, seed, varied, truth: doc.truth, html: doc.html, model };
      }
    }
  }
}

/**
 * Grouped k-fold: each layout falls in exactly one fold (layouts shuffled with a fixed seed, then dealt
 * round-robin), so a fold's test layouts are never among its training layouts.
 */
export function foldsByLayout(layouts: readonly string[], k = 5, seed = 'folds'): Map<string, number> {
  const unique = [...new Set(layouts)].sort();
  const shuffled = new Random(seed).shuffle(unique);
  return new Map(shuffled.map((layout, i) => [layout, i % k]));
}
