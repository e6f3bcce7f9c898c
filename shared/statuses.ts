/**
 * A quote's status (spec section 4): the statuses, the moves allowed between them, what each allows
 * the homeowner to do, and how the UI shows it. The server writes every status change through
 * `assertTransition`/`statusesBefore` (the store makes each write conditional on them) and answers
 * requests by `statusAllows`; the web reads the same table.
 */
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

/**
 * What a status allows:
 * - chat: send a chat message (the analysis has been written; earlier, a turn would race it);
 * - chatInput: show the chat's input box (it sends only where `chat` is allowed);
 * - edit: correct the extracted fields (not after a failure: no field fixes one, a retry or a new upload does);
 * - analyze: ask for a fresh full analysis;
 * - retry: run a failed quote again from the step that failed;
 * - share: create a read-only link to its report;
 * - compare: set it beside other quotes (both need its ten results).
 */
export type QuoteAction = 'chat' | 'chatInput' | 'edit' | 'analyze' | 'retry' | 'share' | 'compare';

export interface StatusRule {
  /** The statuses a quote may move to from this one. */
  next: readonly QuoteStatus[];
  /** The pipeline is still working on the quote. */
  running: boolean;
  /** The web client polls the quote every 2 s. */
  polled: boolean;
  actions: readonly QuoteAction[];
  /** The 1-based step of the six-step progress indicator. */
  step: number;
  /** The My Quotes badge; none shows the status as it is. */
  badge?: string;
  /** The badge's colour where it stands out (done, failed, waiting for the homeowner); else a neutral one. */
  tone?: 'success' | 'error' | 'secondary';
}

const ANALYZED: readonly QuoteAction[] = ['chat', 'chatInput', 'edit', 'analyze', 'share', 'compare'];

/**
 * The table. A running status may repeat (the state machine retries a step, a restart resumes it), and
 * every running status may fail; what has been analyzed never goes back to the pipeline.
 */
export const STATUS_RULES: Record<QuoteStatus, StatusRule> = {
  uploaded: { next: ['processing', 'error'], running: true, polled: false, actions: [], step: 1 },
  // Processing starts the pipeline at its first step, or resumes a retried quote at the step that failed.
  processing: {
    next: ['extracting', 'extracting_fields', 'scope', 'analyzing', 'error'],
    running: true,
    polled: true,
    actions: [],
    step: 1,
    badge: 'Processing',
  },
  extracting: {
    next: ['extracting', 'extracting_fields', 'error'],
    running: true,
    polled: true,
    actions: [],
    step: 2,
    badge: 'Extracting',
  },
  extracting_fields: {
    next: ['extracting_fields', 'scope', 'error'],
    running: true,
    polled: true,
    actions: [],
    step: 3,
    badge: 'Analyzing',
  },
  scope: {
    next: ['scope', 'analyzing', 'error'],
    running: true,
    polled: true,
    actions: ['chatInput'],
    step: 3,
    badge: 'Scope Review',
  },
  // The analysis opens the chat with a question (discussing) or, with nothing to ask, completes the quote.
  analyzing: {
    next: ['analyzing', 'discussing', 'completed', 'error'],
    running: true,
    polled: true,
    actions: [],
    step: 4,
    badge: 'AI Analysis',
  },
  // A chat answer or a correction closes the last open question (completed) or opens a new one (discussing).
  discussing: {
    next: ['discussing', 'completed'],
    running: false,
    polled: true,
    actions: ANALYZED,
    step: 5,
    badge: 'Discussion',
    tone: 'secondary',
  },
  completed: {
    next: ['discussing', 'completed'],
    running: false,
    polled: false,
    actions: ANALYZED,
    step: 6,
    badge: 'Complete',
    tone: 'success',
  },
  // A failure waits for the homeowner: a retry sends it back to processing.
  error: {
    next: ['processing'],
    running: false,
    polled: false,
    actions: ['retry'],
    step: 1,
    badge: 'Error',
    tone: 'error',
  },
};

/** The status a new quote starts in, as soon as its file is stored and paid for. */
export const INITIAL_STATUS: QuoteStatus = 'processing';

function isQuoteStatus(status: unknown): status is QuoteStatus {
  return typeof status === 'string' && status in STATUS_RULES;
}

function ruleOf(status: string | undefined): StatusRule | undefined {
  return isQuoteStatus(status) ? STATUS_RULES[status] : undefined;
}

/** Whether a quote in `status` allows `action`; an unknown status allows nothing. */
export function statusAllows(status: string | undefined, action: QuoteAction): boolean {
  return ruleOf(status)?.actions.includes(action) ?? false;
}

/** Whether the pipeline is still working on a quote in `status`. */
export function isRunning(status: string | undefined): boolean {
  return ruleOf(status)?.running ?? false;
}

/** Whether the web polls a quote in `status`. */
export function isPolled(status: string | undefined): boolean {
  return ruleOf(status)?.polled ?? false;
}

export function canTransition(from: QuoteStatus, to: QuoteStatus): boolean {
  return STATUS_RULES[from].next.includes(to);
}

/** A status change the table does not allow. */
export class StatusTransitionError extends Error {
  override name = 'StatusTransitionError';
  constructor(
    readonly from: QuoteStatus,
    readonly to: QuoteStatus,
  ) {
    super(`A quote cannot go from ${from} to ${to}`);
  }
}

export function assertTransition(from: QuoteStatus, to: QuoteStatus): void {
  if (!canTransition(from, to)) throw new StatusTransitionError(from, to);
}

/** The statuses a quote may be in for a move to `to`: the store's condition on a write of `to`. */
export function statusesBefore(to: QuoteStatus): QuoteStatus[] {
  return QUOTE_STATUSES.filter((from) => canTransition(from, to));
}

/** Statuses in which the pipeline is still working on the quote. */
export const PIPELINE_RUNNING_STATUSES: readonly QuoteStatus[] = QUOTE_STATUSES.filter(isRunning);

export const STILL_ANALYZING_MESSAGE = 'Your quote is still being analysed. Please wait a moment.';

/**
 * The 1-based step of the six-step progress indicator for a status. An error keeps the step of the
 * status the quote failed in, as the server recorded it; a failure recorded without it falls back to
 * the spec's reading of its progress message.
 */
export function statusToStep(
  status: string | undefined,
  progressMessage?: string | null,
  failedStatus?: string | null,
): number {
  if (status === 'error') {
    const failedIn = ruleOf(failedStatus ?? undefined);
    if (failedIn) return failedIn.step;
    const message = (progressMessage ?? '').toLowerCase();
    if (message.includes('extracting')) return 2;
    if (message.includes('analyzing')) return 4;
    return 1;
  }
  return ruleOf(status)?.step ?? 1;
}

export function statusBadgeLabel(status: string): string {
  return ruleOf(status)?.badge ?? status;
}

export function statusTone(status: string): StatusRule['tone'] {
  return ruleOf(status)?.tone;
}
