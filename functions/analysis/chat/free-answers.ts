/**
 * Answers to the homeowner's own questions in the Expert Chat: is the price fair, what a term means, what
 * to ask the contractor, what hurts the score, how one checklist item came out; a friendly word for
 * greetings and a polite redirect for anything that is not about the quote. Deterministic and offline.
 * **Double asterisks** mark key figures, which the web shows in bold.
 */
import { CATEGORIES, ratingLabel, scoreBand, type CategoryShortId } from '@shared/checklist.js';
import type { Knowledge } from '../knowledge/types.js';
import type { Analysis, CheckResult, QuoteFacts } from '../types.js';
import { displayCents } from '@shared/money.js';
import { explainTerms, findTerms, type GlossaryTerm } from './glossary.js';
import type { ReplyFields } from './restate.js';
import { unitPrice } from './unit-price.js';
import { answerInSpanish, isSpanish, SPANISH_TOPICS_NOTE } from './spanish.js';
import { scoreDrivers, weightOf, weightedScore, type Driver } from './score-drivers.js';
import {
  ACKNOWLEDGE,
  ASK_CONTRACTOR,
  CATEGORY_WORDS,
  DEFINITION,
  DOMAIN,
  FAREWELL,
  GREETING,
  PRICE_FAIRNESS,
  SCORE,
  SCORE_DRIVERS,
  STRONG_OFF_TOPIC,
  THANKS,
  categoryMentioned,
  wordCount,
} from './topics.js';

export interface AnswerContext {
  analysis: Analysis;
  knowledge: Pick<Knowledge, 'rubric' | 'pricing' | 'energy' | 'hurricane' | 'payment'>;
  /** per-category weight actually used */
  weights: Record<string, number>;
  points: Record<string, number>;
  /** ISO date of the conversation (the 25C credit depends on it); today otherwise. */
  today?: string;
}

export interface FreeAnswer {
  topic: string;
  text: string;
  /** Set when the answer is in Spanish (the question was): a model must not rewrite it in English. */
  language?: 'es';
  onTopic: boolean;
  /** Fields a model read as this quote's: the chat asks the homeowner to confirm them, never applies them. */
  proposedFields?: Partial<ReplyFields>;
}

export const OFF_TOPIC_REPLY =
  'I can only help with your window and door quote — try asking whether the price is fair, what SHGC means, or what to ask the contractor.';

const HELP = [
  'Here is what I can help with:',
  '- Is this price fair?',
  '- What a term means: SHGC, U-factor, low-E, NOA, Florida Product Approval, design pressure, impact glass, EPA lead-safe rules, full-frame vs insert, the 3-day cancellation right...',
  '- What should I ask the contractor?',
  '- Which item hurts my score most?',
  '- Any checklist item, e.g. "What about the warranty?" or "Is the payment schedule ok?"',
].join('\n');

/** Chat questions about the house rather than the quote: the homeowner knows, the contractor is not asked. */
const ABOUT_THE_HOME = new Set<string>(['nearCoast', 'builtBefore1978', 'zipCode']);

/** Statuses that leave something to settle with the contractor. */
const OPEN = new Set(['bad', 'not_provided', 'unknown_discuss', 'unknown_vendor']);

const label = (status: string): string => (status === 'not_applicable' ? 'Not applicable' : ratingLabel(status));
const sentence = (text: string): string => text.trim().replace(/([^.!?])$/, '$1.');
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

function resultFor(analysis: Analysis, category: CategoryShortId): CheckResult | undefined {
  return analysis.results.find((r) => r.category === category);
}

/** The question to settle an open result: its own chat question, else the rubric's first for the category. */
function questionFor(result: CheckResult, ctx: AnswerContext): string | undefined {
  return result.question?.text ?? ctx.knowledge.rubric.questions[result.category]?.[0];
}

// --- price ---------------------------------------------------------------------------------------

