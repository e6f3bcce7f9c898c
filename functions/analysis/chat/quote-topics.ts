/**
 * What the chat looks for in the quote's own lines per answer topic (quote-topics.json): the topic's
 * words, what it is about, the question to ask when the quote is silent, and the lines that decide
 * the question. A glossary topic without its own entry borrows its checklist item's, with the term's
 * name added to the words.
 */
import type { CategoryShortId } from '@shared/checklist.js';
import { materialsIn } from '../../fields/products.js';
import type { AnswerKey, HomeownerAnswers } from '../types.js';
import quality from '../knowledge/quality.json' with { type: 'json' };
import { GLOSSARY, termIdsOf } from './glossary.js';
import { findProductLine } from './product-line.js';
import data from './quote-topics.json' with { type: 'json' };

/** A line that settles the question: its pattern, and the sentence it gives ({1}: its first captured figure). */
export interface Decision {
  /** The question must match this for the line to decide it (any question when absent). */
  when?: string;
  line: string;
  /** What part of the question it settles ("side": from inside or outside); one decision per aspect and line. */
  aspect?: string;
  /** A line that also matches this does not decide it this way ("not included" is no "included"). */
  unless?: string;
  says: string;
  saysEs: string;
  /** The homeowner's answer that stands in for this line once given: the line then decides nothing. */
  answerKey?: AnswerKey;
}

export interface QuoteTopic {
  key: string;
  category?: CategoryShortId;
  about: string;
  aboutEs: string;
  vocabulary: string[];
  /** The words that name the topic, weighed above the question's own. */
  keyWords: string[];
  ask: string;
  askEs: string;
  /** A paragraph of the general answer that explains the open case: dropped once a line decides it. */
  undecided?: string;
  decides: Decision[];
  /** Lines it favours when it finds lines: an item's line with its figure, or one naming a brand's series. */
  prefer?: (line: string) => boolean;
}

interface RawTopic extends Omit<QuoteTopic, 'key' | 'decides' | 'keyWords' | 'prefer'> {
  prefer?: keyof typeof PREFERRED;
  decides?: Decision[] | string;
  keyWords?: string[];
  /** The makers of the knowledge base's brand list count as key words. */
  brands?: boolean;
}

/** A figure of money: "$2,090.00", "2,033.00". */
const PRICED = /\$\s?\d|\b\d{1,3}(?:,\d{3})*\.\d{2}\b/;
/** What the quote as a whole costs or is paid in, not an item's price. */
const SUM = /\b(?:total|subtotal|investment|balance|deposit|due|down)\b/i;

/** A line naming a frame's material (materialsIn), not the trim, coil or capping over the old frame, nor a screen's. */
const COVERING = /\b(?:capp?ing|capped|coil|wrap|wrapped|trim|brickmou?ld|casing|stool|screens?)\b/i;

const PREFERRED = {
  priced: (line: string) => PRICED.test(line) && !SUM.test(line),
  'frame material': (line: string) => materialsIn(line).length > 0 && !COVERING.test(line),
  'product line': (line: string) => findProductLine(line, quality.brands)?.series != null,
};

const TOPICS = data.topics as unknown as Record<string, RawTopic | { same: string }>;
const DECISIONS = data.decisions as Record<string, Decision[]>;

function entry(key: string): QuoteTopic | null {
  const raw = TOPICS[key];
  if (!raw) return null;
  if ('same' in raw) return entry(raw.same);
  const { brands, prefer, ...topic } = raw;
  const decides = typeof raw.decides === 'string' ? (DECISIONS[raw.decides] ?? []) : (raw.decides ?? []);
  const keyWords = [...(raw.keyWords ?? []), ...(brands ? quality.brands : [])];
  return { ...topic, key, decides, keyWords, ...(prefer ? { prefer: PREFERRED[prefer] } : {}) };
}

/** The entry of an answer topic ("category:permits", "glossary:noa+fl_approval", "price"), or null. */
export function quoteTopic(topic: string): QuoteTopic | null {
  const own = entry(topic);
  if (own) return own;
  // The first term that has lines to look for, its own or its checklist item's, decides.
  for (const id of termIdsOf(topic)) {
    const found = entry(`glossary:${id}`) ?? borrowedEntry(id, topic);
    if (found) return found;
  }
  return null;
}

/** A term without its own entry looks for its checklist item's lines, with the term's name added to the words. */
function borrowedEntry(id: string, key: string): QuoteTopic | null {
  const term = GLOSSARY.terms.find((t) => t.id === id);
  const borrowed = term?.category ? entry(term.category === 'pricing' ? 'price' : `category:${term.category}`) : null;
  if (!term || !borrowed) return null;
  return { ...borrowed, key, vocabulary: [...borrowed.vocabulary, term.term] };
}

/** Every entry, for a question no answer topic took. */
export function allQuoteTopics(): QuoteTopic[] {
  return Object.keys(TOPICS)
    .map(entry)
    .filter((t): t is QuoteTopic => t !== null);
}

/**
 * The sentences a line gives where it decides the question; none when it does not, or when the
 * homeowner's answer stands in for what it prints (the verdict then says what the answer was).
 */
export function decisionsFor(
  topic: QuoteTopic,
  question: string,
  line: string,
  spanish: boolean,
  answers: HomeownerAnswers = {},
): string[] {
  const sentences: string[] = [];
  const settled = new Set<string>();
  for (const d of topic.decides) {
    if (settled.has(d.aspect ?? '')) continue;
    if (d.answerKey && answers[d.answerKey] !== undefined) continue;
    if (d.when && !new RegExp(d.when, 'i').test(question)) continue;
    if (d.unless && new RegExp(d.unless, 'i').test(line)) continue;
    const m = new RegExp(d.line, 'i').exec(line);
    if (!m) continue;
    settled.add(d.aspect ?? '');
    const figure = m.slice(1).find((g) => g !== undefined) ?? '';
    sentences.push((spanish ? d.saysEs : d.says).replace('{1}', figure.replace(/\s+/g, '')));
  }
  return sentences;
}
