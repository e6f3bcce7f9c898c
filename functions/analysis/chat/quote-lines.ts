/**
 * The quote's own lines that bear on a question: the lines of the (redacted) quote text ranked BM25-style
 * for the question's words and the answer's topic vocabulary, over normalised, lightly stemmed tokens
 * that tolerate a letter misread by OCR. What a redaction placeholder touches (its column, its sentence)
 * is about the customer, not the job, and is never returned.
 */

/** One printed line of the quote (a wrapped continuation joined to it) and how well it matches. */
export interface QuoteLine {
  text: string;
  score: number;
  /** Stems of the question itself the line matched (not only the topic's vocabulary), common quote words left out. */
  questionHits: string[];
  /** Stems of the topic's key words (those that name it: "total" of the price) the line matched. */
  keyHits: string[];
}

export interface LineQuery {
  question: string;
  /** Words of the answer's topic (quote-topics.json), weighed less than the question's own. */
  vocabulary?: string[];
  /** The words that name the topic ("total" of the price), weighed more than the question's own. */
  keyWords?: string[];
  /** Lines this holds true of weigh more ("an item's line with its price" for a door). */
  prefer?: (line: string) => boolean;
}

/** A line scoring under this (in BM25 units of a question word) says nothing about the question. */
export const MIN_LINE_SCORE = 1.2;
/**
 * A question of more words than this (stop words aside) is a story: its own words match lines on other
 * subjects ("seal" of a glass warranty in a story about a long wait), so a line must also use a word of
 * the topic's.
 */
const STORY_STEMS = 20;
/** Lines within this share of the best one are returned with it. */
const NEAR_BEST = 0.6;
const MAX_LINES = 3;
const VOCABULARY_WEIGHT = 0.5;
const KEY_WEIGHT = 1.25;
/** A row of column labels ("Services Qty Price Amount") says little however many words it shares. */
const LABEL_ROW_WEIGHT = 0.5;
/** Lines sharing this share of their words are one line read twice. */
const SAME_LINE_SHARE = 0.75;
/** A line the query prefers counts this much more. */
const PREFERRED_WEIGHT = 2;
const K1 = 1.2;
const B = 0.5;
/**
 * A short text (a one-line quote, a photo's few lines) is weighed as if it had this many lines, the
 * others without the word: otherwise a word on its only line would count for almost nothing.
 */
const FEWEST_LINES_WEIGHED = 12;
/** The longest line quoted whole; longer ones are cut at a word. */
const MAX_QUOTED_CHARS = 220;

const PLACEHOLDER = /\[(?:CUSTOMER NAME|STREET ADDRESS|PHONE|EMAIL|NAME|ADDRESS|REDACTED)\]/i;

const STOP_WORDS = new Set(
  (
    'a an the and or of to in on for is are was were be been it its this that these those my our your their ' +
    'i we you they he she do does did can could would should will shall may might must have has had with ' +
    'by from at as if so not no yes what which who whom how when where why there here about any some all ' +
    'me us them much many more most than then also just only into out up over per each every get got ' +
    'before after really even still very say says said tell told take takes come comes go goes make ' +
    'quote quotes estimate proposal contractor company ' +
    'el la los las de del y o en que es un una por para con su sus se lo al'
  ).split(/\s+/),
);

/** Words so common on a quote that, asked about, they weigh like a topic's word ("fee" of "a fee for paying by card"). */
const WEAK_WORDS = new Set(
  [
    'fee',
    'cost',
    'price',
    'charge',
    'include',
    'included',
    'extra',
    'total',
    'amount',
    'window',
    'new',
    'old',
    'job',
    'work',
    'project',
    'home',
    'house',
  ].map((w) => stem(w)),
);

/** Lower case, accents off, a digit misread inside a word put back as its letter. */
function normalise(word: string): string {
  const plain = word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  if (!/[a-z]/.test(plain) || !/\d/.test(plain) || (plain.match(/\d/g)?.length ?? 0) > 1) return plain;
  return plain.replace(/0/g, 'o').replace(/1/g, 'l').replace(/5/g, 's');
}

