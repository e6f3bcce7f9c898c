/**
 * The analysis domain: what an engine reads (the redacted quote text, the quote's fields as the homeowner
 * last confirmed them, the homeowner's answers from the chat) and what it returns (ten checklist results
 * and a score). Free of AWS and HTTP.
 */
import type { CategoryId, CategoryShortId, Rating } from '@shared/checklist.js';
import type { PricingBasis } from '@shared/types.js';
import type { QuoteItem } from '../fields/quote-fields.js';
import type { DoorUnitType, EnergyZone, FrameMaterial, HurricaneTier, WindowUnitType } from './knowledge/types.js';

/** The quote's fields as stored (corrections included); strings as the API shows them. */
export interface QuoteFieldValues {
  vendor: string | null;
  totalCost: string | null;
  zipCode: string | null;
  customerZip: string | null;
  projectAddress: string | null;
  quantities: string | null;
  scope: string | null;
  scopeOfWork: string | null;
  quoteType: string | null;
}

/**
 * What the homeowner told the chat. Each answer overrides what the quote text implies for the
 * categories that read it; absent means not asked or not answered.
 */
export interface HomeownerAnswers {
  /** Home within about a mile of the coast, or the building department requires impact protection. */
  nearCoast?: boolean;
  /** Home built before 1978 (EPA RRP lead-safe rules). */
  builtBefore1978?: boolean;
  /** The contractor pulls the permit and arranges the inspection. */
  permitsByContractor?: boolean;
  /** Deposit due at signing, in percent of the price. */
  depositPercent?: number;
  /** Installer labour / workmanship warranty in years (0 = none). */
  laborWarrantyYears?: number;
  /** Manufacturer warranty named with terms (e.g. "lifetime limited"). */
  productWarranty?: boolean;
  /** Brand and series the homeowner found ("Pella 250 Series"). */
  productLine?: string;
  /** The price includes removal, haul-away, installation and trim (answer to a lowball price). */
  priceIncludesEverything?: boolean;
  /** Old units removed and hauled away by the contractor. */
  removalIncluded?: boolean;
  /** Rot / hidden damage: a set price and written approval first. */
  rotRepairTerms?: boolean;
  /** Interior and exterior trim and sealing included. */
  finishIncluded?: boolean;
  /** Glass: low-E with argon/krypton (true), plain/clear (false). */
  lowEGas?: boolean;
  uFactor?: number;
  shgc?: number;
  /** Impact-rated with an approval number (FL#/NOA/TDI) and design pressure. */
  impactApproved?: boolean;
}

export type AnswerKey = keyof HomeownerAnswers;

/** An answer as the homeowner gave it in the chat (redacted) and when. */
export interface GivenAnswer {
  text: string;
  /** ISO date-time. */
  at: string;
}

/** A printed line read from a photo or scan with words the reader was unsure of (low confidence, or not word-like). */
export interface UnclearLine {
  line: string;
  words: string[];
}

/** Fields the homeowner can correct, and a correction's record. */
export type EditableField = 'totalCost' | 'zipCode' | 'quantities' | 'vendor';

/** A field the homeowner changed: what the quote was read as before the first change, and when it last changed. */
export interface FieldEdit {
  from: string | null;
  at: string;
}

export interface QuoteInput {
  /** Redacted text of the quote; options that were not chosen are left out. */
  text: string;
  /** The window and door lines extraction counted (may be empty: a total and a count only). */
  items: QuoteItem[];
  fields: QuoteFieldValues;
  answers: HomeownerAnswers;
  /** The homeowner's words for each answer, with the date given (absent for answers stored before they were kept). */
  said?: Partial<Record<AnswerKey, GivenAnswer>>;
  /** Fields the homeowner changed, with the value read from the quote before the change. */
  edits?: Partial<Record<EditableField, FieldEdit>>;
  /**
   * Printed lines of `text` that were read from a photo or scan with words the reader was unsure of,
   * with those words: they are never quoted as they stand (functions/document/legibility.ts).
   */
  unclear?: UnclearLine[];
  /** Fields extraction left empty because it was unsure ('totalCost', 'zipCode', ...). */
  uncertainFields?: string[];
  /** ISO date of the analysis: facts that change with time (the 25C tax credit) depend on it. */
  today: string;
}

export interface Location {
  zipCode: string | null;
  state: string | null;
  stateName: string | null;
  /** pricing.md §7 regional factor; 1 when the state is unknown. */
  regionFactor: number;
  hurricaneTier: HurricaneTier;
  /** ENERGY STAR v7 zone(s): the dominant first, then the other candidates of a split ZIP3. */
  energyZones: EnergyZone[];
  /** IECC zone text, e.g. "4A". */
  iecc: string | null;
}

export interface PricedUnit {
  kind: 'window' | 'door';
  type: WindowUnitType | DoorUnitType;
  quantity: number;
  frame: FrameMaterial | null;
  impact: boolean;
  triple: boolean;
  /** Area of one unit when the quote gives its size. */
  areaSqFt: number | null;
  /** Panels of a sliding door ("3-panel"). */
  panels: number | null;
  /** The quote line it was read from. */
  evidence: string;
}

export interface QuoteFacts {
  location: Location;
  /** The total the homeowner pays, in cents. */
  totalCents: number | null;
  /** Sales tax read from the quote, in cents; left out of the price comparison. */
  salesTaxCents: number;
  windows: number | null;
  doors: number | null;
  units: PricedUnit[];
  /** Whether the window and door counts were read (or answered); units priced without them come from item lines alone. */
  countsConfirmed: boolean;
  install: 'insert' | 'full_frame' | null;
  /** Lines of the text, trimmed and non-empty: the evidence is quoted from these. */
  lines: string[];
}

/**
 * What a verdict says the quote (or the homeowner) states about one fact: that it is there (`yes`), that
 * it is left out or says the opposite (`no`), or that the quote is silent. The evidence is chosen from
 * the claims: every `yes` and `no` of the quote is cited by lines that read the fact that way.
 */
export interface Claim {
  /** A concept of the concept reader (facts/vocabulary.ts), a fact a rule reads by its patterns, or an answer key. */
  fact: string;
  says: 'yes' | 'no' | 'silent';
  from: 'quote' | 'answer';
  /** The quote's lines that state it with that polarity, or the rule's statement for a silent quote. */
  lines: string[];
}

export interface CheckResult {
  category: CategoryShortId;
  id: CategoryId;
  title: string;
  status: Rating;
  /** Plain words for a homeowner, numbers included. */
  explanation: string;
  /** The quote lines the result rests on, or a statement that the quote does not mention it. */
  evidence: string[];
  /** For unknown_discuss: what the chat asks, and which answer it expects. */
  question?: ChatQuestion;
  /** Pricing only: the benchmark the verdict compared the price with. */
  pricingBasis?: PricingBasis;
  /** What the verdict claims, from which its evidence is chosen (not stored). */
  claims?: Claim[];
}

/** Quote fields the chat can ask for when extraction left them empty. */
export type FieldKey = 'totalCost' | 'zipCode' | 'quantities' | 'vendor';

export interface ChatQuestion {
  text: string;
  /** The homeowner answer, or the quote field, this question fills. */
  answer: AnswerKey | FieldKey;
  /** How the answer is read. */
  expects: 'yes_no' | 'percent' | 'years' | 'number' | 'text';
  /** Quick-question buttons. */
  options: string[];
}

export interface Analysis {
  results: CheckResult[];
  score: number;
  engine: 'rules' | 'bedrock';
  knowledgeVersion: string;
  facts: QuoteFacts;
}
