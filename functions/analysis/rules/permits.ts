/** permits / permits_inspections — quality.md §6, hurricane.md §4 (Florida), rubric §8. */
import { result, YES_NO, type Rule } from './rule.js';

const OWNER = String.raw`(?:the\s+)?(?:home\s?owner|owner|customer|buyer|client|you)`;
const OWNER_PULLS = new RegExp(
  String.raw`\bpermits?\b[^.]{0,40}\b(?:to\s+be\s+)?(?:obtained|pulled|secured|applied\s+for|filed)\s+by\s+${OWNER}\b|\b${OWNER}\s+(?:to|will|must|shall|is\s+responsible\s+(?:for|to))\s+(?:obtain|pull|get|secure|apply\s+for|file)\w*\s+(?:for\s+)?(?:the\s+|all\s+|any\s+)?(?:\w+\s+)?permits?\b|\bowner[-\s]builder\b`,
  'i',
);
const CONTRACTOR_PULLS =
  /\bpermits?\b[^.]{0,60}\b(?:included|pulled\s+by\s+(?:the\s+)?contractor|obtained\s+by\s+(?:the\s+)?contractor)\b|\b(?:contractor|we|company|installer)\s+(?:will\s+)?(?:pull|obtain|secure|file|handle)s?\s+(?:the\s+|all\s+)?(?:required\s+)?(?:building\s+)?permits?\b|\b(?:obtains|pulls|secures|files)\s+(?:the\s+|all\s+)?(?:[\w-]+\s+){0,4}permits?\b|\bpermit\s+fees?\s+(?:are\s+)?included\b|\binspections?\s+(?:are\s+)?(?:scheduled|included)\b|\bcoordinates?\s+(?:the\s+)?(?:final\s+)?inspection|\bschedules?\s+(?:all\s+)?inspections\b|\bpermits?\s*(?:&|and)\s*inspections?\s*:\s*included\b|\bnotice\s+of\s+commencement\b/i;
const VAGUE = /\bpermits?\s+(?:if|as|when)\s+(?:required|needed|necessary)\b|\bpermit\s+fees?\s+(?:are\s+)?(?:extra|additional|not\s+included)\b/i;
const NO_PERMIT = /\bno\s+permits?\s+(?:is\s+|are\s+)?(?:required|needed|necessary)\b|\bwithout\s+(?:a\s+)?permit\b/i;

export const permitsRule: Rule = (ctx) => {
  const t = ctx.text;
  const { location } = ctx.facts;
  const answers = ctx.input.answers;
  const evidence = t.evidence(OWNER_PULLS, CONTRACTOR_PULLS, VAGUE, NO_PERMIT);
  const florida = location.state === 'FL';
  const strict = florida || location.hurricaneTier === 'T3';
  const state = location.stateName ?? 'most places';
  const needs = florida ? 'usually needs' : 'may need';
  const { permits } = ctx.knowledge.quality;
  const floridaNote = florida && (ctx.facts.totalCents ?? 0) >= permits.floridaNoticeOfCommencementMin * 100 ? ` In Florida a job of $${permits.floridaNoticeOfCommencementMin.toLocaleString('en-US')} or more also needs a recorded notice of commencement.` : '';

  if (t.has(OWNER_PULLS) || answers.permitsByContractor === false) {
    return result('permits', 'bad', `The quote leaves the permit to you. The licensed contractor doing the work should pull the permit in its own name; as the permit holder you take on the responsibility for code compliance and lose protections.${floridaNote}`, evidence);
  }
  if (t.has(NO_PERMIT)) {
    return strict
      ? result('permits', 'bad', `The quote says no permit will be pulled, but in ${state} replacing whole window and door units normally requires one; confirm with your building department.`, evidence)
      : result('permits', 'good', 'The quote states that no permit is required for this like-for-like replacement; that is plausible for same-size units, but confirm with your building department.', evidence);
  }
  if (t.has(CONTRACTOR_PULLS)) {
    return result('permits', 'good', `The contractor obtains the permit and arranges the inspection${/\bfees?\b[^.]{0,30}\bincluded\b|\bincluded\b[^.]{0,30}\bfees?\b/i.test(t.flat) ? ', with the fees included' : ''}.${floridaNote}`, evidence);
  }
  if (t.has(VAGUE)) {
    return result('permits', 'average', `The quote says permits "if required" without saying who pulls them or who pays. In ${state} window and door replacement ${needs} a permit; ask the contractor to take it on in writing.`, evidence);
  }
  if (answers.permitsByContractor === true) {
    return result('permits', 'average', 'You said the contractor pulls the permit and arranges the inspection; ask them to write it into the quote, with the fees.', ['The quote does not mention permits.']);
  }
  return result('permits', 'unknown_discuss', `The quote does not mention permits or inspections. In ${state} window and door replacement ${needs} a permit.${floridaNote}`, ['The quote does not mention permits or inspections.'], {
    text: `Does the contractor pull the building permit and arrange the inspection? In ${state} window and door replacement ${needs} a permit.`,
    answer: 'permitsByContractor',
    expects: 'yes_no',
    options: YES_NO,
  });
};
