import type { DocumentModel } from '../document/model.js';
import type { QuoteRecord } from '../quotes/quote-record.js';
import { blobKeys, deleteObject, getObjectBytes, putObject } from '../store/blobs.js';

/**
 * What the steps hand each other through the private bucket's uploads/tmp/ prefix (it expires there
 * after a day; it is deleted when the pipeline is done): the raw extraction, personal information
 * included, and the scope the fields step read from it for the scope step to publish.
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

export async function deleteWorkingFiles(quoteId: string): Promise<void> {
  await Promise.all([deleteObject(blobKeys.workingDocument(quoteId)), deleteObject(blobKeys.workingScope(quoteId))]);
}
