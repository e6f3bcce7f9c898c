/**
 * The words of every sentence that counts or cuts, on the server and in the web app: one way to write a
 * count ("1 window", "10 windows, 1 door"), to make a verb agree with it ("1 of 10 items looks good"),
 * to shorten a text (at a word boundary, with "…", never mid-word) and to join clauses into sentences
 * (no "..", no ",)", one full stop).
 */

/** The noun for a count: "window" for 1, "windows" otherwise (or the plural given: "person", "people"). */
export function nounFor(count: number, singular: string, pluralForm = `${singular}s`): string {
  return count === 1 ? singular : pluralForm;
}

/** A count and its noun: plural(1, 'window') → "1 window", plural(2, 'window') → "2 windows". */
export function plural(count: number, singular: string, pluralForm?: string): string {
  return `${count} ${nounFor(count, singular, pluralForm)}`;
}

/** The verb agreeing with a count: verbFor(1, 'looks', 'look') → "looks", verbFor(3, …) → "look". */
export function verbFor(count: number, singular: string, pluralForm: string): string {
  return count === 1 ? singular : pluralForm;
}

/** Counts as a list: countList([[10, 'window'], [1, 'door']]) → "10 windows, 1 door" (zeros kept unless dropped). */
export function countList(
  counts: readonly (readonly [number, string, string?])[],
  options: { dropZero?: boolean } = {},
): string {
  return counts
    .filter(([n]) => !options.dropZero || n !== 0)
    .map(([n, singular, pluralForm]) => plural(n, singular, pluralForm))
    .join(', ');
}

/** A quote's quantities as stored and shown: "10 windows, 1 door", "1 window, 0 doors". */
export function quantitiesText(windows: number, doors: number): string {
  return countList([
    [windows, 'window'],
    [doors, 'door'],
  ]);
}

/** "a", "a and b", "a, b and c". */
export function listAnd(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** Words a clause does not end on: a text ending on one was cut. */
const DANGLING_WORD =
  /\b(?:a|an|and|as|at|by|for|from|in|into|of|on|or|per|the|to|with|without|our|your|its|their|is|are|be|will|not)$/i;

/** Whether a text stops mid-clause: on a hyphen, a comma, an "and", "the", "of"… (a printed line that wraps). */
export function looksCut(text: string): boolean {
  const t = text.trim();
  if (!t) return false;
  if (/[-,;:(&/+–—]$/.test(t)) return true;
  return DANGLING_WORD.test(t);
}

/**
 * The text in at most `max` characters: whole when it fits, else cut at the last space that leaves room
 * for "…", without the punctuation before the cut. A single word longer than `max` is the one case cut
 * inside a word (nothing shorter would say anything).
 */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = Math.max(1, max - 1);
  const atBoundary = clean[room] === ' ';
  let cut = atBoundary ? clean.slice(0, room) : clean.slice(0, room).replace(/\s+\S*$/, '');
  cut = cut.replace(/[\s,;:.(&/+–—-]+$/, '');
  if (!cut) cut = clean.slice(0, room);
  return `${cut}…`;
}

/** A text that may have been cut where a printed line wraps, marked "…" when it was ("… shims and low-" → "… shims and…"). */
export function markCut(text: string): string {
  let t = text.trim();
  if (!looksCut(t)) return t;
  // A word split at a hyphen by the line's end loses its first half: "low-" is not a word.
  t = t.replace(/\s*\S*-$/, '');
  t = t.replace(/[\s,;:(&/+–—-]+$/, '');
  return t ? `${t}…` : '';
}

/**
 * Cleans a sentence built from parts: no doubled full stop (an ellipsis stays), no ",)" or "( ", no space
 * before a comma or full stop, no empty brackets, single spaces.
 */
export function tidy(text: string): string {
  return text
    .replace(/\(\s*\)/g, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/[\s,;:]+\)/g, ')')
    .replace(/[ \t]+([,.;:!?])(?=\s|$)/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/[,;:]+\./g, '.')
    .replace(/…\.(?!\.)/g, '…')
    .replace(/(?<![.…])\.\.(?!\.)/g, '.')
    .replace(/([!?])\./g, '$1')
    .trim();
}

/** One sentence: tidied, ending with a full stop unless it already ends with one (or "!", "?", "…"). */
export function sentence(text: string): string {
  const t = tidy(text);
  if (!t) return '';
  return /[.!?…][)"”’]*$/.test(t) ? t : `${t}.`;
}

/** Sentences from parts (empty ones left out), each ending once: joinSentences(['Permit included.', 'Ask who pulls it']). */
export function joinSentences(parts: readonly (string | null | undefined | false)[]): string {
  return parts
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .map(sentence)
    .filter(Boolean)
    .join(' ');
}
