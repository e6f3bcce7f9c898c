/**
 * A question about another country's rules. The knowledge base holds US rules, prices and grants, and
 * the glazing rules of England and Wales; a homeowner in France, Canada or Singapore asking whether
 * new windows need permission, which grants there are or whether a contract signed at home can be
 * cancelled is told so plainly, with where that country answers it (countries.json, cited), instead of
 * the US rule. A UK homeowner gets the glazing rules held for England and Wales, and the UK's own
 * grants and cancelling right. A question on something every country shares (glass, frames,
 * installation) keeps its answer, said to be general; what the quote prints on it is quoted either way.
 * A question asked in Spanish gets the same in Spanish: each country's `es` sentences translate its
 * English ones, and a country without one for what is asked gets where to ask.
 */
import type { KnowledgeFile } from '../knowledge/types.js';
import type { FreeAnswer } from './free-answers.js';
import { GLOSSARY, termIdsOf, termText, type LocalKnowledge } from './glossary.js';
import { QUOTED_LEAD, QUOTED_LEAD_ES } from './quote-answer.js';
import { plainTermInSpanish } from './spanish-terms.js';
import data from './countries.json' with { type: 'json' };

export type CountryAspect = 'permission' | 'grants' | 'cancellation' | 'rules';

/** The answer topic of a country's pointers, with what they answer: "country:fr:permission+grants". */
const COUNTRY_TOPIC = 'country:';

function countryTopic(country: Country, aspects: CountryAspect[]): string {
  return `${COUNTRY_TOPIC}${country.id}:${aspects.join('+')}`;
}

/** What a country's pointers answer, read back from their answer topic; none for another topic. */
export function countryTopicAspects(answerTopic: string): CountryAspect[] {
  if (!answerTopic.startsWith(COUNTRY_TOPIC)) return [];
  return (answerTopic.split(':')[2] ?? '').split('+').filter(Boolean) as CountryAspect[];
}

export interface Country {
  id: string;
  name: string;
  /** Case-insensitive regular expressions (Unicode mode) for the country, its regions and agencies, found as whole words. */
  names: string[];
  /**
   * A country that holds others listed here (the UK holds Scotland): named only when none of them is,
   * so "£500 in Edinburgh" is Scotland's.
   */
  broad?: boolean;
  /** What the knowledge base does hold of this country's rules ("the glazing rules of England and Wales"). */
  held?: string;
  /** The glossary term that answers a permission question there, when the knowledge base holds it. */
  permissionTerm?: string;
  /** Where to ask about another rule, when not the country's local building authority or consumer agency. */
  ask?: string;
  /** One sentence each: where that country answers it. */
  permission: string | null;
  grants: string | null;
  cancellation: string | null;
  /** The same pointers in Spanish, for a question asked in Spanish; an aspect without one gets where to ask. */
  es?: SpanishPointers;
  sources: string[];
}

export interface SpanishPointers {
  /** The country's name in Spanish ("Canadá", "su país de Europa"). */
  name: string;
  /** What the knowledge base holds of the country's rules, as `held` says in English. */
  held?: string;
  permission?: string;
  grants?: string;
  cancellation?: string;
  ask?: string;
}

export interface Countries extends KnowledgeFile {
  countries: Country[];
}

export const COUNTRIES = data as Countries;

/** Where a product comes from ("glass made in Italy", "doors imported from Germany") is not where the home is. */
const MADE_IN =
  '(?<!\\b(?:made|manufactured|produced|imported|shipped|sourced|fabricated)\\s+(?:in|from)\\s+(?:the\\s+)?)';

/** A place visited is not where the home is: "a holiday trip to Ireland", "a cruise to Italy". */
const VISITED =
  '(?<!\\b(?:trip|trips|holiday|holidays|vacation|cruise|flight|flights|tour|visit|visits|visiting|visited|travel(?:l?ed|l?ing)?)\\s+(?:to|in|of|around)\\s+(?:the\\s+)?)';

/** One expression per country: any of its names, as a whole word, unless it names where a product is made or a trip. */
const FINDERS = new Map(
  COUNTRIES.countries.map((c) => [
    c.id,
    new RegExp(`${MADE_IN}${VISITED}(?<![\\p{L}\\p{N}])(?:${c.names.join('|')})(?![\\p{L}\\p{N}])`, 'iu'),
  ]),
);

/** The same expressions, to find every place a country is named. */
const ALL_FINDERS = new Map([...FINDERS].map(([id, finder]) => [id, new RegExp(finder.source, `${finder.flags}g`)]));

