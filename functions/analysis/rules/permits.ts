/** permits / permits_inspections — quality.md §6, hurricane.md §4 (Florida), rubric §8. */
import { displayDollars } from '@shared/money.js';
import type { Reading } from '../facts/concepts.js';
import { answerClaim, linesClaim, result, silentClaim, type Claim, type Rule } from './rule.js';

/** A priced line ("Building permit  $185.00"): the contractor gets the permit and charges for it. */
const PRICED = /\$\s?\d/;

export const permitsRule: Rule = (ctx) => {
  const c = ctx.concepts;
  const { location } = ctx.facts;
  const answers = ctx.input.answers;
  const permit = c.read('permit');
  const work = c.read('permitWork');
  const inspection = c.read('inspection');
  const florida = location.state === 'FL';
  const strict = florida || location.hurricaneTier === 'T3';
  const state = location.stateName ?? 'most places';
  const needs = florida ? 'usually needs' : 'may need';
  const { permits } = ctx.knowledge.quality;
  const floridaNote =
    florida && (ctx.facts.totalCents ?? 0) >= permits.floridaNoticeOfCommencementMin * 100
      ? ` In Florida a job of ${displayDollars(permits.floridaNoticeOfCommencementMin, 'when-any')} or more also needs a recorded notice of commencement.`
      : '';
  const any = (...stances: Parameters<typeof c.with>[1][]) =>
    [...permit, ...work].filter((r) => stances.includes(r.stance));
  /** A claim about the permit cited by the readings it rests on. */
  const claim = (says: 'yes' | 'no', readings: Reading[]): Claim => ({
    ...linesClaim('permitting', c.evidence(readings)),
    says,
  });

  if (any('owner').length || answers.permitsByContractor === false) {
    const quoteSays = any('owner').length > 0;
    return result(
      'permits',
      'bad',
      `${quoteSays ? 'The quote leaves the permit to you.' : 'You said the permit is left to you.'} The licensed contractor doing the work should pull the permit in its own name; as the permit holder you take on the responsibility for code compliance and lose protections.${floridaNote}`,
      quoteSays ? [claim('no', any('owner'))] : [answerClaim('permitsByContractor', 'no')],
    );
  }
  if (any('notNeeded').length) {
    return strict
      ? result(
          'permits',
          'bad',
          `The quote says no permit will be pulled, but in ${state} replacing whole window and door units normally requires one; confirm with your building department.`,
          [claim('no', any('notNeeded'))],
        )
      : result(
          'permits',
          'good',
          'The quote states that no permit is required for this like-for-like replacement; that is plausible for same-size units, but confirm with your building department.',
          [claim('no', any('notNeeded'))],
        );
  }
  // The contractor applies for, pulls or schedules it, or the permit is in the price (or priced as a line).
  const done = work.filter((r) => r.stance === 'included' || r.stance === 'stated');
  const included = permit.filter(
    (r) => r.stance === 'included' || (r.stance === 'stated' && PRICED.test(r.clause.text)),
  );
  const inspected = inspection.filter((r) => r.stance === 'included');
  const extraFees = any('excluded', 'optional');
  if (done.length || included.length || (inspected.length && !extraFees.length)) {
    const fees = extraFees.length
      ? ', but the permit fees are charged on top of the price'
      : included.length && !done.length
        ? ', and the permit is in the price'
        : '';
    return result(
      'permits',
      extraFees.length ? 'average' : 'good',
      `The contractor obtains the permit and arranges the inspection${fees}.${floridaNote}`,
      [claim('yes', [...done, ...included, ...inspected]), ...(extraFees.length ? [claim('no', extraFees)] : [])],
    );
  }
  if (any('conditional', 'excluded', 'optional', 'stated').length) {
    const how = any('excluded', 'optional').length
      ? 'leaves the permit out of the price'
      : any('conditional').length
        ? 'says permits "if required"'
        : 'mentions permits';
    return result(
      'permits',
      'average',
      `The quote ${how} without saying who pulls them or who pays. In ${state} window and door replacement ${needs} a permit; ask the contractor to take it on in writing.`,
      [
        any('excluded', 'optional').length
          ? claim('no', any('excluded', 'optional'))
          : claim('yes', any('conditional', 'stated')),
      ],
    );
  }
  if (answers.permitsByContractor === true) {
    return result(
      'permits',
      'average',
      'You said the contractor pulls the permit and arranges the inspection; ask them to write it into the quote, with the fees.',
      [answerClaim('permitsByContractor'), silentClaim('permitting', 'The quote does not mention permits.')],
    );
  }
  // Silence on permits is something the contractor should have written (samples rubric: not mentioned →
  // Not Provided), like silence on the warranty; a homeowner who says who pulls it is heard above.
  return result(
    'permits',
    'not_provided',
    `The quote does not mention permits or inspections. In ${state} window and door replacement ${needs} a permit; ask the contractor to state in writing that they pull it and arrange the inspection, with the fees.${floridaNote}`,
    [silentClaim('permitting', 'The quote does not mention permits or inspections.')],
  );
};
