import type { PiiFingerprints } from '../fields/pii-fingerprints.js';
import type { ChecklistResult, ChoiceField, Quote } from '@shared/types.js';
import type {
  AnswerKey,
  ChatQuestion,
  EditableField,
  FieldEdit,
  GivenAnswer,
  HomeownerAnswers,
  UnclearLine,
} from '../analysis/types.js';
import type { QuoteItem } from '../fields/quote-fields.js';
import type { ReplyFields } from '../analysis/chat/restate.js';
import { contractorQuestions } from '../analysis/contractor-questions.js';
import { canRetry, type FailureKind } from './failure.js';

/** A quote as stored: the API's Quote plus what only the server needs. */
export interface QuoteRecord extends Omit<Quote, 'checklistResults' | 'canRetry'> {
  contentType: string;
  fileSize: number;
  /** Key of the original file in the uploads bucket. */
  fileKey: string;
  /** The pipeline step that ran last; a retry resumes there. */
  pipelineStep?: string;
  /** Why the quote failed, written with status error (failure.ts): a retry can fix only 'internal'. */
  failureKind?: FailureKind;
  userEmail: string | null;
  /** The guest session that uploaded it (HttpOnly cookie), until an account claims it. */
  guestId: string | null;
  updatedAt: string;
  /** Fields extraction left empty because it was unsure, with why: the chat asks about them. */
  uncertainFields?: { field: string; reason: string }[];
  checklistResults: StoredResult[];
  /** What the homeowner told the chat. */
  answers?: HomeownerAnswers;
  /** Each answer as the homeowner gave it (redacted) and when: a rating it decides quotes it. */
  answersGiven?: Partial<Record<AnswerKey, GivenAnswer>>;
  /** Fields the homeowner changed (on the page or in the chat): the value read from the quote, and when. */
  fieldEdits?: Partial<Record<EditableField, FieldEdit>>;
  /** The question the chat asked last and waits for. */
  pendingQuestion?: { category: string; question: ChatQuestion } | null;
  /**
   * Figures the homeowner mentioned without saying they are this quote's ("he quoted me $2,500"):
   * the chat asked whether to apply them and changes nothing until the homeowner confirms.
   */
  /** A change the chat asked the homeowner to confirm: figures of unclear origin, facts stated unasked. */
  pendingFieldChange?: {
    fields: Partial<ReplyFields>;
    answers?: Partial<HomeownerAnswers>;
    /** The message (redacted) that stated the answers: what "You said" quotes once they are confirmed. */
    said?: string;
  } | null;
  /**
   * For a field extraction left empty (vendor, total, ZIP): its best candidates (at most two, as the
   * field is stored, redacted like all stored text), which the chat offers as one-tap choices; a tap
   * must name one of them.
   */
  fieldChoices?: Partial<Record<ChoiceField, string[]>>;
  /** The chat's check of the figures the price check used (conversation/fields-check.ts). */
  fieldsCheck?: FieldsCheck;
  /** What the conversation is about (the topic of the chat's last answer): follow-ups lean on it. */
  chatSubject?: string | null;
  /** Categories the chat has asked about (answered or skipped): not asked again. */
  closedQuestions?: string[];
  analysisEngine?: string;
  knowledgeVersion?: string;
  /** How the upload was paid: the free analysis or one credit (absent: nothing was taken). */
  charge?: 'free' | 'credit';
  /** The charge was given back after a failure that was not the file's fault. */
  chargeReturned?: boolean;
  /** Bumped by every analysis or chat write; a write expecting an older revision is refused. */
  revision?: number;
  /** The analysis before the homeowner's latest edits, which the next full analysis compares with (conversation/edit-baseline.ts). */
  analysisBeforeEdit?: AnalysisBeforeEdit | null;
  /**
   * Extractions of the file that started and did not end (the process died while reading it):
   * counted up when the extract step starts, removed when it ends either way. See local/resume.ts.
   */
  unfinishedExtractions?: number;
  /**
   * Fingerprints of the customer's personal information found at upload (never the values; never
   * shown): the shared report hides it again wherever it turns up (functions/fields/pii-fingerprints.ts).
   */
  piiFingerprints?: PiiFingerprints;
}

