/**
 * What the quote use cases need from the outside, as interfaces: the adapters implement them
 * (DynamoDB and S3 in functions/store, Step Functions in functions/services) and in-memory fakes
 * stand in for them in unit tests (functions/testing/in-memory.ts).
 */
import type { PipelineStepId } from '@shared/pipeline.js';
import type { QuoteStatus } from '@shared/statuses.js';
import type { ChatMessage } from '@shared/types.js';
import type { QuoteCharge } from '../payments/charge-policy.js';
import type { ChargeLedger } from '../payments/ports.js';
import type { ExtractedTextRecord, QuoteRecord } from './quote-record.js';

/** The attributes a write may set: anything but the id. A `status` is checked against the status table. */
export type QuoteChanges = Partial<Omit<QuoteRecord, 'id'>>;

export interface QuoteWriteConditions {
  /** Write only while the quote is in this status (QuoteStatusChangedError otherwise). */
  onlyIfStatus?: QuoteStatus;
  /** Write only while the quote is at this revision (QuoteStatusChangedError otherwise). */
  onlyIfRevision?: number;
}

export interface QuoteStore {
  get(quoteId: string): Promise<QuoteRecord | undefined>;
  /**
   * Creates a quote (its id must be new) and counts it in the stats, in one transaction with the
   * writes that pay for it (`charge`: the free analysis, or one credit and its ledger entry) and, for
   * a free analysis, one more count against its address's daily cap. Throws QuoteExistsError,
   * ChargeChangedError (the payment changed: decide again) or FreeAnalysisCapError.
   */
  create(quote: QuoteRecord, payment: { charge: QuoteCharge; freeAnalysisCap?: FreeAnalysisCap }): Promise<void>;
  /**
   * Sets some attributes in one write. A new `status` must be reachable from the stored one (shared/
   * statuses.ts): the write is conditional on it, and QuoteStatusChangedError tells that it was not.
   * QuoteMissingError when the quote does not exist. `messages` are appended to the quote's chat in the
   * same transaction: a reader never sees the quote's new state without the messages that tell of it.
   */
  update(
    quoteId: string,
    changes: QuoteChanges,
    conditions?: QuoteWriteConditions,
    messages?: ChatMessage[],
  ): Promise<void>;
  /**
   * Counts an extraction of the quote's file as started and reads the quote, in one write: the
   * returned `unfinishedExtractions` counts the extractions that started and did not end, this one
   * included. `endExtraction` removes the count when it ends, whichever way.
   */
  startExtraction(quoteId: string): Promise<QuoteRecord>;
  endExtraction(quoteId: string): Promise<void>;
  /** A user's (or a guest session's) quotes, newest first. */
  listByOwner(owner: { userId?: string; guestId?: string }, limit?: number): Promise<QuoteRecord[]>;
  /** Quotes created since `since` (ISO time), newest first: unfinished ones are resumed after a restart. */
  listCreatedSince(since: string, limit?: number): Promise<QuoteRecord[]>;
  saveText(quoteId: string, text: ExtractedTextRecord): Promise<void>;
  getText(quoteId: string): Promise<ExtractedTextRecord | undefined>;
  /**
   * Moves a guest quote to an account, only from the guest session that uploaded it (with the stats
   * and the user's quote count, in one transaction); false when it is not that guest's unclaimed quote.
   */
  claimGuestQuote(quoteId: string, guestId: string, user: { id: string; email: string }): Promise<boolean>;
}

/** A free analysis counted against its address: at most `cap` a day. */
export interface FreeAnalysisCap {
  ip: string;
  at: Date;
  cap: number;
}

/** Starts the quote pipeline (the state machine), from the beginning or from a step to resume at. */
export interface PipelineStarter {
  start(quoteId: string, resumeFrom?: PipelineStepId): Promise<string>;
}

/** A browser's upload, waiting under its upload id until it is checked. */
export interface IncomingUpload {
  size: number;
  /** Who may turn it into a quote (the owner tag its presigned form fixed). */
  owner: string | undefined;
}

/** The private uploads bucket, as the upload and claim use cases need it. */
export interface QuoteFiles {
  /** Where the checked original of a quote is kept. */
  originalKey(quoteId: string): string;
  /** Stores a quote's original; a guest's carries the retention tag until an account claims it. */
  putOriginal(
    quoteId: string,
    bytes: Uint8Array,
    contentType: string,
    options: { owner: string; guestRetention: boolean },
  ): Promise<string>;
  /** A presigned form a browser posts its file with (size and owner fixed by the policy). */
  presignUpload(
    uploadId: string,
    owner: string,
    maxBytes: number,
  ): Promise<{ url: string; fields: Record<string, string> }>;
  headIncoming(uploadId: string): Promise<IncomingUpload | undefined>;
  readIncoming(uploadId: string): Promise<Uint8Array | undefined>;
  deleteIncoming(uploadId: string): Promise<void>;
  /** A short-lived link to the original, served with its type and file name. */
  presignDownload(key: string, contentType: string, fileName: string): Promise<string>;
  /** An account's original is kept as long as its quote: the guest retention tag is removed. */
  keep(key: string): Promise<void>;
}

/** Everything the quote use cases need, wired in functions/wiring/quotes.ts (fakes in unit tests). */
export interface QuoteDeps {
  quotes: QuoteStore;
  charges: ChargeLedger;
  pipeline: PipelineStarter;
  files: QuoteFiles;
  now(): Date;
  /** Free analyses per address and day; null when the abuse limits are off (local test harnesses only). */
  freeAnalysesPerIpPerDay: number | null;
}
