/**
 * One turn of the Expert Chat: the homeowner's message (stored redacted) and the assistant's reply.
 * The reply applies what the message tells about this quote (with history), asks before applying a
 * figure of unclear origin, answers free questions with the analysis engine, and asks the chat's own
 * next question, one per reply.
 */
import { findCategory, QUICK_QUESTIONS_START } from '@shared/checklist.js';
import type { ChatAction, ChatMessage } from '@shared/types.js';
import type { UpdateScopeRequest } from '@shared/validation.js';
import { FIELDS_ASKED, interpretReply } from '../analysis/chat/interpret-reply.js';
import { yesNo } from '../analysis/chat/readers/yes-no.js';
import { confirmFieldsAnswer, restateAnswer, restateFields, type ReplyFields } from '../analysis/chat/restate.js';
import { loadKnowledge } from '../analysis/knowledge/index.js';
import type { AnswerKey, HomeownerAnswers } from '../analysis/types.js';
import { redactText } from '../fields/redact.js';
import type { QuoteRecord, StoredResult } from '../quotes/quote-record.js';
import { fieldsWorthAsking, splitReading, type Change } from './answer-or-proposal.js';
import {
  asksBackToChecklist,
  BACK_TO_CHECKLIST,
  closingText,
  message,
  questionText,
  withQuickQuestions,
  FREE_QUESTIONS,
} from './chat-messages.js';
import { confirmChangeQuestion } from './confirm-change.js';
import { subjectAfter } from './follow-up.js';
import { answerFreeQuestion } from './free-question.js';
import { nextQuestion, type Pending } from './next-question.js';
import { fieldEditsAfter } from './field-edits.js';
import { fieldsCheckTurn } from './fields-check.js';
import { fieldsFromReply } from './reply-fields.js';
import { compareWithOtherQuotes } from './other-quotes.js';
import type { ConversationDeps } from './ports.js';
import { analysisTier, reanalyzeAfter, save, statusAfter, type QuoteState } from './quote-analysis.js';
import { asksToCompareWithOtherQuote } from '../compare/chat-answer.js';

/** How to weigh another quote's figures, said whenever the chat leaves this quote as it is. */
const LIKE_FOR_LIKE =
  'Figures from other quotes are for comparing, not for changing this one: compare like for like, the price per opening for the same scope, product line, install method and warranty.';

/** The proposed fields that differ from the quote's; null when none does. */
function changedFields(proposed: Partial<ReplyFields>, record: QuoteRecord): Partial<ReplyFields> | null {
  const current = fieldsFromReply(proposed, record);
  const differs = (Object.keys(current) as (keyof UpdateScopeRequest)[]).some((k) =>
    k === 'totalCost'
      ? Number(current.totalCost) !== Number(record.totalCost)
      : current[k] !== record[k as keyof QuoteRecord],
  );
  return differs ? proposed : null;
}

/** Whether a change answers the chat's pending question (its answer key, or the fields it asked for). */
function answersPending(reading: Change, pending: Pending): boolean {
  const key = pending.question.answer as string;
  if ((reading.answers as Record<string, unknown>)[key] !== undefined) return true;
  return (FIELDS_ASKED[key] ?? []).some((f) => reading.fields[f] !== undefined);
}

/** A free answer's reply, with the button that brings the chat's own question back (none when it has buttons). */
function withBackButton(reply: string, language: 'en' | 'es'): string {
  return reply.includes(QUICK_QUESTIONS_START) ? reply : withQuickQuestions(reply, [BACK_TO_CHECKLIST[language]]);
}

/** The chat's question asked now: the one waiting, else the next; when none is left, the close. */
function backToChecklist(
  record: QuoteRecord & { checklistResults: StoredResult[] },
  userMessage: ChatMessage,
  also: Partial<QuoteRecord>,
  deps: ConversationDeps,
  now: Date,
): Promise<QuoteState> {
  const results = record.checklistResults;
  const closed = record.closedQuestions ?? [];
  const next = record.pendingQuestion ?? nextQuestion(results, closed, analysisTier(record));
  const result = next && results.find((r) => r.category === next.category);
  const reply =
    next && result
      ? questionText(result, next.question)
      : closingText(record.overallScore ?? 0, { asked: closed.length > 0 });
  const status = record.status === 'discussing' || record.status === 'completed' ? statusAfter(next) : {};
  const at = new Date(now.getTime() + 1);
  return save(
    record,
    { ...also, pendingQuestion: next, ...status },
    [userMessage, message('assistant', reply, at)],
    deps,
  );
}

/** Answers as they may be stored: what the homeowner typed (a product line) with personal information replaced. */
function redactedAnswers(answers: Partial<HomeownerAnswers>): Partial<HomeownerAnswers> {
  return Object.fromEntries(
    Object.entries(answers).map(([k, v]) => [k, typeof v === 'string' ? redactText(v).text : v]),
  ) as Partial<HomeownerAnswers>;
}

function changedAnswers(before: HomeownerAnswers, found: Partial<HomeownerAnswers>): (keyof HomeownerAnswers)[] {
  return (Object.keys(found) as (keyof HomeownerAnswers)[]).filter(
    (k) => found[k] !== undefined && found[k] !== before[k],
  );
}

