import * as z from '@shared/zod.js';
import type { ReplyFields } from '../../analysis/chat/restate.js';
import { RECENT_TURNS, type ConversationState, type KnowledgeNote } from '../../analysis/engine.js';
import type { Analysis, QuoteInput } from '../../analysis/types.js';
import { contextForModel, converse, describeError, quoteTextForModel, redact, type BedrockDeps } from './converse.js';
import { ZIP5 } from '@shared/zip.js';

/**
 * The Bedrock path of the Expert Chat: a model answers the homeowner's question from the redacted
 * quote text, the analysis, the conversation so far and the knowledge that bears on the question.
 * Anything unusable (an error, a timeout, an empty or overlong reply) gives the rules-based answer
 * instead. The model never changes the quote: it may only propose a change of a field, which the
 * chat then puts to the homeowner with the same confirmation buttons as any figure of unclear origin.
 */

/** The longest reply the chat shows. */
export const MAX_CHAT_REPLY_CHARS = 1200;
const MAX_TOKENS = 600;
/** The homeowner's question is cut here before it is sent. */
const MAX_QUESTION_CHARS = 2000;
/** How much of each earlier turn is sent with the question. */
const MAX_TURN_CHARS = 600;
const PROPOSAL_START = '<proposed_change>';
const PROPOSAL_END = '</proposed_change>';

export interface ChatContext {
  input: QuoteInput;
  analysis: Analysis;
  conversation?: ConversationState;
  knowledge?: KnowledgeNote[];
  /** The rules-based answer: figures checked against the knowledge files. */
  reference?: string;
  /** What the question is about, as the chat routed it ("category:permits", "glossary:install_method", "price"). */
  topic?: string;
  /** The quote's own lines on that topic (none: the quote is silent on it). */
  quoteLines?: string[];
}

export interface BedrockAnswer {
  text: string;
  /** Fields the model says the homeowner stated for this quote: asked back, never applied as read. */
  proposedFields?: Partial<ReplyFields>;
}

const proposalSchema = z.partial(
  z.strictObject({
    totalCost: z.string().check(z.regex(/^\d{3,7}(?:\.\d{1,2})?$/)),
    zipCode: z.string().check(z.regex(ZIP5)),
    windows: z.number().check(z.int(), z.gte(0), z.lte(500)),
    doors: z.number().check(z.int(), z.gte(0), z.lte(100)),
    vendor: z.string().check(z.trim(), z.minLength(2), z.maxLength(80)),
  }),
);

/** The reply without its proposal line, and the proposal when it is well formed. */
export function splitProposal(reply: string): BedrockAnswer & { invalidProposal?: true } {
  const start = reply.indexOf(PROPOSAL_START);
  if (start < 0) return { text: reply };
  const end = reply.indexOf(PROPOSAL_END, start);
  const raw = reply.slice(start + PROPOSAL_START.length, end < 0 ? undefined : end);
  const text = (reply.slice(0, start) + (end < 0 ? '' : reply.slice(end + PROPOSAL_END.length))).trim();
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { text, invalidProposal: true };
  }
  const result = proposalSchema.safeParse(parsed);
  if (!result.success) return { text, invalidProposal: true };
  const fields = Object.fromEntries(
    Object.entries(result.data).filter(([, v]) => v !== undefined),
  ) as Partial<ReplyFields>;
  return Object.keys(fields).length ? { text, proposedFields: fields } : { text };
}

/** White space as one space, quotes and dashes as typed: how a printed line and its quotation are compared. */
const comparable = (text: string) =>
  text.replace(/[‘’]/g, "'").replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim().toLowerCase();

/** Whether every line the reply says the quote prints ("Your quote says: “…”") is in the quote's text. */
export function quotesOnlyTheQuote(reply: string, quoteText: string): boolean {
  const printed = comparable(quoteText);
  // Every quotation in the paragraph after "the quote says", whatever joins them (a list, "and").
  const claims = [...reply.matchAll(/quote\s+(?:says|reads|states|lists|shows)\b[^]*?(?=\n\s*\n|$)/gi)];
  const quoted = claims.flatMap((m) => [...m[0].matchAll(/“([^”]+)”/g)].map((q) => comparable(q[1]!)));
  // A long line is quoted by its sentences, joined with " … ".
  return quoted.every((q) =>
    q
      .split(/\s*…\s*/)
      .filter(Boolean)
      .every((part) => printed.includes(part)),
  );
}

