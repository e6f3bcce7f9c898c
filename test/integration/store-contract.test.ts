import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { MessageStore } from '../../functions/conversation/ports.js';
import type { ChargeLedger } from '../../functions/payments/ports.js';
import { RetryRaceError } from '../../functions/payments/errors.js';
import {
  ChargeChangedError,
  FreeAnalysisCapError,
  QuoteExistsError,
  QuoteMissingError,
  QuoteStatusChangedError,
} from '../../functions/quotes/errors.js';
import type { QuoteStore } from '../../functions/quotes/ports.js';
import type { QuoteRecord } from '../../functions/quotes/quote-record.js';
import { InMemoryBackend } from '../../functions/testing/in-memory.js';
import { storedQuote } from '../../functions/testing/quotes.js';
import { ensureTable } from '../../local/dynamodb.js';

/**
 * The quote store and the charge ledger hold to one contract, in DynamoDB (DynamoDB Local, on a table
 * of its own) and in the in-memory backend the unit tests use: the same writes land, the same
 * conditions refuse, with the same errors. A fake that drifted from DynamoDB would fail here.
 */

interface Backend {
  quotes: QuoteStore;
  messages: MessageStore;
  charges: ChargeLedger;
  /** An account as signing up makes one, with a balance. */
  addUser(userId: string, account: { freeAnalysisUsed: boolean; creditBalance: number }): Promise<void>;
}

async function dynamoBackend(): Promise<Backend> {
  const endpoint = `http://127.0.0.1:${inject('basePort') + 10}`;
  const table = `store-contract-${process.pid}-${Date.now()}`;
  await ensureTable(endpoint, table);
  Object.assign(process.env, {
    TABLE_NAME: table,
    DYNAMODB_ENDPOINT: endpoint,
    UPLOADS_BUCKET: 'unused',
    USER_POOL_ID: 'unused',
    USER_POOL_CLIENT_ID: 'unused',
    AWS_REGION: 'us-east-1',
  });
  const { dynamoQuoteStore } = await import('../../functions/store/quotes.js');
  const { dynamoChargeLedger } = await import('../../functions/store/charges.js');
  const { dynamoMessageStore } = await import('../../functions/store/messages.js');
  const { dynamoUserStore } = await import('../../functions/store/users.js');
  const { setCreditBalance } = await import('../../functions/store/credit-ledger.js');
  const { ddb, TABLE } = await import('../../functions/store/client.js');
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  return {
    quotes: dynamoQuoteStore,
    messages: dynamoMessageStore,
    charges: dynamoChargeLedger,
    async addUser(userId, account) {
      await dynamoUserStore.create({
        id: userId,
        email: `${userId}@example.com`,
        fullName: null,
        role: 'user',
        createdAt: '2026-01-01T00:00:00Z',
      });
      await setCreditBalance({ userId, credits: account.creditBalance, note: 'test', by: 'test' });
      await ddb.send(
        new UpdateCommand({
          TableName: TABLE,
          Key: { pk: `USER#${userId}`, sk: 'PROFILE' },
          UpdateExpression: 'SET freeAnalysisUsed = :used',
          ExpressionAttributeValues: { ':used': account.freeAnalysisUsed },
        }),
      );
    },
  };
}

let dynamo: Promise<Backend> | undefined;
/** The store modules read their table once, when first imported: every test here shares that table. */
const sharedDynamoBackend = () => (dynamo ??= dynamoBackend());

function memoryBackend(): Backend {
  const backend = new InMemoryBackend();
  return {
    quotes: backend.quotes,
    messages: backend.messageStore,
    charges: backend.charges,
    addUser: async (userId, account) => backend.addUser(userId, account),
  };
}

let sequence = 0;
/** Ids unique across both backends and runs of the DynamoDB table. */
const newId = () => `contract-${Date.now()}-${++sequence}`.padEnd(24, '0');
const at = new Date('2026-06-01T12:00:00Z');

/** A guest's quote paid with the free analysis, not stored yet. */
function newGuestQuote(overrides: Partial<QuoteRecord> = {}) {
  const guestId = `g-${newId()}`;
  const quote = storedQuote({ id: newId(), userId: null, userEmail: null, guestId, charge: 'free', ...overrides });
  return { guestId, quote };
}

