import type { DocumentModel } from '../document/model.js';
import { blobKeys, deleteObject, getObjectBytes, putObject } from '../store/blobs.js';

/**
 * The raw extraction, personal information included, passed between steps through the private
 * bucket's uploads/tmp/ prefix (it expires there after a day) and deleted when the pipeline is done.
 */
export async function saveWorkingDocument(quoteId: string, doc: DocumentModel): Promise<void> {
  await putObject(blobKeys.workingDocument(quoteId), JSON.stringify(doc), 'application/json');
}

export async function readWorkingDocument(quoteId: string): Promise<DocumentModel> {
  const bytes = await getObjectBytes(blobKeys.workingDocument(quoteId));
  if (!bytes) throw new Error('The extracted text is no longer available; retry processing from the start.');
  return JSON.parse(Buffer.from(bytes).toString('utf8')) as DocumentModel;
}

export async function deleteWorkingDocument(quoteId: string): Promise<void> {
  await deleteObject(blobKeys.workingDocument(quoteId));
}
