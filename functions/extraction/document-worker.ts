/**
 * mupdf runs synchronously (WASM), so a crafted PDF could hold the process for minutes: the local
 * server (which runs the pipeline's handlers in-process) would stop answering, and a Lambda would run
 * into its timeout. So PDFs are read in a child process, the document worker, with a budget:
 *
 * - time: the worker's busy time for one document (open, checks, every page; not the OCR, which
 *   runs in the caller), PDF_TIME_BUDGET_MS; past it the worker is killed;
 * - memory: mupdf's WASM heap may not grow past PDF_WASM_MEMORY_BYTES (V8's heap limit does not
 *   cover WASM memory), and the worker's JS heap is limited to PDF_WORKER_HEAP_MB.
 *
 * HEIC photos are decoded there too (libheif, also synchronous WASM: about 0.1 s per megapixel).
 *
 * A document over budget is the file's fault: UnreadableDocumentError "too complex to read", which
 * keeps the charge. One warm worker is kept between documents, so a text quote pays two IPC round
 * trips, not a process start. The worker is this very module started with QUOTECHECK_DOCUMENT_WORKER
 * set (the TypeScript file through tsx locally, the function's bundle in Lambda).
 */
import { fileURLToPath } from 'node:url';
import { logger } from '../lib/logger.js';
import { BudgetExceeded, RECYCLE_RSS_BYTES, shutdownWorkers, WorkerFailed, workers } from './document-worker-pool.js';
import { serveDocuments } from './document-worker-process.js';
import { WORKER_ENV, type WorkerRequest } from './document-worker-protocol.js';
import type { UnreadableDocumentError } from './document.js';
import { tooComplex } from './errors.js';
import { PDF_TIME_BUDGET_MS, PDF_WASM_MEMORY_BYTES, PDF_WORKER_HEAP_MB } from './limits.js';
import type { PdfMeasurements } from './pdf-limits.js';
import type { AnalyzedPage } from './pdf.js';

/** True inside the document worker process. */
export const isDocumentWorker = process.env[WORKER_ENV] === '1';

/** What a worker runs: this very module (see above). */
const ENTRY = fileURLToPath(import.meta.url);

export interface DocumentBudget {
  timeMs: number;
  wasmBytes: number;
  heapMb: number;
}

/** The budget, with PDF_TIME_BUDGET_MS and PDF_WASM_MEMORY_MB from the environment when set (tests, tuning). */
export function documentBudget(): DocumentBudget {
  const fromEnv = (name: string, fallback: number) => {
    const value = Number(process.env[name]);
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    timeMs: fromEnv('PDF_TIME_BUDGET_MS', PDF_TIME_BUDGET_MS),
    wasmBytes: fromEnv('PDF_WASM_MEMORY_MB', PDF_WASM_MEMORY_BYTES / 1024 / 1024) * 1024 * 1024,
    heapMb: PDF_WORKER_HEAP_MB,
  };
}

/** A PDF opened in the document worker. */
export interface PdfSession {
  pageCount: number;
  measurements: PdfMeasurements;
  /**
   * Reads one page (0-based). Rejects with UnreadableDocumentError when the document is over budget
   * (nothing more can be read), with another error when only this page is damaged.
   */
  analyzePage(index: number): Promise<AnalyzedPage>;
  close(): Promise<void>;
}

/** A worker of the pool for this budget, once one is free. */
async function acquireWorker(budget: DocumentBudget) {
  const pool = workers(budget, ENTRY);
  return { pool, worker: await pool.acquire() };
}

/** A document over its budget, logged with the budget: the file's fault, "too complex to read". */
function overBudget(what: string, error: BudgetExceeded, budget: DocumentBudget): UnreadableDocumentError {
  logger.warn(what, { detail: error.message, budgetMs: budget.timeMs, wasmBytes: budget.wasmBytes });
  return tooComplex(error.message);
}

/**
 * Opens a PDF in a document worker and makes the checks that need no page read (damaged, cut off,
 * password, page count, the limits of pdf-limits.ts). Throws UnreadableDocumentError.
 */
export async function openPdfInWorker(
  bytes: Uint8Array,
  budget: DocumentBudget = documentBudget(),
): Promise<PdfSession> {
  const { pool, worker } = await acquireWorker(budget);
  let remainingMs = budget.timeMs;
  let closed = false;
  const call = async <T>(request: WorkerRequest): Promise<T> => {
    const started = performance.now();
    try {
      return (await worker.call(request, Math.max(1, remainingMs))) as T;
    } catch (error) {
      if (error instanceof BudgetExceeded) {
        closed = true;
        pool.release(worker, false);
        throw overBudget('A document went over its reading budget', error, budget);
      }
      throw error;
    } finally {
      remainingMs -= performance.now() - started;
    }
  };
  let opened: { pageCount: number; measurements: PdfMeasurements };
  try {
    opened = await call({ op: 'open', bytes });
  } catch (error) {
    if (!closed) pool.release(worker, !(error instanceof WorkerFailed));
    throw error;
  }
  return {
    ...opened,
    analyzePage: (index) => {
      if (closed) return Promise.reject(new Error('The document is closed'));
      return call<AnalyzedPage>({ op: 'page', index });
    },
    close: async () => {
      if (closed) return;
      closed = true;
      let reusable = false;
      try {
        const { rss } = (await worker.call({ op: 'close' }, 10_000)) as { rss: number };
        reusable = rss < RECYCLE_RSS_BYTES;
      } catch {
        // a worker that cannot close a document is not kept
      }
      pool.release(worker, reusable);
    },
  };
}

/** A decoded HEIC photo: RGBA, 4 bytes per pixel. */
export interface DecodedHeic {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Decodes a HEIC/HEIF photo's primary image with heic-decode in the document worker, under the
 * same budget. Rejects with UnreadableDocumentError past the budget, with another error when
 * libheif cannot read the file (the caller may try another decoder).
 */
export async function decodeHeicInWorker(
  bytes: Uint8Array,
  budget: DocumentBudget = documentBudget(),
): Promise<DecodedHeic> {
  const { pool, worker } = await acquireWorker(budget);
  try {
    const { rss, ...image } = (await worker.call({ op: 'heic', bytes }, budget.timeMs)) as DecodedHeic & {
      rss: number;
    };
    pool.release(worker, rss < RECYCLE_RSS_BYTES);
    return image;
  } catch (error) {
    pool.release(worker, !(error instanceof BudgetExceeded || error instanceof WorkerFailed));
    if (error instanceof BudgetExceeded) {
      throw overBudget('A photo went over its decoding budget', error, budget);
    }
    throw error;
  }
}

/** Starts a worker ahead of the first document (at a handler's cold start), so that one does not wait for it. */
export function prewarmDocumentWorker(): void {
  if (!isDocumentWorker) workers(documentBudget(), ENTRY).prewarm();
}

/** Stops idle workers (tests and tools that want to exit promptly; idle workers never keep a process alive). */
export function shutdownDocumentWorkers(): void {
  shutdownWorkers();
}

if (isDocumentWorker && process.send) void serveDocuments();
