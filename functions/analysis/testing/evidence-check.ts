/**
 * Does a verdict's evidence support what the verdict says? The checker the tests and the evidence
 * benchmark share. It takes the claims a verdict makes — the structured claims its rule produced, and
 * what its explanation says in words (read here on its own, so a rule cannot pass by claiming less
 * than it writes) — and asks of each claim the quote states or denies that a cited line reads that fact
 * that way, with the concept reader for concepts and the rules' own patterns for the rest.
 *
 * Contradictions it reports:
 * - `uncited`: a claim about the quote that no evidence line reads with that polarity;
 * - `silent-beside-claim`: "The quote does not mention …" cited under a verdict that says the quote states something;
 * - `silent-but-cited`: a verdict that says the quote is silent on something while citing a line that states it;
 * - `answer-unmarked`: a rating the homeowner's answer changed, without "You said" in its evidence (and,
 *   where the answer moved the rating, without saying in its words that it rests on the answer);
 * - `cross-item`: the materials and energy items disagree on whether the quote states the glass package;
 * - `old-figure`: an edited total's old printed figure cited without the change beside it;
 * - `unclear-quoted`: a line read from a photo with unsure words quoted as it stands.
 */
import { ConceptReader, type Stance } from '../facts/concepts.js';
import { DEPOSIT_WORD } from '../facts/deposit.js';
import { frameIn } from '../facts/units.js';
import { CONCEPTS, type ConceptName } from '../facts/vocabulary.js';
import { CLEAR, DUAL, ENERGY_STAR, GAS, LOW_E, SHGC, SINGLE, TAX_CREDIT, TRIPLE, U_FACTOR } from '../rules/energy.js';
import {
  DESIGN_PRESSURE,
  FL_APPROVAL,
  IMPACT_CLAIM,
  NON_IMPACT,
  SHUTTERS,
  STANDARD,
  TEXAS,
  WEAK,
} from '../rules/hurricane.js';
import { BUILDER_GRADE, OR_EQUAL, RATING } from '../rules/materials.js';
import {
  AMOUNT_DEPOSIT,
  CASH_ONLY,
  FRACTION_DEPOSIT,
  FULL_UP_FRONT,
  HALF_DEPOSIT,
  ON_COMPLETION,
  ON_DELIVERY_FINAL,
  PERCENT_DEPOSIT,
  TERMS_PRESENT,
} from '../rules/payment.js';
import { printedAmount } from '../rules/pricing.js';
import { APPROVAL, HIDDEN_DAMAGE, INSPECTED, OPEN_ENDED, UNIT_PRICE } from '../rules/repairs.js';
import { NO_STANCES, YES_STANCES } from '../rules/rule.js';
import { NEGATIVE, PRODUCT, TRANSFER } from '../rules/warranty.js';
import type { Claim, UnclearLine } from '../types.js';
import { SAYS_ITS_THE_ANSWER } from '../verdicts/answers.js';
import { AS_READ, MOSTLY_UNREADABLE, paraphrase, quotedUnsure, unsureIn } from '../verdicts/legible.js';

export interface CheckedResult {
  category: string;
  status: string;
  explanation: string;
  evidence?: string[];
  claims?: Claim[];
}

export type ContradictionKind =
  | 'uncited'
  | 'silent-beside-claim'
  | 'silent-but-cited'
  | 'answer-unmarked'
  | 'cross-item'
  | 'old-figure'
  | 'unclear-quoted';

export interface Contradiction {
  category: string;
  kind: ContradictionKind;
  detail: string;
}

export interface CheckInput {
  /** The text the analysis read. */
  text: string;
  results: CheckedResult[];
  /** Categories whose rating or explanation the homeowner's answers changed (run with and without them). */
  answered?: Set<string>;
  /** Of those, the categories whose rating the answers changed. */
  decided?: Set<string>;
  /** The total the verdicts use, in cents, and the printed total it replaced when the homeowner edited it. */
  totalCents?: number | null;
  editedFromCents?: number | null;
  /** Lines read from a photo with words the reader was unsure of. */
  unclear?: UnclearLine[];
}

/** Our own statements in the evidence (not quote lines). */
export const SILENT_LINE =
  /^The (?:quote|total on the quote) (?:does not|says nothing|shows no|has no|was unclear)|^The quote does not mention it\.?$/;
const OUR_LINE = /^(?:You said|You changed|You gave|Based on)\b/;
const CHANGE_NOTE = /^You (?:changed|gave) the total\b/;

