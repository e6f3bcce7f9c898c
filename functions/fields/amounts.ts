/**
 * Every money amount of a quote with what the page says it is: the label before it in its cell or
 * the cell to its left, the key of the form field it fills, the column of the table it sits in, a
 * label stacked above it, or the words right after it ("/mo", "each", "deposit"). Terms and
 * conditions and options the homeowner did not choose are marked, type size and weight kept.
 */
import type { Cell, DocumentModel, Line } from '../document/model.js';
import { confidenceOfRange, gapInLines } from './layout.js';
import { findAmounts, repairWordOcr } from './money.js';
import { inChosenOption, inOtherOption, type Options } from './options.js';
import type { Sections } from './sections.js';

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
  | 'fee'
  | 'optional'
  | 'line'
  | 'none';

export interface LabelHit {
  role: AmountRole;
  /** For totals: 3 a specific total label, 2 a plain "Total", 1 "price"/"cost"; 0 otherwise. */
  tier: number;
  /** The label names the price after discounts or an offer price. */
  final: boolean;
  text: string;
}

export interface AmountReading {
  cents: number;
  line: Line;
  start: number;
  end: number;
  cell: Cell | undefined;
  role: AmountRole;
  tier: number;
  final: boolean;
  /** The label as printed ('' when none). */
  label: string;
  negative: boolean;
  /** Lowest OCR confidence of the amount's words (100 for a text layer). */
  confidence: number;
  inTerms: boolean;
  /** In the option the homeowner chose, or on a line naming the chosen option. */
  inChosenOption: boolean;
  /** Printed larger or bolder than the body text. */
  big: boolean;
}

interface LabelRule {
  role: AmountRole;
  tier: number;
  re: RegExp;
}

