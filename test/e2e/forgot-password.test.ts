import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser as Chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Browser as HttpBrowser, uniqueEmail } from '../integration/http-client.js';
import { collectPageErrors, launchBrowser, screenshot } from './browser.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

let chromium: Chromium;
beforeAll(async () => {
  chromium = await launchBrowser();
});
afterAll(async () => {
  await chromium?.close();
});

/** The last password reset code local mode "e-mailed" to `email` (DATA_DIR/mailbox.jsonl). */
async function resetCodeFor(email: string): Promise<string> {
  const file = join(dataDir, 'mailbox.jsonl');
  for (let tries = 0; tries < 50; tries++) {
    const mails = existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { kind: string; to: string; code: string })
          .filter((m) => m.kind === 'ForgotPassword' && m.to === email)
      : [];
    if (mails.length) return mails.at(-1)!.code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reset code for ${email}`);
}

describe('forgot password', () => {
  it('from the login page: a code by e-mail, a new password, "Password changed", then signing in with it', async () => {
    const email = uniqueEmail('forgot');
    expect((await new HttpBrowser(baseUrl).post('/api/auth/signup', { email, password: 'old-secret-1' })).status).toBe(
      201,
    );
    const context = await chromium.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByText('If an account exists for that e-mail, we sent a code.').waitFor();

    // A wrong code is refused, and says so.
    const code = await resetCodeFor(email);
    await page.getByLabel('Code from the e-mail').fill(code === '000000' ? '000001' : '000000');
    await page.getByLabel('New password').fill('new-secret-1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('That code is wrong or has expired. Check it, or ask for a new one.').waitFor();

    await page.getByLabel('Code from the e-mail').fill(code);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password changed').waitFor();
    await screenshot(page, 'forgot-password-changed');
    await page.getByRole('link', { name: 'Sign In' }).click();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('new-secret-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/my-quotes');
    expect(errors).toEqual([]);
    // The old password no longer signs in.
    expect((await new HttpBrowser(baseUrl).post('/api/auth/login', { email, password: 'old-secret-1' })).status).toBe(
      401,
    );
    await context.close();
  });
});
