/**
 * The term picker's labels and its measure, shared by its training (chat-terms.ts) and `npm run bench:chat`.
 * A catalogue question is labelled with the first glossary term of its topic that the patterns find in its
 * own text, or "none"; its paraphrases take its label. The picker is measured on the wordings the
 * patterns place in no term of their topic: those the chat would otherwise answer with the topic's card.
 * A pick is right when it is any term of the topic the patterns find in the question's own text: where
 * two terms overlap ("hold back the final payment for the punch list"), either is an answer the patterns
 * would give the question itself.
 */
import { findTerms, GLOSSARY } from '../../functions/analysis/chat/glossary.js';
import { TOPIC_ROUTES } from '../../functions/analysis/chat/topic-routes.js';
import { NO_TERM } from '../../functions/analysis/chat/term-picker.js';
import { CATALOGUE, catalogueExamples, isHeldOut, type RouterExample, trainingParaphrases } from './chat-examples.js';
import { sentencesOf } from './chat-knowledge.js';

export interface TermExample {
  text: string;
  /** The glossary term that answers it, or "none". */
  label: string;
  /** Every term of its topic the patterns find in its question's own text (the label first); [] for "none". */
  named: string[];
  /** The catalogue topic of its question. */
  topic: string;
  domain: string | null;
}

const termsOf = (topic: string) => TOPIC_ROUTES[topic]?.terms ?? [];

/** The terms the patterns find in a question's own text among its topic's terms, in the patterns' order. */
export function patternTerms(text: string, topic: string): string[] {
  return findTerms(text)
    .map((h) => h.term.id)
    .filter((id) => termsOf(topic).includes(id));
}

/** The first term the patterns find in a question's own text among its topic's terms, else "none". */
export function patternTerm(text: string, topic: string): string {
  return patternTerms(text, topic)[0] ?? NO_TERM;
}

const QUESTION_TERMS = new Map(CATALOGUE.questions.map((q) => [q.id, patternTerms(q.text, q.topic)]));

/** Catalogue examples (questions and paraphrases) labelled with their question's term. */
export function termExamples(examples: RouterExample[]): TermExample[] {
  return examples.map((e) => {
    const named = QUESTION_TERMS.get(e.questionId!) ?? [];
    return { text: e.text, label: named[0] ?? NO_TERM, named, topic: e.label, domain: e.domain };
  });
}

/** How much a term's name or a sentence of its explanation counts beside a catalogue question. */
const OWN_WEIGHT = 4;

/**
 * What the term picker is trained on: the training domains' catalogue questions and paraphrases with
 * their question's term (`catalogue`, also its cross-validation rows), and each term's name and the
 * sentences of its explanation.
 */
export function termTrainingSet() {
  const catalogue = termExamples([
    ...catalogueExamples().filter((e) => !isHeldOut(e.domain!)),
    ...trainingParaphrases(),
  ]);
  const own = GLOSSARY.terms.flatMap((t) => {
    const name = t.term.replace(/\s*\(.*\)$/, '');
    return [name, `What is ${name}?`, ...sentencesOf(t.text)].map((text) => ({
      text,
      label: t.id,
      weight: OWN_WEIGHT,
      domain: null,
    }));
  });
  return { catalogue, train: [...catalogue, ...own] };
}

export interface TermRow {
  label: string;
  /** The terms that are right for it (TermExample.named). */
  named: string[];
  top: { id: string; p: number };
}

/** The examples the patterns place in no term of their topic, with the picker's first choice among the topic's terms. */
export function termRows(
  examples: TermExample[],
  rank: (question: string, candidates: string[]) => { id: string; p: number }[],
): TermRow[] {
  return examples.flatMap((e) => {
    const candidates = termsOf(e.topic);
    if (!candidates.length || patternTerm(e.text, e.topic) !== NO_TERM) return [];
    return [{ label: e.label, named: e.named, top: rank(e.text, candidates)[0]! }];
  });
}

/** What the picker does with the rows at a threshold. */
export function termTally(rows: TermRow[], threshold: number) {
  const picked = (r: TermRow) => (r.top.id !== NO_TERM && r.top.p >= threshold ? r.top.id : NO_TERM);
  const named = rows.filter((r) => r.label !== NO_TERM);
  const unnamed = rows.filter((r) => r.label === NO_TERM);
  return {
    named: named.length,
    right: named.filter((r) => r.named.includes(picked(r))).length,
    otherTerm: named.filter((r) => picked(r) !== NO_TERM && !r.named.includes(picked(r))).length,
    noTerm: named.filter((r) => picked(r) === NO_TERM).length,
    unnamed: unnamed.length,
    termGiven: unnamed.filter((r) => picked(r) !== NO_TERM).length,
  };
}