function names(country: Country, text: string): RegExpExecArray | null {
  return FINDERS.get(country.id)!.exec(text);
}

/** Where in `text` each of the country's names stands, in order. */
function placesNamed(country: Country, text: string): number[] {
  return [...text.matchAll(ALL_FINDERS.get(country.id)!)].map((m) => m.index);
}

/**
 * Words that say where the home is, before "in": "our house in Italy", "a farmhouse we're restoring in
 * France", "having our house built in Costa Rica". Where the homeowner lives or is staying ("we live in
 * Canada", "stuck in Calgary") is not where the work is, when the message says where the house is.
 */
const HOME_WORDS = String.raw`\b(?:house|houses|home|homes|property|flat|apartment|farmhouse|cottage|villa|finca|casa|chalet|barn|bungalow|townhouse|new[-\s]build|build(?:ing)?|built|renovat\w*|restor\w*|doing\s+up)\b(?:(?!\b(?:in|at|while|but|because|though|and\s+we)\b)[^.?!]){0,40}\b(?:in|at)\s+(?:the\s+)?`;
const HOME_BEFORE = new RegExp(`${HOME_WORDS}(?:[\\p{L}-]+\\s+){0,2}$`, 'iu');
/** A home placed in a named place: "our house … in Costa Rica". */
const HOME_IN_PLACE = new RegExp(`${HOME_WORDS}\\p{Lu}`, 'u');

/** Where the homeowner is, not the house: "stuck in Calgary", "we live in Canada", "we're in Ontario for the winter". */
const AWAY_BEFORE =
  /\b(?:stuck|staying|living|live|lives|based|back|currently|we're|we\s+are|i'm|i\s+am|from)\s+(?:(?:in|at)\s+)?(?:the\s+)?$/i;

/** Whether the words just before `index` say the home is there. */
function homeAt(question: string, index: number): boolean {
  return HOME_BEFORE.test(question.slice(Math.max(0, index - 80), index));
}

/**
 * The country outside the US a question names, if any: the first it names as where the home is, else the
 * first it names, unless that is only where the homeowner is and the home is placed elsewhere; a broad
 * one only when it names no other.
 */
export function countryNamed(question: string): Country | null {
  for (const broad of [false, true]) {
    const found = COUNTRIES.countries
      .filter((country) => Boolean(country.broad) === broad)
      .flatMap((country) => {
        const at = placesNamed(country, question);
        return at.length ? [{ country, index: at[0]!, home: at.some((i) => homeAt(question, i)) }] : [];
      })
      .sort((a, b) => a.index - b.index);
    if (!found.length) continue;
    const home = found.find((f) => f.home);
    if (home) return home.country;
    // "Our house is being built in Costa Rica while we're stuck in Calgary": the home is elsewhere.
    const first = found[0]!;
    const away = AWAY_BEFORE.test(question.slice(Math.max(0, first.index - 40), first.index));
    return away && HOME_IN_PLACE.test(question) ? null : first.country;
  }
  return null;
}

/**
 * What a question asks of a country's rules, from its words and from the answer it took: permission,
 * grants, cancelling, or (`rules`) another rule the US answer would state (a deposit cap, the lead rule,
 * hurricane codes), for which the country's building authority or consumer agency is the place to ask.
 */