/** Light stemming: the common English endings, so "payments", "paying" and "pay" meet. */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(?:ss|sh|ch|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  for (const suffix of ['ations', 'ation', 'ments', 'ment', 'ing', 'ed', 'al', 'ly']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  if (w.length >= 5 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/**
 * British and American words for one thing, as stems: a UK homeowner's "guarantee" or "timber" finds a
 * US quote's "warranty" or "wood", and "planning permission" its "permit".
 */
const SAME_THING = new Map([
  ['guarante', 'warranty'],
  ['guarant', 'warranty'],
  ['timber', 'wood'],
  ['upvc', 'vinyl'],
  ['pvc', 'vinyl'],
  ['chequ', 'check'],
  ['labour', 'labor'],
  ['colour', 'color'],
  ['permission', 'permit'],
]);

/** The stems of a text's words, stop words left out; numbers kept as they are. */
export function tokens(text: string): string[] {
  // An e-mail or web address is no word ("quotes@….com" does not answer "coming"). Terms of two words
  // are one: "double hung" is a sash, not double-pane glass; a "change order" is no order; "full frame"
  // is no full screen.
  const joined = text
    .replace(/\S+@\S+|\bhttps?:\/\/\S+|\bwww\.\S+/gi, ' ')
    .replace(
      /\b(double|single)[-\s]+(hung)\b|\b(change)[-\s]+(order)s?\b|\b(lead)[-\s]+(time)s?\b|\b(full)[-\s]+(frame)s?\b/gi,
      (m) => m.replace(/[-\s]+/g, '').replace(/s$/i, ''),
    );
  return (joined.match(/[\p{L}\p{N}$%#]+(?:[.,]\d+)*/gu) ?? [])
    .map(normalise)
    .filter((w) => !STOP_WORDS.has(w) && (w.length > 1 || /\d|%|\$/.test(w)))
    .map((w) => (/^\d/.test(w) ? w : stem(w)))
    .map((w) => SAME_THING.get(w) ?? w);
}

/** Two stems meet when equal, or (from five letters) one letter apart: an OCR misread. */
function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < 5 || b.length < 5 || Math.abs(a.length - b.length) > 1 || /\d/.test(a + b)) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const [longer, shorter] = a.length >= b.length ? [a, b] : [b, a];
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return longer.slice(i + 1) === shorter.slice(i);
}

/**
 * A printed line without what a redaction placeholder touches: the columns (runs of spaces, " · ", " | ")
 * and, within a column, the sentences that carry one. What is left is about the job, not the customer.
 */
function withoutPlaceholders(line: string): string {
  if (!PLACEHOLDER.test(line)) return line;
  return line
    .split(/\s{2,}|\s[·|]\s/)
    .flatMap((column) => column.split(/(?<=[.!?;])\s+/))
    .filter((part) => !PLACEHOLDER.test(part))
    .join(' ');
}

/** The printed lines, a wrapped continuation (starting in lower case) joined to the line before it. */
export function quoteLines(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = withoutPlaceholders(raw).replace(/\s+/g, ' ').trim();
    if (!/[\p{L}\p{N}]/u.test(line)) continue;
    const previous = lines.length ? lines[lines.length - 1]! : null;
    if (previous !== null && /^[a-z(]/.test(line) && !/[.:!?]$/.test(previous))
      lines[lines.length - 1] = `${previous} ${line}`;
    else lines.push(line);
  }
  return lines;
}

/** A line as it is quoted: whole, or when it runs long, its sentences that match (the first one otherwise). */
export function quotable(line: string, matches: (sentence: string) => number = () => 0): string {
  if (line.length <= MAX_QUOTED_CHARS) return line;
  const sentences = line.split(/(?<=[.!?;])\s+/);
  const best = Math.max(...sentences.map(matches));
  const chosen = best > 0 ? sentences.filter((s) => matches(s) === best) : sentences.slice(0, 1);
  const text = chosen.join(' … ');
  if (text.length <= MAX_QUOTED_CHARS) return text;
  return `${text.slice(0, MAX_QUOTED_CHARS).replace(/\s+\S*$/, '')} …`;
}

/** Column labels or a heading: no figure, at most one word in lower case ("Services Qty Price Taxable Amount"). */
export function isLabelRow(line: string): boolean {
  return !/\d/.test(line) && (line.match(/(?<![\p{L}\p{N}])\p{Ll}{2,}/gu)?.length ?? 0) <= 1;
}

/** Two readings of one line: most of their words the same (a photo's line misread two ways). */
function sameWords(a: string[], b: string[]): boolean {
  const shared = a.filter((s) => b.some((t) => sameStem(s, t))).length;
  return shared >= SAME_LINE_SHARE * Math.max(a.length, b.length);
}

/** The last quotes' lines with their stems: a conversation asks many questions of one quote. */
const READ = new Map<string, { text: string; stems: string[] }[]>();
const READ_KEPT = 8;

function readLines(text: string): { text: string; stems: string[] }[] {
  let lines = READ.get(text);
  if (!lines) {
    lines = quoteLines(text)
      .map((l) => ({ text: l, stems: tokens(l) }))
      .filter((l) => l.stems.length);
    if (READ.size >= READ_KEPT) READ.delete(READ.keys().next().value!);
    READ.set(text, lines);
  }
  return lines;
}

/** What every window quote is about: no sign of a topic. */
export const EVERY_QUOTE = new Set(['window', 'door', 'new', 'old', 'install'].map(stem));

/**
 * The topic's words that count only beside the rest of their phrase: "same" of "same as cash" says
 * nothing alone ("Job site: same as sold-to"). A word the question uses, or that the topic also lists on
 * its own, counts alone; each other word maps to the phrases it belongs to.
 */
function phraseBound(entries: string[][], questionStems: Set<string>): Map<string, string[][]> {
  // The question's words count alone, unless it uses them as the topic's phrase ("a same-as-cash offer").
  const phrases = entries.filter((e) => e.length > 1);
  const inPhrase = new Set(phrases.filter((p) => p.every((t) => questionStems.has(t))).flat());
  const alone = new Set([
    ...[...questionStems].filter((t) => !inPhrase.has(t)),
    ...entries.filter((e) => e.length === 1).flat(),
  ]);
  const bound = new Map<string, string[][]>();
  for (const phrase of phrases)
    for (const t of phrase) if (!alone.has(t)) bound.set(t, [...(bound.get(t) ?? []), phrase]);
  return bound;
}

/** The quote's lines that answer the query, best first; none when nothing reaches the threshold. */
export function findQuoteLines(text: string, query: LineQuery): QuoteLine[] {
  const lines = readLines(text);
  if (!lines.length) return [];
  // The question's and the topic's words, each read once.
  const questionTokens = tokens(query.question);
  const vocabulary = (query.vocabulary ?? []).map(tokens);
  const keyWords = (query.keyWords ?? []).map(tokens);
  const weights = new Map<string, number>();
  for (const t of questionTokens) weights.set(t, WEAK_WORDS.has(t) ? VOCABULARY_WEIGHT : 1);
  for (const t of vocabulary.flat()) if (!weights.has(t)) weights.set(t, VOCABULARY_WEIGHT);
  for (const t of keyWords.flat()) weights.set(t, KEY_WEIGHT);
  const questionStems = new Set(questionTokens);
  const bound = phraseBound([...vocabulary, ...keyWords], questionStems);
  const keyStems = new Set(keyWords.flat());
  const topicStems = [...vocabulary, ...keyWords].flat().filter((t) => !EVERY_QUOTE.has(t));
  const topicStemSet = new Set(topicStems);
  const story = questionStems.size > STORY_STEMS && topicStems.length > 0;
  const averageLength = lines.reduce((n, l) => n + l.stems.length, 0) / lines.length;
  const idf = (term: string) => {
    const n = lines.filter((l) => l.stems.some((s) => sameStem(s, term))).length;
    return Math.log(1 + (Math.max(lines.length, FEWEST_LINES_WEIGHED) - n + 0.5) / (n + 0.5));
  };
  const idfs = new Map([...weights.keys()].map((t) => [t, idf(t)]));
  const scored = lines.map((line) => {
    let score = 0;
    const questionHits: string[] = [];
    const keyHits: string[] = [];
    const has = (term: string) => line.stems.some((s) => sameStem(s, term));
    let topical = false;
    for (const [term, weight] of weights) {
      const tf = line.stems.filter((s) => sameStem(s, term)).length;
      if (!tf) continue;
      const phrases = bound.get(term);
      if (phrases && !phrases.some((phrase) => phrase.every(has))) continue;
      const norm = tf + K1 * (1 - B + (B * line.stems.length) / averageLength);
      score += weight * idfs.get(term)! * ((tf * (K1 + 1)) / norm);
      if (!EVERY_QUOTE.has(term) && (!WEAK_WORDS.has(term) || topicStemSet.has(term))) topical = true;
      if (questionStems.has(term) && !WEAK_WORDS.has(term)) questionHits.push(term);
      if (keyStems.has(term)) keyHits.push(term);
    }
    if (story && !line.stems.some((s) => topicStems.some((t) => sameStem(s, t)))) score = 0;
    // "Customer signature / date … Window & Door LLC" shares only what every quote is about, "Job site:
    // same as sold-to" only a common word the topic does not name.
    if (!topical) score = 0;
    if (isLabelRow(line.text)) score *= LABEL_ROW_WEIGHT;
    const preferred = Boolean(score && query.prefer?.(line.text));
    if (preferred) score *= PREFERRED_WEIGHT;
    const matches = (sentence: string) =>
      tokens(sentence).filter((s) => [...weights.keys()].some((t) => sameStem(s, t))).length;
    return {
      text: quotable(line.text, matches),
      score,
      questionHits,
      keyHits,
      labelRow: isLabelRow(line.text) && !preferred,
      stems: line.stems,
    };
  });
  const best = Math.max(...scored.map((s) => s.score));
  if (best < MIN_LINE_SCORE) return [];
  // A heading or a row of labels is quoted only as the best line, never beside a better one (unless the
  // query prefers it: "Product Therma-Tru Classic-Craft Mahogany Collection" names a brand's series).
  const chosen = scored
    .filter((s) => s.score >= Math.max(MIN_LINE_SCORE, best * NEAR_BEST))
    .sort((a, b) => b.score - a.score)
    .filter((s, i) => i === 0 || !s.labelRow);
  // A line printed twice (a page's header, a total repeated, a photo's line read twice) is quoted once.
  return chosen
    .filter((s, i) => chosen.findIndex((o) => o.text === s.text || sameWords(o.stems, s.stems)) === i)
    .slice(0, MAX_LINES)
    .map(({ text, score, questionHits, keyHits }) => ({ text, score, questionHits, keyHits }));
}