// Checked right to left: the label word nearest to the amount decides ("Total deposit" is a deposit).
const RULES: LabelRule[] = [
  {
    role: 'subtotal',
    tier: 0,
    re: /\bsub[\s-]?totals?\b|\b(?:before|pre[\s-]?|excl(?:\.|uding)?\s+|w\/o\s+|without\s+)tax(?:es)?\b|\b(?:windows?|doors?|materials?|merchandise|labou?r|installation|section|product|products|services?|item)\s+(?:sub)?total\b/gi,
  },
  {
    role: 'deposit',
    tier: 0,
    re: /\bpayments?\s*(?:\/|and|&)\s*credits?\b|\bdeposits?\b|\bdown\s*payments?\b|\bdue\s+(?:today|now|at\s+(?:signing|acceptance|contract|order(?:ing)?)|upon\s+(?:signing|acceptance|order(?:ing)?))\b|\bup[\s-]?front\b|\bretainer\b|\b(?:initial|first|progress)\s+payments?\b|\bto\s+(?:order|start|schedule)\b|\bamount\s+paid\b|\bpayments?\s+(?:received|made)\b|\bpaid\s+(?:to\s+date|on)\b/gi,
  },
  {
    role: 'balance',
    tier: 0,
    re: /\bbalance\b|\bremaining\b|\bremainder\b|\bfinal\s+payment\b|(?<!\btotal\s+(?:amount\s+)?)\bdue\s+(?:upon|on|at)\s+(?:completion|delivery|install(?:ation)?)\b/gi,
  },
  {
    role: 'financing',
    tier: 0,
    re: /\btotal\s+of\s+payments\b|\btotal\s+sale\s+price\b|\bannual\s+percentage\s+rate\b|\bper\s+month\b|\/\s?mo(?:nth)?\b|\bmonthly\b|\ba\s+month\b|\bAPR\b|\bfinanc\w*|\bpayments?\s+of\b|\bmonths?\b|\bamount\s+financed\b|\bfinance\s+charge\b/gi,
  },
  {
    role: 'unit',
    tier: 0,
    re: /\beach\b|\bea\.?(?=\s|$)|\bper\s+(?:window|door|unit|opening|sq(?:uare)?|linear|lf|l\.f\.|foot|ft|panel|hour|hr)\b|@|\bavg\.?|\baverage\b|\brates?\b|\bunit\s+(?:price|cost)\b|\bprice\s+per\b|\bper\s+unit\b/gi,
  },
  { role: 'tax', tier: 0, re: /\b(?:sales\s+|use\s+)?tax(?:es)?\b|\bTPT\b|\bGST\b|\bHST\b/gi },
  {
    role: 'discount',
    tier: 0,
    re: /\bdiscounts?\b|\bsavings?\b|\byou\s+save\b|\brebates?\b|\bcoupons?\b|\bpromo(?:tion(?:al)?)?s?\b|\bincentives?\b|\bcredit\b|\b\d+%\s+off\b|\bless\b/gi,
  },
  {
    role: 'list',
    tier: 0,
    re: /\b(?:previous|prior|original|old|superseded)\s+(?:quote\s+|contract\s+|estimate\s+|proposal\s+)?(?:total|price|amount)\b|\bretail\b|\blist\s+price\b|\bMSRP\b|\bregular(?:ly)?(?:\s+(?:price|priced))?\b|\bvalued?(?:\s+at)?\b|\bwas\b|\boriginal(?:ly)?(?:\s+(?:price|priced))?\b|\ballowance\b|\bcompare\s+at\b/gi,
  },
  {
    role: 'fee',
    tier: 0,
    re: /\b(?:late|cancell?ation|restocking|return(?:ed)?\s+check|trip|service|admin(?:istrative)?|storage|collection|re-?measure)\s+(?:fee|charge)s?\b|\bfees?\s+of\b|\bpenalt(?:y|ies)\b|\binterest\b|\bper\s+day\b|\bliquidated\b|\bnot\s+to\s+exceed\b|\bup\s+to\b/gi,
  },
  {
    role: 'optional',
    tier: 0,
    re: /\boptional\b|\boptions?\b(?!\s+(?:selected|chosen))|\bupgrades?\b|\badd[\s-]?ons?\b|\balternates?\b|\bif\s+(?:needed|required|desired|found)\b/gi,
  },
  // A column of per-line amounts: "Line Total", "Ext. Total", "Item Total".
  { role: 'line', tier: 0, re: /\b(?:line|item|ext(?:ended|\.)?|row)\s+totals?\b/gi },
  {
    role: 'total',
    tier: 3,
    re: /\bgrand\s+total\b|\btotal\s+(?:investment|contract(?:\s+(?:price|amount|sum))?|project(?:\s+(?:cost|price))?|job(?:\s+(?:cost|price))?|price|cost|amount|sale|sales\s+price|estimate|estimated\s+(?:cost|price)|quote|proposal|due|payable|selling\s+price|order|invoice|agreement)\b|\bcontract\s+(?:total|price|amount|sum|value)\b|\bproject\s+(?:total|price|cost|investment)\b|\bjob\s+(?:total|price|cost)\b|\b(?:estimate|quote|proposal|order|invoice|agreement)\s+(?:total|amount|price)\b|\btotal\s*\(?\s*(?:incl(?:\.|uding)?|with|w\/|after|plus)\b[^$\d]*|\binvestment\b|\bfor\s+the\s+(?:total\s+)?sum\s+of\b|\bsum\s+of\b|\bamount\s+of\s+(?:this\s+|the\s+)?(?:contract|proposal|agreement|estimate|quote)\b|\b(?:final|net|purchase|cash|your|sale|selling|agreed|today'?s?|special|promotional|discounted)\s+(?:price|total|amount|investment)\b|\btotal\s+for\s+(?:all|the)\b|\bprice\s+for\s+(?:all|the|everything)\s*(?:above|work|of\s+the\s+above)?\b|\bout\s+the\s+door\b|\b(?:comes?|amounts?|brings?\s+(?:it|the\s+total))\s+to\b|\b(?:for\s+)?a\s+total\s+of\b|\btotal(?:s|ing|ling)\b|\bin\s+the\s+amount\s+of\b|\b(?:selected|chosen|accepted)\s+(?:option\s+|package\s+)?(?:total|amount|price)\b|\b(?:accepted|approved)\s+amount\b|\bamount\s+accepted\b/gi,
  },
  { role: 'total', tier: 2, re: /\btotal\b|\bamount\s+due\b|\bplease\s+pay\b/gi },
  { role: 'total', tier: 1, re: /\bprice\b|\bcost\b|\bamount\b|\bquote\b|\bestimate\b|\bbid\b/gi },
];

/** Words that cancel a following tax word: "Total incl. tax", "with tax", "tax included". */
const TAX_INCLUDED =
  /\b(?:incl(?:\.|uding|udes|uded)?|with|w\/|plus|after|\+)\s*(?:sales\s+)?tax(?:es)?\b|\btax(?:es)?\s+(?:incl(?:\.|uded)?|included)\b/gi;
/** "After discounts/promotions", "net of rebates": the price named is the final one, and its discount words are not a discount label. */
const AFTER_DISCOUNTS =
  /\b(?:after|less|minus|net\s+of|including)\s+(?:all\s+)?(?:applicable\s+)?(?:discounts?|promotions?|rebates?|savings|incentives?|credits?|coupons?)(?:\s*(?:\/|and|&|,)\s*(?:discounts?|promotions?|rebates?|savings|incentives?|credits?|coupons?))*\b/gi;
/** An offer price: "Today only price", "Sale price", "Your price", "Net price". */
const OFFER =
  /\btoday[\s-]?only\b|\btoday'?s\s+(?:special\s+)?price\b|\b(?:sale|special|promotional|discounted|your|net|final|agreed|revised|updated|new|adjusted)\s+(?:price|total|investment|amount)\b/i;

const MODIFIER: [RegExp, AmountRole][] = [
  [/\b(?:deposit|down\s*payment|retainer)\s*$/i, 'deposit'],
  [/\b(?:balance|remaining)\s*$/i, 'balance'],
  [/\b(?:monthly|financ\w*|payment)\s*$/i, 'financing'],
  [/\b(?:discount|savings?|rebate|credit)\s*$/i, 'discount'],
  [/\b(?:sales\s+)?tax\s*$/i, 'tax'],
  [/\b(?:line|item|unit)\s*$/i, 'line'],
];

const blank = (m: string) => ' '.repeat(m.length);

/** The label nearest to the end of `text` (the words just before an amount). */
export function classifyLabel(text: string): LabelHit | null {
  // A total named first and qualified in brackets ("Contract Sum (Base Bid with alternates as marked)")
  // is the total; the words in brackets only say what it covers.
  const bare = text.replace(/\([^)]*\)/g, blank);
  if (bare !== text) {
    const outside = labelOf(bare);
    if (outside?.role === 'total' && outside.tier >= 2) return outside;
  }
  return labelOf(text);
}

function labelOf(text: string): LabelHit | null {
  let masked = repairWordOcr(text).replace(TAX_INCLUDED, blank);
  let final = OFFER.test(masked);
  masked = masked.replace(AFTER_DISCOUNTS, (m) => {
    final = true;
    return blank(m);
  });
  let best: (LabelHit & { at: number; start: number }) | null = null;
  for (const rule of RULES) {
    rule.re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = rule.re.exec(masked))) {
      const end = m.index + m[0].length;
      // The rightmost label wins; at the same place the earlier (more specific) rule wins.
      if (!best || end > best.at + 1)
        best = {
          role: rule.role,
          tier: rule.tier,
          final: false,
          at: end,
          start: m.index,
          text: text.slice(m.index, end).trim(),
        };
    }
  }
  if (!best && final) return { role: 'total', tier: 2, final: true, text: text.trim() };
  if (!best) return null;
  // A word in front of a total label says whose total it is: "Deposit Total", "Monthly investment", "Line total".
  if (best.role === 'total') {
    const before = masked.slice(0, best.start);
    for (const [re, role] of MODIFIER) {
      if (re.test(before)) return { role, tier: 0, final: false, text: text.slice(before.search(re), best.at).trim() };
    }
    return {
      role: 'total',
      tier: final ? Math.max(best.tier, 2) : best.tier,
      final,
      text: text.slice(0, best.at).trim().slice(-60),
    };
  }
  return { role: best.role, tier: best.tier, final: false, text: best.text };
}

