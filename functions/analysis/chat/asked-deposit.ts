/**
 * "Is a 40% deposit normal?", "$7,152 down on a $17,000 job, is that ok?": a deposit the homeowner
 * names, held against the same state rule the quote's payment verdict uses. The figure is only
 * weighed: it never becomes this quote's deposit (interpret-reply.ts decides what a message changes).
 */
import { displayDollars } from '@shared/money.js';
import { findAmounts } from '../../fields/money.js';
import { readDepositShare } from '../facts/deposit.js';
import type { PaymentKnowledge } from '../knowledge/types.js';
import { capText, depositStanding, stateRule } from '../rules/payment.js';
import type { Location } from '../types.js';

/** The question weighs the deposit's size ("normal?", "too much?"), not only tells a story that has one. */
const WEIGHS_IT =
  /\b(?:normal|ok|okay|reasonable|fair|legal|allowed|lawful|standard|typical|usual|common|customary|acceptable|high|steep|excessive|a\s+lot|too\s+(?:much|high|big|large|little|low))\b|\bhow\s+much\b/i;

export interface AskedDeposit {
  percent: number;
  /** The deposit and the price in dollars, when the question names them. */
  dollars?: { deposit: number; price: number };
}

/**
 * The deposit share a question names, read as a quote's is (readDepositShare: a share or an amount
 * beside deposit words); a price it names ("on a $17,000 job") is read beside a deposit amount.
 */
export function askedDeposit(question: string): AskedDeposit | null {
  if (!WEIGHS_IT.test(question)) return null;
  const amounts = findAmounts(question)
    .map((a) => a.cents)
    .filter((c) => c > 0);
  const price = amounts.length >= 2 ? Math.max(...amounts) : null;
  const percent = readDepositShare(question, price);
  if (percent === null) return null;
  // The amount the share was read from, not another one the story names ("$500 for the form").
  const deposit =
    price !== null ? amounts.find((c) => c < price && Math.abs((c * 100) / price - percent) < 0.5) : undefined;
  // A share the question names outright ("40%") is not worked out from amounts.
  const named = /%|\b(?:half|third|quarter)\b|\d\/\d/i.test(question);
  return price !== null && deposit !== undefined && !named
    ? { percent, dollars: { deposit: deposit / 100, price: price / 100 } }
    : { percent };
}

const shareText = (percent: number) => `${Math.round(percent * 10) / 10}%`;

/**
 * What the asked deposit comes to under the state's rule, or null when the question names none or
 * the same share the quote asks for (the quote's own verdict answers that). The share this quote asks
 * for is left to the payment verdict that follows it, which may rest on the homeowner's own answer
 * rather than the quote's text: one figure for it in the reply, not two.
 */
export function askedDepositText(
  question: string,
  facts: { location: Location; totalCents: number | null },
  quoteShare: number | null,
  payment: Pick<PaymentKnowledge, 'states' | 'default'>,
): string | null {
  const asked = askedDeposit(question);
  if (!asked || (quoteShare !== null && Math.abs(asked.percent - quoteShare) < 0.5)) return null;
  const price = asked.dollars?.price ?? (facts.totalCents ?? 0) / 100;
  if (!price) return null;
  const { state, stateName } = facts.location;
  const rule = stateRule(payment, state);
  const where = stateName ? ` in ${stateName}` : '';
  const figures = asked.dollars
    ? ` (${displayDollars(asked.dollars.deposit, 'never')} of ${displayDollars(asked.dollars.price, 'never')})`
    : '';
  const deposit = `A **${shareText(asked.percent)} deposit**${figures}`;
  switch (depositStanding(rule, asked.percent, price)) {
    case 'over_limit':
      return rule.statutory
        ? `${deposit} is above the legal limit${where} of ${capText(rule.hardCap)}.`
        : `${deposit} is above ${capText(rule.hardCap)} up front, a red flag.`;
    case 'over_norm':
      return `${deposit} is more than ${capText(rule.goodCap)} up front${where}, so more of your money is at risk before the work is done.`;
    default:
      return rule.goodCap.kind === 'none'
        ? `${deposit}: ${rule.summary.replace(/\.?$/, '.')}`
        : `${deposit} is within the norm${where} (${capText(rule.goodCap)} up front).`;
  }
}
