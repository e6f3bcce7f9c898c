import type { ConversationDeps } from '../conversation/ports.js';
import { dynamoMessageStore } from '../store/messages.js';
import { dynamoQuoteStore } from '../store/quotes.js';
import { analysisEngine } from './analysis-engine.js';

/** The analysis and the chat wired to DynamoDB and the configured analysis engine. */
export function conversationDeps(): ConversationDeps {
  return { quotes: dynamoQuoteStore, messages: dynamoMessageStore, engine: analysisEngine() };
}
