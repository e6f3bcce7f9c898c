/**
 * The readers beside the offline one, in AWS (ANALYSIS_ENGINE=bedrock with a model configured):
 * Bedrock reads the redacted text through its fields tool, with the photographed or scanned pages the
 * extract step kept painted over where the text was redacted (extraction/page-images.ts); Textract
 * AnalyzeExpense reads the stored upload (not on one machine, where there is no Textract). Null without
 * a model: the offline reader alone decides. Tokens and the list-price cost of each reading are logged
 * (never the text).
 */
import { TextractClient } from '@aws-sdk/client-textract';
import { paintedPageImages, type FramePage, type ModelPageImage } from '../extraction/page-images.js';
import type { FieldReaders, ModelInput } from '../fields/agreement/read-in-agreement.js';
import { getConfig } from '../lib/config.js';
import { logger } from '../lib/logger.js';
import { bedrockDepsFromConfig } from '../services/bedrock/bedrock-client.js';
import { bedrockFieldsReading } from '../services/bedrock/bedrock-fields.js';
import type { BedrockDeps } from '../services/bedrock/converse.js';
import { costOfTokens } from '../services/bedrock/model-prices.js';
import { textractExpenseReading } from '../services/textract/textract-expense.js';
import { uploadsBucket } from '../store/blobs.js';

/** The pages kept for the model, painted over; none when none were kept, or they cannot be read or painted. */
async function pageImages(input: ModelInput, pages: () => Promise<FramePage[]>): Promise<ModelPageImage[]> {
  // Only Textract's boxes can be in a page image's frame (extraction/frame-pages.ts): none is kept otherwise.
  if (input.doc.method !== 'textract') return [];
  try {
    return await paintedPageImages(await pages(), input.doc, input.paint);
  } catch (error) {
    logger.warn('The page images were not made; the model reads the text alone', { error: String(error) });
    return [];
  }
}

/**
 * The readers of one upload: Bedrock on its redacted text and the page images kept for it (`pages`),
 * AnalyzeExpense (when there is Textract) on the object in the bucket.
 */
export function fieldReaders(
  bedrock: BedrockDeps,
  textract: TextractClient | null,
  upload: { bucket: string; key: string; pages: () => Promise<FramePage[]> },
): FieldReaders {
  return {
    async model(input) {
      const images = await pageImages(input, upload.pages);
      const read = await bedrockFieldsReading(bedrock, input.text, images);
      if (read)
        logger.info('Bedrock read the fields', {
          ...read.usage,
          pageImages: images.length,
          costUsd: costOfTokens(bedrock.modelId, read.usage),
        });
      return read?.reading ?? null;
    },
    expense: async () =>
      textract && textractExpenseReading(textract, { S3Object: { Bucket: upload.bucket, Name: upload.key } }),
  };
}

let textract: TextractClient | undefined;

/**
 * The readers of an upload (by its key in the uploads bucket, and its page images kept for the model),
 * or null when the offline reader decides alone.
 */
export function fieldReadersFromConfig():
  ((fileKey: string, pages: () => Promise<FramePage[]>) => FieldReaders) | null {
  const bedrock = bedrockDepsFromConfig();
  if (!bedrock) return null;
  const deps = { ...bedrock, log: (msg: string, extra?: object) => logger.warn(msg, { ...extra }) };
  // On one machine (a Bedrock stand-in, say) there is no Textract: the model and the offline reader decide.
  if (getConfig().localMode)
    return (key, pages) => ({
      ...fieldReaders(deps, new TextractClient({}), { bucket: uploadsBucket(), key, pages }),
      expense: async () => null,
    });
  return (key, pages) =>
    fieldReaders(deps, (textract ??= new TextractClient({})), { bucket: uploadsBucket(), key, pages });
}
