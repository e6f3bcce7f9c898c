/**
 * The document classifier's corpus: the training quotes of every fixture layout (test/train/corpus.ts)
 * and the other-trade and non-quote documents of test/fixtures/other-documents, each read into a
 * document model through the same cache, with the class it must be given and its layout (the group
 * every split keeps together).
 */
import type { DocumentModel } from '../../functions/document/model.js';
import { readDocument } from '../bench/documents.js';
import { kindsOf, OTHER_LAYOUTS } from '../fixtures/other-documents/index.js';
import { Random } from '../fixtures/random.js';
import { htmlToPdf } from '../fixtures/render.js';
import { TRAIN_CACHE, trainingCorpus } from './corpus.js';

export interface DoctypeDocument {
  layout: string;
  seed: string;
  /** One of DOCTYPE_CLASSES. */
  label: string;
  model: DocumentModel;
}

/** Other trades with no message of their own are one class. */
function classOf(truth: { kind: string; trade: string | null }): string {
  if (truth.kind === 'not-quote') return 'not_quote';
  return truth.trade === 'roofing' || truth.trade === 'hvac' || truth.trade === 'plumbing'
    ? truth.trade
    : 'other_trade';
}

export async function* otherDocuments(passes: number): AsyncGenerator<DoctypeDocument> {
  for (const layout of OTHER_LAYOUTS) {
    const n = Math.max(kindsOf(layout) * passes, 10);
    for (let index = 0; index < n; index++) {
      const seed = `${layout.name}#train-${index}`;
      const doc = layout.build(new Random(seed), index);
      const model = await readDocument(htmlToPdf(doc.html), TRAIN_CACHE);
      yield { layout: layout.name, seed, label: classOf(doc.truth), model };
    }
  }
}

export async function* doctypeCorpus(options: {
  perLayout: number;
  otherPasses: number;
}): AsyncGenerator<DoctypeDocument> {
  for await (const d of trainingCorpus({ perLayout: options.perLayout }))
    yield { layout: d.layout, seed: d.seed, label: d.truth.quoteType, model: d.model };
  yield* otherDocuments(options.otherPasses);
}
