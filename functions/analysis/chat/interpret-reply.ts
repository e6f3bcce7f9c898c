/**
 * Reading a homeowner's chat message: the answer to the question the chat asked (by what it expects:
 * yes/no, a percentage, years, a number or text, or one of its quick-question buttons), plus any facts
 * stated anywhere in the message ("permits are included", "my zip is 33101"). Deterministic and offline.
 */
import type { AnswerKey, ChatQuestion, HomeownerAnswers } from '../types.js';
import { formatCents } from '../../fields/money.js';
import { COUNT, digitsForSpelledAmounts, parseCount, parseDecimal, parseMoney, parsePercent, parseYears } from './number-words.js';
import { DEFAULT_BRANDS, findProductLine } from './product-line.js';
import { attributionOf } from './attribution.js';
import { restateAnswer, restateFields, type ReplyFields } from './restate.js';
import { clausesOf, normalize, UNSURE } from './sentences.js';
import { coastFromDistance, readStatement, type Found, type ReadContext } from './statements.js';

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
const FIELDS_ASKED: Record<string, (keyof ReplyFields)[]> = {
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
  'nearCoast', 'builtBefore1978', 'permitsByContractor', 'productWarranty', 'priceIncludesEverything',
  'removalIncluded', 'rotRepairTerms', 'finishIncluded', 'lowEGas', 'impactApproved',
]);

const YES = /^(?:yes|yeah|yea|yep|yup|ya|yes\s+sir|y|sure|correct|right|that's\s+(?:right|correct)|that\s+is\s+(?:right|correct)|true|affirmative|absolutely|definitely|certainly|exactly|of\s+course|indeed|i\s+(?:think|believe)\s+so|it\s+(?:is|does|was|did)|they\s+(?:are|do|did|will)|we\s+are|i\s+(?:am|do|did)|uh[-\s]?huh|confirmed|positive)\b/i;
const NO = /^(?:no|nope|nah|n|not\s+really|negative|incorrect|false|wrong|never|none|no\s+way|not\s+at\s+all|(?:i\s+)?don't\s+think\s+so|(?:i\s+)?do\s+not\s+think\s+so|not\s+that\s+i\s+know|it\s+(?:isn't|is\s+not|doesn't|does\s+not|wasn't|was\s+not)|it's\s+not|they\s+(?:don't|do\s+not|aren't|are\s+not|won't|didn't)|they're\s+not|we\s+(?:aren't|are\s+not)|we're\s+not|i\s+(?:don't|do\s+not|didn't))\b/i;

/** Leading yes or no of a reply; undefined when it starts with neither. */
export function yesNo(text: string): boolean | undefined {
  const t = text.trim().replace(/^(?:um+|uh+|well|oh|hmm+|ok(?:ay)?)\b[\s,]*/i, '');
  if (UNSURE.test(t.split(/[,;.!?]/)[0]!)) return undefined;
  if (NO.test(t)) return false;
  if (YES.test(t)) return true;
  return undefined;
}

const simplify = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}%$./ ]/gu, ' ').replace(/\s+/g, ' ').trim();

