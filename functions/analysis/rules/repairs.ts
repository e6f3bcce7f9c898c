/** repairs / structural_repairs — quality.md §5 (rot, sills, bucks, framing; written change orders), rubric §7. */
import { answeredResult, result, rubricQuestion, silentClaim, statedClaim, type Rule } from './rule.js';

export const HIDDEN_DAMAGE =
  /\brot(?:ted|ten|ting)?\b|\bwood\s+rot\b|\bdecay(?:ed)?\b|\bsills?\s+(?:repairs?|replacement|replaced)\b|\bbucks?\b|\bframing\s+repair|\bwater\s+damage\b|\b(?:unforeseen|hidden)\s+(?:conditions|damage)\b/i;
export const UNIT_PRICE =
  /\$\s?\d[\d,]*(?:\.\d{2})?\s*(?:per|\/|a|each)\s*(?:linear\s+)?(?:foot|ft|lf|opening|sill|window|buck)\b|\ballowance\s+(?:of\s+)?\$\s?\d|\$\s?\d[\d,]*(?:\.\d{2})?\s+allowance\b|\bnot\s+to\s+exceed\s+\$|\bNTE\b|\bcap\s+of\s+\$/i;
export const APPROVAL =
  /\bchange\s+orders?\b|\bwritten\s+(?:authori[sz]ation|approval|orders?)\b|\bsigned\s+change\b|\b(?:with|after|upon)\s+(?:the\s+)?(?:home)?owner'?s?\s+(?:written\s+)?approval\b|\b(?:home)?owner\s+approval\b|\bapproval\s+before\s+(?:work|proceeding)|\bauthori[sz]ed\s+in\s+writing\b|\b(?:written|signed)\s+(?:ok|okay|consent|go[-\s]ahead|sign[-\s]?off)\b|\bonly\s+with\s+your\s+(?:written\s+)?(?:ok|okay|approval|consent|sign[-\s]?off)\b|\bshow\s+you\s+before\s+(?:doing|starting|proceeding|any)/i;
export const INSPECTED = /\binspected\b[^.]{0,40}\bno\s+(?:rot|damage)\b|\bno\s+(?:rot|damage)\s+(?:found|observed)\b/i;
export const OPEN_ENDED =
  /\btime\s+(?:and|&)\s+materials?\b|\bT\s?&\s?M\b|\bat\s+prevailing\s+rates\b|\bbilled\s+as\s+needed\b/i;

export const repairsRule: Rule = (ctx) => {
  const t = ctx.text;
  const answers = ctx.input.answers;
  const damage = () => statedClaim(ctx, 'repairsMentioned', HIDDEN_DAMAGE);
  const unitPrice = () => statedClaim(ctx, 'repairPrice', UNIT_PRICE);
  const changeOrder = () => statedClaim(ctx, 'changeOrder', APPROVAL);
  const silent = silentClaim('repairsMentioned', 'The quote does not mention rot, damaged framing or change orders.');
  const priced = t.has(UNIT_PRICE) && t.has(HIDDEN_DAMAGE);
  const approval = t.has(APPROVAL);
  const inspected = t.has(INSPECTED);

  if (t.has(OPEN_ENDED) && !priced) {
    return result(
      'repairs',
      'bad',
      'Repairs are billed open-ended (time and materials) with no unit price or cap. Ask for a price per window or per foot for rot repair, and a rule that extra work needs your written approval.',
      [statedClaim(ctx, 'openEnded', OPEN_ENDED)],
    );
  }
  if ((priced || inspected) && approval) {
    const price = t.first(UNIT_PRICE)?.text;
    return result(
      'repairs',
      'good',
      `The quote says how hidden damage is handled${price ? `: rot repair at **${price.replace(/\s+/g, ' ')}**` : ' (frames inspected)'}, and extra work needs your approval first.`,
      [priced ? unitPrice() : statedClaim(ctx, 'inspected', INSPECTED), changeOrder()],
    );
  }
  // A bare "extra work only upon written orders" clause is boilerplate of proposal forms: it says nothing about damage.
  if (priced || t.has(HIDDEN_DAMAGE)) {
    const missing = priced
      ? 'a rule that extra work needs your written approval'
      : 'a set price (per window or per foot) or a cap for repairs';
    return result('repairs', 'average', `The quote mentions possible repairs but not ${missing}.`, [
      damage(),
      ...(priced ? [unitPrice()] : []),
    ]);
  }
  if (answers.rotRepairTerms !== undefined) {
    return answeredResult(
      'repairs',
      'rotRepairTerms',
      answers.rotRepairTerms,
      {
        yes: 'You said the contractor gave you a set price for rot repair and will ask before doing extra work; ask them to write it into the contract.',
        no: 'You said there is no agreed price or approval rule for rot and damaged framing. That leaves extra charges open-ended; ask for a unit price and a written change-order rule.',
      },
      [silent],
    );
  }
  return result(
    'repairs',
    'unknown_discuss',
    'The quote does not say what happens if rotted wood or damaged framing is found when the old units come out.',
    [silent],
    rubricQuestion(ctx, 'repairs', {
      answer: 'rotRepairTerms',
      fallback:
        'If the installers find rotted wood or damaged framing, has the contractor agreed to a set repair price (per window or per foot) and to get your written OK before doing the work?',
      options: ['Yes, both', 'Only one of them', 'No, neither', 'Not sure'],
    }),
  );
};
