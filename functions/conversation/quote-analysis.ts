/**
 * The analysis of one quote and what re-runs it: the first analysis when the pipeline reaches it, a
 * correction of a field, a fresh analysis on request. Each computes the new state with the domain code
 * and writes it back in one conditional write (a concurrent change makes the later write fail instead
 * of losing the earlier one), with the messages the chat shows.
 */
import { CATEGORIES, type CategoryShortId } from '@shared/checklist.js';
import type { ChatMessage } from '@shared/types.js';
import { type UpdateScopeRequest } from '@shared/validation.js';
import { locate } from '../analysis/location.js';
import type { Analysis } from '../analysis/types.js';
import type { QuoteRecord, StoredResult } from '../quotes/quote-record.js';
import { affectedCategories, FIELD_LABELS } from './affected.js';
import { analysisInput } from './analysis-input.js';
import { closingText, message, openingText, questionText, reanalyzingText, verdictLine } from './chat-messages.js';
import { baselineForAnalysis, baselineForEdit, movedSince } from './edit-baseline.js';
import { fieldEditsAfter } from './field-edits.js';
import { mergeResults } from './modifications.js';
import { nextQuestion, type Pending } from './next-question.js';
import { nextFieldsAsk } from './fields-ask.js';
import { staysText } from './stays.js';
import type { AnalysisDeps } from './ports.js';
import { displayDollars, parseAmount } from '@shared/money.js';
import { zipIn } from '@shared/zip.js';

export interface QuoteState {
  record: QuoteRecord;
  messages: ChatMessage[];
}

async function analyze(
  record: QuoteRecord,
  now: Date,
  deps: AnalysisDeps,
  only?: CategoryShortId[],
): Promise<Analysis> {
  const input = analysisInput(record, await deps.quotes.getText(record.id), now);
  return deps.engine.analyze(input, { only, previous: (record.checklistResults ?? []).map(asCheckResult) });
}

export async function save(
  record: QuoteRecord,
  changes: Partial<QuoteRecord>,
  messages: ChatMessage[],
  deps: AnalysisDeps,
): Promise<QuoteState> {
  const revision = (record.revision ?? 0) + 1;
  await deps.quotes.update(record.id, { ...changes, revision }, { onlyIfRevision: record.revision ?? 0 }, messages);
  return { record: { ...record, ...changes, revision }, messages };
}

export function statusAfter(pending: Pending | null): { status: 'discussing' | 'completed'; progressMessage: string } {
  return pending
    ? { status: 'discussing', progressMessage: 'Collecting additional information' }
    : { status: 'completed', progressMessage: 'Analysis complete' };
}

/** What a full analysis writes: its results and score, who made it, and the chat's next question and status. */
function analysisChanges(analysis: Analysis, results: StoredResult[], pending: Pending | null): Partial<QuoteRecord> {
  return {
    checklistResults: results,
    overallScore: analysis.score,
    analysisEngine: analysis.engine,
    knowledgeVersion: analysis.knowledgeVersion,
    pendingQuestion: pending,
    ...statusAfter(pending),
  };
}

/**
 * The pipeline's analyze step: ten results, the score, and the chat opens. Its first message sums up the
 * analysis and asks about the figures the price check used (fields-ask.ts); the checklist's first
 * question waits for that answer. With no figure to ask about, the first question follows at once.
 */
export async function analyzeAndOpenChat(
  record: QuoteRecord,
  deps: AnalysisDeps,
  now = new Date(),
): Promise<QuoteState> {
  const analysis = await analyze(record, now, deps);
  const results = mergeResults([], analysis.results, { reason: '', at: now.toISOString(), changed: new Set() });
  const pending = nextQuestion(results, [], analysis.facts.location.hurricaneTier);
  const changes = { ...analysisChanges(analysis, results, pending), closedQuestions: [] };
  const summary = openingText(analysis.score, results);
  const figures = nextFieldsAsk({ ...record, ...changes });
  if (figures) {
    const opening = message('assistant', `${summary}\n\n${figures.ask.text}`, now);
    return save(
      record,
      { ...changes, fieldsCheck: figures.check },
      [{ ...opening, actions: figures.ask.actions }],
      deps,
    );
  }
  const follow = pending
    ? message(
        'assistant',
        questionText(
          results.find((r) => r.category === pending.category)!,
          pending.question,
        ),
        now,
        1,
      )
    : message('assistant', closingText(analysis.score, { asked: false }), now, 1);
  return save(record, changes, [message('assistant', summary, now), follow], deps);
}

