import type { QuoteStatus } from '@shared/statuses.js';

export type Role = 'admin' | 'user';

export interface User {
  id: string;
  email: string;
  fullName: string | null;
  role: Role;
}

export interface AuthResponse {
  user: User;
}

export interface ApiError {
  error: string;
}

export interface HealthResponse {
  status: 'ok';
  mode: 'local' | 'aws';
}

export interface ModificationEntry {
  date: string;
  reason: string;
}

export interface ChecklistResult {
  /** Long id, e.g. 'pricing_analysis'. */
  id: string;
  /** Short id, e.g. 'pricing'. */
  category?: string;
  title: string;
  status: string;
  explanation: string;
  /** The quote lines the result rests on, or that the quote does not mention it. */
  evidence?: string[];
  modified?: boolean;
  modificationHistory?: ModificationEntry[];
  modificationDate?: string;
  modificationReason?: string;
  /** Pricing item only: the benchmark the price was compared with (absent when no unit could be priced). */
  pricingBasis?: PricingBasis;
}

/** A result as the API answers it (spec section 3): `modified` and `modificationHistory` always present. */
export type QuoteChecklistResult = ChecklistResult &
  Required<Pick<ChecklistResult, 'modified' | 'modificationHistory'>>;

/** A price band in whole dollars. */
export interface PriceRange {
  low: number;
  typical: number;
  high: number;
}

/**
 * How the price verdict was reached ("How we priced this"): the expected installed price for this
 * quote's product mix in its state, the regional factor, and the knowledge files' sources and dates.
 * Built by `pricingBasis` in functions/analysis/rules/pricing.ts from the same estimate as the verdict.
 */
export interface PricingBasis {
  /** What one opening is called here: all windows, all doors, or a mix ('opening'). */
  unit: 'window' | 'door' | 'opening';
  /** Windows and doors priced. */
  openings: number;
  /** Expected installed price per opening (the whole job's band divided by `openings`), regional factor applied. */
  perOpening: PriceRange;
  /** Expected installed price of the whole job. */
  total: PriceRange;
  /** The product mix priced, one line per kind of unit. */
  mix: { quantity: number; label: string; options: string[]; each: PriceRange }[];
  /** The mix in words: "6 single-hung windows and 2 picture (fixed) windows (vinyl frame, impact (laminated) glass)". */
  mixText: string;
  /** Regional price factor applied (1 when the state is unknown). */
  regionFactor: number;
  /** State the factor belongs to; null when the ZIP code could not be placed. */
  state: string | null;
  stateName: string | null;
  zipCode: string | null;
  /** The sources of the figures used (price bands, multipliers, regional price parities). */
  sources: { title: string; url: string }[];
  /** ISO date (YYYY-MM-DD) the figures were last checked: the older of the pricing and regions files' dates. */
  checkedOn: string;
  /** "pricing 2026.11.1, regions 2026.11.1". */
  version: string;
}

export interface Quote {
  id: string;
  fileName: string;
  status: QuoteStatus;
  progressMessage: string | null;
  overallScore: number | null;
  quoteType: string | null;
  vendor: string | null;
  totalCost: string | null;
  zipCode: string | null;
  customerZip: string | null;
  quantities: string | null;
  scope: string | null;
  projectAddress: string | null;
  scopeOfWork: string | null;
  userId: string | null;
  isGuestQuote: boolean;
  createdAt: string;
  /** When the quote was last written (a chat message written before it is already reflected in it). */
  updatedAt?: string;
  /** A failed quote's status when it failed (the step the progress marks red); null otherwise, or when not recorded. */
  failedStatus?: QuoteStatus | null;
  /** The quote failed and a retry can fix it (not a file that cannot be read, nor a quote type not checked yet). */
  canRetry?: boolean;
  checklistResults: QuoteChecklistResult[];
  /** Questions for the contractor, one per open, missing or weak checklist item (functions/analysis/contractor-questions.ts); on one quote's view, not in lists. */
  contractorQuestions?: string[];
}

export interface AdminStats {
  totalUsers: number;
  totalQuotes: number;
  registeredQuotes: number;
  guestQuotes: number;
  totalRevenue: string;
  quotesToday: number;
  recentQuotes: {
    id: string;
    vendor: string | null;
    userEmail: string | null;
    totalCost: string | null;
    createdAt: string;
  }[];
}

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  createdAt: string;
  /** What some of an assistant message's buttons do when tapped, by label (the others send their words). */
  actions?: ChatButtonAction[];
}

/** A quote field the chat may offer candidates for when the quote left it unclear. */
export type ChoiceField = 'vendor' | 'totalCost' | 'zipCode';

/**
 * A tapped button that answers the chat's check of the figures: the figures are right or to be fixed,
 * or one of the candidates offered for a field left unclear (`value` null: none of them).
 */
export type ChatAction =
  { kind: 'confirm-fields'; answer: 'yes' | 'fix' } | { kind: 'choose'; field: ChoiceField; value: string | null };

export interface ChatButtonAction {
  label: string;
  action: ChatAction;
}

/** GET /api/credits/balance */
export interface CreditBalance {
  balance: number;
  /** The account's free analysis is still unused. */
  isFirstQuote: boolean;
}

/** POST /api/payments/create-intent {creditAmount: 1 | 10} */
export interface CreateIntentResponse {
  clientSecret: string;
  paymentIntentId: string;
  credits: number;
  amountCents: number;
  /** 'demo': no real charge (no Stripe keys configured); 'stripe': Stripe's Payment Element with `publishableKey`. */
  mode: 'stripe' | 'demo';
  publishableKey: string | null;
}

/** POST /api/payments/confirm {paymentIntentId} */
export interface ConfirmPaymentResponse {
  /** False when this intent had already been credited (a replay): nothing was added. */
  credited: boolean;
  credits: number;
  balance: number;
}

export interface Pagination {
  page: number;
  total: number;
  totalPages: number;
}

/** GET /api/admin/quotes */
export interface AdminQuote extends Quote {
  userEmail: string | null;
  isGuest: boolean;
}

/** GET /api/admin/users */
export interface AdminUser {
  id: string;
  email: string;
  fullName: string | null;
  role: Role;
  createdAt: string;
  creditBalance: number;
  totalQuotes: number;
  /** Cents. */
  totalPaid: number;
  /** Cents refunded by Stripe, present when there are any (their credits were taken back). */
  totalRefunded?: number;
  /** Cents of payments disputed by the buyer, present when there are any (their credits were taken back). */
  totalDisputed?: number;
}

/** GET /api/quotes/{id}/extracted-text (spec section 3). */
export interface ExtractedTextResponse {
  extractedText: string;
  vendorName: string | null;
  totalPrice: string | null;
  zipCode: string | null;
  quoteType: string | null;
  quantities: string | null;
  scope: string | null;
  extractionDetails: string;
  textStatistics: { charactersExtracted: number };
  extractionMethod: string | null;
  extractionTimestamp: string | null;
}
