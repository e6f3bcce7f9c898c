/**
 * In-memory stand-ins for the ports, for unit tests of the use cases: one backend holds the quotes,
 * their texts and messages, the payers and their ledger, like the single DynamoDB table, and applies
 * the same conditions (the status table, revisions, the payment's balance, the free-analysis cap),
 * all-or-nothing. test/integration/store-contract.test.ts holds both to the same contract.
 */
import { statusesBefore, assertTransition, INITIAL_STATUS } from '@shared/statuses.js';
import type { ChatMessage } from '@shared/types.js';
import type { MessageStore } from '../conversation/ports.js';
import type { PayerAccount, QuoteCharge } from '../payments/charge-policy.js';
import { RetryRaceError, UserNotFoundError } from '../payments/errors.js';
import type { ChargeLedger, LedgerEntry } from '../payments/ports.js';
import {
  ChargeChangedError,
  FreeAnalysisCapError,
  QuoteExistsError,
  QuoteMissingError,
  QuoteStatusChangedError,
} from '../quotes/errors.js';
import type {
  FreeAnalysisCap,
  PipelineStarter,
  QuoteChanges,
  QuoteDeps,
  QuoteFiles,
  QuoteStore,
  QuoteWriteConditions,
} from '../quotes/ports.js';
import type { ExtractedTextRecord, QuoteRecord } from '../quotes/quote-record.js';

const copy = <T>(value: T): T => structuredClone(value);

interface UserAccount {
  freeAnalysisUsed: boolean;
  creditBalance: number;
}

export class InMemoryBackend {
  readonly quoteRecords = new Map<string, QuoteRecord>();
  readonly texts = new Map<string, ExtractedTextRecord>();
  readonly messages = new Map<string, ChatMessage[]>();
  readonly users = new Map<string, UserAccount>();
  readonly guests = new Map<string, { freeAnalysisUsed: boolean }>();
  readonly ledger: LedgerEntry[] = [];
  readonly freeAnalysesByIp = new Map<string, number>();
  private entries = 0;

  /** An account with a balance, as signing up makes one. */
  addUser(userId: string, account: Partial<UserAccount> = {}): void {
    this.users.set(userId, { freeAnalysisUsed: false, creditBalance: 0, ...account });
  }

  /** A quote as stored, for tests that start from one. */
  putQuote(quote: QuoteRecord): void {
    this.quoteRecords.set(quote.id, copy(quote));
  }

  private user(userId: string): UserAccount {
    const user = this.users.get(userId);
    if (!user) throw new UserNotFoundError(`User ${userId} does not exist`);
    return user;
  }

  private entry(entry: Omit<LedgerEntry, 'id'>): void {
    this.ledger.push({ id: `entry-${++this.entries}`, ...entry });
  }

  /** Whether `charge` can still be taken; its writes when it can (nothing is written otherwise). */
  private chargeWrites(charge: QuoteCharge, quoteId: string, at: string, note: string): (() => void) | undefined {
    if (charge.kind === 'free' && charge.guestId) {
      const guest = this.guests.get(charge.guestId);
      if (guest?.freeAnalysisUsed) return undefined;
      return () => this.guests.set(charge.guestId!, { freeAnalysisUsed: true });
    }
    if (charge.kind === 'free') {
      const user = this.users.get(charge.userId!);
      if (!user || user.freeAnalysisUsed) return undefined;
      return () => (user.freeAnalysisUsed = true);
    }
    const user = this.users.get(charge.userId);
    if (!user || user.creditBalance !== charge.balanceBefore) return undefined;
    return () => {
      user.creditBalance -= 1;
      this.entry({
        userId: charge.userId,
        amount: -1,
        reason: 'analysis',
        note,
        balanceAfter: user.creditBalance,
        by: charge.userId,
        at,
        quoteId,
      });
    };
  }

