/**
 * A run of the deployed reading path over a folder of quotes, as `npm run eval:aws` records it: for each
 * document its redacted text, its truth and what each reader gave (null when the reader failed, with
 * why), the readers' latency and the model's tokens. Scored by aws-score.ts, the same way for a real
 * run and for the constructed one committed beside it (recorded-run.json).
 */
import type { Reading } from '../../functions/fields/agreement/readings.js';

export interface Truth {
  vendor?: string;
  totalCost?: string;
  zipCode?: string;
  windows?: number;
  doors?: number;
}

export interface RecordedDocument {
  file: string;
  /** The document's text as the readers read it (redacted), one printed line per line. */
  text: string;
  truth: Truth;
  offline: Reading;
  bedrock: Reading | null;
  expense: Reading | null;
  /** Why a reader gave nothing: a timeout after the retries, a reply outside the schema, an error. */
  failures: { bedrock?: string; expense?: string };
  latencyMs: { bedrock: number; expense: number };
  usage: { inputTokens: number; outputTokens: number; costUsd: number | null };
}

export interface RecordedRun {
  /** Where the replies came from: "constructed from the documents' truth" or "AWS <region>, <model>, <date>". */
  source: string;
  documents: RecordedDocument[];
}
