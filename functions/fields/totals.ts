/**
 * The total the homeowner pays: the amount a total label points at ("TOTAL", "Grand Total",
 * "Total Investment", "Contract Price", "for the sum of"), never a subtotal, deposit, balance,
 * tax, discount, unit price, monthly payment or an option that was not chosen. Unsure → no total.
 */
import { confidenceOfRange, gapInLines, type Layout, type Line } from './layout.js';
import { displayCents, findAmounts, findWrittenAmounts, formatCents, repairWordOcr, type WrittenAmount } from './money.js';
import { inOtherOption, type Options } from './options.js';

export type AmountRole =
  | 'total'
  | 'subtotal'
  | 'deposit'
  | 'balance'
  | 'tax'
  | 'discount'
  | 'financing'
  | 'unit'
  | 'list'
  | 'none';

export interface AmountCandidate {
  cents: number;
  line: Line;
  start: number;
  end: number;
  role: AmountRole;
  /** For totals: 3 a specific total label, 2 a plain "Total", 1 "price"/"cost"; 0 otherwise. */
  tier: number;
  label: string;
  /** Lowest OCR confidence of the amount's words. */
  confidence: number;
  negative: boolean;
  /** Marked as the chosen option, or stated in a "Selected option" line. */
  selected: boolean;
}

export interface TotalResult {
  cents: number | null;
  value: string | null;
  /** The label the total was read from, for the details line. */
  label: string | null;
  /** Set when no total was kept: why, for the chat to ask. */
  uncertain: string | null;
  candidates: AmountCandidate[];
}

interface LabelRule {
  role: AmountRole;
  tier: number;
  re: RegExp;
}