/** How a line reads a fact: the concept reader for concepts, the rules' patterns for the rest. */
type Reader = (line: string, says: 'yes' | 'no') => boolean;

const GLASS = [U_FACTOR, SHGC, LOW_E, GAS, TRIPLE, DUAL, SINGLE, CLEAR];
const DEPOSIT_WORDS = /\bdeposit\b|\bdown\s+payment\b|\bat\s+signing\b|\bup[-\s]?front\b/i;

function patterns(...res: RegExp[]): Reader {
  return (line, says) =>
    says === 'yes' && res.some((re) => new RegExp(re.source, re.flags.replace('g', '')).test(line));
}

const PATTERN_FACTS: Record<string, Reader> = {
  uFactor: patterns(U_FACTOR),
  shgc: patterns(SHGC),
  energyStar: patterns(ENERGY_STAR),
  dualPane: patterns(DUAL),
  singlePane: patterns(SINGLE),
  clearGlass: patterns(CLEAR),
  taxCredit: patterns(TAX_CREDIT),
  glass: patterns(...GLASS, /\blaminated\b|\btempered\b|\bimpact\s+glass\b|\binsulated\s+glass\b/i),
  impact: patterns(IMPACT_CLAIM),
  shutters: patterns(SHUTTERS),
  nonImpact: patterns(NON_IMPACT),
  approval: patterns(FL_APPROVAL),
  testStandard: patterns(STANDARD),
  designPressure: patterns(DESIGN_PRESSURE),
  texasCertificate: patterns(TEXAS),
  hurricaneWording: patterns(WEAK),
  orEqual: patterns(OR_EQUAL),
  builderGrade: patterns(BUILDER_GRADE),
  rating: patterns(RATING, DESIGN_PRESSURE),
  frame: (line, says) => says === 'yes' && frameIn(line) !== null,
  warrantyNone: patterns(NEGATIVE),
  productWarranty: patterns(PRODUCT, /\bwarrant|\bguarant|\blifetime\b|\bmanufacturer/i),
  laborWarranty: patterns(/\blabou?r\b|\binstall\w*|\bworkmanship\b|\bwarrant|\bguarant/i),
  transfer: patterns(TRANSFER),
  cashOnly: patterns(CASH_ONLY),
  fullUpFront: patterns(FULL_UP_FRONT, /\b100\s?%/),
  deposit: patterns(
    ...PERCENT_DEPOSIT,
    FRACTION_DEPOSIT,
    HALF_DEPOSIT,
    AMOUNT_DEPOSIT,
    DEPOSIT_WORDS,
    DEPOSIT_WORD,
    FULL_UP_FRONT,
  ),
  finalOnCompletion: patterns(ON_COMPLETION),
  finalOnDelivery: patterns(ON_DELIVERY_FINAL),
  paymentTerms: patterns(TERMS_PRESENT, DEPOSIT_WORDS, /\bpayment\b/i),
  repairsMentioned: patterns(HIDDEN_DAMAGE),
  repairPrice: patterns(UNIT_PRICE),
  changeOrder: patterns(APPROVAL),
  openEnded: patterns(OPEN_ENDED),
  inspected: patterns(INSPECTED),
};

/** Facts read as a group of concepts ("the permit": the permit, the permit work or the inspection). */
const CONCEPT_GROUPS: Record<string, ConceptName[]> = {
  permitting: ['permit', 'permitWork', 'inspection'],
  finish: ['interiorTrim', 'exteriorTrim', 'sealing', 'painting'],
  removalOrDisposal: ['removal', 'disposal'],
};

/** The facts a broader fact covers: a line paraphrased as stating low-E glass states the glass package. */
const FAMILIES: Record<string, string[]> = {
  glass: ['lowE', 'gasFill', 'triplePane', 'uFactor', 'shgc', 'dualPane', 'singlePane', 'clearGlass'],
  ...CONCEPT_GROUPS,
};

const bare = (line: string) => line.replace(/…$/, '').trim();
/** A cited line and a clause's printed line are the same line (either may be cut short with "…"). */
const sameLine = (cited: string, printed: string) => {
  const a = bare(cited);
  const b = bare(printed);
  return a === b || (a.length >= 20 && b.includes(a)) || (b.length >= 20 && a.includes(b));
};

class LineReader {
  private readonly concepts: ConceptReader;

  constructor(text: string) {
    this.concepts = new ConceptReader(text);
  }

