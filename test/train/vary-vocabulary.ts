/**
 * How contractors word the labels of a quote, by what the label means: the words a layout prints
 * (`from`, matched whole and case-insensitively) and the words another contractor would print for the
 * same thing (`to`). A label is only ever replaced by one of the same meaning.
 */
export interface LabelClass {
  name: string;
  from: string[];
  to: string[];
  /** Where the label stands: before an amount, before any number, or alone (a column header). */
  before: 'amount' | 'number' | 'header';
  /** Only when the amount after the label is the quote's total (true) or is not (false). */
  isTotal?: boolean;
}

export const LABEL_CLASSES: LabelClass[] = [
  {
    name: 'total',
    from: [
      'Total',
      'Grand Total',
      'Total Price',
      'Total Investment',
      'Total Contract Price',
      'Contract Total',
      'Contract Price',
      'Quote Total',
      'Estimate Total',
      'Proposal Total',
      'Order Total',
      'Total Due',
      'Amount Due',
      'Total Sale Price',
      'Total Installed',
    ],
    to: [
      'Total',
      'Grand Total',
      'Total Investment',
      'Contract Price',
      'Amount Due',
      'Your Price',
      'Total Price',
      'Project Total',
      'Total Amount',
      'Your Investment',
      'Total Contract Amount',
      'Price, Installed',
    ],
    before: 'amount',
    isTotal: true,
  },
  {
    name: 'subtotal',
    from: ['Subtotal', 'Sub-total', 'Sub Total'],
    to: ['Subtotal', 'Sub-total', 'Sub Total', 'Merchandise total', 'Total before tax', 'Subtotal before tax'],
    before: 'amount',
    isTotal: false,
  },
  {
    name: 'deposit',
    from: ['Deposit', 'Down Payment', 'Deposit today', 'Down payment today', 'Deposit due today', 'Deposit on signing'],
    to: [
      'Deposit',
      'Down Payment',
      'Due at signing',
      'Deposit due today',
      'Down payment at signing',
      'Initial payment',
    ],
    before: 'amount',
    isTotal: false,
  },
  {
    name: 'tax',
    from: ['Tax', 'Sales Tax', 'Sales tax'],
    to: ['Tax', 'Sales Tax', 'Sales tax', 'Est. sales tax', 'State sales tax'],
    before: 'amount',
    isTotal: false,
  },
  {
    name: 'balance',
    from: [
      'Balance',
      'Balance due',
      'Balance due on completion',
      'Balance due at completion',
      'Balance on completion',
      'Balance at completion',
    ],
    to: [
      'Balance',
      'Balance due',
      'Balance due on completion',
      'Remaining balance',
      'Due on completion',
      'Final payment',
      'Balance at installation',
    ],
    before: 'amount',
    isTotal: false,
  },
  {
    name: 'discount',
    from: ['Discount', 'Less discount', 'Promotional discount'],
    to: ['Discount', 'Less discount', 'Promotional discount', 'Savings', 'Special savings'],
    before: 'amount',
    isTotal: false,
  },
  {
    name: 'quantity-header',
    from: ['Qty', 'Qty.', 'Quantity'],
    to: ['Qty', 'Qty.', 'Quantity', 'Units', 'No.', 'Count', 'Pcs'],
    before: 'header',
  },
  {
    name: 'quantity-inline',
    from: ['Qty', 'Quantity'],
    to: ['Qty', 'Quantity', 'Units', 'Count'],
    before: 'number',
  },
];

/** Second names for a customer's partner, so a couple can be printed ("Maria & Omar Okafor"). */
export const PARTNERS = ['John', 'Mary', 'Alan', 'Renee', 'Linda', 'Carlos', 'Joan', 'Peter', 'Sofia', 'Dale'];
export const MIDDLE = 'ABCDEJKLMRSTW';
/** A customer written as a company or trust ("Okafor Properties LLC"). */
export const COMPANY_SUFFIX = ['Properties LLC', 'Family Trust', 'Holdings, LLC', 'Rentals Inc.', 'Investments LLC'];
