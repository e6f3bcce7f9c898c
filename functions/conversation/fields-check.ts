/**
 * The chat's check of the figures the price check rests on. After the analysis the chat first offers
 * the candidates of a field the quote left unclear ("Is the total $X or $Y?"), then states the total,
 * the counts and the ZIP it used and asks whether they are right; the checklist's own questions come
 * after. A chosen candidate or a fixed figure is a correction of the fields, made as the edit pencils
 * make it (quote-analysis.ts fieldCorrection). Each question is asked once; a tapped button replayed
 * changes nothing.
 */
import { FIELDS_CHECK_BUTTONS } from '@shared/fields-check.js';
import type { ChatAction, ChatButtonAction, ChoiceField } from '@shared/types.js';
import type { UpdateScopeRequest } from '@shared/validation.js';
import { interpretReply } from '../analysis/chat/interpret-reply.js';
import { yesNo } from '../analysis/chat/readers/yes-no.js';
import { clausesOf, normalize } from '../analysis/chat/sentences.js';
import type { ChatQuestion } from '../analysis/types.js';
import { redactText } from '../fields/redact.js';
import { ConflictError, ValidationError } from '../lib/errors.js';
import type { FieldsCheck, QuoteRecord } from '../quotes/quote-record.js';
import { FIELD_LABELS } from './affected.js';
import { closingText, message, questionText } from './chat-messages.js';
import {
  changedText,
  CHOICE_NAMES,
  choiceMatching,
  CONFIRMED_TEXT,
  FIX_TEXT,
  neitherText,
  saysNeither,
  shownValue,
} from './fields-check-text.js';
import type { AnalysisDeps } from './ports.js';
import { fieldCorrection, save, statusAfter, type QuoteState } from './quote-analysis.js';
import type { Pending } from './next-question.js';
import { fieldsFromReply } from './reply-fields.js';
import { nextFieldsAsk, NOTHING_ASKED } from './fields-ask.js';

/** The checklist's own question for a field left empty (the price item asks for the total), if it has one. */
function askingFor(record: QuoteRecord, field: ChoiceField): Pending | null {
  const open = record.checklistResults.find((r) => r.status === 'unknown_discuss' && r.question?.answer === field);
  return open?.category && open.question ? { category: open.category, question: open.question } : null;
}

/** What the chat says after an answer: the next question about the figures, else the checklist's, else its closing words. */
function followUp(record: QuoteRecord): { text: string; actions?: ChatButtonAction[]; check: FieldsCheck } {
  const next = nextFieldsAsk(record);
  if (next) return { text: next.ask.text, actions: next.ask.actions, check: next.check };
  const check = { ...(record.fieldsCheck ?? NOTHING_ASKED), asking: null };
  const pending = record.pendingQuestion;
  const result = pending && record.checklistResults.find((r) => r.category === pending.category);
  if (pending && result) return { text: questionText(result, pending.question), check };
  const asked = (record.closedQuestions ?? []).length > 0;
  return { text: closingText(record.overallScore ?? 0, { asked }), check };
}

/** The words of a tapped button, as the chat offered it. */
function labelOf(action: ChatAction): string {
  if (action.kind === 'confirm-fields') return FIELDS_CHECK_BUTTONS[action.answer];
  return action.value === null ? FIELDS_CHECK_BUTTONS.neither : shownValue(action.field, action.value);
}

type CheckAnswer =
  | { kind: 'yes' }
  | { kind: 'fix' }
  | { kind: 'choose'; field: ChoiceField; value: string | null }
  | { kind: 'figures'; request: UpdateScopeRequest };

/** A tapped button, checked against what the quote offers: an unknown choice is refused (400) and changes nothing. */
function tapped(record: QuoteRecord, action: ChatAction): CheckAnswer {
  if (!record.checklistResults?.length) throw new ConflictError('The chat opens once your quote has been read.');
  if (action.kind === 'confirm-fields') return { kind: action.answer };
  const values = record.fieldChoices?.[action.field] ?? [];
  const name = CHOICE_NAMES[action.field];
  if (!values.length) throw new ValidationError(`There is no choice to make for the ${name} of this quote.`);
  if (action.value !== null && !values.includes(action.value))
    throw new ValidationError(
      `That is not one of the choices for the ${name}: ${values.map((v) => shownValue(action.field, v)).join(' or ')}.`,
    );
  return { kind: 'choose', field: action.field, value: action.value };
}

/**
 * The quote figures a typed message states: the field asked about is read as an answer to it; figures
 * of unclear origin ("9 windows") count only when the chat asked which figure to fix, and never those
 * of another quote.
 */
function figuresIn(record: QuoteRecord, text: string, field: ChoiceField | null): UpdateScopeRequest | null {
  const asked: ChatQuestion | null = field ? { text: '', answer: field, expects: 'text', options: [] } : null;
  const reading = interpretReply(text, asked, {
    totalCents: Math.round(Number(record.totalCost ?? 0) * 100) || null,
  });
  if (reading.mentionsOtherQuote) return null;
  const fixing = record.fieldsCheck?.asking === 'fix';
  const request = fieldsFromReply({ ...(fixing ? reading.unconfirmed : {}), ...reading.fields }, record);
  return Object.keys(request).length ? request : null;
}

