/** The deposit in a homeowner's words: a percentage, a split ("50/50"), an amount of the total, or none. */
import { parseAmount, parseCents } from '@shared/money.js';
import { MONEY, findPercents, parseMoney, parsePercent } from '../reply-numbers.js';
import { negatedAround } from '../sentences.js';
import { nearest, positions, type Reader } from './reader.js';

/** "down" as in money down, not "down the road" or "down to the frame". */
const DOWN = String.raw`down(?!\s+(?:the|a|an|to|there|here|from|at|by|in|on|with|into|our|my|their|his|her)\b)`;
const DEPOSIT_ANCHOR = new RegExp(
  String.raw`\b(?:deposit|down\s+payment|${DOWN}|up\s?front|at\s+signing|upon\s+signing|when\s+(?:i|we)\s+sign|to\s+start|in\s+advance|at\s+contract|before\s+(?:they|work)\s+start)`,
  'i',
);
/** A price per unit ("$450 each", "$450 per window", "$450 a window") is no deposit. */
const PER_UNIT = /^\s*(?:each|apiece|per\b|a\s+(?:window|door|unit|piece|opening)\b)/i;

const NO_DEPOSIT = [
  /\b(?:no|zero|nothing|\$0|0%)\s+(?:deposit|down\s+payment|down|money\s+down|up\s?front)\b/i,
  /\bdeposit\b[^.]{0,20}\b(?:none|nothing|zero|\$0|(?:is\s+)?not\s+(?:required|needed)|isn't\s+(?:required|needed))\b/i,
  /\b(?:don't|do\s+not|doesn't|does\s+not|didn't|won't|will\s+not|dont|doesnt)\s+(?:[\w']+\s+){0,2}?(?:require|ask\s+for|want|take|need|charge)\s+(?:a\s+|any\s+)?deposit\b/i,
];

export const readDeposit: Reader = (clause, found, ctx) => {
  if (NO_DEPOSIT.some((re) => re.test(clause))) {
    found.answers.depositPercent = 0;
    return;
  }
  const split = /\b(\d{1,2})\s?\/\s?(\d{1,2})\b/.exec(clause);
  if (
    split &&
    Number(split[1]) + Number(split[2]) === 100 &&
    /\b(?:pay|payment|payments|split|deposit|schedule)\b/i.test(clause)
  ) {
    found.answers.depositPercent = Number(split[1]);
    return;
  }
  const anchors = positions(clause, DEPOSIT_ANCHOR);
  if (anchors.length === 0) return;
  let hit = nearest(
    findPercents(clause).map((p) => ({ value: p, index: p.index })),
    anchors,
  );
  if (!hit && ctx.totalCents) {
    const money = [...clause.matchAll(new RegExp(MONEY, 'gi'))]
      .filter((m) => !PER_UNIT.test(clause.slice(m.index + m[0].length)))
      .map((m) => ({
        value: { value: parseMoney(m[0]) ?? 0, index: m.index },
        index: m.index,
      }));
    // "5000 down": a bare amount right before the deposit words is dollars too.
    for (const m of clause.matchAll(/(?<![\d$.,])(\d{3,7})(?=\s+(?:down|up\s?front|deposit|at\s+signing)\b)/gi)) {
      if (!money.some((x) => x.index === m.index))
        money.push({ value: { value: parseCents(m[1])!, index: m.index }, index: m.index });
    }
    const cents = nearest(money, anchors);
    if (cents && cents.value > 0 && cents.value <= ctx.totalCents)
      hit = { value: Math.round((cents.value / ctx.totalCents) * 10_000) / 100, index: cents.index };
  }
  if (!hit) return;
  // A negation between the deposit words and the number ("the deposit is not 50%") leaves it open.
  const from = Math.min(hit.index, ...anchors);
  const to = Math.max(hit.index, ...anchors);
  if (negatedAround(clause, from, to - from + 4, 8)) return;
  found.answers.depositPercent = hit.value;
};

/** A lone number, perhaps with "about", a "%" or a "$": "25", "about 30", "$5,000". */
const LONE_NUMBER =
  /^\s*(?:about|around|roughly|approximately|approx\.?|~|it's|it\s+is|its|like|just|only)?\s*(\$)?\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(%|percent|per\s?cent)?\s*$/i;

/**
 * The deposit a reply gives, in percent: a percentage, a fraction or an amount of the total; a lone number
 * is a percentage up to 100 ("25", "about 30") and dollars above it ("5000", with the total known). None
 * for other money talk ("$75 off each window", "zero-percent financing", "7% sales tax").
 */
export function depositReply(text: string, said: boolean | undefined, totalCents: number | null): number | null {
  let share: number | null = null;
  const lone = LONE_NUMBER.exec(text);
  if (lone) {
    const [, dollarSign, digits, cents, percentSign] = lone;
    const n = parseAmount(`${digits}.${cents ?? '0'}`)!;
    if (!dollarSign && (percentSign || n <= 100)) share = n;
    else if (totalCents && n * 100 <= totalCents) share = Math.round((n * 100 * 10_000) / totalCents) / 100;
  }
  const other =
    /\b(?:off|per|each|discount|rebate|savings?|financ\w*|apr|interest|rate|tax|more|less|cheaper|higher|lower)\b/i.test(
      text,
    );
  return other ? null : (parsePercent(text, totalCents) ?? share ?? (said === false ? 0 : null));
}
