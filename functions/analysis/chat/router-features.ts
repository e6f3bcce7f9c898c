/**
 * The features the chat's question router reads from a message: its words (but the commonest), each
 * also without its common English ending ("installed" → "install"), its word pairs, the pairs of
 * stemmed words on either side of the common words ("cost of the permit" → "cost permit"), and the
 * letter sequences (3 to 5 letters) inside each word, so that "warrenty", "warranties" and "warranty"
 * share most of them. Each is hashed into one of FEATURE_BUCKETS numbered features; the values are
 * log-scaled counts, scaled to unit length so a long message weighs as much as a short one.
 */

export const FEATURE_BUCKETS = 1 << 18;

/** Lower case, accents and curly quotes away: "¿Qué garantía?" → "¿que garantia?". */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[‘’]/g, "'").toLowerCase();
}

export function routerWords(text: string): string[] {
  return normalizeText(text).match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? [];
}

/** FNV-1a of a string, into a bucket. */
function bucket(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return (h >>> 0) % FEATURE_BUCKETS;
}

function letterGrams(word: string, add: (f: string) => void): void {
  const w = `<${word}>`;
  for (let n = 3; n <= 5; n++) for (let i = 0; i + n <= w.length; i++) add(`c:${w.slice(i, i + n)}`);
}

/** Words too common to say what a question is about: no unigram or letter sequences of their own. */
const STOP_WORDS = new Set(
  'a an the is are was were be been am i my me we our us you your it its this that these those of to for in on at by with and or but if so do does did can could should would will what how which who when where why there their they them he she his her as from about any some just really'.split(
    ' ',
  ),
);

/** Whether a word is too common to say what a question is about. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** A word without its commonest English endings: "installed", "installing", "installs" → "install". */
export function stem(word: string): string {
  for (const [end, keep] of SUFFIXES)
    if (word.endsWith(end) && word.length - end.length >= 3) return word.slice(0, word.length - end.length) + keep;
  return word;
}

const SUFFIXES: [string, string][] = [
  ['ations', 'ate'],
  ['ation', 'ate'],
  ['ies', 'y'],
  ['ing', ''],
  ['ed', ''],
  ['ers', ''],
  ['er', ''],
  ['ly', ''],
  ['es', ''],
  ['s', ''],
];

/** Bucket → value, unit length. */
export function routerFeatures(text: string): Map<number, number> {
  const counts = new Map<number, number>();
  const add = (f: string) => {
    const b = bucket(f);
    counts.set(b, (counts.get(b) ?? 0) + 1);
  };
  const words = routerWords(text);
  words.forEach((w, i) => {
    add(`b:${i === 0 ? '^' : words[i - 1]} ${w}`);
    if (STOP_WORDS.has(w)) return;
    add(`w:${w}`);
    add(`s:${stem(w)}`);
    letterGrams(w, add);
  });
  if (words.length) add(`b:${words[words.length - 1]} $`);
  const content = words.filter((w) => !STOP_WORDS.has(w)).map(stem);
  for (let i = 1; i < content.length; i++) add(`k:${content[i - 1]} ${content[i]}`);
  let norm = 0;
  for (const [b, n] of counts) {
    const v = 1 + Math.log(n);
    counts.set(b, v);
    norm += v * v;
  }
  norm = Math.sqrt(norm) || 1;
  for (const [b, v] of counts) counts.set(b, v / norm);
  return counts;
}