/** A message that asks a question of its own: a clause of it is a question. */
function asksSomething(text: string): boolean {
  return clausesOf(normalize(text)).some((c) => c.question);
}

/** What a typed message answers to the question about the figures the chat is waiting on; undefined for anything else. */
function typed(record: QuoteRecord, text: string): CheckAnswer | undefined {
  const asking = record.fieldsCheck?.asking;
  if (!asking) return undefined;
  const field = asking === 'confirm' || asking === 'fix' ? null : asking;
  if (field) {
    const chosen = choiceMatching(field, record.fieldChoices?.[field] ?? [], text);
    if (chosen) return { kind: 'choose', field, value: chosen };
  }
  const request = figuresIn(record, text, field);
  if (request) return { kind: 'figures', request };
  if (asking === 'fix') return undefined;
  if (field) return saysNeither(text) ? { kind: 'choose', field, value: null } : undefined;
  if (text.trim().toLowerCase() === FIELDS_CHECK_BUTTONS.fix.toLowerCase()) return { kind: 'fix' };
  // A question ("None of the others mentioned lead. Is that a red flag?") is no yes or no to the figures.
  if (asksSomething(text)) return undefined;
  const said = yesNo(text);
  return said === true ? { kind: 'yes' } : said === false ? { kind: 'fix' } : undefined;
}

/**
 * A chat turn that answers the check of the figures (a tapped button, or typed words the chat was
 * waiting for); null when the message is about something else. A button replayed changes nothing and
 * says nothing.
 */
export async function fieldsCheckTurn(
  record: QuoteRecord,
  text: string,
  action: ChatAction | undefined,
  deps: AnalysisDeps,
  now: Date,
): Promise<QuoteState | null> {
  const answer = action ? tapped(record, action) : typed(record, text);
  if (!answer) return null;
  const check = record.fieldsCheck ?? NOTHING_ASKED;
  const unchanged: QuoteState = { record, messages: [] };
  // A tapped button is kept as its own label, whatever words came with it.
  const user = message('user', action ? labelOf(action) : redactText(text).text, now);
  const reply = async (lines: string[], changes: Partial<QuoteRecord>, next = true): Promise<QuoteState> => {
    const after = followUp({ ...record, ...changes });
    const words = next ? [...lines, after.text] : lines;
    const assistant = message('assistant', words.join('\n\n'), new Date(now.getTime() + 1));
    const actions = next && after.actions ? { actions: after.actions } : {};
    const fieldsCheck = next ? after.check : changes.fieldsCheck;
    return save(record, { ...changes, fieldsCheck }, [user, { ...assistant, ...actions }], deps);
  };
  const settled = (): FieldsCheck => ({ ...check, asking: null, confirmedAt: now.toISOString() });

  switch (answer.kind) {
    case 'yes':
      if (check.confirmedAt) return unchanged;
      return reply([CONFIRMED_TEXT], { fieldsCheck: settled() });
    case 'fix':
      if (check.asking === 'fix') return unchanged;
      return reply([FIX_TEXT], { fieldsCheck: { ...check, asking: 'fix' } }, false);
    case 'choose': {
      const { field, value } = answer;
      const answered = { ...check, asking: null, asked: [...new Set([...check.asked, field])] };
      if (value === null) {
        if (check.asking !== field && check.asked.includes(field)) return unchanged;
        const asks = askingFor(record, field);
        if (!asks) return reply([neitherText(field)], { fieldsCheck: answered });
        const result = record.checklistResults.find((r) => r.category === asks.category)!;
        return reply(
          [neitherText(field), questionText(result, asks.question)],
          { fieldsCheck: answered, pendingQuestion: asks, ...statusAfter(asks) },
          false,
        );
      }
      if (record[field] === value) return unchanged;
      return corrected(record, { [field]: value }, answered, deps, now, reply);
    }
    case 'figures': {
      const field = check.asking;
      const answered =
        field === 'confirm' || field === 'fix' || !field
          ? settled()
          : { ...check, asking: null, asked: [...new Set([...check.asked, field])] };
      return corrected(record, answer.request, answered, deps, now, reply);
    }
  }
}

/** A figure chosen or fixed in the chat: saved and re-analysed as an edit pencil does, and said. */
async function corrected(
  record: QuoteRecord,
  request: UpdateScopeRequest,
  fieldsCheck: FieldsCheck,
  deps: AnalysisDeps,
  now: Date,
  reply: (lines: string[], changes: Partial<QuoteRecord>) => Promise<QuoteState>,
): Promise<QuoteState> {
  const correction = await fieldCorrection(record, request, deps, now);
  if (!correction) return reply(['Those are the figures I have already.'], { fieldsCheck });
  const said = changedText(correction.changed, FIELD_LABELS);
  return reply([[said, ...correction.lines].join('\n')], { ...correction.changes, fieldsCheck });
}
