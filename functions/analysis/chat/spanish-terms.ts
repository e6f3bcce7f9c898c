/**
 * Spanish answers beyond the commonest topics: the glossary's terms in Spanish (spanish-glossary.json),
 * found by their Spanish names, and the Spanish answer for whatever topic the English reading of a
 * question settled on, so that a Spanish question never gets an English answer.
 */
import { CATEGORIES, type CategoryShortId } from '@shared/checklist.js';
import type { Analysis } from '../types.js';
import { GLOSSARY, type LocalKnowledge } from './glossary.js';
import data from './spanish-glossary.json' with { type: 'json' };
import { askAnswer, itemAnswer, priceAnswer, summaryAnswer } from './spanish.js';

const TERMS_ES = data.terms as Record<string, string>;

interface SpanishName {
  term: string;
  /** A case-insensitive regular expression (Unicode mode). */
  match: string;
}

const compiled = (names: SpanishName[]): [RegExp, string][] => names.map((n) => [new RegExp(n.match, 'iu'), n.term]);

/**
 * Spanish names of situations, checked before the terms' names: what happened or what is asked about
 * ("gotean", "no terminó el trabajo", "condominio") says more than a word naming a product.
 */
const SITUATIONS_ES = compiled(data.situations);

/** Spanish names of terms, checked in this order; the glossary's own patterns (SHGC, NFRC, NOA…) also apply. */
const NAMES_ES = compiled(data.names);

/** "22 de noviembre de 2026". */
export function spanishDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('es-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** A term's Spanish text, with the knowledge base's figures filled in; null when it has none. */
export function termInSpanish(id: string, knowledge: Pick<LocalKnowledge, 'energy'>): string | null {
  const text = TERMS_ES[id];
  return text
    ? text.replace('{taxCreditEnd}', spanishDate(knowledge.energy.taxCredit25C.endedForInstallationsAfter))
    : null;
}

/** A term's Spanish text when it has no knowledge-base figures to fill in; null otherwise. */
export function plainTermInSpanish(id: string): string | null {
  const text = TERMS_ES[id];
  return text && !text.includes('{') ? text : null;
}

/**
 * The glossary term a Spanish question names, by its Spanish name, its title as the glossary gives it
 * («Deposit laws», as a follow-up names the conversation's subject) or the glossary's own pattern.
 */
export function spanishTermIn(question: string): string | null {
  const named = [...SITUATIONS_ES, ...NAMES_ES].find(([re, id]) => TERMS_ES[id] && re.test(question))?.[1];
  if (named) return named;
  const titled = GLOSSARY.terms.find((t) => TERMS_ES[t.id] && question.includes(`«${t.term}»`));
  if (titled) return titled.id;
  const term = GLOSSARY.terms.find((t) => TERMS_ES[t.id] && t.match.some((m) => new RegExp(m, 'i').test(question)));
  return term?.id ?? null;
}

/** A term's answer in Spanish, with what this quote's checklist says about the item it bears on. */
export function termAnswer(id: string, analysis: Analysis, knowledge: Pick<LocalKnowledge, 'energy'>): string | null {
  const text = termInSpanish(id, knowledge);
  if (!text) return null;
  const category = GLOSSARY.terms.find((t) => t.id === id)?.category;
  const item = category && analysis.results.find((r) => r.category === category);
  return item && item.status !== 'not_applicable'
    ? `${text}\n\nEn su presupuesto: ${itemAnswer(category, analysis)}`
    : text;
}

export const HELP_ES = [
  'No estoy seguro de haber entendido la pregunta. Puedo ayudarle con:',
  '- ¿Es justo el precio?',
  '- Qué significa un término: SHGC, factor U, Low-E, NOA, método de inserto o de marco completo, reglas de plomo, derecho a cancelar…',
  '- ¿Qué le debo preguntar al contratista?',
  '- Cualquier punto de la lista: garantía, permisos, anticipo, retiro de las ventanas viejas, acabados…',
].join('\n');

/**
 * The Spanish answer for the topic the English reading found ("glossary:shgc", "category:permits",
 * "price", "score", "ask_contractor"); the Spanish help when the topic has no Spanish answer.
 */
export function spanishForTopic(
  topic: string,
  analysis: Analysis,
  knowledge: Pick<LocalKnowledge, 'energy'>,
): { topic: string; text: string } {
  const [kind, id] = topic.split(':');
  if (kind === 'price') return { topic, text: priceAnswer(analysis) };
  if (kind === 'score' || kind === 'score_drivers') return { topic, text: summaryAnswer(analysis) };
  if (kind === 'ask_contractor') return { topic, text: askAnswer(analysis) };
  if (kind === 'category' && CATEGORIES.some((c) => c.short === id))
    return { topic, text: itemAnswer(id as CategoryShortId, analysis) };
  if (kind === 'glossary' && id) {
    // The first of the topic's terms with a Spanish text, else the checklist item the first bears on.
    const terms = id.split('+');
    const spoken = terms.find((term) => TERMS_ES[term]);
    const text = spoken && termAnswer(spoken, analysis, knowledge);
    if (text) return { topic: `glossary:${spoken}`, text };
    const category = GLOSSARY.terms.find((t) => t.id === terms[0])?.category;
    if (category) return { topic: `category:${category}`, text: itemAnswer(category, analysis) };
  }
  return { topic: 'help', text: HELP_ES };
}
