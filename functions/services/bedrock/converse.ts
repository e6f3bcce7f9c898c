import {
  ConverseCommand,
  type BedrockRuntimeClient,
  type ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { redactText } from '../../fields/redact.js';
import type { Analysis, QuoteInput } from '../../analysis/types.js';
import { withoutInstructions } from '../../fields/reader-instructions.js';

/**
 * What the Bedrock adapters share: one Converse call bounded in time, and the context a model reads
 * (the redacted quote text, the fields, the homeowner's answers, the rules engine's findings), with
 * every string passed through redactText once more before it leaves for the model.
 */

export interface BedrockDeps {
  client: BedrockRuntimeClient;
  /** Model or inference profile id. */
  modelId: string;
  /** Longest wait for the answer; the caller falls back after it. */
  timeoutMs: number;
  /** Warnings (fallbacks); defaults to nothing. Never given the quote text or the model's reply. */
  log?: (msg: string, extra?: object) => void;
}

/** The quote text sent to a model is cut here (a long quote is a few thousand characters). */
export const MAX_QUOTE_CHARS = 40_000;

export class BedrockTimeoutError extends Error {
  override name = 'BedrockTimeoutError';
}

export interface ConverseReply {
  text: string;
  stopReason: string | undefined;
}

/** One Converse call with a system prompt and one user message; rejects after `timeoutMs` (and aborts the request). */
export async function converse(
  deps: Pick<BedrockDeps, 'client' | 'modelId' | 'timeoutMs'>,
  request: { system: string; user: string; maxTokens: number },
): Promise<ConverseReply> {
  const response = await sendBounded(
    deps,
    new ConverseCommand({
      modelId: deps.modelId,
      system: [{ text: request.system }],
      messages: [{ role: 'user', content: [{ text: request.user }] }],
      inferenceConfig: { maxTokens: request.maxTokens, temperature: 0 },
    }),
  );
  const content = response.output?.message?.content ?? [];
  const text = content.map((block) => ('text' in block && typeof block.text === 'string' ? block.text : '')).join('');
  return { text, stopReason: response.stopReason };
}

/** A Converse call, rejected with BedrockTimeoutError (and aborted) after `timeoutMs`. */
export async function sendBounded(
  deps: Pick<BedrockDeps, 'client' | 'timeoutMs'>,
  command: ConverseCommand,
): Promise<ConverseCommandOutput> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new BedrockTimeoutError(`Bedrock did not answer within ${deps.timeoutMs} ms`));
    }, deps.timeoutMs);
  });
  try {
    return await Promise.race([deps.client.send(command, { abortSignal: controller.signal }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A second guard: the stored text is redacted at upload; this catches anything that slipped through. */
export function redact(text: string): string {
  return redactText(text).text;
}

function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map(redactValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v)]));
  }
  return value;
}

/** The quote text, redacted, without lines addressed to a model (instructions.ts), and bounded. */
export function quoteTextForModel(input: QuoteInput): string {
  const text = withoutInstructions(redact(input.text)).text;
  return text.length > MAX_QUOTE_CHARS
    ? `${text.slice(0, MAX_QUOTE_CHARS)}\n[... rest of the quote left out ...]`
    : text;
}

/**
 * The fields (the project's street address is left out: the ZIP codes carry the location), the
 * homeowner's answers and the findings, as JSON a model reads; every string redacted.
 */
export function contextForModel(
  input: QuoteInput,
  rules: Analysis,
): { fields: unknown; answers: unknown; findings: unknown } {
  const { projectAddress: _address, ...fields } = input.fields;
  const findings = rules.results.map((r) => ({
    category: r.category,
    title: r.title,
    status: r.status,
    explanation: r.explanation,
    evidence: r.evidence,
  }));
  return {
    fields: redactValue(fields),
    answers: redactValue(input.answers),
    findings: redactValue(findings),
  };
}

export function describeError(error: unknown): { error: string; detail?: string } {
  if (error instanceof Error) return { error: error.name, detail: error.message.slice(0, 300) };
  return { error: typeof error };
}