function answerPrice(ctx: AnswerContext): FreeAnswer {
  const { analysis, knowledge } = ctx;
  const result = resultFor(analysis, 'pricing');
  const facts = analysis.facts;
  const { windows, doors, units, perUnitCents } = unitPrice(facts);
  const parts: string[] = [];
  if (result) parts.push(`**Pricing Analysis: ${label(result.status)}.** ${sentence(result.explanation)}`);

  if (facts.totalCents === null || result?.status === 'not_provided' || result?.status === 'unknown_vendor') {
    parts.push(
      'I can\'t compare the price without the quote\'s total. Tell me the total (for example "the total is $12,500") and how many windows and doors it covers, or ask the contractor for a written total.',
    );
    return { topic: 'price', text: parts.join('\n\n'), onTopic: true };
  }

  const scope = [windows ? plural(windows, 'window') : null, doors ? plural(doors, 'door') : null]
    .filter(Boolean)
    .join(' and ');
  const where = facts.location.stateName ? ` in **${facts.location.stateName}**` : '';
  let line = `Your quote: **${displayCents(facts.totalCents)}**`;
  if (scope) line += ` for **${scope}**`;
  if (perUnitCents !== null) line += `, about **${displayCents(perUnitCents, 'never')} per unit**`;
  line += `${where}.`;
  if (facts.salesTaxCents > 0)
    line += ` Sales tax of ${displayCents(facts.salesTaxCents)} is left out of the comparison.`;
  const factor = facts.location.regionFactor;
  if (facts.location.stateName && Math.abs(factor - 1) >= 0.01)
    line += ` Prices there run about **${Math.round(Math.abs(factor - 1) * 100)}% ${factor > 1 ? 'above' : 'below'}** the national average.`;
  parts.push(line);

  if (result?.status === 'unknown_discuss' || units === 0) {
    const missing =
      units === 0 ? 'how many windows and doors the quote covers, and which kinds' : 'a bit more about the units';
    const ask = result ? questionFor(result, ctx) : undefined;
    parts.push(`To judge it I need ${missing}.${ask ? ` ${ask}` : ''}`);
  } else {
    const t = knowledge.pricing.thresholds;
    const pct = (r: number) => `${Math.round(r * 100)}%`;
    parts.push(
      `We call a price fair when it is between **${pct(t.lowball)}** and **${pct(t.goodMax)}** of the typical installed price for the same units in your area; up to ${pct(t.averageMax)} is on the high side and above that is well over. Prices vary a lot between contractors, so comparing 2–3 quotes is the best check.`,
    );
  }
  return { topic: 'price', text: parts.join('\n\n'), onTopic: true };
}

// --- score ---------------------------------------------------------------------------------------

function driverLine(d: Driver, i: number): string {
  const pts = d.lost < 1 ? 'less than 1 point' : `about ${plural(Math.round(d.lost), 'point')}`;
  return `${i + 1}. **${d.result.title}** (${label(d.result.status)}) costs **${pts}**: ${sentence(d.result.explanation)}`;
}

function answerDrivers(ctx: AnswerContext): FreeAnswer {
  const drivers = scoreDrivers(ctx.analysis.results, ctx.weights, ctx.points).slice(0, 3);
  if (drivers.length === 0)
    return {
      topic: 'score_drivers',
      text: 'Nothing is pulling your score down: every item that applies is rated Good.',
      onTopic: true,
    };
  const text = [
    drivers.length === 1 ? 'This item costs your score the most:' : 'These items cost your score the most:',
    ...drivers.map(driverLine),
    'Fixing these, or getting the missing details from the contractor, would raise your score the most.',
  ].join('\n');
  return { topic: 'score_drivers', text, onTopic: true };
}

function capNote(ctx: AnswerContext): string | null {
  const { analysis, knowledge } = ctx;
  const raw = weightedScore(analysis.results, ctx.weights, ctx.points);
  if (raw === null || Math.round(raw) <= analysis.score) return null;
  const poor = analysis.results.filter((r) => r.status === 'bad');
  const caps = knowledge.rubric.caps;
  if (poor.length >= 3 && analysis.score <= caps.threeOrMorePoor)
    return `Three or more items are rated Poor, which caps the score at **${caps.threeOrMorePoor}** (it would otherwise be ${Math.round(raw)}).`;
  if (
    poor.some((r) => r.category === 'payment' || r.category === 'hurricane') &&
    analysis.score <= caps.statutoryPaymentOrHurricanePoor
  )
    return `A Poor rating on payment terms or hurricane protection caps the score at **${caps.statutoryPaymentOrHurricanePoor}** (it would otherwise be ${Math.round(raw)}).`;
  return null;
}

