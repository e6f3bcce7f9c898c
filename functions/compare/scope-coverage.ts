/**
 * What a quote's price covers of each piece of work a comparison checks (removal, disposal, permits,
 * finish, repairs, lead-safe work), from its stored checklist results and the concepts the rules read.
 */
import type { RuleContext } from '../analysis/rules/rule.js';
import type { StoredResult } from '../quotes/quote-record.js';

/** What the quote's price covers of one piece of work, as its checklist item rated it. */
export type Coverage = 'included' | 'partial' | 'missing' | 'unknown' | 'not_needed';

export interface ScopeItem {
  coverage: Coverage;
  /** Short words for a table cell: "Included", "Left to you", "Not mentioned". */
  value: string;
  /** The checklist result it comes from. */
  status: string;
  evidence: string[];
}

/** The scope items a comparison checks: removal and disposal apart, permits, finish, repairs, lead-safe work. */
export type ScopeItemId = 'removal' | 'disposal' | 'permits' | 'finish' | 'repairs' | 'leadSafe';

/** Removal and disposal apart, from the removal item and the concepts its rule reads. */
export function removalItems(
  ctx: RuleContext,
  result: StoredResult | undefined,
): Pick<Record<ScopeItemId, ScopeItem>, 'removal' | 'disposal'> {
  const status = result?.status ?? 'unknown_discuss';
  const evidence = result?.evidence ?? [];
  const answers = ctx.input.answers;
  const item = (name: 'removal' | 'disposal'): ScopeItem => {
    const readings = ctx.concepts.read(name);
    const left = readings.filter((r) => r.stance === 'owner' || r.stance === 'excluded' || r.stance === 'optional');
    // The lines the removal item cited first: "wind-borne debris" names the concept too, but not the work.
    const cited = (r: (typeof readings)[number]) =>
      evidence.includes(r.clause.evidence) ? evidence.indexOf(r.clause.evidence) : evidence.length;
    const own = ctx.concepts.evidence([...readings].sort((a, b) => cited(a) - cited(b)));
    if (ctx.concepts.inJob(name) && !left.length)
      return { coverage: 'included', value: 'Included', status, evidence: own };
    if (left.length) {
      const owner = left.some((r) => r.stance === 'owner');
      return {
        coverage: 'missing',
        value: owner ? 'Left to you' : left.some((r) => r.stance === 'optional') ? 'Extra cost' : 'Excluded',
        status,
        evidence: ctx.concepts.evidence(left),
      };
    }
    // Said in the chat: the removal item's answer covers both.
    if (answers.removalIncluded === true)
      return { coverage: 'included', value: 'Included (your answer)', status, evidence };
    if (answers.removalIncluded === false)
      return { coverage: 'missing', value: 'Not included (your answer)', status, evidence };
    // Removal implied by hauling the old units away is what the removal rule rates as both.
    if (name === 'removal' && status === 'good') return { coverage: 'included', value: 'Included', status, evidence };
    return {
      coverage: 'unknown',
      value: 'Not mentioned',
      status,
      evidence: [
        `The quote does not mention ${name === 'removal' ? 'removing the old units' : 'disposal or haul-away'}.`,
      ],
    };
  };
  return { removal: item('removal'), disposal: item('disposal') };
}

/** What a checklist status says about the work: the rule's own meaning of each rating for that item. */
const STATUS_COVERAGE: Record<'permits' | 'finish' | 'repairs', Record<string, [Coverage, string]>> = {
  permits: {
    good: ['included', 'Contractor pulls it'],
    average: ['partial', 'Mentioned, not who pays'],
    bad: ['missing', 'Left to you'],
    not_provided: ['unknown', 'Not mentioned'],
    unknown_discuss: ['unknown', 'Not stated'],
    not_applicable: ['not_needed', 'Not required'],
  },
  finish: {
    good: ['included', 'Inside and out'],
    average: ['partial', 'Partly included'],
    bad: ['missing', 'Not included'],
    not_provided: ['unknown', 'Not mentioned'],
    unknown_discuss: ['unknown', 'Not stated'],
    not_applicable: ['not_needed', 'Not needed'],
  },
  repairs: {
    good: ['included', 'Priced, with your approval'],
    average: ['partial', 'Mentioned, terms incomplete'],
    bad: ['missing', 'Open-ended'],
    not_provided: ['unknown', 'Not mentioned'],
    unknown_discuss: ['unknown', 'Not stated'],
    not_applicable: ['not_needed', 'Not needed'],
  },
};

export function statusItem(category: 'permits' | 'finish' | 'repairs', result: StoredResult | undefined): ScopeItem {
  const status = result?.status ?? 'unknown_discuss';
  const [coverage, value] = STATUS_COVERAGE[category][status] ?? ['unknown', 'Not stated'];
  // "No permit required" is rated good without the contractor pulling one.
  const notNeeded =
    category === 'permits' && status === 'good' && /no permit is required/i.test(result?.explanation ?? '');
  return notNeeded
    ? { coverage: 'not_needed', value: 'Not required (per the quote)', status, evidence: result?.evidence ?? [] }
    : { coverage, value, status, evidence: result?.evidence ?? [] };
}

export function leadSafeItem(
  ctx: RuleContext,
  pre1978: boolean | undefined,
  result: StoredResult | undefined,
): ScopeItem {
  const readings = ctx.concepts.read('leadSafe');
  const stated = readings.filter((r) => r.stance !== 'excluded' && r.stance !== 'owner');
  const status = result?.status ?? 'unknown_discuss';
  if (stated.length)
    return { coverage: 'included', value: 'EPA RRP lead-safe stated', status, evidence: ctx.concepts.evidence(stated) };
  if (readings.length)
    return { coverage: 'missing', value: 'Excluded', status, evidence: ctx.concepts.evidence(readings) };
  if (pre1978 === false)
    return { coverage: 'not_needed', value: 'Not needed (built 1978 or later)', status, evidence: [] };
  return {
    coverage: pre1978 ? 'missing' : 'unknown',
    value: pre1978 ? 'Not stated (needed before 1978)' : 'Not mentioned',
    status,
    evidence: ['The quote does not mention lead-safe (EPA RRP) work.'],
  };
}
