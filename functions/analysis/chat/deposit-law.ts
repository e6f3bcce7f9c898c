/**
 * "Is that legal here?", "is there a legal limit on the deposit?": what the law of the job's state says
 * about a deposit, read from the same payment knowledge the payment verdict uses, with its sources.
 */
import { listAnd } from '@shared/text.js';
import { STATE_NAMES } from '../../fields/zip-states.js';
import type { PaymentKnowledge } from '../knowledge/types.js';
import { capText, stateRule } from '../rules/payment.js';
import type { Location } from '../types.js';
import { sentence } from './answer-text.js';
import { sourcesLine } from './why-answer.js';

/** The question asks whether something is lawful or capped, not only whether it is usual. */
const ASKS_THE_LAW =
  /\b(?:legal(?:ly)?|illegal|lawful|unlawful|laws?|statutes?|statutory|allowed|permitted|regulations?|regulated|cap(?:ped)?|limits?)\b/i;

export function asksTheLaw(question: string): boolean {
  return ASKS_THE_LAW.test(question);
}

/** "California and Nevada", "Maryland, Maine and Massachusetts". */
const names = (states: string[]): string => listAnd(states.map((s) => STATE_NAMES[s] ?? s));

/** Every state the knowledge holds, grouped by the limit its law sets. */
function byState(payment: Pick<PaymentKnowledge, 'states'>): string {
  const caps = new Map<string, string[]>();
  const duties: string[] = [];
  for (const [state, rule] of Object.entries(payment.states)) {
    const cap = capText(rule.hardCap);
    if (!rule.statutory) duties.push(state);
    else caps.set(cap, [...(caps.get(cap) ?? []), state]);
  }
  const capped = [...caps].map(([cap, states]) => `${names(states)}: at most ${cap}`);
  const noCap = duties.length ? ` ${names(duties)} set no cap but attach duties to a deposit.` : '';
  return `${capped.join('; ')}.${noCap}`;
}

/**
 * The deposit law where the job is, with its sources, for a question that asks about the law; null
 * otherwise. `shown`: the rest of the reply, so a state summary it already gives is not given twice.
 */
export function depositLawText(
  question: string,
  location: Pick<Location, 'state' | 'stateName'>,
  payment: Pick<PaymentKnowledge, 'states' | 'default' | 'sources' | 'checkedOn'>,
  shown = '',
): string | null {
  if (!asksTheLaw(question)) return null;
  const { state, stateName } = location;
  if (!stateName)
    return `**Deposit limits are set by each state, and your quote does not show where the job is.** ${byState(payment)} We found no cap in the other states. Your state's contractor licensing board or consumer protection office can confirm.`;
  const rule = stateRule(payment, state);
  const law = shown.includes(rule.summary)
    ? `**The law in ${stateName}** is the one the rating below applies.`
    : `**The law in ${stateName}:** ${sentence(rule.summary)}`;
  return `${law} ${sourcesLine(payment, rule.sources)}`;
}