function answerScore(ctx: AnswerContext): FreeAnswer {
  const { score } = ctx.analysis;
  const band = scoreBand(score);
  const verdict =
    band === 'green'
      ? 'a strong quote'
      : band === 'yellow'
        ? 'a fair quote with some gaps'
        : 'a weak quote with serious gaps';
  const drivers = scoreDrivers(ctx.analysis.results, ctx.weights, ctx.points).slice(0, 3);
  const lines = [
    `Your quote scores **${score}/100**: ${verdict}. Each checklist item is weighted by importance, and Good items earn full points.`,
  ];
  const cap = capNote(ctx);
  if (cap) lines.push(cap);
  if (drivers.length) lines.push('What lowers it most:', ...drivers.map(driverLine));
  else lines.push('Every item that applies is rated Good.');
  return { topic: 'score', text: lines.join('\n'), onTopic: true };
}

// --- contractor questions ------------------------------------------------------------------------

/** Contractor questions that are about none of the checklist items: licence, crew, dates, references. */
function generalQuestions(list: string[]): string[] {
  const specific = Object.values(CATEGORY_WORDS).map((re) => new RegExp(re.source, 'i'));
  return list.filter((q) => !specific.some((re) => re.test(q)));
}

function answerAskContractor(ctx: AnswerContext): FreeAnswer {
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
  const intro = questions.length
    ? 'Here is what I would ask the contractor, most important first:'
    : 'Your quote covers the main points well. Still worth asking the contractor:';
  const text = [intro, ...[...questions, ...extra].map((q, i) => `${i + 1}. ${q}`)].join('\n');
  return { topic: 'ask_contractor', text, onTopic: true };
}

// --- one checklist item, a glossary term ---------------------------------------------------------

function answerCategory(category: CategoryShortId, ctx: AnswerContext): FreeAnswer {
  if (category === 'pricing') return answerPrice(ctx);
  const topic = `category:${category}`;
  const result = resultFor(ctx.analysis, category);
  const title = CATEGORIES.find((c) => c.short === category)!.title;
  if (!result) return { topic, text: `**${title}** has not been checked yet.`, onTopic: true };
  if (result.status === 'not_applicable')
    return {
      topic,
      text: `**${result.title}** doesn't apply to your quote. ${sentence(result.explanation)}`,
      onTopic: true,
    };
  const parts = [`**${result.title}: ${label(result.status)}.** ${sentence(result.explanation)}`];
  if (OPEN.has(result.status)) {
    const q = questionFor(result, ctx);
    if (q) parts.push(result.status === 'unknown_discuss' ? `To settle it: ${q}` : `Worth asking the contractor: ${q}`);
  }
  return { topic, text: parts.join('\n\n'), onTopic: true };
}

/** This quote's figure to line up against other quotes: its price per opening. */
function perOpeningLine(facts: QuoteFacts): string | null {
  const { units, perUnitCents } = unitPrice(facts);
  if (facts.totalCents === null || perUnitCents === null) return null;
  return `This quote: **${displayCents(facts.totalCents)}** for **${plural(units, 'opening')}**, about **${displayCents(perUnitCents, 'never')} per opening**: the figure to line up against the others.`;
}

/** What this quote's checklist says about the items the terms bear on: "On your quote, **Energy Efficiency: Good.** …". */
function onYourQuote(terms: GlossaryTerm[], ctx: AnswerContext): string[] {
  const categories = [...new Set(terms.map((t) => t.category).filter((c): c is CategoryShortId => Boolean(c)))];
  return categories.flatMap((category) => {
    const result = resultFor(ctx.analysis, category);
    if (!result || result.status === 'not_applicable') return [];
    return [`On your quote, **${result.title}: ${label(result.status)}.** ${sentence(result.explanation)}`];
  });
}