// Checked right to left: the label word nearest to the amount decides ("Total deposit" is a deposit).
const RULES: LabelRule[] = [
  { role: 'subtotal', tier: 0, re: /\bsub[\s-]?totals?\b|\b(?:before|pre[\s-]?|excl(?:\.|uding)?\s+|w\/o\s+|without\s+)tax(?:es)?\b|\b(?:windows?|doors?|materials?|labou?r|section|product)\s+total\b/gi },
  { role: 'deposit', tier: 0, re: /\bdeposits?\b|\bdown\s*payments?\b|\bdue\s+(?:today|now|at\s+(?:signing|acceptance|contract|order(?:ing)?)|upon\s+(?:signing|acceptance|order(?:ing)?))\b|\bup[\s-]?front\b|\bretainer\b|\b(?:initial|first|progress)\s+payments?\b|\bto\s+(?:order|start|schedule)\b/gi },
  { role: 'balance', tier: 0, re: /\bbalance\b|\bremaining\b|\bfinal\s+payment\b|\bdue\s+(?:upon|on|at)\s+(?:completion|delivery|install(?:ation)?)\b/gi },
  { role: 'financing', tier: 0, re: /\bper\s+month\b|\/\s?mo(?:nth)?\b|\bmonthly\b|\ba\s+month\b|\bAPR\b|\bfinanc\w*|\bpayments?\s+of\b|\bmonths?\b/gi },
  { role: 'unit', tier: 0, re: /\beach\b|\bea\.?(?=\s|$)|\bper\s+(?:window|door|unit|opening|sq(?:uare)?|linear|lf|l\.f\.|foot|ft|panel|hour|hr)\b|@|\bavg\.?|\baverage\b|\brates?\b|\bunit\s+(?:price|cost)\b|\bprice\s+per\b|\bper\s+unit\b/gi },
  { role: 'tax', tier: 0, re: /\b(?:sales\s+)?tax(?:es)?\b/gi },
  { role: 'discount', tier: 0, re: /\bdiscounts?\b|\bsavings?\b|\byou\s+save\b|\brebates?\b|\bcoupons?\b|\bpromo(?:tion(?:al)?)?\b|\bincentives?\b|\bcredit\b|\b\d+%\s+off\b/gi },
  { role: 'list', tier: 0, re: /\bretail\b|\blist\s+price\b|\bMSRP\b|\bregular(?:ly)?\s+(?:price|priced)?\b|\bvalued?(?:\s+at)?\b|\bwas\b|\boriginal(?:ly)?\s+(?:price|priced)?\b|\ballowance\b/gi },
  // A column of per-line amounts: "Line Total", "Ext. Total", "Item Total".
  { role: 'none', tier: 0, re: /\b(?:line|item|ext(?:ended|\.)?|row)\s+totals?\b/gi },
  {
    role: 'total',
    tier: 3,
    re: /\bgrand\s+total\b|\btotal\s+(?:investment|contract(?:\s+(?:price|amount|sum))?|project(?:\s+(?:cost|price))?|job(?:\s+(?:cost|price))?|price|cost|amount|sale|sales\s+price|estimate|estimated\s+(?:cost|price)|quote|proposal|due|payable|selling\s+price)\b|\bcontract\s+(?:total|price|amount|sum|value)\b|\bproject\s+(?:total|price|cost)\b|\bjob\s+total\b|\b(?:estimate|quote|proposal|order)\s+total\b|\btotal\s*\(?\s*(?:incl(?:\.|uding)?|with|w\/|after|plus)\b[^$\d]*|\binvestment\b|\bfor\s+the\s+(?:total\s+)?sum\s+of\b|\bsum\s+of\b|\bamount\s+of\s+(?:this\s+)?(?:contract|proposal|agreement)\b|\b(?:final|net|purchase|cash|your|sale|selling)\s+(?:price|total|amount|investment)\b|\btotal\s+for\s+(?:all|the)\b|\bprice\s+for\s+(?:all|the)\s+(?:above|work)\b/gi,
  },
  { role: 'total', tier: 2, re: /\btotal\b|\bamount\s+due\b/gi },
  { role: 'total', tier: 1, re: /\bprice\b|\bcost\b|\bamount\b/gi },
];

/** Words that cancel a following tax word: "Total incl. tax", "with tax", "tax included". */
const TAX_INCLUDED = /\b(?:incl(?:\.|uding|udes|uded)?|with|w\/|plus|after|\+)\s*(?:sales\s+)?tax(?:es)?\b|\btax(?:es)?\s+(?:incl(?:\.|uded)?|included)\b/gi;

interface LabelHit {
  role: AmountRole;
  tier: number;
  at: number;
  text: string;
}

const MODIFIER: [RegExp, AmountRole][] = [
  [/\b(?:deposit|down\s*payment|retainer)\s*$/i, 'deposit'],
  [/\b(?:balance|remaining)\s*$/i, 'balance'],
  [/\b(?:monthly|financ\w*|payment)\s*$/i, 'financing'],
  [/\b(?:discount|savings?|rebate|credit)\s*$/i, 'discount'],
  [/\b(?:sales\s+)?tax\s*$/i, 'tax'],
];

/** The label nearest to the end of `text` (the words just before an amount). */
export function classifyLabel(text: string): LabelHit | null {
  const masked = repairWordOcr(text).replace(TAX_INCLUDED, (m) => ' '.repeat(m.length));
  let best: (LabelHit & { start: number }) | null = null;
  for (const rule of RULES) {
    rule.re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = rule.re.exec(masked))) {
      const end = m.index + m[0].length;
      // The rightmost label wins; at the same place the earlier (more specific) rule wins.
      if (!best || end > best.at + 1) best = { role: rule.role, tier: rule.tier, at: end, start: m.index, text: text.slice(m.index, end).trim() };
    }
  }
  if (!best) return null;
  // A word in front of a total label says whose total it is: "Deposit Total", "Monthly investment".
  if (best.role === 'total') {
    const before = masked.slice(0, best.start);
    for (const [re, role] of MODIFIER) {
      if (re.test(before)) return { role, tier: 0, at: best.at, text: text.slice(before.search(re), best.at).trim() };
    }
  }
  return { role: best.role, tier: best.tier, at: best.at, text: best.text };
}

