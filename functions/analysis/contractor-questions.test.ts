import { describe, expect, it } from 'vitest';
import { contractorEmail, contractorMailto } from '@shared/contractor-email.js';
import type { ChecklistResult } from '@shared/types.js';
import { analyzeBytes } from '../../local/analyze-file.js';
import { documentBytes, DOCUMENTS } from '../../test/documents.js';
import { contractorQuestionItems, contractorQuestions } from './contractor-questions.js';
import { citation } from './contractor-questions/citation.js';
import { analyzeWithRules } from './rules-engine.js';
import { quoteInput } from './testing/quote-input.js';
import { CALOOSA, SILVER_STATE } from './testing/sample-results.js';

const questionsFor = (text: string, options: Parameters<typeof quoteInput>[1] = {}) =>
  contractorQuestionItems(analyzeWithRules(quoteInput(text, options)).results, { vendor: 'Acme Windows' });
const about = (items: ReturnType<typeof contractorQuestionItems>, category: string) =>
  items.find((q) => q.category === category)?.text;

describe('questions for the contractor', () => {
  it('asks one question per open, missing or weak item, and none about good or not applicable ones', () => {
    // Prepare
    const { results, vendor } = SILVER_STATE;

    // Act
    const items = contractorQuestionItems(results, { vendor });

    // Assess
    expect(items.map((q) => q.category).sort()).toEqual([
      'energy',
      'finish',
      'materials',
      'payment',
      'permits',
      'pricing',
      'repairs',
      'warranty',
    ]);
    expect(items.every((q) => q.text.endsWith('?'))).toBe(true);
  });

  it('cites what the quote says, and asks for what it leaves out', () => {
    const items = contractorQuestionItems(SILVER_STATE.results, { vendor: SILVER_STATE.vendor });

    expect(about(items, 'energy')).toBe(
      'Your quote lists “Dual pane Low-E glass SHEE: G 4 y A 2 BIE” but no U-factor or SHGC: which NFRC-rated glass package is included, and does each unit meet ENERGY STAR for my climate zone?',
    );
    expect(about(items, 'warranty')).toBe(
      "Your quote says “WARRANTY: No warranty expressed or implied”: will you provide the manufacturer's warranty and your own workmanship warranty in writing, and for how many years?",
    );
    expect(about(items, 'payment')).toMatch(
      /^Your quote says “PAYMENT TERMS: 100% payment required.*”: can we agree on a smaller deposit, with at least 10% due only after the job is finished and inspected\?$/,
    );
  });

  it('says so where the quote is silent', () => {
    const items = contractorQuestionItems(SILVER_STATE.results);

    expect(about(items, 'permits')).toBe(
      'Your quote does not mention permits: will you pull the building permit and arrange the inspection, and is the fee included?',
    );
    expect(about(items, 'repairs')).toMatch(
      /^Your quote does not say what happens if rotted wood or damaged framing is found: how would repairs be priced/,
    );
  });

  it('states the price verdict with its figures', () => {
    expect(about(contractorQuestionItems(SILVER_STATE.results), 'pricing')).toBe(
      'Your quote comes to $345 per window, 53% below the typical $728 per window in Nevada: does it include removing the old units, installation, trim, permits and a named product line, and is anything billed separately?',
    );
    expect(about(contractorQuestionItems(CALOOSA.results), 'pricing')).toMatch(
      /^Your quote comes to \$11,070 per door, 72% above the typical \$6,432 per door in Florida: can you itemise the price per opening/,
    );
  });

  it('asks Poor items first, then missing, open and average ones, heavier items first', () => {
    const items = contractorQuestionItems(SILVER_STATE.results);

    // warranty (Poor, weight 12) before payment (Poor, 10); pricing (20) leads the open items.
    expect(items.map((q) => `${q.status}:${q.category}`)).toEqual([
      'bad:warranty',
      'bad:payment',
      'not_provided:permits',
      'unknown_discuss:pricing',
      'unknown_discuss:materials',
      'unknown_discuss:repairs',
      'unknown_discuss:finish',
      'average:energy',
    ]);
  });

  it("cites the product line, not the vendor's letterhead, and the clause that shows the problem", () => {
    const items = contractorQuestionItems(CALOOSA.results, { vendor: CALOOSA.vendor });

    expect(about(items, 'hurricane')).toBe(
      'Your quote lists “2 IMPACT SLIDING GLASS DOOR ~ PGT WinGuard aluminum impact sliding glass door, 3-panel” but not the design pressure (DP): what are the product approval number and the design-pressure rating of each opening?',
    );
    expect(about(items, 'permits')).toBe(
      "Your quote says “PERMITS: Permit, if required, to be obtained by homeowner”: will you pull the permit in your company's name and arrange the inspection, and is the fee included?",
    );
    expect(about(items, 'payment')).toMatch(/^Your quote says “PAYMENT TERNS: CASH ONLY”: can I pay by check or card/);
  });

  it('never quotes our own statements, a line with a placeholder, or personal information that slipped through', () => {
    const result = (evidence: string[]): ChecklistResult => ({
      id: 'payment_terms',
      category: 'payment',
      title: 'Payment Terms',
      status: 'bad',
      explanation: 'The quote asks for cash only.',
      evidence,
    });

    expect(citation(result(['The quote does not state payment terms.']), 'payment')).toBeNull();
    expect(citation(result(['Customer: [CUSTOMER NAME], deposit 50% cash']), 'payment')).toBeNull();
    expect(citation(result(['Deposit in cash to Colleen at 702.555.0159']), 'payment')).toBeNull();
    expect(citation(result(['Deposit in cash to 702.555.0159', 'Payment: cash only']), 'payment')).toBe(
      'Payment: cash only',
    );
  });

  it('shortens a long line to the clause that matters', () => {
    const long = `Installation: ${'insert replacement with foam and shims, '.repeat(4)}. Permits: permit and inspection by owner; fees not included.`;
    const cite = citation({ evidence: [long] }, 'permits')!;

    expect(cite).toBe('Permits: permit and inspection by owner');
    expect(
      citation({ evidence: ['x'.repeat(30) + ' deposit ' + 'y '.repeat(80)] }, 'payment')!.length,
    ).toBeLessThanOrEqual(111);
  });

  it('cuts a long clause at a word boundary with an ellipsis, never inside a word', () => {
    // Long runs without a space (a product code, an address run together) near the cut.
    const line = `Deposit 30% due at signing and ${'A'.repeat(55)} ${'B'.repeat(60)} balance due on completion`;
    const cite = citation({ evidence: [line] }, 'payment')!;
    expect(cite.endsWith('…')).toBe(true);
    const kept = cite.slice(0, -1);
    expect(line.startsWith(kept)).toBe(true);
    expect(line[kept.length]).toMatch(/[\s,;]/);
  });

  it('asks nothing of a quote whose items are all good or not applicable', () => {
    const good = SILVER_STATE.results.map((r) => ({
      ...r,
      status: r.category === 'hurricane' ? 'not_applicable' : 'good',
    }));
    expect(contractorQuestions(good)).toEqual([]);
    expect(contractorQuestions([])).toEqual([]);
  });

  it.each([
    [
      'permits',
      'Permit, if required, to be obtained by homeowner.',
      {},
      /^Your quote says “Permit, if required, to be obtained by homeowner”: will you pull the permit in your company's name/,
    ],
    [
      'payment',
      'Payment: cash only, half up front.',
      {},
      /^Your quote says “Payment: cash only, half up front”: can I pay by check or card/,
    ],
    [
      'warranty',
      'WARRANTY: 90 days labor.',
      {},
      /^Your quote says “WARRANTY: 90 days labor”: can you warrant your installation for at least 2 years/,
    ],
    [
      'materials',
      'Windows: Pella or equal.',
      {},
      /^Your quote says “Windows: Pella or equal”: will you write the exact brand, series and model into the contract/,
    ],
    [
      'repairs',
      'Rot repair billed time and materials.',
      {},
      /^Your quote says “Rot repair billed time and materials” with no unit price or cap/,
    ],
    [
      'hurricane',
      'Replace 10 hurricane-grade windows.',
      { fields: { zipCode: '34231' } },
      /^Your quote says “Replace 10 hurricane-grade windows” without a test standard or approval/,
    ],
    [
      'energy',
      'Replace 10 windows. U-factor 0.40 SHGC 0.30.',
      { fields: { zipCode: '10001' } },
      /^Your quote states “U-factor 0\.40 SHGC 0\.30”, above the energy-code maximum/,
    ],
    [
      'energy',
      'Replace 10 windows. Qualifies for the federal tax credit.',
      {},
      /^Your quote says “Qualifies for the federal tax credit”, but the 25C credit for windows and doors ended for installations after 2025-12-31/,
    ],
    [
      'payment',
      'Replace 10 windows. Deposit 30%.',
      { fields: { zipCode: '10001' } },
      /will my deposit be held in escrow or covered by a bond, as New York requires\?$/,
    ],
    [
      'payment',
      'Replace 10 windows. Deposit 50% due at signing. Balance on completion.',
      { fields: { zipCode: '34231' } },
      /can the deposit be lower.*apply for the permit within 30 days/,
    ],
    [
      'pricing',
      'Window replacement as discussed.',
      { fields: { quantities: null } },
      /^Your quote gives a total of \$10,000 but does not say how many windows and doors it covers/,
    ],
    [
      'pricing',
      'Replace 10 vinyl windows.',
      { fields: { totalCost: null } },
      /^Your quote does not show a total price/,
    ],
    ['removal', 'Replace 10 vinyl windows.', {}, /^Your quote does not say who removes the old windows and doors/],
    [
      'warranty',
      'Replace 10 vinyl windows.',
      {},
      /^Your quote does not mention a warranty: what does the manufacturer's warranty cover/,
    ],
  ] as const)(
    'the rules engine’s %s verdict on “%s” becomes a specific question',
    (category, text, options, expected) => {
      expect(about(questionsFor(text, options), category)).toMatch(expected);
    },
  );
});

