/**
 * The Expert Chat's question router: the learned model (router-model.ts) decides what a free question
 * is about, and the existing answers answer it. Today's patterns (topics.ts, the glossary's `match`)
 * still pick the answer within a topic the model finds plausible, so "What is SHGC?" is explained term
 * by term; where they name no term of the topic, the term picker (term-picker.ts) may still find the one
 * that answers, and otherwise the topic gets its own default answer (topic-routes.json). A question the
 * model is unsure of, and the patterns do not place, gets a short question back with a button for each
 * likely topic; only a clearly unrelated request gets the polite redirect.
 */
import { QUICK_QUESTIONS_END, QUICK_QUESTIONS_START } from '@shared/checklist.js';
import { resultFor } from './answer-text.js';
import { answerCategory } from './category-answer.js';
import { answerAskContractor } from './contractor-answer.js';
import type { AnswerContext, FreeAnswer } from './free-answers.js';
import { GLOSSARY, findTerms, termIdsOf } from './glossary.js';
import { answerPrice } from './price-answer.js';
import { isStopWord, routerWords } from './router-features.js';
import { ROUTER_MODEL, routeText } from './router-model.js';
import { decideRoute, patternsPlace, SHORTLIST } from './router-decision.js';
import { buttonFor } from './router-topics.js';
import { TOPIC_ROUTES, type TopicRoute } from './topic-routes.js';
import { answerDrivers, answerScore } from './score-answer.js';
import { askedSituations, askedTerms, questionSentences, STORY_WORDS } from './story-asks.js';
import { answerPickedTerm, answerTerms } from './term-answer.js';
import { asksPrice, categoryMentioned, FAREWELL, GREETING, THANKS, wordCount } from './topics.js';

export interface RouterAnswers {
  /** The answer today's patterns give, "help" or "off_topic" when they place nothing. */
  byPatterns: (question: string, ctx: AnswerContext) => FreeAnswer;
  smallTalk: { pattern: RegExp; topic: string; text: string }[];
  help: string;
  offTopic: string;
}

export const CLARIFY_TEXT = 'Which of these is your question about? Tap one, or ask it in other words.';

/** Words that point at something without naming it ("this part", "that bit", "the other thing"). */
const PLACEHOLDERS = new Set(
  'part parts bit bits thing things one ones here stuff item items line lines section sections piece check mean means meant tell explain hmm hmmm also more other else please ok okay now then again too look see'.split(
    ' ',
  ),
);

/** A message of common words and placeholders only ("what about this part here?") names no subject to route. */
function namesNothing(question: string): boolean {
  const words = routerWords(question);
  return words.length > 0 && words.every((w) => isStopWord(w) || PLACEHOLDERS.has(w));
}

/** The answer to a free English question. */
export function routeQuestion(question: string, ctx: AnswerContext, answers: RouterAnswers): FreeAnswer {
  const byPatterns = answers.byPatterns(question, ctx);
  const placed = patternsPlace(question, byPatterns.topic);
  const ranked = routeText(question);
  // The model may still give such a message a topic, with nothing to go on: ask which one was meant.
  if (placed === 'help' && TOPIC_ROUTES[ranked[0]!.label] && namesNothing(question))
    return clarify(ranked.slice(0, SHORTLIST).map((r) => r.label));
  const decision = decideRoute(ranked, placed, ROUTER_MODEL.file, routerWords(question).length);
  const answer =
    decision.by === 'patterns'
      ? byPatterns
      : decision.by === 'model'
        ? answerLabel(decision.label, question, ctx, answers)
        : clarify(decision.labels);
  const told = storyAsks(question, answer, ctx, ranked[0]!.p);
  // A checklist item's card is the answer of last resort: a term the question is clearly about answers better.
  return CARD.test(told.topic) && wordCount(question) >= ASKS_MORE_THAN_A_VERDICT
    ? (termBeyond(question, ctx) ?? told)
    : told;
}

