/**
 * What each of the catalogue's topics (test/chat/questions.json) is answered with (topic-routes.json): the glossary terms
 * and checklist items it covers, and its default answer when the question names none of them.
 */
import type { CategoryShortId } from '@shared/checklist.js';
import data from './topic-routes.json' with { type: 'json' };

/** The answer a topic gets when the question names none of its terms or items. */
export type Fallback =
  /** A term's explanation; with `priceCardWhenAsked`, a question about what it costs still gets the price card. */
  { term: string; priceCardWhenAsked?: boolean } | { category: CategoryShortId } | 'price' | 'ask_contractor';

export interface TopicRoute {
  /** Glossary terms whose explanation answers this topic (glossary.json ids), the commonest first. */
  terms: string[];
  /** Checklist items whose verdict answers it. */
  categories: CategoryShortId[];
  fallback: Fallback;
  /** The quick-question button that asks about it (also trained as one of its wordings); none for "other". */
  button?: string;
}

export const TOPIC_ROUTES = data as Record<string, TopicRoute>;
