/**
 * What the chat's question router can decide a message is about, and which answer each decision gets:
 * the catalogue's topics (their answers in topic-routes.json), and the chat's own intents (the score, what
 * hurts it, what to ask the contractor, small talk, help, unrelated requests).
 */
import type { CategoryShortId } from '@shared/checklist.js';
import { TOPIC_ROUTES } from './topic-routes.js';
import { countryTopicAspects, type CountryAspect } from './other-country.js';

/** The chat's own intents, answered without a topic, and the answer topics that answer each. */
export const INTENTS: Record<string, { answers: string[]; button?: string }> = {
  score: { answers: ['score'], button: 'Should I sign this quote?' },
  score_drivers: { answers: ['score_drivers'], button: 'Which item hurts my score most?' },
  ask_contractor: { answers: ['ask_contractor'], button: 'What should I ask the contractor?' },
  greeting: { answers: ['greeting'] },
  thanks: { answers: ['thanks'] },
  farewell: { answers: ['greeting'] },
  help: { answers: ['help'] },
  off_topic: { answers: ['off_topic'] },
};

/** Every label the router can give a message: the topics, then the intents. */
export const ROUTER_LABELS = [...Object.keys(TOPIC_ROUTES), ...Object.keys(INTENTS)];

/** The labels a country's pointers answer (other-country.ts), by what the question asked of its rules. */
const COUNTRY_ASPECT_LABELS: Record<CountryAspect, string[]> = {
  permission: ['permits'],
  grants: ['tax_credit_rebates', 'financing'],
  cancellation: ['sales_pressure_cancel'],
  rules: ['deposit_payment', 'lead_safety', 'hurricane_impact', 'permits', 'insurance'],
};

/** Whether an answer (its `topic`: "price", "category:warranty", "glossary:shgc+noa"…) answers a label. */
export function answersLabel(answerTopic: string, label: string): boolean {
  const intent = INTENTS[label];
  if (intent) return intent.answers.includes(answerTopic);
  const route = TOPIC_ROUTES[label];
  if (!route) return false;
  const [kind, id = ''] = answerTopic.split(':');
  if (kind === 'glossary') return id.split('+').some((term) => route.terms.includes(term));
  if (kind === 'category') return route.categories.includes(id as CategoryShortId);
  if (kind === 'price') return route.categories.includes('pricing');
  if (kind === 'country') return countryTopicAspects(answerTopic).some((a) => COUNTRY_ASPECT_LABELS[a].includes(label));
  return label === 'other' && kind === 'ask_contractor';
}

/** The button that asks about a label, if it has one. */
export function buttonFor(label: string): string | undefined {
  return TOPIC_ROUTES[label]?.button ?? INTENTS[label]?.button;
}
