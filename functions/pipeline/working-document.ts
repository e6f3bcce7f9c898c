import type { DocumentModel } from '../document/model.js';
import type { FramePage } from '../extraction/page-images.js';
import type { QuoteRecord } from '../quotes/quote-record.js';
import { blobKeys, deleteObject, getObjectBytes, putObject } from '../store/blobs.js';

/**
 * What the steps hand each other through the private bucket's uploads/tmp/ prefix (it expires there
 * after a day; it is deleted when the pipeline is done): the raw extraction, personal information
 * included, the scope the fields step read from it for the scope step to publish, and with Bedrock the
 * page images the fields step paints over for the model.
 */
const GONE = 'The extracted text is no longer available; retry processing from the start.';

export type WorkingScope = Pick<QuoteRecord, 'scope' | 'scopeOfWork'>;

async function readJson<T>(key: string): Promise<T> {
  const bytes = await getObjectBytes(key);
  if (!bytes) throw new Error(GONE);
  return JSON.parse(Buffer.from(bytes).toString('utf8')) as T;
}

export async function saveWorkingDocument(quoteId: string, doc: DocumentModel): Promise<void> {
  await putObject(blobKeys.workingDocument(quoteId), JSON.stringify(doc), 'application/json');
}

export const readWorkingDocument = (quoteId: string) => readJson<DocumentModel>(blobKeys.workingDocument(quoteId));

export async function saveWorkingScope(quoteId: string, scope: WorkingScope): Promise<void> {
  await putObject(blobKeys.workingScope(quoteId), JSON.stringify(scope), 'application/json');
}

export const readWorkingScope = (quoteId: string) => readJson<WorkingScope>(blobKeys.workingScope(quoteId));

export async function saveWorkingPages(quoteId: string, pages: FramePage[]): Promise<void> {
  const stored = pages.map((p) => ({ page: p.page, png: Buffer.from(p.png).toString('base64') }));
  await putObject(blobKeys.workingPages(quoteId), JSON.stringify(stored), 'application/json');
}

/** The page images kept for the model; none when there are none (or they are gone). */
export async function readWorkingPages(quoteId: string): Promise<FramePage[]> {
  const bytes = await getObjectBytes(blobKeys.workingPages(quoteId));
  if (!bytes) return [];
  const stored = JSON.parse(Buffer.from(bytes).toString('utf8')) as { page: number; png: string }[];
  return stored.map((p) => ({ page: p.page, png: new Uint8Array(Buffer.from(p.png, 'base64')) }));
}

export async function deleteWorkingFiles(quoteId: string): Promise<void> {
  await Promise.all(
    [blobKeys.workingDocument, blobKeys.workingScope, blobKeys.workingPages].map((key) => deleteObject(key(quoteId))),
  );
}
