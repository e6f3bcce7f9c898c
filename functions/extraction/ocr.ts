import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Line as TessLine, type Worker } from 'tesseract.js';
import type { TextLine, Word } from './document.js';
import { CELL_SEPARATOR, roundBox, segmentsToLines, type Segment } from './layout.js';

/**
 * Local OCR with tesseract.js (Tesseract compiled to WASM): no native binary, so it runs on Lambda
 * as it runs here. Workers are created on first use and kept for the life of the process; each
 * worker recognises one image at a time.
 */

export interface OcrRequest {
  /** PNG (or JPEG) bytes; grayscale works best. */
  image: Uint8Array;
  page: number;
  /** Pixels per inch when known (rendered PDF pages); otherwise Tesseract estimates it. */
  dpi?: number;
}

/**
 * The English model. By default the one @tesseract.js-data/eng ships for LSTM-only use (the integer
 * "best" network). OCR_LANG_PATH can name a folder holding another eng.traineddata (or .gz), such
 * as tessdata_fast's, which reads these quotes as well and about a third faster.
 */
const require = createRequire(import.meta.url);
const ENG_DATA = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };

function languageData(): { langPath: string; gzip: boolean } {
  const configured = process.env.OCR_LANG_PATH;
  if (!configured)
    return { langPath: path.join(path.dirname(ENG_DATA.langPath), '4.0.0_best_int'), gzip: ENG_DATA.gzip };
  return { langPath: configured, gzip: !existsSync(path.join(configured, 'eng.traineddata')) };
}

/** Page segmentation modes of the readings, in the order their words are trusted. */
const READINGS = [PSM.AUTO, PSM.SPARSE_TEXT, PSM.SINGLE_BLOCK];

/** A gap between words wider than this many line heights separates table cells. */
const CELL_GAP = 1.2;
/** Words with no letter or digit and a confidence below this are table rules and specks, not text. */
const JUNK_CONFIDENCE = 60;

let pool: WorkerPool | undefined;

/** Recognises one image; lines come back in reading order with word boxes in the image's pixels. */
export async function recognize(request: OcrRequest): Promise<TextLine[]> {
  pool ??= new WorkerPool(workerCount());
  // Automatic page segmentation and Tesseract's global (Otsu) threshold: image.ts has already evened
  // out the lighting, and on such images a local threshold (Sauvola) turns faint ruled lines into
  // strokes that make whole text areas look like pictures.
  // Dark areas are inverted there, but not every coloured banner is dark enough to be caught, so
  // Tesseract also tries each doubtful line inverted (tessedit_do_invert): light letters on a mid-tone
  // header are read that way (measured on the development photos: +1.2 points of fields right). Its
  // progress chatter ("Estimating resolution as ...") goes to debug_file instead of the function's log.
  const params: Record<string, string> = {
    tessedit_pageseg_mode: PSM.AUTO,
    thresholding_method: '0',
    tessedit_do_invert: '1',
    debug_file: '/dev/null',
  };
  if (request.dpi) params.user_defined_dpi = String(Math.round(request.dpi));
  const read = (psm: string) =>
    pool!.run(async (worker) => {
      const { data } = await worker.recognize(
        Buffer.from(request.image),
        { ...params, tessedit_pageseg_mode: psm } as never,
        { text: false, blocks: true },
      );
      return segmentsOf(data.blocks ?? []);
    });
  // Three readings of the page: the automatic page layout first, then sparse text (what the layout
  // analysis skipped: a table column, a stamp, a line beside a box) and one uniform block (rows of a
  // table read across). Words the later readings find where the earlier ones found none are added.
  // Measured on the development photos: fields right 72% with the first reading alone, 80% with all three.
  const [auto, sparse, block] = await Promise.all(READINGS.map(read));
  const segments = auto!;
  for (const more of [sparse!, block!]) segments.push(...novelSegments(more, segments));
  return segmentsToLines(segments, request.page);
}

