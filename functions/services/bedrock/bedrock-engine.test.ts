import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { analyzeWithRules } from '../../analysis/rules-engine.js';
import { quoteInput } from '../../analysis/testing/quote-input.js';
import { bedrockEngine } from './bedrock-engine.js';
import { converseReply } from './test-fixtures.js';

const bedrock = mockClient(BedrockRuntimeClient);
const engine = bedrockEngine({
  client: new BedrockRuntimeClient({ region: 'us-east-1' }),
  modelId: 'us.anthropic.claude-3-5-haiku-20241022-v1:0',
  timeoutMs: 1000,
});

const TEXT = [
  'Sunshine Windows LLC',
  'Prepared for [CUSTOMER NAME], [STREET ADDRESS]',
  '10 single hung windows, white vinyl',
  'Insert replacement, installed from the interior',
  'Permit fee included',
  'Total $12,000.00',
].join('\n');

const conversation = {
  subject: 'category:permits',
  recentTurns: async () => [
    { role: 'user' as const, content: 'Who pulls the permit?' },
    { role: 'assistant' as const, content: 'Your quote says: “Permit fee included”.' },
  ],
};

function ask(question: string, text = TEXT) {
  const input = quoteInput(text, { fields: { zipCode: '33101', totalCost: '12000.00' } });
  return engine.answer(question, { input, analysis: analyzeWithRules(input), conversation });
}

const sent = () => bedrock.commandCalls(ConverseCommand)[0]!.args[0].input;
const userMessage = () => sent().messages![0]!.content![0]!.text!;

beforeEach(() => bedrock.reset());

describe('the Bedrock chat answer', () => {
  it("gets the routed topic, the quote's lines on it and the conversation state", async () => {
    bedrock
      .on(ConverseCommand)
      .resolves(converseReply('Your quote says: “Insert replacement, installed from the interior”.'));
    await ask('Do they go in from inside or outside?');
    const user = userMessage();
    expect(user).toContain('<topic>glossary:install_method</topic>');
    expect(user).toContain('<quote_lines>["Insert replacement, installed from the interior"]</quote_lines>');
    expect(user).toContain('<conversation subject="category:permits">');
    expect(user).toContain('Who pulls the permit?');
    expect(sent().system![0]!.text!).toMatch(/Your quote says: “…”/);
    expect(/<quote_lines>(.*)<\/quote_lines>/.exec(user)![1]).not.toMatch(/Prepared for|CUSTOMER/);
  });

  it('sends an empty list of lines when the quote is silent on the topic', async () => {
    bedrock.on(ConverseCommand).resolves(converseReply('Your quote does not say; ask who pays for the permit.'));
    await ask('Are permit fees included?', TEXT.replace('Permit fee included\n', ''));
    expect(userMessage()).toContain('<topic>category:permits</topic>');
    expect(userMessage()).toContain('<quote_lines>[]</quote_lines>');
  });

  it("returns the model's answer when it quotes the quote's own line", async () => {
    const reply = 'Your quote says: “Insert replacement, installed from the interior”. So they go in from the inside.';
    bedrock.on(ConverseCommand).resolves(converseReply(reply));
    expect((await ask('Do they go in from inside or outside?')).text).toBe(reply);
  });

  it('falls back to the rules answer when the model quotes a line the quote does not print', async () => {
    bedrock
      .on(ConverseCommand)
      .resolves(converseReply('Your quote says: “Full-frame replacement, installed from the exterior”.'));
    const { text } = await ask('Do they go in from inside or outside?');
    expect(text).toMatch(/^Your quote says: “Insert replacement, installed from the interior”/);
    expect(text).not.toMatch(/exterior”/);
  });

  it('only proposes a field the homeowner states; it never changes it', async () => {
    bedrock
      .on(ConverseCommand)
      .resolves(
        converseReply(
          'Thanks, I will ask you to confirm the new total.\n<proposed_change>{"totalCost":"11500.00"}</proposed_change>',
        ),
      );
    const answer = await ask('The total on my quote is actually $11,500, not $12,000. Is the permit included?');
    expect(answer.proposedFields).toEqual({ totalCost: '11500.00' });
    expect(answer.text).toBe('Thanks, I will ask you to confirm the new total.');
  });
});
