/** payment / payment_terms — payment.md §2 (state deposit laws), §5 (thresholds, red flags), rubric §10. */
import { displayDollars, parseAmount } from '@shared/money.js';
import type { DepositRule, PaymentKnowledge, StatePaymentRule } from '../knowledge/types.js';
import { DEPOSIT_WORD, readDepositShare } from '../facts/deposit.js';
import {
  answerClaim,
  linesClaim,
  result,
  silentClaim,
  statedClaim,
  type Claim,
  type Rule,
  type RuleContext,
} from './rule.js';

export const PERCENT_DEPOSIT = [
  /\b(\d{1,3})\s?%\s*(?:deposit|down(?:\s+payment)?|due\s+(?:at|upon|on)\s+(?:signing|order(?:ing)?|acceptance|contract)|up[-\s]?front|at\s+(?:signing|acceptance|contract)|(?:payment\s+)?(?:is\s+)?(?:required|due)\s+(?:before|prior\s+to|to\s+order))/i,
  /\bdeposit\s+(?:of\s+)?(\d{1,3})\s?%/i,
];
export const FRACTION_DEPOSIT = /\b(?:1\/3|one[-\s]third)\s+(?:deposit|down|at\s+signing|due)/i;
export const HALF_DEPOSIT = /\bhalf\s+(?:down|up[-\s]?front|at\s+signing)|\b50\/50\b/i;
export const AMOUNT_DEPOSIT = /\b(?:deposit|down\s+payment)\s+(?:of\s+)?\$\s?(\d[\d,]*(?:\.\d{2})?)/i;
export const FULL_UP_FRONT =
  /\b(?:paid|payment)\s+in\s+full\s+(?:before|prior|at\s+signing|up[-\s]?front)|\b100\s?%\s+(?:payment\s+)?(?:due|required|paid)?\s*(?:at\s+signing|before|up[-\s]?front|prior)/i;
