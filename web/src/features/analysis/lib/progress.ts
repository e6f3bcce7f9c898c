import { statusToStep } from '@shared/statuses';

/** The six steps of the progress indicator (spec section 2): name, label once done, label while active. */
export const PROGRESS_STEPS = [
  { name: 'Upload', done: 'Uploaded', active: 'Upload' },
  { name: 'Extract', done: 'Extracted', active: 'Extracting' },
  { name: 'Scope', done: 'Scoped', active: 'Scoping' },
  { name: 'Analyze', done: 'Analyzed', active: 'Analyzing' },
  { name: 'Discuss', done: 'Discussed', active: 'Discussing' },
  { name: 'Complete', done: 'Completed', active: 'Completing' },
] as const;

/** The caption under the active step for each working status. */
export const STEP_CAPTIONS: Record<string, string> = {
  processing: 'preparing...',
  extracting: 'reading document...',
  extracting_fields: 'identifying details...',
  scope: 'understanding project...',
  analyzing: 'analyzing quality...',
  discussing: 'ready for chat',
};

export type StepState = 'done' | 'active' | 'error' | 'todo';

export interface ProgressStep {
  name: string;
  label: string;
  caption?: string;
  state: StepState;
}

/**
 * What each of the six steps shows for a quote: steps before the current one are done, the current
 * one is active (or red on error: the step of the status it failed in, as the server recorded it),
 * the rest are still to come. A completed quote has every step done.
 */
export function progressSteps(
  status: string,
  progressMessage?: string | null,
  failedStatus?: string | null,
): ProgressStep[] {
  const current = statusToStep(status, progressMessage, failedStatus);
  return PROGRESS_STEPS.map((step, index) => {
    const number = index + 1;
    if (status === 'completed' || number < current) return { name: step.name, label: step.done, state: 'done' };
    if (number > current) return { name: step.name, label: step.name, state: 'todo' };
    if (status === 'error') return { name: step.name, label: step.name, state: 'error' };
    return { name: step.name, label: step.active, caption: STEP_CAPTIONS[status], state: 'active' };
  });
}