describe.each([
  ['DynamoDB', sharedDynamoBackend],
  ['the in-memory backend', async () => memoryBackend()],
] as const)('the quote store and the charge ledger in %s', (_name, make) => {
  let store: Backend;
  beforeAll(async () => {
    store = await make();
  });

  async function userQuote(account: { freeAnalysisUsed: boolean; creditBalance: number }) {
    const userId = `u-${newId()}`;
    await store.addUser(userId, account);
    const quote = storedQuote({ id: newId(), userId, guestId: null, createdAt: at.toISOString() });
    return { userId, quote };
  }

  it("creates a quote paid with the account's free analysis, once", async () => {
    const { userId, quote } = await userQuote({ freeAnalysisUsed: false, creditBalance: 0 });
    await store.quotes.create({ ...quote, charge: 'free' }, { charge: { kind: 'free', userId } });
    expect(await store.quotes.get(quote.id)).toMatchObject({ id: quote.id, status: 'processing', charge: 'free' });
    expect(await store.charges.account({ userId })).toMatchObject({ freeAnalysisUsed: true, creditBalance: 0 });

    await expect(
      store.quotes.create({ ...quote, charge: 'free' }, { charge: { kind: 'free', userId } }),
    ).rejects.toBeInstanceOf(QuoteExistsError);
    const second = { ...quote, id: newId() };
    await expect(store.quotes.create(second, { charge: { kind: 'free', userId } })).rejects.toBeInstanceOf(
      ChargeChangedError,
    );
    expect(await store.quotes.get(second.id)).toBeUndefined();
  });

  it('takes one credit at the balance it was decided on, and refuses a charge decided on a stale balance', async () => {
    const { userId, quote } = await userQuote({ freeAnalysisUsed: true, creditBalance: 2 });
    await store.quotes.create(quote, { charge: { kind: 'credit', userId, balanceBefore: 2 } });
    expect(await store.charges.account({ userId })).toMatchObject({ creditBalance: 1 });
    const stale = { ...quote, id: newId() };
    await expect(
      store.quotes.create(stale, { charge: { kind: 'credit', userId, balanceBefore: 2 } }),
    ).rejects.toBeInstanceOf(ChargeChangedError);
    expect(await store.charges.account({ userId })).toMatchObject({ creditBalance: 1 });
  });

  it('caps free analyses per address and day, counting only the ones that landed', async () => {
    const ip = `10.1.${sequence}.${Date.now() % 250}`;
    const first = newGuestQuote();
    await store.quotes.create(first.quote, {
      charge: { kind: 'free', guestId: first.guestId },
      freeAnalysisCap: { ip, at, cap: 1 },
    });
    expect(await store.charges.freeAnalysesToday(ip, at)).toBe(1);
    const second = newGuestQuote();
    await expect(
      store.quotes.create(second.quote, {
        charge: { kind: 'free', guestId: second.guestId },
        freeAnalysisCap: { ip, at, cap: 1 },
      }),
    ).rejects.toBeInstanceOf(FreeAnalysisCapError);
    expect(await store.charges.account({ guestId: second.guestId })).toMatchObject({ freeAnalysisUsed: false });
    expect(await store.charges.freeAnalysesToday(ip, at)).toBe(1);
  });

  it('writes the status moves the status table allows and refuses the others, changing nothing', async () => {
    const { userId, quote } = await userQuote({ freeAnalysisUsed: false, creditBalance: 0 });
    await store.quotes.create(quote, { charge: { kind: 'free', userId } });
    for (const status of [
      'extracting',
      'extracting',
      'extracting_fields',
      'scope',
      'analyzing',
      'completed',
    ] as const) {
      await store.quotes.update(quote.id, { status, progressMessage: status });
    }
    await expect(
      store.quotes.update(quote.id, { status: 'extracting', progressMessage: 'again' }),
    ).rejects.toBeInstanceOf(QuoteStatusChangedError);
    await expect(
      store.quotes.update(quote.id, { status: 'error', progressMessage: 'late failure' }),
    ).rejects.toBeInstanceOf(QuoteStatusChangedError);
    expect(await store.quotes.get(quote.id)).toMatchObject({ status: 'completed', progressMessage: 'completed' });
    await store.quotes.update(quote.id, { status: 'discussing', vendor: 'Acme' });
    expect(await store.quotes.get(quote.id)).toMatchObject({ status: 'discussing', vendor: 'Acme' });
  });

  it('holds a write to the status and the revision it expects', async () => {
    const { userId, quote } = await userQuote({ freeAnalysisUsed: false, creditBalance: 0 });
    await store.quotes.create(quote, { charge: { kind: 'free', userId } });
    await expect(
      store.quotes.update(quote.id, { progressMessage: 'x' }, { onlyIfStatus: 'error' }),
    ).rejects.toBeInstanceOf(QuoteStatusChangedError);
    await store.quotes.update(quote.id, { revision: 1 }, { onlyIfRevision: 0 });
    await expect(store.quotes.update(quote.id, { revision: 2 }, { onlyIfRevision: 0 })).rejects.toBeInstanceOf(
      QuoteStatusChangedError,
    );
    await store.quotes.update(quote.id, { revision: 2 }, { onlyIfRevision: 1 });
    expect((await store.quotes.get(quote.id))!.revision).toBe(2);
    await expect(store.quotes.update(newId(), { vendor: 'x' })).rejects.toBeInstanceOf(QuoteMissingError);
  });

  it("writes a quote's change and the chat messages that tell of it together, or neither", async () => {
    const { userId, quote } = await userQuote({ freeAnalysisUsed: false, creditBalance: 0 });
    await store.quotes.create(quote, { charge: { kind: 'free', userId } });
    const say = (id: string, content: string) => ({
      id,
      role: 'assistant' as const,
      content,
      createdAt: new Date(at.getTime() + Number(id.slice(-1)) * 1000).toISOString(),
    });
    await store.quotes.update(quote.id, { revision: 1, overallScore: 80 }, { onlyIfRevision: 0 }, [
      say('m-1', 'Your score is 80.'),
      say('m-2', 'Anything else?'),
    ]);
    expect(await store.quotes.get(quote.id)).toMatchObject({ revision: 1, overallScore: 80 });
    expect((await store.messages.list(quote.id)).map((m) => m.content)).toEqual([
      'Your score is 80.',
      'Anything else?',
    ]);

    // A stale revision: neither the quote's change nor its message lands.
    await expect(
      store.quotes.update(quote.id, { revision: 1, overallScore: 10 }, { onlyIfRevision: 0 }, [say('m-3', 'Stale.')]),
    ).rejects.toBeInstanceOf(QuoteStatusChangedError);
    expect(await store.quotes.get(quote.id)).toMatchObject({ revision: 1, overallScore: 80 });
    expect(await store.messages.list(quote.id)).toHaveLength(2);
  });

  it('gives a charge back once, and charges a retry of the refunded failure once', async () => {
    const { userId, quote } = await userQuote({ freeAnalysisUsed: true, creditBalance: 1 });
    await store.quotes.create(quote, { charge: { kind: 'credit', userId, balanceBefore: 1 } });
    await store.quotes.update(quote.id, { status: 'error', progressMessage: 'failed' });
    expect(await store.charges.returnCharge(quote, 'failed', at)).toBe(true);
    expect(await store.charges.returnCharge(quote, 'failed', at)).toBe(false);
    expect(await store.charges.account({ userId })).toMatchObject({ creditBalance: 1 });
    expect(await store.charges.isRefundedFailure(quote.id)).toBe(true);

    await store.charges.chargeRetry(quote, { kind: 'credit', userId, balanceBefore: 1 }, 'Retrying...', at);
    expect(await store.quotes.get(quote.id)).toMatchObject({ status: 'processing', progressMessage: 'Retrying...' });
    expect((await store.quotes.get(quote.id))!.chargeReturned).toBeUndefined();
    expect(await store.charges.account({ userId })).toMatchObject({ creditBalance: 0 });
    await expect(
      store.charges.chargeRetry(quote, { kind: 'credit', userId, balanceBefore: 0 }, 'Retrying...', at),
    ).rejects.toBeInstanceOf(RetryRaceError);
  });

  it('counts an extraction until it ends, and lists and claims quotes by owner', async () => {
    const { guestId, quote } = newGuestQuote({ createdAt: at.toISOString() });
    await store.quotes.create(quote, { charge: { kind: 'free', guestId } });
    expect((await store.quotes.startExtraction(quote.id)).unfinishedExtractions).toBe(1);
    expect((await store.quotes.startExtraction(quote.id)).unfinishedExtractions).toBe(2);
    await store.quotes.endExtraction(quote.id);
    expect((await store.quotes.get(quote.id))!.unfinishedExtractions).toBeUndefined();

    expect((await store.quotes.listByOwner({ guestId })).map((q) => q.id)).toEqual([quote.id]);
    const userId = `u-${newId()}`;
    await store.addUser(userId, { freeAnalysisUsed: false, creditBalance: 0 });
    expect(await store.quotes.claimGuestQuote(quote.id, 'another-guest', { id: userId, email: 'x@example.com' })).toBe(
      false,
    );
    expect(await store.quotes.claimGuestQuote(quote.id, guestId, { id: userId, email: 'x@example.com' })).toBe(true);
    expect((await store.quotes.listByOwner({ userId })).map((q) => q.id)).toEqual([quote.id]);
    expect(await store.charges.account({ userId })).toMatchObject({ freeAnalysisUsed: true });
  });
});

