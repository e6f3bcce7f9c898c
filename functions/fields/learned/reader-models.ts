/**
 * Which model files the reader uses: the committed ones (fields.model.json, counts.model.json,
 * doctype.model.json), unless another set is swapped in. Benchmarks swap in models trained without
 * the layouts they measure (a blind round scored by a reader that never saw it), or files made to
 * decide as the rules alone do; the product never swaps.
 */
export const READER_MODELS = ['fields', 'counts', 'doctype'] as const;
export type ReaderModelName = (typeof READER_MODELS)[number];
export type ReaderModelFiles = Partial<Record<ReaderModelName, unknown>>;

let swapped: ReaderModelFiles = {};

/** Uses these model files (parsed JSON, each checked on first use) instead of the committed ones; `{}` restores them. */
export function swapReaderModels(files: ReaderModelFiles): void {
  swapped = { ...files };
}

/** The swapped-in file of a model, or the committed one. */
export function readerModelFile(name: ReaderModelName, committed: unknown): unknown {
  return swapped[name] ?? committed;
}

/** Loads a model file once per file object: a swap needs no cache to be cleared. */
export function loadedOnce<T>(load: (json: unknown) => T): (json: unknown) => T {
  const cache = new WeakMap<object, T>();
  return (json) => {
    let m = cache.get(json as object);
    if (m === undefined) {
      m = load(json);
      cache.set(json as object, m);
    }
    return m;
  };
}
