/**
 * `npm run bench:web`: what a visitor's browser loads and sees, in headless Chromium against the local
 * stack (run `npm run build:web` first; `npm test` does):
 *   1. the landing page's initial JavaScript, gzipped (every script the page loads before it is idle);
 *   2. largest contentful paint of the landing page (median of 5 cold loads);
 *   3. layout shift on the analysis page while it polls (6 s of a quote in discussion).
 * Figures, not assertions: the targets (≤ 200 KB, ≤ 1.5 s, no shift) are in the README.
 */
import { gzipSync } from 'node:zlib';
import { Browser as HttpBrowser, uploadPresigned, waitForFinalStatus } from '../integration/http-client.js';
import { startStackProcess } from '../integration/local-stack-process.js';
import { launchBrowser } from '../e2e/browser.js';
import { COASTAL_QUOTE, documentBytes, median } from '../documents.js';

const stack = await startStackProcess();
const chromium = await launchBrowser();
try {
  // 1. Initial JS of the landing page.
  const context = await chromium.newContext({ baseURL: stack.url });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.add(res.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  let total = 0;
  console.log('\n## 1. Landing page initial JavaScript\n');
  console.log('| script | raw KB | gzip KB |');
  console.log('|---|---|---|');
  for (const url of scripts) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    const gz = gzipSync(body, { level: 9 }).length;
    total += gz;
    console.log(`| ${url.replace(stack.url, '')} | ${(body.length / 1024).toFixed(1)} | ${(gz / 1024).toFixed(1)} |`);
  }
  console.log(`\nTotal: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.size} scripts (target ≤ 200 KB).`);
  await context.close();

  // 2. Largest contentful paint, cold loads.
  const lcps: number[] = [];
  for (let i = 0; i < 5; i++) {
    const ctx = await chromium.newContext({ baseURL: stack.url, viewport: { width: 1280, height: 900 } });
    const p = await ctx.newPage();
    await p.goto('/', { waitUntil: 'networkidle' });
    const lcp = await p.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]!.startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    lcps.push(lcp);
    await ctx.close();
  }
  console.log(
    `\n## 2. Largest contentful paint (landing, localhost)\n\n${lcps.map((v) => v.toFixed(0)).join(' / ')} ms — median ${median(lcps).toFixed(0)} ms (target ≤ 1500 ms).`,
  );

  // 3. Layout shift while the analysis page polls.
  const guest = new HttpBrowser(stack.url);
  const up = await uploadPresigned(guest, documentBytes(COASTAL_QUOTE.file), COASTAL_QUOTE.file);
  const quote = await waitForFinalStatus(guest, up.json.id);
  const ctx = await chromium.newContext({ baseURL: stack.url, viewport: { width: 1280, height: 900 } });
  await ctx.addCookies([...guest.cookies].map(([name, value]) => ({ name, value, url: stack.url })));
  const p = await ctx.newPage();
  await p.goto(`/analysis/${up.json.id}`, { waitUntil: 'networkidle' });
  await p.waitForTimeout(1000);
  const shift = await p.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: 'layout-shift' });
        setTimeout(() => resolve(sum), 6000);
      }),
  );
  console.log(
    `\n## 3. Layout shift while polling (quote in status ${quote.status}, 6 s)\n\nCumulative layout shift: ${shift.toFixed(4)} (target 0).`,
  );
  await ctx.close();
} finally {
  await chromium.close();
  await stack.stop('SIGTERM');
}
process.exit(0);