  private conceptReads(name: ConceptName, line: string, says: 'yes' | 'no'): boolean {
    const stances: Stance[] = says === 'yes' ? YES_STANCES : NO_STANCES;
    return this.concepts.read(name).some((r) => stances.includes(r.stance) && sameLine(line, r.clause.evidence));
  }

  /** Whether a cited line reads the fact with that polarity; undefined for facts it cannot read. */
  reads(fact: string, line: string, says: 'yes' | 'no', totalCents?: number | null): boolean | undefined {
    const readable = fact in CONCEPTS || fact in CONCEPT_GROUPS || fact === 'total' || fact in PATTERN_FACTS;
    if (!readable) return undefined;
    if (line.startsWith(MOSTLY_UNREADABLE))
      return [fact, ...(FAMILIES[fact] ?? [])].some((f) => line === paraphrase({ fact: f, says }));
    if (line.startsWith(AS_READ)) {
      // A line shown as far as it could be read: its legible words, read on their own.
      const legible = line.slice(AS_READ.length).trim();
      const names = fact in CONCEPTS ? [fact as ConceptName] : CONCEPT_GROUPS[fact];
      if (names) {
        const own = new ConceptReader(legible);
        const stances: Stance[] = says === 'yes' ? YES_STANCES : NO_STANCES;
        return names.some((n) => own.read(n).some((r) => stances.includes(r.stance)));
      }
      line = legible;
    }
    if (fact in CONCEPTS) return this.conceptReads(fact as ConceptName, line, says);
    const group = CONCEPT_GROUPS[fact];
    if (group) return group.some((name) => this.conceptReads(name, line, says));
    if (fact === 'total')
      return says === 'yes' && (totalCents ? printedAmount(totalCents).test(line) : /\$?\d/.test(line));
    // "Amount paid today 8,893.81" on an $8,893.81 job is the whole price up front.
    if (fact === 'fullUpFront' && says === 'yes' && totalCents && printedAmount(totalCents).test(line))
      return new RegExp(DEPOSIT_WORD.source, 'i').test(line) || PATTERN_FACTS.fullUpFront!(line, says);
    const reader = PATTERN_FACTS[fact];
    return reader ? reader(line, says) : undefined;
  }
}

interface WordClaim {
  fact: string;
  says: 'yes' | 'no' | 'silent';
}

/**
 * What a verdict's explanation says of the quote, in its own words: only sentences about the quote
 * ("The quote …", "This quote …"), never what the homeowner said.
 */
