/** materials / material_quality — quality.md §3, rubric §5. */
import { frameIn } from '../facts/units.js';
import { DESIGN_PRESSURE } from './hurricane.js';
import { escapeRegExp } from '../../fields/patterns.js';
import { quoteGlass } from './energy.js';
import {
  answerClaim,
  linesClaim,
  result,
  rubricQuestion,
  silentClaim,
  statedClaim,
  type Claim,
  type Rule,
  type RuleContext,
} from './rule.js';
import { nounFor } from '@shared/text.js';

const GENERIC_WORDS =
  /^(?:vinyl|windows?|doors?|series|impact|white|fiberglass|fibreglass|aluminum|aluminium|wood|composite|entry|sliding|double|single|picture|casement|hinged|patio|replacement|new|with|and|the|or|for|glass|frame|product|products|brand|installed|exterior|interior|prehung|french|door)$/i;
const SERIES_NUMBER = /^\s*[-–—]?\s*(?:(\d{2,4}[A-Z]?)\s?series\b|[A-Z]{0,3}\d{2,4}[A-Z]?\b)/i;
const SERIES_NAME = /^\s*[-–—]?\s*([A-Z][\w-]{2,}(?:\s+[A-Z0-9][\w-]*)?)/;
export const RATING = /\bNFRC\b|\bU[-\s]?factor\b|\bAAMA\b|\bWDMA\b|\bHallmark\b|\bA440\b|\bNAFS\b|\bPG\s?\d{2,3}\b/i;
const CONSTRUCTION =
  /\bfusion[-\s]welded\b|\bwelded\s+corners\b|\breinforced\b|\bmulti[-\s]chamber\b|\bwarm[-\s]edge\b|\bsuper\s+spacer\b|\bvirgin\s+vinyl\b/i;
export const OR_EQUAL = /\bor\s+(?:equal|equivalent)\b|\bat\s+(?:the\s+)?contractor'?s\s+discretion\b/i;
export const BUILDER_GRADE = /\bbuilder[-\s]grade\b/i;

export interface ProductLine {
  brand: string;
  series: string | null;
  evidence: string;
}

/** A brand as a RegExp source: spaces optional, a hyphen a hyphen, a space or nothing ("Jeld-Wen", "JELD WEN", "JeldWen"). */
function brandPattern(brand: string): string {
  return escapeRegExp(brand).replace(/\s+/g, '\\s*').replace(/-/g, '[-\\s]?');
}

/** Brand names from the knowledge base, each with the series or model that follows it, if any. */
export function productLines(ctx: RuleContext): ProductLine[] {
  const out: ProductLine[] = [];
  const brands = [...ctx.knowledge.quality.brands].sort((a, b) => b.length - a.length);
  const taken: number[] = [];
  for (const brand of brands) {
    for (const m of ctx.text.matches(new RegExp(`\\b${brandPattern(brand)}\\b`, 'i'))) {
      if (taken.some((at) => Math.abs(at - m.index) < brand.length)) continue;
      taken.push(m.index);
      const after = ctx.text.flat.slice(m.index + m.text.length, m.index + m.text.length + 40);
      const number = SERIES_NUMBER.exec(after);
      const name = SERIES_NAME.exec(after);
      const series = number
        ? number[0].replace(/^[\s\-–—]+/, '').trim()
        : name && !GENERIC_WORDS.test(name[1]!.split(/\s+/)[0]!)
          ? name[1]!.trim()
          : null;
      out.push({ brand, series, evidence: m.evidence });
    }
  }
  // A maker the knowledge base does not list, named the way product lines are: "AmeriView ClearLine
  // 4000 Series", "Kensington Signature Collection". The contractor's own name alone is not a product.
  if (out.length === 0) {
    const vendor = (ctx.input.fields.vendor ?? '').toLowerCase();
    for (const m of [...ctx.text.matches(NAMED_LINE), ...ctx.text.matches(NUMBERED_LINE)]) {
      const brand = m.groups[0]!;
      // (A maker that sells its own line names it by line and number: "AmeriView ClearLine 4000 Series".)
      const [first, ...more] = brand.toLowerCase().split(/[-\s]+/);
      const ownName = vendor && vendor.includes(first!);
      const lineName =
        Boolean(m.groups[1]?.trim()) || /\d/.test(m.groups[2] ?? '') || more.some((w) => !vendor.includes(w));
      if (GENERIC_WORDS.test(first!) || (ownName && !lineName)) continue;
      out.push({ brand, series: `${m.groups[1] ?? ''}${m.groups[2]}`.trim(), evidence: m.evidence });
    }
  }
  return out;
}

/** "<Maker> [<Line>] [4000] Series|Collection|Line": a product line named by a maker. */
const NAMED_LINE =
  /\b([A-Z][A-Za-z]{2,}(?:[-\s][A-Z][A-Za-z]+)?)\s+((?:[A-Z][A-Za-z]+\s+)?(?:\d{2,4}[A-Z]?\s+)?)(Series|Collection)\b/;
