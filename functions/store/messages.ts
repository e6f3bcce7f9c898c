import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ChatMessage } from '@shared/types.js';
import type { MessageStore } from '../conversation/ports.js';
import { ddb, TABLE } from './client.js';

/** Chat messages live in the quote's partition, sorted by time: one Query reads the conversation. */
const messageKey = (quoteId: string, message: ChatMessage, order: number) => ({
  pk: `QUOTE#${quoteId}`,
  sk: `MSG#${message.createdAt}#${String(order).padStart(2, '0')}#${message.id}`,
});

/** The stored item of the `order`th message of a write. */
export const messageItem = (quoteId: string, message: ChatMessage, order: number): Record<string, unknown> => ({
  ...messageKey(quoteId, message, order),
  type: 'message',
  ...message,
});

/** Appends messages in order (at most 25, one batch). */
async function appendMessages(quoteId: string, messages: ChatMessage[]): Promise<void> {
  if (!messages.length) return;
  let request: Record<string, { PutRequest: { Item: Record<string, unknown> } }[]> | undefined = {
    [TABLE]: messages.map((m, i) => ({
      PutRequest: { Item: messageItem(quoteId, m, i) },
    })),
  };
  for (let attempt = 0; request && Object.keys(request).length && attempt < 5; attempt++) {
    const out = await ddb.send(new BatchWriteCommand({ RequestItems: request }));
    request = out.UnprocessedItems as typeof request;
    if (request && Object.keys(request).length) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
  }
  if (request && Object.keys(request).length) throw new Error(`Could not store chat messages of quote ${quoteId}`);
}

async function listMessages(quoteId: string, limit = 500): Promise<ChatMessage[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :msg)',
      ExpressionAttributeValues: { ':pk': `QUOTE#${quoteId}`, ':msg': 'MSG#' },
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map(asMessage);
}

/** The last `count` messages of a quote's chat, oldest first. */
async function recentMessages(quoteId: string, count: number): Promise<ChatMessage[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :msg)',
      ExpressionAttributeValues: { ':pk': `QUOTE#${quoteId}`, ':msg': 'MSG#' },
      ScanIndexForward: false,
      Limit: count,
    }),
  );
  return (out.Items ?? []).reverse().map(asMessage);
}

function asMessage(item: Record<string, unknown>): ChatMessage {
  const message = { id: item.id, role: item.role, content: item.content, createdAt: item.createdAt } as ChatMessage;
  return Array.isArray(item.actions) ? { ...message, actions: item.actions as ChatMessage['actions'] } : message;
}

/** Chat messages in the quote's partition (the DynamoDB MessageStore). */
export const dynamoMessageStore: MessageStore = {
  append: appendMessages,
  list: listMessages,
  recent: recentMessages,
};
