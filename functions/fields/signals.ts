/**
 * Every signal the field rules weigh, with its weight and what it means: the one place where the
 * extraction's judgement is set. A candidate's score is the sum of its signals' weights; a field takes
 * its best value only when the score reaches the field's threshold and beats the runner-up by the
 * field's margin (THRESHOLDS). Signals describe kinds of evidence found in any quote (labels, position,
 * type size, table columns, arithmetic), never a particular layout.
 */
export interface SignalInfo {
  weight: number;
  meaning: string;
}

export const SIGNALS = {
  // ── Total ──────────────────────────────────────────────────────────────────────────────────────
  totalLabelSpecific: {
    weight: 6,
    meaning:
      'labelled as the whole price: "Grand total", "Total contract price", "Amount of this agreement", "Total investment", "Project price"',
  },
  totalLabel: { weight: 4, meaning: 'labelled "Total" or "Amount due"' },
  priceLabel: { weight: 2, meaning: 'labelled only "Price", "Cost" or "Amount"' },
  finalPrice: {
    weight: 4,
    meaning:
      'the price after discounts or the offer price ("Price after discounts", "Today only price", "Your price", "Net price") beside a plain one',
  },
  chosenOption: { weight: 3, meaning: 'the price of the option marked as chosen (good/better/best)' },
  amountInWords: {
    weight: 4,
    meaning: 'the same amount is written out in words ("Ten thousand … and 00/100 dollars")',
  },
  addsUp: { weight: 4, meaning: 'equals subtotal + tax − discounts as printed' },
  sumOfLines: { weight: 3, meaning: 'equals the sum of the item lines (with the printed tax and discounts)' },
  depositPlusBalance: { weight: 3, meaning: 'equals the printed deposit plus the printed balance' },
  depositShare: { weight: 2, meaning: 'the printed deposit is the stated percentage of it' },
  largestAmount: { weight: 1, meaning: 'no other price in the quote (financing and list prices aside) is larger' },
  bigType: { weight: 1, meaning: 'printed larger or bolder than the body text' },
  lastTotal: { weight: 1, meaning: 'the last amount labelled as a total in reading order' },
  repeatedAmount: { weight: 1, meaning: 'the same value is printed again elsewhere (counted up to twice)' },
  onlyPrice: { weight: 5, meaning: 'the only price in the quote, with nothing larger that is not a total' },
  subtotalLabel: { weight: -3, meaning: 'labelled as a subtotal, a section total or a price before tax' },
  beforeTax: {
    weight: -5,
    meaning: 'another total-like amount is this one plus the printed tax: this is the price before tax',
  },
  depositLabel: { weight: -8, meaning: 'labelled as a deposit, down payment or amount due at signing' },
  balanceLabel: { weight: -6, meaning: 'labelled as a balance, remainder or final payment' },
  taxLabel: { weight: -8, meaning: 'labelled as sales tax' },
  discountLabel: { weight: -8, meaning: 'labelled as a discount, savings, rebate or credit, or printed negative' },
  financingLabel: { weight: -10, meaning: 'a monthly payment, APR or financing term' },
  unitPrice: { weight: -6, meaning: 'a unit price: "each", "per window", a Rate or Unit price column' },
  listPrice: { weight: -4, meaning: 'a list, retail, regular or "was" price, or an allowance' },
  lineAmount: { weight: -1, meaning: "an item line's amount (Amount, Ext. or Line total column)" },
  feeOrPenalty: { weight: -6, meaning: 'a fee, charge, penalty or interest named in the terms' },
  inTerms: { weight: -5, meaning: 'printed in terms and conditions or a cancellation notice' },
  breaksArithmetic: {
    weight: -5,
    meaning: 'differs from the printed subtotal + tax − discounts (by more than 10%, or at all when read by OCR)',
  },
  smallerThanALine: { weight: -10, meaning: 'smaller than a single item line of the quote: cannot be the total' },
  wordsDisagree: {
    weight: -8,
    meaning: 'the quote writes a different amount out in words (the words win, as on a cheque)',
  },
  linesDisagree: {
    weight: -3,
    meaning: 'OCR only: the item lines add up to something else and nothing else confirms the figure',
  },
  optionalItem: { weight: -4, meaning: 'an optional item, upgrade or alternate that is not part of the price' },
  hardToRead: { weight: -8, meaning: 'OCR read its digits with low confidence and nothing confirms them' },
  pointRestored: {
    weight: 1,
    meaning:
      'OCR only: the figure with the decimal point the photo lost ("$47291" read as $472.91), the sums confirming it',
  },
  separatorsLost: {
    weight: -8,
    meaning:
      'OCR only: five or more digits with neither a comma nor a decimal point ("$47291"), which the sums do not confirm: a separator was probably lost',
  },
  pointLost: {
    weight: -10,
    meaning: 'OCR only: a figure whose decimal point was lost; the sums confirm the amount a hundredth its size',
  },

  // ── Vendor ─────────────────────────────────────────────────────────────────────────────────────
  letterhead: {
    weight: 3,
    meaning: 'printed at the top of the first page, above the customer block and the first table',
  },
  firstOnPage: { weight: 1, meaning: 'the first name-like text on the page' },
  largestType: { weight: 3, meaning: 'in the largest type at the top of the page' },
  largeType: { weight: 1, meaning: 'in larger type than the body text' },
  boldType: { weight: 1, meaning: 'in bold type' },
  businessSuffix: { weight: 2, meaning: 'ends with a legal form: LLC, Inc., Co., Corp., Ltd.' },
  tradeWord: {
    weight: 2,
    meaning: 'names a trade or business: Windows, Doors, Glass, Exteriors, Construction, Home Improvement …',
  },
  spellsDomain: { weight: 4, meaning: "spells the business's web or e-mail domain" },
  nameRepeated: { weight: 1, meaning: 'printed again elsewhere in the document (counted up to twice)' },
  signatureBlock: { weight: 3, meaning: 'under a sign-off ("Sincerely," / "Thanks,") with the salesperson' },
  contactBlock: {
    weight: 3,
    meaning:
      "a business name with the business's address, phone or website right under it (a signature or business card)",
  },
  labelledVendor: { weight: 4, meaning: 'the value of a "Contractor", "Company" or "Make checks payable to" field' },
  copyrightLine: { weight: 3, meaning: 'named in a copyright line ("© 2025 …")' },
  wholeLine: { weight: 1, meaning: 'the whole letterhead line as printed, rather than a part of it' },
  itemWords: { weight: -5, meaning: 'names a product or item ("2-Lite Slider Window", "Patio Door"), not a business' },
  slogan: { weight: -4, meaning: 'reads as a tagline: "since", "quality", "family owned", "your …"' },
  productLine: { weight: -3, meaning: 'a manufacturer\'s product line ("Pella 250 Series")' },
  nameHardToRead: { weight: -3, meaning: 'OCR read it with low confidence' },

  // ── Window and door counts ─────────────────────────────────────────────────────────────────────
  itemTable: { weight: 4, meaning: 'the units of an item table with a quantity column, added up' },
  itemLines: {
    weight: 3,
    meaning: 'the units of item lines (a count before or after the item, one row per opening), added up',
  },
  countsAddUp: { weight: 2, meaning: "every unit line's quantity × unit price equals its amount" },
  listRepeated: { weight: 1, meaning: 'the same list of units is printed twice (a scope and a price summary)' },
  statedCount: {
    weight: 3,
    meaning: 'a count stated in words ("replace eleven (11) windows", "Subtotal (11 windows)")',
  },
  chosenOptionCount: {
    weight: 2,
    meaning:
      'stated in the option the homeowner chose, or an add-on taken with it ("Option 2: the 6 windows marked 1")',
  },
  chargedCount: {
    weight: 1,
    meaning: 'a service is charged for as many units ("Exterior capping, 12 windows @ $110")',
  },
  countRestated: { weight: 1, meaning: 'the same count is stated again' },
  singularOnly: {
    weight: 1,
    meaning: 'OCR only: one unit, and the quote never names its kind in the plural ("price to replace the window")',
  },
  breakdownAddsUp: {
    weight: 3,
    meaning: 'the counts that follow it add up to it ("nine (9) windows: seven (7) sliders and two (2) awnings")',
  },
  countPriceConflict: { weight: -6, meaning: "a unit line's prices imply another count than the one printed" },
  itemsShortOfStated: {
    weight: -4,
    meaning: 'OCR only: the item lines add up to fewer units than the quote states (lines went unread)',
  },
  unconfirmedReading: {
    weight: -3,
    meaning: 'OCR only: nothing else confirms the count (no price arithmetic, no second statement or list)',
  },
  countHardToRead: { weight: -5, meaning: 'OCR read a count with low confidence and its prices do not confirm it' },
  unreadableItem: {
    weight: -6,
    meaning: 'OCR: a priced line with a count names nothing readable (a unit may be missing)',
  },
} satisfies Record<string, SignalInfo>;

export type SignalName = keyof typeof SIGNALS;

/** Per field: the least score a value needs, and how far ahead of the runner-up it must be. */
export const THRESHOLDS = {
  totalCost: { minScore: 5, minMargin: 3 },
  vendor: { minScore: 5, minMargin: 2 },
  count: { minScore: 3, minMargin: 2 },
} as const;