/**
 * A long story whose question asks what to do about the work (story-asks.ts) is answered with that
 * situation, unless the answer already leads with it. Otherwise, a story the router is unsure of is
 * answered with the terms its question sentences name, when the router, reading those sentences alone,
 * is sure of a topic that holds them (questionTerms); and failing that, an event the story tells
 * (STORY_EVENTS) that the answer leaves out leads it.
 */
function storyAsks(question: string, answer: FreeAnswer, ctx: AnswerContext, sureOfStory: number): FreeAnswer {
  const answered = termIdsOf(answer.topic);
  const situations = askedSituations(question);
  if (situations.length)
    return situations.some((h) => h.term.id === answered[0]) ? answer : answerTerms(situations, ctx);
  const asked = questionTerms(question, sureOfStory);
  if (asked.length && !asked.some((h) => answered.includes(h.term.id))) return answerTerms(asked, ctx);
  // The story's terms, read once: the event it tells that the answer leaves out, and the answer's own term.
  const named = wordCount(question) > STORY_WORDS ? findTerms(question) : [];
  const event = named.find((h) => STORY_EVENTS.has(h.term.id) && !answered.includes(h.term.id));
  if (!event) return answer;
  const alsoNamed = named.find((h) => answered.includes(h.term.id));
  return answerTerms(alsoNamed ? [event, alsoNamed] : [event], ctx);
}

/**
 * What happened to the homeowner that decides what they can do, whatever else the story is about: a cold
 * caller, a deal never put in writing, a salesman's promise, a product swapped or a price raised after
 * signing. Told anywhere in a story (more than STORY_WORDS words), it leads the answer, beside the term of the router's topic the story
 * names: "a double glazing firm cold-called my mum… told her the whole door must be replaced… can she get
 * her deposit back?" was the doors topic's lock hardware alone. Measured on the 884 forum questions
 * (sample 01), these five change 2 answers, both to the event the story turns on; with a contractor gone
 * out of business as a sixth, 5 changed and 2 of them for the worse (a bankrupt competitor's stock, a
 * lien threatened over a wrong order).
 */
const STORY_EVENTS = new Set([
  'doorstep_rogue_trader',
  'no_written_contract',
  'verbal_promises',
  'product_substitution',
  'price_increase_after_signing',
]);

/**
 * Below this, the router is unsure of a whole story: "The old red cedar windows… rotted around the
 * rollers… we're leaning to aluminium with clear glass. Will grey tinted glass actually lessen the
 * summer heat?" is frame materials at 0.46.
 */
const UNSURE_OF_STORY = 0.6;
/** At or above this, the router is sure of what a story's question sentences ask, read alone (energy, 0.98). */
const SURE_OF_QUESTION = 0.8;

/**
 * The terms a story's question sentences name (story-asks.ts askedTerms) that the router, reading those
 * sentences alone, places in the topic it is sure of; none when it is sure of the whole story.
 */
function questionTerms(question: string, sureOfStory: number): ReturnType<typeof findTerms> {
  if (sureOfStory >= UNSURE_OF_STORY) return [];
  const named = askedTerms(question);
  if (!named.length) return [];
  const top = routeText(questionSentences(question).join(' '))[0]!;
  const route = TOPIC_ROUTES[top.label];
  return route && top.p >= SURE_OF_QUESTION ? named.filter((h) => route.terms.includes(h.term.id)) : [];
}

function offTopic(answers: RouterAnswers): FreeAnswer {
  return { topic: 'off_topic', text: answers.offTopic, onTopic: false };
}

/** "Which of these is your question about?" with a button for each likely topic (a tapped button comes back as its question). */
export function clarify(labels: string[]): FreeAnswer {
  const buttons = [...new Set(labels.map((l) => buttonFor(l) ?? buttonFor('ask_contractor')!))];
  for (const fill of ['price', 'score_drivers', 'ask_contractor'])
    if (buttons.length < 2) buttons.push(buttonFor(fill)!);
  const text = `${CLARIFY_TEXT}\n\n${QUICK_QUESTIONS_START}${JSON.stringify(buttons.slice(0, SHORTLIST))}${QUICK_QUESTIONS_END}`;
  return { topic: 'help', text, onTopic: true };
}