/** "<Maker> [<Line>] <300> (vinyl)", "HomeGuard HG-400 (vinyl)", "Evergreen EverShield 500 vinyl windows": a maker's numbered line before its frame or unit. */
const NUMBERED_LINE =
  /\b(?!(?:Qty|Quantity|Total|Install|Installed|Replace|Remove|Supply|Furnish|Approx|About|All|Item|Line|Unit|Units|Suite|Room|Lot|Route|Model|Style)\b)([A-Z][A-Za-z]{2,})\s+((?:[A-Z][A-Za-z]+\s+)?)((?:[A-Z]{1,3}-?)?\d{3,4}[A-Z]?)\s*\(?\s*(?=(?:vinyl|fiberglass|fibreglass|wood|aluminum|composite|double[-\s]hung|casement|slider|windows?|doors?)\b)/;

const NON_IMPACT = /\bnon[-\s]?impact\b/i;

export const materialsRule: Rule = (ctx) => {
  const t = ctx.text;
  const lines = productLines(ctx);
  const named = lines.find((l) => l.series) ?? lines[0];
  const frame = frameIn(t.flat);
  // The glass as the energy item reads it: both items say the same of it.
  const glassRead = quoteGlass(ctx);
  const glass = glassRead.stated;
  const rated = t.has(RATING) || t.has(DESIGN_PRESSURE);
  const frameWord = frame?.replace('_', '-');
  const extras = [
    rated && 'verifiable ratings (NFRC / AAMA / design pressure)',
    t.has(CONSTRUCTION) && 'construction details',
  ].filter(Boolean);
  const frameClaim = (): Claim =>
    linesClaim(
      'frame',
      t.lines.filter((l) => frameIn(l) !== null),
    );
  const glassClaim = (): Claim => linesClaim('glass', glassRead.lines);
  const ratingClaim = (): Claim => statedClaim(ctx, 'rating', RATING, DESIGN_PRESSURE);

  if (t.has(OR_EQUAL)) {
    return result(
      'materials',
      'bad',
      'The quote lets the contractor substitute the product ("or equal"), so you cannot know what will be installed. Ask for the exact brand, series and model in writing.',
      [statedClaim(ctx, 'orEqual', OR_EQUAL)],
    );
  }
  if (ctx.facts.location.hurricaneTier === 'T1' && NON_IMPACT.test(t.flat)) {
    return result(
      'materials',
      'bad',
      'The quote specifies non-impact products in the High-Velocity Hurricane Zone, where impact-rated products are the norm.',
      [statedClaim(ctx, 'nonImpact', NON_IMPACT)],
    );
  }
  if (named?.series && frame) {
    const more = extras.length ? ` It also gives ${extras.join(' and ')}.` : ' Ask for the NFRC ratings to verify it.';
    const withSeries = lines.filter((l) => l.series);
    const products = [...new Set(withSeries.map((l) => `**${l.brand} ${l.series}**`))].slice(0, 3).join(' and ');
    const frames = [...new Set(ctx.facts.units.map((u) => u.frame).filter(Boolean))].map((f) => f!.replace('_', '-'));
    const frameText = frames.length ? frames.join(' and ') : frameWord;
    return result(
      'materials',
      'good',
      `The quote names the product: ${products}, ${frameText} ${nounFor(Math.max(1, frames.length), 'frame')}${glass ? ', with the glass package stated' : ''}.${more}`,
      [
        linesClaim(
          'productLine',
          withSeries.map((l) => l.evidence),
        ),
        frameClaim(),
        ...(glass ? [glassClaim()] : []),
        ...(rated ? [ratingClaim()] : []),
      ],
    );
  }
  if (named) {
    const missing = [
      !named.series && 'the series or model',
      !frame && 'the frame material',
      !glass && 'the glass package',
    ]
      .filter(Boolean)
      .join(', ');
    return result(
      'materials',
      'average',
      `The quote names ${named.brand} but not ${missing}. Without them you cannot compare quotes or check ratings.`,
      [linesClaim('productLine', [named.evidence]), ...(frame ? [frameClaim()] : []), ...(glass ? [glassClaim()] : [])],
    );
  }
  const described = [
    frameWord && `${frameWord} frames`,
    glass && 'the glass',
    t.has(BUILDER_GRADE) && '"builder-grade" quality',
  ].filter((d): d is string => Boolean(d));
  const describedClaims = [
    ...(frame ? [frameClaim()] : []),
    ...(glass ? [glassClaim()] : []),
    ...(t.has(BUILDER_GRADE) ? [statedClaim(ctx, 'builderGrade', BUILDER_GRADE)] : []),
  ];
  const productLine = ctx.input.answers.productLine?.trim();
  if (productLine) {
    return result(
      'materials',
      'average',
      `You said the product is ${productLine}. The quote itself does not name it; ask the contractor to write the brand, series and model into the contract.`,
      [answerClaim('productLine'), ...describedClaims, silentClaim('productLine', NO_PRODUCT)],
    );
  }
  return result(
    'materials',
    'unknown_discuss',
    described.length
      ? `The quote describes ${described.join(', ')} but names no brand or product line, so quality and ratings cannot be verified.`
      : 'The quote does not describe the windows or doors beyond their count: no brand, series, frame or glass.',
    [...describedClaims, silentClaim('productLine', NO_PRODUCT)],
    rubricQuestion(ctx, 'materials', {
      answer: 'productLine',
      fallback:
        'Which brand and product line (series) are these windows and doors? A spec sheet or the model number on the quote usually names it.',
      expects: 'text',
      options: ["I don't know"],
    }),
  );
};

const NO_PRODUCT = 'The quote does not name a brand or product line.';
