/** Quote fields a homeowner states: the ZIP code, the total, the window and door counts, the contractor's name. */
import { centsToDecimal, parseAmount } from '@shared/money.js';
import { parseCount } from '@shared/number-words.js';
import { STATE_AND_ZIP, ZIP_CODE, ZIP_IN_TEXT } from '@shared/zip.js';
import { STATE_NAMES } from '../../../fields/zip-states.js';
import { COUNT, MONEY, parseMoney } from '../reply-numbers.js';
import type { ReplyFields } from '../restate.js';
import { negatedAround } from '../sentences.js';
import { first, type Reader } from './reader.js';
import { yesNo } from './yes-no.js';

const ZIP_PATTERNS = [
  new RegExp(String.raw`\b(?:zip|zipcode|zip\s+code|postal\s+code|post\s+code)\b[^\d?]{0,25}?${ZIP_CODE}\b`, 'i'),
  new RegExp(
    String.raw`\b(?:live|located|house|home|property|address)\b[^\d.?]{0,30}?\b${ZIP_CODE}\b(?!\s*(?:sq|square|dollars|\$))`,
    'i',
  ),
];

export const readZip: Reader = (clause, found) => {
  const hit = first(clause, ZIP_PATTERNS);
  if (hit && !hit.negated) {
    found.fields.zipCode = hit.m[1]!;
    return;
  }
  const withState = STATE_AND_ZIP.exec(clause);
  if (withState && STATE_NAMES[withState[1]!]) found.fields.zipCode = withState[2]!;
};

const TOTAL_PATTERNS = [
  new RegExp(
    `\\b(?:total(?:\\s+(?:price|cost|amount))?|grand\\s+total|(?:the\\s+)?price|cost|costs|quote|quoted|estimate|bid|contract\\s+price)\\b(?:\\s+(?:is|was|of|comes\\s+to|came\\s+to|comes\\s+out\\s+to|came\\s+out\\s+to|will\\s+be|would\\s+be|for|at|around|about|just|only|under|over|almost|nearly|actually|really|me|us|it's|is\\s+for))*\\s*[=:]?\\s*(${MONEY})(?![\\d,])(?!\\s*(?:per|each|a\\s+(?:window|door|unit|year|month|week)|every|annually|yearly|monthly|/))`,
    'i',
  ),
  new RegExp(
    `(${MONEY})\\s+(?:total|in\\s+total|all\\s+in|all-in|for\\s+everything|for\\s+the\\s+whole\\s+(?:job|project|thing))\\b`,
    'i',
  ),
];

export const readTotal: Reader = (clause, found) => {
  if (/\b(?:deposit|down\s+payment|per\s+(?:window|door|unit)|each)\b/i.test(clause) && !/\btotal\b/i.test(clause))
    return;
  const hit = first(clause, TOTAL_PATTERNS);
  if (!hit || hit.negated) return;
  const cents = parseMoney(hit.m[1]!);
  if (cents !== null && cents >= 10_000 && cents < 1_000_000_000) found.fields.totalCost = centsToDecimal(cents);
};

const NOT_BETWEEN =
  '(?!(?:years?|yrs?|year-old|miles?|series|percent|feet|foot|ft|inch(?:es)?|months?|days?|of|from|in|on|to|for|and|or|dollars?|with)\\b)';

const UNIT_COUNT = new RegExp(
  `(?<![\\d.,$/])\\b(${COUNT})\\s+(?:${NOT_BETWEEN}[a-z-]+\\s+){0,2}?(windows?|doors?)\\b(?!\\s*(?:warranty|sticker|label|company|world|brand|installer|contractor|quote))`,
  'gi',
);

export const readCounts: Reader = (clause, found) => {
  const totals: { windows?: number; doors?: number } = {};
  for (const m of clause.matchAll(UNIT_COUNT)) {
    if (negatedAround(clause, m.index, m[0].length, 8)) continue;
    const n = parseCount(m[1]!);
    if (n === null || n < 1 || n > 200) continue;
    const kind = /^w/i.test(m[2]!) ? 'windows' : 'doors';
    totals[kind] = (totals[kind] ?? 0) + n;
  }
  if (totals.windows !== undefined) found.fields.windows = totals.windows;
  if (totals.doors !== undefined) found.fields.doors = totals.doors;
};

