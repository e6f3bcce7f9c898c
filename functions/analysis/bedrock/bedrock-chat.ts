import type { Analysis, QuoteInput } from '../types.js';
import { contextForModel, converse, describeError, quoteTextForModel, redact, type BedrockDeps } from './converse.js';

/**
 * The Bedrock path of the Expert Chat: a model answers the homeowner's question from the redacted
 * quote text and the analysis. Anything unusable (an error, a timeout, an empty or overlong reply)
 * gives the rules-based answer instead.
 */

/** The longest reply the chat shows. */
export const MAX_CHAT_REPLY_CHARS = 1200;
const MAX_TOKENS = 600;
/** The homeowner's question is cut here before it is sent. */
const MAX_QUESTION_CHARS = 2000;

export const CHAT_SYSTEM_PROMPT = `You are the Expert Chat of a service that checks contractors' quotes for replacement windows and doors for US homeowners.
Answer the homeowner's question about this quote using only the quote text (personal information replaced by placeholders such as [PHONE]), the quote's fields, the homeowner's answers and the checklist findings you are given.
Rules:
- Plain text only: no Markdown, no headings, no tables. At most ${MAX_CHAT_REPLY_CHARS} characters; short paragraphs.
- If the question is not about this quote, windows, doors or their installation, say politely that you can only help with this quote and suggest what the homeowner could ask instead.
- Say so when the quote does not state something; do not guess prices, products or terms.
- Never promise the federal 25C Energy Efficient Home Improvement tax credit for windows or doors installed after December 31, 2025: it does not apply to them.
- Do not give legal advice, and never ask for personal information (names, phone numbers, addresses, e-mail addresses).`;

export function buildChatMessage(question: string, ctx: { input: QuoteInput; analysis: Analysis }): string {
  const context = contextForModel(ctx.input, ctx.analysis);
  return [
    `Today's date: ${ctx.input.today}`,
    '',
    '<quote_text>',
    quoteTextForModel(ctx.input),
    '</quote_text>',
    '',
    `<quote_fields>${JSON.stringify(context.fields)}</quote_fields>`,
    `<homeowner_answers>${JSON.stringify(context.answers)}</homeowner_answers>`,
    `<checklist_findings score="${ctx.analysis.score}">${JSON.stringify(context.findings)}</checklist_findings>`,
    '',
    '<question>',
    redact(question.slice(0, MAX_QUESTION_CHARS)),
    '</question>',
  ].join('\n');
}

export async function answerWithBedrock(
  question: string,
  ctx: { input: QuoteInput; analysis: Analysis },
  fallback: () => string,
  deps: BedrockDeps,
): Promise<string> {
  const warn = (reason: string, extra: object = {}) =>
    deps.log?.('Bedrock chat answer not used; the rules-based answer is given', { reason, modelId: deps.modelId, ...extra });
  try {
    const answer = await converse(deps, { system: CHAT_SYSTEM_PROMPT, user: buildChatMessage(question, ctx), maxTokens: MAX_TOKENS });
    const text = answer.text.trim();
    if (!text) {
      warn('empty reply', { stopReason: answer.stopReason });
      return fallback();
    }
    if (text.length > MAX_CHAT_REPLY_CHARS || answer.stopReason === 'max_tokens') {
      warn('reply too long', { replyLength: text.length, stopReason: answer.stopReason });
      return fallback();
    }
    if (answer.stopReason && answer.stopReason !== 'end_turn' && answer.stopReason !== 'stop_sequence') {
      warn('unexpected stop reason', { stopReason: answer.stopReason });
      return fallback();
    }
    return text;
  } catch (error) {
    warn('call failed', describeError(error));
    return fallback();
  }
}
