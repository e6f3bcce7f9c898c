/**
 * The rules engine: the default, offline and deterministic analysis. Ten rules, one per checklist
 * category, read the quote text, its fields and the homeowner's answers against the knowledge base.
 */
import { CATEGORY_SHORT_IDS, type CategoryShortId } from '@shared/checklist.js';
import { ConceptReader } from './facts/concepts.js';
import { readFacts } from './facts/quote-facts.js';
import { QuoteText } from './facts/quote-text.js';
import { knowledgeVersion, loadKnowledge } from './knowledge/index.js';
import type { Knowledge } from './knowledge/types.js';
import { energyRule } from './rules/energy.js';
import { finishRule } from './rules/finish.js';
import { hurricaneRule } from './rules/hurricane.js';
import { materialsRule } from './rules/materials.js';
import { paymentRule, statutoryViolation } from './rules/payment.js';
import { permitsRule } from './rules/permits.js';
import { pricingRule } from './rules/pricing.js';
import { removalRule } from './rules/removal.js';
import { repairsRule } from './rules/repairs.js';
import type { Rule, RuleContext } from './rules/rule.js';
import { warrantyRule } from './rules/warranty.js';
import { overallScore } from './score.js';
import type { Analysis, AnswerKey, CheckResult, QuoteInput } from './types.js';
import { markAnswered, trackingReads } from './verdicts/answers.js';
import { markEdited } from './verdicts/edits.js';
import { legibleEvidence } from './verdicts/legible.js';

export const RULES: Record<CategoryShortId, Rule> = {
  pricing: pricingRule,
  hurricane: hurricaneRule,
  energy: energyRule,
  warranty: warrantyRule,
  materials: materialsRule,
  removal: removalRule,
  repairs: repairsRule,
  permits: permitsRule,
  finish: finishRule,
  payment: paymentRule,
};

export function ruleContext(input: QuoteInput, knowledge: Knowledge = loadKnowledge()): RuleContext {
  const text = new QuoteText(input.text);
  return { input, text, concepts: new ConceptReader(input.text), facts: readFacts(input, text), knowledge };
}

/**
 * One checklist item as the homeowner reads it: the rule's verdict, marked where the homeowner's answers
 * or edited fields decided it, with its evidence as it may be shown (lines read with doubt from a photo
 * are not quoted as they stand).
 */
export function runRule(ctx: RuleContext, category: CategoryShortId): CheckResult {
  const rule = RULES[category];
  const read = new Set<AnswerKey>();
  const heard = rule({ ...ctx, input: { ...ctx.input, answers: trackingReads(ctx.input.answers, read) } });
  const answered = markAnswered(heard, () => rule({ ...ctx, input: { ...ctx.input, answers: {} } }), read, ctx.input);
  const edited = markEdited(answered, ctx.input, (input) => rule(ruleContext(input, ctx.knowledge)));
  return legibleEvidence(edited, ctx.input.unclear);
}

/** Score of a set of results for this quote (used again after a partial re-analysis or a Bedrock review). */
export function scoreFor(ctx: RuleContext, results: CheckResult[]): number {
  return overallScore(results, {
    rubric: ctx.knowledge.rubric,
    hurricane: ctx.knowledge.hurricane,
    tier: ctx.facts.location.hurricaneTier,
    statutoryPaymentViolation: statutoryViolation(ctx),
  });
}

/**
 * Runs the rules of `only` (default: all ten) and keeps `previous` results for the others,
 * so a correction re-analyses just the items it affects.
 */
export function analyzeWithRules(
  input: QuoteInput,
  options: { only?: CategoryShortId[]; previous?: CheckResult[]; knowledge?: Knowledge } = {},
): Analysis {
  const ctx = ruleContext(input, options.knowledge);
  const only = new Set(options.only ?? CATEGORY_SHORT_IDS);
  const results = CATEGORY_SHORT_IDS.map((category) => {
    const kept = options.previous?.find((r) => r.category === category);
    return only.has(category) || !kept ? runRule(ctx, category) : kept;
  });
  return {
    results,
    score: scoreFor(ctx, results),
    engine: 'rules',
    knowledgeVersion: knowledgeVersion(),
    facts: ctx.facts,
  };
}