  readonly quotes: QuoteStore = {
    get: async (quoteId) => {
      const quote = this.quoteRecords.get(quoteId);
      return quote && copy(quote);
    },

    create: async (quote: QuoteRecord, payment: { charge: QuoteCharge; freeAnalysisCap?: FreeAnalysisCap }) => {
      if (quote.status !== INITIAL_STATUS) throw new Error(`A new quote starts in ${INITIAL_STATUS}`);
      if (this.quoteRecords.has(quote.id)) throw new QuoteExistsError(`Quote ${quote.id} already exists`);
      const pay = this.chargeWrites(payment.charge, quote.id, quote.createdAt, `Quote ${quote.id} analysed`);
      if (!pay) throw new ChargeChangedError(`The payment for quote ${quote.id} changed meanwhile`);
      const cap = payment.freeAnalysisCap;
      const capKey = cap && `${cap.ip}#${cap.at.toISOString().slice(0, 10)}`;
      if (cap && (this.freeAnalysesByIp.get(capKey!) ?? 0) >= cap.cap) {
        throw new FreeAnalysisCapError(`The free analyses of ${cap.ip} are used for today`);
      }
      pay();
      if (capKey) this.freeAnalysesByIp.set(capKey, (this.freeAnalysesByIp.get(capKey) ?? 0) + 1);
      this.quoteRecords.set(quote.id, copy(quote));
    },

    update: async (
      quoteId: string,
      changes: QuoteChanges,
      conditions: QuoteWriteConditions = {},
      messages: ChatMessage[] = [],
    ) => {
      const quote = this.quoteRecords.get(quoteId);
      if (!quote) throw new QuoteMissingError(`Quote ${quoteId} does not exist`);
      const to = changes.status;
      if (conditions.onlyIfStatus && to) assertTransition(conditions.onlyIfStatus, to);
      const statusHolds = conditions.onlyIfStatus
        ? quote.status === conditions.onlyIfStatus
        : !to || statusesBefore(to).includes(quote.status);
      const revisionHolds =
        conditions.onlyIfRevision === undefined || (quote.revision ?? 0) === conditions.onlyIfRevision;
      if (!statusHolds || !revisionHolds) {
        const move = to ? ` (${quote.status} → ${to})` : '';
        throw new QuoteStatusChangedError(`Quote ${quoteId} changed meanwhile${move}`);
      }
      const defined = Object.entries(copy(changes)).filter(([, value]) => value !== undefined);
      Object.assign(quote, Object.fromEntries(defined), { updatedAt: new Date().toISOString() });
      if (messages.length) this.messages.set(quoteId, [...(this.messages.get(quoteId) ?? []), ...copy(messages)]);
    },

    startExtraction: async (quoteId) => {
      const quote = this.quoteRecords.get(quoteId);
      if (!quote) throw new QuoteMissingError(`Quote ${quoteId} does not exist`);
      quote.unfinishedExtractions = (quote.unfinishedExtractions ?? 0) + 1;
      return copy(quote);
    },

    endExtraction: async (quoteId) => {
      const quote = this.quoteRecords.get(quoteId);
      if (quote) delete quote.unfinishedExtractions;
    },

    listByOwner: async (owner, limit = 100) =>
      [...this.quoteRecords.values()]
        .filter((q) => (owner.userId ? q.userId === owner.userId : !q.userId && q.guestId === owner.guestId))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, limit)
        .map(copy),

    listCreatedSince: async (since, limit = 500) =>
      [...this.quoteRecords.values()]
        .filter((q) => q.createdAt >= since)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, limit)
        .map(copy),

    saveText: async (quoteId, text) => void this.texts.set(quoteId, copy(text)),

    getText: async (quoteId) => {
      const text = this.texts.get(quoteId);
      return text && copy(text);
    },

    claimGuestQuote: async (quoteId, guestId, user) => {
      const quote = this.quoteRecords.get(quoteId);
      const account = this.users.get(user.id);
      if (!quote || quote.guestId !== guestId || quote.userId || !account) return false;
      Object.assign(quote, { userId: user.id, userEmail: user.email, isGuestQuote: false });
      account.freeAnalysisUsed = true;
      return true;
    },
  };

  readonly charges: ChargeLedger = {
    account: async (payer): Promise<PayerAccount> => {
      if ('guestId' in payer) {
        return {
          kind: 'guest',
          guestId: payer.guestId,
          freeAnalysisUsed: this.guests.get(payer.guestId)?.freeAnalysisUsed ?? false,
        };
      }
      return { kind: 'user', userId: payer.userId, ...this.user(payer.userId) };
    },

    freeAnalysesToday: async (ip, at) => this.freeAnalysesByIp.get(`${ip}#${at.toISOString().slice(0, 10)}`) ?? 0,

    chargeRetry: async (charged, charge, progressMessage, at) => {
      const quote = this.quoteRecords.get(charged.id);
      if (!quote || quote.status !== 'error' || quote.chargeReturned !== true) {
        throw new RetryRaceError(`Quote ${charged.id} is not a refunded failure any more`);
      }
      const pay = this.chargeWrites(charge, charged.id, at.toISOString(), `Quote ${charged.id} analysed again (retry)`);
      if (!pay) throw new ChargeChangedError(`The payment for quote ${charged.id} changed meanwhile`);
      pay();
      Object.assign(quote, { charge: charge.kind, status: 'processing', progressMessage });
      delete quote.chargeReturned;
    },

    isRefundedFailure: async (quoteId) => {
      const quote = this.quoteRecords.get(quoteId);
      return quote?.status === 'error' && quote.chargeReturned === true;
    },

    returnCharge: async (charged, note, at) => {
      const quote = this.quoteRecords.get(charged.id);
      if (!charged.charge || !quote || quote.chargeReturned) return false;
      if (charged.charge === 'free') {
        if (charged.userId) this.user(charged.userId).freeAnalysisUsed = false;
        else if (charged.guestId) this.guests.set(charged.guestId, { freeAnalysisUsed: false });
        else return false;
      } else {
        const user = this.user(charged.userId!);
        user.creditBalance += 1;
        this.entry({
          userId: charged.userId!,
          amount: 1,
          reason: 'refund',
          note,
          balanceAfter: user.creditBalance,
          by: 'system',
          at: at.toISOString(),
          quoteId: charged.id,
        });
      }
      quote.chargeReturned = true;
      return true;
    },
  };

  readonly messageStore: MessageStore = {
    append: async (quoteId, messages) => {
      this.messages.set(quoteId, [...(this.messages.get(quoteId) ?? []), ...copy(messages)]);
    },
    list: async (quoteId, limit = 500) => copy((this.messages.get(quoteId) ?? []).slice(0, limit)),
    recent: async (quoteId, count) => copy((this.messages.get(quoteId) ?? []).slice(-count)),
  };
}

