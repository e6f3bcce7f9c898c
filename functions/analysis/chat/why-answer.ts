/**
 * "Why?" after an answer: the reasoning behind it rather than the answer again. For a checklist item,
 * the quote's lines the rating rests on, the rule that decided it, and the knowledge it comes from with
 * its sources and the date it was last checked; for a term, where its explanation comes from.
 */
import { CATEGORIES, type CategoryShortId } from '@shared/checklist.js';
import type { Knowledge, KnowledgeFile } from '../knowledge/types.js';
import type { Analysis } from '../types.js';
import { stateRule } from '../rules/payment.js';
import { shortDate } from '../verdicts/dates.js';
import { label, resultFor, sentence } from './answer-text.js';
import type { FreeAnswer } from './free-answers.js';
import { GLOSSARY } from './glossary.js';

/** "why?", "how come?", "why is that", "based on what?", "says who?": a message that asks for the reasoning alone. */
const WHY =
  /^(?:(?:and|but|so|ok(?:ay)?)[,\s]+)?(?:why(?:\s+(?:is|was|does|did)\s+(?:that|it|this)(?:\s+so)?|\s+not|\s+so)?|how\s+come|how\s+so|based\s+on\s+what|says\s+who|what\s+is\s+that\s+based\s+on|what'?s\s+that\s+based\s+on|where\s+does\s+that\s+come\s+from|what\s+makes\s+(?:it|that)\s+\w+|explain\s+(?:that|why))\s*[?!.]*$/i;

export function asksWhy(message: string): boolean {
  return WHY.test(message.trim());
}

/** Evidence lines that are our own statements, not the quote's words. */
const OURS = /^(?:The (?:quote|total on the quote) |You said|You changed|You gave|Based on)/;
const MAX_LINES = 3;

type Source = KnowledgeFile['sources'][number];

/** The knowledge an item's rule reads, and the sources behind that part of it. */
function knowledgeOf(
  category: CategoryShortId,
  k: Knowledge,
  state: string | null,
): { file: KnowledgeFile; ids: string[]; summary?: string } {
  switch (category) {
    case 'pricing':
      return { file: k.pricing, ids: k.pricing.sources.slice(0, 3).map((s) => s.id) };
    case 'energy':
      return { file: k.energy, ids: k.energy.citations?.energyStarV7Windows ?? [] };
    case 'hurricane':
      return { file: k.hurricane, ids: k.hurricane.citations?.tiers ?? [] };
    case 'payment': {
      const rule = stateRule(k.payment, state);
      return { file: k.payment, ids: rule.sources, summary: rule.summary };
    }
    default: {
      const part = k.quality[category] as { sources?: string[]; summary?: string };
      return { file: k.quality, ids: part.sources ?? [], ...(part.summary ? { summary: part.summary } : {}) };
    }
  }
}

/** "Sources: A; B (last checked 22 Nov 2026).": the first two sources of `ids`, and when the file was checked. */
export function sourcesLine(file: Pick<KnowledgeFile, 'sources' | 'checkedOn'>, ids: string[]): string {
  const byId = new Map<string, Source>(file.sources.map((s) => [s.id, s]));
  const titles = [...new Set(ids)]
    .map((id) => byId.get(id)?.title)
    .filter((t): t is string => Boolean(t))
    .slice(0, 2);
  const checked = `last checked ${shortDate(file.checkedOn)}`;
  return titles.length ? `Sources: ${titles.join('; ')} (${checked}).` : `Our knowledge base, ${checked}.`;
}

function whyItem(category: CategoryShortId, analysis: Analysis, knowledge: Knowledge): FreeAnswer | null {
  const result = resultFor(analysis, category);
  if (!result) return null;
  const title = CATEGORIES.find((c) => c.short === category)!.title;
  const quoted = (result.evidence ?? []).filter((l) => !OURS.test(l.trim())).slice(0, MAX_LINES);
  const source = knowledgeOf(category, knowledge, analysis.facts.location.state);
  const parts = [
    `**Why ${title} is ${label(result.status) || 'not applicable'}:**`,
    quoted.length
      ? `- What your quote says: ${quoted.map((l) => `“${l}”`).join(' · ')}`
      : '- Your quote says nothing about it in so many words, so the rating rests on what it leaves out.',
    `- The rule: ${sentence(result.explanation)}`,
    ...(source.summary ? [`- Where the rule comes from: ${sentence(source.summary)}`] : []),
    `- ${sourcesLine(source.file, source.ids)}`,
  ];
  return { topic: `category:${category}`, text: parts.join('\n'), onTopic: true };
}

function whyTerms(ids: string[]): FreeAnswer | null {
  const terms = GLOSSARY.terms.filter((t) => ids.includes(t.id));
  if (!terms.length) return null;
  const byId = new Map(GLOSSARY.sources.map((s) => [s.id, s]));
  const lines = terms.map((t) => {
    const titles = t.sources.map((id) => byId.get(id)?.title ?? id).slice(0, 2);
    return `- **${t.term}**: ${titles.join('; ')}`;
  });
  return {
    topic: `glossary:${ids.join('+')}`,
    text: [
      `That explanation comes from these sources (glossary last checked ${shortDate(GLOSSARY.checkedOn)}):`,
      ...lines,
    ].join('\n'),
    onTopic: true,
  };
}

/** The reasoning behind the last answer on `subject` ("category:warranty", "price", "glossary:shgc"); null when there is none to give. */
export function answerWhy(subject: string, analysis: Analysis, knowledge: Knowledge): FreeAnswer | null {
  const [kind, id] = subject.split(':');
  if (kind === 'price') return whyItem('pricing', analysis, knowledge);
  if (kind === 'category' && CATEGORIES.some((c) => c.short === id))
    return whyItem(id as CategoryShortId, analysis, knowledge);
  if (kind === 'glossary' && id) return whyTerms(id.split('+'));
  return null;
}
