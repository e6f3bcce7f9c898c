/**
 * Reading a homeowner's chat message: the answer to the question the chat asked (by what it expects:
 * yes/no, a percentage, years, a number or text, or one of its quick-question buttons), plus any facts
 * stated anywhere in the message ("permits are included", "my zip is 33101"). Deterministic and offline.
 */
import type { AnswerKey, ChatQuestion, HomeownerAnswers } from '../types.js';
import { centsToDecimal, parseAmount } from '@shared/money.js';
import { parseCount } from '@shared/number-words.js';
import { COUNT, digitsForSpelledAmounts, parseDecimal, parseMoney, parsePercent, parseYears } from './reply-numbers.js';
import { DEFAULT_BRANDS, findProductLine } from './product-line.js';
import { attributionOf } from './attribution.js';
import { restateAnswer, restateFields, type ReplyFields } from './restate.js';
import { clausesOf, negatedAround, normalize, UNSURE } from './sentences.js';
import { coastFromDistance, glassPackage, readStatement, type Found, type ReadContext } from './statements.js';
import { ZIP_IN_TEXT } from '@shared/zip.js';

export interface Interpretation {
  answers: Partial<HomeownerAnswers>;
  fields: Partial<ReplyFields>;
  understood: boolean;
  /** short restatement: "the deposit is 50%" */
  summary: string[];
  /** The homeowner said they do not know ("not sure", "I don't know"): ask the contractor or move on. */
  unsure?: true;
  /**
   * Quote fields a sentence stated without saying whose they are ("he quoted me $2,500"): never applied
   * as read; the chat asks whether they are this quote's. Facts about another quote are dropped.
   */
  unconfirmed: Partial<ReplyFields>;
  /** A sentence spoke of another contractor, quote or offer. */
  mentionsOtherQuote: boolean;
}

/** The quote fields a pending question asks for: an answer to it is about this quote. */
export const FIELDS_ASKED: Record<string, (keyof ReplyFields)[]> = {
  zipCode: ['zipCode'],
  totalCost: ['totalCost'],
  quantities: ['windows', 'doors'],
  vendor: ['vendor'],
};

export interface InterpretContext {
  /** Window and door brands to recognise (knowledge.quality.brands); a short built-in list otherwise. */
  brands?: string[];
  /** The quote's total in cents, to read "$5,000 down" as a percentage. */
  totalCents?: number | null;
  /** ISO date, for "the house is 60 years old"; today otherwise. */
  today?: string;
}

const BOOLEAN_KEYS = new Set<string>([
  'nearCoast',
  'builtBefore1978',
  'permitsByContractor',
  'productWarranty',
  'priceIncludesEverything',
  'removalIncluded',
  'rotRepairTerms',
  'finishIncluded',
  'lowEGas',
  'impactApproved',
]);

const YES =
  /^(?:yes|yeah|yea|yep|yup|ya|yes\s+sir|y|sure|correct|right|that's\s+(?:right|correct)|that\s+is\s+(?:right|correct)|true|affirmative|absolutely|definitely|certainly|exactly|of\s+course|indeed|i\s+(?:think|believe)\s+so|i\s+(?:think|believe|guess)\s+(?:they|it|he|she)\s+(?:do|does|did|will|is|are|has|have)\b(?!\s+not|n't)|it\s+(?:is|does|was|did)|they\s+(?:are|do|did|will)|(?:it|they|he|she|the\s+(?:contractor|installers?|company))\s+(?:are|is|do|does|did|will|have|has)(?=(?:\s+[\w'-]+){0,3}\s*(?:$|[,.;!]))|we\s+are|i\s+(?:am|do|did)|uh[-\s]?huh|confirmed|positive)\b(?!\s+not\b)/i;
const NO =
  /^(?:no|nope|nah|n|not\s+really|negative|incorrect|false|wrong|never|none|no\s+way|not\s+at\s+all|(?:i\s+)?don't\s+think\s+so|(?:i\s+)?do\s+not\s+think\s+so|not\s+that\s+i\s+know|it\s+(?:isn't|is\s+not|doesn't|does\s+not|wasn't|was\s+not)|it's\s+not|they\s+(?:don't|do\s+not|aren't|are\s+not|won't|didn't)|(?:it|they|he|she|the\s+(?:contractor|installers?|company))\s+(?:don't|do\s+not|doesn't|does\s+not|aren't|are\s+not|isn't|is\s+not|won't|will\s+not|didn't|did\s+not|haven't|have\s+not|hasn't|has\s+not)(?=(?:\s+[\w'-]+){0,4}\s*(?:$|[,.;!]))|they're\s+not|we\s+(?:aren't|are\s+not)|we're\s+not|i\s+(?:don't|do\s+not|didn't))\b/i;