describe('the test documents', () => {
  const textPdfs = DOCUMENTS.filter((d) => d.kind === 'quote' && d.format === 'text-pdf');

  it("the questions and the e-mail draft carry none of the homeowners' personal information", async () => {
    const drafts: string[] = [];
    const asking: string[] = [];
    for (const document of textPdfs) {
      const { quote } = await analyzeBytes(documentBytes(document.file), document.file);
      const questions = quote.contractorQuestions ?? [];
      const input = { questions, vendor: quote.vendor, totalCost: quote.totalCost, quantities: quote.quantities };
      const draft = `${contractorEmail(input).text}\n${decodeURIComponent(contractorMailto(input).href)}`;
      for (const pii of document.expect.pii ?? []) expect(draft, `${document.file}: ${pii}`).not.toContain(pii);
      drafts.push(draft);
      if (/\n1\. /.test(draft)) asking.push(document.file);
    }
    for (const stored of [SILVER_STATE, CALOOSA]) {
      const input = {
        questions: contractorQuestions(stored.results, { vendor: stored.vendor }),
        vendor: stored.vendor,
      };
      drafts.push(contractorEmail(input).text);
    }
    const everyPii = DOCUMENTS.flatMap((d) => d.expect.pii ?? []);
    for (const draft of drafts) for (const pii of everyPii) expect(draft).not.toContain(pii);
    // The quotes with an item their truth rates below good (a large deposit, no permit, a short warranty) do ask.
    const weak = textPdfs.filter((d) =>
      Object.values(d.expect.checklist ?? {}).some((ok) => !ok.includes('good') && !ok.includes('not_applicable')),
    );
    expect(weak.length).toBeGreaterThanOrEqual(3);
    for (const document of weak) expect(asking, document.file).toContain(document.file);
  }, 60_000);
});