/** What follows an amount can also say what it is: "$189/mo", "$655.53 sales tax", "$450 each". */
export function classifyAfter(text: string): AmountRole | null {
  const t = text.replace(/^[\s)*]+/, '');
  if (/^(?:\/\s?mo\b|per\s+month|a\s+month|monthly|mo\.|\/\s?month|for\s+\d+\s+months|x\s*\d+\s*months)/i.test(t))
    return 'financing';
  if (
    /^(?:each|ea\b|per\s+(?:window|door|unit|opening|sq|square|linear|lf|foot|ft|panel|hour|day)|\/\s?(?:ea|unit|window|door|sf|lf|day)\b|avg\b)/i.test(
      t,
    )
  )
    return 'unit';
  if (/^(?:in\s+)?(?:sales\s+)?tax\b/i.test(t)) return 'tax';
  if (
    /^(?:deposit|down|up[\s-]?front|due\s+(?:today|now|at\s+signing|upon\s+(?:signing|acceptance))|to\s+(?:start|order|schedule|get\s+started)|at\s+signing)\b/i.test(
      t,
    )
  )
    return 'deposit';
  if (
    /^(?:is\s+|will\s+be\s+)?(?:due|payable|paid)\s+(?:at|upon|on|after)\s+(?:the\s+)?(?:end|completion|install|delivery|final)/i.test(
      t,
    )
  )
    return 'balance';
  if (/^(?:off|discount|savings?|rebate)\b/i.test(t)) return 'discount';
  if (/^(?:fee|charge|penalty|late)\b/i.test(t)) return 'fee';
  // "5,962.14 total", "$8,150 out the door", "$6,200 for everything": the whole price, said after it.
  if (
    /^(?:total\b|all[-\s]in\b|out\s+the\s+door\b|for\s+(?:everything|the\s+whole\s+job|all\s+of\s+it)\b|(?:with|incl(?:\.|uding)?)\s+(?:sales\s+)?tax\s+(?:total|included)\b)/i.test(
      t,
    )
  )
    return 'total';
  return null;
}

