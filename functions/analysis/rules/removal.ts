/** removal / removal_disposal — quality.md §4 (incl. EPA RRP lead-safe rules for pre-1978 homes), rubric §6. */
import { result, YES_NO, type Rule } from './rule.js';

const NEGATIVE =
  /\b(?:owner|homeowner|customer|buyer)\s+(?:to|will|must|responsible\s+(?:for|to))\s+(?:dispose|haul|remove)|\bdisposal\s+(?:is\s+)?(?:not\s+included|by\s+(?:others|the\s+)?(?:home)?owner|extra)|\bdisposal\s+by\s+(?:the\s+)?(?:home)?owner\b|\bleft\s+on[-\s]site\b|\b(?:dumpster|haul[-\s]?away)\s+(?:is\s+)?(?:not\s+included|extra)\b|\(dumpster\s+not\s+included\)/i;
const REMOVAL = /\bremov(?:e|al|ing)\b(?!\s*(?:&|and)\s*dispos\w*\s*:)(?:\s+(?:and|&)\s+(?:dispos|haul)|[^.:]{0,30}\b(?:existing|old)\b)|\btear[-\s]out\b|\bremoval\s+of\s+(?:the\s+)?(?:existing|old)\b/i;
const DISPOSAL = /\bhaul[-\s]?(?:away|off)\b|\bhaul\s+away\b|\bdispos(?:e|al)\s+of\b|\bremove\s+(?:and|&)\s+dispose\b|\bdebris\s+removal\b|\bdumpster\b(?!\s+not)|\bclean[-\s]?up\b|\bbroom[-\s]clean/i;
const LEAD_SAFE = /\bRRP\b|\blead[-\s]safe\b|\bEPA\s+(?:lead\s+)?(?:certified|certification|firm)\b|\bcertified\s+(?:renovation\s+)?firm\b|\bRenovate\s+Right\b|\blead\s+test/i;
const BUILT = /\bbuilt\s+(?:in\s+)?((?:19|20)\d\d)\b|\b((?:19|20)\d\d)\s+(?:home|house)\b/i;
const PRE_1978 = /\bpre[-\s]?1978\b|\bbefore\s+1978\b/i;

export function builtBefore1978(text: string, cutoff: number): boolean | undefined {
  if (PRE_1978.test(text)) return true;
  const m = BUILT.exec(text);
  if (!m) return undefined;
  return Number(m[1] ?? m[2]) < cutoff;
}

export const removalRule: Rule = (ctx) => {
  const t = ctx.text;
  const { rrp } = ctx.knowledge.quality;
  const answers = ctx.input.answers;
  const evidence = t.evidence(NEGATIVE, REMOVAL, DISPOSAL, LEAD_SAFE);
  const old = answers.builtBefore1978 ?? builtBefore1978(t.flat, rrp.builtBefore);
  const leadSafe = t.has(LEAD_SAFE);
  const leadNote =
    old === true
      ? leadSafe
        ? ' The contractor states lead-safe (EPA RRP) practices, which a pre-1978 home needs.'
        : ` Your home was built before ${rrp.builtBefore}, so the contractor must be an EPA RRP lead-safe certified firm; the quote does not say so — ask for the firm certification number.`
      : old === undefined
        ? ` If your home was built before ${rrp.builtBefore}, ask for the contractor's EPA RRP lead-safe certification.`
        : '';

  if (t.has(NEGATIVE) || answers.removalIncluded === false) {
    return result('removal', 'bad', `The old windows and doors are left to you to dispose of. Removal and haul-away are normally part of the job (disposal costs about $25–$50 per window).${leadNote}`, evidence);
  }
  const removal = t.has(REMOVAL);
  const disposal = t.has(DISPOSAL);
  if (removal && disposal) {
    return result('removal', old === true && !leadSafe ? 'average' : 'good', `The quote includes removing the old units and hauling them away.${leadNote}`, evidence);
  }
  if (removal || disposal) {
    return result('removal', 'average', `The quote mentions ${removal ? 'removing the old units' : 'disposal'} but not ${removal ? 'hauling them away' : 'removing the old units'}. Ask that both are included in the price.${leadNote}`, evidence);
  }
  if (answers.removalIncluded === true) {
    return result('removal', 'average', `You said removal and haul-away are included; ask the contractor to write it into the quote.${leadNote}`, evidence);
  }
  return result('removal', 'unknown_discuss', `The quote does not say who removes and disposes of the old windows and doors.${leadNote}`, ['The quote does not mention removal or disposal of the old units.'], {
    text: ctx.knowledge.rubric.questions.removal?.[1] ?? 'Does the price include hauling away the old windows and doors?',
    answer: 'removalIncluded',
    expects: 'yes_no',
    options: YES_NO,
  });
};