/** Re-analyses the items a change affects and says so in the chat; returns the new state's pieces. */
export async function reanalyzeAfter(
  record: QuoteRecord,
  change: { fields: string[]; answers: string[]; reason: string; because: string; reply?: string },
  now: Date,
  deps: AnalysisDeps,
): Promise<{ changes: Partial<QuoteRecord>; lines: string[]; results: StoredResult[]; analysis: Analysis | null }> {
  const affected = affectedCategories(change.fields, change.answers);
  if (!affected.length || !record.checklistResults?.length)
    return { changes: {}, lines: [], results: record.checklistResults ?? [], analysis: null };
  const analysis = await analyze(record, now, deps, affected);
  const results = mergeResults(record.checklistResults, analysis.results, {
    reason: change.reason,
    at: now.toISOString(),
    changed: new Set(affected),
  });
  const lines: string[] = [];
  // "Re-analyzing" only for an item whose rating moved, saying what it was; one that stays says why.
  for (const category of affected) {
    const after = results.find((r) => r.category === category)!;
    const before = record.checklistResults.find((r) => r.category === category);
    if (before && before.status === after.status && before.explanation === after.explanation) {
      lines.push(staysText(after, change.reply ?? ''));
      continue;
    }
    lines.push(reanalyzingText(category, change.because));
    lines.push(verdictLine(after, before));
  }
  if (analysis.score !== record.overallScore)
    lines.push(`Your Quality Score is now **${analysis.score}/100** (was ${record.overallScore ?? '—'}).`);
  return { changes: { checklistResults: results, overallScore: analysis.score }, lines, results, analysis };
}

export function asCheckResult(r: StoredResult): Analysis['results'][number] {
  const category = (r.category ?? CATEGORIES.find((c) => c.id === r.id)?.short) as CategoryShortId;
  return {
    category,
    id: r.id as Analysis['results'][number]['id'],
    title: r.title,
    status: r.status as Analysis['results'][number]['status'],
    explanation: r.explanation,
    evidence: r.evidence ?? [],
    ...(r.question ? { question: r.question } : {}),
    ...(r.pricingBasis ? { pricingBasis: r.pricingBasis } : {}),
  };
}

/** The hurricane tier only changes the order of questions (hurricane weighs more in T1–T3). */
export function analysisTier(record: QuoteRecord): Analysis['facts']['location']['hurricaneTier'] {
  return locate(record.zipCode).hurricaneTier;
}

/** What a correction of fields writes and says: the new values, their history and the items re-analysed. */
export interface FieldCorrection {
  changes: Partial<QuoteRecord>;
  /** The lines the chat shows about the items re-analysed. */
  lines: string[];
  /** The fields whose value changed, and their new values. */
  changed: Partial<Record<keyof QuoteRecord, string>>;
}

/**
 * A correction of the quote's fields (spec section 5 rules): the fields that differ are saved with their
 * history, the items they affect are re-analysed, and the chat's question and the status follow. Null
 * when nothing differs. Used by the edit pencils (PATCH update-scope) and by a fix made in the chat.
 */
