/**
 * Routing figures for `npm run bench:chat`: whether the answer to each catalogue question, and to each
 * of its hand-written paraphrases, is about the question's topic (router-topics.ts `answersLabel`), on
 * the domains held out of the router's training (never trained on) and on the whole catalogue, for
 * the learned router (answerQuestion) and for the patterns alone (the chat before it), on one quote.
 * Also the clear on-topic catalogue questions answered with the redirect or "not sure I understood", and
 * the term picker (term-picker.ts) on the held-out wordings the patterns place in no term of their topic.
 */
import { answerByPatterns, answerQuestion, type AnswerContext } from '../../functions/analysis/chat/free-answers.js';
import { routeText } from '../../functions/analysis/chat/router-model.js';
import { answersLabel } from '../../functions/analysis/chat/router-topics.js';
import { answerInSpanish, isSpanish } from '../../functions/analysis/chat/spanish.js';
import { loadKnowledge } from '../../functions/analysis/knowledge/index.js';
import { categoryWeights } from '../../functions/analysis/score.js';
import type { Analysis } from '../../functions/analysis/types.js';
import { rankTerms, TERM_MODEL } from '../../functions/analysis/chat/term-picker.js';
import { catalogueExamples, isHeldOut, type RouterExample } from '../train/chat-examples.js';
import { termExamples, termRows, termTally } from '../train/chat-term-labels.js';

export interface RoutingFigures {
  heldOutExamples: number;
  heldOutQuestions: number;
  /** Held-out questions and paraphrases whose answer is about their topic. */
  heldOutRight: number;
  /** Their %, to two decimals: a target of 90% is not met by 89.97% printed as 90.0. */
  heldOutPct: number;
  heldOutPatternsPct: number;
  /** % of the model's top label being the topic, on the held-out examples. */
  heldOutModelTopPct: number;
  catalogueExamples: number;
  catalogueRight: number;
  cataloguePct: number;
  cataloguePatternsPct: number;
  /** Catalogue questions (not paraphrases) answered with the redirect or "not sure I understood". */
  redirectedOrNotUnderstood: number;
  redirectedOrNotUnderstoodByPatterns: number;
  /** Questions answered with the clarifying question instead. */
  clarified: number;
  misrouted: string[];
  /** The term picker on the held-out wordings the patterns place in no term of their topic. */
  heldOutTerms: ReturnType<typeof termTally>;
}

function context(analysis: Analysis): AnswerContext {
  const knowledge = loadKnowledge();
  const tier = analysis.facts.location.hurricaneTier;
  const weights = categoryWeights({ rubric: knowledge.rubric, hurricane: knowledge.hurricane, tier });
  return { analysis, knowledge, weights, points: knowledge.rubric.points };
}

/** The chat before the router: Spanish answers where they exist, the patterns otherwise. */
function byPatterns(text: string, ctx: AnswerContext): { topic: string; text: string } {
  const q = text.replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();
  return (isSpanish(q) && answerInSpanish(q, ctx.analysis)) || answerByPatterns(q, ctx);
}

const NOT_UNDERSTOOD = /I'm not sure I understood that/;
const pct = (n: number, d: number) => (d ? Math.round((1000 * n) / d) / 10 : 0);
const pct2 = (n: number, d: number) => (d ? Math.round((10000 * n) / d) / 100 : 0);

export function routingFigures(analysis: Analysis): RoutingFigures {
  const ctx = context(analysis);
  const examples = catalogueExamples();
  const rows = examples.map((e: RouterExample, i) => {
    const answer = answerQuestion(e.text, ctx);
    const old = byPatterns(e.text, ctx);
    return {
      e,
      original: examples.findIndex((x) => x.questionId === e.questionId) === i,
      heldOut: isHeldOut(e.domain!),
      right: answersLabel(answer.topic, e.label),
      patternsRight: answersLabel(old.topic, e.label),
      modelTop: routeText(e.text)[0]!.label === e.label,
      lost: answer.topic === 'off_topic' || NOT_UNDERSTOOD.test(answer.text),
      lostByPatterns: old.topic === 'off_topic' || NOT_UNDERSTOOD.test(old.text),
      clarified: answer.topic === 'help' && !NOT_UNDERSTOOD.test(answer.text),
      topic: answer.topic,
    };
  });
  const held = rows.filter((r) => r.heldOut);
  const questions = rows.filter((r) => r.original);
  return {
    heldOutExamples: held.length,
    heldOutQuestions: held.filter((r) => r.original).length,
    heldOutRight: held.filter((r) => r.right).length,
    heldOutPct: pct2(held.filter((r) => r.right).length, held.length),
    heldOutPatternsPct: pct(held.filter((r) => r.patternsRight).length, held.length),
    heldOutModelTopPct: pct(held.filter((r) => r.modelTop).length, held.length),
    catalogueExamples: rows.length,
    catalogueRight: rows.filter((r) => r.right).length,
    cataloguePct: pct2(rows.filter((r) => r.right).length, rows.length),
    cataloguePatternsPct: pct(rows.filter((r) => r.patternsRight).length, rows.length),
    redirectedOrNotUnderstood: questions.filter((r) => r.lost).length,
    redirectedOrNotUnderstoodByPatterns: questions.filter((r) => r.lostByPatterns).length,
    clarified: questions.filter((r) => r.clarified).length,
    misrouted: held.filter((r) => !r.right).map((r) => `${r.e.label} → ${r.topic}: ${r.e.text}`),
    heldOutTerms: termTally(termRows(termExamples(held.map((r) => r.e)), rankTerms), TERM_MODEL.file.threshold),
  };
}
