/**
 * Router examples drawn from what the chat already knows rather than from the catalogue: each
 * glossary term's explanation, sentence by sentence, under the topic its name is filed under; the
 * checklist's questions for the homeowner and for the contractor, under the topic of their item or of
 * the terms they name; the checklist items' titles. They teach the model the words of each topic
 * beyond the wordings of the catalogue's sources.
 */
import { readFileSync } from 'node:fs';
import { CATEGORIES, type CategoryShortId } from '@shared/checklist.js';
import { GLOSSARY } from '../../functions/analysis/chat/glossary.js';

/** The topic that answers a checklist item by default (topic-routes.json). */
export const CATEGORY_TOPIC: Record<CategoryShortId, string> = {
  pricing: 'price',
  hurricane: 'hurricane_impact',
  energy: 'energy_glass',
  warranty: 'warranty',
  materials: 'frame_material',
  removal: 'removal_disposal',
  repairs: 'repairs_rot',
  permits: 'permits',
  finish: 'finish_trim',
  payment: 'deposit_payment',
};

/** The topic of each of the rubric's questions for the contractor, in their order. */
const CONTRACTOR_QUESTION_TOPICS = [
  'other', // license and insurance
  'brand_series',
  'energy_glass',
  'hurricane_impact',
  'install_method',
  'finish_trim',
  'repairs_rot',
  'permits',
  'lead_safety',
  'warranty',
  'warranty',
  'other', // who installs
  'deposit_payment',
  'deposit_payment',
  'timing_lead_time',
  'permits',
  'price',
  'financing',
  'other', // references
  'sales_pressure_cancel',
];

/** Homeowner questions of an item that belong to another topic than the item's (by "item:index"). */
const QUESTION_TOPICS: Record<string, string> = {
  'energy:3': 'tax_credit_rebates',
  'materials:0': 'brand_series',
  'removal:0': 'lead_safety',
  'payment:2': 'sales_pressure_cancel',
  'payment:3': 'financing',
};

const RUBRIC = JSON.parse(
  readFileSync(new URL('../../functions/analysis/knowledge/rubric.json', import.meta.url), 'utf8'),
) as { questions: Record<string, string[]>; contractorQuestions: string[] };

/** Plain sentences of a text: markdown, placeholders and parenthesised asides away. */
export function sentencesOf(text: string): string[] {
  const plain = text
    .replace(/\*\*|__|`/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\s+/g, ' ');
  return plain
    .split(/(?<=[.?!])\s+(?=[A-Z(])/)
    .map((s) => s.trim())
    .filter((s) => s.split(' ').length >= 4);
}

/** `termTopic`: the topic a glossary term is filed under (chat-examples.ts). */
export function knowledgeExamples(termTopic: (termId: string) => string | undefined): [string, string][] {
  const out: [string, string][] = [];
  for (const term of GLOSSARY.terms) {
    const topic = termTopic(term.id);
    if (topic) for (const s of sentencesOf(term.text)) out.push([s, topic]);
  }
  for (const [category, questions] of Object.entries(RUBRIC.questions)) {
    questions.forEach((q, i) => {
      const topic = QUESTION_TOPICS[`${category}:${i}`] ?? CATEGORY_TOPIC[category as CategoryShortId];
      for (const s of sentencesOf(q)) out.push([s, topic]);
    });
  }
  if (RUBRIC.contractorQuestions.length !== CONTRACTOR_QUESTION_TOPICS.length)
    throw new Error("the rubric's questions for the contractor changed: file each under its topic");
  RUBRIC.contractorQuestions.forEach((q, i) => out.push([q, CONTRACTOR_QUESTION_TOPICS[i]!]));
  for (const c of CATEGORIES) out.push([c.title, CATEGORY_TOPIC[c.short]]);
  return out;
}
