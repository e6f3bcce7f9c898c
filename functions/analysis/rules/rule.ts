/** What every checklist rule reads and how it reports. */
import { categoryByShort, type CategoryShortId, type Rating } from '@shared/checklist.js';
import type { ConceptReader, Stance } from '../facts/concepts.js';
import type { ConceptName } from '../facts/vocabulary.js';
import type { QuoteText } from '../facts/quote-text.js';
import type { Knowledge } from '../knowledge/types.js';
import type { AnswerKey, ChatQuestion, CheckResult, Claim, QuoteFacts, QuoteInput } from '../types.js';

export type { Claim };

export interface RuleContext {
  input: QuoteInput;
  facts: QuoteFacts;
  text: QuoteText;
  /** What the quote says about each concept, clause by clause (included, excluded, the owner's, optional …). */
  concepts: ConceptReader;
  knowledge: Knowledge;
}

export type Rule = (ctx: RuleContext) => CheckResult;

/** The stances that put a concept in the job, and those that leave it out of the price. */
export const YES_STANCES: Stance[] = ['included', 'stated', 'conditional'];
export const NO_STANCES: Stance[] = ['excluded', 'owner', 'optional', 'notNeeded'];

const MAX_EVIDENCE = 3;
const SILENT = 'The quote does not mention it.';

/**
 * A claim about a concept the concept reader reads: the quote includes it (`yes`) or leaves it out
 * (`no`), cited by the clauses that read it that way (optionally only some of those stances).
 */
export function conceptClaim(
  ctx: RuleContext,
  concept: ConceptName,
  says: 'yes' | 'no',
  stances: Stance[] = says === 'yes' ? YES_STANCES : NO_STANCES,
): Claim {
  return { fact: concept, says, from: 'quote', lines: ctx.concepts.evidence(ctx.concepts.with(concept, ...stances)) };
}

/** A claim that the quote states a fact the rule reads by its patterns, cited by the lines that match them. */
export function statedClaim(ctx: RuleContext, fact: string, ...patterns: RegExp[]): Claim {
  return { fact, says: 'yes', from: 'quote', lines: ctx.text.evidence(...patterns) };
}

/** The quote is silent on a fact: the rule's own statement stands in for a line. */
export function silentClaim(fact: string, statement: string): Claim {
  return { fact, says: 'silent', from: 'quote', lines: [statement] };
}

/** A claim that rests on the homeowner's answer (the engine adds what they said, with the date). */
export function answerClaim(fact: AnswerKey, says: 'yes' | 'no' = 'yes'): Claim {
  return { fact, says, from: 'answer', lines: [] };
}

/** A claim read from the quote's lines the rule already found (a unit line, the total). */
export function linesClaim(fact: string, lines: string[]): Claim {
  return { fact, says: 'yes', from: 'quote', lines };
}

const bare = (line: string) => line.replace(/…$/, '');

/**
 * The evidence of a verdict, chosen from its claims: for every claim the quote states or denies, the
 * lines that read it that way — the first line of each claim first, so none goes uncited while lines
 * remain — at most three. Where the verdict rests on no quote line, the statements of what the quote
 * is silent on.
 */
export function evidenceOf(claims: Claim[]): string[] {
  const cited = claims.filter((c) => c.from === 'quote' && c.says !== 'silent');
  const picked: string[] = [];
  const add = (line: string) => {
    if (picked.some((p) => bare(p).includes(bare(line)))) return;
    for (let i = picked.length - 1; i >= 0; i--) if (bare(line).includes(bare(picked[i]!))) picked.splice(i, 1);
    picked.push(line);
  };
  const depth = Math.max(0, ...cited.map((c) => c.lines.length));
  for (let round = 0; round < depth && picked.length < MAX_EVIDENCE; round++) {
    for (const claim of cited) {
      const line = claim.lines[round];
      if (line && picked.length < MAX_EVIDENCE) add(line);
    }
  }
  if (picked.length) return picked;
  return [...new Set(claims.filter((c) => c.says === 'silent').flatMap((c) => c.lines))].slice(0, MAX_EVIDENCE);
}

export function result(
  category: CategoryShortId,
  status: Rating,
  explanation: string,
  claims: Claim[],
  question?: ChatQuestion,
): CheckResult {
  const { id, title } = categoryByShort(category);
  const evidence = evidenceOf(claims);
  return {
    category,
    id,
    title,
    status,
    explanation,
    evidence: evidence.length ? evidence : [SILENT],
    claims,
    ...(status === 'unknown_discuss' && question ? { question } : {}),
  };
}

/**
 * What a rule asks the homeowner when the quote leaves its item open: the rubric's wording for the
 * category (its `index`th question), else the rule's own; a yes/no question unless said otherwise.
 */
export function rubricQuestion(
  ctx: RuleContext,
  category: CategoryShortId,
  ask: {
    answer: ChatQuestion['answer'];
    fallback: string;
    expects?: ChatQuestion['expects'];
    options?: string[];
    index?: number;
  },
): ChatQuestion {
  const { answer, fallback, expects = 'yes_no', options = YES_NO, index = 0 } = ask;
  return { text: ctx.knowledge.rubric.questions[category]?.[index] ?? fallback, answer, expects, options };
}

/**
 * The verdict from the homeowner's yes or no where the quote is silent: a yes is Average (the contractor
 * should still write it into the quote), a no is Poor.
 */
export function answeredResult(
  category: CategoryShortId,
  key: AnswerKey,
  said: boolean,
  explanation: { yes: string; no: string },
  claims: Claim[],
): CheckResult {
  return result(category, said ? 'average' : 'bad', said ? explanation.yes : explanation.no, [
    answerClaim(key, said ? 'yes' : 'no'),
    ...claims,
  ]);
}

export function percent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}

export const YES_NO = ['Yes', 'No', 'Not sure'];

export function where(ctx: RuleContext): string {
  return ctx.facts.location.stateName ?? 'your area';
}
