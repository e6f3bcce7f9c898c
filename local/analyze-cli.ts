import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { analyzeBytes } from './analyze-file.js';

/**
 * `npm run -s analyze -- FILE...`: runs the quote pipeline's steps in-process (the upload checks,
 * extraction, fields, redaction, scope, the type rules and the rules engine's 10-point checklist)
 * and prints one JSON line per file:
 * {"file", "quote" (as GET /api/quotes/{id}), "extractedText" (redacted), "error"}.
 */
const files = process.argv.slice(2);
if (!files.length) {
  console.error('Usage: npm run -s analyze -- FILE...');
  process.exit(2);
}
for (const file of files) {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(file));
  } catch (error) {
    process.stdout.write(
      `${JSON.stringify({ file, quote: null, extractedText: null, error: `Cannot read ${file}: ${(error as Error).message}` })}\n`,
    );
    continue;
  }
  const { quote, text, error } = await analyzeBytes(bytes, basename(file));
  process.stdout.write(`${JSON.stringify({ file, quote, extractedText: text?.extractedText ?? null, error })}\n`);
}
process.exit(0);
