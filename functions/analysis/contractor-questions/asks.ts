/** What to ask the contractor about each checklist item, and what the quote leaves out when it is silent on it. */
import type { CategoryShortId } from '@shared/checklist.js';
import type { RubricKnowledge } from '../knowledge/types.js';

/** Per category, the question to ask the contractor (lower-cased, to follow a colon). */
export type Asks = Record<CategoryShortId, string>;

/** What the quote leaves out, in "Your quote does not mention …". */
export const TOPIC: Record<CategoryShortId, string> = {
  pricing: 'a total price',
  hurricane: 'impact ratings, product approvals or design pressure',
  energy: 'the glass package, U-factor or SHGC',
  warranty: 'a warranty',
  materials: 'the brand or product line',
  removal: 'removing and hauling away the old windows and doors',
  repairs: 'what happens if rotted wood or damaged framing is found',
  permits: 'permits',
  finish: 'trim, capping or sealing around the new units',
  payment: 'payment terms',
};

/** The rubric's question for the contractor that matches, lower-cased to follow a colon; else the fallback. */
function fromRubric(rubric: RubricKnowledge, pattern: RegExp, fallback: string): string {
  const found = rubric.contractorQuestions.find((q) => pattern.test(q));
  const text = (found ?? fallback).replace(/^\([^)]*\)\s*/, '').trim();
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function asks(rubric: RubricKnowledge): Asks {
  return {
    pricing: fromRubric(
      rubric,
      /itemi[sz]ed per opening/i,
      'Is the price itemised per opening, and is it valid long enough for me to compare other quotes?',
    ),
    hurricane:
      'are the products impact-rated, and what are the product approval numbers (Florida FL#, Miami-Dade NOA or Texas TDI) and the design-pressure (DP) rating of each opening?',
    energy: fromRubric(
      rubric,
      /U-factor and SHGC/i,
      'What are the NFRC U-factor and SHGC, and is each unit ENERGY STAR certified for my climate zone?',
    ),
    warranty: fromRubric(
      rubric,
      /manufacturer's warranty cover/i,
      "What does the manufacturer's warranty cover (frame, glass seal, hardware, finish), for how long, and does it transfer if I sell?",
    ),
    materials: fromRubric(
      rubric,
      /brand, series and model/i,
      'Exactly which brand, series and model is going into each opening?',
    ),
    removal: 'is removing and hauling away the old windows and doors included in the price?',
    repairs: fromRubric(
      rubric,
      /rot or damaged framing/i,
      'If you find rot or damaged framing, how is it priced, and will you get my written approval first?',
    ),
    permits: 'will you pull the building permit and arrange the inspection, and is the fee included?',
    finish:
      'does the price include new interior trim, exterior trim or capping, and caulking and flashing around every new unit?',
    payment: fromRubric(
      rubric,
      /How much is the deposit/i,
      'How much is the deposit, and how much is due only after the job is complete and inspected?',
    ),
  };
}
