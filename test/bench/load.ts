/**
 * `npm run bench:load`: the local stack under load, on loopback only, bounded in time.
 *   1. 60 s of mixed reads (a quote, its messages, My Quotes, the balance) at 100 requests/s from
 *      20 signed-in users, open loop: latency percentiles and errors. Target: p99 ≤ 50 ms, 0 errors.
 *   2. 20 concurrent uploads from 20 accounts with 1 credit each, with a restart (Ctrl-C, start
 *      again on the same data) while they run: every quote settles, every balance ends at 0, and each
 *      user's ledger sums to their balance. Target: all three hold.
 * Figures, not assertions; the last line is one JSON object with them. `-- --quick` reads for 10 s.
 */
import { rmSync } from 'node:fs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { performance } from 'node:perf_hooks';
import { adminBrowser, Browser, uniqueEmail, uploadPresigned, waitForFinalStatus } from '../integration/http-client.js';
import { ADMIN_EMAIL, startStackProcess, type StackProcess } from '../integration/local-stack-process.js';
import { documentBytes, TEXT_QUOTE } from '../documents.js';

const USERS = 20;
const RATE = 100;
const SECONDS = process.argv.includes('--quick') ? 10 : 60;
const QUOTE = TEXT_QUOTE.file;
const FINAL = ['discussing', 'completed', 'error'];

interface User {
  browser: Browser;
  id: string;
  quoteId: string;
}

async function signedUpUsers(url: string): Promise<User[]> {
  return Promise.all(
    Array.from({ length: USERS }, async () => {
      const browser = new Browser(url);
      const signup = await browser.post('/api/auth/signup', { email: uniqueEmail('load'), password: 'load-test-1' });
      if (signup.status !== 201) throw new Error(`signup answered ${signup.status}`);
      const up = await uploadPresigned(browser, documentBytes(QUOTE), QUOTE); // the free analysis
      await waitForFinalStatus(browser, up.json.id, 120_000);
      return { browser, id: signup.json.user.id as string, quoteId: up.json.id as string };
    }),
  );
}

function cookieOf(browser: Browser): string {
  return [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** The p-th percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Open-loop reads: one request every 1000/RATE ms, the users taking turns (each reads every
 * USERS/RATE s: their quote, its messages, My Quotes, the balance), whatever the answers' pace. Latency
 * is counted from when a request was due, so a slow server cannot hide its backlog.
 */
async function mixedReads(url: string, users: User[]) {
  const paths = (u: User) => [
    `/api/quotes/${u.quoteId}`,
    `/api/quotes/${u.quoteId}/messages`,
    '/api/quotes/my-quotes',
    '/api/credits/balance',
  ];
  const total = RATE * SECONDS;
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now() + 100;
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const user = users[i % users.length];
    const all = paths(user);
    const path = all[Math.floor(i / users.length) % all.length];
    pending.push(
      fetch(url + path, { headers: { cookie: cookieOf(user.browser) } })
        .then(async (res) => {
          await res.arrayBuffer();
          if (!res.ok) errors++;
        })
        .catch(() => void errors++)
        .finally(() => latencies.push(performance.now() - due)),
    );
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  const ms = (p: number) => Math.round(percentile(latencies, p));
  console.log('\n## 1. Mixed reads\n');
  console.log(`${total} requests in ${SECONDS} s from ${USERS} users at ${RATE}/s`);
  console.log(`latency ms: p50 ${ms(50)}, p90 ${ms(90)}, p99 ${ms(99)}, max ${ms(100)}`);
  console.log(`errors (non-2xx or failed): ${errors}`);
  return { requests: total, p50Ms: ms(50), p99Ms: ms(99), maxMs: ms(100), errors };
}

async function ledgerSum(basePort: number, userId: string): Promise<number> {
  const ddb = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: `http://127.0.0.1:${basePort + 10}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  const out = await ddb.send(
    new QueryCommand({
      TableName: 'quotecheck',
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :l)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':l': 'LEDGER#' },
    }),
  );
  ddb.destroy();
  return (out.Items ?? []).reduce((sum, item) => sum + Number(item.amount), 0);
}

async function uploadsAcrossRestart(stack: StackProcess, users: User[]) {
  const admin = await adminBrowser(stack.url, ADMIN_EMAIL);
  for (const user of users) {
    const set = await admin.post(`/api/admin/users/${user.id}/credits`, { credits: 1, reason: 'load test' });
    if (set.status !== 200) throw new Error(`setting credits answered ${set.status}`);
  }
  const started = Date.now();
  const uploads = await Promise.all(users.map((u) => uploadPresigned(u.browser, documentBytes(QUOTE), QUOTE)));
  const accepted = uploads.filter((u) => u.status === 200).length;
  // Ctrl-C while the pipelines run, then start again on the same data and port.
  await stack.stop('SIGINT');
  const again = await startStackProcess({ dataDir: stack.dataDir, port: stack.port });
  for (const user of users) user.browser = Object.assign(new Browser(again.url), { cookies: user.browser.cookies });
  const quotes = await Promise.all(
    uploads.map((u, i) => (u.status === 200 ? waitForFinalStatus(users[i].browser, u.json.id, 180_000) : undefined)),
  );
  const settledMs = Date.now() - started;
  const settled = quotes.filter((q) => q && FINAL.includes(q.status)).length;
  const balances = await Promise.all(
    users.map(async (u) => (await u.browser.get('/api/credits/balance')).json.balance as number),
  );
  const ledgers = await Promise.all(users.map((u) => ledgerSum(again.port, u.id)));
  const ledgerMatches = ledgers.filter((sum, i) => sum === balances[i]).length;
  console.log('\n## 2. Concurrent uploads with a restart in the middle\n');
  console.log(
    `${accepted}/${USERS} uploads accepted; ${settled} settled in ${(settledMs / 1000).toFixed(1)} s (statuses: ${[...new Set(quotes.map((q) => q?.status))].join(', ')})`,
  );
  console.log(
    `balances at 0: ${balances.filter((b) => b === 0).length}/${USERS}; ledger sums equal to balances: ${ledgerMatches}/${USERS}`,
  );
  return { again, accepted, settled, balancesAtZero: balances.filter((b) => b === 0).length, ledgerMatches, settledMs };
}

const stack = await startStackProcess();
let last: StackProcess = stack;
try {
  const users = await signedUpUsers(stack.url);
  const reads = await mixedReads(stack.url, users);
  const uploads = await uploadsAcrossRestart(stack, users);
  last = uploads.again;
  const { again: _again, ...upload } = uploads;
  console.log(JSON.stringify({ reads, uploads: upload }));
} finally {
  await last.stop('SIGINT');
  rmSync(stack.dataDir, { recursive: true, force: true });
}
