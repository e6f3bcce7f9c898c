/**
 * The chat router's examples: the catalogue's questions (test/chat/questions.json) and their
 * hand-written paraphrases (test/chat/paraphrases.json), split by the domain of each question's public
 * source, so a held-out question and every paraphrase of it come from pages the model never saw; plus
 * examples that are always trained on (the chat's own intents, short wordings per topic, the glossary's
 * term names and the topic buttons).
 */
import { readFileSync } from 'node:fs';
import { GLOSSARY, findTerms } from '../../functions/analysis/chat/glossary.js';
import { INTENTS, buttonFor } from '../../functions/analysis/chat/router-topics.js';
import { TOPIC_ROUTES } from '../../functions/analysis/chat/topic-routes.js';
import { knowledgeExamples } from './chat-knowledge.js';

export interface CatalogueQuestion {
  id: string;
  text: string;
  topic: string;
  source: string;
}

export interface RouterExample {
  text: string;
  /** The catalogue topic, or one of the router's intents. */
  label: string;
  /** The domain of the source, for catalogue questions and their paraphrases. */
  domain: string | null;
  questionId: string | null;
  /** A wording trained on but not scored (test/chat/training-paraphrases.json). */
  unscored?: boolean;
  /** How much the example counts beside the others (default 1). */
  weight?: number;
  /**
   * One of the router's own short wordings of a topic or intent (paraphrases.json `topics`, `intents`):
   * cross-validated with the catalogue's questions, so the thresholds also suit short typed questions.
   */
  wording?: boolean;
}

const read = (file: string) => JSON.parse(readFileSync(new URL(`../chat/${file}`, import.meta.url), 'utf8'));

export const CATALOGUE = read('questions.json') as { questions: CatalogueQuestion[] };
export const PARAPHRASES = read('paraphrases.json') as {
  paraphrases: Record<string, string[]>;
  intents: Record<string, string[]>;
  topics: Record<string, string[]>;
};

/** More wordings of training domains' questions, trained on but never scored. */
export const TRAINING_PARAPHRASES = read('training-paraphrases.json') as { paraphrases: Record<string, string[]> };

/** Percentage of source domains held out of training. */
export const HELD_OUT_PERCENT = 18;

function fnv(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function sourceDomain(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/** Whether a source domain is held out: a hash of the domain decides, never the questions. */
export function isHeldOut(domain: string): boolean {
  return fnv(`held-out:${domain}`) % 100 < HELD_OUT_PERCENT;
}

/** Which of `folds` cross-validation folds a training domain belongs to. */
export function foldOf(domain: string, folds: number): number {
  return fnv(`fold:${domain}`) % folds;
}

/** The catalogue's questions and their paraphrases, each with its question's topic and domain. */
export function catalogueExamples(): RouterExample[] {
  return CATALOGUE.questions.flatMap((q) => {
    const domain = sourceDomain(q.source);
    const texts = [q.text, ...(PARAPHRASES.paraphrases[q.id] ?? [])];
    return texts.map((text) => ({ text, label: q.topic, domain, questionId: q.id }));
  });
}

/** The extra wordings of training domains' questions; a held-out domain's question may have none. */
export function trainingParaphrases(): RouterExample[] {
  return Object.entries(TRAINING_PARAPHRASES.paraphrases).flatMap(([id, texts]) => {
    const q = CATALOGUE.questions.find((c) => c.id === id);
    if (!q) throw new Error(`training-paraphrases.json: no question ${id}`);
    const domain = sourceDomain(q.source);
    if (isHeldOut(domain)) throw new Error(`training-paraphrases.json: ${id} is of a held-out domain`);
    return texts.map((text) => ({ text, label: q.topic, domain, questionId: id, unscored: true }));
  });
}

let named: { topic: string; terms: Set<string> }[] | undefined;
/** The glossary terms each training domain's catalogue question names, read once. */
function namedByTrainingQuestions() {
  named ??= CATALOGUE.questions
    .filter((c) => !isHeldOut(sourceDomain(c.source)))
    .map((q) => ({ topic: q.topic, terms: new Set(findTerms(q.text).map((h) => h.term.id)) }));
  return named;
}

/**
 * The topic a glossary term's name is filed under: the one whose catalogue questions (of the training
 * domains) name the term most often, else the first topic it answers.
 */
function termTopic(termId: string): string | undefined {
  const counts = new Map<string, number>();
  for (const q of namedByTrainingQuestions())
    if (q.terms.has(termId)) counts.set(q.topic, (counts.get(q.topic) ?? 0) + 1);
  const listed = Object.keys(TOPIC_ROUTES).filter((t) => TOPIC_ROUTES[t]!.terms.includes(termId));
  return [...counts].filter(([t]) => listed.includes(t)).sort((a, b) => b[1] - a[1])[0]?.[0] ?? listed[0];
}

/** How much a sentence of the chat's own knowledge counts (chosen by grouped cross-validation). */
const KNOWLEDGE_WEIGHT = 2;

/** Examples that are not catalogue questions: intents, short topic wordings, glossary term names, buttons. */
export function ownExamples(): RouterExample[] {
  const out: RouterExample[] = [];
  const add = (text: string, label: string, wording = false) =>
    out.push({ text, label, domain: null, questionId: null, ...(wording && { wording }) });
  for (const [intent, texts] of Object.entries(PARAPHRASES.intents)) for (const t of texts) add(t, intent, true);
  for (const [topic, texts] of Object.entries(PARAPHRASES.topics)) for (const t of texts) add(t, topic, true);
  for (const label of [...Object.keys(TOPIC_ROUTES), ...Object.keys(INTENTS)]) {
    const button = buttonFor(label);
    if (button) add(button, label);
  }
  for (const term of GLOSSARY.terms) {
    const topic = termTopic(term.id);
    if (!topic) continue;
    const name = term.term.replace(/\s*\(.*\)$/, '');
    for (const t of [name, `What is ${name}?`, `what does ${name.toLowerCase()} mean`]) add(t, topic);
  }
  for (const [text, label] of knowledgeExamples(termTopic))
    out.push({ text, label, domain: null, questionId: null, weight: KNOWLEDGE_WEIGHT });
  return out;
}

/** Every example, split: the held-out domains' questions and paraphrases, and what training may see. */
export function routerSplit(): { train: RouterExample[]; heldOut: RouterExample[] } {
  const catalogue = catalogueExamples();
  const heldOut = catalogue.filter((e) => isHeldOut(e.domain!));
  const train = [...catalogue.filter((e) => !isHeldOut(e.domain!)), ...trainingParaphrases(), ...ownExamples()];
  return { train, heldOut };
}
