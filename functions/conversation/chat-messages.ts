/** The assistant's words: the opening summary, questions with quick-question buttons, verdicts, the close. */
import { randomUUID } from 'node:crypto';
import { QUICK_QUESTIONS_END, QUICK_QUESTIONS_START, ratingLabel, reanalyzingPhrase } from '@shared/checklist.js';
import type { ChatMessage } from '@shared/types.js';
import type { ChatQuestion } from '../analysis/types.js';
import type { StoredResult } from '../quotes/quote-record.js';

export const FREE_QUESTIONS = [
  'Is this price fair?',
  'Which item hurts my score most?',
  'What should I ask the contractor?',
];

export function message(role: ChatMessage['role'], content: string, at: Date, offsetMs = 0): ChatMessage {
  return { id: randomUUID(), role, content, createdAt: new Date(at.getTime() + offsetMs).toISOString() };
}

export function withQuickQuestions(text: string, buttons: string[]): string {
  return buttons.length ? `${text}\n\n${QUICK_QUESTIONS_START}${JSON.stringify(buttons)}${QUICK_QUESTIONS_END}` : text;
}

export function verdictLine(result: StoredResult): string {
  const label = ratingLabel(result.status) || 'Not applicable';
  return `**${result.title}: ${label}** — ${result.explanation}`;
}

export function questionText(result: StoredResult, question: ChatQuestion): string {
  return withQuickQuestions(`About **${result.title}**: ${question.text}`, question.options);
}

export function openingText(score: number, results: StoredResult[]): string {
  const good = results.filter((r) => r.status === 'good').length;
  const bad = results.filter((r) => r.status === 'bad');
  const open = results.filter((r) => r.status === 'unknown_discuss').length;
  const lines = [`I've checked your quote against local prices and building rules. **Quality Score: ${score}/100.**`];
  lines.push(
    `${good} of 10 items look good${bad.length ? `; ${bad.length} need${bad.length === 1 ? 's' : ''} attention (${bad.map((r) => r.title).join(', ')})` : ''}.`,
  );
  if (open) lines.push(`${open === 1 ? 'One item needs' : `${open} items need`} a little more information from you.`);
  return lines.join(' ');
}

export function closingText(score: number): string {
  return withQuickQuestions(
    `That's everything I needed. Your final **Quality Score is ${score}/100**. Ask me anything about the quote — for example whether the price is fair or what to ask the contractor.`,
    FREE_QUESTIONS,
  );
}

export function reanalyzingText(category: string, because: string): string {
  return `${reanalyzingPhrase(category)} ${because}...`;
}
