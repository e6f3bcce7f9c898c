/**
 * Reading a homeowner's chat message: the answer to the question the chat asked (by what it expects:
 * yes/no, a percentage, years, a number or text, or one of its quick-question buttons), plus any facts
 * stated anywhere in the message ("permits are included", "my zip is 33101"). Deterministic and offline.
 */
import { ZIP_IN_TEXT } from '@shared/zip.js';
import type { AnswerKey, ChatQuestion, HomeownerAnswers } from '../types.js';
import { attributionOf } from './attribution.js';
import { DEFAULT_BRANDS } from './product-line.js';
import { glassNumberReply, glassReply } from './readers/energy.js';
import { nearCoastReply } from './readers/hurricane.js';
import { productLineReply } from './readers/materials.js';
import { depositReply } from './readers/payment.js';
import { fieldReply } from './readers/quote-fields.js';
import { LONG_REPLY_WORDS, type Found, type ReadContext } from './readers/reader.js';
import { builtBeforeReply } from './readers/removal.js';
import { bothTerms } from './readers/repairs.js';
import { laborYearsReply } from './readers/warranty.js';
import { whoDoes } from './readers/who-does.js';
import { yesNo } from './readers/yes-no.js';
import { digitsForSpelledAmounts, parseDecimal } from './reply-numbers.js';
import { restateAnswer, restateFields, type ReplyFields } from './restate.js';
import { clausesOf, normalize, UNSURE } from './sentences.js';
import { readStatement } from './statements.js';

/** The conversation reads a reply's leading yes or no too. */

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
  /** Such a sentence stated figures or facts (another quote's deposit, total, glass…), set aside unread. */
  otherQuoteFacts?: true;
  /** A clause of the message asks something: a message that asks is answered, not read as news. */
  asks?: true;
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

/**
 * Yes/no questions a reply answers by what it names, before a bare yes or no: the glass ("triple-pane"),
 * who does the work ("the contractor does" is a yes, "I do" a no), both repair terms ("only one of
 * them"), the year the house was built ("1965").
 */
const NAMED_ANSWERS: Record<string, (text: string, said: boolean | undefined) => boolean | undefined> = {
  lowEGas: glassReply,
  permitsByContractor: whoDoes,
  removalIncluded: whoDoes,
  finishIncluded: whoDoes,
  rotRepairTerms: bothTerms,
  builtBefore1978: builtBeforeReply,
};

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
  const key = pending.answer as string;
  // Quote fields the chat asked for.
  const fields = fieldReply(key, text, pending.text);
  if (fields) return { answers: {}, fields };

  const out: PendingReading = { answers: {}, fields: {} };
  const answers = out.answers as Record<string, unknown>;
  const said = yesNo(text);
  const named = NAMED_ANSWERS[key]?.(text, said);
  if (named !== undefined) {
    answers[key] = named;
    out.specific = true;
    return out;
  }
  if (BOOLEAN_KEYS.has(key)) {
    // A distance answers "near the coast?" even without yes or no ("about 3 miles", "a few miles").
    if (key === 'nearCoast' && said === undefined) {
      const near = nearCoastReply(text);
      if (near !== undefined) answers[key] = near;
    }
    if (said !== undefined && answers[key] === undefined) answers[key] = said;
    return out;
  }

  const kind = key === 'depositPercent' ? 'percent' : key === 'laborWarrantyYears' ? 'years' : pending.expects;
  let value: number | string | null = null;
  if (key === 'depositPercent' || kind === 'percent') value = depositReply(text, said, ctx.totalCents);
  else if (key === 'laborWarrantyYears' || kind === 'years') value = laborYearsReply(text, said);
  else if (key === 'uFactor' || key === 'shgc') value = glassNumberReply(key, text);
  else if (key === 'productLine') value = productLineReply(text, said, alsoAsks, ctx.brands);
  else if (kind === 'number') value = parseDecimal(text);
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
 * Whether what was read from a sentence about another quote is a figure (a price, a count, a share): a
 * store's or a contractor's name ("browsing at Lowe's"), or a fact such as single glazing told of windows
 * replaced "18 years ago", is not, and gets no word about figures.
 */
function statesFigures(read: Found): boolean {
  return (
    Object.values(read.answers).some((v) => typeof v === 'number') ||
    Object.keys(read.fields).some((k) => k !== 'vendor' && k !== 'zipCode')
  );
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
  let otherQuoteFacts = false;
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
        if (statesFigures(answer)) otherQuoteFacts = true;
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
      if (statesFigures(stated)) otherQuoteFacts = true;
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
    ...(otherQuoteFacts ? { otherQuoteFacts: true as const } : {}),
    ...(clauses.some((c) => c.question) ? { asks: true as const } : {}),
    ...(unsure && !understood ? { unsure: true as const } : {}),
  };
}