/** Leading yes or no of a reply; undefined when it starts with neither. */
export function yesNo(text: string): boolean | undefined {
  const t = text.trim().replace(/^(?:um+|uh+|well|oh|hmm+|ok(?:ay)?)\b[\s,]*/i, '');
  if (UNSURE.test(t.split(/[,;.!?]/)[0]!)) return undefined;
  if (NO.test(t)) return false;
  if (YES.test(t)) return true;
  return undefined;
}

/** Yes/no questions that ask whether the contractor does something: "the contractor does" is a yes, "I do" a no. */
const WHO_KEYS = new Set<string>(['permitsByContractor', 'removalIncluded', 'finishIncluded']);

const DOING =
  "(?:do|does|did|will|would|should|shall|must|don't|doesn't|didn't|won't|wouldn't|handle|handles|take|takes|pull|pulls|haul|hauls|remove|removes|get|gets|dispose|disposes|include|includes|cover|covers|arrange|arranges|install|installs|paint|paints|finish|finishes|deal|deals|cart|carts|clean|cleans|provide|provides|supply|supplies|replace|replaces|trim|trims|caulk|caulks|seal|seals)";
/** "the contractor", "the contractor does", "they'll handle it", "it's the installer's job": the contractor does it. */
const CONTRACTOR_DOES = new RegExp(
  `^(?:it's\\s+|that's\\s+|it\\s+is\\s+|that\\s+is\\s+)?(?:the\\s+|my\\s+|our\\s+|their\\s+)?(?:contractor|contractors|installers?|company|crew|vendor|window\\s+company|guys?|they|them|he|she|him|her)(?:'ll|'d|'re|'s)?(?:\\s*$|\\s+(?:will\\s+|would\\s+|do\\s+|does\\s+|did\\s+)?(?:not\\s+|never\\s+|also\\s+|always\\s+)?${DOING}\\b|'s\\s+(?:job|responsibility|problem|side)\\b|\\s+(?:are|is)\\s+(?:not\\s+)?(?:responsible|doing\\s+it|handling\\s+it|taking\\s+care)\\b)`,
  'i',
);
const OWNER_DOES =
  /(?:^|[,;]\s*|\b(?:so|and|but|said|says|told\s+(?:me|us)|that)\s+)(?:(?:i|we)(?:'ll|\s+will|\s+do|\s+did|\s+have\s+to|\s+had\s+to|\s+need\s+to|\s+must|\s+get|\s+pull|\s+haul|\s+take|\s+handle|\s+dispose|\s+remove|\s+pay)\b(?!\s+not\b|n't)|(?:i'm|i\s+am|we're|we\s+are)\s+(?:doing|pulling|getting|handling|taking|hauling|responsible)\b|(?:it's|that's|it\s+is|that\s+is)\s+(?:on|up\s+to)\s+(?:me|us)\b|(?:me|myself|us|ourselves|the\s+homeowner|homeowner)\b(?!\s+(?:too|also)\b))|\b(?:myself|ourselves)\b|\b(?:up\s+to|on)\s+(?:me|us)\b/i;