const ASPECTS: { aspect: CountryAspect; words?: RegExp; wordsEs?: RegExp; topics: RegExp }[] = [
  {
    aspect: 'permission',
    // Not "law" or "rules" alone ("consumer protection law" asks about a contract), nor an inspection
    // or a certificate ("hold back payment until a surveyor has inspected it"), unless the answer is about permits.
    words:
      /\b(?:permits?|permission|planning|consent|approv\w*|allowed|building\s+(?:regulations?|regs|codes?|rules)|codes?|compl(?:y|ies|iance|iant)|fire[-\s]?rated|fire\s+doors?|building\s+control)\b/i,
    wordsEs:
      /(?<!\p{L})(?:permisos?|licencias?|autorizaci[oó]n|autoriza\p{L}*|ayuntamiento|municipio|municipalidad|alcald[ií]a|normativas?|normas?\s+de\s+(?:construcci[oó]n|edificaci[oó]n)|c[oó]digo\s+t[eé]cnico|reglamentos?|obra\s+menor|declaraci[oó]n\s+responsable|comunicaci[oó]n\s+previa|es\s+legal|est[aá]\s+permitido)(?!\p{L})/iu,
    topics:
      /\b(?:permits|egress|historic_district|uk_listed_conservation|condo_strata|uk_glazing_rules|safety_glazing)\b/,
  },
  {
    aspect: 'grants',
    words:
      /\b(?:grants?|subsid\w*|rebates?|aid|incentives?|tax\s+credits?|credits?(?!\s+cards?\b)|schemes?|funding|allowance|\w*bonus|loans?)\b/i,
    wordsEs:
      /(?<!\p{L})(?:subvenci\p{L}+|subsidios?|ayudas?|bono|incentivos?|deducci[oó]n|deducciones|desgrava\p{L}*|cr[eé]dito\s+fiscal|reembolsos?|fondos?\s+(?:europeos|next\s+generation))(?!\p{L})/iu,
    topics: /\b(?:tax_credit_25c|utility_rebates|my_safe_florida_home)\b/,
  },
  {
    aspect: 'cancellation',
    words:
      /\b(?:cancel\w*|cooling[-\s]off|withdraw\w*|chang(?:e|ed|ing)\s+(?:my|our)\s+minds?|back\s+out|rescind\w*|pull\s+out)\b/i,
    wordsEs:
      /(?<!\p{L})(?:cancel\p{L}*|desist\p{L}*|desistimiento|retracto|retractar\p{L}*|arrepent\p{L}*|anular\p{L}*|rescindir\p{L}*|revoca\p{L}*|echarme\s+atr[aá]s|cambi[eé]\s+de\s+opini[oó]n)(?!\p{L})/iu,
    topics: /\bcancellation\b/,
  },
  {
    aspect: 'rules',
    topics:
      /\b(?:deposit_laws|rrp|rrp_exemptions|hvhz|noa|fl_approval|tdi_wpi8|wind_mitigation|license_insurance|design_pressure|category:(?:payment|permits|hurricane))\b/,
  },
];

/**
 * Explanations of the permission a building's own owners give (a condo board, an owners corporation, a
 * freeholder, an HOA): asked for anywhere, their approval is not the country's.
 */
const OWNERS_APPROVAL = /^glossary:(?:\w+\+)*(?:condo_strata|leasehold_flat|hoa_approval)\b/;

function aspectsAsked(question: string, answerTopic: string, spanish: boolean): CountryAspect[] {
  return ASPECTS.filter(
    (a) => a.words?.test(question) || (spanish && a.wordsEs?.test(question)) || a.topics.test(answerTopic),
  )
    .map((a) => a.aspect)
    .filter((aspect) => aspect !== 'permission' || !OWNERS_APPROVAL.test(answerTopic));
}

/** A glossary explanation that already says what holds in that country (Australia's bushfire levels, Canada's HST). */
function speaksOf(answer: FreeAnswer, country: Country): boolean {
  return answer.topic.startsWith('glossary:') && names(country, answer.text) !== null;
}

/** A glossary term's explanation as the chat says it, with the figures the knowledge base holds filled in. */
function explanation(id: string, knowledge: LocalKnowledge): string | null {
  const term = GLOSSARY.terms.find((t) => t.id === id);
  return term ? termText(term, knowledge) : null;
}

/** Where that country answers what was asked: its own sentence, or the glossary's explanation that holds it. */
function pointer(country: Country, aspect: CountryAspect, knowledge: LocalKnowledge): string | null {
  if (aspect === 'rules') return null;
  if (aspect === 'permission' && country.permissionTerm) return explanation(country.permissionTerm, knowledge);
  return country[aspect];
}

/**
 * Explanations of a rule whose substance building codes share (safety glass in doors and beside them):
 * the country's own rule is pointed to, and the explanation still answers what was asked, so it follows.
 */
const SHARED_RULES = new Set(['safety_glazing']);

/**
 * The answer's explanations that no country's rule bears on ("hold back the final payment" beside a remark
 * about safety glass): they still answer the question, so they follow the pointer.
 */
function besideTheRules(answer: FreeAnswer, knowledge: LocalKnowledge): string[] {
  return termIdsOf(answer.topic)
    .filter((id) => SHARED_RULES.has(id) || !ASPECTS.some((a) => a.topics.test(`glossary:${id}`)))
    .map((id) => explanation(id, knowledge))
    .filter((text): text is string => Boolean(text));
}

/** The answer's opening "Your quote says: …" paragraph: what this quote prints stays, wherever it is. */
function quotedLines(answer: FreeAnswer): string | null {
  const [first] = answer.text.split('\n\n');
  const lead = answer.language === 'es' ? QUOTED_LEAD_ES : QUOTED_LEAD;
  return first?.startsWith(lead) ? first : null;
}

