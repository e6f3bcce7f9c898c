import { CATEGORIES, findCategory, type CategoryShortId } from '@shared/checklist';
import type { ChatMessage } from '@shared/types';

/** How long a category shows as re-analyzing after the chat says so (spec section 4). */
export const REANALYZING_INDICATOR_MS = 10_000;

export interface ReanalyzingNotice {
  messageId: string;
  /** Short category ids ('pricing'), in the order the message names them. */
  categories: CategoryShortId[];
  /** The message's time (ISO). */
  at: string;
}

const PHRASE = /Re-analyzing\s+(.+?)\s+based on/g;

/** A field named in the phrase: a short id, a long id or a title, maybe in bold. */
export function categoryOf(field: string): CategoryShortId | undefined {
  const name = field.replace(/\*\*/g, '').trim();
  const byId = findCategory(name) ?? findCategory(name.toLowerCase());
  if (byId) return byId.short;
  return CATEGORIES.find((c) => c.title.toLowerCase() === name.toLowerCase())?.short;
}

/** The categories each assistant message says it is re-analyzing ('Re-analyzing {field} based on'). */
export function reanalyzingNotices(messages: readonly ChatMessage[]): ReanalyzingNotice[] {
  const notices: ReanalyzingNotice[] = [];
  for (const message of messages) {
    if (message.role !== 'assistant') continue;
    const categories: CategoryShortId[] = [];
    for (const match of message.content.matchAll(PHRASE)) {
      const category = categoryOf(match[1]!);
      if (category && !categories.includes(category)) categories.push(category);
    }
    if (categories.length) notices.push({ messageId: message.id, categories, at: message.createdAt });
  }
  return notices;
}

/** Whether a notice from `at` still shows its spinner at `now`. */
export function isStillReanalyzing(at: string, now: number = Date.now()): boolean {
  const time = Date.parse(at);
  return Number.isFinite(time) && now - time < REANALYZING_INDICATOR_MS;
}