export const CHAT_SYSTEM_PROMPT = `You are the Expert Chat of a service that checks contractors' quotes for replacement windows and doors for US homeowners.
Answer the homeowner's question about this quote using only the quote text (personal information replaced by placeholders such as [PHONE]), the quote's fields, the homeowner's answers and the checklist findings you are given.
Rules:
- Plain text only: no Markdown, no headings, no tables. At most ${MAX_CHAT_REPLY_CHARS} characters; short paragraphs.
- If the question is not about this quote, windows, doors or their installation, say politely that you can only help with this quote and suggest what the homeowner could ask instead.
- Say so when the quote does not state something; do not guess prices, products or terms.
- <quote_lines> holds the quote's own lines on the question's topic (<topic>). When there are any, begin with what the quote says, quoting its line word for word: Your quote says: “…”. When the line settles the question (the install method, an approval number, a fee included or not, a surcharge, an option's price), lead with that answer instead of explaining every case. Quote only lines printed in <quote_text>. When <quote_lines> is empty, say the quote does not say it and what to ask the contractor.
- Never promise the federal 25C Energy Efficient Home Improvement tax credit for windows or doors installed after December 31, 2025: it does not apply to them.
- Do not give legal advice, and never ask for personal information (names, phone numbers, addresses, e-mail addresses).
- Use the figures and rules in <knowledge> and <reference_answer> (checked against sourced knowledge files) rather than your own; do not contradict them.
- Read short follow-ups ("why?", "and the labour part?") against <conversation>: its subject and last turns.
- You cannot change the quote. Prices, counts and offers of another contractor, another quote or a hypothetical are for comparing only; answer by explaining how to compare like for like (price per opening, same scope, product line, install method, warranty).
- Only when the homeowner clearly states that a figure of THIS quote differs from <quote_fields> (its total, ZIP code, number of windows or doors, or vendor), end your reply with one line ${PROPOSAL_START}{"totalCost":"12500.00"}${PROPOSAL_END} holding just those fields (totalCost as a decimal string, zipCode five digits, windows and doors whole numbers, vendor text). Do not say you changed anything: the homeowner will be asked to confirm.`;

export function buildChatMessage(question: string, ctx: ChatContext): string {
  const context = contextForModel(ctx.input, ctx.analysis);
  const turns = (ctx.conversation?.recent ?? [])
    .slice(-RECENT_TURNS)
    .map((t) => ({ role: t.role, text: redact(t.content.slice(0, MAX_TURN_CHARS)) }));
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
    `<knowledge>${JSON.stringify(ctx.knowledge ?? [])}</knowledge>`,
    `<conversation subject="${ctx.conversation?.subject ?? ''}">${JSON.stringify(turns)}</conversation>`,
    `<topic>${ctx.topic ?? ''}</topic>`,
    `<quote_lines>${JSON.stringify((ctx.quoteLines ?? []).map((l) => redact(l)))}</quote_lines>`,
    ...(ctx.reference ? ['<reference_answer>', redact(ctx.reference), '</reference_answer>'] : []),
    '',
    '<question>',
    redact(question.slice(0, MAX_QUESTION_CHARS)),
    '</question>',
  ].join('\n');
}

export async function answerWithBedrock(
  question: string,
  ctx: ChatContext,
  fallback: () => string,
  deps: BedrockDeps,
): Promise<BedrockAnswer> {
  const warn = (reason: string, extra: object = {}) =>
    deps.log?.('Bedrock chat answer not used; the rules-based answer is given', {
      reason,
      modelId: deps.modelId,
      ...extra,
    });
  const rules = (): BedrockAnswer => ({ text: fallback() });
  try {
    const answer = await converse(deps, {
      system: CHAT_SYSTEM_PROMPT,
      user: buildChatMessage(question, ctx),
      maxTokens: MAX_TOKENS,
    });
    if (answer.stopReason === 'max_tokens') {
      warn('reply too long', { stopReason: answer.stopReason });
      return rules();
    }
    if (answer.stopReason && answer.stopReason !== 'end_turn' && answer.stopReason !== 'stop_sequence') {
      warn('unexpected stop reason', { stopReason: answer.stopReason });
      return rules();
    }
    const { text, proposedFields, invalidProposal } = splitProposal(answer.text.trim());
    if (invalidProposal)
      deps.log?.('Bedrock proposed a field change that is not well formed; it is dropped', { modelId: deps.modelId });
    if (!text) {
      warn('empty reply', { stopReason: answer.stopReason });
      return rules();
    }
    if (text.length > MAX_CHAT_REPLY_CHARS) {
      warn('reply too long', { replyLength: text.length, stopReason: answer.stopReason });
      return rules();
    }
    if (!quotesOnlyTheQuote(text, ctx.input.text)) {
      warn('quoted a line the quote does not print');
      return rules();
    }
    return proposedFields ? { text, proposedFields } : { text };
  } catch (error) {
    warn('call failed', describeError(error));
    return rules();
  }
}
