import { BedrockRuntimeClient, ConverseCommand, ThrottlingException } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerWithBedrock, MAX_CHAT_REPLY_CHARS, quotesOnlyTheQuote, splitProposal } from './bedrock-chat.js';
import type { BedrockDeps } from './converse.js';
import { converseReply, quoteInput, rulesAnalysis } from './test-fixtures.js';

const bedrock = mockClient(BedrockRuntimeClient);
const client = new BedrockRuntimeClient({ region: 'us-east-1' });
const MODEL = 'us.anthropic.claude-3-5-haiku-20241022-v1:0';
const FALLBACK = 'Rules answer: ask the contractor who pulls the permit.';

let log: ReturnType<typeof vi.fn<(msg: string, extra?: object) => void>>;
let deps: BedrockDeps;
let fallback: ReturnType<typeof vi.fn<() => string>>;
const ctx = () => ({ input: quoteInput(), analysis: rulesAnalysis() });

beforeEach(() => {
  vi.restoreAllMocks();
  bedrock.reset();
  log = vi.fn<(msg: string, extra?: object) => void>();
  fallback = vi.fn(() => FALLBACK);
  deps = { client, modelId: MODEL, timeoutMs: 1000, log };
});

describe('answerWithBedrock', () => {
  it("returns the model's plain-text answer, trimmed", async () => {
    bedrock.on(ConverseCommand).resolves(converseReply('  The quote includes haul-away of the old windows.\n'));
    const answer = await answerWithBedrock('Is removal included?', ctx(), fallback, deps);
    expect(answer).toEqual({ text: 'The quote includes haul-away of the old windows.' });
    expect(fallback).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('sends the redacted quote, the findings and the redacted question, with an on-topic system prompt', async () => {
    bedrock.on(ConverseCommand).resolves(converseReply('Yes.'));
    const context = ctx();
    context.input.text += '\nCustomer e-mail: jane.homeowner@gmail.com, phone 813-555-0195';
    await answerWithBedrock(
      'Can you text me at (813) 555-0177 or mail jane@example.com? Who pulls the permit?',
      context,
      fallback,
      deps,
    );

    const input = bedrock.commandCalls(ConverseCommand)[0]!.args[0].input;
    expect(input.modelId).toBe(MODEL);
    expect(input.inferenceConfig?.temperature).toBe(0);
    const system = input.system![0]!.text!;
    expect(system).toMatch(/only help with this quote/);
    expect(system).toMatch(/Plain text/);
    expect(system).toMatch(/25C/);
    const user = input.messages![0]!.content![0]!.text!;
    expect(user).toContain('Double hung window vinyl Low-E argon');
    // The findings go; the rules engine's chat questions do not.
    expect(user).not.toContain('Does the contractor pull the permit?');
    expect(user).toContain('"category":"permits","title":"Permits & Inspections","status":"unknown_discuss"');
    expect(user).toContain('Who pulls the permit?');
    const sent = JSON.stringify(input);
    expect(sent).not.toMatch(/jane\.homeowner|jane@example|555-0195|555-0177|Olentangy/);
  });

  it('falls back on an SDK error', async () => {
    bedrock.on(ConverseCommand).rejects(new Error('AccessDeniedException'));
    expect(await answerWithBedrock('Is removal included?', ctx(), fallback, deps)).toEqual({ text: FALLBACK });
    expect(log.mock.calls[0]![1]).toMatchObject({ reason: 'call failed' });
  });

  it('falls back on throttling', async () => {
    bedrock.on(ConverseCommand).rejects(new ThrottlingException({ message: 'slow down', $metadata: {} }));
    expect(await answerWithBedrock('Is removal included?', ctx(), fallback, deps)).toEqual({ text: FALLBACK });
  });

  it('falls back on an empty reply', async () => {
    bedrock.on(ConverseCommand).resolves(converseReply('   '));
    expect(await answerWithBedrock('Is removal included?', ctx(), fallback, deps)).toEqual({ text: FALLBACK });
    expect(log.mock.calls[0]![1]).toMatchObject({ reason: 'empty reply' });
  });

  it('falls back on a reply with no content', async () => {
    bedrock
      .on(ConverseCommand)
      .resolves({ output: { message: { role: 'assistant', content: [] } }, stopReason: 'end_turn', $metadata: {} });
    expect(await answerWithBedrock('Is removal included?', ctx(), fallback, deps)).toEqual({ text: FALLBACK });
  });

  it(`falls back on a reply longer than ${MAX_CHAT_REPLY_CHARS} characters or cut at the token limit`, async () => {
    bedrock.on(ConverseCommand).resolves(converseReply('a'.repeat(MAX_CHAT_REPLY_CHARS + 1)));
    expect(await answerWithBedrock('Explain everything.', ctx(), fallback, deps)).toEqual({ text: FALLBACK });
    bedrock.on(ConverseCommand).resolves(converseReply('The quote says', 'max_tokens'));
    expect(await answerWithBedrock('Explain everything.', ctx(), fallback, deps)).toEqual({ text: FALLBACK });
    expect(fallback).toHaveBeenCalledTimes(2);
  });

  it('falls back when a guardrail or content filter stopped the reply', async () => {
    bedrock.on(ConverseCommand).resolves(converseReply('Sorry.', 'content_filtered'));
    expect(await answerWithBedrock('Is removal included?', ctx(), fallback, deps)).toEqual({ text: FALLBACK });
  });

  it('falls back on a reply later than timeoutMs', async () => {
    bedrock
      .on(ConverseCommand)
      .callsFake(() => new Promise((resolve) => setTimeout(() => resolve(converseReply('Late answer.')), 300)));
    const started = Date.now();
    expect(await answerWithBedrock('Is removal included?', ctx(), fallback, { ...deps, timeoutMs: 30 })).toEqual({
      text: FALLBACK,
    });
    expect(Date.now() - started).toBeLessThan(250);
    expect(log.mock.calls[0]![1]).toMatchObject({ error: 'BedrockTimeoutError' });
  });

  it('sends the conversation state, the knowledge that bears on the question and the rules answer, redacted', async () => {
    bedrock.on(ConverseCommand).resolves(converseReply("Because labour is the installer's own promise."));
    const conversation = {
      subject: 'category:warranty',
      recent: [
        { role: 'user' as const, content: 'What about the warranty? Call me on 813-555-0195.' },
        { role: 'assistant' as const, content: 'Warranty Coverage: Average. Labour is covered for 1 year.' },
      ],
    };
    const knowledge = [
      {
        term: 'Lifetime warranty',
        text: 'Often limited to the original owner.',
        sources: ['https://consumer.ftc.gov/articles/warranties'],
      },
    ];
    await answerWithBedrock(
      'why?',
      { ...ctx(), conversation, knowledge, reference: 'Labour is covered for 1 year.' },
      fallback,
      deps,
    );
    const user = bedrock.commandCalls(ConverseCommand)[0]!.args[0].input.messages![0]!.content![0]!.text!;
    expect(user).toContain('<conversation subject="category:warranty">');
    expect(user).toContain('Labour is covered for 1 year.');
    expect(user).toContain('https://consumer.ftc.gov/articles/warranties');
    expect(user).toContain('<reference_answer>');
    expect(user).not.toContain('555-0195');
  });

  it('returns a well-formed proposal of a field change apart from the text, and never as part of it', async () => {
    bedrock
      .on(ConverseCommand)
      .resolves(
        converseReply(
          'Thanks, I will ask you to confirm that total.\n<proposed_change>{"totalCost":"14000.00"}</proposed_change>',
        ),
      );
    const answer = await answerWithBedrock('My quote total is actually 14 grand', ctx(), fallback, deps);
    expect(answer).toEqual({
      text: 'Thanks, I will ask you to confirm that total.',
      proposedFields: { totalCost: '14000.00' },
    });
  });

  it('drops a proposal that is not well formed or names a field the chat cannot change, and keeps the text', async () => {
    expect(splitProposal('Answer. <proposed_change>{"totalCost": 14000}</proposed_change>')).toEqual({
      text: 'Answer.',
      invalidProposal: true,
    });
    expect(splitProposal('Answer. <proposed_change>{"overallScore": 100}</proposed_change>')).toEqual({
      text: 'Answer.',
      invalidProposal: true,
    });
    expect(splitProposal('Answer. <proposed_change>not json')).toEqual({ text: 'Answer.', invalidProposal: true });
    expect(splitProposal('Answer. <proposed_change>{"zipCode":"33101","windows":8}</proposed_change>')).toEqual({
      text: 'Answer.',
      proposedFields: { zipCode: '33101', windows: 8 },
    });
    bedrock
      .on(ConverseCommand)
      .resolves(converseReply('Noted. <proposed_change>{"status":"completed"}</proposed_change>'));
    return answerWithBedrock('hi', ctx(), fallback, deps).then((answer) => {
      expect(answer).toEqual({ text: 'Noted.' });
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/not well formed/), expect.anything());
    });
  });
});

describe('quotesOnlyTheQuote', () => {
  const printed = 'Permits: we pull the permit;   the fee is included.\nWarranty: 2 years\non labor';
  it("accepts lines the quote prints, across spacing, wrapping and a long line's excerpt", () => {
    expect(quotesOnlyTheQuote('Your quote says: “Warranty: 2 years on labor”. Good.', printed)).toBe(true);
    expect(
      quotesOnlyTheQuote('Your quote says:\n- “Permits: we pull the permit; … the fee is included.”', printed),
    ).toBe(true);
    expect(quotesOnlyTheQuote('No quotation at all.', printed)).toBe(true);
  });

  it('rejects a line the quote does not print', () => {
    expect(quotesOnlyTheQuote('Your quote says: “Warranty: 10 years on labor”.', printed)).toBe(false);
    expect(quotesOnlyTheQuote('Your quote says: “Warranty: 2 years” and “Permit fee extra”.', printed)).toBe(false);
  });
});
