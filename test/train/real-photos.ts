/**
 * Photos and scans of fixture quotes as real OCR read them, for `npm run train:fields -- --real-photos`:
 * the documents `npm run fixtures` writes (test/fixtures/out) and any other folder of the same form,
 * read through the benchmarks' OCR cache (`.bench-cache/`). They are never trained on: each is decided
 * by the fold model that never saw its layout, to show how the thresholds chosen on simulated OCR noise
 * hold on real renderings: the OCR threshold is raised to what real photos need to keep wrong values at
 * or under the limit, and the learned OCR decision is used only where it beats the rules there too.
 * The fixtures are seeded and the OCR is deterministic, so the same fixtures give the same model file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocumentModel } from '../../functions/document/model.js';
import { sameValue, type LearnedField } from '../../functions/fields/learned/field-candidates.js';
import { fixtureDocuments, isTextPdf, readDocument } from '../bench/documents.js';
import { generateFixtures } from '../fixtures/generate.js';
import { TRAIN_CACHE } from './corpus.js';
import { chooseThreshold } from './thresholds.js';

const CACHE = fileURLToPath(new URL('../../.bench-cache/', import.meta.url));
/** Photos and scans of quotes drawn with the training's own seeds, never the benchmark's: trained on. */
const TRAINING_PHOTOS = join(TRAIN_CACHE, 'photos');
const TRAINING_SEED = 'train';

export interface RealPhoto {
  layout: string;
  model: DocumentModel;
  truth: Record<LearnedField, string>;
}

/** Every photo and scan of the fixture folders given (test/fixtures/out when none is, written first if absent). */
export async function realPhotos(dirs: string[]): Promise<RealPhoto[]> {
  if (!dirs.length && !fixtureDocuments().length) await generateFixtures();
  return readPhotos(dirs.length ? dirs : [undefined]);
}

/**
 * Photos and scans to train on: `perLayout` quotes of every fixture layout drawn with the training's
 * own seeds (so the benchmark's photos stay a test), rendered and degraded as the fixtures are, and read
 * by real OCR once (cached like the benchmark's).
 */
export async function trainingPhotos(perLayout: number): Promise<RealPhoto[]> {
  const dir = join(TRAINING_PHOTOS, String(perLayout));
  if (!existsSync(join(dir, 'truth.json')))
    await generateFixtures(dir, undefined, undefined, { seed: TRAINING_SEED, variants: perLayout });
  return readPhotos([dir]);
}

async function readPhotos(dirs: (string | undefined)[]): Promise<RealPhoto[]> {
  const out: RealPhoto[] = [];
  for (const dir of dirs) {
    for (const doc of fixtureDocuments(dir).filter((d) => !isTextPdf(d))) {
      const model = await readDocument(new Uint8Array(readFileSync(doc.path)), CACHE);
      const { vendor, totalCost, zipCode } = doc.truth.expect;
      out.push({
        layout: doc.layout.replace(/^fixtures\//, ''),
        model,
        truth: { vendor: vendor ?? '', totalCost: totalCost ?? '', zipCode: zipCode ?? '' },
      });
    }
  }
  return out;
}

export interface PhotoDecision {
  /** The value shown without a threshold (the rival guard as chosen), its probability, and the rules' value. */
  value: string | null;
  p: number;
  rules: string | null;
  truth: string;
}

const share = (n: number, of: number) => (of ? Math.round((1000 * n) / of) / 10 : 0);

export interface PhotoFigures {
  right: number;
  wrong: number;
}

function figuresOf(rows: { got: string | null; truth: string }[]): PhotoFigures {
  const right = rows.filter((r) => r.got !== null && sameValue(r.got, r.truth)).length;
  const wrong = rows.filter((r) => r.got !== null && !sameValue(r.got, r.truth)).length;
  return { right: share(right, rows.length), wrong: share(wrong, rows.length) };
}

export interface PhotoCalibration {
  photos: number;
  rules: PhotoFigures;
  /** At the threshold chosen on simulated OCR noise. */
  atNoiseThreshold: PhotoFigures;
  /** The OCR threshold: the noise one, raised where real photos need more to keep wrong values rare. */
  threshold: number;
  learned: PhotoFigures;
  /** The learned decision is used for OCR only where, on real photos too, it is no worse than the rules. */
  use: boolean;
}

/**
 * The OCR threshold and whether to use the learned decision, held against real photos: the threshold
 * chosen on simulated noise, raised to the one real photos need to keep wrong values at or under
 * `maxWrong`; used where it reads as many right as the rules and shows no more wrong than they or the limit.
 */
export function calibrateOnPhotos(rows: PhotoDecision[], noiseThreshold: number, maxWrong: number): PhotoCalibration {
  const at = (t: number) =>
    figuresOf(rows.map((r) => ({ got: r.value !== null && r.p >= t ? r.value : null, truth: r.truth })));
  const shown = rows.filter((r) => r.value !== null).map((r) => ({ p: r.p, right: sameValue(r.value!, r.truth) }));
  const threshold = Math.max(noiseThreshold, chooseThreshold(shown, maxWrong * rows.length));
  const rules = figuresOf(rows.map((r) => ({ got: r.rules, truth: r.truth })));
  const learned = at(threshold);
  return {
    photos: rows.length,
    rules,
    atNoiseThreshold: at(noiseThreshold),
    threshold,
    learned,
    use: learned.right >= rules.right && learned.wrong <= Math.max(rules.wrong, maxWrong * 100),
  };
}

export function calibrationLine(field: LearnedField, c: PhotoCalibration, noiseThreshold: number): string {
  const pair = (f: PhotoFigures) => `${f.right}% / ${f.wrong}%`;
  return `| ${field} | ${c.photos} | ${pair(c.rules)} | ${pair(c.atNoiseThreshold)} (${noiseThreshold}) | ${pair(c.learned)} (${c.threshold}) | ${c.use ? 'learned' : 'rules'} |`;
}
