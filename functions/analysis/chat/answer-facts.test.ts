/**
 * Every answer template of the Expert Chat, walked against the knowledge base: each glossary term, each
 * topic and each checklist item, for quotes in states with and without deposit laws, on and off the
 * hurricane coast, for windows and for doors, before and after the 25C credit's end. Each figure an
 * answer states (money, percentages, limits, days, years, speeds, sizes) must come from the knowledge
 * files or from the quote itself, and the rule it states must be the right one for the product, the
 * state and the date.
 */
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@shared/checklist.js';
import { rulesAnswer } from '../engine.js';
import { loadKnowledge, KNOWLEDGE_FILES } from '../knowledge/index.js';
import { analyzeWithRules } from '../rules-engine.js';
import { quoteInput } from '../testing/quote-input.js';
import type { Analysis } from '../types.js';
import { GLOSSARY } from './glossary.js';

const knowledge = loadKnowledge();

/** "1,234.50" → 1234.5 */
const num = (s: string): number => Number(s.replace(/,/g, ''));

/** Every number in a value: numbers, and numbers written in strings. */
function numbersIn(value: unknown, into = new Set<number>()): Set<number> {
  if (typeof value === 'number') into.add(value);
  else if (typeof value === 'string') for (const m of value.matchAll(/\d[\d,]*(?:\.\d+)?/g)) into.add(num(m[0]));
  else if (Array.isArray(value)) value.forEach((v) => numbersIn(v, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => numbersIn(v, into));
  return into;
}

/** The domain knowledge files (the glossary's figures must be found here too), ratios also as percentages. */
const KNOWN = (() => {
  const raw = numbersIn(KNOWLEDGE_FILES.map((f) => knowledge[f]));
  const out = new Set<number>();
  for (const n of raw) {
    out.add(n);
    if (n > 0 && n < 3) out.add(Math.round(n * 1000) / 10).add(Math.round(Math.abs(n - 1) * 1000) / 10);
  }
  return out;
})();

/** A figure with what makes it a figure: "$1,000", "10%", "≤ 0.30", "30 days", "170 mph", "5.7 sq ft". */
const FIGURE =
  /\$\s?(\d[\d,]*(?:\.\d+)?)|(\d[\d,]*(?:\.\d+)?)\s?%|[≤≥]\s?(\d*\.?\d+)|(\d[\d,]*(?:\.\d+)?)(?:\*\*)?\s+(?:business\s+|calendar\s+)?(?:days?|years?|months?|weeks?|mph|psf|sq\s?ft|ft²|inches|in\b)|\b(0\.\d+)\b/g;

function figures(text: string): { raw: string; value: number }[] {
  return [...text.matchAll(FIGURE)].map((m) => ({ raw: m[0], value: num(m.slice(1).find((g) => g !== undefined)!) }));
}

/** Numbers the quote itself gives an answer: its text, its facts, and the findings' own figures. */
function quoteNumbers(text: string, analysis: Analysis): Set<number> {
  const out = numbersIn([
    text,
    analysis.facts.totalCents !== null ? analysis.facts.totalCents / 100 : null,
    analysis.facts.salesTaxCents / 100,
  ]);
  for (const n of [...out]) out.add(Math.round(n)).add(Math.round(n * 10) / 10);
  // The deposit as a share of the total, and the price per unit, as the answers round them.
  for (const r of analysis.results)
    for (const f of figures(r.explanation)) if (r.category === 'pricing' || r.category === 'payment') out.add(f.value);
  const factor = analysis.facts.location.regionFactor;
  out.add(Math.round(Math.abs(factor - 1) * 100));
  return out;
}

interface Scenario {
  name: string;
  zip: string;
  quantities: string;
  text: string;
  today: string;
}

const WINDOWS =
  'Replace 10 vinyl double hung windows, dual pane low-E argon. 1/3 deposit at signing, balance upon completion. Lifetime warranty on product, 2 years on labor.';
const DOORS = 'Replace 2 fiberglass entry doors with half-lite glass, prehung. 50% deposit, balance on completion.';
const SCENARIOS: Scenario[] = [
  {
    name: 'windows in Miami (HVHZ), after 25C',
    zip: '33101',
    quantities: '10 windows, 0 doors',
    text: WINDOWS,
    today: '2026-11-25',
  },
  {
    name: 'windows in Fort Myers, before 25C ended',
    zip: '33914',
    quantities: '10 windows, 0 doors',
    text: WINDOWS,
    today: '2025-06-01',
  },
  { name: 'doors in California', zip: '90210', quantities: '0 windows, 2 doors', text: DOORS, today: '2026-11-25' },
  { name: 'doors in Minnesota', zip: '55401', quantities: '0 windows, 2 doors', text: DOORS, today: '2026-11-25' },
  {
    name: 'windows in Galveston (TDI)',
    zip: '77551',
    quantities: '10 windows, 0 doors',
    text: WINDOWS,
    today: '2026-11-25',
  },
  { name: 'windows in Maryland', zip: '21201', quantities: '10 windows, 0 doors', text: WINDOWS, today: '2026-11-25' },
  { name: 'windows in Ohio', zip: '43214', quantities: '10 windows, 0 doors', text: WINDOWS, today: '2026-11-25' },
];

const TOPIC_QUESTIONS = [
  'Is this price fair?',
  'Which item hurts my score most?',
  'Why is my score what it is?',
  'What should I ask the contractor?',
  ...CATEGORIES.map((c) => `What about the ${c.title.toLowerCase()}?`),
  '¿Es justo el precio?',
  '¿Cuánto depósito debo pagar?',
  '¿Qué garantía tiene?',
  '¿Necesito permisos?',
  '¿Qué le pregunto al contratista?',
];
const TERM_QUESTIONS = GLOSSARY.terms.map((t) => `What is ${t.term}?`);

function analyzed(s: Scenario): Analysis {
  return analyzeWithRules(
    quoteInput(s.text, { fields: { zipCode: s.zip, quantities: s.quantities, totalCost: '12000.00' }, today: s.today }),
  );
}

describe('every answer template against the knowledge base', () => {
  for (const s of SCENARIOS) {
    describe(s.name, () => {
      const analysis = analyzed(s);
      const allowed = new Set([...KNOWN, ...quoteNumbers(s.text, analysis)]);

      it('every figure the checklist states comes from the knowledge files or the quote', () => {
        for (const r of analysis.results) {
          const unknown = figures(r.explanation).filter((f) => !allowed.has(f.value));
          expect(unknown.map((f) => `${r.category}: ${f.raw}`)).toEqual([]);
        }
      });

      it('every figure of every chat answer comes from the knowledge files or the quote', () => {
        for (const q of [...TOPIC_QUESTIONS, ...TERM_QUESTIONS]) {
          const answer = rulesAnswer(q, analysis, { today: s.today });
          const findings = numbersIn(analysis.results.map((r) => r.explanation));
          const unknown = figures(answer.text).filter((f) => !allowed.has(f.value) && !findings.has(f.value));
          expect(unknown.map((f) => `${q} → ${f.raw}`)).toEqual([]);
        }
      });

      it("states the deposit rule of the quote's own state", () => {
        const state = analysis.facts.location.state!;
        const own = (knowledge.payment.states[state] ?? knowledge.payment.default).summary.replace(/\.$/, '');
        const text = rulesAnswer('What is the deposit limit in my state?', analysis, { today: s.today }).text;
        expect(text).toContain(own);
        for (const [other, rule] of Object.entries(knowledge.payment.states)) {
          if (other !== state) expect(text).not.toContain(rule.summary.replace(/\.$/, ''));
        }
      });

      it('states the ENERGY STAR limits of the product and zone', () => {
        const zone = analysis.facts.location.energyZones[0]!;
        const doors = analysis.facts.windows === 0;
        const limits = doors
          ? knowledge.energy.energyStarV7Doors.fullLite[zone]
          : knowledge.energy.energyStarV7Windows[zone];
        const text = rulesAnswer('What is the U-factor?', analysis, { today: s.today }).text;
        expect(text).toContain(`ENERGY STAR ${doors ? 'glass doors' : 'windows'} need **U ≤ ${limits.uMax}**`);
        const energy = analysis.results.find((r) => r.category === 'energy')!.explanation;
        if (/ENERGY STAR zone \(/.test(energy)) expect(energy).toContain(`U ≤ ${limits.uMax}`);
      });

      it("states the 25C credit against the quote's date", () => {
        const end = knowledge.energy.taxCredit25C.endedForInstallationsAfter;
        const text = rulesAnswer('Do these windows qualify for the tax credit?', analysis, { today: s.today }).text;
        if (s.today > end) {
          expect(text).toMatch(/no longer qualify|does not qualify/);
          expect(text).not.toMatch(/can still qualify/);
        } else {
          expect(text).toMatch(/can still qualify/);
          expect(text).not.toMatch(/no longer qualify|does not qualify/);
        }
      });
    });
  }

  it('the glossary states only figures found in the domain knowledge files', () => {
    for (const term of GLOSSARY.terms) {
      const unknown = figures(term.text).filter((f) => !KNOWN.has(f.value));
      expect(unknown.map((f) => `${term.id}: ${f.raw}`)).toEqual([]);
    }
  });
});
