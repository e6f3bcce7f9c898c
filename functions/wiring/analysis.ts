import type { AnalysisDeps } from '../conversation/ports.js';
import { dynamoMessageStore } from '../store/messages.js';
import { dynamoQuoteStore } from '../store/quotes.js';
import { checklistAnalyzer } from './analyzer.js';

/** The analysis of a quote (the pipeline's analyze step) wired to DynamoDB and the configured analyzer, without the chat. */
export function analysisDeps(): AnalysisDeps {
  return { quotes: dynamoQuoteStore, messages: dynamoMessageStore, engine: checklistAnalyzer() };
}
