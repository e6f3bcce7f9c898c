/** What the conversation needs from the outside besides the quote store: where its messages are kept. */
import type { ChatMessage } from '@shared/types.js';
import type { Analyzer } from '../analysis/analyzer.js';
import type { AnalysisEngine } from '../analysis/engine.js';
import type { QuoteStore } from '../quotes/ports.js';

export interface MessageStore {
  /** Appends messages in order (at most 25 at a time). */
  append(quoteId: string, messages: ChatMessage[]): Promise<void>;
  /** The conversation, oldest first. */
  list(quoteId: string, limit?: number): Promise<ChatMessage[]>;
  /** The last `count` messages, oldest first. */
  recent(quoteId: string, count: number): Promise<ChatMessage[]>;
}

/** What the analysis and the chat of a quote need: its store, its messages and the engine that rates and answers. */
export interface ConversationDeps {
  quotes: Pick<QuoteStore, 'update' | 'getText' | 'listByOwner'>;
  messages: MessageStore;
  engine: AnalysisEngine;
}

/** What analyzing a quote needs: its store and messages, and who rates the checklist (no chat answers). */
export type AnalysisDeps = Omit<ConversationDeps, 'engine'> & { engine: Analyzer };
