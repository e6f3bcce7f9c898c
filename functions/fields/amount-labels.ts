/**
 * What the words around an amount say it is: the label before it ("Grand total", "Deposit", "Sales
 * tax"), the words right after it ("/mo", "each", "due at signing") and the header of the column it
 * sits in. Vocabulary only: where those words are on the page is read by amounts.ts.
 */
import { repairWordOcr } from './money.js';

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
export function columnRole(header: string | null, summary: boolean): AmountRole | null {
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
