/** "What is my score?", "What hurts it most?": the score, what caps it, and the items that cost it the most points. */
import { scoreBand } from '@shared/checklist.js';
import { label, plural, sentence } from './answer-text.js';
import type { AnswerContext, FreeAnswer } from './free-answers.js';
import { scoreDrivers, weightedScore, type Driver } from './score-drivers.js';

function driverLine(d: Driver, i: number): string {
  const pts = d.lost < 1 ? 'less than 1 point' : `about ${plural(Math.round(d.lost), 'point')}`;
  return `${i + 1}. **${d.result.title}** (${label(d.result.status)}) costs **${pts}**: ${sentence(d.result.explanation)}`;
}

export function answerDrivers(ctx: AnswerContext): FreeAnswer {
  const drivers = scoreDrivers(ctx.analysis.results, ctx.weights, ctx.points).slice(0, 3);
  if (drivers.length === 0)
    return {
      topic: 'score_drivers',
      text: 'Nothing is pulling your score down: every item that applies is rated Good.',
      onTopic: true,
    };
  const text = [
    drivers.length === 1 ? 'This item costs your score the most:' : 'These items cost your score the most:',
    ...drivers.map(driverLine),
    'Fixing these, or getting the missing details from the contractor, would raise your score the most.',
  ].join('\n');
  return { topic: 'score_drivers', text, onTopic: true };
}

function capNote(ctx: AnswerContext): string | null {
  const { analysis, knowledge } = ctx;
  const raw = weightedScore(analysis.results, ctx.weights, ctx.points);
  if (raw === null || Math.round(raw) <= analysis.score) return null;
  const poor = analysis.results.filter((r) => r.status === 'bad');
  const caps = knowledge.rubric.caps;
  if (poor.length >= 3 && analysis.score <= caps.threeOrMorePoor)
    return `Three or more items are rated Poor, which caps the score at **${caps.threeOrMorePoor}** (it would otherwise be ${Math.round(raw)}).`;
  if (
    poor.some((r) => r.category === 'payment' || r.category === 'hurricane') &&
    analysis.score <= caps.statutoryPaymentOrHurricanePoor
  )
    return `A Poor rating on payment terms or hurricane protection caps the score at **${caps.statutoryPaymentOrHurricanePoor}** (it would otherwise be ${Math.round(raw)}).`;
  return null;
}

export function answerScore(ctx: AnswerContext): FreeAnswer {
  const { score } = ctx.analysis;
  const band = scoreBand(score);
  const verdict =
    band === 'green'
      ? 'a strong quote'
      : band === 'yellow'
        ? 'a fair quote with some gaps'
        : 'a weak quote with serious gaps';
  const drivers = scoreDrivers(ctx.analysis.results, ctx.weights, ctx.points).slice(0, 3);
  const lines = [
    `Your quote scores **${score}/100**: ${verdict}. Each checklist item is weighted by importance, and Good items earn full points.`,
  ];
  const cap = capNote(ctx);
  if (cap) lines.push(cap);
  if (drivers.length) lines.push('What lowers it most:', ...drivers.map(driverLine));
  else lines.push('Every item that applies is rated Good.');
  return { topic: 'score', text: lines.join('\n'), onTopic: true };
}
