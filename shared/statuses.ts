/** Quote statuses and how the UI shows them (spec section 4). */
export const QUOTE_STATUSES = [
  'uploaded',
  'processing',
  'extracting',
  'extracting_fields',
  'scope',
  'analyzing',
  'discussing',
  'completed',
  'error',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Statuses in which the pipeline is still working on the quote. */
export const PIPELINE_RUNNING_STATUSES: readonly QuoteStatus[] = [
  'uploaded',
  'processing',
  'extracting',
  'extracting_fields',
  'scope',
  'analyzing',
];

/** Statuses in which the web client polls the quote every 2 s. */
export const POLLED_STATUSES: readonly QuoteStatus[] = [
  'processing',
  'extracting',
  'extracting_fields',
  'scope',
  'analyzing',
  'discussing',
];

export const FINAL_STATUSES: readonly QuoteStatus[] = ['discussing', 'completed', 'error'];

/**
 * Statuses in which the homeowner may chat: the analysis has been written. Earlier, a chat turn
 * would race the analysis for the quote's revision, so the server answers 409 STILL_ANALYZING.
 */
export const CHAT_STATUSES: readonly QuoteStatus[] = ['discussing', 'completed'];
/** Statuses in which the chat's input is shown (spec section 2); it sends only in CHAT_STATUSES. */
export const CHAT_INPUT_STATUSES: readonly QuoteStatus[] = ['scope', ...CHAT_STATUSES];
/** Statuses in which fields may be corrected (after a failure too, so the homeowner can fix a misread). */
export const EDIT_STATUSES: readonly QuoteStatus[] = ['discussing', 'completed', 'error'];
/** Statuses in which a full re-analysis may be asked for. */
export const ANALYZE_STATUSES: readonly QuoteStatus[] = ['discussing', 'completed'];
export const STILL_ANALYZING_MESSAGE = 'Your quote is still being analysed. Please wait a moment.';

const STEP_BY_STATUS: Record<QuoteStatus, number> = {
  uploaded: 1,
  processing: 1,
  extracting: 2,
  extracting_fields: 3,
  scope: 3,
  analyzing: 4,
  discussing: 5,
  completed: 6,
  error: 1,
};

/** The 1-based step of the six-step progress indicator for a status. */
export function statusToStep(status: string | undefined, progressMessage?: string | null): number {
  if (status === 'error') {
    const message = (progressMessage ?? '').toLowerCase();
    if (message.includes('extracting')) return 2;
    if (message.includes('analyzing')) return 4;
    return 1;
  }
  return STEP_BY_STATUS[status as QuoteStatus] ?? 1;
}

export const STATUS_BADGE_LABELS: Partial<Record<QuoteStatus, string>> = {
  processing: 'Processing',
  extracting: 'Extracting',
  extracting_fields: 'Analyzing',
  scope: 'Scope Review',
  analyzing: 'AI Analysis',
  discussing: 'Discussion',
  completed: 'Complete',
  error: 'Error',
};

export function statusBadgeLabel(status: string): string {
  return STATUS_BADGE_LABELS[status as QuoteStatus] ?? status;
}
