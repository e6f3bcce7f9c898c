/** What the document worker and its caller say to each other: the requests, the replies, and the environment a worker starts with. */

export const WORKER_ENV = 'QUOTECHECK_DOCUMENT_WORKER';

export const WASM_LIMIT_ENV = 'QUOTECHECK_DOCUMENT_WORKER_WASM_BYTES';

export type WorkerRequest =
  | { op: 'open'; bytes: Uint8Array }
  | { op: 'page'; index: number }
  | { op: 'close' }
  | { op: 'heic'; bytes: Uint8Array };

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'result'; value: unknown }
  | { type: 'error'; kind: 'unreadable' | 'failed' | 'memory'; message: string; detail?: string };
