/**
 * `npm run bench:chat`: the Expert Chat against the catalogue of homeowners' questions
 * (test/chat/questions.json, each with its public source), in-process on every quote of the handout
 * samples (../shared/samples, beside the repository), or of the committed test documents without them:
 *   - on topic: the answer is not the "not sure I understood" help or the off-topic redirect;
 *   - quote-specific: the answer carries something of this quote (a verdict of its checklist, its
 *     total, vendor, state or unit price);
 *   - fields changed without confirmation: quote fields a message would change directly although it
 *     does not say they are this quote's (questions and remarks about other quotes; must be 0);
 *   - follow-ups: the second turn answered on topic, leaning on the first;
 *   - latency of reading the message and answering it (median, max);
 *   - routing (chat-routing.ts): answers about the question's topic, on the source domains held out of
 *     the router's training and on the whole catalogue, against the patterns alone.
 * Figures, not assertions; the last line is one JSON object with them.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { ratingLabel } from '@shared/checklist.js';
import { rulesAnswer } from '../../functions/analysis/engine.js';
import { interpretReply } from '../../functions/analysis/chat/interpret-reply.js';
import type { Analysis } from '../../functions/analysis/types.js';
import { subjectAfter, withSubject } from '../../functions/conversation/follow-up.js';
import { displayCents } from '@shared/money.js';
import { median } from '../documents.js';
import { benchQuotes, bytesOf } from './quote-sets.js';
import { analyzedSample } from './analysed-sample.js';
import { routingFigures, type RoutingFigures } from './chat-routing.js';

interface Catalogue {
  questions: { id: string; text: string; topic: string; source: string }[];
  followUps: { id: string; turns: string[]; topic: string; source: string }[];
  remarks: { id: string; text: string; source: string }[];
}

const CATALOGUE = process.env.QUESTIONS_FILE ?? new URL('../chat/questions.json', import.meta.url).pathname;
const catalogue = JSON.parse(readFileSync(CATALOGUE, 'utf8')) as Catalogue;
const NOT_UNDERSTOOD = new Set(['help', 'off_topic']);

/** Whether an answer carries something of this quote. */
function quoteSpecific(text: string, analysis: Analysis, vendor: string | null): boolean {
  const verdicts = analysis.results.map((r) => `${r.title}: ${ratingLabel(r.status)}`);
  const facts = analysis.facts;
  const marks = [
    ...verdicts,
    facts.totalCents !== null ? displayCents(facts.totalCents) : null,
    facts.location.stateName,
    vendor,
    `${analysis.score}/100`,
  ].filter((m): m is string => Boolean(m));
  return marks.some((m) => text.includes(m)) || /\bper unit\b/.test(text);
}

const counts = {
  asked: 0,
  onTopic: 0,
  specific: 0,
  changedUnconfirmed: 0,
  followUps: 0,
  followUpsOnTopic: 0,
  remarks: 0,
  remarksChanged: 0,
};
const times: number[] = [];
const misses = new Map<string, number>();
const missedFollowUps = new Map<string, number>();

function answer(text: string, analysis: Analysis) {
  const t0 = performance.now();
  const reading = interpretReply(text, null, { totalCents: analysis.facts.totalCents });
  const reply = rulesAnswer(text, analysis);
  times.push(performance.now() - t0);
  return { reading, reply };
}