const SAID_IN_WORDS: [string, RegExp, WordClaim[]][] = [
  ['removal', /\bquote includes removing the old units\b/i, [{ fact: 'removalOrDisposal', says: 'yes' }]],
  ['removal', /\bquote includes removing the old units and hauling them away/i, [{ fact: 'disposal', says: 'yes' }]],
  ['removal', /\bquote mentions removing the old units\b/i, [{ fact: 'removalOrDisposal', says: 'yes' }]],
  ['removal', /\bquote mentions disposal\b/i, [{ fact: 'disposal', says: 'yes' }]],
  [
    'removal',
    /\b(?:old windows and doors are left to you|quote leaves the old windows and doors to you)\b/i,
    [{ fact: 'removalOrDisposal', says: 'no' }],
  ],
  ['removal', /\bquote does not say who removes\b/i, [{ fact: 'removalOrDisposal', says: 'silent' }]],
  ['permits', /\bcontractor obtains the permit\b/i, [{ fact: 'permitting', says: 'yes' }]],
  ['permits', /\bquote leaves the permit to you\b/i, [{ fact: 'permitting', says: 'no' }]],
  [
    'permits',
    /\bquote (?:says no permit will be pulled|states that no permit is required)/i,
    [{ fact: 'permitting', says: 'no' }],
  ],
  ['permits', /\bquote does not mention permits\b/i, [{ fact: 'permitting', says: 'silent' }]],
  [
    'finish',
    /\bquote covers the finish on both sides\b/i,
    [
      { fact: 'interiorTrim', says: 'yes' },
      { fact: 'exteriorTrim', says: 'yes' },
      { fact: 'sealing', says: 'yes' },
    ],
  ],
  ['finish', /\bquote excludes sealing\b/i, [{ fact: 'sealing', says: 'no' }]],
  ['finish', /\bquote leaves the trim, patching or paint out\b/i, [{ fact: 'finish', says: 'no' }]],
  [
    'energy',
    /\bquote specifies (?:a high-performance glass package|low-E|triple-pane)/i,
    [{ fact: 'glass', says: 'yes' }],
  ],
  ['energy', /\bThe stated U-factor\b/, [{ fact: 'uFactor', says: 'yes' }]],
  ['energy', /\bquote describes single-pane\b/i, [{ fact: 'singlePane', says: 'yes' }]],
  ['energy', /\bquote describes clear\b/i, [{ fact: 'clearGlass', says: 'yes' }]],
  ['energy', /\bquote says ENERGY STAR\b/, [{ fact: 'energyStar', says: 'yes' }]],
  ['energy', /\bquote mentions (?:low-E|dual-pane) glass\b/i, [{ fact: 'glass', says: 'yes' }]],
  ['energy', /\bquote sells the job on a federal tax credit\b/i, [{ fact: 'taxCredit', says: 'yes' }]],
  ['energy', /\bquote says nothing about the glass\b/i, [{ fact: 'glass', says: 'silent' }]],
  ['materials', /\bwith the glass package stated\b/i, [{ fact: 'glass', says: 'yes' }]],
  ['materials', /\bquote describes [^.]*\bthe glass\b/i, [{ fact: 'glass', says: 'yes' }]],
  ['materials', /\bquote lets the contractor substitute\b/i, [{ fact: 'orEqual', says: 'yes' }]],
  ['materials', /\bquote specifies non-impact\b/i, [{ fact: 'nonImpact', says: 'yes' }]],
  ['hurricane', /\bshows impact-rated products with an approval number\b/i, [{ fact: 'approval', says: 'yes' }]],
  [
    'hurricane',
    /\bshows impact-rated products with the impact test standard\b/i,
    [{ fact: 'testStandard', says: 'yes' }],
  ],
  [
    'hurricane',
    /\bshows impact-rated products with [^.]*\band a design pressure\b/i,
    [{ fact: 'designPressure', says: 'yes' }],
  ],
  ['hurricane', /\bquote shows impact protection tested to the standard\b/i, [{ fact: 'testStandard', says: 'yes' }]],
  ['hurricane', /\bquote shows rated products and the TDI\b/i, [{ fact: 'texasCertificate', says: 'yes' }]],
  ['hurricane', /\bquote states a design pressure\b/i, [{ fact: 'designPressure', says: 'yes' }]],
  [
    'hurricane',
    /\bquote (?:says nothing about impact|does not say whether these products are impact-rated)/i,
    [{ fact: 'impact', says: 'silent' }],
  ],
  ['warranty', /\bquote disclaims any warranty\b/i, [{ fact: 'warrantyNone', says: 'yes' }]],
  ['warranty', /\bquote names the manufacturer warranty\b/i, [{ fact: 'productWarranty', says: 'yes' }]],
  ['warranty', /\bquote does not describe a warranty\b/i, [{ fact: 'productWarranty', says: 'silent' }]],
  ['payment', /\bquote asks for cash only\b/i, [{ fact: 'cashOnly', says: 'yes' }]],
  ['payment', /\bquote demands full payment\b/i, [{ fact: 'fullUpFront', says: 'yes' }]],
  ['payment', /\bquote asks for a \*\*[\d.]+% deposit/i, [{ fact: 'deposit', says: 'yes' }]],
  [
    'payment',
    /\bquote asks for a [^.]*with the final payment due on completion\b/i,
    [{ fact: 'finalOnCompletion', says: 'yes' }],
  ],
  ['payment', /\bquote has no payment terms\b/i, [{ fact: 'paymentTerms', says: 'silent' }]],
  ['repairs', /\brot repair at \*\*/i, [{ fact: 'repairPrice', says: 'yes' }]],
  [
    'repairs',
    /\bquote says how hidden damage is handled\b[^.]*extra work needs your approval/i,
    [{ fact: 'changeOrder', says: 'yes' }],
  ],
  ['repairs', /\bRepairs are billed open-ended\b/i, [{ fact: 'openEnded', says: 'yes' }]],
  ['repairs', /\bquote mentions possible repairs\b/i, [{ fact: 'repairsMentioned', says: 'yes' }]],
  ['pricing', /^\*\*\$[\d,]+ per (?:window|door|opening)\*\* \(/, [{ fact: 'total', says: 'yes' }]],
  ['pricing', /^The total is \$/, [{ fact: 'total', says: 'yes' }]],
];

function wordClaims(result: CheckedResult): WordClaim[] {
  return SAID_IN_WORDS.filter(([category, re]) => category === result.category && re.test(result.explanation)).flatMap(
    ([, , claims]) => claims,
  );
}

function quoteLines(result: CheckedResult): string[] {
  return (result.evidence ?? []).filter((l) => !SILENT_LINE.test(l) && !OUR_LINE.test(l));
}

function claimsOf(result: CheckedResult): WordClaim[] {
  const structured = (result.claims ?? []).filter((c) => c.from === 'quote');
  const all = [...structured.map((c) => ({ fact: c.fact, says: c.says })), ...wordClaims(result)];
  const seen = new Set<string>();
  return all.filter((c) => {
    const key = `${c.fact}:${c.says}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function checkOne(reader: LineReader, result: CheckedResult, input: CheckInput): Contradiction[] {
  const out: Contradiction[] = [];
  const lines = quoteLines(result);
  const evidence = result.evidence ?? [];
  const claims = claimsOf(result);
  const found = (kind: ContradictionKind, detail: string) => out.push({ category: result.category, kind, detail });
  for (const claim of claims) {
    if (claim.says === 'silent') {
      const cited = lines.find((l) => reader.reads(claim.fact, l, 'yes', input.totalCents) === true);
      if (cited && wordClaims(result).some((w) => w.fact === claim.fact && w.says === 'silent'))
        found('silent-but-cited', `says the quote is silent on ${claim.fact} but cites “${cited}”`);
      continue;
    }
    const says = claim.says;
    const readable = lines.map((l) => reader.reads(claim.fact, l, says, input.totalCents));
    if (readable.every((r) => r === undefined) && lines.length) continue;
    if (!readable.some((r) => r === true)) {
      const edited = claim.fact === 'total' && evidence.some((l) => CHANGE_NOTE.test(l));
      if (!edited) found('uncited', `claims ${claim.fact} ${claim.says}, cited by ${JSON.stringify(evidence)}`);
    }
  }
  if (claims.some((c) => c.says !== 'silent') && evidence.some((l) => SILENT_LINE.test(l)) && lines.length === 0)
    found('silent-beside-claim', `says the quote states something, cites ${JSON.stringify(evidence)}`);
  if (input.answered?.has(result.category) && !evidence.some((l) => /^You said\b/.test(l)))
    found('answer-unmarked', `changed by an answer, no "You said" in ${JSON.stringify(evidence)}`);
  if (input.decided?.has(result.category) && !SAYS_ITS_THE_ANSWER.test(result.explanation))
    found('answer-unmarked', `rated by an answer, not said so: ${result.explanation}`);
  if (input.editedFromCents && input.editedFromCents !== input.totalCents) {
    const old = printedAmount(input.editedFromCents);
    const cited = lines.find((l) => old.test(l));
    if (cited && !evidence.some((l) => CHANGE_NOTE.test(l)))
      found('old-figure', `cites the old total “${cited}” as current`);
  }
  for (const line of lines) {
    const unclear = input.unclear ?? [];
    const words =
      line.startsWith(AS_READ) || line.startsWith(MOSTLY_UNREADABLE)
        ? []
        : [...new Set([...unsureIn(line, unclear), ...quotedUnsure(line, unclear)])];
    if (words.length) found('unclear-quoted', `quotes “${line}” (unsure: ${words.join(', ')})`);
  }
  return out;
}

/** Every contradiction between the verdicts and their evidence for one analysed quote. */
export function checkEvidence(input: CheckInput): Contradiction[] {
  const reader = new LineReader(input.text);
  const out = input.results.flatMap((r) => checkOne(reader, r, input));
  const energy = input.results.find((r) => r.category === 'energy');
  const materials = input.results.find((r) => r.category === 'materials');
  if (energy && materials) {
    const energySilent = /\bquote says nothing about the glass\b/i.test(energy.explanation);
    const materialsStates = wordClaims(materials).some((c) => c.fact === 'glass' && c.says === 'yes');
    const materialsMissing = /\bbut not [^.]*the glass package\b/i.test(materials.explanation);
    const energyStates = wordClaims(energy).some((c) => c.says === 'yes');
    if ((energySilent && materialsStates) || (materialsMissing && energyStates))
      out.push({
        category: 'materials',
        kind: 'cross-item',
        detail: `materials: ${materials.explanation} / energy: ${energy.explanation}`,
      });
  }
  return out;
}

/**
 * The stretches of unclear lines a text repeats as they were read (legible.ts: an unsure word with a
 * word printed next to it).
 */
export function unclearQuoted(text: string, unclear: readonly UnclearLine[]): string[] {
  return quotedUnsure(text, unclear);
}