/** The answer a label gets: an intent's own answer, or the topic's terms, item or default. */
export function answerLabel(label: string, question: string, ctx: AnswerContext, answers: RouterAnswers): FreeAnswer {
  switch (label) {
    case 'score':
      return answerScore(ctx);
    case 'score_drivers':
      return answerDrivers(ctx);
    case 'ask_contractor':
      return answerAskContractor(ctx);
    case 'help':
      return { topic: 'help', text: answers.help, onTopic: true };
    case 'off_topic':
      return offTopic(answers);
    case 'greeting':
    case 'thanks':
    case 'farewell': {
      const pattern = { greeting: GREETING, thanks: THANKS, farewell: FAREWELL }[label];
      const said = answers.smallTalk.find((s) => s.pattern === pattern)!;
      return { topic: said.topic, text: said.text, onTopic: true };
    }
  }
  const route = TOPIC_ROUTES[label];
  return route ? answerTopic(route, question, ctx) : clarify([]);
}

function answerTopic(route: TopicRoute, question: string, ctx: AnswerContext): FreeAnswer {
  const terms = findTerms(question).filter((h) => route.terms.includes(h.term.id));
  if (terms.length) return answerTerms(terms, ctx);
  const category = categoryMentioned(question);
  if (category && route.categories.includes(category)) return answerCategory(category, ctx, question);
  // Words the patterns do not know may still be about one of the topic's terms: its explanation, not the
  // topic's default answer.
  const picked = answerPickedTerm(question, route.terms, ctx);
  if (picked) return picked;
  const { fallback } = route;
  if (fallback === 'price') return answerPrice(ctx, question);
  if (fallback === 'ask_contractor') return answerAskContractor(ctx);
  if ('term' in fallback)
    return fallback.priceCardWhenAsked && asksPrice(question)
      ? answerPrice(ctx, question)
      : answerTerms([termHit(fallback.term)], ctx);
  // An item that does not apply here ("impact" in Ohio) says less than the topic's first term.
  if (resultFor(ctx.analysis, fallback.category)?.status === 'not_applicable' && route.terms[0])
    return answerTerms([termHit(route.terms[0])], ctx);
  return answerCategory(fallback.category, ctx, question);
}

/** Every glossary term, whichever topic holds it. */
const ALL_TERMS = GLOSSARY.terms.map((t) => t.id);
/** A checklist item's card ("category:warranty") or the price card. */
const CARD = /^(?:category:|price$)/;
/**
 * How sure the term picker must be of a term among all the glossary's (and "no term") for its explanation,
 * with the card of its own item, to answer instead of a card. "Will I need the product identification
 * number to claim the energy efficient home improvement credit?" is about energy, and the energy card
 * does not answer it; the tax credit's explanation does. Chosen on the catalogue's printed answers: at
 * 0.5, 7 of the 715 graded forum questions moved from a card to the term they are about, but catalogue
 * questions about cost by window style or removing old shutters lost their price and removal cards, and
 * the printed answers cited fell from 91.5% to 91.1% (0.65: 91.4%); at 0.8 none is lost, 3 forum
 * questions move, and the held-out and whole-catalogue routing stay at 90.1% and 98.0%.
 */
const BEYOND_THE_TOPIC = 0.8;
/**
 * A question of fewer words that lands on a card names the item and asks for its verdict ("Is the
 * deposit ok?", "Is a 50% deposit reasonable?"): the card is what it asks for.
 */
const ASKS_MORE_THAN_A_VERDICT = 12;

/** The explanation of a term of any topic that the question is clearly about, instead of a topic's card. */
function termBeyond(question: string, ctx: AnswerContext): FreeAnswer | null {
  return answerPickedTerm(question, ALL_TERMS, ctx, BEYOND_THE_TOPIC);
}

function termHit(id: string): ReturnType<typeof findTerms>[number] {
  const term = GLOSSARY.terms.find((t) => t.id === id);
  if (!term) throw new Error(`no glossary term ${id}`);
  return { term, index: 0, length: 0 };
}
