/**
 * Money amounts in quote text: "$12,480.50", "12,480.50", OCR variants ("S12,480.50", "$12,480 .50",
 * "$12,48O.5O") and amounts written out in words ("Twenty-two thousand ... and 00/100 Dollars").
 */
import { ANY_NUMBER_WORD, wordsToNumber } from '@shared/number-words.js';

export interface AmountMatch {
  /** Value in cents. */
  cents: number;
  /** Offset and length of the amount in the text it was found in (after OCR repair, offsets are the original's). */
  start: number;
  end: number;
  raw: string;
  hasDollar: boolean;
  hasCents: boolean;
  /** True for "-500.00" or "- $500" (a discount line); parentheses are not a sign on quotes: "($12,480.00)". */
  negative: boolean;
}

/** test/bench/chat.ts reads figures the way the chat shows them. */

const LOOKS_LIKE_DIGIT: Record<string, string> = { O: '0', o: '0', D: '0', l: '1', I: '1', '|': '1', S: '5', B: '8' };

/**
 * Repairs OCR confusions inside money-like tokens without moving any character, so offsets stay valid:
 * a leading "S" or "§" for "$", O/o for 0 and l/I for 1 inside digit groups.
 */
export function repairMoneyOcr(text: string): string {
  // A leading "S" or "§" for "$", then letters for digits inside the amount.
  let out = text.replace(
    /(^|[\s(:])[S§](?=\d{1,3}(?:[,.]\d{3})*(?:[.,]\d{2})?(?![\d]))/g,
    (_m, pre: string) => `${pre}$`,
  );
  out = out.replace(/\$[\dOolISB|,.]+/g, (token) =>
    token.replace(/(?<=[\d,.$])[OolISB|](?=[\d,.OolISB|]|$)/g, (c) => LOOKS_LIKE_DIGIT[c] ?? c),
  );
  // Letters inside a grouped amount without a dollar sign: "12,480.5O", "2,O44.00".
  out = out.replace(/(?<![\w.])[\dOolISB]{1,3}(?:,[\dOolISB]{3})+\.[\dOolISB]{2}(?![\w.])/g, (token) =>
    /\d/.test(token) ? token.replace(/[OolISB]/g, (c) => LOOKS_LIKE_DIGIT[c] ?? c) : token,
  );
  // "$12.480.00" (dots for thousands) and "$12,480,00" (comma for the decimal point) after a dollar sign.
  return out
    .replace(/\$\s?\d{1,3}(?:\.\d{3})+\.\d{2}(?!\d)/g, (m) => m.replace(/\.(?=\d{3}(?:\D|$))/g, ','))
    .replace(/\$\s?\d{1,3}(?:,\d{3})*,\d{2}(?![\d,])/g, (m) => m.replace(/,(\d{2})$/, '.$1'));
}

// Whole amount: optional sign/$, digits with thousands separators (comma, or a stray space OCR puts
// after a comma), optional cents (OCR may put a space before the decimal point).
const AMOUNT =
  /(?<![\w/#.\d-])(-\s?)?(\$\s?)?(\d{1,3}(?:,\s?\d{3})+|\d+)((?:\s?\.\s?)\d{2})?(?![\d%°"'/]|\.\d|,\d|-\d|\s?(?:%|percent))/g;

/**
 * Every money amount in a line of text. Needs a "$", cents or a thousands separator to count as money,
 * so quantities, years and dimensions are not amounts.
 */
export function findAmounts(text: string): AmountMatch[] {
  const repaired = repairMoneyOcr(text);
  const found: AmountMatch[] = [];
  AMOUNT.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = AMOUNT.exec(repaired))) {
    const [raw, minus, dollar, whole, cents] = m;
    const hasDollar = Boolean(dollar);
    const hasCents = Boolean(cents);
    const hasComma = whole!.includes(',');
    if (!hasDollar && !hasCents && !hasComma) continue;
    // A phone number or an ID ("555-0118", "WD-84387"), a date or a time is not money.
    const before = repaired.slice(Math.max(0, m.index - 2), m.index);
    if (/[-–]\s?$/.test(before) && !minus && !hasDollar) continue;
    if (/^\d{1,2}:\d{2}/.test(repaired.slice(m.index))) continue;
    const digits = whole!.replace(/[,\s]/g, '');
    if (hasComma && !/^\d{1,3}(?:,\s?\d{3})+$/.test(whole!)) continue;
    // "TAS 201, 202 and 203" is a list; a space after the separator (an OCR gap) is money only after a "$".
    if (/,\s/.test(whole!) && !hasDollar) continue;
    const centsDigits = cents ? cents.replace(/[\s.]/g, '') : '00';
    const value = Number(digits) * 100 + Number(centsDigits);
    if (!Number.isFinite(value)) continue;
    found.push({
      cents: value,
      start: m.index,
      end: m.index + raw.length,
      raw: text.slice(m.index, m.index + raw.length),
      hasDollar,
      hasCents,
      negative: Boolean(minus),
    });
  }
  return found;
}

const NUMBER_WORD = `(?:${ANY_NUMBER_WORD})`;

/** OCR digits inside words ("0NE", "F0RTY", "ZER0"): letters again, same length so offsets hold. */
export function repairWordOcr(text: string): string {
  return text.replace(/\b[A-Za-z]*[01][A-Za-z]*\b/g, (w) =>
    /[A-Za-z]{2}/.test(w) ? w.replace(/0/g, 'O').replace(/1/g, 'l') : w,
  );
}

export interface WrittenAmount {
  cents: number;
  /** False when the "NN/100" part could not be read: only the dollars are known. */
  centsKnown: boolean;
  start: number;
  end: number;
}

/**
 * Amounts written out in words, as on cheques and contract forms:
 * "Ten thousand forty-seven and 00/100 Dollars" → 1004700 cents.
 */
export function findWrittenAmounts(text: string): WrittenAmount[] {
  const re = new RegExp(
    `\\b(${NUMBER_WORD}(?:[\\s-]+(?:and\\s+)?${NUMBER_WORD})*)\\s+(?:and\\s+)?(?:([0-9OoIl]{2})\\s*/\\s*([0-9OoIl]{2,3})|no\\s*/\\s*([0-9OoIl]{2,3}))?\\s*dollars\\b`,
    'gi',
  );
  const digits = (t: string) => t.replace(/[Oo]/g, '0').replace(/[Il]/g, '1');
  const out: WrittenAmount[] = [];
  const repaired = repairWordOcr(text);
  let m: RegExpExecArray | null;
  while ((m = re.exec(repaired))) {
    // A run that starts on "hundred" or "thousand" lost its first word to OCR: not a whole amount.
    if (/^(?:hundred|thousand|million)\b/i.test(m[1]!)) continue;
    const dollars = wordsToNumber(m[1]!);
    if (dollars === null || dollars === 0) continue;
    const denominator = m[3] ?? m[4];
    const centsKnown = denominator === undefined || digits(denominator) === '100';
    const cents = m[2] && centsKnown ? Number(digits(m[2])) : 0;
    out.push({ cents: dollars * 100 + cents, centsKnown, start: m.index, end: m.index + m[0].length });
  }
  return out;
}
