/**
 * The readers beside the offline one, in AWS (ANALYSIS_ENGINE=bedrock with a model configured):
 * Bedrock reads the redacted text through its fields tool, with the photographed page painted over
 * where the text was redacted (when the boxes fit the photo: extraction/page-images.ts); Textract
 * AnalyzeExpense reads the stored upload (not on one machine, where there is no Textract). Null without
 * a model: the offline reader alone decides. Tokens and the list-price cost of each reading are logged
 * (never the text).
 */
import { TextractClient } from '@aws-sdk/client-textract';
import { redactedPageImages, type ModelPageImage } from '../extraction/page-images.js';
import type { FieldReaders, ModelInput } from '../fields/agreement/read-in-agreement.js';
import { getConfig } from '../lib/config.js';
import { logger } from '../lib/logger.js';
import { bedrockDepsFromConfig } from '../services/bedrock/bedrock-client.js';
import { bedrockFieldsReading } from '../services/bedrock/bedrock-fields.js';
import type { BedrockDeps } from '../services/bedrock/converse.js';
import { costOfTokens } from '../services/bedrock/model-prices.js';
import { textractExpenseReading } from '../services/textract/textract-expense.js';
import { getObjectBytes, uploadsBucket } from '../store/blobs.js';

type ReadUpload = (key: string) => Promise<Uint8Array | undefined>;

/** The photographed page, painted over; none when the boxes do not fit the upload, or the image cannot be made. */
async function pageImages(input: ModelInput, key: string, readUpload: ReadUpload): Promise<ModelPageImage[]> {
  // Only Textract's boxes can be in the stored photo's frame: nothing to fetch otherwise.
  if (input.doc.method !== 'textract') return [];
  try {
    const upload = await readUpload(key);
    return upload ? await redactedPageImages(upload, input.doc, input.paint) : [];
  } catch (error) {
    logger.warn('The page image was not made; the model reads the text alone', { error: String(error) });
    return [];
  }
}

/** The readers of one upload: Bedrock on its redacted text, AnalyzeExpense (when there is Textract) on the object in the bucket. */
export function fieldReaders(
  bedrock: BedrockDeps,
  textract: TextractClient | null,
  upload: { bucket: string; key: string },
  readUpload: ReadUpload = getObjectBytes,
): FieldReaders {
  return {
    async model(input) {
      const images = await pageImages(input, upload.key, readUpload);
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

/** The readers of an upload (by its key in the uploads bucket), or null when the offline reader decides alone. */
export function fieldReadersFromConfig(): ((fileKey: string) => FieldReaders) | null {
  const bedrock = bedrockDepsFromConfig();
  if (!bedrock) return null;
  const deps = { ...bedrock, log: (msg: string, extra?: object) => logger.warn(msg, { ...extra }) };
  // On one machine (a Bedrock stand-in, say) there is no Textract: the model and the offline reader decide.
  if (getConfig().localMode)
    return (key) => ({
      ...fieldReaders(deps, new TextractClient({}), { bucket: uploadsBucket(), key }),
      expense: async () => null,
    });
  return (key) => fieldReaders(deps, (textract ??= new TextractClient({})), { bucket: uploadsBucket(), key });
}
