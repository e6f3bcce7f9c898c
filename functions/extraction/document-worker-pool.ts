/**
 * The caller's side of the document workers: one child process per worker, a request at a time with a
 * time limit, and a pool that keeps one warm worker between documents and starts a fresh one when a
 * worker died, grew too large or read enough documents.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { WASM_LIMIT_ENV, WORKER_ENV, type WorkerReply, type WorkerRequest } from './document-worker-protocol.js';
import type { DocumentBudget } from './document-worker.js';
import { UnreadableDocumentError } from './document.js';

/** Concurrent documents: each in its own worker (mupdf is single-threaded). More wait their turn. */
const MAX_WORKERS = 2;

/** How long a worker may take to start (tsx compiles the TypeScript on a cold cache). Not the file's fault. */
const START_TIMEOUT_MS = 60_000;

/** A worker that has grown past this is not kept for the next document. */
export const RECYCLE_RSS_BYTES = 512 * 1024 * 1024;

const RECYCLE_AFTER_DOCUMENTS = 100;

/** The document used more than its budget; the worker was stopped. */
export class BudgetExceeded extends Error {}

/** The worker could not do the work for a reason of its own (it did not start, or failed strangely). */
export class WorkerFailed extends Error {}

class DocumentWorker {
  readonly ready: Promise<void>;
  documents = 0;
  private readonly child: ChildProcess;
  private started = false;
  private exited = false;
  private pending?: { resolve: (value: unknown) => void; reject: (error: Error) => void; timer?: NodeJS.Timeout };

  /** `entry` is the module the worker runs: the TypeScript file locally, the function's bundle in Lambda. */
  constructor(budget: DocumentBudget, entry: string) {
    const execArgv = [`--max-old-space-size=${budget.heapMb}`];
    // Locally the worker is a TypeScript file, run like the server with tsx; in Lambda it is the bundle.
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

  constructor(
    private readonly budget: DocumentBudget,
    private readonly entry: string,
  ) {}

  async acquire(): Promise<DocumentWorker> {
    while (this.busy >= MAX_WORKERS) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.busy++;
    try {
      // The spare may have died meanwhile or failed to start: then one fresh worker.
      let worker = this.spare.pop();
      while (worker && !worker.alive) worker = this.spare.pop();
      for (let attempt = 0; ; attempt++) {
        worker ??= new DocumentWorker(this.budget, this.entry);
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
    if (this.spare.length === 0 && this.busy === 0) this.spare.push(new DocumentWorker(this.budget, this.entry));
  }

  shutdown(): void {
    for (const worker of this.spare.splice(0)) worker.kill();
  }
}

let pool: WorkerPool | undefined;
let poolBudget = '';

/** The pool of workers that run `entry` with this budget. */
export function workers(budget: DocumentBudget, entry: string): WorkerPool {
  // Workers are started with their memory limits, so a different budget needs other workers.
  const key = `${budget.wasmBytes}/${budget.heapMb}`;
  if (!pool || key !== poolBudget) {
    pool?.shutdown();
    pool = new WorkerPool(budget, entry);
    poolBudget = key;
  }
  return pool;
}

/** Stops the idle workers. */
export function shutdownWorkers(): void {
  pool?.shutdown();
}
