/** removal / removal_disposal — quality.md §4 (incl. EPA RRP lead-safe rules for pre-1978 homes), rubric §6. */
import type { Reading } from '../facts/concepts.js';
import {
  answerClaim,
  conceptClaim,
  linesClaim,
  result,
  rubricQuestion,
  silentClaim,
  type Claim,
  type Rule,
} from './rule.js';

const BUILT = /\bbuilt\s+(?:in\s+)?((?:19|20)\d\d)\b|\b((?:19|20)\d\d)\s+(?:home|house)\b/i;
const PRE_1978 = /\bpre[-\s]?1978\b|\bbefore\s+1978\b/i;

export function builtBefore1978(text: string, cutoff: number): boolean | undefined {
  if (PRE_1978.test(text)) return true;
  const m = BUILT.exec(text);
  if (!m) return undefined;
  return Number(m[1] ?? m[2]) < cutoff;
}

export const removalRule: Rule = (ctx) => {
  const c = ctx.concepts;
  const { rrp } = ctx.knowledge.quality;
  const answers = ctx.input.answers;
  const removalReadings = c.read('removal');
  const disposalReadings = c.read('disposal');
  const leadReadings = c.read('leadSafe');
  // Left to the owner, excluded, or only offered as an extra: not part of the price.
  const left = [...removalReadings, ...disposalReadings].filter(
    (r) => r.stance === 'owner' || r.stance === 'excluded' || r.stance === 'optional',
  );
  const old = answers.builtBefore1978 ?? builtBefore1978(ctx.text.flat, rrp.builtBefore);
  const leadSafe = leadReadings.some((r) => r.stance !== 'excluded' && r.stance !== 'owner');
  const leadNote =
    old === true
      ? leadSafe
        ? ' The contractor states lead-safe (EPA RRP) practices, which a pre-1978 home needs.'
        : ` Your home was built before ${rrp.builtBefore}, so the contractor must be an EPA RRP lead-safe certified firm; the quote does not say so — ask for the firm certification number.`
      : old === undefined
        ? ` If your home was built before ${rrp.builtBefore}, ask for the contractor's EPA RRP lead-safe certification.`
        : '';

  // Hauling away the old windows means taking them out first; in a replacement job, what is hauled away is the old units.
  const replacing = /\breplac(?:e|es|ed|ing|ement)\b/i.test(ctx.text.flat);
  const removedByHaulAway = c
    .with('disposal', 'included', 'stated')
    .filter(
      (r) =>
        /\b(?:old|existing)\s+(?:windows?|doors?|units?|sash(?:es)?|frames?)\b|\bold\s+ones\b/i.test(r.clause.text) ||
        (replacing && /\bhaul(?:ed|ing)?[-\s]*(?:away|off)\b/i.test(r.clause.text)),
    );
  const removal = c.inJob('removal') || removedByHaulAway.length > 0;
  const disposal = c.inJob('disposal');
  // Removal as printed, or implied by hauling away the old units.
  const removalClaim = (): Claim =>
    c.inJob('removal')
      ? linesClaim('removal', c.evidence(c.with('removal', 'included', 'stated')))
      : linesClaim('disposal', c.evidence(removedByHaulAway));
  const leftClaims = (readings: Reading[]): Claim[] =>
    (['removal', 'disposal'] as const)
      .filter((name) => readings.some((r) => c.read(name).includes(r)))
      .map((name) => ({
        ...conceptClaim(ctx, name, 'no'),
        lines: c.evidence(readings.filter((r) => c.read(name).includes(r))),
      }));
  const leadClaims: Claim[] = old === true && leadSafe ? [conceptClaim(ctx, 'leadSafe', 'yes')] : [];
  const leftOut = (name: 'removal' | 'disposal', included: boolean) =>
    !included && left.some((r) => c.read(name).includes(r));
  const quoteLeavesOut = leftOut('removal', removal) || leftOut('disposal', disposal);
  if (quoteLeavesOut || answers.removalIncluded === false) {
    return result(
      'removal',
      'bad',
      quoteLeavesOut
        ? `The quote leaves the old windows and doors to you to dispose of, or leaves their disposal out of the price. Removal and haul-away are normally part of the job (disposal costs about $25–$50 per window).${leadNote}`
        : `You said removing and hauling away the old units is not in the price. Removal and haul-away are normally part of the job (disposal costs about $25–$50 per window).${leadNote}`,
      quoteLeavesOut ? [...leftClaims(left), ...leadClaims] : [answerClaim('removalIncluded', 'no'), ...leadClaims],
    );
  }
  if (removal && disposal) {
    // Said to be included in one place and left out in another: ask which holds.
    const mixed = left.length
      ? ' But another part of the quote leaves some of it out or charges extra for it; ask which holds.'
      : '';
    return result(
      'removal',
      (old === true && !leadSafe) || mixed ? 'average' : 'good',
      `The quote includes removing the old units and hauling them away.${mixed}${leadNote}`,
      [
        removalClaim(),
        conceptClaim(ctx, 'disposal', 'yes', ['included', 'stated']),
        ...leftClaims(left),
        ...leadClaims,
      ],
    );
  }
  if (removal || disposal) {
    return result(
      'removal',
      'average',
      `The quote mentions ${removal ? 'removing the old units' : 'disposal'} but not ${removal ? 'hauling them away' : 'removing the old units'}. Ask that both are included in the price.${leadNote}`,
      [removal ? removalClaim() : conceptClaim(ctx, 'disposal', 'yes', ['included', 'stated']), ...leadClaims],
    );
  }
  if (answers.removalIncluded === true) {
    return result(
      'removal',
      'average',
      `You said removal and haul-away are included; ask the contractor to write it into the quote.${leadNote}`,
      [answerClaim('removalIncluded'), ...leadClaims, silentClaim('removal', NOT_MENTIONED)],
    );
  }
  return result(
    'removal',
    'unknown_discuss',
    `The quote does not say who removes and disposes of the old windows and doors.${leadNote}`,
    [...leadClaims, silentClaim('removal', NOT_MENTIONED)],
    rubricQuestion(ctx, 'removal', {
      answer: 'removalIncluded',
      fallback: 'Does the price include hauling away the old windows and doors?',
      index: 1,
    }),
  );
};

const NOT_MENTIONED = 'The quote does not mention removal or disposal of the old units.';