/** The sentences around the pointers, in the answer's language. */
interface Wording {
  scope: string;
  asPointer: string;
  general: string;
  askHere: string;
  checkAnywhere: string;
}

function wording(country: Country, spanish: boolean): Wording {
  if (!spanish) {
    const scope = country.held
      ? `I hold US rules, prices and grants, and of **${country.name}**'s rules only ${country.held}`
      : `I hold US rules, prices and grants, and the glazing rules of England and Wales, not those of **${country.name}**`;
    return {
      scope,
      asPointer: `${scope}: take what follows as a pointer, and check it with the body it names.`,
      general: `${scope}; what follows is general.`,
      askHere: country.ask ?? `Ask ${country.name}'s local building authority or consumer agency.`,
      checkAnywhere:
        'What I can check anywhere is the quote itself: that it names the product and its glass, how it is installed, the warranty, and when each payment is due.',
    };
  }
  const name = country.es?.name ?? country.name;
  // "de el Reino Unido" is "del Reino Unido".
  const ofName = name.startsWith('el ') ? `del **${name.slice(3)}**` : `de **${name}**`;
  const scope = country.es?.held
    ? `Tengo las normas, los precios y las ayudas de EE. UU., y de las normas ${ofName} solo ${country.es.held}`
    : `Tengo las normas, los precios y las ayudas de EE. UU., y las normas de acristalamiento de Inglaterra y Gales, no las ${ofName}`;
  return {
    scope,
    asPointer: `${scope}: tome lo que sigue como orientación y confírmelo con el organismo que se indica.`,
    general: `${scope}; lo que sigue es general.`,
    askHere:
      country.es?.ask ??
      `Pregunte a la autoridad local de construcción o a la agencia de protección al consumidor ${ofName.replace(/\*\*/g, '')}.`,
    checkAnywhere:
      'Lo que sí puedo revisar en cualquier país es el presupuesto mismo: que nombre el producto y su vidrio, cómo se instala, la garantía y cuándo vence cada pago.',
  };
}

/** Where that country answers what was asked, in Spanish: its own Spanish sentence, when it has one. */
function pointerEs(country: Country, aspect: CountryAspect): string | null {
  if (aspect === 'rules') return null;
  if (aspect === 'permission' && country.permissionTerm) return plainTermInSpanish(country.permissionTerm);
  return country.es?.[aspect] ?? null;
}

/**
 * A Spanish answer explains one term (spanish-terms.ts); when no country's rule bears on it, or its rule is
 * one codes share, that explanation still answers the question and follows the pointer.
 */
function besideTheRulesEs(answer: FreeAnswer): string[] {
  if (!answer.topic.startsWith('glossary:')) return [];
  const id = answer.topic.slice('glossary:'.length);
  if (!SHARED_RULES.has(id) && ASPECTS.some((a) => a.topics.test(answer.topic))) return [];
  const body = quotedLines(answer) ? answer.text.split('\n\n').slice(1).join('\n\n') : answer.text;
  return body ? [body] : [];
}

/**
 * The answer to a question that names another country: where that country answers what it asks about
 * rules, grants or cancelling; otherwise the answer chosen for it, said to be general. A Spanish question
 * gets the same in Spanish.
 */
export function answerForCountry(
  country: Country,
  question: string,
  answer: FreeAnswer,
  knowledge: LocalKnowledge,
): FreeAnswer {
  if (!answer.onTopic || speaksOf(answer, country)) return answer;
  const spanish = answer.language === 'es';
  const words = wording(country, spanish);
  const asked = aspectsAsked(question, answer.topic, spanish);
  if (!asked.length) return { ...answer, text: `${words.general}\n\n${answer.text}` };
  const pointers = asked
    .map((a) => (spanish ? pointerEs(country, a) : pointer(country, a, knowledge)))
    .filter((s): s is string => Boolean(s));
  const pointing = [words.asPointer, pointers.length ? pointers.join(' ') : words.askHere];
  // What the quote prints on it comes first, as in every answer; without it, what can be checked anywhere.
  const lines = quotedLines(answer);
  const beside = spanish ? besideTheRulesEs(answer) : besideTheRules(answer, knowledge);
  const parts = lines ? [lines, ...pointing, ...beside] : [...pointing, ...beside, words.checkAnywhere];
  const spoken = spanish ? { language: 'es' as const } : {};
  return { topic: countryTopic(country, asked), text: parts.join('\n\n'), onTopic: true, ...spoken };
}
