/**
 * "Why?" after an answer: the reasoning behind it rather than the answer again. For a checklist item,
 * the quote's lines the rating rests on, the rule that decided it, and the knowledge it comes from with
 * its sources and the date it was last checked; for a term, where its explanation comes from. A "why?"
 * asked in Spanish ("¿por qué?") gets the same reasoning in Spanish, the quote's lines as printed.
 */
import { CATEGORIES, type CategoryShortId } from '@shared/checklist.js';
import type { Knowledge, KnowledgeFile } from '../knowledge/types.js';
import type { Analysis } from '../types.js';
import { stateRule } from '../rules/payment.js';
import { shortDate } from '../verdicts/dates.js';
import { label, resultFor, sentence } from './answer-text.js';
import type { FreeAnswer } from './free-answers.js';
import { GLOSSARY } from './glossary.js';
import { ADVICE_ES, RATINGS_ES, TITLES_ES } from './spanish.js';
import { spanishDate } from './spanish-terms.js';

export type WhyLanguage = 'en' | 'es';

/** "why?", "how come?", "why is that", "based on what?", "says who?": a message that asks for the reasoning alone. */
const WHY =
  /^(?:(?:and|but|so|ok(?:ay)?)[,\s]+)?(?:why(?:\s+(?:is|was|does|did)\s+(?:that|it|this)(?:\s+so)?|\s+not|\s+so)?|how\s+come|how\s+so|based\s+on\s+what|says\s+who|what\s+is\s+that\s+based\s+on|what'?s\s+that\s+based\s+on|where\s+does\s+that\s+come\s+from|what\s+makes\s+(?:it|that)\s+\w+|explain\s+(?:that|why))\s*[?!.]*$/i;

/** "¿por qué?", "¿y eso por qué?", "¿en qué se basa?", "¿de dónde sale eso?", "¿según quién?": the same, in Spanish. */
const WHY_ES =
  /^¿?\s*(?:(?:y|pero|entonces|vale)[,\s]+)?(?:(?:y\s+)?(?:eso|esto)\s+por\s*qu[eé]|por\s*qu[eé](?:\s+(?:es|era|sale|dice|pasa|est[aá])\s+(?:eso|esto|as[ií]))?(?:\s+no)?|c[oó]mo\s+(?:es\s+eso|as[ií])|en\s+qu[eé]\s+se\s+basa(?:\s+(?:eso|esto))?|de\s+d[oó]nde\s+sale\s+(?:eso|esto)|seg[uú]n\s+qui[eé]n|expl[ií]que(?:me)?\s+(?:eso|por\s*qu[eé]))\s*[?!.]*$/iu;

/** The language a message asks for the reasoning alone in, or null when it asks something else. */
export function whyLanguage(message: string): WhyLanguage | null {
  const t = message.trim();
  if (WHY.test(t)) return 'en';
  return WHY_ES.test(t) ? 'es' : null;
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
  const titles = sourceTitles(file.sources, ids);
  const checked = `last checked ${shortDate(file.checkedOn)}`;
  return titles.length ? `Sources: ${titles.join('; ')} (${checked}).` : `Our knowledge base, ${checked}.`;
}

/** The first two sources' titles of `ids`, as `sourcesLine` picks them. */
function sourceTitles(sources: readonly Source[], ids: string[]): string[] {
  const byId = new Map<string, Source>(sources.map((s) => [s.id, s]));
  return [...new Set(ids)]
    .map((id) => byId.get(id)?.title)
    .filter((t): t is string => Boolean(t))
    .slice(0, 2);
}

/** The same reasoning in Spanish: the rating, the quote's lines as printed, what the item checks, the sources. */
function whyItemInSpanish(
  category: CategoryShortId,
  status: keyof typeof RATINGS_ES,
  quoted: string[],
  source: ReturnType<typeof knowledgeOf>,
): string[] {
  const titles = sourceTitles(source.file.sources, source.ids);
  const checked = `última revisión: ${spanishDate(source.file.checkedOn)}`;
  return [
    `**Por qué la calificación de ${TITLES_ES[category]} es «${RATINGS_ES[status]}»:**`,
    quoted.length
      ? `- Lo que dice su presupuesto: ${quoted.map((l) => `“${l}”`).join(' · ')}`
      : '- Su presupuesto no lo dice con esas palabras, así que la calificación se basa en lo que falta.',
    ...(ADVICE_ES[category] ? [`- Lo que se revisa: ${ADVICE_ES[category]}`] : []),
    titles.length ? `- Fuentes: ${titles.join('; ')} (${checked}).` : `- Nuestra base de conocimiento (${checked}).`,
  ];
}

function whyItem(
  category: CategoryShortId,
  analysis: Analysis,
  knowledge: Knowledge,
  language: WhyLanguage,
): FreeAnswer | null {
  const result = resultFor(analysis, category);
  if (!result) return null;
  const title = CATEGORIES.find((c) => c.short === category)!.title;
  const quoted = (result.evidence ?? []).filter((l) => !OURS.test(l.trim())).slice(0, MAX_LINES);
  const source = knowledgeOf(category, knowledge, analysis.facts.location.state);
  if (language === 'es')
    return {
      topic: `category:${category}`,
      text: whyItemInSpanish(category, result.status, quoted, source).join('\n'),
      onTopic: true,
      language: 'es',
    };
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

function whyTerms(ids: string[], language: WhyLanguage): FreeAnswer | null {
  const terms = GLOSSARY.terms.filter((t) => ids.includes(t.id));
  if (!terms.length) return null;
  if (language === 'es')
    return {
      topic: `glossary:${ids.join('+')}`,
      text: [
        `Esa explicación viene de estas fuentes (glosario revisado el ${spanishDate(GLOSSARY.checkedOn)}):`,
        ...terms.map((t) => `- ${sourceTitles(GLOSSARY.sources, t.sources).join('; ')}`),
      ].join('\n'),
      onTopic: true,
      language: 'es',
    };
  const lines = terms.map((t) => `- **${t.term}**: ${sourceTitles(GLOSSARY.sources, t.sources).join('; ')}`);
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
export function answerWhy(
  subject: string,
  analysis: Analysis,
  knowledge: Knowledge,
  language: WhyLanguage = 'en',
): FreeAnswer | null {
  const [kind, id] = subject.split(':');
  if (kind === 'price') return whyItem('pricing', analysis, knowledge, language);
  if (kind === 'category' && CATEGORIES.some((c) => c.short === id))
    return whyItem(id as CategoryShortId, analysis, knowledge, language);
  if (kind === 'glossary' && id) return whyTerms(id.split('+'), language);
  return null;
}
