/**
 * The documents of a blind round that must be refused (test/fixtures/other-documents-next.ts, when it is
 * there): each layout's first two documents, as a text PDF and as a phone photo, read in-process. A
 * document is refused as its truth says when the message is the one the truth's type gets.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { assertSupportedQuote } from '../../functions/quotes/quote-type-rules.js';
import { analyzeBytes } from '../../local/analyze-file.js';
import type { OtherLayout, OtherTruth } from '../fixtures/other-documents/index.js';
import { Random } from '../fixtures/random.js';
import { htmlToPdf, pdfToPhoto } from '../fixtures/render.js';
import { readDocument } from './documents.js';
import { storedText } from './field-accuracy.js';
import type { OthersRecord } from './held-out.js';

const NEXT = fileURLToPath(new URL('../fixtures/other-documents-next.ts', import.meta.url));
const DOCUMENTS_PER_LAYOUT = 2;

/** The message a document of this truth must be refused with. */
export function refusalFor(truth: OtherTruth): string {
  try {
    assertSupportedQuote({ isQuote: truth.isQuote, quoteType: truth.quoteType });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`a ${truth.quoteType} document is not refused`);
}

export async function scoreOthers(cacheDir = '.bench-cache'): Promise<Record<string, OthersRecord>> {
  if (!existsSync(NEXT)) return {};
  const { NEXT_OTHER_LAYOUTS } = (await import(pathToFileURL(NEXT).href)) as { NEXT_OTHER_LAYOUTS: OtherLayout[] };
  const out: Record<string, OthersRecord> = {};
  for (const layout of NEXT_OTHER_LAYOUTS) {
    const record: OthersRecord = { docs: 0, refused: 0, refusedAsTruth: 0, leaks: 0 };
    for (let index = 0; index < DOCUMENTS_PER_LAYOUT; index++) {
      const random = new Random(`${layout.name}#${index}`);
      const doc = layout.build(random, index);
      const pdf = htmlToPdf(doc.html);
      const photo = await pdfToPhoto(pdf, random, { difficulty: random.between(0.2, 0.7) });
      for (const [bytes, file] of [
        [pdf, `${layout.name}-${index + 1}.pdf`],
        [photo, `${layout.name}-${index + 1}-photo.jpg`],
      ] as const) {
        const result = await analyzeBytes(bytes, file, (b) => readDocument(b, cacheDir));
        const stored = storedText(result).toLowerCase();
        record.docs++;
        if (result.error !== null) record.refused++;
        if (result.error === refusalFor(doc.truth)) record.refusedAsTruth++;
        record.leaks += doc.truth.pii.filter((p) => stored.includes(p.toLowerCase())).length;
      }
    }
    out[layout.name] = record;
  }
  return out;
}
