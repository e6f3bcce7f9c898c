import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The sample quotes and their ground truth (../shared/samples). */
export const SAMPLES_DIR = fileURLToPath(new URL('../../shared/samples/', import.meta.url));

export interface SampleTruth {
  file: string;
  kind: 'quote' | 'edge';
  format: string;
  expect: {
    vendor?: string;
    totalCost?: string;
    zipCode?: string;
    windows?: number;
    doors?: number;
    quoteType?: string;
    scopeKeywords?: string[];
    pii?: string[];
    checklist?: Record<string, string[]>;
    error?: string;
  };
}

/** Read from the handouts folder beside the repository, with a message that says so when it is absent. */
function readSample(file: string): Buffer {
  const path = `${SAMPLES_DIR}${file}`;
  if (!existsSync(path)) {
    throw new Error(
      `This test needs the sample quotes: ${path} is missing. Check out the repository beside the handouts folder (../shared/samples with truth.json).`,
    );
  }
  return readFileSync(path);
}

export const SAMPLES: SampleTruth[] = JSON.parse(readSample('truth.json').toString('utf8'));

export function sampleBytes(file: string): Uint8Array {
  return new Uint8Array(readSample(file));
}

/** Text PDFs and the rest (photos, scans, screenshots), which the targets treat apart. */
export function formatGroup(format: string): 'text-pdf' | 'image' {
  return format === 'text-pdf' ? 'text-pdf' : 'image';
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
