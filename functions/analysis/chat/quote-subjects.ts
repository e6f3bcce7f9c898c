/**
 * What a question names that a quote prints, whatever topic answers it (quote-topics.json "subjects",
 * in English and Spanish): a door, a brand's series, a right to cancel, how long the offer or a
 * discount holds, rot or a sill, a permit, trim, clean-up, the glass, a price set against the
 * estimate. The line the named entry finds is quoted beside the answer topic's own when they differ: the
 * price of a door quotes the door's line as well as the total; "which brand is best?" the line naming
 * the brand and its series rather than a warranty that names the maker.
 */
import { escapeRegExp } from '../../fields/patterns.js';
import quality from '../knowledge/quality.json' with { type: 'json' };
import { findQuoteLines, isLabelRow, type QuoteLine } from './quote-lines.js';
import data from './quote-topics.json' with { type: 'json' };
import { quoteTopic, type QuoteTopic } from './quote-topics.js';

interface Subject {
  /** The question names the subject when it matches this. */
  cue: string;
  /** The quote-topics.json entry whose words find its line. */
  topic: string;
  /** A maker of the knowledge base's brand list named in the question names it too. */
  brands?: boolean;
}

const SUBJECTS = (data as unknown as { subjects: Subject[] }).subjects;
const BRAND_NAMED = new RegExp(
  `\\b(?:${quality.brands.map((b) => escapeRegExp(b).replace(/\\?[-\s]+/g, '[-\\s]?')).join('|')})\\b`,
  'i',
);

export interface SubjectLine {
  line: QuoteLine;
  topic: QuoteTopic;
}

/**
 * The best line of the first subject the question names (in the order of the list) that the answer
 * topic's best line is not, a heading never; null when the question names none or none has such a line.
 */
export function subjectLine(
  question: string,
  answerTopic: string,
  quoteText: string,
  taken: QuoteLine[],
): SubjectLine | null {
  const own = quoteTopic(answerTopic)?.key;
  for (const subject of SUBJECTS) {
    const cue = new RegExp(subject.cue, 'giu');
    const named = [...question.matchAll(cue)].map((m) => m[0]);
    if (subject.brands) named.push(...(BRAND_NAMED.exec(question) ?? []).slice(0, 1));
    if (!named.length) continue;
    const topic = quoteTopic(subject.topic);
    if (!topic || topic.key === own) continue;
    // The subject's words, not the rest of the question: "cancel after paying the deposit" looks for a
    // line on cancelling, not the deposit line the answer's topic already found.
    const found = findQuoteLines(quoteText, {
      question: named.join(' '),
      vocabulary: topic.vocabulary,
      keyWords: topic.keyWords,
      ...(topic.prefer ? { prefer: topic.prefer } : {}),
    });
    // A heading naming it ("Windows • Doors • Gutters") is no line about it, unless it is the line the
    // entry prefers ("Product Therma-Tru Classic-Craft Mahogany Collection"); a line already quoted, whole
    // or inside a longer one, is not quoted twice.
    const best = found.find(
      (l) => !taken.some((t) => t.text.includes(l.text)) && (!isLabelRow(l.text) || topic.prefer?.(l.text)),
    );
    if (!best) continue;
    return { line: best, topic };
  }
  return null;
}
