import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { logger } from '../lib/logger.js';
import { UnreadableDocumentError } from './document.js';
import { tooComplex } from './errors.js';
import { PDF_TIME_BUDGET_MS, PDF_WASM_MEMORY_BYTES, PDF_WORKER_HEAP_MB } from './limits.js';
import type { PdfMeasurements } from './pdf-limits.js';
import type { AnalyzedPage } from './pdf.js';

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

const WORKER_ENV = 'QUOTECHECK_DOCUMENT_WORKER';
const WASM_LIMIT_ENV = 'QUOTECHECK_DOCUMENT_WORKER_WASM_BYTES';

/** True inside the document worker process. */
export const isDocumentWorker = process.env[WORKER_ENV] === '1';

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

/** Concurrent documents: each in its own worker (mupdf is single-threaded). More wait their turn. */
const MAX_WORKERS = 2;
/** How long a worker may take to start (tsx compiles the TypeScript on a cold cache). Not the file's fault. */
const START_TIMEOUT_MS = 60_000;
/** A worker that has grown past this is not kept for the next document. */
const RECYCLE_RSS_BYTES = 512 * 1024 * 1024;
const RECYCLE_AFTER_DOCUMENTS = 100;

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

/**
 * Opens a PDF in a document worker and makes the checks that need no page read (damaged, cut off,
 * password, page count, the limits of pdf-limits.ts). Throws UnreadableDocumentError.
 */
export async function openPdfInWorker(
  bytes: Uint8Array,
  budget: DocumentBudget = documentBudget(),
): Promise<PdfSession> {
  const pool = workers(budget);
  const worker = await pool.acquire();
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
        logger.warn('A document went over its reading budget', {
          detail: error.message,
          budgetMs: budget.timeMs,
          wasmBytes: budget.wasmBytes,
        });
        throw tooComplex(error.message);
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
  const pool = workers(budget);
  const worker = await pool.acquire();
  try {
    const { rss, ...image } = (await worker.call({ op: 'heic', bytes }, budget.timeMs)) as DecodedHeic & {
      rss: number;
    };
    pool.release(worker, rss < RECYCLE_RSS_BYTES);
    return image;
  } catch (error) {
    pool.release(worker, !(error instanceof BudgetExceeded || error instanceof WorkerFailed));
    if (error instanceof BudgetExceeded) {
      logger.warn('A photo went over its decoding budget', {
        detail: error.message,
        budgetMs: budget.timeMs,
        wasmBytes: budget.wasmBytes,
      });
      throw tooComplex(error.message);
    }
    throw error;
  }
}

/** Starts a worker ahead of the first document (at a handler's cold start), so that one does not wait for it. */
export function prewarmDocumentWorker(): void {
  if (!isDocumentWorker) workers(documentBudget()).prewarm();
}

/** Stops idle workers (tests and tools that want to exit promptly; idle workers never keep a process alive). */
export function shutdownDocumentWorkers(): void {
  pool?.shutdown();
}

// ---------------------------------------------------------------------------------------------
// Caller side: the workers and their pool.

type WorkerRequest =
  | { op: 'open'; bytes: Uint8Array }
  | { op: 'page'; index: number }
  | { op: 'close' }
  | { op: 'heic'; bytes: Uint8Array };

type WorkerReply =
  | { type: 'ready' }
  | { type: 'result'; value: unknown }
  | { type: 'error'; kind: 'unreadable' | 'failed' | 'memory'; message: string; detail?: string };

/** The document used more than its budget; the worker was stopped. */
class BudgetExceeded extends Error {}

/** The worker could not do the work for a reason of its own (it did not start, or failed strangely). */
class WorkerFailed extends Error {}

class DocumentWorker {
  readonly ready: Promise<void>;
  documents = 0;
  private readonly child: ChildProcess;
  private started = false;
  private exited = false;
  private pending?: { resolve: (value: unknown) => void; reject: (error: Error) => void; timer?: NodeJS.Timeout };

