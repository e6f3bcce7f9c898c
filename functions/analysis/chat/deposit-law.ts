/**
 * "Is that legal here?", "is there a legal limit on the deposit?": what the law of the job's state says
 * about a deposit, read from the same payment knowledge the payment verdict uses, with its sources.
 */
import { STATE_NAMES } from '../../fields/zip-states.js';
import type { PaymentKnowledge } from '../knowledge/types.js';
import { capText } from '../rules/payment.js';
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
const names = (states: string[]): string => {
  const n = states.map((s) => STATE_NAMES[s] ?? s);
  return n.length > 1 ? `${n.slice(0, -1).join(', ')} and ${n.at(-1)}` : (n[0] ?? '');
};

/** Every state the knowledge holds, grouped by the limit its law sets. */
function byState(payment: Pick<PaymentKnowledge, 'states'>): string {
  const caps = new Map<string, string[]>();
  const duties: string[] = [];
  for (const [state, rule] of Object.entries(payment.states)) {
    if (!rule.statutory) duties.push(state);
    else caps.set(capText(rule.hardCap), [...(caps.get(capText(rule.hardCap)) ?? []), state]);
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
  const rule = (state && payment.states[state]) || payment.default;
  const law = shown.includes(rule.summary)
    ? `**The law in ${stateName}** is the one the rating below applies.`
    : `**The law in ${stateName}:** ${sentence(rule.summary)}`;
  return `${law} ${sourcesLine(payment, rule.sources)}`;
}