/** The value a reply gives for the pending question, read by what the question expects. */
function readPending(text: string, pending: ChatQuestion, ctx: ReadContext): Found {
  const out: Found = { answers: {}, fields: {} };
  const key = pending.answer as string;
  const answers = out.answers as Record<string, unknown>;

  // Quote fields the chat asked for.
  if (key === 'zipCode') {
    const zip = /\b(\d{5})(?:-\d{4})?\b/.exec(text);
    if (zip) out.fields.zipCode = zip[1]!;
    return out;
  }
  if (key === 'totalCost') {
    // "$14,000", "14000", "about 14000", "fourteen thousand dollars" (spelled-out amounts are digits by now).
    const bare = /^\s*(?:about|around|roughly|approximately|approx\.?|~|it's|it\s+is|its)?\s*\$?\s?(\d[\d,]*(?:\.\d{1,2})?)\s*(?:dollars|bucks)?\s*$/i.exec(text);
    const cents = parseMoney(text) ?? (bare ? parseMoney(`$${bare[1]!.replace(/[$\s]/g, '')}`) : null);
    if (cents !== null && cents >= 10_000) out.fields.totalCost = formatCents(cents);
    return out;
  }
  if (key === 'quantities') {
    const bare = new RegExp(`^\\s*(${COUNT})\\s*$`, 'i').exec(text);
    if (bare && !/door/i.test(pending.text)) out.fields.windows = parseCount(bare[1]!) ?? undefined;
    return out;
  }
  if (key === 'vendor') {
    if (!yesNo(text) && text.length >= 2 && text.length <= 80) out.fields.vendor = text.replace(/[.!]+$/, '').trim();
    return out;
  }

  const said = yesNo(text);
  // "Double- or triple-pane?" answered "triple": the high-performance package (as the energy rule rates it).
  if (key === 'lowEGas' && /^\s*(?:it's\s+|they're\s+|they\s+are\s+)?triple\b/i.test(text)) {
    answers.lowEGas = true;
    return out;
  }
  if (BOOLEAN_KEYS.has(key)) {
    // A distance answers "near the coast?" even without yes or no ("about 3 miles").
    if (key === 'nearCoast' && said === undefined) {
      const near = coastFromDistance(/\b(?:from|to|of|inland)\b/i.test(text) ? text : `${text} from the coast`);
      if (near !== undefined) answers[key] = near;
    }
    if (said !== undefined && answers[key] === undefined) answers[key] = said;
    return out;
  }

  const kind = key === 'depositPercent' ? 'percent' : key === 'labourWarrantyYears' ? 'years' : pending.expects;
  let value: number | string | null = null;
  if (key === 'depositPercent' || kind === 'percent') value = parsePercent(text, ctx.totalCents) ?? (said === false ? 0 : null);
  else if (key === 'labourWarrantyYears' || kind === 'years') value = parseYears(text) ?? (said === false ? 0 : null);
  else if (key === 'uFactor' || key === 'shgc') {
    const n = parseDecimal(text);
    const ok = n !== null && (key === 'uFactor' ? n >= 0.1 && n <= 1.3 : n > 0.05 && n < 0.95);
    value = ok ? n : null;
  } else if (key === 'productLine') {
    // A known brand with its series is tidied ("andersen 400 series" → "Andersen 400 Series"); else the words as typed.
    const line = findProductLine(text, ctx.brands);
    const plain = text.replace(/[.!]+$/, '').trim();
    if (line?.series) value = line.text;
    else if (said === undefined && plain.length >= 2 && plain.length <= 80) value = plain;
    else if (line) value = line.text;
  } else if (kind === 'number') value = parseDecimal(text);
  if (value !== null) answers[key] = value;
  return out;
}

/** Quick-question buttons whose text says nothing by itself ("Contractor pulls it", "I pull it"): first → yes, second → no. */
function optionByPosition(option: string, pending: ChatQuestion): boolean | undefined {
  if (pending.expects !== 'yes_no' || UNSURE.test(option)) return undefined;
  const choices = pending.options.filter((o) => !UNSURE.test(o));
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
export function interpretReply(message: string, pending: ChatQuestion | null, context: InterpretContext = {}): Interpretation {
  const text = digitsForSpelledAmounts(normalize(message));
  const ctx: ReadContext = {
    brands: context.brands?.length ? context.brands : DEFAULT_BRANDS,
    totalCents: context.totalCents ?? null,
    year: context.today ? Number(context.today.slice(0, 4)) : new Date().getFullYear(),
  };
  const found: Found = { answers: {}, fields: {} };
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
      const answer = readPending(answerText, pending, ctx);
      // "Another contractor said $2,500" does not answer "what is this quote's total?".
      if (!option && attributionOf(answerText) === 'other') answer.fields = {};
      merge(found, answer);
      const key = pending.answer as string;
      if (option && BOOLEAN_KEYS.has(key) && (found.answers as Record<string, unknown>)[key] === undefined) {
        const byPosition = optionByPosition(option, pending);
        if (byPosition !== undefined) (found.answers as Record<string, unknown>)[key] = byPosition;
      }
    }
    if (/\bzip\b/i.test(pending.text) && !found.fields.zipCode && statements.length) {
      const zip = /\b(\d{5})(?:-\d{4})?\b/.exec(statements.map((c) => c.text).join(' '));
      if (zip) found.fields.zipCode = zip[1]!;
    }
  }

  // "You read it wrong, the total is $11,250": a message that says it is about this quote, and
  // speaks of no other, vouches for its sentences that do not say.
  const whoseMessage = statements.map((c) => attributionOf(c.text));
  const vouched = whoseMessage.includes('this') && !whoseMessage.includes('other');
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
      if (whose === 'this' || asked.has(key) || key === 'zipCode') found.fields[key] = value;
      else unconfirmed[key] = value;
    }
  }
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
