/** "What about the warranty?": one checklist item's verdict and what to settle with the contractor. */
import { CATEGORIES, type CategoryShortId } from '@shared/checklist.js';
import { label, OPEN, questionFor, resultFor, sentence } from './answer-text.js';
import type { AnswerContext, FreeAnswer } from './free-answers.js';
import { askedDepositText } from './asked-deposit.js';
import { depositLawText } from './deposit-law.js';
import { readDepositShare } from '../facts/deposit.js';
import { answerPrice } from './price-answer.js';

/** `question`: the homeowner's words, for the price item (prices it names are held against the band). */
export function answerCategory(category: CategoryShortId, ctx: AnswerContext, question = ''): FreeAnswer {
  if (category === 'pricing') return answerPrice(ctx, question);
  const topic = `category:${category}`;
  const result = resultFor(ctx.analysis, category);
  const title = CATEGORIES.find((c) => c.short === category)!.title;
  if (!result) return { topic, text: `**${title}** has not been checked yet.`, onTopic: true };
  if (result.status === 'not_applicable')
    return {
      topic,
      text: `**${result.title}** doesn't apply to your quote. ${sentence(result.explanation)}`,
      onTopic: true,
    };
  const parts = [`**${result.title}: ${label(result.status)}.** ${sentence(result.explanation)}`];
  if (category === 'payment') {
    const { facts } = ctx.analysis;
    const quoteShare = readDepositShare(ctx.quoteText ?? '', facts.totalCents);
    const asked = askedDepositText(question, facts, quoteShare, ctx.knowledge.payment);
    const law = depositLawText(question, facts.location, ctx.knowledge.payment, parts.join(' '));
    if (law) parts.unshift(law);
    if (asked) parts.unshift(asked);
  }
  if (OPEN.has(result.status)) {
    const q = questionFor(result, ctx);
    if (q) parts.push(result.status === 'unknown_discuss' ? `To settle it: ${q}` : `Worth asking the contractor: ${q}`);
  }
  return { topic, text: parts.join('\n\n'), onTopic: true };
}
