/**
 * finish / finish_work — quality.md §7, rubric §9. Installation sealing alone ("trim stop, shims and foam")
 * belongs to the install, not to the finish: the finish is the trim, capping and patching you see afterwards.
 */
import { result, YES_NO, type Rule } from './rule.js';

const INTERIOR =
  /\binterior\s+(?:trim|casings?|stops|returns)\b|\b(?:new|primed)\s+(?:interior\s+)?(?:trim|casings?)\b|\bjamb\s+extensions?\b|\bdrywall\s+(?:repair|patch)|\bpaint(?:ing)?\s+touch[-\s]?up|\binterior\s+casing\b|\bcasing,?\s+stool\b|\bstool\s+and\s+apron\b/i;
const EXTERIOR =
  /\bcapping\b|\bcapped\b|\bcoil\s+(?:stock|wrap)\b|\b(?:aluminum|aluminium)\s+(?:coil|wrap)\b|\bwrap\s+(?:the\s+)?exterior\b|\bPVC\s+wrap\b|\bexterior\s+trim\b(?!\s*stop)|\bbrick\s?mou?ld\b|\bstucco\s+(?:patch|repair)|\bexterior\s+(?:stucco|paint)/i;
const SEALING = /\bcaulk|\bsealant\b|\bsilicone\b|\bbacker\s+rod\b|\bflashing\b|\bsill\s+pan\b|\blow[-\s]expansion\s+foam\b|\binsulat(?:e|ion)\s+(?:gaps|around)\b/i;
const EXCLUDED = /\b(?:painting|staining|trim|stucco|drywall|caulking|flashing)\b[^.]{0,25}\b(?:not\s+included|by\s+(?:the\s+)?(?:home)?owner|excluded)\b/i;
const SEALING_EXCLUDED = /\b(?:caulking|sealing|flashing)\b[^.]{0,25}\b(?:not\s+included|by\s+(?:the\s+)?(?:home)?owner|excluded)\b/i;

export const finishRule: Rule = (ctx) => {
  const t = ctx.text;
  const answers = ctx.input.answers;
  const evidence = t.evidence(INTERIOR, EXTERIOR, SEALING, EXCLUDED);
  const interior = t.has(INTERIOR);
  const exterior = t.has(EXTERIOR);
  const sealing = t.has(SEALING);

  if (t.has(SEALING_EXCLUDED)) {
    return result('finish', 'bad', 'The quote excludes sealing or flashing around the new units; that is how water gets into the wall. Ask for caulking and flashing to be included.', evidence);
  }
  if (interior && exterior && sealing) {
    return result('finish', 'good', 'The quote covers the finish on both sides: interior trim, exterior trim or capping, and sealing around the units.', evidence);
  }
  if (interior || exterior) {
    const missing = [!interior && 'interior trim', !exterior && 'exterior trim or capping', !sealing && 'caulking and flashing'].filter(Boolean).join(', ');
    const excluded = t.has(EXCLUDED) ? ' Some finish work is excluded, so budget for it.' : '';
    return result('finish', 'average', `The quote covers only part of the finish work; it does not mention ${missing}.${excluded}`, evidence);
  }
  if (answers.finishIncluded !== undefined) {
    return result(
      'finish',
      answers.finishIncluded ? 'average' : 'bad',
      answers.finishIncluded
        ? 'You said trim, sealing and patching are included; ask the contractor to list them in the quote.'
        : 'You said the finish work (trim, capping, patching, paint) is not included; budget about $125–$275 per window for trim, or ask for it in the price.',
      evidence.length ? evidence : ['The quote does not mention trim, capping or sealing.'],
    );
  }
  const only = sealing ? ' It only mentions the installation sealing.' : '';
  return result('finish', 'unknown_discuss', `The quote does not say how the openings will be finished: interior trim, exterior trim or capping, and patching.${only}`, evidence.length ? evidence : ['The quote does not mention trim, capping or patching.'], {
    text: ctx.knowledge.rubric.questions.finish?.[0] ?? 'Does the quote include new trim or capping outside, trim inside, sealing and flashing, and any patching and paint?',
    answer: 'finishIncluded',
    expects: 'yes_no',
    options: YES_NO,
  });
};