/**
 * What a table column's header says of its amounts. In an item table "Total" or "Amount" heads each
 * line's amount; in a summary row ("Subtotal  Tax  Total" over their values) each header is a label.
 */
function columnRole(header: string | null, summary: boolean): AmountRole | null {
  if (!header) return null;
  if (summary) return classifyLabel(header)?.role ?? null;
  if (
    /\b(?:unit|each|rate|ea|per|price\s+each|unit\s+price|unit\s+cost|msrp|retail|list)\b/i.test(header) &&
    !/\b(?:ext|extended|line\s+total|amount)\b/i.test(header)
  ) {
    return /\b(?:msrp|retail|list)\b/i.test(header) ? 'list' : 'unit';
  }
  if (/\b(?:amount|total|ext|extended|extension|line|price|cost|sale|net|\$)\b|\$/i.test(header)) return 'line';
  return null;
}

/** The text of the lines just above a stand-alone amount or one under its label ("for the sum of:" / "TOTAL"). */
function labelAbove(lines: Line[], line: Line, cell: Cell | undefined): string | null {
  const col = cell ?? { x0: line.bbox.x0, x1: line.bbox.x1 };
  for (let k = line.index - 1, seen = 0; k >= 0 && seen < 2; k--, seen++) {
    const up = lines[k]!;
    if (gapInLines(up, line) > 2.5) return null;
    // A line with amounts of its own is a row, not a label for the line below.
    if (findAmounts(up.text).length) return null;
    const over = up.cells.find((c) => c.x1 >= col.x0 - line.height * 6 && c.x0 <= col.x1 && classifyLabel(c.text));
    // A row of three or more cells is a table header: only a total-like word labels the amount under it.
    if (up.cells.length >= 3) {
      const hit = over ? classifyLabel(over.text) : null;
      return hit && (hit.role !== 'total' || hit.tier >= 2) && hit.role !== 'unit' ? over!.text : null;
    }
    if (over) return over.text;
    if (up.cells.length === 1 && classifyLabel(up.text)) return up.text;
  }
  return null;
}

/** Headers of the columns that describe items: a table with one is an item table. */
const ITEM_COLUMN =
  /\b(?:desc|description|item|product|service|activity|qty|quantity|type|style|room|location|sku|model)\b/i;

function cellAt(line: Line, at: number): Cell | undefined {
  return line.cells.find((c) => at >= c.start && at < c.start + c.text.length);
}

/** Every amount of the quote, outside options the homeowner did not choose. */
/** The terms a Truth-in-Lending disclosure prints as its box's headings. */
const LENDING_TERM =
  /\bannual\s+percentage\b|\bfinance\s+charge\b|\bamount\s+financed\b|\btotal\s+of\s+payments\b|\btotal\s+sale\s+price\b/gi;

