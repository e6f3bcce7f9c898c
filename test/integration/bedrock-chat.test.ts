import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUICK_QUESTIONS_END, QUICK_QUESTIONS_START } from '@shared/checklist.js';
import { documentBytes, TEXT_QUOTE } from '../documents.js';
import { startStackWithBedrock, type BedrockStandin } from './bedrock-standin.js';
import { Browser, uploadPresigned, waitForFinalStatus } from './http-client.js';
import type { StackProcess } from './local-stack-process.js';

function quickQuestions(content: string): string[] | null {
  const start = content.indexOf(QUICK_QUESTIONS_START);
  if (start < 0) return null;
  return JSON.parse(content.slice(start + QUICK_QUESTIONS_START.length, content.indexOf(QUICK_QUESTIONS_END, start)));
}

/**
 * The AWS path of the Expert Chat, with Bedrock answering free questions (a stand-in of the runtime
 * API behind the real SDK): the model gets the conversation and the knowledge, and a field change it
 * proposes goes through the same confirmation as any figure of unclear origin.
 */
describe('the Expert Chat with Bedrock answering', () => {
  let stack: StackProcess;
  let bedrock: BedrockStandin;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ stack, bedrock, stop } = await startStackWithBedrock());
  }, 120_000);
  afterAll(async () => {
    await stop?.();
  });

  it('sends the conversation and the knowledge; a change the model proposes is asked, not applied, until "Yes, update it"', async () => {
    // The review of the analysis is not a chat answer: an unusable reply leaves the rules' findings.
    bedrock.reply = (user) =>
      user.includes('<question>') ? 'Argon is a gas between the panes; your quote lists it.' : 'not a review';
    const guest = new Browser(stack.url);
    const up = await uploadPresigned(guest, documentBytes(TEXT_QUOTE.file), TEXT_QUOTE.file);
    expect(up.status).toBe(200);
    const before = await waitForFinalStatus(guest, up.json.id);
    const id = up.json.id;

    const argon = await guest.post(`/api/quotes/${id}/chat`, { message: 'What is argon gas?' });
    expect(argon.status).toBe(200);
    expect(argon.json.messages[1].content).toContain('Argon is a gas between the panes');
    expect(bedrock.requests.length).toBeGreaterThan(0);
    const first = bedrock.requests.at(-1)!.user;
    expect(first).toMatch(/<knowledge>\[\{"term":"Argon/);
    expect(first).toMatch(/https?:\/\//);
    expect(first).toContain('<reference_answer>');

    // A follow-up carries the subject and the last turns; the model proposes a total for this quote.
    bedrock.reply = (user) =>
      user.includes('<question>')
        ? 'Understood. Before I change anything I need you to confirm it.\n<proposed_change>{"totalCost":"14000.00"}</proposed_change>'
        : 'not a review';
    const proposal = await guest.post(`/api/quotes/${id}/chat`, { message: 'Does that change anything for me?' });
    expect(proposal.status).toBe(200);
    const last = bedrock.requests.at(-1)!.user;
    expect(last).toContain('<conversation subject="glossary:gas_fill');
    expect(last).toContain('What is argon gas?');
    const reply = proposal.json.messages[1].content;
    expect(reply).not.toContain('proposed_change');
    expect(reply).toContain('Is $14,000.00 the total of this quote?');
    expect(quickQuestions(reply)).toEqual(['Yes, update it', "No, that's another quote"]);
    const unchanged = (await guest.get(`/api/quotes/${id}`)).json;
    expect(unchanged.totalCost).toBe(before.totalCost);
    expect(unchanged.overallScore).toBe(before.overallScore);

    const yes = await guest.post(`/api/quotes/${id}/chat`, { message: 'Yes, update it' });
    expect(yes.status).toBe(200);
    const after = (await guest.get(`/api/quotes/${id}`)).json;
    expect(after.totalCost).toBe('14000.00');
    const pricing = after.checklistResults.find((r: any) => r.category === 'pricing');
    expect(pricing.modificationHistory.at(-1).reason).toMatch(/14,000/);
  }, 120_000);
});
