/**
 * The readers beside the offline one, in AWS (ANALYSIS_ENGINE=bedrock with a model configured):
 * Bedrock reads the redacted text through its fields tool, Textract AnalyzeExpense reads the stored
 * upload (not on one machine, where there is no Textract). Null without a model: the offline reader
 * alone decides. Tokens and the list-price cost of each
 * reading are logged (never the text).
 */
import { TextractClient } from '@aws-sdk/client-textract';
import type { FieldReaders } from '../fields/agreement/read-in-agreement.js';
import { getConfig } from '../lib/config.js';
import { logger } from '../lib/logger.js';
import { bedrockDepsFromConfig } from '../services/bedrock/bedrock-client.js';
import { bedrockFieldsReading } from '../services/bedrock/bedrock-fields.js';
import type { BedrockDeps } from '../services/bedrock/converse.js';
import { costOfTokens } from '../services/bedrock/model-prices.js';
import { textractExpenseReading } from '../services/textract/textract-expense.js';
import { uploadsBucket } from '../store/blobs.js';

/** The readers of one upload: Bedrock on its redacted text, AnalyzeExpense (when there is Textract) on the object in the bucket. */
export function fieldReaders(
  bedrock: BedrockDeps,
  textract: TextractClient | null,
  upload: { bucket: string; key: string },
): FieldReaders {
  return {
    async model(text) {
      const read = await bedrockFieldsReading(bedrock, text);
      if (read)
        logger.info('Bedrock read the fields', { ...read.usage, costUsd: costOfTokens(bedrock.modelId, read.usage) });
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
