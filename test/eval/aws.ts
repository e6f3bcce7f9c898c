/**
 * `npm run eval:aws -- DIR`: the deployed reading path against real AWS, for every file of DIR listed in
 * DIR/truth.json (the format of test/documents/truth.json): each quote is read by the offline reader,
 * on Textract's words where Textract reads the file inline (as deployed), by Bedrock through the fields
 * tool (BEDROCK_MODEL_ID, default the stack's model) with a photo's or scan's page painted over, and by
 * Textract AnalyzeExpense, and the accuracy table per reader and for their agreement is printed with the
 * wrong-shown and left-empty rates, latency and cost. The run is written to .eval/ for scoring again.
 * Without AWS credentials it says so and exits 0. Costs a few cents per quote at list prices.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { TextractClient } from '@aws-sdk/client-textract';
import { detectFileType } from '../../functions/extraction/file-type.js';
import { extractDocument } from '../../functions/extraction/local-extractor.js';
import { inspectPdf } from '../../functions/extraction/pdf.js';
import { framePages } from '../../functions/extraction/frame-pages.js';
import { paintedPageImages } from '../../functions/extraction/page-images.js';
import { offlineReading } from '../../functions/fields/agreement/apply-agreement.js';
import { modelInput } from '../../functions/fields/agreement/read-in-agreement.js';
import type { Reading } from '../../functions/fields/agreement/readings.js';
import { extractFields } from '../../functions/fields/quote-fields.js';
import { redactPersonalInfo } from '../../functions/fields/redact.js';
import { bedrockFieldsReading } from '../../functions/services/bedrock/bedrock-fields.js';
import { costOfTokens } from '../../functions/services/bedrock/model-prices.js';
import { extractWithTextract } from '../../functions/services/textract/textract-extractor.js';
import { textractExpenseReading } from '../../functions/services/textract/textract-expense.js';
import { DEFAULT_BEDROCK_MODEL } from '../../infra/lib/config.js';
import type { RecordedDocument, RecordedRun } from './aws-run.js';
import { formatScore, scoreRun } from './aws-score.js';

/** AnalyzeExpense reads PDFs and these images synchronously (one page). */
const EXPENSE_FORMATS = /\.(pdf|png|jpe?g|tiff?)$/i;

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: npm run eval:aws -- DIR   (DIR holds the quotes and a truth.json)');
  process.exit(2);
}
const region = process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1';
const modelId = process.env.BEDROCK_MODEL_ID ?? DEFAULT_BEDROCK_MODEL;
const bedrock = new BedrockRuntimeClient({ region });
try {
  await bedrock.config.credentials();
} catch {
  console.log(
    'No AWS credentials found, so nothing was read: eval:aws calls Bedrock and Textract in your account. ' +
      'Set AWS_PROFILE (or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY), AWS_REGION and, for another model than ' +
      `${DEFAULT_BEDROCK_MODEL}, BEDROCK_MODEL_ID, and run it again.`,
  );
  process.exit(0);
}
const textract = new TextractClient({ region });

interface TruthEntry {
  file: string;
  kind?: string;
  expect: RecordedDocument['truth'];
}
const entries = (JSON.parse(readFileSync(join(dir, 'truth.json'), 'utf8')) as TruthEntry[]).filter(
  (e) => (e.kind ?? 'quote') === 'quote',
);

async function timed<T>(run: () => Promise<T>): Promise<{ value: T | null; ms: number; failed?: string }> {
  const t0 = performance.now();
  try {
    return { value: await run(), ms: Math.round(performance.now() - t0) };
  } catch (error) {
    return {
      value: null,
      ms: Math.round(performance.now() - t0),
      failed: error instanceof Error ? error.name : 'error',
    };
  }
}

const documents: RecordedDocument[] = [];
for (const entry of entries) {
  const bytes = new Uint8Array(readFileSync(join(dir, entry.file)));
  // Read by Textract AnalyzeDocument as deployed (its words are what the offline reader reads there, and a
  // photo's or a scan's page goes to the model painted over its boxes) where it reads the bytes inline: a
  // JPEG, a PNG or a one-page PDF. Other files by our own extractor.
  const kind = detectFileType(bytes)?.kind;
  const inline = kind === 'jpeg' || kind === 'png' || (kind === 'pdf' && (await inspectPdf(bytes)).pageCount === 1);
  const model = inline
    ? await extractWithTextract(textract, { bucket: '', key: '' }, kind!, { inlineBytes: bytes })
    : await extractDocument(bytes);
  const offline = extractFields(model);
  const input = modelInput(model, redactPersonalInfo(model, offline));
  const text = input.text;
  const images = await paintedPageImages(await framePages(bytes, model), model, input.paint);
  const logged: string[] = [];
  const deps = { client: bedrock, modelId, timeoutMs: 30_000, log: (msg: string) => logged.push(msg) };
  const [fromModel, fromExpense] = await Promise.all([
    timed(() => bedrockFieldsReading(deps, text, images)),
    EXPENSE_FORMATS.test(entry.file)
      ? timed(() => textractExpenseReading(textract, { Bytes: bytes }))
      : Promise.resolve({ value: null as Reading | null, ms: 0, failed: 'format AnalyzeExpense does not read' }),
  ]);
  const usage = fromModel.value?.usage ?? { inputTokens: 0, outputTokens: 0 };
  documents.push({
    file: entry.file,
    text,
    truth: entry.expect,
    offline: offlineReading(offline),
    bedrock: fromModel.value?.reading ?? null,
    expense: fromExpense.value,
    failures: {
      ...(fromModel.value ? {} : { bedrock: fromModel.failed ?? logged.at(-1) ?? 'no reading' }),
      ...(fromExpense.value ? {} : { expense: fromExpense.failed ?? 'no reading' }),
    },
    latencyMs: { bedrock: fromModel.ms, expense: fromExpense.ms },
    usage: { ...usage, costUsd: costOfTokens(modelId, usage) },
  });
  console.log(`${entry.file}: Bedrock ${fromModel.ms} ms, AnalyzeExpense ${fromExpense.ms} ms`);
}

const run: RecordedRun = { source: `AWS ${region}, ${modelId}, ${new Date().toISOString()}`, documents };
mkdirSync('.eval', { recursive: true });
const out = join('.eval', `aws-run-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(out, `${JSON.stringify(run, null, 1)}\n`);
console.log(`\n${documents.length} quotes of ${dir}, read with ${modelId} in ${region} (run saved to ${out}):\n`);
console.log(formatScore(scoreRun(run)));