export function readAmounts(model: DocumentModel, options: Options, sections: Sections): AmountReading[] {
  const out: AmountReading[] = [];
  const columnOfRow = new Map<number, { header: string | null; summary: boolean; x0: number; x1: number }[]>();
  for (const table of model.tables) {
    const summary = !table.columns.some((c) => ITEM_COLUMN.test(c.header ?? ''));
    for (const row of table.rows) {
      for (const [ci, cell] of row.cells.entries()) {
        if (!cell) continue;
        for (const span of cell.spans) {
          const list = columnOfRow.get(span.line) ?? [];
          list.push({ header: table.columns[ci]!.header, summary, x0: span.start, x1: span.end });
          columnOfRow.set(span.line, list);
        }
      }
    }
  }
  const keyOf = (lineIndex: number, at: number): string | null => {
    const kv = model.keyValues.find((k) =>
      k.valueSpans.some((s) => s.line === lineIndex && at >= s.start && at < s.end),
    );
    return kv ? kv.key : null;
  };
  // A Truth-in-Lending box: its header names the financing terms, its figures sit a few lines below.
  const disclosure = new Set<number>();
  for (const line of model.lines) {
    if ((line.text.match(LENDING_TERM) ?? []).length < 2) continue;
    for (
      let k = line.index + 1;
      k < model.lines.length && k <= line.index + 6 && model.lines[k]!.page === line.page;
      k++
    )
      disclosure.add(k);
  }
  for (const line of model.lines) {
    const amounts = findAmounts(line.text);
    amounts.forEach((a, i) => {
      const cell = cellAt(line, a.start);
      const x = cell ? (cell.x0 + cell.x1) / 2 : undefined;
      if (inOtherOption(options, line.index, x)) return;
      const cellStart = cell?.start ?? 0;
      const segStart = Math.max(i > 0 ? amounts[i - 1]!.end : 0, cellStart);
      const before = line.text.slice(segStart, a.start);
      const nextStart = i + 1 < amounts.length ? amounts[i + 1]!.start : line.text.length;
      const after = line.text.slice(a.end, Math.min(nextStart, cell ? cell.start + cell.text.length : nextStart));

      let hit = /[A-Za-z]{2}/.test(before) ? classifyLabel(before.slice(-90)) : null;
      const column = columnOfRow.get(line.index)?.find((c) => a.start >= c.x0 && a.start < c.x1);
      if (!hit && column) {
        const role = columnRole(column.header, column.summary);
        if (role)
          hit =
            role === 'total' || column.summary
              ? classifyLabel(column.header ?? '')
              : { role, tier: 0, final: false, text: column.header ?? '' };
      }
      if (!hit) {
        const key = keyOf(line.index, a.start);
        if (key) hit = classifyLabel(key);
      }
      if (!hit && !/[A-Za-z]{2}/.test(before)) {
        // The cell to the left names the amount ("GRAND TOTAL    $7,859.50"), unless it is another figure.
        const ci = cell ? line.cells.indexOf(cell) : -1;
        const left = ci > 0 ? line.cells[ci - 1] : undefined;
        if (left && /[A-Za-z]{2}/.test(left.text) && findAmounts(left.text).length === 0)
          hit = classifyLabel(left.text);
      }
      // A stand-alone amount ("$4,000.00" alone in its cell) may be labelled by the line above it.
      const standalone =
        !cell ||
        cell.text
          .slice(0, a.start - cell.start)
          .concat(cell.text.slice(a.end - cell.start))
          .replace(/[\s$()*:=.-]/g, '') === '';
      if (!hit && standalone) {
        const above = labelAbove(model.lines, line, cell);
        if (above) hit = classifyLabel(above);
      }
      // (A figure under the box's headings, with no label of its own on its line, is the financing's.)
      let role: AmountRole =
        disclosure.has(line.index) && !/[A-Za-z]{2}/.test(before) ? 'financing' : (hit?.role ?? 'none');
      let tier = hit?.role === 'total' ? hit.tier : 0;
      const afterRole = classifyAfter(after);
      if (afterRole === 'total' && role === 'none') {
        role = 'total';
        tier = 2;
      } else if (afterRole && afterRole !== 'total' && !(role === 'total' && tier === 3 && afterRole === 'tax')) {
        role = afterRole;
        tier = 0;
      }
      const size = cell?.size ?? line.size;
      out.push({
        cents: a.negative ? -a.cents : a.cents,
        line,
        start: a.start,
        end: a.end,
        cell,
        role,
        tier,
        final: Boolean(hit?.final) && role === 'total',
        label: hit?.text ?? '',
        negative: a.negative,
        confidence: model.ocr ? confidenceOfRange(line, a.start, a.end) : 100,
        // Quoted history a reply prices again is read like fine print: its amounts are no longer the offer.
        inTerms: sections.terms.has(line.index) || sections.superseded.has(line.index),
        inChosenOption: options.selectionLines.has(line.index) || inChosenOption(options, line.index, x),
        big:
          size >= model.medianSize * 1.15 ||
          Boolean(cell?.bold && !line.bold) ||
          Boolean(cell?.bold && size > model.medianSize),
      });
    });
  }
  return out;
}
