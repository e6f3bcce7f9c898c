/** warranty / warranty_terms — quality.md §2, rubric §4. */
import { numberWordsFor, parseCount, range } from '@shared/number-words.js';
import { readWarrantyTerms } from '../facts/warranty-terms.js';
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

const NUMBER = `(\\d{1,2}|${numberWordsFor([...range(1, 10), 15, 20, 25, 30])})`;
export const NEGATIVE =
  /\bno\s+warrant(?:y|ies)\b|\bwithout\s+(?:any\s+)?warrant|\bsold\s+as[-\s]is\b|\bas[-\s]is\s+condition\b|\bwarranty\s+(?:is\s+)?void\s+(?:if|unless)\b/i;
export const PRODUCT = new RegExp(
  String.raw`\b(?:limited\s+)?lifetime(?:\s+limited)?\b(?!\s+(?:labou?r|installation|workmanship))|\bmanufacturer'?s?\s+(?:limited\s+)?warranty\b|\b${NUMBER}[-\s]?(?:year|yr)s?\.?\s+(?:limited\s+)?(?:warranty\s+)?(?:on\s+)?(?:the\s+)?(?:glass|seal|IGU|frame|hardware|parts|product|materials?)\b|\b20\/10\b|\b20-2-10\b`,
  'i',
);
const PRODUCT_TERMS = new RegExp(
  String.raw`\blifetime\b|\b${NUMBER}[-\s]?(?:year|yr)s?\b[^.]{0,30}\b(?:glass|seal|IGU|frame|hardware|parts|product)|\b20\/10\b|\b20-2-10\b`,
  'i',
);
export const LABOR_YEARS = [
  new RegExp(
    String.raw`\b${NUMBER}[-\s]?(?:year|yr)s?\.?\s+(?:on\s+)?(?:installation\s+)?(?:labou?r|installation|workmanship|install)\b`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:labou?r|workmanship|installation|install)\s+warranty\b[^.]{0,25}?\b${NUMBER}[-\s]?(?:year|yr)s?\b`,
    'i',
  ),
];
export const LABOR_LIFETIME = /\blifetime\s+(?:labou?r|installation|workmanship)\b/i;
export const LABOR_DAYS =
  /\b(\d{2,3})[-\s]?days?\s+(?:on\s+)?(?:labou?r|installation|workmanship)\b|\b(?:labou?r|workmanship|installation)\s+warranty\b[^.]{0,25}?\b(\d{2,3})[-\s]?days?\b/i;
export const TRANSFER = /\bnon[-\s]?transfer+able\b|\btransfer+able\b|\bnon[-\s]?prorated\b|\bprorated\b/i;

export function laborYears(text: string): number | null {
  if (LABOR_LIFETIME.test(text)) return 99;
  const years = LABOR_YEARS.flatMap((re) =>
    [...text.matchAll(new RegExp(re.source, 'gi'))].map((m) => parseCount(m[1]!) ?? 0),
  );
  if (years.length) return Math.max(...years);
  const days = LABOR_DAYS.exec(text);
  if (days) return Number(days[1] ?? days[2]) / 365;
  return null;
}

/** The warranty as the quote states it (the homeowner's answers first): what the rule rates and a comparison shows. */
export interface StatedWarranty {
  /** The quote disclaims any warranty. */
  none: boolean;
  /** The installer's warranty in years (99: lifetime); null when not stated. */
  laborYears: number | null;
  product: boolean;
  /** The product warranty has terms (a lifetime, or years on named parts). */
  productTerms: boolean;
  productLifetime: boolean;
  /** As printed: "transferable", "non-transferable", "non-prorated" …; null when not stated. */
  transfer: string | null;
  evidence: string[];
  /** What the verdict's claims cite: the quote's lines for each part, or the homeowner's answer. */
  claims: { none: Claim; labor: Claim; product: Claim; transfer: Claim };
}

export function statedWarranty(ctx: RuleContext): StatedWarranty {
  const t = ctx.text;
  const answers = ctx.input.answers;
  // Read two ways: phrases ("5-year labour warranty") and clause by clause ("we guarantee our installation for ten (10) years").
  const clauses = readWarrantyTerms(ctx.input.text);
  const phrased = laborYears(t.flat);
  const read =
    phrased === null
      ? clauses.laborYears
      : clauses.laborYears === null
        ? phrased
        : Math.max(phrased, clauses.laborYears);
  const laborLines = [...new Set([...t.evidence(...LABOR_YEARS, LABOR_LIFETIME, LABOR_DAYS), ...clauses.laborLines])];
  const productLines = [...new Set([...t.evidence(PRODUCT, PRODUCT_TERMS), ...clauses.productLines])];
  return {
    claims: {
      none: statedClaim(ctx, 'warrantyNone', NEGATIVE),
      labor:
        answers.laborWarrantyYears !== undefined
          ? answerClaim('laborWarrantyYears')
          : linesClaim('laborWarranty', laborLines),
      product:
        !(t.has(PRODUCT) || clauses.product) && answers.productWarranty !== undefined
          ? answerClaim('productWarranty', answers.productWarranty ? 'yes' : 'no')
          : linesClaim('productWarranty', productLines),
      transfer: statedClaim(ctx, 'transfer', TRANSFER),
    },
    none: t.has(NEGATIVE),
    laborYears: answers.laborWarrantyYears ?? read,
    product: t.has(PRODUCT) || clauses.product || answers.productWarranty === true,
    productTerms: t.has(PRODUCT_TERMS) || clauses.productTerms || answers.productWarranty === true,
    productLifetime: /\blifetime\b(?!\s+(?:labou?r|installation|workmanship))/i.test(t.flat),
    transfer: TRANSFER.exec(t.flat)?.[0]?.toLowerCase() ?? null,
    evidence: t.evidence(NEGATIVE, PRODUCT, ...LABOR_YEARS, LABOR_LIFETIME, LABOR_DAYS, TRANSFER),
  };
}

export const warrantyRule: Rule = (ctx) => {
  const stated = statedWarranty(ctx);
  const said = stated.claims;
  const { goodLaborYears, excellentLaborYears } = ctx.knowledge.quality.warranty;

  if (stated.none) {
    return result(
      'warranty',
      'bad',
      "The quote disclaims any warranty. Replacement windows normally carry a manufacturer warranty (often limited lifetime on vinyl frames, around 20 years on the glass seal) plus the installer's own labour warranty of 1–10 years.",
      [said.none],
    );
  }
  const labor = stated.laborYears;
  const product = stated.product;
  const terms = stated.productTerms;
  const transfer = stated.transfer;
  const laborText =
    labor === null
      ? ''
      : labor >= 99
        ? 'a lifetime labour warranty'
        : labor >= 1
          ? `${Math.round(labor)}-year labour warranty`
          : `${Math.round(labor * 365)}-day labour warranty`;
  const transferText = transfer ? ` It is stated as ${transfer}.` : ' Ask whether it transfers if you sell the house.';
  const transferClaims = transfer ? [said.transfer] : [];

  if (labor !== null && labor < 1) {
    return result(
      'warranty',
      'bad',
      `${said.labor.from === 'answer' ? 'You said the installer gives a' : "The installer's"} ${laborText} ${said.labor.from === 'answer' ? 'only' : 'is short'}: installers normally warrant their work for 1–10 years. Ask for at least ${goodLaborYears} years in writing.`,
      [said.labor],
    );
  }
  if (product && terms && labor !== null && labor >= goodLaborYears) {
    const strength = labor >= excellentLaborYears ? 'an excellent' : 'a solid';
    const productText =
      said.product.from === 'answer'
        ? 'You said the manufacturer warranty has stated terms'
        : 'The quote names the manufacturer warranty with its terms';
    const laborPart =
      said.labor.from === 'answer'
        ? `, and you said the installer gives ${strength} ${laborText}`
        : ` and ${strength} ${laborText} from the installer`;
    return result('warranty', 'good', `${productText}${laborPart}.${transferText}`, [
      said.product,
      said.labor,
      ...transferClaims,
    ]);
  }
  if (!product && labor === null) {
    return result(
      'warranty',
      'not_provided',
      "The quote does not describe a warranty. Ask the contractor for the manufacturer's warranty (frame, glass seal, hardware) and their own installation warranty — how many years, and is it transferable if you sell?",
      [silentClaim('warranty', 'The quote does not mention a warranty.')],
    );
  }
  const gaps = [
    !product
      ? 'the manufacturer warranty'
      : !terms
        ? 'the manufacturer warranty terms (years on frame, glass seal, hardware)'
        : null,
    labor === null
      ? 'an installation (labour) warranty'
      : labor < goodLaborYears
        ? `a labour warranty of at least ${goodLaborYears} years (it gives ${laborText})`
        : null,
  ].filter(Boolean);
  return result(
    'warranty',
    'average',
    `The warranty is only partly documented: the quote does not state ${gaps.join(' or ')}.${transferText}`,
    [...(product ? [said.product] : []), ...(labor !== null ? [said.labor] : []), ...transferClaims],
  );
};
