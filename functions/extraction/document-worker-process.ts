/**
 * The worker's side: inside the child process, documents are opened and read with mupdf (and HEIC photos
 * decoded) under a cap on WebAssembly memory, and every failure is reported back as what it is.
 */
import { WASM_LIMIT_ENV, type WorkerReply, type WorkerRequest } from './document-worker-protocol.js';
import { UnreadableDocumentError } from './document.js';
import { PDF_WASM_MEMORY_BYTES } from './limits.js';

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

/** Serves the caller's requests, one at a time, until the caller goes away. */
export async function serveDocuments(): Promise<void> {
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
