/**
 * The evidence sweep the fixture test and `npm run bench:evidence` share: a document read as the
 * pipeline reads it, analysed three ways — as uploaded, after the homeowner answered every question
 * the chat can ask, and after the homeowner edited the total — and every verdict checked against its
 * evidence (evidence-check.ts), with the questions and e-mail for the contractor and the scope fields
 * checked for lines read with doubt.
 */
import { contractorEmail } from '@shared/contractor-email.js';
import type { DocumentModel } from '../../document/model.js';
import { extractFields } from '../../fields/quote-fields.js';
import { redactPersonalInfo } from '../../fields/redact.js';
import { contractorQuestions } from '../contractor-questions.js';
import { toCents } from '../facts/quote-facts.js';
import { analyzeWithRules } from '../rules-engine.js';
import type { AnswerKey, GivenAnswer, HomeownerAnswers, QuoteInput } from '../types.js';
import { checkEvidence, unclearQuoted, type CheckedResult, type Contradiction } from './evidence-check.js';

export type Scenario = 'as read' | 'answered' | 'total edited';
export const SCENARIOS: Scenario[] = ['as read', 'answered', 'total edited'];

/** An answer to every question the chat can ask, as a homeowner would give it. */
export const SWEEP_ANSWERS: HomeownerAnswers = {
  nearCoast: true,
  builtBefore1978: true,
  permitsByContractor: true,
  depositPercent: 30,
  laborWarrantyYears: 5,
  productWarranty: true,
  productLine: 'Pella 250 Series',
  priceIncludesEverything: true,
  removalIncluded: true,
  rotRepairTerms: true,
  finishIncluded: true,
  lowEGas: true,
  impactApproved: true,
};

const SAID_AT = '2026-11-28T10:00:00.000Z';
const SAID_WORDS: Record<AnswerKey, string> = {
  nearCoast: 'Yes, within a mile',
  builtBefore1978: 'It was built in 1962',
  permitsByContractor: 'Yes',
  depositPercent: 'The deposit is 30%',
  laborWarrantyYears: 'Five years on labor',
  productWarranty: 'Yes',
  productLine: 'Pella 250 Series',
  priceIncludesEverything: 'Yes',
  removalIncluded: 'Yes',
  rotRepairTerms: 'Yes, both',
  finishIncluded: 'Yes',
  lowEGas: 'Low-E with argon',
  uFactor: '0.27',
  shgc: '0.25',
  impactApproved: 'Yes',
};
export const SWEEP_SAID = Object.fromEntries(
  (Object.keys(SWEEP_ANSWERS) as AnswerKey[]).map((k) => [k, { text: SAID_WORDS[k], at: SAID_AT }]),
) as Partial<Record<AnswerKey, GivenAnswer>>;

/** A document as the analysis reads it, and the scope fields shown beside it. */
export interface SweepQuote {
  name: string;
  input: QuoteInput;
  fields: { scope: string | null; scopeOfWork: string | null; vendor: string | null };
}

/** What an analysis gives for one input: the results, and the contractor questions and e-mail when already made. */
export interface SweepAnalysis {
  results: CheckedResult[];
  questions?: string[];
  email?: string;
}

export type Analyze = (input: QuoteInput, scenario: Scenario, name: string) => SweepAnalysis;

export interface SweepFinding extends Contradiction {
  document: string;
  scenario: Scenario;
}

export interface SweepReport {
  verdicts: number;
  findings: SweepFinding[];
}

/** A document model read into the analysis' input, as the pipeline reads it (null: not a windows/doors quote). */
export function sweepQuote(name: string, doc: DocumentModel, today = '2026-11-28'): SweepQuote | null {
  const fields = extractFields(doc);
  if (!fields.quoteType || !['windows', 'doors', 'windows_doors'].includes(fields.quoteType)) return null;
  const redaction = redactPersonalInfo(doc, fields);
  return {
    name,
    input: {
      text: redaction.analysisText,
      items: fields.items,
      fields: {
        vendor: fields.vendor,
        totalCost: fields.totalCost,
        zipCode: fields.zipCode,
        customerZip: fields.customerZip,
        projectAddress: fields.projectAddress,
        quantities: fields.quantities,
        scope: fields.scope,
        scopeOfWork: fields.scopeOfWork,
        quoteType: fields.quoteType,
      },
      answers: {},
      uncertainFields: fields.uncertain.map((u) => u.field),
      today,
      ...(redaction.unclear.length ? { unclear: redaction.unclear } : {}),
    },
    fields: { scope: fields.scope, scopeOfWork: fields.scopeOfWork, vendor: fields.vendor },
  };
}

/** The input of each scenario. */
export function scenarioInput(quote: SweepQuote, scenario: Scenario): QuoteInput | null {
  const input = quote.input;
  if (scenario === 'answered') return { ...input, answers: SWEEP_ANSWERS, said: SWEEP_SAID };
  if (scenario === 'total edited') {
    const cents = toCents(input.fields.totalCost);
    if (!cents) return null;
    const edited = (Math.round(cents * 0.9) / 100).toFixed(2);
    return {
      ...input,
      fields: { ...input.fields, totalCost: edited },
      edits: { totalCost: { from: input.fields.totalCost, at: SAID_AT } },
    };
  }
  return input;
}

export const currentAnalysis: Analyze = (input) => {
  const { results } = analyzeWithRules(input);
  const questions = contractorQuestions(results, { vendor: input.fields.vendor });
  const email = contractorEmail({
    questions,
    vendor: input.fields.vendor,
    totalCost: input.fields.totalCost,
    quantities: input.fields.quantities,
  }).text;
  return { results, questions, email };
};

/** Every contradiction of one document over the scenarios. */
export function sweep(quote: SweepQuote, analyze: Analyze = currentAnalysis): SweepReport {
  const findings: SweepFinding[] = [];
  let verdicts = 0;
  const unclear = quote.input.unclear ?? [];
  const asRead = analyze(quote.input, 'as read', quote.name);
  for (const scenario of SCENARIOS) {
    const input = scenarioInput(quote, scenario);
    if (!input) continue;
    const analysis = scenario === 'as read' ? asRead : analyze(input, scenario, quote.name);
    const answered = new Set<string>();
    const decided = new Set<string>();
    if (scenario === 'answered') {
      for (const r of analysis.results) {
        const before = asRead.results.find((b) => b.category === r.category);
        if (!before) continue;
        if (before.status !== r.status || before.explanation !== r.explanation) answered.add(r.category);
        if (before.status !== r.status) decided.add(r.category);
      }
    }
    const edited = scenario === 'total edited';
    const found = checkEvidence({
      text: input.text,
      results: analysis.results,
      answered,
      decided,
      totalCents: toCents(input.fields.totalCost),
      editedFromCents: edited ? toCents(quote.input.fields.totalCost) : null,
      unclear,
    });
    const toContractor = [...(analysis.questions ?? []), analysis.email ?? ''];
    for (const piece of toContractor.flatMap((t) => unclearQuoted(t, unclear)))
      found.push({ category: 'contractor', kind: 'unclear-quoted', detail: `sends “${piece}”` });
    if (scenario === 'as read') {
      const shown = [quote.fields.scope ?? '', quote.fields.scopeOfWork ?? ''];
      for (const piece of shown.flatMap((t) => unclearQuoted(t, unclear)))
        found.push({ category: 'fields', kind: 'unclear-quoted', detail: `shows “${piece}”` });
    }
    verdicts += analysis.results.length;
    findings.push(...found.map((f) => ({ ...f, document: quote.name, scenario })));
  }
  return { verdicts, findings };
}
