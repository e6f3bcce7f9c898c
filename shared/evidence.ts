/**
 * What an evidence line under a verdict is. Most are lines of the quote, shown as quotations; the rest
 * are notes the analysis writes about the quote or the homeowner, which must never look like something
 * the quote prints: what the homeowner said in the chat, a figure they changed, a line read from a photo
 * only in part, or that the quote is silent. The analysis writes them with these openings; the web and
 * the shared report read them back with `evidenceKind`.
 */
export const EVIDENCE_OPENINGS = {
  homeowner: 'You said:',
  /** "You changed the total from …", "You gave the total: …". */
  edit: /^You (?:changed|gave) the /,
  photo: 'As read from the photo',
  silent: 'The quote does not mention',
} as const;

export type EvidenceKind = 'quote' | 'homeowner' | 'edit' | 'photo' | 'silent';

export function evidenceKind(line: string): EvidenceKind {
  const text = line.trim();
  if (text.startsWith(EVIDENCE_OPENINGS.homeowner)) return 'homeowner';
  if (EVIDENCE_OPENINGS.edit.test(text)) return 'edit';
  if (text.startsWith(EVIDENCE_OPENINGS.photo)) return 'photo';
  if (text.startsWith(EVIDENCE_OPENINGS.silent)) return 'silent';
  return 'quote';
}

/** A photo line's opening ("As read from the photo:") and the words read after it. */
export function photoLineParts(line: string): { opening: string; words: string } {
  const at = line.indexOf(':');
  return at < 0 ? { opening: line, words: '' } : { opening: line.slice(0, at + 1), words: line.slice(at + 1).trim() };
}