/** What follows an amount can also say what it is: "$189/mo", "$655.53 sales tax", "$450 each". */
function classifyAfter(text: string): AmountRole | null {
  const t = text.replace(/^[\s)*]+/, '');
  if (/^(?:\/\s?mo\b|per\s+month|a\s+month|monthly|mo\.|\/\s?month|for\s+\d+\s+months)/i.test(t)) return 'financing';
  if (/^(?:each|ea\b|per\s+(?:window|door|unit|opening|sq|square|linear|lf|foot|ft|panel)|\/\s?(?:ea|unit|window|door|sf|lf)\b|avg\b)/i.test(t)) return 'unit';
  if (/^(?:in\s+)?(?:sales\s+)?tax\b/i.test(t)) return 'tax';
  if (/^(?:deposit|down|due\s+(?:today|now|at\s+signing|upon\s+(?:signing|acceptance)))\b/i.test(t)) return 'deposit';
  if (/^(?:off|discount|savings?|rebate)\b/i.test(t)) return 'discount';
  return null;
}

/** Text of the lines just above, when an amount stands alone or under its label ("for the sum of:" / "TOTAL"). */
function labelAbove(lines: Line[], line: Line, start: number): string | null {
  const cell = { x0: line.bbox.x0 + ((line.bbox.x1 - line.bbox.x0) * start) / Math.max(line.text.length, 1), x1: line.bbox.x1 };
  for (let k = line.index - 1, seen = 0; k >= 0 && seen < 2; k--, seen++) {
    const up = lines[k]!;
    if (gapInLines(up, line) > 2.5) return null;
    // A line with amounts of its own is a row, not a label for the line below.
    if (findAmounts(up.text).length) return null;
    const over = up.cells.find((c) => c.x1 >= cell.x0 - line.height && c.x0 <= cell.x1 && classifyLabel(c.text));
    // A row of three or more cells is a table header: only a column headed by a total-like word labels
    // the amount under it ("Subtotal  Tax  Total" over their values), never "Rate" or "Amount".
    if (up.cells.length >= 3) {
      const hit = over ? classifyLabel(over.text) : null;
      return hit && (hit.role !== 'total' || hit.tier >= 2) && hit.role !== 'unit' ? over!.text : null;
    }
    if (classifyLabel(up.text)) return up.text;
    // A stacked label in the same column: "TOTAL" above "$8,078.30".
    if (over) return over.text;
  }
  return null;
}

/** Amounts written in words anywhere; they run over line breaks, so lines are read in pairs. */
function writtenAmounts(layout: Layout): WrittenAmount[] {
  const found = new Map<string, WrittenAmount>();
  layout.lines.forEach((l, i) => {
    const next = layout.lines[i + 1];
    const joined = next && next.page === l.page ? `${l.text} ${next.text}` : l.text;
    for (const w of findWrittenAmounts(joined)) found.set(`${w.cents}|${w.centsKnown}`, w);
  });
  return [...found.values()];
}

/** Does an amount in figures say the same as one written in words (dollars only when the cents were unreadable)? */
function sameAsWritten(written: WrittenAmount[], cents: number): boolean {
  // With the cents unreadable, only whole-dollar figures can be confirmed.
  return written.some((w) => (w.centsKnown ? w.cents === cents : cents % 100 === 0 && Math.floor(w.cents / 100) === cents / 100));
}

export function amountCandidates(layout: Layout, options: Options): AmountCandidate[] {
  const out: AmountCandidate[] = [];
  const { lines } = layout;
  const written = writtenAmounts(layout);
  for (const line of lines) {
    const amounts = findAmounts(line.text);
    amounts.forEach((a, i) => {
      const segStart = i > 0 ? amounts[i - 1]!.end : 0;
      const before = line.text.slice(segStart, a.start);
      const after = line.text.slice(a.end, i + 1 < amounts.length ? amounts[i + 1]!.start : line.text.length);
      let hit = classifyLabel(before.slice(-90));
      const afterRole = classifyAfter(after);
      let label = hit?.text ?? '';
      if (!hit) {
        const above = labelAbove(lines, line, a.start);
        if (above) {
          hit = classifyLabel(above);
          label = hit?.text ?? '';
        }
      }
      let role: AmountRole = hit?.role ?? 'none';
      let tier = hit?.role === 'total' ? hit.tier : 0;
      if (afterRole && !(role === 'total' && tier === 3 && afterRole === 'tax')) {
        role = afterRole;
        tier = 0;
      }
      // An amount written out in words on the same line ("... AND 00/100 DOLLARS ($22,140.00)") is the contract sum.
      if (role === 'none' && sameAsWritten(written, a.cents)) {
        role = 'total';
        tier = 2;
        label = 'amount written in words';
      }
      const selected = options.selectionLines.has(line.index) || (options.selected?.lines.has(line.index) ?? false);
      out.push({
        cents: a.negative ? -a.cents : a.cents,
        line,
        start: a.start,
        end: a.end,
        role,
        tier,
        label,
        confidence: layout.ocr ? confidenceOfRange(line, a.start, a.end) : 100,
        negative: a.negative,
        selected,
      });
    });
  }
  return out.filter((c) => !inOtherOption(options, c.line.index));
}

