/**
 * The analysis as it stood before the homeowner's edits: a field correction re-checks the items it
 * affects at once, and the full analysis the web asks for next must compare with what the homeowner
 * saw before editing, not with the corrected state (which would read as "nothing changed" right after
 * the score moved). Kept on the quote with the revision of the edit's write: it holds only while
 * nothing else was written since (another edit keeps the older baseline, a chat turn ends it).
 */
import type { AnalysisBeforeEdit, QuoteRecord, StoredResult } from '../quotes/quote-record.js';

function snapshot(record: QuoteRecord): Omit<AnalysisBeforeEdit, 'revision'> {
  return {
    score: record.overallScore ?? null,
    results: (record.checklistResults ?? []).map(({ category, id, status, explanation }) => ({
      category: category ?? id,
      status,
      explanation,
    })),
  };
}

/** The baseline a correction of `record` writes: the one still current, else the record as it is. */
export function baselineForEdit(record: QuoteRecord): AnalysisBeforeEdit {
  const revision = record.revision ?? 0;
  const current = record.analysisBeforeEdit;
  const kept = current && current.revision === revision ? current : { ...snapshot(record), revision };
  return { ...kept, revision: revision + 1 };
}

/** What a full analysis of `record` compares with: the analysis before the edits just made, else the record's. */
export function baselineForAnalysis(record: QuoteRecord): Omit<AnalysisBeforeEdit, 'revision'> {
  const current = record.analysisBeforeEdit;
  return current && current.revision === (record.revision ?? 0) ? current : snapshot(record);
}

/** The results whose rating or explanation differ from the baseline's. */
export function movedSince(baseline: Omit<AnalysisBeforeEdit, 'revision'>, results: StoredResult[]): StoredResult[] {
  return results.filter((result) => {
    const before = baseline.results.find((b) => b.category === (result.category ?? result.id));
    return !before || before.status !== result.status || before.explanation !== result.explanation;
  });
}
