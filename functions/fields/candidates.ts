/**
 * Fields as scored candidates: every value a field could take is gathered with the signals for and
 * against it (weights in signals.ts), candidates with the same value add up, and the best one is
 * taken only when it clearly wins; otherwise the field stays empty and the chat asks.
 */
import type { Line } from '../document/model.js';
import type { SignalName } from './signals.js';
import { SIGNALS } from './signals.js';

export interface Signal {
  name: SignalName;
  weight: number;
  /** What was seen, e.g. the label as printed. */
  detail?: string;
}

/** Where a value was read: the page and the line as printed. */
export interface Evidence {
  page: number;
  line: string;
}

export interface Candidate<T> {
  value: T;
  /** Candidates with the same key are the same value read in several places. */
  key: string;
  signals: Signal[];
  evidence: Evidence;
  /** Reading confidence of the value's characters, 0-100 (100 for a PDF text layer). */
  readConfidence: number;
  /** Where on the page the value was read (characters [start, end) of a line), for the learned scorer. */
  place?: Place;
}

export interface Place {
  line: Line;
  start: number;
  end: number;
}

export interface Decision<T> {
  value: T | null;
  /** 0-1: how clearly the value won and how well it was read. */
  confidence: number;
  evidence: Evidence | null;
  /** The winner's signals (for the extraction details), strongest first. */
  signals: Signal[];
  /** Why the field was left empty, for the chat to ask; null when a value was taken. */
  uncertain: string | null;
}

export function signal(name: SignalName, detail?: string): Signal {
  return { name, weight: SIGNALS[name].weight, ...(detail ? { detail } : {}) };
}

export function scoreOf(signals: Signal[]): number {
  return signals.reduce((s, x) => s + x.weight, 0);
}

export function evidenceOf(line: Pick<Line, 'page' | 'text'>): Evidence {
  return { page: line.page, line: line.text.replace(/\s{2,}/g, '  ').trim() };
}

/** A candidate group: all readings of one value, with the signals that apply to the value as a whole. */
export interface Ranked<T> {
  key: string;
  value: T;
  best: Candidate<T>;
  readings: Candidate<T>[];
  signals: Signal[];
  score: number;
}

/**
 * Groups candidates by value. A value's score is its best reading's score, plus `repeat` for each
 * further reading (up to `maxRepeats`), plus the value-level signals `extra` returns.
 */
export function rank<T>(
  candidates: Candidate<T>[],
  options: { repeat?: SignalName; maxRepeats?: number; extra?: (value: T, readings: Candidate<T>[]) => Signal[] } = {},
): Ranked<T>[] {
  const groups = new Map<string, Candidate<T>[]>();
  for (const c of candidates) groups.set(c.key, [...(groups.get(c.key) ?? []), c]);
  const ranked: Ranked<T>[] = [];
  for (const [key, readings] of groups) {
    const sorted = [...readings].sort((a, b) => scoreOf(b.signals) - scoreOf(a.signals));
    const best = sorted[0]!;
    const signals = [...best.signals];
    if (options.repeat) {
      const repeats = Math.min(options.maxRepeats ?? 2, readings.length - 1);
      for (let i = 0; i < repeats; i++) signals.push(signal(options.repeat, 'read again elsewhere'));
    }
    signals.push(...(options.extra?.(best.value, readings) ?? []));
    ranked.push({ key, value: best.value, best, readings, signals, score: scoreOf(signals) });
  }
  return ranked.sort((a, b) => b.score - a.score);
}

/** Confidence from the winner's score, its margin over the runner-up and how well it was read. */
export function confidenceOf(
  winner: Ranked<unknown>,
  runnerUp: Ranked<unknown> | undefined,
  minScore: number,
  minMargin: number,
): number {
  const margin = runnerUp ? winner.score - runnerUp.score : winner.score;
  const fromScore = Math.min(1, winner.score / (2 * minScore));
  const fromMargin = Math.min(1, margin / (3 * minMargin));
  const read = Math.min(...winner.readings.map((r) => r.readConfidence)) / 100;
  return (
    Math.round(
      Math.max(
        0,
        Math.min(1, 0.4 * fromScore + 0.4 * fromMargin + 0.2 * Math.max(read, winner.best.readConfidence / 100)),
      ) * 100,
    ) / 100
  );
}

/**
 * Takes the best value when its score reaches `minScore` and beats the runner-up by `minMargin`;
 * otherwise no value, with the reason.
 */
export function decide<T>(
  ranked: Ranked<T>[],
  options: {
    minScore: number;
    minMargin: number;
    show: (value: T) => string;
    what: string;
    /** Why the best value fell short, from its signals; null for the generic reason. */
    doubt?: (winner: Ranked<T>, ranked: Ranked<T>[]) => string | null;
    /** Readings of the same value in another form (a name with and without its tail): not rivals. */
    variant?: (a: Ranked<T>, b: Ranked<T>) => boolean;
  },
): Decision<T> & { ranked: Ranked<T>[] } {
  const winner = ranked[0];
  const runnerUp = winner ? ranked.slice(1).find((r) => !options.variant?.(winner, r)) : undefined;
  const empty = (uncertain: string) => ({ value: null, confidence: 0, evidence: null, signals: [], uncertain, ranked });
  if (!winner || winner.score < options.minScore) {
    if (!winner) return empty(`no ${options.what} found`);
    return empty(
      options.doubt?.(winner, ranked) ??
        `no ${options.what} is clearly marked (best guess ${options.show(winner.value)})`,
    );
  }
  if (runnerUp && winner.score - runnerUp.score < options.minMargin) {
    return empty(`two possible ${options.what}s (${options.show(winner.value)} / ${options.show(runnerUp.value)})`);
  }
  return {
    value: winner.value,
    confidence: confidenceOf(winner, runnerUp, options.minScore, options.minMargin),
    evidence: winner.best.evidence,
    signals: [...winner.signals].sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight)),
    uncertain: null,
    ranked,
  };
}