describe('quotes stored in DynamoDB before an answer was renamed', () => {
  it('read back with the current answer name, by id and in lists', async () => {
    const store = await sharedDynamoBackend();
    const { guestId, quote } = newGuestQuote({
      answers: { labourWarrantyYears: 5 } as never,
      pendingQuestion: {
        category: 'warranty',
        question: { text: 'Years?', answer: 'labourWarrantyYears', expects: 'years', options: [] } as never,
      },
    });
    await store.quotes.create(quote, { charge: { kind: 'free', guestId } });
    const read = await store.quotes.get(quote.id);
    expect(read?.answers).toEqual({ laborWarrantyYears: 5 });
    expect(read?.pendingQuestion?.question.answer).toBe('laborWarrantyYears');
    const [listed] = await store.quotes.listByOwner({ guestId });
    expect(listed?.answers).toEqual({ laborWarrantyYears: 5 });
  });
});

describe("a user's quotes in DynamoDB", () => {
  it('are listed without the payments of the same user, including a payment stored with owner index keys', async () => {
    const store = await sharedDynamoBackend();
    const { dynamoPurchaseLedger } = await import('../../functions/store/purchases.js');
    const { ddb, TABLE } = await import('../../functions/store/client.js');
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const userId = `u-${newId()}`;
    await store.addUser(userId, { freeAnalysisUsed: true, creditBalance: 1 });
    const quote = storedQuote({ id: newId(), userId, guestId: null, createdAt: at.toISOString() });
    await store.quotes.create(quote, { charge: { kind: 'credit', userId, balanceBefore: 1 } });

    const later = new Date(at.getTime() + 60_000);
    const bought = { userId, credits: 10, amountCents: 500, by: userId, at: later };
    await dynamoPurchaseLedger.creditPurchase({ ...bought, paymentIntentId: `pi_${newId()}` });
    // A payment as stored before payments left the owner index: same owner key, a PAY# sort key.
    await ddb.send(
      new PutCommand({
        TableName: TABLE,
        Item: {
          pk: `PAYMENT#pi_${newId()}`,
          sk: 'PAYMENT',
          type: 'payment',
          gsi1pk: `USER#${userId}`,
          gsi1sk: `PAY#${later.toISOString()}`,
          userId,
          credits: 1,
          amountCents: 50,
          at: later.toISOString(),
        },
      }),
    );

    const listed = await store.quotes.listByOwner({ userId });
    expect(listed.map((q) => q.id)).toEqual([quote.id]);
    expect(await store.charges.account({ userId })).toMatchObject({ creditBalance: 10 });
  });
});
