import type { ConverseCommandOutput } from '@aws-sdk/client-bedrock-runtime';
import { CATEGORIES, type Rating } from '@shared/checklist.js';
import type { Analysis, CheckResult, QuoteFacts, QuoteInput } from '../../analysis/types.js';
import { FIELDS_TOOL } from './bedrock-fields.js';

/** Test data shared by the Bedrock adapter tests: a quote input, a rules result and Converse replies. */

export const QUOTE_TEXT = `Bayside Windows & Doors
Prepared for: [CUSTOMER NAME]
Double hung window vinyl Low-E argon   8   $650.00   $5,200.00
Installation and haul-away included
Deposit 50% at signing
TOTAL $5,200.00`;

export function quoteInput(text = QUOTE_TEXT): QuoteInput {
  // Asserted, not annotated: the input is gaining fields (items) that these adapters do not read.
  return {
    text,
    items: [],
    fields: {
      vendor: 'Bayside Windows & Doors',
      totalCost: '$5,200.00',
      zipCode: '33611',
      customerZip: '33611',
      projectAddress: '17365 Olentangy Blvd, Tampa, FL 33611',
      quantities: '8 windows',
      scope: 'windows',
      scopeOfWork: 'Replace 8 double hung windows',
      quoteType: 'windows',
    },
    answers: { depositPercent: 50 },
    today: '2026-11-22',
  } as QuoteInput;
}

/** Permits are unknown_discuss with a question; warranty is unknown_discuss without one; the rest 'average'. */
export function rulesAnalysis(): Analysis {
  const results: CheckResult[] = CATEGORIES.map((c) => ({
    category: c.short,
    id: c.id,
    title: c.title,
    status: 'average' as Rating,
    explanation: `Rules: ${c.title}.`,
    evidence: [`rules evidence for ${c.short}`],
  }));
  const permits = results.find((r) => r.category === 'permits')!;
  permits.status = 'unknown_discuss';
  permits.question = {
    text: 'Does the contractor pull the permit?',
    answer: 'permitsByContractor',
    expects: 'yes_no',
    options: ['Yes', 'No'],
  };
  results.find((r) => r.category === 'warranty')!.status = 'not_provided';
  return {
    results,
    score: 55,
    engine: 'rules',
    knowledgeVersion: 'test-1',
    facts: { lines: QUOTE_TEXT.split('\n') } as unknown as QuoteFacts,
  };
}

export interface ReviewItem {
  category: string;
  status: string;
  explanation: string;
  evidence: string[];
}

/** A valid review: every category 'good', with optional overrides. */
export function reviewItems(overrides: Record<string, Partial<ReviewItem>> = {}): ReviewItem[] {
  return CATEGORIES.map((c) => ({
    category: c.short,
    status: 'good',
    explanation: `Bedrock: ${c.title} is fine.`,
    evidence: [`bedrock evidence for ${c.short}`],
    ...overrides[c.short],
  }));
}

export function converseReply(
  text: string,
  stopReason: ConverseCommandOutput['stopReason'] = 'end_turn',
): ConverseCommandOutput {
  return {
    output: { message: { role: 'assistant', content: [{ text }] } },
    stopReason,
    usage: { inputTokens: 1200, outputTokens: 400, totalTokens: 1600 },
    metrics: { latencyMs: 900 },
    $metadata: {},
  };
}

/** The score the tests pass in: 10 points per 'good'. */
export const tenPerGood = (results: CheckResult[]): number => results.filter((r) => r.status === 'good').length * 10;

/** A Converse reply that calls the fields tool with the given input (1,200 tokens in, 300 out). */
export function fieldsToolReply(input: unknown): ConverseCommandOutput {
  return {
    output: {
      message: {
        role: 'assistant',
        content: [{ toolUse: { toolUseId: 'tool-1', name: FIELDS_TOOL, input: input as never } }],
      },
    },
    stopReason: 'tool_use',
    usage: { inputTokens: 1200, outputTokens: 300, totalTokens: 1500 },
    metrics: { latencyMs: 900 },
    $metadata: {},
  };
}