const { set, quotes } = benchQuotes();
let routing: RoutingFigures | null = null;
for (const sample of quotes) {
  const { analysis, vendor } = await analyzedSample(bytesOf(sample));
  routing ??= routingFigures(analysis);
  for (const q of catalogue.questions) {
    const { reading, reply } = answer(q.text, analysis);
    counts.asked++;
    if (!NOT_UNDERSTOOD.has(reply.topic)) counts.onTopic++;
    else misses.set(q.text, (misses.get(q.text) ?? 0) + 1);
    if (quoteSpecific(reply.text, analysis, vendor)) counts.specific++;
    if (Object.keys(reading.fields).length) counts.changedUnconfirmed++;
  }
  for (const r of catalogue.remarks) {
    const { reading } = answer(r.text, analysis);
    counts.remarks++;
    if (Object.keys(reading.fields).length) counts.remarksChanged++;
  }
  for (const f of catalogue.followUps) {
    const [first, ...rest] = f.turns;
    let subject = subjectAfter(answer(first!, analysis).reply.topic);
    for (const turn of rest) {
      let { reply } = answer(turn, analysis);
      const leaning = NOT_UNDERSTOOD.has(reply.topic) ? withSubject(turn, subject) : null;
      if (leaning) reply = answer(leaning, analysis).reply;
      counts.followUps++;
      if (!NOT_UNDERSTOOD.has(reply.topic)) counts.followUpsOnTopic++;
      else missedFollowUps.set(`${first} → ${turn}`, (missedFollowUps.get(`${first} → ${turn}`) ?? 0) + 1);
      subject = subjectAfter(reply.topic) ?? subject;
    }
  }
}

const pct = (n: number, d: number) => (d ? Math.round((1000 * n) / d) / 10 : 0);
const figures = {
  questions: catalogue.questions.length,
  followUps: catalogue.followUps.length,
  remarks: catalogue.remarks.length,
  samples: quotes.length,
  onTopicPct: pct(counts.onTopic, counts.asked),
  quoteSpecificPct: pct(counts.specific, counts.asked),
  followUpsOnTopicPct: pct(counts.followUpsOnTopic, counts.followUps),
  fieldsChangedWithoutConfirmation: counts.changedUnconfirmed + counts.remarksChanged,
  medianMs: Math.round(median(times) * 100) / 100,
  maxMs: Math.round(Math.max(...times) * 100) / 100,
  routing: routing && { ...routing, misrouted: routing.misrouted.length },
};
console.log(
  `# Expert Chat on ${figures.questions} questions, ${figures.followUps} follow-ups and ${figures.remarks} remarks × ${figures.samples} ${set === 'samples' ? 'samples' : 'test documents'}\n`,
);
console.log(
  `on topic: ${figures.onTopicPct}%; with a quote-specific detail: ${figures.quoteSpecificPct}%; follow-ups on topic: ${figures.followUpsOnTopicPct}%`,
);
console.log(`fields changed without confirmation: ${figures.fieldsChangedWithoutConfirmation} (target 0)`);
console.log(`latency in-process: median ${figures.medianMs} ms, max ${figures.maxMs} ms (targets ≤ 100 / ≤ 300)`);
if (routing) {
  const r = routing;
  console.log(
    `\nrouting, answer about the question's topic (router / patterns alone), on the first ${set === 'samples' ? 'sample' : 'test document'}:`,
  );
  console.log(
    `  held out by source domain (${r.heldOutQuestions} questions, ${r.heldOutExamples} with paraphrases, never trained on): ${r.heldOutPct}% / ${r.heldOutPatternsPct}% (target ≥ 90%); the model's top topic alone: ${r.heldOutModelTopPct}%`,
  );
  console.log(`  whole catalogue with paraphrases: ${r.cataloguePct}% / ${r.cataloguePatternsPct}% (target ≥ 97%)`);
  console.log(
    `  catalogue questions redirected or "not sure I understood": ${r.redirectedOrNotUnderstood} / ${r.redirectedOrNotUnderstoodByPatterns} (target 0); asked which topic instead: ${r.clarified}`,
  );
  if (r.misrouted.length)
    console.log(`\nHeld-out examples answered off their topic:\n${r.misrouted.map((m) => `  ${m}`).join('\n')}`);
}
const worst = [...misses].sort((a, b) => b[1] - a[1]).slice(0, 15);
if (worst.length)
  console.log(`\nNot understood (times, over the ${set}):\n${worst.map(([q, n]) => `  ${n}× ${q}`).join('\n')}`);
const lost = [...missedFollowUps].sort((a, b) => b[1] - a[1]).slice(0, 15);
if (lost.length)
  console.log(
    `\nFollow-ups not understood (times, over the ${set}):\n${lost.map(([q, n]) => `  ${n}× ${q}`).join('\n')}`,
  );
console.log(JSON.stringify(figures));
process.exit(0);