function answerTerms(hits: ReturnType<typeof findTerms>, ctx: AnswerContext): FreeAnswer {
  const chosen = hits.slice(0, 2).map((h) => h.term);
  const parts = [explainTerms(chosen, { ...ctx.analysis.facts, today: ctx.today }, ctx.knowledge)];
  const perOpening = chosen.some((t) => t.id === 'compare_quotes') ? perOpeningLine(ctx.analysis.facts) : null;
  if (perOpening) parts.push(perOpening);
  parts.push(...onYourQuote(chosen, ctx));
  return { topic: `glossary:${chosen.map((t) => t.id).join('+')}`, text: parts.join('\n\n'), onTopic: true };
}

/** The message is a term and little else: "SHGC?", "what about NOA", "full-frame vs insert?". */
function onlyTerms(question: string, hits: ReturnType<typeof findTerms>): boolean {
  let rest = question;
  for (const h of hits) for (const m of h.term.match) rest = rest.replace(new RegExp(m, 'gi'), ' ');
  return (
    wordCount(rest.replace(/\b(?:what|about|the|a|an|is|are|please|and|or|vs|versus|mean|means)\b|[^\w\s]/gi, ' ')) ===
    0
  );
}

// --- entry point ---------------------------------------------------------------------------------

/** The answer to a free question about the quote, or a polite redirect when it is not about the quote. */
export function answerQuestion(question: string, ctx: AnswerContext): FreeAnswer {
  const q = question.replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();
  if (!q) return { topic: 'help', text: HELP, onTopic: true };
  if (isSpanish(q)) {
    const spanish = answerInSpanish(q, ctx.analysis);
    if (spanish) return { ...spanish, onTopic: true, language: 'es' };
    const english = answerEnglish(q, ctx);
    return { ...english, text: `${SPANISH_TOPICS_NOTE}\n\n${english.text}`, language: 'es' };
  }
  return answerEnglish(q, ctx);
}

function answerEnglish(q: string, ctx: AnswerContext): FreeAnswer {
  if (STRONG_OFF_TOPIC.test(q)) return { topic: 'off_topic', text: OFF_TOPIC_REPLY, onTopic: false };

  if (ASK_CONTRACTOR.some((re) => re.test(q))) return answerAskContractor(ctx);
  const terms = findTerms(q);
  const ownTopic = terms.filter((h) => h.term.answersOnItsOwn);
  // "The discount is only good today, should I sign?" is about the sales tactic, not the score.
  if (SCORE_DRIVERS.test(q) && !ownTopic.length) return answerDrivers(ctx);
  if (SCORE.test(q) && !ownTopic.length) return answerScore(ctx);

  const category = categoryMentioned(q);
  if (PRICE_FAIRNESS.test(q) && (category === null || category === 'pricing') && !ownTopic.length)
    return answerPrice(ctx);
  if (ownTopic.length) return answerTerms(ownTopic, ctx);
  if (terms.length && (DEFINITION.test(q) || onlyTerms(q, terms)) && !/\b(?:my|this|the)\s+quote\b/i.test(q))
    return answerTerms(terms, ctx);
  // An item that does not apply to this quote ("impact glass" in Ohio) says less than the term itself.
  if (category && terms.length && resultFor(ctx.analysis, category)?.status === 'not_applicable')
    return answerTerms(terms, ctx);
  if (category) return answerCategory(category, ctx);
  if (terms.length) return answerTerms(terms, ctx);

  const words = wordCount(q);
  if (FAREWELL.test(q) && words <= 6)
    return {
      topic: 'greeting',
      text: 'Good luck with your project! Come back any time you have a question about the quote.',
      onTopic: true,
    };
  if (THANKS.test(q) && words <= 8)
    return {
      topic: 'thanks',
      text: "You're welcome! Ask me anything else about your quote, for example which item hurts your score most.",
      onTopic: true,
    };
  if (GREETING.test(q) && words <= 6)
    return {
      topic: 'greeting',
      text: "Hi! I'm here to help with your window and door quote. You can ask whether the price is fair, what a term like SHGC or NOA means, or what to ask the contractor.",
      onTopic: true,
    };
  if (ACKNOWLEDGE.test(q) && words <= 4)
    return { topic: 'thanks', text: 'Glad that helps! Anything else about your quote?', onTopic: true };

  if (!DOMAIN.test(q)) return { topic: 'off_topic', text: OFF_TOPIC_REPLY, onTopic: false };
  return { topic: 'help', text: `I'm not sure I understood that. ${HELP}`, onTopic: true };
}
