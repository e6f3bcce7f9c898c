/**
 * `npm run bench:analysis`: agreement and speed of the rules engine and the Expert Chat on the handout
 * samples (../shared/samples, beside the repository), or on the committed test documents without them.
 *   1. in-process, per quote: the checklist against its truth, a full analysis, a single-item
 *      re-analysis, reading a chat reply and answering a free question (median of many runs);
 *   2. through the local stack over HTTP: a chat turn and a field correction, round trip.
 * Figures, not assertions: the targets (≤ 300 ms) are in the README.
 */
import { performance } from 'node:perf_hooks';
import { rulesAnswer } from '../../functions/analysis/engine.js';
import { interpretReply } from '../../functions/analysis/chat/interpret-reply.js';
import { analyzeWithRules } from '../../functions/analysis/rules-engine.js';
import { compareQuotes } from '../../functions/compare/compare-quotes.js';
import type { StoredQuote } from '../../functions/compare/quote-profile.js';
import type { QuoteRecord } from '../../functions/quotes/quote-record.js';
import { analyzeBytes } from '../../local/analyze-file.js';
import { analyzedSample } from './analysed-sample.js';
import { Browser, uploadPresigned, waitForFinalStatus } from '../integration/http-client.js';
import { startStackProcess } from '../integration/local-stack-process.js';
import { median } from '../documents.js';
import { benchQuotes, bytesOf } from './quote-sets.js';

const RUNS = 50;
const { set, quotes } = benchQuotes();

function timed(work: () => unknown, runs = RUNS): { median: number; max: number } {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    work();
    times.push(performance.now() - t0);
  }
  return { median: median(times), max: Math.max(...times) };
}

async function inProcess() {
  console.log('\n## 1. Rules engine and chat, in-process\n');
  console.log(
    '| file | ratings met | score | full analysis ms (median / max) | one item ms | read a reply ms | free answer ms |',
  );
  console.log('|---|---|---|---|---|---|---|');
  let met = 0;
  let expected = 0;
  const all = { full: [] as number[], item: [] as number[], reply: [] as number[], answer: [] as number[] };
  for (const sample of quotes) {
    const { input, analysis } = await analyzedSample(bytesOf(sample));
    let sampleMet = 0;
    let sampleExpected = 0;
    for (const r of analysis.results) {
      const want = sample.expect.checklist?.[r.category as keyof typeof sample.expect.checklist];
      if (!want) continue;
      sampleExpected++;
      if (want.includes(r.status)) sampleMet++;
      else console.error(`  ${sample.file} ${r.category}: ${r.status}, truth ${want.join('/')}`);
    }
    met += sampleMet;
    expected += sampleExpected;
    const full = timed(() => analyzeWithRules(input));
    const item = timed(() =>
      analyzeWithRules(
        { ...input, answers: { depositPercent: 20 } },
        { only: ['payment'], previous: analysis.results },
      ),
    );
    const reply = timed(() =>
      interpretReply('Yes, and the deposit is 20% with the rest on completion', {
        text: '?',
        answer: 'permitsByContractor',
        expects: 'yes_no',
        options: ['Yes', 'No'],
      }),
    );
    const answer = timed(() => rulesAnswer('Is this price fair?', analysis));
    all.full.push(full.median);
    all.item.push(item.median);
    all.reply.push(reply.median);
    all.answer.push(answer.median);
    const f = (t: { median: number; max: number }) => `${t.median.toFixed(2)} / ${t.max.toFixed(1)}`;
    console.log(
      `| ${sample.file} | ${sampleMet}/${sampleExpected} | ${analysis.score} | ${f(full)} | ${f(item)} | ${f(reply)} | ${f(answer)} |`,
    );
  }
  console.log(
    `\nRatings the ${set}' truth expects, met: ${met}/${expected} (${((100 * met) / expected).toFixed(1)}%; target ≥ 90%).`,
  );
  console.log(
    `Medians across the ${set}: full analysis ${median(all.full).toFixed(2)} ms, one item ${median(all.item).toFixed(2)} ms, reading a reply ${median(all.reply).toFixed(2)} ms, a free answer ${median(all.answer).toFixed(2)} ms (target ≤ 300 ms each).`,
  );
}

