/**
 * The chat's glossary (glossary.json): plain-language definitions of the terms a window or door quote
 * uses, with a sentence for the homeowner's own location where the answer depends on it.
 */
import type { CategoryShortId } from '@shared/checklist.js';
import { displayCents } from '@shared/money.js';
import { plural, verbFor } from '@shared/text.js';
import type {
  EnergyKnowledge,
  HurricaneKnowledge,
  KnowledgeFile,
  PaymentKnowledge,
  QualityKnowledge,
} from '../knowledge/types.js';
import type { Location, QuoteFacts } from '../types.js';
import { limitText } from '../rules/energy.js';
import { stateRule } from '../rules/payment.js';
import data from './glossary.json' with { type: 'json' };

export type LocalNote =
  'energyZone' | 'hurricaneTier' | 'depositState' | 'taxCredit' | 'installTime' | 'doorCount' | 'salesTax';

export interface GlossaryTerm {
  id: string;
  /** Display name: "SHGC". */
  term: string;
  /** Case-insensitive regular expressions that find the term in a question. */
  match: string[];
  /** Case-insensitive regular expressions: a question any of them finds anywhere is not about the term. */
  unless?: string[];
  /** 2–4 sentences; **bold** key figures. */
  text: string;
  sources: string[];
  local?: LocalNote;
  /**
   * A question that names this term is about it, even when it also names a checklist item (a tax-credit
   * question mentions "energy", but the energy item's verdict does not answer it).
   */
  answersOnItsOwn?: boolean;
  /** The checklist item the term bears on: the answer adds what this quote's checklist says about it. */
  category?: CategoryShortId;
}

export interface Glossary extends KnowledgeFile {
  terms: GlossaryTerm[];
}

export const GLOSSARY = data as Glossary;

const PATTERNS = GLOSSARY.terms.map((t) => ({
  term: t,
  res: t.match.map((m) => new RegExp(m, 'i')),
  unless: (t.unless ?? []).map((m) => new RegExp(m, 'i')),
}));

/** The glossary term ids an answer's topic names ("glossary:a+b" → ["a", "b"]); none for any other topic. */
export function termIdsOf(topic: string): string[] {
  return topic.startsWith('glossary:') ? topic.slice('glossary:'.length).split('+') : [];
}

/** The glossary terms a question mentions, in the order they appear. */
export function findTerms(question: string): { term: GlossaryTerm; index: number; length: number }[] {
  const hits: { term: GlossaryTerm; index: number; length: number }[] = [];
  for (const { term, res, unless } of PATTERNS) {
    let best: RegExpExecArray | null = null;
    for (const re of res) {
      const m = re.exec(question);
      if (m && (!best || m.index < best.index)) best = m;
    }
    if (best && !unless.some((re) => re.test(question))) hits.push({ term, index: best.index, length: best[0].length });
  }
  return hits.sort((a, b) => a.index - b.index);
}

export interface LocalKnowledge {
  energy: Pick<EnergyKnowledge, 'energyStarV7Windows' | 'energyStarV7Doors' | 'taxCredit25C'>;
  hurricane: Pick<HurricaneKnowledge, 'tiers'>;
  payment: Pick<PaymentKnowledge, 'states' | 'default'>;
  quality: Pick<QualityKnowledge, 'installTime'>;
}

/** The facts a term's answer is tailored to: where the house is, what the quote covers, and today's date (ISO). */
export type TermFacts = Pick<QuoteFacts, 'location' | 'windows' | 'doors'> &
  Partial<Pick<QuoteFacts, 'salesTaxCents'>> & {
    today?: string;
    /** The window count the question asks the installation time of ("how long for 11 windows?"). */
    askedWindows?: number | null;
  };

function energyZoneNote(facts: TermFacts, energy: LocalKnowledge['energy']): string {
  const [zone, ...others] = facts.location.energyZones;
  if (!zone) return 'Tell me your ZIP code and I can give you the numbers for your climate zone.';
  if (!energy.energyStarV7Windows[zone]) return '';
  // A door quote is held to the limits for glass doors, not windows.
  const doorsOnly = (facts.windows ?? 0) === 0 && (facts.doors ?? 0) > 0;
  const limits = limitText(energy, zone, doorsOnly).replace(/(U|SHGC) ([≤≥]) ([\d.]+)/g, '**$1 $2 $3**');
  const split = others.length
    ? ` Your ZIP area is partly in the ${others.join(' and ')} zone, so meeting either zone's numbers is fine.`
    : '';
  return `For your area (**${zone}** zone) ENERGY STAR ${doorsOnly ? 'glass doors' : 'windows'} need ${limits}.${split}`;
}

function hurricaneNote(location: Location, hurricane: LocalKnowledge['hurricane']): string {
  if (!location.zipCode) return 'Tell me your ZIP code and I can say what applies where you live.';
  const tier = hurricane.tiers[location.hurricaneTier];
  if (!tier) return '';
  if (location.hurricaneTier === 'T0')
    return `Your ZIP (${location.zipCode}) is away from the hurricane coast (${tier.name}), so impact protection is not normally required there.`;
  return `For your ZIP (${location.zipCode}) we use **${tier.name}**: ${tier.meaning.replace(/\.?$/, '.')}`;
}