/**
 * Where the check of the figures stands: what the chat asked last and waits for (the figures, which one
 * to fix, or a field's choices), what it has asked, and when the homeowner said the figures are right
 * or fixed them (then it is not asked again).
 */
export interface FieldsCheck {
  asking: 'confirm' | 'fix' | ChoiceField | null;
  /** What the chat has asked once (a field's choices, the figures): never asked again. */
  asked: (ChoiceField | 'confirm')[];
  confirmedAt: string | null;
}

/** The score and the items' verdicts as they stood before a run of edits, and the revision of the edits' last write. */
export interface AnalysisBeforeEdit {
  revision: number;
  score: number | null;
  results: { category: string; status: string; explanation: string }[];
}

/** A checklist result as stored: what the API shows plus the chat question of an open item. */
export interface StoredResult extends ChecklistResult {
  question?: ChatQuestion;
}

/** A new quote for an uploaded file: nothing extracted yet. */
export function newQuoteRecord(
  init: Pick<QuoteRecord, 'id' | 'fileName' | 'contentType' | 'fileSize' | 'fileKey' | 'status' | 'progressMessage'> & {
    owner: { userId: string; email: string } | { guestId: string | null };
    createdAt: string;
  },
): QuoteRecord {
  const { owner, ...file } = init;
  const user = 'userId' in owner ? owner : undefined;
  return {
    ...file,
    updatedAt: init.createdAt,
    userId: user?.userId ?? null,
    userEmail: user?.email ?? null,
    guestId: 'guestId' in owner ? owner.guestId : null,
    isGuestQuote: !user,
    overallScore: null,
    quoteType: null,
    vendor: null,
    totalCost: null,
    zipCode: null,
    customerZip: null,
    quantities: null,
    scope: null,
    projectAddress: null,
    scopeOfWork: null,
    checklistResults: [],
  };
}

/** The quote as the API answers it (spec section 3). */
export function toQuote(record: QuoteRecord): Quote {
  return {
    id: record.id,
    fileName: record.fileName,
    status: record.status,
    progressMessage: record.progressMessage ?? null,
    overallScore: record.overallScore ?? null,
    quoteType: record.quoteType ?? null,
    vendor: record.vendor ?? null,
    totalCost: record.totalCost ?? null,
    zipCode: record.zipCode ?? null,
    customerZip: record.customerZip ?? null,
    quantities: record.quantities ?? null,
    scope: record.scope ?? null,
    projectAddress: record.projectAddress ?? null,
    scopeOfWork: record.scopeOfWork ?? null,
    userId: record.userId ?? null,
    isGuestQuote: record.isGuestQuote,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    failedStatus: record.status === 'error' ? (record.failedStatus ?? null) : null,
    canRetry: canRetry(record),
    // Items stored before every result carried them read back with `modified` false and an empty history.
    checklistResults: (record.checklistResults ?? []).map(({ question: _question, ...result }) => ({
      ...result,
      modified: result.modified ?? false,
      modificationHistory: result.modificationHistory ?? [],
    })),
  };
}

/** One quote as its own page reads it: the API view plus the questions for the contractor (lists leave them out). */
export function toQuoteDetail(record: QuoteRecord): Quote {
  return {
    ...toQuote(record),
    contractorQuestions: contractorQuestions(record.checklistResults ?? [], { vendor: record.vendor }),
  };
}

/** What the Extracted Text dialog shows (spec section 3), stored apart from the quote. */
export interface ExtractedTextRecord {
  extractedText: string;
  extractionDetails: string;
  charactersExtracted: number;
  extractionMethod: string;
  extractionTimestamp: string;
  meanConfidence: number;
  /** Server only: the redacted text without options the homeowner did not choose, which the analysis reads. */
  analysisText?: string;
  /** Server only: the counted window and door lines, for pricing each unit. */
  items?: QuoteItem[];
  /** Server only: lines read from a photo or scan with words the reader was unsure of (never quoted as they stand). */
  unclear?: UnclearLine[];
}
