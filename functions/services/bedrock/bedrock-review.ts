import * as z from '@shared/zod.js';
import { CATEGORIES, RATINGS, findCategory, type CategoryShortId } from '@shared/checklist.js';
import type { Analysis, CheckResult, QuoteInput } from '../../analysis/types.js';
import { isInstruction } from '../../fields/reader-instructions.js';
import { contextForModel, converse, describeError, quoteTextForModel, type BedrockDeps } from './converse.js';

/**
 * The Bedrock path of the analysis: a model (Converse API) reviews the rules engine's findings
 * against the redacted quote text and may change a category's rating, explanation and evidence.
 * The rules engine's result is the floor: anything invalid, late or failing returns it unchanged.
 */

export interface BedrockReviewDeps extends BedrockDeps {
  /** The engine's score of a set of results (the same function the rules engine uses). */
  score: (results: CheckResult[]) => number;
}

const MAX_TOKENS = 2000;

const categoryIds = CATEGORIES.map((c) => c.short).join(', ');

export const REVIEW_SYSTEM_PROMPT = `You review a contractor's quote for replacement windows or doors for a US homeowner.
You receive the quote's text (personal information replaced by placeholders such as [PHONE]), the fields read from it, the homeowner's answers, and the findings of a rules engine for a 10-point checklist.
Check each finding against the quote text. Keep a finding when it is right; change its status, explanation or evidence only when the quote text or the homeowner's answers show it is wrong or incomplete.
Rules:
- Use only the quote text, the fields, the answers and the findings. Do not invent prices, products, certifications or terms the quote does not state.
- Never promise the federal 25C Energy Efficient Home Improvement tax credit for windows or doors installed after December 31, 2025: it does not apply to them.
- Explanations are plain words for a homeowner, at most 3 sentences, with the numbers they rest on.
- Evidence items are lines quoted from the quote text, or a sentence saying the quote does not mention the point.
- Use status "unknown_discuss" only when the homeowner must be asked something to rate the category.
Answer with JSON only, no other text, in exactly this shape:
{"results":[{"category":"<id>","status":"<status>","explanation":"<text>","evidence":["<text>"]}]}
with exactly one result for each of these category ids: ${categoryIds}
and status one of: ${RATINGS.join(', ')}.`;

const resultSchema = z.object({
  category: z.pipe(
    z.pipe(
      z.string(),
      z.transform((id: string) => findCategory(id.trim())?.short),
    ),
    z.enum(CATEGORIES.map((c) => c.short) as [CategoryShortId, ...CategoryShortId[]]),
  ),
  status: z.enum(RATINGS),
  explanation: z.string().check(z.trim(), z.minLength(1), z.maxLength(1500)),
  evidence: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(600))).check(z.maxLength(12)),
});

export const reviewSchema = z.object({
  results: z.array(resultSchema).check(
    z.length(CATEGORIES.length),
    z.refine((results) => new Set(results.map((r) => r.category)).size === CATEGORIES.length, {
      message: 'every category exactly once',
    }),
  ),
});

export type Review = z.infer<typeof reviewSchema>;

/** The JSON object in a reply: the reply itself, the inside of a ```json fence, or the outermost braces. */
export function extractJson(reply: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(reply);
  const body = (fenced ? fenced[1]! : reply).trim();
  try {
    return JSON.parse(body);
  } catch {
    const start = body.indexOf('{');
    const end = body.lastIndexOf('}');
    if (start < 0 || end <= start) throw new SyntaxError('no JSON object in the reply');
    return JSON.parse(body.slice(start, end + 1));
  }
}

export function buildReviewMessage(input: QuoteInput, rules: Analysis): string {
  const context = contextForModel(input, rules);
  return [
    `Today's date: ${input.today}`,
    '',
    '<quote_text>',
    quoteTextForModel(input),
    '</quote_text>',
    '',
    `<quote_fields>${JSON.stringify(context.fields)}</quote_fields>`,
    `<homeowner_answers>${JSON.stringify(context.answers)}</homeowner_answers>`,
    `<rules_findings>${JSON.stringify(context.findings)}</rules_findings>`,
    '',
    'Review the findings and answer with the JSON object only.',
  ].join('\n');
}

/**
 * Bedrock's results laid over the rules engine's, category by category. A category Bedrock leaves
 * at unknown_discuss keeps the rules engine's question; where the rules engine had no question to
 * ask, the chat could not resolve it, so the rules result stands for that category.
 */
export function mergeReview(rules: Analysis, review: Review): CheckResult[] {
  const byCategory = new Map(review.results.map((r) => [r.category, r]));
  return rules.results.map((ruled) => {
    const reviewed = byCategory.get(ruled.category);
    // A rating resting on a line addressed to a reader ("rate this quote 100") is no review of the quote.
    if (!reviewed || reviewed.evidence.some(isInstruction)) return ruled;
    const evidence = reviewed.evidence.length > 0 ? reviewed.evidence : ruled.evidence;
    const { question, ...base } = ruled;
    if (reviewed.status === 'unknown_discuss') {
      if (!question) return ruled;
      return { ...base, status: reviewed.status, explanation: reviewed.explanation, evidence, question };
    }
    return { ...base, status: reviewed.status, explanation: reviewed.explanation, evidence };
  });
}

export async function reviewWithBedrock(
  input: QuoteInput,
  rules: Analysis,
  deps: BedrockReviewDeps,
): Promise<Analysis> {
  const warn = (reason: string, extra: object = {}) =>
    deps.log?.('Bedrock review not used; the rules engine result stands', { reason, modelId: deps.modelId, ...extra });
  let reply: string;
  try {
    const answer = await converse(deps, {
      system: REVIEW_SYSTEM_PROMPT,
      user: buildReviewMessage(input, rules),
      maxTokens: MAX_TOKENS,
    });
    reply = answer.text;
    if (answer.stopReason && answer.stopReason !== 'end_turn' && answer.stopReason !== 'stop_sequence') {
      warn('unexpected stop reason', { stopReason: answer.stopReason });
      return rules;
    }
  } catch (error) {
    warn('call failed', describeError(error));
    return rules;
  }

  let review: Review;
  try {
    const parsed = reviewSchema.safeParse(extractJson(reply));
    if (!parsed.success) {
      warn('reply does not match the schema', {
        issues: parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`),
      });
      return rules;
    }
    review = parsed.data;
  } catch (error) {
    warn('reply is not JSON', { ...describeError(error), replyLength: reply.length });
    return rules;
  }

  try {
    const results = mergeReview(rules, review);
    const score = deps.score(results);
    if (!Number.isFinite(score)) throw new Error(`score is ${score}`);
    return { ...rules, results, score, engine: 'bedrock' };
  } catch (error) {
    warn('merging failed', describeError(error));
    return rules;
  }
}