export const ON_COMPLETION =
  /\b(?:balance|bal\.|remainder|remaining|final(?:\s+payment)?|rest)(?:\b|(?<=\.))(?:[^.]|\.\d){0,50}\b(?:upon|on|at|after|when)\s+(?:substantial\s+|final\s+|the\s+)?(?:completion|complete|done|finished|final\s+inspection|job\s+(?:is\s+)?complet(?:ion|e|ed))|\bhalf\s+when\s+done\b|\bupon\s+completion\s+(?:and|&)\s+final\s+inspection|\b(?:balance|remainder|rest)\b[^.]{0,30}\bwhen\s+(?:we(?:'re|\s+are)|the\s+(?:job|work)\s+is|it'?s)\s+(?:done|finished|complete)|(?:\b\d{1,3}\s?%|\b\d\s?\/\s?\d|\b(?:one[-\s])?(?:third|half|quarter)|\bthe\s+(?:last|final)\s+(?:third|half|quarter|installment|payment))\s+(?:due\s+)?(?:upon|on|at|after)\s+(?:substantial\s+)?completion/i;
export const ON_DELIVERY_FINAL = /\b(?:balance|final\s+payment|remainder)\b[^.]{0,30}\b(?:upon|at|on)\s+delivery\b/i;
export const CASH_ONLY =
  /\bcash\s+only\b|\bcash\s+discount\b|\bdiscount\s+for\s+cash\b|\bwire\s+transfer\b|\bzelle\b|\bvenmo\b|\bno\s+checks\b/i;
export const TERMS_PRESENT =
  /\bpayment\s+(?:terms|schedule)\b|\bdeposit\b|\bdown\s+payment\b|\bbalance\s+due\b|\bpayment\s+to\s+be\s+made\b/i;
export const ESCROW = /\bescrow\b|\btrust\s+account\b|\bbond(?:ed)?\b/i;

/** The deposit's claim: the quote's lines that state it, or the homeowner's answer. */
function depositClaim(ctx: RuleContext): Claim {
  if (ctx.input.answers.depositPercent !== undefined) return answerClaim('depositPercent');
  const t = ctx.text;
  const lines = t.evidence(...PERCENT_DEPOSIT, FRACTION_DEPOSIT, HALF_DEPOSIT, AMOUNT_DEPOSIT);
  return linesClaim('deposit', lines.length ? lines : t.evidence(new RegExp(DEPOSIT_WORD.source, 'i'), FULL_UP_FRONT));
}

export function depositPercent(ctx: RuleContext): number | null {
  const t = ctx.text;
  if (ctx.input.answers.depositPercent !== undefined) return ctx.input.answers.depositPercent;
  for (const re of PERCENT_DEPOSIT) {
    const m = t.first(re);
    if (m) return Number(m.groups[0]);
  }
  if (t.has(FRACTION_DEPOSIT)) return 100 / 3;
  if (t.has(HALF_DEPOSIT)) return 50;
  const amount = t.first(AMOUNT_DEPOSIT);
  const total = ctx.facts.totalCents;
  if (amount && total) return (parseAmount(amount.groups[0])! * 100 * 100) / total;
  // Said another way ("a deposit of one-third of the contract amount", "Deposit at order (30%)").
  return readDepositShare(ctx.input.text, total ?? null);
}

/** The cap as a dollar amount for this price; null when the rule has no cap. */
function capDollars(rule: DepositRule, price: number): number | null {
  switch (rule.kind) {
    case 'minOf':
      return Math.min(rule.dollars ?? Infinity, ((rule.percent ?? 100) / 100) * price);
    case 'percent':
    case 'greaterOfPercentOrSpecialOrder':
    case 'percentPlusSpecialOrder':
      return ((rule.percent ?? 100) / 100) * price;
    default:
      return null;
  }
}

export function capText(rule: DepositRule): string {
  if (rule.kind === 'minOf')
    return `${displayDollars(rule.dollars ?? 0, 'when-any')} or ${rule.percent}% of the price, whichever is less`;
  if (rule.kind === 'none') return 'no set limit';
  const pct = Math.round((rule.percent ?? 0) * 10) / 10;
  const label = Math.abs(pct - 33.3) < 0.1 ? 'one third' : `${pct}%`;
  return rule.kind === 'percentPlusSpecialOrder'
    ? `${label} plus itemised special-order materials`
    : rule.kind === 'greaterOfPercentOrSpecialOrder'
      ? `${label} or the cost of special-order materials, whichever is greater`
      : label;
}

/** The deposit rule of a state: its own where the knowledge lists it, the default elsewhere or when unknown. */
export function stateRule(
  payment: Pick<PaymentKnowledge, 'states' | 'default'>,
  state: string | null,
): StatePaymentRule {
  return (state && payment.states[state]) || payment.default;
}

/** Where a deposit of `deposit`% of `price` dollars stands against the state's rule. */
export function depositStanding(
  rule: StatePaymentRule,
  deposit: number,
  price: number,
): 'over_limit' | 'over_norm' | 'within' {
  const dollars = (deposit / 100) * price;
  // Half a percentage point of slack: "1/3 deposit" against a one-third cap written as 33.3%.
  const tolerance = Math.max(0.5, price * 0.005);
  const hardCap = capDollars(rule.hardCap, price);
  if (hardCap !== null && dollars > hardCap + tolerance) return 'over_limit';
  const goodCap = capDollars(rule.goodCap, price);
  return goodCap !== null && dollars > goodCap + tolerance ? 'over_norm' : 'within';
}

export const paymentRule: Rule = (ctx) => {
  const t = ctx.text;
  const { payment } = ctx.knowledge;
  const state = ctx.facts.location.state;
  const rule = stateRule(payment, state);
  const price = (ctx.facts.totalCents ?? 0) / 100;
  const deposit = depositPercent(ctx);
  const stateName = ctx.facts.location.stateName;
  const law = rule.statutory && stateName ? ` ${rule.summary}` : '';

  if (t.has(CASH_ONLY)) {
    return result(
      'payment',
      'bad',
      `The quote asks for cash only (or cash/wire payment). That leaves you no record and no way to dispute a charge — a common red flag. Pay by check or card to the company.${deposit ? ` ${ctx.input.answers.depositPercent !== undefined ? 'You said it' : 'It also'} asks for ${Math.round(deposit)}% up front.` : ''}`,
      [statedClaim(ctx, 'cashOnly', CASH_ONLY), ...(deposit ? [depositClaim(ctx)] : [])],
    );
  }
  if (t.has(FULL_UP_FRONT) || (deposit !== null && deposit >= 100)) {
    return result(
      'payment',
      'bad',
      `${t.has(FULL_UP_FRONT) || ctx.input.answers.depositPercent === undefined ? 'The quote demands' : 'You said the contractor wants'} full payment before the work is done. Never pay everything up front: keep at least ${payment.finalPaymentMinPercent}% (ideally more) until the job is finished and inspected.`,
      [t.has(FULL_UP_FRONT) ? statedClaim(ctx, 'fullUpFront', FULL_UP_FRONT) : depositClaim(ctx)],
    );
  }
  if (deposit === null) {
    if (!t.has(TERMS_PRESENT)) {
      return result(
        'payment',
        'not_provided',
        'The quote has no payment terms. Ask how much is due at signing and what is left to pay after the job is finished and inspected.',
        [silentClaim('payment', 'The quote does not state payment terms.')],
      );
    }
    return result(
      'payment',
      'unknown_discuss',
      'The quote mentions a deposit or payment schedule but not how much is due up front.',
      [statedClaim(ctx, 'paymentTerms', TERMS_PRESENT)],
      {
        text: payment.chatQuestions.schedule,
        answer: 'depositPercent',
        expects: 'percent',
        options: ['No deposit', '10%', '25%', 'One third', 'Half', 'All of it up front', 'Not sure'],
      },
    );
  }

  const depositDollars = (deposit / 100) * price;
  const standing = depositStanding(rule, deposit, price);
  const completion = t.has(ON_COMPLETION);
  const depositText = `**${Math.round(deposit * 10) / 10}% deposit**${price ? ` (about ${displayDollars(depositDollars, 'never')})` : ''}`;
  // A state law is quoted as a limit; elsewhere the state's own summary (Florida: no cap, but duties above 10%).
  const capPhrase =
    rule.statutory && stateName
      ? `In ${stateName} the law allows at most ${capText(rule.goodCap)} up front.`
      : rule.summary.replace(/\.?$/, '.');
  const heard = ctx.input.answers.depositPercent !== undefined;
  const asks = heard ? 'You said the contractor asks for a' : 'The quote asks for a';
  const deposited = depositClaim(ctx);
  const completionClaim = (): Claim[] => (completion ? [statedClaim(ctx, 'finalOnCompletion', ON_COMPLETION)] : []);

  if (standing === 'over_limit') {
    const why = rule.statutory
      ? `above the legal limit of ${capText(rule.hardCap)}.${law}`
      : `above ${capText(rule.hardCap)} — a red flag.`;
    return result(
      'payment',
      'bad',
      `${asks} ${depositText}, ${why} Ask for a smaller deposit with the rest due on completion.`,
      [deposited],
    );
  }
  const duties = rule.statutory && rule.duties.length ? ` ${rule.duties[0]}` : '';
  if (standing === 'over_norm') {
    return result(
      'payment',
      'average',
      `${asks} ${depositText}. ${capPhrase} A larger deposit puts more of your money at risk before the work is done.${duties}`,
      [deposited],
    );
  }
  if (state === 'NY' && !t.has(ESCROW)) {
    return result(
      'payment',
      'average',
      `${asks} ${depositText}. New York requires deposits to be held in escrow or covered by a bond; the quote does not say which.`,
      [deposited],
    );
  }
  if (!completion) {
    return result(
      'payment',
      'average',
      `The ${depositText}${heard ? ' you told us of' : ''} is reasonable, but the quote does not tie the final payment to completion. Keep at least ${payment.finalPaymentMinPercent}% until the job is finished and inspected.`,
      [deposited],
    );
  }
  if (t.has(ON_DELIVERY_FINAL)) {
    return result(
      'payment',
      'average',
      `The ${depositText}${heard ? ' you told us of' : ''} is reasonable, but the final payment falls due on delivery of the products rather than after installation.`,
      [deposited, statedClaim(ctx, 'finalOnDelivery', ON_DELIVERY_FINAL)],
    );
  }
  return result(
    'payment',
    'good',
    `${asks} ${depositText}, within the norm (${capText(rule.goodCap)}), with the final payment due on completion.`,
    [deposited, ...completionClaim()],
  );
};

/** A poor payment rating that rests on a statutory deposit cap (rubric §0.2 score cap). */
export function statutoryViolation(ctx: RuleContext): boolean {
  const state = ctx.facts.location.state;
  const rule = state ? ctx.knowledge.payment.states[state] : undefined;
  const deposit = depositPercent(ctx);
  if (!rule?.statutory || deposit === null || !ctx.facts.totalCents) return false;
  const price = ctx.facts.totalCents / 100;
  const cap = capDollars(rule.hardCap, price);
  return cap !== null && (deposit / 100) * price > cap + Math.max(0.5, price * 0.005);
}