/** A pipeline that records what it was asked to start; `failWith` makes the next start fail. */
export class RecordingPipeline implements PipelineStarter {
  readonly started: { quoteId: string; resumeFrom?: string }[] = [];
  failWith?: Error;

  async start(quoteId: string, resumeFrom?: string): Promise<string> {
    if (this.failWith) throw this.failWith;
    this.started.push({ quoteId, ...(resumeFrom ? { resumeFrom } : {}) });
    return `arn:execution:${quoteId}:${this.started.length}`;
  }
}

/** The uploads bucket in memory: originals, incoming uploads with their owner tags, and the kept keys. */
export class InMemoryFiles implements QuoteFiles {
  readonly objects = new Map<string, { bytes: Uint8Array; contentType: string; owner?: string; guest?: boolean }>();
  readonly incoming = new Map<string, { bytes: Uint8Array; owner: string }>();

  originalKey(quoteId: string): string {
    return `uploads/${quoteId}/original`;
  }

  async putOriginal(
    quoteId: string,
    bytes: Uint8Array,
    contentType: string,
    options: { owner: string; guestRetention: boolean },
  ): Promise<string> {
    const key = this.originalKey(quoteId);
    this.objects.set(key, { bytes, contentType, owner: options.owner, guest: options.guestRetention });
    return key;
  }

  async presignUpload(uploadId: string, owner: string, maxBytes: number) {
    return { url: `memory://incoming/${uploadId}`, fields: { owner, maxBytes: String(maxBytes) } };
  }

  async headIncoming(uploadId: string) {
    const upload = this.incoming.get(uploadId);
    return upload && { size: upload.bytes.length, owner: upload.owner };
  }

  async readIncoming(uploadId: string) {
    return this.incoming.get(uploadId)?.bytes;
  }

  async deleteIncoming(uploadId: string) {
    this.incoming.delete(uploadId);
  }

  async presignDownload(key: string): Promise<string> {
    return `memory://${key}`;
  }

  async keep(key: string): Promise<void> {
    const object = this.objects.get(key);
    if (object) object.guest = false;
  }
}

/** The quote use cases' dependencies over one in-memory backend, at a fixed clock unless given one. */
export function inMemoryQuoteDeps(
  overrides: Partial<QuoteDeps> = {},
): QuoteDeps & { backend: InMemoryBackend; pipeline: RecordingPipeline; files: InMemoryFiles } {
  const backend = new InMemoryBackend();
  return {
    backend,
    quotes: backend.quotes,
    charges: backend.charges,
    pipeline: new RecordingPipeline(),
    files: new InMemoryFiles(),
    now: () => new Date('2026-06-01T12:00:00Z'),
    freeAnalysesPerIpPerDay: 3,
    ...overrides,
  } as QuoteDeps & { backend: InMemoryBackend; pipeline: RecordingPipeline; files: InMemoryFiles };
}