/**
 * One chat turn: the homeowner's message (stored redacted) and the assistant's reply. A tapped button
 * or an answer to the chat's check of the figures goes to fields-check.ts; any other message, while
 * that check waits, is answered as usual and the checklist's question (not yet asked) follows.
 */
export async function chatTurn(
  record: QuoteRecord,
  text: string,
  deps: ConversationDeps,
  now = new Date(),
  action?: ChatAction,
): Promise<QuoteState> {
  const checked = await fieldsCheckTurn(record, text, action, deps, now);
  if (checked) return checked;
  const check = record.fieldsCheck;
  if (!check?.asking) return answerTurn(record, text, deps, now);
  return answerTurn({ ...record, pendingQuestion: null }, text, deps, now, { fieldsCheck: { ...check, asking: null } });
}

async function answerTurn(
  record: QuoteRecord,
  text: string,
  deps: ConversationDeps,
  now: Date,
  also: Partial<QuoteRecord> = {},
): Promise<QuoteState> {
  const userMessage = message('user', redactText(text).text, now);
  const at = (n: number) => new Date(now.getTime() + n);
  if (!record.checklistResults?.length) {
    const reply = message(
      'assistant',
      'Your quote is still being analysed. I will post the 10-point checklist here in a moment, and then we can talk it through.',
      at(1),
    );
    return save(record, { ...also }, [userMessage, reply], deps);
  }
  const knowledge = loadKnowledge();
  const pending = record.pendingQuestion ?? null;
  // The chat asked whether figures or facts the homeowner mentioned are this quote's: a yes applies them
  // (with history, as any correction), a no leaves the quote as it is; anything else moves on.
  const offered = record.pendingFieldChange ?? null;
  const confirmed = offered ? confirmFieldsAnswer(text, yesNo) : undefined;
  // Any other message leaves the offer behind: only the very next message can confirm it.
  if (offered && confirmed === undefined) also = { ...also, pendingFieldChange: null };
  if (offered && confirmed === false) {
    const figures = Object.keys(offered.fields).length > 0;
    const lines = [`All right — I left this quote as it is.${figures ? ` ${LIKE_FOR_LIKE}` : ''}`];
    const next = pending ?? nextQuestion(record.checklistResults, record.closedQuestions ?? [], analysisTier(record));
    const result = next && record.checklistResults.find((r) => r.category === next.category);
    if (next && result) lines.push(`\n${questionText(result, next.question)}`);
    return save(
      record,
      { ...also, pendingFieldChange: null },
      [userMessage, message('assistant', lines.join('\n'), at(1))],
      deps,
    );
  }
  // "Back to the checklist": the question waiting behind a free answer, or the next one, now.
  if (!confirmed && asksBackToChecklist(text)) return backToChecklist(record, userMessage, also, deps, now);
  const reading = confirmed
    ? null
    : interpretReply(text, pending?.question ?? null, {
        brands: knowledge.quality.brands,
        totalCents: Math.round(Number(record.totalCost ?? 0) * 100) || null,
        today: now.toISOString().slice(0, 10),
      });
  // Only the answer to the chat's own question applies now; what else the message states is asked back.
  const { applied, proposed } = reading
    ? splitReading(reading, pending)
    : { applied: { answers: offered!.answers ?? {}, fields: offered!.fields }, proposed: null };
  const worth = proposed && { ...proposed, fields: fieldsWorthAsking(proposed.fields, record, Boolean(reading?.asks)) };
  let toConfirm: Change | null =
    worth && (Object.keys(worth.answers).length || Object.keys(worth.fields).length) ? worth : null;
  const summary = [
    ...(Object.entries(applied.answers) as [AnswerKey, HomeownerAnswers[AnswerKey]][])
      .map(([k, v]) => restateAnswer(k, v))
      .filter((s): s is string => Boolean(s)),
    ...restateFields(applied.fields),
  ];
  const answersBefore = record.answers ?? {};
  const answerKeys = changedAnswers(answersBefore, applied.answers);
  const fieldChanges = fieldsFromReply(applied.fields, record);
  const fieldKeys = (Object.keys(fieldChanges) as (keyof UpdateScopeRequest)[]).filter(
    (k) => fieldChanges[k] !== record[k as keyof QuoteRecord],
  );
  let closed = [...(record.closedQuestions ?? [])];
  const lines: string[] = [];
  let changes: Partial<QuoteRecord> = {};
  let results = record.checklistResults;
  let tier = analysisTier(record);

  if (answerKeys.length || fieldKeys.length) {
    const heard = (k: keyof HomeownerAnswers) => {
      const value = applied.answers[k];
      return typeof value === 'string' ? redactText(value).text : value;
    };
    const answers = { ...answersBefore, ...Object.fromEntries(answerKeys.map((k) => [k, heard(k)])) };
    // What the homeowner said for each answer, in their words (as stored: redacted) and when.
    // A confirmed proposal was said in the message that stated it, not in the "Yes".
    const said = (confirmed && offered?.said) || userMessage.content;
    const given = { text: said, at: now.toISOString() };
    const answersGiven = answerKeys.length
      ? { ...(record.answersGiven ?? {}), ...Object.fromEntries(answerKeys.map((k) => [k, given])) }
      : record.answersGiven;
    const fieldValues = Object.fromEntries(fieldKeys.map((k) => [k, fieldChanges[k]]));
    const fieldEdits = fieldEditsAfter(record, fieldValues, now.toISOString());
    const recorded = { ...(answersGiven ? { answersGiven } : {}), ...(fieldEdits ? { fieldEdits } : {}) };
    const updated: QuoteRecord = { ...record, ...fieldValues, answers, ...recorded };
    const because = redactText(
      summary.length ? `based on your answer (${summary.join('; ')})` : 'based on your answer',
    ).text;
    // What the homeowner typed is kept only with personal information replaced.
    const reason = redactText(summary.length ? `You said ${summary.join('; ')}` : 'Updated from your chat answer').text;
    const outcome = await reanalyzeAfter(
      updated,
      { fields: fieldKeys, answers: answerKeys, reason, because: because.replace(/^based on /, ''), reply: said },
      now,
      deps,
    );
    changes = { ...fieldValues, answers, ...recorded, ...outcome.changes };
    results = outcome.results;
    lines.push(...outcome.lines);
    if (outcome.analysis) tier = outcome.analysis.facts.location.hurricaneTier;
    // A fact about another item leaves the chat's own question open.
    if (pending && answersPending(applied, pending)) closed = [...new Set([...closed, pending.category])];
  } else if (pending && reading?.unsure) {
    closed = [...new Set([...closed, pending.category])];
    const title = findCategory(pending.category)?.title ?? pending.category;
    lines.push(
      `No problem — I'll leave **${title}** as Need Info. It's worth asking the contractor about it before you sign.`,
    );
  } else if (toConfirm && !reading?.asks) {
    // A fact stated unasked: the question that asks it back (below) is the whole reply.
  } else if (!toConfirm && asksToCompareWithOtherQuote(text)) {
    // "How does this compare with my other quote?": the compare page's comparison, in the chat.
    lines.push(await compareWithOtherQuotes(record, now, deps));
    if (pending ?? nextQuestion(results, closed, tier)) {
      const reply = withBackButton(lines.join('\n'), 'en');
      return save(
        record,
        { ...also, pendingQuestion: pending },
        [userMessage, message('assistant', reply, at(1))],
        deps,
      );
    }
  } else {
    const answer = await answerFreeQuestion(record, results, text, deps, now);
    // A model may only propose a change of this quote's fields: it is asked back like any unclear figure.
    if (!toConfirm && answer.proposedFields) {
      const fields = changedFields(answer.proposedFields, record);
      if (fields) toConfirm = { answers: {}, fields };
    }
    changes = { chatSubject: subjectAfter(answer.topic) ?? record.chatSubject ?? null };
    lines.push(answer.text);
    if (reading?.otherQuoteFacts && !toConfirm) lines.push(`\nI have left this quote as it is. ${LIKE_FOR_LIKE}`);
    // One answer per reply: the chat's own question waits behind a button, in the answer's language.
    const spanish = answer.language === 'es';
    const left = toConfirm ? null : (pending ?? nextQuestion(results, closed, tier));
    if (left || (spanish && !toConfirm)) {
      const reply = left ? withBackButton(lines.join('\n'), spanish ? 'es' : 'en') : lines.join('\n');
      return save(
        record,
        { ...also, ...changes, pendingQuestion: pending },
        [userMessage, message('assistant', reply, at(1))],
        deps,
      );
    }
  }

  const next = nextQuestion(results, closed, tier);
  const wasOpen = record.status === 'discussing';
  if (toConfirm) {
    // Facts of this quote were applied above; figures of unclear origin wait for a yes. One question
    // per reply: the checklist's question comes after this one.
    lines.push(`\n${confirmChangeQuestion(toConfirm, results)}`);
  } else if (next) {
    const result = results.find((r) => r.category === next.category)!;
    lines.push(`\n${questionText(result, next.question)}`);
  } else if (wasOpen) {
    lines.push(`\n${closingText(changes.overallScore ?? record.overallScore ?? 0, { asked: true })}`);
  } else if (!lines.some((l) => l.includes('[['))) {
    lines[lines.length - 1] = withQuickQuestions(lines[lines.length - 1] ?? '', FREE_QUESTIONS);
  }
  const statusChanges = record.status === 'discussing' || record.status === 'completed' ? statusAfter(next) : {};
  return save(
    record,
    {
      ...also,
      ...changes,
      pendingQuestion: next,
      closedQuestions: closed,
      pendingFieldChange: toConfirm
        ? {
            fields: toConfirm.fields,
            ...(Object.keys(toConfirm.answers).length
              ? { answers: redactedAnswers(toConfirm.answers), said: userMessage.content }
              : {}),
          }
        : null,
      ...statusChanges,
    },
    [userMessage, message('assistant', lines.join('\n').trim(), at(1))],
    deps,
  );
}
