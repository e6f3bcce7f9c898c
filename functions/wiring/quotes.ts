/**
 * The quote use cases wired to their adapters: DynamoDB and S3 (functions/store) and the state
 * machine (functions/services/step-functions.ts).
 */
import { FREE_ANALYSES_PER_IP_PER_DAY } from '@shared/rate-limits.js';
import { getConfig } from '../lib/config.js';
import type { QuoteDeps } from '../quotes/ports.js';
import { s3QuoteFiles } from '../store/blobs.js';
import { dynamoChargeLedger } from '../store/charges.js';
import { dynamoQuoteStore } from '../store/quotes.js';
import { stepFunctionsPipeline } from '../services/step-functions.js';

export function quoteDeps(): QuoteDeps {
  return {
    quotes: dynamoQuoteStore,
    charges: dynamoChargeLedger,
    pipeline: stepFunctionsPipeline,
    files: s3QuoteFiles,
    now: () => new Date(),
    freeAnalysesPerIpPerDay: getConfig().rateLimits ? FREE_ANALYSES_PER_IP_PER_DAY : null,
  };
}