const VENDOR =
  /\b(?:(?:[Cc]ontractor|[Cc]ompany|[Vv]endor|[Ii]nstaller)(?:'s\s+name|\s+name)?\s+(?:is|was|called|named)|[Qq]uote\s+(?:is|was|came)\s+from|[Ii]t's\s+from)\s+((?:[A-Z0-9][\w&'.-]*)(?:\s+(?:[A-Z0-9&][\w&'.-]*|of|and|the))*)/;

export const readVendor: Reader = (clause, found) => {
  const m = VENDOR.exec(clause);
  if (!m || negatedAround(clause, m.index, m[0].length)) return;
  const name = m[1]!.replace(/\s+(?:of|and|the)$/i, '').trim();
  if (name.length >= 2 && !/^(?:Not|No|A|An|The|It|They|I)$/.test(name)) found.fields.vendor = name;
};

/** Every number of a reply ("8 windows for 14000" → 8 and 14000), commas and cents read. */
function numbersIn(text: string): number[] {
  return [...text.matchAll(/(?<![\d.,])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?(?![\d,]|\.\d)/g)].map((m) =>
    parseAmount(m[0])!,
  );
}

/**
 * The quote fields a reply gives to the question that asked for them (ZIP code, total, counts, vendor);
 * undefined when the question asks for something else.
 */
export function fieldReply(key: string, text: string, question: string): Partial<ReplyFields> | undefined {
  const fields: Partial<ReplyFields> = {};
  if (key === 'zipCode') {
    const zip = ZIP_IN_TEXT.exec(text);
    if (zip) fields.zipCode = zip[1]!;
    return fields;
  }
  if (key === 'totalCost') {
    // "$14,000", "14000", "about 14 grand", "fourteen thousand dollars" (spelled-out amounts are digits by now);
    // else the one amount in the reply ("it's 14000 with tax").
    let cents = parseMoney(text);
    // (Not a year: "built before 1978", "a 1965 house".)
    const years =
      /\b(?:pre-?|before|after|since|in|built|from|year|circa)\s*(?:1[6-9]\d\d|20\d\d)\b|\b(?:1[6-9]\d\d|20\d\d)s?\s+(?:house|home|build|ranch|construction)\b/i;
    if (cents === null && !years.test(text) && !/\b(?:per|each|deposit|down|a\s+(?:window|door|unit))\b/i.test(text)) {
      const amounts = numbersIn(text).filter((n) => n >= 100);
      if (amounts.length === 1) cents = Math.round(amounts[0]! * 100);
    }
    if (cents !== null && cents >= 10_000) fields.totalCost = centsToDecimal(cents);
    return fields;
  }
  if (key === 'quantities') {
    // "8", "eight": the count of what the question asks first (windows, unless it asks only for doors);
    // "8 windows and 2 doors" is read as a statement; "no doors" and "a patio door" here.
    const bare = new RegExp(
      `^\\s*(?:about|around|just|only)?\\s*(${COUNT})\\s*(?:total|in\\s+total|of\\s+them|openings?|units?)?\\s*$`,
      'i',
    ).exec(text);
    const onlyDoors = /door/i.test(question) && !/window/i.test(question);
    if (bare) fields[onlyDoors ? 'doors' : 'windows'] = parseCount(bare[1]!) ?? undefined;
    for (const kind of ['windows', 'doors'] as const) {
      const noun = kind === 'windows' ? 'windows?' : 'doors?';
      if (new RegExp(`\\b(?:no|zero|none\\s+of\\s+the)\\s+(?:[a-z-]+\\s+)?${noun}\\b`, 'i').test(text))
        fields[kind] = 0;
      else if (
        new RegExp(
          `(?:^|\\band\\s+|,\\s*|\\bplus\\s+|\\bjust\\s+|\\bonly\\s+)(?:a|an|one|a\\s+single|single)\\s+(?:[a-z-]+\\s+){0,2}?${kind.slice(0, -1)}(?=\\s*(?:$|[,;.!]|and\\b|plus\\b|too\\b|as\\s+well\\b))`,
          'i',
        ).test(text)
      )
        fields[kind] = 1;
    }
    if (fields.windows === undefined) delete fields.windows;
    return fields;
  }
  if (key === 'vendor') {
    if (!yesNo(text) && text.length >= 2 && text.length <= 80) fields.vendor = text.replace(/[.!]+$/, '').trim();
    return fields;
  }
  return undefined;
}