/** Who does it, by the reply's words: true for the contractor, false for the homeowner; undefined when it does not say. */
function whoDoes(text: string): boolean | undefined {
  if (text.split(/\s+/).length > LONG_REPLY_WORDS) return undefined;
  // "I think they do", "I'm pretty sure the contractor does": the hedge says nothing about who.
  const t = text
    .trim()
    .replace(
      /^i(?:\s+(?:think|believe|guess)|'m\s+(?:pretty\s+)?sure|\s+am\s+(?:pretty\s+)?sure)\s+(?:that\s+)?(?=\S)/i,
      '',
    );
  if (/^not\s+(?:the\s+)?(?:contractor|installers?|company|them|they)\b/i.test(t)) return false;
  if (/^not\s+(?:me|us|myself)\b/i.test(t)) return true;
  if (/^(?:yes|yeah|yep|no|nope|nah)\b/i.test(t)) return undefined;
  if (OWNER_DOES.test(t)) return false;
  // "the contractor doesn't", "they won't": not the contractor (in its own clause: "they do, I don't have to").
  // A long story that starts with "the company ..." is not an answer to who does it.
  const clause = t.split(/[,;]|\s+(?:but|and|so)\s+/)[0]!;
  if (!CONTRACTOR_DOES.test(clause) || clause.split(/\s+/).length > 8) return undefined;
  return !negatedAround(clause, 0, clause.length, 0);
}

/** "Yes, both" / "Only one of them" / "Neither" to "a set price, and your written OK first?". */
function bothTerms(text: string): boolean | undefined {
  const t = text.trim();
  if (
    /^(?:no\b[,.]?\s*)?(?:neither|none\s+of\s+(?:them|those)|not\s+both|(?:only|just)\s+(?:one|the\s+(?:set\s+)?price|a\s+(?:set\s+)?price|the\s+ok|the\s+okay|the\s+approval|my\s+(?:written\s+)?(?:ok|okay|approval))|one\s+of\s+(?:them|those|the\s+two))\b/i.test(
      t,
    )
  )
    return false;
  if (/^(?:yes\b[,.]?\s*)?(?:(?:they\s+(?:did|do|agreed\s+to)\s+)?both|yes\s+to\s+both)\b/i.test(t)) return true;
  return undefined;
}

/** The distance words a homeowner uses without a number: "a few miles" (not near), "a couple of blocks" (near). */
function roughDistance(text: string): boolean | undefined {
  if (
    /\b(?:a\s+few|several|many|lots\s+of|a\s+couple(?:\s+of)?|a\s+bunch\s+of|dozens?\s+of|tens\s+of|hundreds?\s+of)\s+miles\b|\b(?:far|miles)\s+(?:away|inland|from)\b|\bnowhere\s+near\b/i.test(
      text,
    )
  )
    return false;
  if (
    /\b(?:a\s+few|a\s+couple(?:\s+of)?)\s+blocks\b|\bwalking\s+distance\b|\bright\s+(?:on|by|next\s+to)\b/i.test(text)
  )
    return true;
  return undefined;
}

/** Replies longer than this are stories rather than direct answers (their figures are confirmed first). */
const LONG_REPLY_WORDS = 12;

/** A lone number, perhaps with "about", a "%" or a "$": "25", "about 30", "$5,000". */
const LONE_NUMBER =
  /^\s*(?:about|around|roughly|approximately|approx\.?|~|it's|it\s+is|its|like|just|only)?\s*(\$)?\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(%|percent|per\s?cent)?\s*$/i;

/** Every number of a reply ("8 windows for 14000" → 8 and 14000), commas and cents read. */
function numbersIn(text: string): number[] {
  return [...text.matchAll(/(?<![\d.,])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?(?![\d,]|\.\d)/g)].map((m) =>
    parseAmount(m[0])!,
  );
}

const simplify = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%$./ ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** What a reply says for the pending question; `specific` when read by what it names, not as a bare yes or no. */
type PendingReading = Found & { specific?: true };

/** The value a reply gives for the pending question, read by what the question expects. */
function readPending(text: string, pending: ChatQuestion, ctx: ReadContext, alsoAsks = false): PendingReading {
  const out: PendingReading = { answers: {}, fields: {} };
  const key = pending.answer as string;
  const answers = out.answers as Record<string, unknown>;

  // Quote fields the chat asked for.
  if (key === 'zipCode') {
    const zip = ZIP_IN_TEXT.exec(text);
    if (zip) out.fields.zipCode = zip[1]!;
    return out;
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
    if (cents !== null && cents >= 10_000) out.fields.totalCost = centsToDecimal(cents);
    return out;
  }
  if (key === 'quantities') {
    // "8", "eight": the count of what the question asks first (windows, unless it asks only for doors);
    // "8 windows and 2 doors" is read as a statement; "no doors" and "a patio door" here.
    const bare = new RegExp(
      `^\\s*(?:about|around|just|only)?\\s*(${COUNT})\\s*(?:total|in\\s+total|of\\s+them|openings?|units?)?\\s*$`,
      'i',
    ).exec(text);
    const onlyDoors = /door/i.test(pending.text) && !/window/i.test(pending.text);
    if (bare) out.fields[onlyDoors ? 'doors' : 'windows'] = parseCount(bare[1]!) ?? undefined;
    for (const kind of ['windows', 'doors'] as const) {
      const noun = kind === 'windows' ? 'windows?' : 'doors?';
      if (new RegExp(`\\b(?:no|zero|none\\s+of\\s+the)\\s+(?:[a-z-]+\\s+)?${noun}\\b`, 'i').test(text))
        out.fields[kind] = 0;
      else if (
        new RegExp(
          `(?:^|\\band\\s+|,\\s*|\\bplus\\s+|\\bjust\\s+|\\bonly\\s+)(?:a|an|one|a\\s+single|single)\\s+(?:[a-z-]+\\s+){0,2}?${kind.slice(0, -1)}(?=\\s*(?:$|[,;.!]|and\\b|plus\\b|too\\b|as\\s+well\\b))`,
          'i',
        ).test(text)
      )
        out.fields[kind] = 1;
    }
    if (out.fields.windows === undefined) delete out.fields.windows;
    return out;
  }
  if (key === 'vendor') {
    if (!yesNo(text) && text.length >= 2 && text.length <= 80) out.fields.vendor = text.replace(/[.!]+$/, '').trim();
    return out;
  }

  const said = yesNo(text);
  if (key === 'lowEGas') {
    // "Which glass: low-E with argon, triple-pane, or plain double-pane?" read by what the reply names;
    // "triple" is the high-performance package (as the energy rule rates it), "double" alone the plain one.
    const lead =
      /^\s*(?:it's\s+|they're\s+|they\s+are\s+|it\s+is\s+)?(triple|clear|plain|regular|standard|basic|single)\b/i.exec(
        text,
      )?.[1];
    const glass = lead
      ? /^triple$/i.test(lead)
      : (glassPackage(text) ??
        (/^\s*(?:it's\s+|they're\s+|they\s+are\s+|it\s+is\s+)?(?:double|dual)\s*$|\b(?:double|dual|two)[-\s]?(?:pane|paned|panes|glazed|glazing)\b/i.test(
          text,
        ) && said === undefined
          ? false
          : undefined));
    if (glass !== undefined) {
      answers.lowEGas = glass;
      out.specific = true;
      return out;
    }
  }
  if (WHO_KEYS.has(key)) {
    const who = whoDoes(text);
    if (who !== undefined) {
      answers[key] = who;
      out.specific = true;
      return out;
    }
  }
  if (key === 'rotRepairTerms') {
    const both = bothTerms(text);
    if (both !== undefined) {
      answers[key] = both;
      out.specific = true;
      return out;
    }
  }
  if (key === 'builtBefore1978') {
    // "1965", "in the 1990s": the year it was built.
    const year =
      /^\s*(?:in\s+|around\s+|about\s+|circa\s+|built\s+in\s+)?(?:the\s+)?(1[6-9]\d\d|20[0-4]\d)'?s?\s*$/i.exec(text);
    if (year && Number(year[1]) !== 1978) {
      answers[key] = Number(year[1]) < 1978;
      out.specific = true;
      return out;
    }
  }
  if (BOOLEAN_KEYS.has(key)) {
    // A distance answers "near the coast?" even without yes or no ("about 3 miles", "a few miles").
    if (key === 'nearCoast' && said === undefined) {
      const near =
        coastFromDistance(/\b(?:from|to|of|inland)\b/i.test(text) ? text : `${text} from the coast`) ??
        roughDistance(text);
      if (near !== undefined) answers[key] = near;
    }
    if (said !== undefined && answers[key] === undefined) answers[key] = said;
    return out;
  }

  const kind = key === 'depositPercent' ? 'percent' : key === 'laborWarrantyYears' ? 'years' : pending.expects;
  let value: number | string | null = null;
  if (key === 'depositPercent' || kind === 'percent') {
    // A lone number is a percentage up to 100 ("25", "about 30") and dollars above it ("5000", with the total known).
    let share: number | null = null;
    const lone = LONE_NUMBER.exec(text);
    if (lone) {
      const [, dollarSign, digits, cents, percentSign] = lone;
      const n = parseAmount(`${digits}.${cents ?? '0'}`)!;
      if (!dollarSign && (percentSign || n <= 100)) share = n;
      else if (ctx.totalCents && n * 100 <= ctx.totalCents)
        share = Math.round((n * 100 * 10_000) / ctx.totalCents) / 100;
    }
    // Not a deposit: "$75 off each window", "zero-percent financing", "7% sales tax".
    const other =
      /\b(?:off|per|each|discount|rebate|savings?|financ\w*|apr|interest|rate|tax|more|less|cheaper|higher|lower)\b/i.test(
        text,
      );
    value = other ? null : (parsePercent(text, ctx.totalCents) ?? share ?? (said === false ? 0 : null));
  } else if (key === 'laborWarrantyYears' || kind === 'years') value = parseYears(text) ?? (said === false ? 0 : null);
  else if (key === 'uFactor' || key === 'shgc') {
    const n = parseDecimal(text);
    const ok = n !== null && (key === 'uFactor' ? n >= 0.1 && n <= 1.3 : n > 0.05 && n < 0.95);
    value = ok ? n : null;
  } else if (key === 'productLine') {
    // A known brand with its series is tidied ("andersen 400 series" → "Andersen 400 Series"); else the words as typed.
    const line = findProductLine(text, ctx.brands);
    const plain = text.replace(/[.!]+$/, '').trim();
    if (line?.series) value = line.text;
    // "none", "nothing", "n/a", "doesn't have one": not a name.
    else if (
      said === undefined &&
      plain.length >= 2 &&
      plain.length <= 80 &&
      plain.split(/\s+/).length <= 8 &&
      !alsoAsks &&
      !/^(?:not?|none|nothing|n\/?a|nowhere|doesn't|does\s+not|it\s+(?:doesn't|does\s+not|isn't|is\s+not))\b/i.test(
        plain,
      )
    )
      value = plain;
    else if (line) value = line.text;
  } else if (kind === 'number') value = parseDecimal(text);
  if (value !== null) answers[key] = value;
  return out;
}

/** Quick-question buttons whose text says nothing by itself ("Contractor pulls it", "I pull it"): first → yes, second → no. */
function optionByPosition(option: string, pending: ChatQuestion): boolean | undefined {
  if (pending.expects !== 'yes_no' || UNSURE.test(option)) return undefined;
  const choices = pending.options.filter((o) => !UNSURE.test(o));
  if (choices.length !== 2) return undefined;
  const i = choices.findIndex((o) => simplify(o) === simplify(option));
  return i === 0 ? true : i === 1 ? false : undefined;
}

function merge(into: Found, from: Found): void {
  Object.assign(into.answers, from.answers);
  Object.assign(into.fields, from.fields);
}

/**
 * What a reply says. With a pending question, the reply is read as its answer first; facts stated in the
 * message are read in any case and win over the generic reading for the same answer. A clause that asks
 * something, or doubts ("not sure"), is not read as a fact.
 */
export function interpretReply(
  message: string,
  pending: ChatQuestion | null,
  context: InterpretContext = {},
): Interpretation {
  const text = digitsForSpelledAmounts(normalize(message));
  const ctx: ReadContext = {
    brands: context.brands?.length ? context.brands : DEFAULT_BRANDS,
    totalCents: context.totalCents ?? null,
    year: context.today ? Number(context.today.slice(0, 4)) : new Date().getFullYear(),
  };
  const found: Found = { answers: {}, fields: {} };
  const kept: Partial<HomeownerAnswers> = {};
  const unconfirmed: Partial<ReplyFields> = {};
  let mentionsOtherQuote = false;
  const asked = new Set<string>(pending ? (FIELDS_ASKED[pending.answer as string] ?? []) : []);
  const clauses = clausesOf(text);
  const statements = clauses.filter((c) => !c.question);
  const unsure = statements.length > 0 && statements.every((c) => UNSURE.test(c.text));

  if (pending) {
    const option = pending.options.find((o) => simplify(o) === simplify(text));
    const reply = option ?? text;
    const asks = !option && statements.length === 0;
    if (!asks && !(UNSURE.test(reply) && yesNo(reply) === undefined)) {
      const answerText = option ?? statements.map((c) => c.text).join(', ');
      const answer = readPending(answerText, pending, ctx, !option && clauses.some((c) => c.question));
      // "Another contractor said $2,500" does not answer "what is this quote's total?", nor "the other
      // company does" who pulls this quote's permit; a plain yes or no before it still answers.
      const whose = option ? 'this' : attributionOf(answerText);
      if (whose === 'other') {
        answer.fields = {};
        if (yesNo(answerText) === undefined) answer.answers = {};
      } else if (
        whose === 'unclear' &&
        answerText.split(/\s+/).length > LONG_REPLY_WORDS &&
        yesNo(answerText) === undefined
      ) {
        // A story ("the last company we had out wanted almost $7,000 for five windows") is not a direct
        // answer: its figures wait for a yes, and only the facts it states in so many words are read.
        Object.assign(unconfirmed, answer.fields);
        answer.fields = {};
        answer.answers = {};
      }
      merge(found, answer);
      // "Low-E, no argon", "they do, I don't have to": read as a whole for the question asked; a clause of it
      // read alone as a statement ("Low-E") must not undo that.
      if (answer.specific || option) Object.assign(kept, answer.answers);
      const key = pending.answer as string;
      if (option && BOOLEAN_KEYS.has(key) && (found.answers as Record<string, unknown>)[key] === undefined) {
        const byPosition = optionByPosition(option, pending);
        if (byPosition !== undefined) (found.answers as Record<string, unknown>)[key] = byPosition;
      }
    }
    if (/\bzip\b/i.test(pending.text) && !found.fields.zipCode && statements.length) {
      const zip = ZIP_IN_TEXT.exec(statements.map((c) => c.text).join(' '));
      if (zip) found.fields.zipCode = zip[1]!;
    }
  }

  // "You read it wrong, the total is $11,250": a message that says it is about this quote, and
  // speaks of no other, vouches for its sentences that do not say.
  const whoseMessage = statements.map((c) => attributionOf(c.text));
  const mentionsOther = whoseMessage.includes('other');
  const directAnswer =
    !mentionsOther &&
    statements
      .map((c) => c.text)
      .join(' ')
      .split(/\s+/).length <= LONG_REPLY_WORDS;
  const vouched = whoseMessage.includes('this') && !mentionsOther;
  for (const [i, clause] of statements.entries()) {
    if (UNSURE.test(clause.text)) continue;
    const stated: Found = { answers: {}, fields: {} };
    readStatement(clause.text, stated, ctx);
    const whose = whoseMessage[i] === 'unclear' && vouched ? 'this' : whoseMessage[i];
    if (whose === 'other') {
      mentionsOtherQuote = true;
      continue;
    }
    Object.assign(found.answers, stated.answers);
    for (const [key, value] of Object.entries(stated.fields) as [keyof ReplyFields, never][]) {
      // Where the homeowner lives is the same whatever the quote: a ZIP is theirs unless said otherwise.
      // A field the chat asked for is this quote's when the reply answers it directly (short, and about no other quote).
      if (whose === 'this' || (asked.has(key) && directAnswer) || key === 'zipCode') found.fields[key] = value;
      else unconfirmed[key] = value;
    }
  }
  Object.assign(found.answers, kept);
  for (const key of Object.keys(found.fields)) delete unconfirmed[key as keyof ReplyFields];

  const summary = [
    ...(Object.entries(found.answers) as [AnswerKey, HomeownerAnswers[AnswerKey]][])
      .map(([k, v]) => restateAnswer(k, v))
      .filter((s): s is string => Boolean(s)),
    ...restateFields(found.fields),
  ];
  const understood = Object.keys(found.answers).length > 0 || Object.keys(found.fields).length > 0;
  return {
    answers: found.answers,
    fields: found.fields,
    understood,
    summary,
    unconfirmed,
    mentionsOtherQuote,
    ...(unsure && !understood ? { unsure: true as const } : {}),
  };
}