  constructor(budget: DocumentBudget) {
    const entry = fileURLToPath(import.meta.url);
    const execArgv = [`--max-old-space-size=${budget.heapMb}`];
    // Locally the worker is this TypeScript file, run like the server with tsx; in Lambda it is the bundle.
    if (entry.endsWith('.ts'))
      execArgv.push('--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href);
    this.child = fork(entry, [], {
      execArgv,
      env: { ...process.env, [WORKER_ENV]: '1', [WASM_LIMIT_ENV]: String(budget.wasmBytes) },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.settle(new WorkerFailed('The document worker did not start in time'));
        this.kill();
      }, START_TIMEOUT_MS);
      timer.unref();
      this.pending = { resolve: () => resolve(), reject, timer };
    });
    this.ready.then(() => (this.started = true)).catch(() => {}); // a prewarmed worker may fail with nobody waiting yet
    this.child.on('message', (reply: WorkerReply) => this.onReply(reply));
    this.child.on('error', (error) => this.settle(new WorkerFailed(`The document worker failed: ${error.message}`)));
    this.child.on('exit', (code, signal) => {
      this.exited = true;
      // A worker that dies in the middle of a document (V8 heap limit, killed by the system for its
      // memory) died of that document; one that dies starting up did not.
      const how = signal ? `signal ${signal}` : `exit code ${code}`;
      this.settle(
        this.started
          ? new BudgetExceeded(`the document worker stopped (${how})`)
          : new WorkerFailed(`The document worker stopped (${how})`),
      );
    });
    this.idle(true);
  }

  get alive(): boolean {
    return !this.exited;
  }

  /** Sends one request; past `timeoutMs` the worker is killed and the call rejects with BudgetExceeded. */
  call(request: WorkerRequest, timeoutMs: number): Promise<unknown> {
    if (this.exited) return Promise.reject(new WorkerFailed('The document worker has stopped'));
    if (this.pending) return Promise.reject(new Error('The document worker is busy'));
    if (request.op === 'open') this.documents++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.settle(
          new BudgetExceeded(`reading took more than the budget of the document (${request.op} still running)`),
        );
        this.kill();
      }, timeoutMs);
      this.pending = { resolve, reject, timer };
      this.child.send({ ...request });
    });
  }

  /** An idle worker keeps neither the event loop nor the process alive. */
  idle(idle: boolean): void {
    const channel = this.child.channel as { ref?: () => void; unref?: () => void } | undefined;
    if (idle) {
      this.child.unref();
      channel?.unref?.();
    } else {
      this.child.ref();
      channel?.ref?.();
    }
  }

  kill(): void {
    if (!this.exited) this.child.kill('SIGKILL');
  }

  private onReply(reply: WorkerReply): void {
    if (reply.type === 'ready') return this.settle(undefined, undefined);
    if (reply.type === 'result') return this.settle(undefined, reply.value);
    if (reply.kind === 'memory') {
      this.kill();
      return this.settle(new BudgetExceeded(`reading needed more than the memory budget (${reply.message})`));
    }
    if (reply.kind === 'unreadable')
      return this.settle(
        new UnreadableDocumentError(reply.message, reply.detail ? { cause: new Error(reply.detail) } : undefined),
      );
    this.settle(new Error(reply.message));
  }

  private settle(error: Error | undefined, value?: unknown): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = undefined;
    clearTimeout(pending.timer);
    if (error) pending.reject(error);
    else pending.resolve(value);
  }
}

class WorkerPool {
  private readonly spare: DocumentWorker[] = [];
  private busy = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly budget: DocumentBudget) {}

  async acquire(): Promise<DocumentWorker> {
    while (this.busy >= MAX_WORKERS) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.busy++;
    try {
      // The spare may have died meanwhile or failed to start: then one fresh worker.
      let worker = this.spare.pop();
      while (worker && !worker.alive) worker = this.spare.pop();
      for (let attempt = 0; ; attempt++) {
        worker ??= new DocumentWorker(this.budget);
        worker.idle(false);
        try {
          await worker.ready;
          return worker;
        } catch (error) {
          worker.kill();
          worker = undefined;
          if (attempt > 0) throw error;
        }
      }
    } catch (error) {
      this.busy--;
      this.waiting.shift()?.();
      throw error;
    }
  }

  /** Back to the pool when it may serve another document, else stopped. */
  release(worker: DocumentWorker, reusable: boolean): void {
    this.busy--;
    if (reusable && worker.alive && worker.documents < RECYCLE_AFTER_DOCUMENTS && this.spare.length === 0) {
      worker.idle(true);
      this.spare.push(worker);
    } else {
      worker.kill();
    }
    this.waiting.shift()?.();
  }

  prewarm(): void {
    if (this.spare.length === 0 && this.busy === 0) this.spare.push(new DocumentWorker(this.budget));
  }

  shutdown(): void {
    for (const worker of this.spare.splice(0)) worker.kill();
  }
}

