/**
 * A question about another country's rules. The knowledge base holds US rules, prices and grants, and
 * the glazing rules of England and Wales; a homeowner in France, Canada or Singapore asking whether
 * new windows need permission, which grants there are or whether a contract signed at home can be
 * cancelled is told so plainly, with where that country answers it (countries.json, cited), instead of
 * the US rule. A question on something every country shares (glass, frames, installation) keeps its
 * answer, said to be general.
 */
import type { KnowledgeFile } from '../knowledge/types.js';
import type { FreeAnswer } from './free-answers.js';
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
  /** One sentence each: where that country answers it. */
  permission: string | null;
  grants: string | null;
  cancellation: string | null;
  sources: string[];
}

export interface Countries extends KnowledgeFile {
  countries: Country[];
}

export const COUNTRIES = data as Countries;

/** One expression per country: any of its names, as a whole word. */
const FINDERS = COUNTRIES.countries.map((c) => ({
  country: c,
  re: new RegExp(`(?<![\\p{L}\\p{N}])(?:${c.names.join('|')})(?![\\p{L}\\p{N}])`, 'iu'),
}));

/** The country outside the US, England and Wales a question names first, if any. */
export function countryNamed(question: string): Country | null {
  let best: { country: Country; index: number } | null = null;
  for (const { country, re } of FINDERS) {
    const m = re.exec(question);
    if (m && (!best || m.index < best.index)) best = { country, index: m.index };
  }
  return best?.country ?? null;
}

/**
 * What a question asks of a country's rules, from its words and from the answer it took: permission,
 * grants, cancelling, or (`rules`) another rule the US answer would state (a deposit cap, the lead rule,
 * hurricane codes), for which the country's building authority or consumer agency is the place to ask.
 */
const ASPECTS: { aspect: CountryAspect; words?: RegExp; topics: RegExp }[] = [
  {
    aspect: 'permission',
    words:
      /\b(?:permits?|permission|planning|consent|approv\w*|allowed|legal|illegal|law|rules?|regulations?|regs|codes?|compl(?:y|ies|iance|iant)|fire[-\s]?rated|fire\s+doors?|building\s+control|inspect\w*|certif\w*)\b/i,
    topics: /\b(?:permits|egress|historic_district|condo_strata|uk_glazing_rules|safety_glazing)\b/,
  },
  {
    aspect: 'grants',
    words:
      /\b(?:grants?|subsid\w*|rebates?|aid|incentives?|tax\s+credits?|credits?|schemes?|funding|allowance|bonus|loans?)\b/i,
    topics: /\btax_credit_25c\b/,
  },
  {
    aspect: 'cancellation',
    words:
      /\b(?:cancel\w*|cooling[-\s]off|withdraw\w*|change\s+(?:my|our)\s+minds?|back\s+out|rescind\w*|pull\s+out)\b/i,
    topics: /\bcancellation\b/,
  },
  {
    aspect: 'rules',
    topics:
      /\b(?:deposit_laws|rrp|rrp_exemptions|hvhz|noa|fl_approval|tdi_wpi8|wind_mitigation|license_insurance|design_pressure|category:(?:payment|permits|hurricane))\b/,
  },
];

function aspectsAsked(question: string, answerTopic: string): CountryAspect[] {
  return ASPECTS.filter((a) => a.words?.test(question) || a.topics.test(answerTopic)).map((a) => a.aspect);
}

function scope(country: Country): string {
  return `I hold US rules, prices and grants, and the glazing rules of England and Wales, not those of **${country.name}**`;
}

/** A glossary explanation that already says what holds in that country (Australia's bushfire levels, Canada's HST). */
function speaksOf(answer: FreeAnswer, country: Country): boolean {
  return answer.topic.startsWith('glossary:') && new RegExp(`\\b${country.name}(?:'s)?\\b`).test(answer.text);
}

/**
 * The answer to a question that names another country: where that country answers what it asks about
 * rules, grants or cancelling; otherwise the answer chosen for it, said to be general.
 */
export function answerForCountry(country: Country, question: string, answer: FreeAnswer): FreeAnswer {
  if (!answer.onTopic || answer.language === 'es' || speaksOf(answer, country)) return answer;
  const asked = aspectsAsked(question, answer.topic);
  const pointers = asked.map((a) => (a === 'rules' ? null : country[a])).filter((s): s is string => Boolean(s));
  if (!asked.length) return { ...answer, text: `${scope(country)}; what follows is general.\n\n${answer.text}` };
  const parts = [`${scope(country)}: take what follows as a pointer, and check it with the body it names.`];
  if (pointers.length) parts.push(pointers.join(' '));
  else parts.push(`Ask ${country.name}'s local building authority or consumer agency.`);
  parts.push(
    'What I can check anywhere is the quote itself: that it names the product and its glass, how it is installed, the warranty, and when each payment is due.',
  );
  return { topic: countryTopic(country, asked), text: parts.join('\n\n'), onTopic: true };
}
