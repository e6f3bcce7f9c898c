/**
 * "Questions for your contractor": one specific question per checklist item that is open, missing or
 * weak (Need Info, Not Provided, Poor, Average), built from the stored verdicts alone so that the quote's
 * API view (toQuote), a shared report and the e-mail draft can all use it.
 *
 * Each question cites what the quote says (an evidence line: already redacted, and redacted once more
 * here) or says that the quote is silent, then asks for what is missing. The wording of the asks comes
 * from the rubric's questions for the contractor (rubric.json §11) where one fits the case; the order is
 * Poor first, then Not Provided, Need Info and Average, heavier items first (rubric weights).
 * Pure: no AWS, no HTTP.
 */
import { findCategory, type CategoryShortId } from '@shared/checklist.js';
import type { ChecklistResult } from '@shared/types.js';
import { asks, type Asks } from './contractor-questions/asks.js';
import { fallback, type Case } from './contractor-questions/case.js';
import { citation } from './contractor-questions/citation.js';
import { energyCases } from './contractor-questions/energy.js';
import { finishCases } from './contractor-questions/finish.js';
import { hurricaneCases } from './contractor-questions/hurricane.js';
import { materialsCases } from './contractor-questions/materials.js';
import { paymentCases } from './contractor-questions/payment.js';
import { permitsCases } from './contractor-questions/permits.js';
import { pricingCases } from './contractor-questions/pricing.js';
import { removalCases } from './contractor-questions/removal.js';
import { repairsCases } from './contractor-questions/repairs.js';
import { warrantyCases } from './contractor-questions/warranty.js';
import { loadRubric } from './knowledge/rubric.js';
import type { RubricKnowledge } from './knowledge/types.js';

/** The ratings that make a question, in the order they are asked. */
const ASKED: Record<string, number> = { bad: 0, not_provided: 1, unknown_vendor: 1, unknown_discuss: 2, average: 3 };

export interface ContractorQuestion {
  category: CategoryShortId;
  /** The checklist item's title ("Permits & Inspections"). */
  title: string;
  status: string;
  text: string;
}

/** Per category, the cases in order; the first that fits and gives a question wins. */
function cases(ask: Asks): Record<CategoryShortId, Case[]> {
  return {
    pricing: pricingCases(),
    hurricane: hurricaneCases(ask),
    energy: energyCases(ask),
    warranty: warrantyCases(ask),
    materials: materialsCases(ask),
    removal: removalCases(ask),
    repairs: repairsCases(ask),
    permits: permitsCases(ask),
    finish: finishCases(ask),
    payment: paymentCases(ask),
  };
}

/**
 * The questions for the contractor, with their item, from a quote's checklist results (as stored or as
 * the API shows them). Items rated Good or Not Applicable, and results of unknown categories, ask nothing.
 */
export function contractorQuestionItems(
  results: readonly ChecklistResult[],
  options: { vendor?: string | null; rubric?: RubricKnowledge } = {},
): ContractorQuestion[] {
  const rubric = options.rubric ?? loadRubric();
  const ask = asks(rubric);
  const table = cases(ask);
  const items: (ContractorQuestion & { rank: number; weight: number })[] = [];
  for (const result of results) {
    const rank = ASKED[result.status];
    const category = findCategory(result.category ?? result.id)?.short;
    if (rank === undefined || !category) continue;
    const explanation = (result.explanation ?? '').replace(/\*\*/g, '').trim();
    const matched = table[category].find((c) => c.when(result.status, explanation));
    const cite = citation(result, category, options.vendor, matched?.prefer);
    const text = matched?.ask(cite, explanation) ?? fallback(category, cite, ask);
    items.push({
      category,
      title: result.title || findCategory(category)!.title,
      status: result.status,
      text,
      rank,
      weight: rubric.weights[category] ?? 0,
    });
  }
  return items
    .sort((a, b) => a.rank - b.rank || b.weight - a.weight)
    .map(({ rank: _rank, weight: _weight, ...item }) => item);
}

/** The questions' text alone: what the quote's API view carries (`contractorQuestions`). */
export function contractorQuestions(
  results: readonly ChecklistResult[],
  options: { vendor?: string | null; rubric?: RubricKnowledge } = {},
): string[] {
  return contractorQuestionItems(results, options).map((q) => q.text);
}