function segmentsOf(blocks: NonNullable<Awaited<ReturnType<Worker['recognize']>>['data']['blocks']>): Segment[] {
  const segments: Segment[] = [];
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const segment = toSegment(line);
        if (segment) segments.push(segment);
      }
    }
  }
  return segments;
}

function overlapShare(a: Word['bbox'], b: Word['bbox']): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (w <= 0 || h <= 0) return 0;
  return (w * h) / Math.max(1, Math.min((a.x1 - a.x0) * (a.y1 - a.y0), (b.x1 - b.x0) * (b.y1 - b.y0)));
}

/**
 * The words a second reading found where the first found none (a table column the page layout
 * analysis skipped), as segments of their own.
 */
export function novelSegments(extra: Segment[], have: Segment[]): Segment[] {
  const known = have.flatMap((s) => s.words.map((w) => w.bbox));
  const out: Segment[] = [];
  for (const segment of extra) {
    const run: Word[] = [];
    const flush = () => {
      if (run.length === 0) return;
      const words = run.splice(0);
      if (!words.some((w) => /[\p{L}\p{N}]/u.test(w.text) && w.confidence >= JUNK_CONFIDENCE)) return;
      const bbox = roundBox({
        x0: Math.min(...words.map((w) => w.bbox.x0)),
        y0: Math.min(...words.map((w) => w.bbox.y0)),
        x1: Math.max(...words.map((w) => w.bbox.x1)),
        y1: Math.max(...words.map((w) => w.bbox.y1)),
      });
      out.push({
        text: words.map((w) => w.text).join(' '),
        bbox,
        words,
        baseline: segment.baseline,
        size: segment.size,
      });
    };
    for (const word of segment.words) {
      if (known.some((k) => overlapShare(k, word.bbox) > 0.3)) flush();
      else run.push(word);
    }
    flush();
  }
  return out;
}

/** Stops the workers (tests, and local tools that want to exit promptly). */
export async function shutdownOcr(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.terminate();
}

function toSegment(line: TessLine): Segment | undefined {
  const words: Word[] = joinEmailPieces(
    line.words
      .map((w) => ({ text: w.text.trim(), bbox: roundBox(w.bbox), confidence: Math.round(w.confidence * 10) / 10 }))
      .filter((w) => w.text !== '' && !(w.confidence < JUNK_CONFIDENCE && !/[\p{L}\p{N}]/u.test(w.text))),
  );
  if (words.length === 0) return undefined;
  const bbox = roundBox({
    x0: Math.min(...words.map((w) => w.bbox.x0)),
    y0: Math.min(...words.map((w) => w.bbox.y0)),
    x1: Math.max(...words.map((w) => w.bbox.x1)),
    y1: Math.max(...words.map((w) => w.bbox.y1)),
  });
  const { baseline } = line;
  const hasBaseline = baseline && Number.isFinite(baseline.y0) && Number.isFinite(baseline.y1) && baseline.y1 > 0;
  const size = Math.max(1, line.rowAttributes?.rowHeight || bbox.y1 - bbox.y0);
  // Tesseract keeps table cells on one line when they line up; a wide gap is a cell boundary, as in
  // the PDF text layer ("Vinyl, white only  $4,971.26").
  let text = words[0]!.text;
  for (let i = 1; i < words.length; i++) {
    const gap = words[i]!.bbox.x0 - words[i - 1]!.bbox.x1;
    text += (gap > CELL_GAP * size ? CELL_SEPARATOR : ' ') + words[i]!.text;
  }
  return { text, bbox, words, baseline: hasBaseline ? (baseline.y0 + baseline.y1) / 2 : bbox.y1, size };
}

/**
 * Tesseract often sees a gap in an e-mail address, typewriter fonts especially ("name. family@mail .com",
 * "name @mail.com"). Pieces that cannot stand alone are joined to their neighbour: a domain starting
 * with "@", a local part ending with "@", a ".com" after an address, and a local part ending with "."
 * before one.
 */