function depositNote(location: Location, payment: LocalKnowledge['payment']): string {
  if (!location.state) return 'Tell me your ZIP code and I can tell you the rule in your state.';
  const rule = stateRule(payment, location.state);
  return `For ${location.stateName ?? location.state}: ${rule.summary.replace(/\.?$/, '.')}`;
}

/** Whether a job done now can still get the 25C credit. */
function taxCreditNote(today: string | undefined, energy: LocalKnowledge['energy']): string {
  const end = energy.taxCredit25C.endedForInstallationsAfter;
  const date = today ?? new Date().toISOString().slice(0, 10);
  return date > end
    ? 'That date has passed, so a window or door job done now does not qualify, and a quote that promises the federal credit is misleading.'
    : `A job installed by ${longDate(end)} can still qualify: ask for the manufacturer's certification statement and keep the itemised invoice.`;
}

/** Minutes to the half hour: 90 → 1.5. */
const hoursOf = (minutes: number) => Math.round(minutes / 30) / 2;

/** (45, 90) → "45 minutes to 1.5 hours", (360, 720) → "6 to 12 hours". */
function durationRange(low: number, high: number): string {
  const from = low < 60 ? `${Math.round(low)} minutes` : String(hoursOf(low));
  return `${from} to ${plural(hoursOf(high), 'hour')}`;
}

/** "45 minutes to 1.5 hours": the time a crew takes to set one window. */
function perWindowTime(quality: LocalKnowledge['quality']): string {
  const [low, high] = quality.installTime.minutesPerWindow;
  return durationRange(low, high);
}

/** The time setting this quote's windows takes one crew, from its own window count or the count the question asks about. */
function installTimeNote(facts: TermFacts, quality: LocalKnowledge['quality']): string {
  const windows = facts.windows ?? 0;
  const [low, high] = quality.installTime.minutesPerWindow;
  const asked = facts.askedWindows;
  if (asked && asked !== windows) {
    const ours = windows ? ` (your quote prices ${plural(windows, 'window')})` : '';
    return `At that pace, the **${asked} windows** you ask about take one crew about **${durationRange(asked * low, asked * high)}** of work${ours}.`;
  }
  if (windows < 2) return '';
  const doors = facts.doors ?? 0;
  const andDoors = doors
    ? `, and its ${doors === 1 ? 'door' : `${doors} doors`} ${verbFor(doors, 'comes', 'come')} on top`
    : '';
  return `At that pace, the **${windows} windows** on your quote take one crew about **${durationRange(windows * low, windows * high)}** of work${andDoors}.`;
}

/** How many doors the quote prices, beside its windows: what a door answer is about. */
function doorCountNote(facts: TermFacts): string {
  const doors = facts.doors ?? 0;
  const windows = facts.windows ?? 0;
  const beside = windows ? ` and ${plural(windows, 'window')}` : '';
  if (doors) return `Your quote prices **${plural(doors, 'door')}**${beside}.`;
  return windows ? `Your quote prices **${plural(windows, 'window')}** and no door.` : '';
}

/** Whether the quote shows its tax as a line of its own. */
function salesTaxNote(facts: TermFacts): string {
  if (facts.salesTaxCents === undefined) return '';
  return facts.salesTaxCents > 0
    ? `Your quote shows **tax of ${displayCents(facts.salesTaxCents)}** as a line of its own.`
    : 'Your quote shows **no tax line**: ask whether its total includes tax.';
}

/** "2025-12-31" → "December 31, 2025". */
export function longDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const month = new Date(Date.UTC(2000, Number(m[2]) - 1, 1)).toLocaleString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${month} ${Number(m[3])}, ${m[1]}`;
}

/** The term's definition, with figures that live in the knowledge base filled in. */
export function termText(term: GlossaryTerm, knowledge: LocalKnowledge): string {
  return term.text
    .replace('{taxCreditEnd}', () => longDate(knowledge.energy.taxCredit25C.endedForInstallationsAfter))
    .replace('{installTimePerWindow}', () => perWindowTime(knowledge.quality));
}

/** The sentence for the homeowner's location or the quote's counts where the term depends on them; '' otherwise. */
export function localNote(term: GlossaryTerm, facts: TermFacts, knowledge: LocalKnowledge): string {
  const { location } = facts;
  switch (term.local) {
    case 'energyZone':
      return energyZoneNote(facts, knowledge.energy);
    case 'hurricaneTier':
      return hurricaneNote(location, knowledge.hurricane);
    case 'depositState':
      return depositNote(location, knowledge.payment);
    case 'taxCredit':
      return taxCreditNote(facts.today, knowledge.energy);
    case 'installTime':
      return installTimeNote(facts, knowledge.quality);
    case 'doorCount':
      return doorCountNote(facts);
    case 'salesTax':
      return salesTaxNote(facts);
    default:
      return '';
  }
}

/**
 * Definitions of one or more terms, each location sentence once, after the last definition it belongs
 * to ("SHGC" and "U-factor" share the climate zone's; the tax credit's date stays with the tax credit).
 */
export function explainTerms(terms: GlossaryTerm[], facts: TermFacts, knowledge: LocalKnowledge): string {
  const notes = terms.map((t) => localNote(t, facts, knowledge));
  return terms
    .map((t, i) => {
      const note = notes[i];
      const last = note && notes.lastIndexOf(note) === i;
      return last ? `${termText(t, knowledge)} ${note}` : termText(t, knowledge);
    })
    .join('\n\n');
}
