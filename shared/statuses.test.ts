import { describe, expect, it } from 'vitest';
import {
  assertTransition,
  statusBadgeLabel,
  statusToStep,
  canTransition,
  INITIAL_STATUS,
  isPolled,
  isRunning,
  QUOTE_STATUSES,
  statusAllows,
  statusesBefore,
  StatusTransitionError,
  type QuoteAction,
  type QuoteStatus,
} from '@shared/statuses.js';

describe('statusToStep', () => {
  it.each([
    ['uploaded', 1],
    ['processing', 1],
    ['extracting', 2],
    ['extracting_fields', 3],
    ['scope', 3],
    ['analyzing', 4],
    ['discussing', 5],
    ['completed', 6],
    ['something-new', 1],
    [undefined, 1],
  ])('maps %s to step %i', (status, step) => {
    expect(statusToStep(status)).toBe(step);
  });

  it('derives the step of an error from its progress message', () => {
    expect(statusToStep('error', 'Error while extracting text: broken PDF')).toBe(2);
    expect(statusToStep('error', 'Error while analyzing: timeout')).toBe(4);
    expect(statusToStep('error', 'Upload rejected')).toBe(1);
    expect(statusToStep('error', null)).toBe(1);
  });

  it('marks the step of the status an error was recorded in, whatever its message says', () => {
    expect(statusToStep('error', 'Roofing quotes are coming soon.', 'extracting_fields')).toBe(3);
    expect(statusToStep('error', 'Error while extracting details: x', 'extracting_fields')).toBe(3);
    expect(statusToStep('error', 'Error: processing stopped before it finished.', 'analyzing')).toBe(4);
    expect(statusToStep('error', 'Error while extracting text: broken PDF', null)).toBe(2);
    expect(statusToStep('completed', null, 'analyzing')).toBe(6);
  });
});

describe('statusBadgeLabel', () => {
  it('uses the My Quotes labels and shows an unknown status raw', () => {
    expect(statusBadgeLabel('extracting_fields')).toBe('Analyzing');
    expect(statusBadgeLabel('scope')).toBe('Scope Review');
    expect(statusBadgeLabel('analyzing')).toBe('AI Analysis');
    expect(statusBadgeLabel('mystery')).toBe('mystery');
  });
});

/** The lifecycle as the product describes it, written out move by move, to hold the table against. */
const RUNNING: QuoteStatus[] = ['uploaded', 'processing', 'extracting', 'extracting_fields', 'scope', 'analyzing'];
const ALLOWED_MOVES: [QuoteStatus, QuoteStatus][] = [
  ['uploaded', 'processing'],
  // The pipeline starts at its first step, or a retry resumes at the step that failed.
  ['processing', 'extracting'],
  ['processing', 'extracting_fields'],
  ['processing', 'scope'],
  ['processing', 'analyzing'],
  ['extracting', 'extracting_fields'],
  ['extracting_fields', 'scope'],
  ['scope', 'analyzing'],
  ['analyzing', 'discussing'],
  ['analyzing', 'completed'],
  // A step the state machine retries, or a restart resumes, writes its status again.
  ['extracting', 'extracting'],
  ['extracting_fields', 'extracting_fields'],
  ['scope', 'scope'],
  ['analyzing', 'analyzing'],
  // The chat closes its last question or opens a new one.
  ['discussing', 'discussing'],
  ['discussing', 'completed'],
  ['completed', 'discussing'],
  ['completed', 'completed'],
  // Anything still running can fail; a failure is retried from processing.
  ...RUNNING.map((from): [QuoteStatus, QuoteStatus] => [from, 'error']),
  ['error', 'processing'],
];

describe('the status table', () => {
  const pairs = QUOTE_STATUSES.flatMap((from) => QUOTE_STATUSES.map((to): [QuoteStatus, QuoteStatus] => [from, to]));

  it.each(pairs)('%s → %s is allowed exactly when the lifecycle has that move', (from, to) => {
    const allowed = ALLOWED_MOVES.some(([a, b]) => a === from && b === to);
    expect(canTransition(from, to)).toBe(allowed);
    if (allowed) expect(() => assertTransition(from, to)).not.toThrow();
    else expect(() => assertTransition(from, to)).toThrow(StatusTransitionError);
    expect(statusesBefore(to).includes(from)).toBe(allowed);
  });

  it('never sends an analyzed or failed quote back into a pipeline step', () => {
    for (const from of ['discussing', 'completed', 'error'] as const) {
      for (const step of ['extracting', 'extracting_fields', 'scope', 'analyzing'] as const) {
        expect(canTransition(from, step)).toBe(false);
      }
    }
  });

  /** The statuses a quote can get to from `start` by allowed moves (itself included). */
  function reachableFrom(start: QuoteStatus): Set<QuoteStatus> {
    const seen = new Set<QuoteStatus>([start]);
    const queue = [start];
    for (let from = queue.shift(); from; from = queue.shift()) {
      for (const to of QUOTE_STATUSES.filter((s) => canTransition(from!, s) && !seen.has(s))) {
        seen.add(to);
        queue.push(to);
      }
    }
    return seen;
  }

  it('reaches every status but the unused "uploaded" from the first one', () => {
    expect([...reachableFrom(INITIAL_STATUS)].sort()).toEqual(QUOTE_STATUSES.filter((s) => s !== 'uploaded').sort());
  });

  it.each(QUOTE_STATUSES)('can get from %s to a status where the pipeline has stopped', (status) => {
    expect([...reachableFrom(status)].some((s) => !isRunning(s))).toBe(true);
  });

  it.each<[QuoteAction, QuoteStatus[]]>([
    ['chat', ['discussing', 'completed']],
    ['chatInput', ['scope', 'discussing', 'completed']],
    ['edit', ['discussing', 'completed']],
    ['analyze', ['discussing', 'completed']],
    ['retry', ['error']],
    ['share', ['discussing', 'completed']],
    ['compare', ['discussing', 'completed']],
  ])('allows %s in %j only', (action, statuses) => {
    expect(QUOTE_STATUSES.filter((s) => statusAllows(s, action))).toEqual(statuses);
    expect(statusAllows('mystery', action)).toBe(false);
    expect(statusAllows(undefined, action)).toBe(false);
  });

  it('polls while the pipeline runs and while the chat is open, and nowhere else', () => {
    expect(QUOTE_STATUSES.filter(isPolled)).toEqual([
      'processing',
      'extracting',
      'extracting_fields',
      'scope',
      'analyzing',
      'discussing',
    ]);
    expect(QUOTE_STATUSES.filter(isRunning)).toEqual(RUNNING);
  });
});