/** GET /api/compare's work in-process: the first two text-PDF quotes of the set side by side (target ≤ 100 ms). */
async function compareInProcess() {
  console.log('\n## 1b. Comparing two quotes, in-process\n');
  const stored: StoredQuote[] = [];
  for (const document of quotes.filter((q) => q.format === 'text-pdf').slice(0, 2)) {
    const { quote, text } = await analyzeBytes(bytesOf(document), document.file);
    const record: QuoteRecord = {
      ...quote,
      contentType: 'application/pdf',
      fileSize: 0,
      fileKey: '',
      userEmail: null,
      guestId: null,
      updatedAt: quote.createdAt,
      answers: {},
    };
    stored.push({ record, text: text ?? undefined });
  }
  const t = timed(() => compareQuotes(stored));
  const c = compareQuotes(stored);
  console.log(`| quotes | rows | same scope | median ms | max ms |`);
  console.log('|---|---|---|---|---|');
  console.log(
    `| ${stored.map((s) => s.record.fileName).join(' + ')} | ${c.rows.length} | ${c.sameScope.ok} | ${t.median.toFixed(2)} | ${t.max.toFixed(1)} |`,
  );
  console.log(
    `\nComparing two quotes: median ${t.median.toFixed(2)} ms, max ${t.max.toFixed(1)} ms (target ≤ 100 ms).`,
  );
}

async function overHttp() {
  console.log('\n## 2. Chat turn and correction through the local stack over HTTP\n');
  const stack = await startStackProcess();
  try {
    const browser = new Browser(stack.url);
    // A photo quote (HEIC), whose analysis opens the chat with questions.
    const photo = quotes.find((q) => q.format === 'photo-heic') ?? quotes[0]!;
    const up = await uploadPresigned(browser, bytesOf(photo), photo.file);
    const id = up.json.id;
    await waitForFinalStatus(browser, id);
    const chat: number[] = [];
    const patch: number[] = [];
    const analyze: number[] = [];
    const messages = [
      'Is this price fair?',
      'What is SHGC?',
      'not sure',
      'The deposit is 20%',
      'Which item hurts my score most?',
      'What should I ask the contractor?',
    ];
    for (let round = 0; round < 5; round++) {
      for (const message of messages) {
        const t0 = performance.now();
        const res = await browser.post(`/api/quotes/${id}/chat`, { message });
        if (res.status !== 200) throw new Error(`chat answered ${res.status}`);
        chat.push(performance.now() - t0);
      }
      const t1 = performance.now();
      await browser.patch(`/api/quotes/${id}/update-scope`, { totalCost: String(2400 + round * 10) });
      patch.push(performance.now() - t1);
      const t2 = performance.now();
      await browser.post(`/api/quotes/${id}/analyze`);
      analyze.push(performance.now() - t2);
    }
    console.log(`| call | runs | median ms | max ms |`);
    console.log('|---|---|---|---|');
    for (const [name, t] of [
      ['POST chat', chat],
      ['PATCH update-scope (re-analyses pricing, payment, permits)', patch],
      ['POST analyze (all ten items)', analyze],
    ] as const) {
      console.log(`| ${name} | ${t.length} | ${median([...t]).toFixed(0)} | ${Math.max(...t).toFixed(0)} |`);
    }
    // The first call of each Lambda after the stack starts loads and compiles its code (a cold start).
    const warm = chat.slice(1);
    console.log(
      `\nPOST chat: the first call after the stack starts ${chat[0]!.toFixed(0)} ms (cold); the ${warm.length} after it median ${median([...warm]).toFixed(0)} ms, max ${Math.max(...warm).toFixed(0)} ms.`,
    );
  } finally {
    await stack.stop('SIGTERM');
  }
}

await inProcess();
await compareInProcess();
await overHttp();
process.exit(0);