export function joinEmailPieces(words: Word[]): Word[] {
  const out: Word[] = [];
  for (const word of words) {
    const previous = out.at(-1);
    // "@ $345.00" (a unit price) is not an address: the domain must start with a letter.
    const joins =
      previous !== undefined &&
      ((/^@[a-z][a-z0-9-]*\./i.test(word.text) && /^[a-z0-9._%+-]+$/i.test(previous.text)) ||
        (/^[a-z0-9._%+-]+@$/i.test(previous.text) && /^[a-z][a-z0-9-]*\.[a-z]/i.test(word.text)) ||
        (/^\.[a-z]{2,6}\b/i.test(word.text) && /@[a-z0-9-]+(\.[a-z0-9-]+)*$/i.test(previous.text)) ||
        (/^[a-z0-9._%+-]+\.$/i.test(previous.text) && /^[a-z0-9._%+-]+@[a-z]/i.test(word.text)));
    if (!joins) {
      out.push(word);
      continue;
    }
    out[out.length - 1] = {
      text: previous.text + word.text,
      bbox: {
        x0: Math.min(previous.bbox.x0, word.bbox.x0),
        y0: Math.min(previous.bbox.y0, word.bbox.y0),
        x1: Math.max(previous.bbox.x1, word.bbox.x1),
        y1: Math.max(previous.bbox.y1, word.bbox.y1),
      },
      confidence: Math.min(previous.confidence, word.confidence),
    };
  }
  return out;
}

/** One worker per core, up to two by default (each holds the English model, ~100 MB); OCR_WORKERS sets it. */
function workerCount(): number {
  const configured = Number(process.env.OCR_WORKERS);
  return Number.isInteger(configured) && configured > 0
    ? Math.min(configured, 4)
    : Math.max(1, Math.min(2, availableParallelism()));
}

async function newWorker(): Promise<Worker> {
  return createWorker('eng', OEM.LSTM_ONLY, {
    ...languageData(),
    // Without these it looks for the model on a CDN and waits forever when offline.
    cacheMethod: 'none',
    logger: () => {},
    errorHandler: () => {},
  });
}

/** A few workers, each doing one job at a time; a worker that failed is replaced. */
class WorkerPool {
  private readonly idle: Worker[] = [];
  private readonly waiting: Array<(worker: Worker | undefined) => void> = [];
  private created = 0;

  constructor(private readonly size: number) {}

  async run<T>(job: (worker: Worker) => Promise<T>): Promise<T> {
    const worker = await this.acquire();
    let result: T;
    try {
      result = await job(worker);
    } catch (error) {
      // The WASM instance may be in a bad state (out of memory, abort): start a fresh one next time.
      this.discard(worker);
      throw error;
    }
    this.release(worker);
    return result;
  }

  async terminate(): Promise<void> {
    const workers = this.idle.splice(0);
    this.created -= workers.length;
    await Promise.all(workers.map((w) => w.terminate().catch(() => {})));
  }

  private async acquire(): Promise<Worker> {
    const ready = this.idle.pop();
    if (ready) return ready;
    if (this.created < this.size) {
      this.created++;
      try {
        return await newWorker();
      } catch (error) {
        this.created--;
        this.waiting.shift()?.(undefined);
        throw error;
      }
    }
    // Handed a worker by release(), or undefined when a slot came free to create one.
    const handed = await new Promise<Worker | undefined>((resolve) => this.waiting.push(resolve));
    return handed ?? this.acquire();
  }

  private release(worker: Worker): void {
    const next = this.waiting.shift();
    if (next) next(worker);
    else this.idle.push(worker);
  }

  private discard(worker: Worker): void {
    this.created--;
    void worker.terminate().catch(() => {});
    this.waiting.shift()?.(undefined);
  }
}
