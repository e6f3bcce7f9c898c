/** "What should I ask the contractor?": the open items' questions, heaviest first, then general ones from the rubric. */
import { label, OPEN, questionFor } from './answer-text.js';
import type { AnswerContext, FreeAnswer } from './free-answers.js';
import { weightOf } from './score-drivers.js';
import { CATEGORY_WORDS } from './topics.js';

/** Chat questions about the house rather than the quote: the homeowner knows, the contractor is not asked. */
const ABOUT_THE_HOME = new Set<string>(['nearCoast', 'builtBefore1978', 'zipCode']);

/** Contractor questions that are about none of the checklist items: licence, crew, dates, references. */
function generalQuestions(list: string[]): string[] {
  const specific = Object.values(CATEGORY_WORDS).map((re) => new RegExp(re.source, 'i'));
  return list.filter((q) => !specific.some((re) => re.test(q)));
}

export function answerAskContractor(ctx: AnswerContext): FreeAnswer {
  const open = ctx.analysis.results
    .filter((r) => OPEN.has(r.status))
    .map((r, i) => ({ r, i, weight: weightOf(r, ctx.weights) }))
    .sort((a, b) => b.weight - a.weight || a.i - b.i);
  const asked = new Set<string>();
  const questions: string[] = [];
  for (const { r } of open) {
    // "Is your home within a mile of the ocean?" is for the homeowner, not the contractor.
    if (r.question && ABOUT_THE_HOME.has(r.question.answer)) continue;
    const q = questionFor(r, ctx);
    if (q && !asked.has(q)) {
      asked.add(q);
      questions.push(`**${r.title}** (${label(r.status)}): ${q}`);
    }
  }
  const all = ctx.knowledge.rubric.contractorQuestions;
  const general = generalQuestions(all);
  const extra = (general.length >= 2 ? general : all).filter((q) => !asked.has(q)).slice(0, questions.length ? 2 : 3);
  // Items rated below Good that have no question of their own are named: the quote does not cover them well.
  const below = ctx.analysis.results
    .filter((r) => r.status !== 'good' && r.status !== 'not_applicable' && !questions.some((q) => q.includes(r.title)))
    .map((r) => `**${r.title}** is rated ${label(r.status)}`);
  const intro = questions.length
    ? 'Here is what I would ask the contractor, most important first:'
    : below.length
      ? `${below.join('; ')}: ask the contractor to put it in writing. Also worth asking:`
      : 'Your quote covers the main points well. Still worth asking the contractor:';
  const text = [intro, ...[...questions, ...extra].map((q, i) => `${i + 1}. ${q}`)].join('\n');
  return { topic: 'ask_contractor', text, onTopic: true };
}
