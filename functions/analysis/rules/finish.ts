/**
 * finish / finish_work — quality.md §7, rubric §9. Installation sealing alone ("trim stop, shims and foam")
 * belongs to the install, not to the finish: the finish is the trim, capping and patching you see afterwards.
 */
import type { ConceptName } from '../facts/vocabulary.js';
import { answeredResult, conceptClaim, result, rubricQuestion, silentClaim, type Claim, type Rule } from './rule.js';

type FinishConcept = Extract<ConceptName, 'interiorTrim' | 'exteriorTrim' | 'sealing' | 'painting'>;
const FINISH: FinishConcept[] = ['interiorTrim', 'exteriorTrim', 'sealing', 'painting'];

export const finishRule: Rule = (ctx) => {
  const c = ctx.concepts;
  const answers = ctx.input.answers;
  const readings = [...c.read('interiorTrim'), ...c.read('exteriorTrim'), ...c.read('sealing'), ...c.read('painting')];
  const out = readings.filter((r) => r.stance === 'excluded' || r.stance === 'owner' || r.stance === 'optional');
  const done_ = (name: FinishConcept): Claim => conceptClaim(ctx, name, 'yes', ['included', 'stated', 'conditional']);
  const leftOutClaims = (names: FinishConcept[] = FINISH): Claim[] =>
    names.filter((n) => c.with(n, 'excluded', 'owner', 'optional').length).map((n) => conceptClaim(ctx, n, 'no'));
  // "Install new casing as needed" is still work the contractor does.
  const done = (name: 'interiorTrim' | 'exteriorTrim' | 'sealing') =>
    c.with(name, 'included', 'stated', 'conditional').length > 0;
  const interior = done('interiorTrim');
  const exterior = done('exteriorTrim');
  const sealing = done('sealing');
  const trimLeftOut = out.some((r) => !c.read('sealing').includes(r));

  if (c.with('sealing', 'excluded', 'owner').length && !sealing) {
    return result(
      'finish',
      'bad',
      'The quote excludes sealing or flashing around the new units; that is how water gets into the wall. Ask for caulking and flashing to be included.',
      [conceptClaim(ctx, 'sealing', 'no', ['excluded', 'owner'])],
    );
  }
  if (interior && exterior && sealing) {
    return result(
      'finish',
      'good',
      'The quote covers the finish on both sides: interior trim, exterior trim or capping, and sealing around the units.',
      [done_('interiorTrim'), done_('exteriorTrim'), done_('sealing')],
    );
  }
  if (interior || exterior) {
    const missing = [
      !interior && 'interior trim',
      !exterior && 'exterior trim or capping',
      !sealing && 'caulking and flashing',
    ]
      .filter(Boolean)
      .join(', ');
    const excluded = out.length ? ' Some finish work is excluded or optional, so budget for it.' : '';
    return result(
      'finish',
      'average',
      `The quote covers only part of the finish work; it does not mention ${missing}.${excluded}`,
      [...(['interiorTrim', 'exteriorTrim', 'sealing'] as const).filter((n) => done(n)).map(done_), ...leftOutClaims()],
    );
  }
  if (trimLeftOut) {
    return result(
      'finish',
      'average',
      'The quote leaves the trim, patching or paint out of the price (excluded, optional or yours to do); budget about $125–$275 per window for trim, or ask for it in the price.',
      leftOutClaims(['interiorTrim', 'exteriorTrim', 'painting']),
    );
  }
  if (answers.finishIncluded !== undefined) {
    return answeredResult(
      'finish',
      'finishIncluded',
      answers.finishIncluded,
      {
        yes: 'You said trim, sealing and patching are included; ask the contractor to list them in the quote.',
        no: 'You said the finish work (trim, capping, patching, paint) is not included; budget about $125–$275 per window for trim, or ask for it in the price.',
      },
      [
        ...(sealing ? [done_('sealing')] : []),
        ...leftOutClaims(),
        silentClaim('finish', 'The quote does not mention trim, capping or sealing.'),
      ],
    );
  }
  const only = sealing ? ' It only mentions the installation sealing.' : '';
  return result(
    'finish',
    'unknown_discuss',
    `The quote does not say how the openings will be finished: interior trim, exterior trim or capping, and patching.${only}`,
    [
      ...(sealing ? [done_('sealing')] : []),
      ...leftOutClaims(),
      silentClaim('finish', 'The quote does not mention trim, capping or patching.'),
    ],
    rubricQuestion(ctx, 'finish', {
      answer: 'finishIncluded',
      fallback:
        'Does the price include finishing the openings: new trim inside and out (or exterior capping) and sealing around the new units?',
    }),
  );
};
