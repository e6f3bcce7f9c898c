/**
 * The fields step on the AWS path, offline: Bedrock (a stand-in of the runtime API behind the real SDK)
 * reads the fields through its tool beside the offline reader, and what the quote shows is what they
 * agree on. On one machine there is no Textract, so two readers must agree for a value to be shown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentBytes, TEXT_QUOTE } from '../documents.js';
import { startStackWithBedrock, type BedrockStandin } from './bedrock-standin.js';
import { Browser, uploadPresigned, waitForFinalStatus } from './http-client.js';
import type { StackProcess } from './local-stack-process.js';
import { windowsQuotePdf } from './quote-documents.js';

const FIELDS_TOOL = 'record_quote_fields';

/** The document's line that holds a piece of text, as the model would copy it. */
const lineOf = (document: string, piece: string) => document.split('\n').find((l) => l.includes(piece)) ?? piece;

describe('the fields read by Bedrock and the offline reader together', () => {
  let stack: StackProcess;
  let bedrock: BedrockStandin;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ stack, bedrock, stop } = await startStackWithBedrock());
    bedrock.reply = () => 'not a review';
  }, 120_000);
  afterAll(async () => {
    await stop?.();
  });

  it("shows the values both readers give, and sends the model the quote's text without the customer's details", async () => {
    const expected = TEXT_QUOTE.expect;
    bedrock.tool = (document) => ({
      name: FIELDS_TOOL,
      input: {
        vendor: { value: expected.vendor, evidence: [lineOf(document, expected.vendor!)] },
        total: { value: expected.totalCost, evidence: [lineOf(document, '6,473.25')] },
        job_site_zip: { value: expected.zipCode, evidence: [lineOf(document, expected.zipCode!)] },
        quote_type: 'windows',
        units: [],
        window_count: null,
        door_count: null,
      },
    });
    const guest = new Browser(stack.url);
    const up = await uploadPresigned(guest, documentBytes(TEXT_QUOTE.file), TEXT_QUOTE.file);
    const quote = await waitForFinalStatus(guest, up.json.id);
    expect(quote).toMatchObject({ vendor: expected.vendor, totalCost: expected.totalCost, zipCode: expected.zipCode });
    const sent = bedrock.documents.at(-1)!;
    expect(sent).toContain(expected.vendor);
    for (const detail of expected.pii ?? []) expect(sent).not.toContain(detail);
    const text = (await guest.get(`/api/quotes/${up.json.id}/extracted-text`)).json;
    expect(JSON.stringify(text)).toMatch(/Readers, Total: 6473\.25, agreed by offline and bedrock/);
  });

  it('leaves a total the readers disagree on for the homeowner, and the chat offers both as choices', async () => {
    bedrock.tool = (document) => ({
      name: FIELDS_TOOL,
      input: {
        vendor: { value: 'Lakeview Window Company', evidence: [lineOf(document, 'Lakeview Window Company')] },
        // The first item's amount, printed, passing its checks: a disagreement, not an error.
        total: { value: '6400.00', evidence: [lineOf(document, '$6,400.00')] },
        job_site_zip: null,
        quote_type: 'windows',
        units: [],
        window_count: null,
        door_count: null,
      },
    });
    const guest = new Browser(stack.url);
    const up = await uploadPresigned(guest, windowsQuotePdf(), 'disagree.pdf');
    const quote = await waitForFinalStatus(guest, up.json.id);
    expect(quote.vendor).toBe('Lakeview Window Company');
    expect(quote.totalCost).toBeNull();
    const messages = (await guest.get(`/api/quotes/${up.json.id}/messages`)).json as { content: string }[];
    expect(messages.map((m) => m.content).join('\n')).toContain('Is the total $6,800.00 or $6,400.00?');
  });
});
