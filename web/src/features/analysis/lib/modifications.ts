import type { ChecklistResult } from '@shared/types';

export const MODIFICATION_TOOLTIP_ENTRIES = 3;
export const FALLBACK_REASON = 'Modified by user input';

function when(date: string | undefined): string {
  if (!date) return '';
  const parsed = new Date(date);
  if (Number.isNaN(parsed.getTime())) return '';
  return parsed.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

const line = (reason: string | undefined, date: string | undefined) => {
  const at = when(date);
  return `${reason?.trim() || FALLBACK_REASON}${at ? ` (${at})` : ''}`;
};

/**
 * The MODIFIED badge's tooltip: the last 3 changes, newest first, then '... and N more changes'.
 * Without a history it shows the single recorded change.
 */
export function modificationLines(
  result: Pick<ChecklistResult, 'modificationHistory' | 'modificationDate' | 'modificationReason'>,
): string[] {
  const history = result.modificationHistory ?? [];
  if (history.length === 0) return [line(result.modificationReason, result.modificationDate)];
  const lines = history
    .slice(-MODIFICATION_TOOLTIP_ENTRIES)
    .reverse()
    .map((entry) => line(entry.reason, entry.date));
  const more = history.length - MODIFICATION_TOOLTIP_ENTRIES;
  if (more > 0) lines.push(`... and ${more} more changes`);
  return lines;
}