let pool: WorkerPool | undefined;
let poolBudget = '';

function workers(budget: DocumentBudget): WorkerPool {
  // Workers are started with their memory limits, so a different budget needs other workers.
  const key = `${budget.wasmBytes}/${budget.heapMb}`;
  if (!pool || key !== poolBudget) {
    pool?.shutdown();
    pool = new WorkerPool(budget);
    poolBudget = key;
  }
  return pool;
}

// ---------------------------------------------------------------------------------------------
// Worker side.

/**
 * Caps the growth of WebAssembly memories in this process: mupdf's allocator then fails (mupdf
 * throws "malloc failed") instead of taking the machine's memory. Emscripten retries smaller
 * growths before giving up, so `exceeded` is read only after an operation failed.
 */
function capWasmMemory(maxBytes: number): { exceeded: () => boolean; reset: () => void } {
  const grow = WebAssembly.Memory.prototype.grow;
  let exceeded = false;
  WebAssembly.Memory.prototype.grow = function (this: WebAssembly.Memory, delta: number): number {
    if (this.buffer.byteLength + delta * 65_536 > maxBytes) {
      exceeded = true;
      throw new RangeError('The document worker may not use more memory');
    }
    return grow.call(this, delta);
  };
  return { exceeded: () => exceeded, reset: () => (exceeded = false) };
}

async function serveDocuments(): Promise<void> {
  const memory = capWasmMemory(Number(process.env[WASM_LIMIT_ENV]) || PDF_WASM_MEMORY_BYTES);
  // Ctrl-C reaches the whole process group; the worker ends when its parent does (disconnect), so a
  // document being read is never reported as the file's fault because the server was stopped.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => {});
  process.on('disconnect', () => process.exit(0));
  const { openPdf } = await import('./pdf-pages.js');
  type Opened = ReturnType<typeof openPdf>;
  let current: Opened | undefined;
  const reply = (message: WorkerReply, then: () => void = () => {}) => process.send!(message, then);

  const handle = async (request: WorkerRequest): Promise<unknown> => {
    switch (request.op) {
      case 'open': {
        current?.close();
        current = undefined;
        current = openPdf(request.bytes);
        return { pageCount: current.pageCount, measurements: current.measurements };
      }
      case 'page':
        if (!current) throw new Error('No document is open');
        return current.analyzePage(request.index);
      case 'close':
        current?.close();
        current = undefined;
        return { rss: process.memoryUsage().rss };
      case 'heic': {
        const { default: decode } = await import('heic-decode');
        const { width, height, data } = await decode({ buffer: request.bytes });
        return {
          width,
          height,
          data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
          rss: process.memoryUsage().rss,
        };
      }
    }
  };

  process.on('message', (request: WorkerRequest) => {
    memory.reset();
    handle(request).then(
      (value) => reply({ type: 'result', value }),
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (memory.exceeded()) {
          // The WASM heap is at its cap and never shrinks: report, then leave for a fresh worker.
          reply({ type: 'error', kind: 'memory', message }, () => process.exit(1));
        } else if (error instanceof UnreadableDocumentError) {
          const cause = error.cause instanceof Error ? error.cause.message : undefined;
          reply({ type: 'error', kind: 'unreadable', message, detail: cause });
        } else {
          reply({ type: 'error', kind: 'failed', message });
        }
      },
    );
  });
  reply({ type: 'ready' });
}

if (isDocumentWorker && process.send) void serveDocuments();