export async function fieldCorrection(
  record: QuoteRecord,
  request: UpdateScopeRequest,
  deps: AnalysisDeps,
  now: Date,
): Promise<FieldCorrection | null> {
  const values: Partial<QuoteRecord> = { ...request };
  if (request.projectAddress !== undefined && request.customerZip === undefined) {
    const zip = zipIn(request.projectAddress);
    if (zip && zip !== record.customerZip) values.customerZip = zip;
  }
  const fields = (Object.keys(values) as (keyof QuoteRecord)[]).filter((k) => values[k] !== record[k]);
  if (!fields.length) return null;
  const fieldEdits = fieldEditsAfter(record, values, now.toISOString());
  const updated: QuoteRecord = { ...record, ...values, ...(fieldEdits ? { fieldEdits } : {}) };
  const label = fields.map((f) => FIELD_LABELS[f] ?? f).join(', ');
  const shown = fields
    .map(
      (f) =>
        `${FIELD_LABELS[f] ?? f} ${f === 'totalCost' ? displayDollars(parseAmount(values.totalCost) ?? 0) : `'${String(values[f])}'`}`,
    )
    .join('; ');
  const outcome = await reanalyzeAfter(
    updated,
    { fields, answers: [], reason: `You changed the ${shown}`, because: `your new ${label}` },
    now,
    deps,
  );
  const changes: Partial<QuoteRecord> = {
    ...values,
    ...(fieldEdits ? { fieldEdits } : {}),
    ...outcome.changes,
    ...(record.checklistResults?.length ? { analysisBeforeEdit: baselineForEdit(record) } : {}),
  };
  if (outcome.analysis && (record.status === 'discussing' || record.status === 'completed')) {
    const pending = record.pendingQuestion;
    const stillOpen =
      pending && outcome.results.find((r) => r.category === pending.category)?.status === 'unknown_discuss';
    const next = stillOpen
      ? pending
      : nextQuestion(outcome.results, record.closedQuestions ?? [], outcome.analysis.facts.location.hurricaneTier);
    Object.assign(changes, { pendingQuestion: next, ...statusAfter(next) });
  }
  const changed = Object.fromEntries(fields.map((f) => [f, String(values[f])]));
  return { changes, lines: outcome.lines, changed };
}

/** PATCH update-scope: saves the corrected fields and re-analyses the items they affect. */
export async function correctFields(
  record: QuoteRecord,
  request: UpdateScopeRequest,
  deps: AnalysisDeps,
  now = new Date(),
): Promise<QuoteState> {
  const correction = await fieldCorrection(record, request, deps, now);
  if (!correction) return { record, messages: [] };
  const messages = correction.lines.length ? [message('assistant', correction.lines.join('\n'), now)] : [];
  return save(record, correction.changes, messages, deps);
}

/**
 * POST analyze: all ten items again with the current fields and answers; changes are recorded. What
 * it says compares with the analysis before the homeowner's latest edits (edit-baseline.ts), so it
 * never contradicts what those edits changed.
 */
export async function reanalyzeAll(record: QuoteRecord, deps: AnalysisDeps, now = new Date()): Promise<QuoteState> {
  const analysis = await analyze(record, now, deps);
  const changed = new Set<string>(CATEGORIES.map((c) => c.short));
  const results = mergeResults(record.checklistResults ?? [], analysis.results, {
    reason: 'Re-analyzed with your latest changes',
    at: now.toISOString(),
    changed,
  });
  const before = baselineForAnalysis(record);
  const moved = movedSince(before, results);
  const was = before.score !== null && before.score !== analysis.score ? ` (was ${before.score})` : '';
  const text =
    moved.length || was
      ? [
          `I re-ran the full analysis. **Quality Score: ${analysis.score}/100**${was}.`,
          ...moved.map((r) => verdictLine(r)),
        ].join('\n')
      : `I re-ran the full analysis; nothing changed. **Quality Score: ${analysis.score}/100.**`;
  const pending = nextQuestion(results, record.closedQuestions ?? [], analysis.facts.location.hurricaneTier);
  return save(
    record,
    { ...analysisChanges(analysis, results, pending), analysisBeforeEdit: null },
    [
      message(
        'assistant',
        pending
          ? `${text}\n\n${questionText(
              results.find((r) => r.category === pending.category)!,
              pending.question,
            )}`
          : text,
        now,
      ),
    ],
    deps,
  );
}
