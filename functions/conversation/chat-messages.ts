/** The assistant's words: the opening summary, questions with quick-question buttons, verdicts, the close. */
import { randomUUID } from 'node:crypto';
import {
  findCategory,
  QUICK_QUESTIONS_END,
  QUICK_QUESTIONS_START,
  ratingLabel,
  reanalyzingPhrase,
} from '@shared/checklist.js';
import { listAnd, plural, sentence, verbFor } from '@shared/text.js';
import type { ChatMessage } from '@shared/types.js';
import type { ChatQuestion } from '../analysis/types.js';
import type { StoredResult } from '../quotes/quote-record.js';

export const FREE_QUESTIONS = [
  'Is this price fair?',
  'Which item hurts my score most?',
  'What should I ask the contractor?',
];

/** The button under a free answer that takes the homeowner back to the chat's own questions. */
export const BACK_TO_CHECKLIST = { en: 'Back to the checklist', es: 'Volver a la lista' } as const;

/** "Back to the checklist" (the button, or the same said in a few words): ask the chat's question now. */
export function asksBackToChecklist(text: string): boolean {
  const said = text
    .trim()
    .toLowerCase()
    .replace(/[.!?]+$/, '');
  return (
    Object.values(BACK_TO_CHECKLIST).some((b) => b.toLowerCase() === said) ||
    /^(?:(?:go )?back to (?:the|your|my) (?:checklist|questions?)|continue(?: the checklist)?|next question|(?:ask|give) me (?:the|your) next question)$/.test(
      said,
    )
  );
}

export function message(role: ChatMessage['role'], content: string, at: Date, offsetMs = 0): ChatMessage {
  return { id: randomUUID(), role, content, createdAt: new Date(at.getTime() + offsetMs).toISOString() };
}

export function withQuickQuestions(text: string, buttons: string[]): string {
  return buttons.length ? `${text}\n\n${QUICK_QUESTIONS_START}${JSON.stringify(buttons)}${QUICK_QUESTIONS_END}` : text;
}

/** "**Payment Terms: Poor** (was Good) — …": an item's rating, and the one it had when that differs. */
export function verdictLine(result: StoredResult, before?: StoredResult): string {
  const label = ratingLabel(result.status) || 'Not applicable';
  const was =
    before && before.status !== result.status ? ` (was ${ratingLabel(before.status) || 'Not applicable'})` : '';
  return `**${result.title}: ${label}**${was} — ${result.explanation}`;
}

export function questionText(result: StoredResult, question: ChatQuestion): string {
  return withQuickQuestions(`About **${result.title}**: ${question.text}`, question.options);
}

export function openingText(score: number, results: StoredResult[]): string {
  const good = results.filter((r) => r.status === 'good').length;
  const bad = results.filter((r) => r.status === 'bad');
  const open = results.filter((r) => r.status === 'unknown_discuss').length;
  const lines = [`I've checked your quote against local prices and building rules. **Quality Score: ${score}/100.**`];
  const attention = bad.length
    ? `; ${bad.length} ${verbFor(bad.length, 'needs', 'need')} attention (${listAnd(bad.map((r) => r.title))})`
    : '';
  lines.push(`${good} of ${plural(results.length, 'item')} ${verbFor(good, 'looks', 'look')} good${attention}.`);
  if (open) lines.push(`${open === 1 ? 'One item needs' : `${open} items need`} a little more information from you.`);
  return lines.join(' ');
}

/** The chat's last word once it has nothing left to ask; "everything I needed" only when it asked something. */
export function closingText(score: number, { asked }: { asked: boolean }): string {
  const lead = asked
    ? "That's everything I needed."
    : 'I have no questions for you: the quote answers what the checklist needs.';
  return withQuickQuestions(
    `${lead} Your final **Quality Score is ${score}/100**. Ask me anything about the quote — for example whether the price is fair or what to ask the contractor.`,
    FREE_QUESTIONS,
  );
}

/** "Re-analyzing **Removal & Disposal** based on your answer (…)." — the item by its title, as the web app marks it. */
export function reanalyzingText(category: string, because: string): string {
  const title = findCategory(category)?.title ?? category;
  return sentence(`${reanalyzingPhrase(`**${title}**`)} ${because}`);
}
