/**
 * The Expert Chat's check of the figures the price check used, in Chromium against the local stack:
 * the first message states them; "Yes, that's right" is recorded; "Fix it" then a corrected window
 * count updates the analysis; a total the quote leaves unclear is offered as two one-tap choices.
 */
import type { Browser as Chromium, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { twoTotalsPdf, windowsQuotePdf } from '../integration/quote-documents.js';
import { analysedQuotePage as openAnalysed } from './analysed-page.js';
import { launchBrowser, screenshot } from './browser.js';

const baseUrl = inject('baseUrl');

let chromium: Chromium;

beforeAll(async () => {
  chromium = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await chromium?.close();
});

const analysedQuotePage = (pdf: Uint8Array, name: string) => openAnalysed(chromium, baseUrl, pdf, name);

const chips = (page: Page) => page.getByRole('group', { name: 'Choose an answer:' });
/** The value of a field of the summary card (its label is the dt, its value the dd beside it). */
const summaryField = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).first().locator('xpath=ancestor::dt[1]/following-sibling::dd[1]');

describe('the homeowner confirms the figures the verdicts rest on', () => {
  it('sees the figures in the first message and taps "Yes, that\'s right"', async () => {
    const { page, quote, errors, close } = await analysedQuotePage(windowsQuotePdf(), 'confirm.pdf');
    await page
      .getByText(
        `I checked the price using: total $6,800.00, 8 windows and no doors, ZIP ${quote.zipCode}. Is that right?`,
      )
      .waitFor();
    await expect(chips(page).getByRole('button').allTextContents()).resolves.toEqual(["Yes, that's right", 'Fix it']);
    await screenshot(page, 'chat-figures-confirm');
    await chips(page).getByRole('button', { name: "Yes, that's right" }).click();
    await page.getByText('Thanks for confirming — the price check stands on those figures.').waitFor();
    await expect(page.getByRole('button', { name: "Yes, that's right" }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('taps "Fix it", corrects the window count and sees the analysis update', async () => {
    const { page, errors, close } = await analysedQuotePage(windowsQuotePdf(), 'fix.pdf');
    await expect(summaryField(page, 'QUANTITIES').textContent()).resolves.toContain('8 windows');
    await chips(page).getByRole('button', { name: 'Fix it' }).click();
    await page.getByText(/^Which figure should I fix\?/).waitFor();
    await page.getByLabel('Ask about your quote...').fill('It is 12 windows');
    await page.keyboard.press('Enter');
    await page.getByText('Thanks — I changed the quantities to 12 windows, 0 doors.').waitFor();
    await page
      .getByText(/Re-analyzing Pricing/)
      .first()
      .waitFor();
    // The summary card and the pricing item follow the new count.
    await summaryField(page, 'QUANTITIES').getByText('12 windows').waitFor({ timeout: 10_000 });
    await page.getByText('MODIFIED').first().waitFor({ timeout: 10_000 });
    await screenshot(page, 'chat-figures-fixed');
    expect(errors).toEqual([]);
    await close();
  });

  it('is offered the two candidate totals of an unclear quote and taps one to set the total', async () => {
    const { page, errors, close } = await analysedQuotePage(twoTotalsPdf(), 'two-totals.pdf');
    await page.getByText(/Is the total \$[\d,.]+ or \$[\d,.]+\?/).waitFor();
    const offered = await chips(page).getByRole('button').allTextContents();
    expect(new Set(offered)).toEqual(new Set(['$9,203.08', '$8,900.00', 'Neither']));
    await screenshot(page, 'chat-figures-choice');
    await chips(page).getByRole('button', { name: '$9,203.08' }).click();
    await page.getByText('Thanks — I changed the total price to $9,203.08.').waitFor();
    await summaryField(page, 'TOTAL PRICE').getByText('$9,203.08').waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
    await close();
  });
});