const MIN_TOTAL_CENTS = 100_00;

export function findTotal(layout: Layout, options: Options): TotalResult {
  const candidates = amountCandidates(layout, options);
  const none = (uncertain: string | null): TotalResult => ({ cents: null, value: null, label: null, uncertain, candidates });
  const written = writtenAmounts(layout);
  const inWords = (cents: number) => sameAsWritten(written, cents);
  if (options.blocks.length > 1 && !options.selected) {
    return none(`the quote offers ${options.blocks.length} options (${options.blocks.map((b) => b.name).join(' / ')}) and none is marked as chosen`);
  }

  let totals = candidates.filter((c) => c.role === 'total' && c.tier >= 1 && !c.negative && c.cents >= MIN_TOTAL_CENTS);
  // In a good/better/best document, the chosen option's own price counts as its total.
  if (options.selected) {
    const inSelected = candidates.filter(
      (c) => options.selected!.lines.has(c.line.index) && (c.role === 'none' || c.role === 'total') && c.cents >= MIN_TOTAL_CENTS,
    );
    const biggest = inSelected.sort((a, b) => b.cents - a.cents)[0];
    if (biggest) totals.push({ ...biggest, role: 'total', tier: Math.max(biggest.tier, 2), label: biggest.label || `price of the chosen option (${options.selected.name})`, selected: true });
  }
  if (totals.length === 0) {
    // Only the amount in words: it counts when its cents were readable and no line of the quote is bigger.
    const known = [...new Set(written.filter((w) => w.centsKnown).map((w) => w.cents))];
    const biggest = Math.max(0, ...candidates.filter((c) => c.role === 'none').map((c) => c.cents));
    if (known.length === 1 && written.length === 1 && known[0]! >= biggest) {
      return { cents: known[0]!, value: formatCents(known[0]!), label: 'amount written in words', uncertain: null, candidates };
    }
    // A quote with a single price and nothing else: that price is what the homeowner pays.
    const priced = [...new Set(candidates.filter((c) => c.cents >= MIN_TOTAL_CENTS && (c.role === 'none' || c.role === 'total')).map((c) => c.cents))];
    const others = candidates.filter((c) => c.cents >= MIN_TOTAL_CENTS && c.role !== 'none' && c.role !== 'total');
    if (priced.length === 1 && others.every((o) => o.cents < priced[0]!)) {
      const only = candidates.find((c) => c.cents === priced[0])!;
      if (!layout.ocr || only.confidence >= 60) return { cents: priced[0]!, value: formatCents(priced[0]!), label: 'the only price in the quote', uncertain: null, candidates };
    }
    return none('no line of the quote is marked as the total');
  }

  // Arithmetic check: subtotal + tax − discount.
  const subtotal = candidates.filter((c) => c.role === 'subtotal' && c.cents > 0).at(-1);
  const taxes = candidates.filter((c) => c.role === 'tax' && c.cents > 0 && c.cents < (subtotal?.cents ?? Infinity) * 0.2);
  const discounts = candidates.filter((c) => c.role === 'discount' || (c.negative && c.role !== 'tax'));
  const expected = subtotal
    ? subtotal.cents + taxes.reduce((s, c) => s + c.cents, 0) - discounts.reduce((s, c) => s + Math.abs(c.cents), 0)
    : null;
  const agrees = (cents: number) => expected !== null && Math.abs(cents - expected) <= 2;

  // The item lines add up: the biggest plain amount of each priced line (its line total), summed.
  const lineTotals = new Map<number, number>();
  for (const c of candidates) if (c.role === 'none' && c.cents > 0) lineTotals.set(c.line.index, Math.max(lineTotals.get(c.line.index) ?? 0, c.cents));
  const lineSum = [...lineTotals.values()].reduce((a, b) => a + b, 0);
  const taxSum = taxes.reduce((a, c) => a + c.cents, 0);
  const discountTotal = discounts.reduce((a, c) => a + Math.abs(c.cents), 0);
  const sumAgrees = (cents: number) => lineSum > 0 && (Math.abs(cents - lineSum) <= 2 || Math.abs(cents - (lineSum + taxSum - discountTotal)) <= 2);

  // Corroboration for OCR: the same amount written in words, twice in the text, or matching the arithmetic.
  const corroborated = (cents: number) =>
    inWords(cents) || agrees(cents) || sumAgrees(cents) || candidates.filter((c) => c.cents === cents).length >= 2;

  const topTier = Math.max(...totals.map((t) => t.tier));
  let best = totals.filter((t) => t.tier === topTier);
  const selectedBest = best.filter((t) => t.selected);
  if (selectedBest.length) best = selectedBest;
  let values = [...new Set(best.map((t) => t.cents))];
  if (values.length > 1) {
    const byArithmetic = values.filter(agrees);
    const byWords = values.filter(inWords);
    if (byArithmetic.length === 1) values = byArithmetic;
    else if (byWords.length === 1) values = byWords;
  }
  if (values.length > 1) {
    return none(`the quote shows ${values.length} different totals (${values.map(displayCents).join(' / ')})`);
  }
  const cents = values[0]!;
  const chosen = best.filter((t) => t.cents === cents).sort((a, b) => b.confidence - a.confidence)[0]!;

  if (expected !== null && !agrees(cents) && cents !== subtotal!.cents && !inWords(cents)) {
    const off = Math.abs(cents - expected) / Math.max(expected, 1);
    // A printed quote may add a line after the subtotal; OCR that disagrees with its own arithmetic misread a digit.
    if (off > 0.1 || layout.ocr) {
      return none(`the total ${displayCents(cents)} does not match subtotal + tax (${displayCents(expected)})`);
    }
  }
  // The total is at least every line it adds up (less any discount).
  const biggestLine = Math.max(0, ...candidates.filter((c) => c.role === 'none' && c.cents > 0).map((c) => c.cents));
  const discountSum = discounts.reduce((s, c) => s + Math.abs(c.cents), 0);
  if (cents + discountSum + 2 < biggestLine && !inWords(cents)) {
    return none(`the total ${displayCents(cents)} is smaller than a single line of the quote (${displayCents(biggestLine)})`);
  }
  // OCR: another total-like figure with a different value means one of them was misread.
  if (layout.ocr && !corroborated(cents)) {
    const rival = totals.find((t) => t.tier >= 2 && t.cents !== cents);
    if (rival) return none(`two totals were read (${displayCents(cents)} / ${displayCents(rival.cents)})`);
  }
  // Cheque rule: an amount written in words that disagrees with the figure makes the figure doubtful.
  const writtenOthers = written.filter((w) => w.cents >= MIN_TOTAL_CENTS && !sameAsWritten([w], cents));
  if (writtenOthers.length && !inWords(cents) && !agrees(cents)) {
    return none(`the total in figures (${displayCents(cents)}) differs from the amount written in words (${displayCents(writtenOthers[0]!.cents)})`);
  }
  if (layout.ocr && lineSum > 0 && !corroborated(cents)) {
    return none(`the total ${displayCents(cents)} does not match the item lines (${displayCents(lineSum)})`);
  }
  if (layout.ocr && chosen.confidence < 70 && !corroborated(cents)) {
    return none(`the total ${displayCents(cents)} was hard to read (OCR confidence ${Math.round(chosen.confidence)}%)`);
  }
  // "Price:" or "Cost:" is the total only when nothing on the quote is bigger.
  const biggest = Math.max(...candidates.filter((c) => c.role !== 'list' && c.role !== 'financing').map((c) => c.cents));
  if (chosen.tier === 1 && !corroborated(cents) && cents < biggest) {
    return none(`only a "${chosen.label}" amount (${displayCents(cents)}) was found, not a total`);
  }
  return { cents, value: formatCents(cents), label: chosen.label || null, uncertain: null, candidates };
}
