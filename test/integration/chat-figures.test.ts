/**
 * The Expert Chat's check of the figures the price check used, over HTTP on the local stack: the first
 * message states them with "Yes, that's right" / "Fix it"; a field the quote leaves unclear is offered
 * as one-tap candidates. The server checks every tap.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { QUICK_QUESTIONS_END, QUICK_QUESTIONS_START } from '@shared/checklist.js';
import { adminBrowser, Browser, uploadPresigned, waitForFinalStatus } from './http-client.js';
import { twoTotalsPdf, windowsQuotePdf } from './quote-documents.js';
import { setStoredQuote } from './stored-quote.js';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');

const YES = { kind: 'confirm-fields', answer: 'yes' };
const FIX = { kind: 'confirm-fields', answer: 'fix' };

function buttons(content: string): string[] {
  const start = content.indexOf(QUICK_QUESTIONS_START);
  if (start < 0) return [];
  return JSON.parse(content.slice(start + QUICK_QUESTIONS_START.length, content.indexOf(QUICK_QUESTIONS_END, start)));
}

async function analysed(pdf: Uint8Array, name: string): Promise<{ guest: Browser; id: string }> {
  const guest = new Browser(baseUrl);
  const up = await uploadPresigned(guest, pdf, name);
  expect(up.status).toBe(200);
  expect((await waitForFinalStatus(guest, up.json.id)).status).toMatch(/discussing|completed/);
  return { guest, id: up.json.id };
}

describe('the first message states the figures the price check used', () => {
  let guest: Browser;
  let id: string;
  beforeAll(async () => {
    ({ guest, id } = await analysed(windowsQuotePdf(), 'figures.pdf'));
  });

  it('names the total, the counts and the ZIP, with the two buttons and what they do', async () => {
    const quote = (await guest.get(`/api/quotes/${id}`)).json;
    expect(quote.zipCode).toMatch(/^432\d\d$/);
    const [first] = (await guest.get(`/api/quotes/${id}/messages`)).json;
    expect(first.content).toContain(
      `I checked the price using: total $6,800.00, 8 windows and no doors, ZIP ${quote.zipCode}. Is that right?`,
    );
    expect(buttons(first.content)).toEqual(["Yes, that's right", 'Fix it']);
    expect(first.actions).toEqual([
      { label: "Yes, that's right", action: YES },
      { label: 'Fix it', action: FIX },
    ]);
  });

  it('refuses a stranger (404), an admin (403) and an unknown action (400), changing nothing', async () => {
    const before = (await guest.get(`/api/quotes/${id}/messages`)).json.length;
    const stranger = new Browser(baseUrl);
    expect((await stranger.post(`/api/quotes/${id}/chat`, { message: 'Yes', action: YES })).status).toBe(404);
    const admin = await adminBrowser(baseUrl, adminEmail);
    expect((await admin.post(`/api/quotes/${id}/chat`, { message: 'Yes', action: YES })).status).toBe(403);
    const odd = await guest.post(`/api/quotes/${id}/chat`, {
      message: 'Yes',
      action: { kind: 'confirm-fields', answer: 'maybe' },
    });
    expect(odd.status).toBe(400);
    expect(odd.json.error).toBe('Unknown button action');
    expect((await guest.get(`/api/quotes/${id}/messages`)).json.length).toBe(before);
  });

  it('"Yes, that\'s right" records the confirmation without re-running anything; a replay changes nothing', async () => {
    const before = (await guest.get(`/api/quotes/${id}`)).json;
    const res = await guest.post(`/api/quotes/${id}/chat`, { message: "Yes, that's right", action: YES });
    expect(res.status).toBe(200);
    expect(res.json.messages[1].content).toMatch(/^Thanks for confirming — the price check stands on those figures\./);
    const after = (await guest.get(`/api/quotes/${id}`)).json;
    expect(after.checklistResults).toEqual(before.checklistResults);
    expect(after.overallScore).toBe(before.overallScore);
    const count = (await guest.get(`/api/quotes/${id}/messages`)).json.length;
    const again = await guest.post(`/api/quotes/${id}/chat`, { message: "Yes, that's right", action: YES });
    expect(again.status).toBe(200);
    expect(again.json.messages).toEqual([]);
    expect((await guest.get(`/api/quotes/${id}/messages`)).json.length).toBe(count);
  });
});

describe('"Fix it"', () => {
  it('a corrected window count is saved and re-analysed as an edit is, and the chat says so', async () => {
    const { guest, id } = await analysed(windowsQuotePdf(), 'fix.pdf');
    const before = (await guest.get(`/api/quotes/${id}`)).json;
    const ask = await guest.post(`/api/quotes/${id}/chat`, { message: 'Fix it', action: FIX });
    expect(ask.json.messages[1].content).toMatch(/^Which figure should I fix\?/);
    const fixed = await guest.post(`/api/quotes/${id}/chat`, { message: 'It is 12 windows' });
    expect(fixed.status).toBe(200);
    expect(fixed.json.messages[1].content).toMatch(/^Thanks — I changed the quantities to 12 windows, 0 doors\./);
    expect(fixed.json.messages[1].content).toMatch(/Re-analyzing \*\*Pricing/);
    const after = (await guest.get(`/api/quotes/${id}`)).json;
    expect(after.quantities).toBe('12 windows, 0 doors');
    const pricing = after.checklistResults.find((r: any) => r.category === 'pricing');
    expect(pricing.modified).toBe(true);
    expect(pricing.explanation).not.toBe(
      before.checklistResults.find((r: any) => r.category === 'pricing').explanation,
    );
  });

  it('is refused while the quote is being analysed (409), as an edit is', async () => {
    const { guest, id } = await analysed(windowsQuotePdf(), 'running.pdf');
    await setStoredQuote(id, { status: 'analyzing', updatedAt: new Date().toISOString() });
    const res = await guest.post(`/api/quotes/${id}/chat`, { message: 'Fix it', action: FIX });
    expect(res.status).toBe(409);
  });
});

describe('a total the quote leaves unclear: two candidates as one-tap choices', () => {
  let guest: Browser;
  let id: string;
  beforeAll(async () => {
    ({ guest, id } = await analysed(twoTotalsPdf(), 'two-totals.pdf'));
  });

  it('asks "Is the total $X or $Y?" with each value and "Neither"', async () => {
    expect((await guest.get(`/api/quotes/${id}`)).json.totalCost).toBeNull();
    const [first] = (await guest.get(`/api/quotes/${id}/messages`)).json;
    expect(first.content).toMatch(/Is the total \$(9,203\.08|8,900\.00) or \$(9,203\.08|8,900\.00)\?/);
    expect(new Set(buttons(first.content))).toEqual(new Set(['$9,203.08', '$8,900.00', 'Neither']));
  });

  it('refuses a value that is not one of the stored choices (400) and changes nothing', async () => {
    const before = (await guest.get(`/api/quotes/${id}`)).json;
    const res = await guest.post(`/api/quotes/${id}/chat`, {
      message: '$1.00',
      action: { kind: 'choose', field: 'totalCost', value: '1.00' },
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/^That is not one of the choices for the total: \$[\d,.]+ or \$[\d,.]+\.$/);
    expect((await guest.get(`/api/quotes/${id}`)).json).toEqual(before);
  });

  it('a tap sets the total as an edit does; the same tap again changes nothing', async () => {
    const [first] = (await guest.get(`/api/quotes/${id}/messages`)).json;
    const tap = first.actions.find((a: any) => a.label === '$9,203.08');
    const res = await guest.post(`/api/quotes/${id}/chat`, { message: tap.label, action: tap.action });
    expect(res.status).toBe(200);
    expect(res.json.messages[1].content).toMatch(/^Thanks — I changed the total price to \$9,203\.08\./);
    const after = (await guest.get(`/api/quotes/${id}`)).json;
    expect(after.totalCost).toBe('9203.08');
    expect(after.checklistResults.find((r: any) => r.category === 'pricing').modified).toBe(true);
    const again = await guest.post(`/api/quotes/${id}/chat`, { message: tap.label, action: tap.action });
    expect(again.json.messages).toEqual([]);
    expect((await guest.get(`/api/quotes/${id}`)).json).toEqual(after);
  });
});
