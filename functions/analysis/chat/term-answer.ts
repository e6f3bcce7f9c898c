/** "What is SHGC?": the glossary's explanation of a term, with what this quote's checklist says about the items it bears on. */
import type { CategoryShortId } from '@shared/checklist.js';
import { label, resultFor, sentence } from './answer-text.js';
import type { AnswerContext, FreeAnswer } from './free-answers.js';
import { askedInstallCount } from './asked-time.js';
import { explainTerms, GLOSSARY, type findTerms, type GlossaryTerm } from './glossary.js';
import { perOpeningLine } from './price-answer.js';
import { askedFirst } from './story-asks.js';
import { pickTerm } from './term-picker.js';
import { wordCount } from './topics.js';

/** What this quote's checklist says about the items the terms bear on: "On your quote, **Energy Efficiency: Good.** …". */
function onYourQuote(terms: GlossaryTerm[], ctx: AnswerContext): string[] {
  const categories = [...new Set(terms.map((t) => t.category).filter((c): c is CategoryShortId => Boolean(c)))];
  return categories.flatMap((category) => {
    const result = resultFor(ctx.analysis, category);
    if (!result || result.status === 'not_applicable') return [];
    return [`On your quote, **${result.title}: ${label(result.status)}.** ${sentence(result.explanation)}`];
  });
}

export function answerTerms(hits: ReturnType<typeof findTerms>, ctx: AnswerContext): FreeAnswer {
  const chosen = askedFirst(hits, ctx.question ?? '')
    .slice(0, 2)
    .map((h) => h.term);
  const facts = { ...ctx.analysis.facts, today: ctx.today, askedWindows: askedInstallCount(ctx.question ?? '') };
  const parts = [explainTerms(chosen, facts, ctx.knowledge)];
  const perOpening = chosen.some((t) => t.id === 'compare_quotes') ? perOpeningLine(ctx.analysis.facts) : null;
  if (perOpening) parts.push(perOpening);
  parts.push(...onYourQuote(chosen, ctx));
  return { topic: `glossary:${chosen.map((t) => t.id).join('+')}`, text: parts.join('\n\n'), onTopic: true };
}

/** The explanation of the one of `candidates` (term ids) the term picker finds the question about, if any. */
export function answerPickedTerm(
  question: string,
  candidates: string[],
  ctx: AnswerContext,
  threshold?: number,
): FreeAnswer | null {
  const id = pickTerm(question, candidates, undefined, threshold);
  const term = id ? GLOSSARY.terms.find((t) => t.id === id) : undefined;
  return term ? answerTerms([{ term, index: 0, length: 0 }], ctx) : null;
}

/** The message is a term and little else: "SHGC?", "what about NOA", "full-frame vs insert?". */
export function onlyTerms(question: string, hits: ReturnType<typeof findTerms>): boolean {
  let rest = question;
  for (const h of hits) for (const m of h.term.match) rest = rest.replace(new RegExp(m, 'gi'), ' ');
  return (
    wordCount(rest.replace(/\b(?:what|about|the|a|an|is|are|please|and|or|vs|versus|mean|means)\b|[^\w\s]/gi, ' ')) ===
    0
  );
}
