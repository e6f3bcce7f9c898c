/**
 * The share of the price due before the work (payment.md §5), read clause by clause: a share
 * ("30%", "one-third", "half") in a clause that speaks of a deposit or of paying at signing or to
 * order, nearer those words than words about the balance; else an amount labelled as a deposit
 * against the total ("Deposit received $450" on a $1,630 job). Shares of interest, tax or a discount
 * are not deposits.
 */
import { findAmounts } from '../../fields/money.js';
import { clausesOf } from './clauses.js';

export const DEPOSIT_WORD =
  /\bdeposits?\b|\bdown(?:\s+payment)?\b|\bdue\s+(?:at|upon|on)\s+(?:signing|acceptance|order(?:ing)?|contract)\b|\bat\s+(?:signing|acceptance|order(?:ing)?|contract)\b|\b(?:when|upon|once)\s+(?:you\s+)?(?:sign|order)\w*\b|\bto\s+(?:order|start|schedule)\b|\bup[-\s]?front\b|\bretainer\b|\b(?:initial|first)\s+payment\b|\bdep\.(?=\s|$)|\b(?:amount\s+)?(?:paid|due)\s+today\b/gi;
const BALANCE_WORD =
  /\bbalance\b|\bbal\.|\bremainder\b|\bremaining\b|\brest\b|\bfinal\s+payment\b|\b(?:upon|on|at|after)\s+(?:substantial\s+)?completion\b|\bwhen\s+(?:done|finished|complete)\b/gi;
const SHARE =
  /(\d{1,3}(?:\.\d+)?)\s?%|\b(one[-\s]third|1\/3|a\s+third|one[-\s]half|half|50\/50|one[-\s]quarter|a\s+quarter|1\/4|two[-\s]thirds|2\/3)\b/gi;
/** A share that is not of the price: interest, tax, a discount, a fee. */
const NOT_A_DEPOSIT =
  /^\s*(?:APR|interest|off\b|per\s+(?:month|annum|year)|(?:sales\s+)?tax|discount|promo|rebate|fee|finance|markup|overhead|contingency|of\s+(?:the\s+)?(?:materials|labor))/i;

const CAP_BEFORE =
  /(?:not\s+to\s+exceed|exceed(?:ing)?|maximum|max\.?|limit(?:ed)?\s+to|up\s+to|cap(?:ped)?\s+at|no\s+more\s+than)[^.;]{0,30}$/i;

const FRACTIONS: Record<string, number> = {
  'one third': 100 / 3,
  '1/3': 100 / 3,
  'a third': 100 / 3,
  'one half': 50,
  half: 50,
  '50/50': 50,
  'one quarter': 25,
  'a quarter': 25,
  '1/4': 25,
  'two thirds': 200 / 3,
  '2/3': 200 / 3,
};

function nearest(positions: number[], at: number): number {
  return positions.length ? Math.min(...positions.map((p) => Math.abs(p - at))) : Infinity;
}

/** The deposit as a percentage of the price, or null when the quote does not say. */
export function readDepositShare(text: string, totalCents: number | null): number | null {
  const clauses = clausesOf(text);
  for (const clause of clauses) {
    const t = clause.text;
    const deposits = [...t.matchAll(DEPOSIT_WORD)].map((m) => m.index!);
    if (deposits.length === 0) continue;
    const balances = [...t.matchAll(BALANCE_WORD)].map((m) => m.index!);
    for (const m of t.matchAll(SHARE)) {
      const after = t.slice(m.index! + m[0].length);
      if (NOT_A_DEPOSIT.test(after)) continue;
      // A cap the law or the contract sets ("not to exceed $1,000 or 10%") is not the deposit asked.
      if (CAP_BEFORE.test(t.slice(Math.max(0, m.index! - 40), m.index))) continue;
      if (nearest(deposits, m.index!) > nearest(balances, m.index!)) continue;
      const value = m[1] ? Number(m[1]) : FRACTIONS[m[2]!.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ')];
      if (value !== undefined && value > 0 && value <= 100) return value;
    }
  }
  if (!totalCents) return null;
  // An amount right beside the deposit words in their own part of a sentence ("$7,247.82 deposit when
  // you sign; the balance when the job is done", "a deposit of $2,000 to order").
  for (const part of text.split(/[;\n]|\.\s/)) {
    const adjacent =
      /(\$\s?\d[\d,]*(?:\.\d{2})?)\s+(?:deposit|down(?:\s+payment)?)\b|\b(?:deposit|down\s+payment)\s+(?:of\s+)?(\$\s?\d[\d,]*(?:\.\d{2})?)/i.exec(
        part,
      );
    if (!adjacent || /\bbalance\b|\bfinanc/i.test(part.slice(0, adjacent.index))) continue;
    const cents = findAmounts(adjacent[1] ?? adjacent[2]!)[0]?.cents ?? 0;
    if (cents > 0 && cents < totalCents) return (cents * 100) / totalCents;
  }
  // An amount beside deposit words, on the same printed line ("Deposit at order (30%)  1,951.50" read above; "Deposit received  $450.00").
  for (const line of text.split(/\r?\n/)) {
    const word = new RegExp(DEPOSIT_WORD.source, 'i').exec(line);
    if (!word || /\bbalance\b|\bfinanc/i.test(line)) continue;
    // The amount after the deposit words (a row "Down payment at signing  $973.11" beside the total).
    const amounts = findAmounts(line).filter((a) => a.cents > 0 && a.cents <= totalCents);
    const amount = amounts.find((a) => a.start > word.index) ?? amounts.at(-1);
    if (amount) return (amount.cents * 100) / totalCents;
  }
  return null;
}
