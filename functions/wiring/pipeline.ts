import type { QuoteDeps } from '../quotes/ports.js';
import { dynamoChargeLedger } from '../store/charges.js';
import { dynamoQuoteStore } from '../store/quotes.js';

/** What the pipeline's steps and its catch-all write through: the quote store and the ledger, in DynamoDB. */
export function pipelineDeps(): Pick<QuoteDeps, 'quotes' | 'charges' | 'now'> {
  return { quotes: dynamoQuoteStore, charges: dynamoChargeLedger, now: () => new Date() };
}
