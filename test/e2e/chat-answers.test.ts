/**
 * The Expert Chat's answers in Chromium against the local stack: a free question gets its answer alone,
 * with one button that brings the checklist's question back; a question the chat is unsure of gets a
 * clarifying question whose topic buttons each get an answer.
 */
import type { Browser as Chromium, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { windowsQuotePdf } from '../integration/quote-documents.js';
import { analysedQuotePage } from './analysed-page.js';
import { launchBrowser, screenshot } from './browser.js';

const baseUrl = inject('baseUrl');

let chromium: Chromium;

beforeAll(async () => {
  chromium = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await chromium?.close();
});

/** The buttons under the chat's last message (answers to its question, or quick questions). */
const chips = (page: Page) => page.getByRole('group', { name: /^(?:Choose an answer|Quick questions):$/ }).last();

async function send(page: Page, text: string): Promise<void> {
  await page.getByLabel('Ask about your quote...').fill(text);
  await page.keyboard.press('Enter');
}

describe('every reply is one answer', () => {
  it('answers a free question alone; "Back to the checklist" brings the checklist\'s question back', async () => {
    const { page, errors, close } = await analysedQuotePage(chromium, baseUrl, windowsQuotePdf(), 'answers.pdf');
    await chips(page).getByRole('button', { name: "Yes, that's right" }).click();
    await page.getByText('Thanks for confirming — the price check stands on those figures.').waitFor();
    // The checklist's first open item on this quote: it names no brand or product line.
    const question = page.getByText(/About Material Quality: Which brand and product line/);
    await question.waitFor();
    await send(page, 'What is SHGC?');
    await page.getByText(/solar heat gain coefficient/).waitFor();
    await expect(chips(page).getByRole('button').allTextContents()).resolves.toEqual(['Back to the checklist']);
    await screenshot(page, 'chat-answer-alone');
    await chips(page).getByRole('button', { name: 'Back to the checklist' }).click();
    await expect.poll(() => question.count()).toBe(2);
    await expect(chips(page).getByRole('button').allTextContents()).resolves.toEqual(["I don't know"]);
    expect(errors).toEqual([]);
    await close();
  });

  it('asks which topic an unclear question is about, and a tapped topic gets its answer', async () => {
    const { page, errors, close } = await analysedQuotePage(chromium, baseUrl, windowsQuotePdf(), 'clarify.pdf');
    await send(page, 'what about this part here?');
    await page.getByText('Which of these is your question about? Tap one, or ask it in other words.').waitFor();
    const topics = await chips(page).getByRole('button').allTextContents();
    expect(topics.length).toBeGreaterThanOrEqual(2);
    expect(topics.length).toBeLessThanOrEqual(3);
    await screenshot(page, 'chat-clarify');
    await chips(page).getByRole('button', { name: topics[0] }).click();
    await page.getByText(topics[0]!, { exact: true }).last().waitFor();
    await expect(page.getByText(/Which of these is your question about\?/).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});
