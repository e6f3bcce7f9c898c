/**
 * What must never appear in text a homeowner reads: a count that disagrees with its noun or verb
 * ("1 doors", "1 of 10 items look good"), a doubled full stop, ",)", "at <State>", a text cut without an
 * ellipsis or cut inside a word, and the product's internal names ("unknown_discuss", "windows_doors",
 * a category's short id where its title belongs).
 */
import { CATEGORIES } from '@shared/checklist.js';
import { looksCut } from '@shared/text.js';

const STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
  'District of Columbia',
  'Puerto Rico',
];

const SHORT_IDS = CATEGORIES.map((c) => c.short).join('|');
const LONG_IDS = CATEGORIES.map((c) => c.id).join('|');

/** Patterns of sentences the product writes itself. */
export const SENTENCE_DEFECTS: [name: string, pattern: RegExp][] = [
  [
    '"1" with a plural noun',
    /\b1 (?:(?!(?:of|in|to|for|and|or|door|window)\b)(?:[A-Za-z][a-z-]*|\([a-z]+\)) ){0,3}(?:windows|doors|items|openings|units|questions|credits|quotes|links|changes)\b/,
  ],
  ['"1 of N" with a plural verb', /\b1 of \d+ \w+ (?:look|need|are|have|were)\b/],
  ['a doubled full stop', /(?<![.…])\.\.(?!\.)/],
  ['",)" or empty brackets', /,\)|\(\s*\)/],
  ['"at <State>"', new RegExp(`\\bat (?:${STATES.join('|')})\\b`)],
  ['an internal rating or type id', /\b(?:unknown_discuss|unknown_vendor|not_provided|not_applicable|windows_doors)\b/],
  ['a category id', new RegExp(`\\b(?:${LONG_IDS})\\b|Re-analyzing \\**(?:${SHORT_IDS})\\** based on`)],
];

/** The defects of one sentence the product wrote. */
export function sentenceDefects(text: string): string[] {
  return SENTENCE_DEFECTS.filter(([, re]) => re.test(text)).map(([name]) => name);
}

/** A short field (scope, a table cell) must not stop mid-clause without saying so ("shims and low-"). */
export function cutWithoutEllipsis(text: string): boolean {
  return looksCut(text) && !text.trim().endsWith('…');
}

const fold = (text: string) => text.replace(/\s+/g, ' ');

/**
 * Whether a text shortened with "…" was cut inside a word of its source: the words just before each
 * "…" are found in the source, followed by a letter or digit.
 */
export function cutMidWord(text: string, source: string): boolean {
  const flat = fold(source);
  for (const m of fold(text).matchAll(/…/g)) {
    const before = fold(text).slice(0, m.index).slice(-24).trimStart();
    if (before.length < 8 || /\s$/.test(before)) continue;
    let at = flat.indexOf(before);
    while (at !== -1) {
      if (/[\p{L}\p{N}]/u.test(flat[at + before.length] ?? '')) return true;
      at = flat.indexOf(before, at + 1);
    }
  }
  return false;
}
