import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundary rules of eslint.config.js, run by ESLint itself on small files placed in the tree:
 * a deliberate violation fails the lint, and the allowed direction passes.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the boundary rules', () => {
  it('refuse a store, a service or the wiring imported into a domain folder', async () => {
    for (const [file, source] of [
      [
        'functions/quotes/violation.ts',
        "import { dynamoQuoteStore } from '../store/quotes.js';\nexport const s = dynamoQuoteStore;\n",
      ],
      [
        'functions/conversation/violation.ts',
        "import { analysisEngine } from '../wiring/analysis-engine.js';\nexport const e = analysisEngine;\n",
      ],
      ['functions/fields/violation.ts', "import { apiHandler } from '../lib/http.js';\nexport const h = apiHandler;\n"],
      [
        'functions/extraction/violation.ts',
        "import { textractExtractor } from '../services/textract/textract-extractor.js';\nexport const t = textractExtractor;\n",
      ],
    ]) {
      expect(await problems(file!, source!)).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*Domain code imports no adapter/),
      ]);
    }
  });

  it('refuse the AWS SDK in a domain folder', async () => {
    expect(
      await problems(
        'functions/analysis/violation.ts',
        "import { S3Client } from '@aws-sdk/client-s3';\nexport const c = S3Client;\n",
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*Domain code imports no adapter/)]);
  });

  it('let an adapter import the domain', async () => {
    expect(
      await problems(
        'functions/store/allowed.ts',
        "import { QuoteMissingError } from '../quotes/errors.js';\nexport const e = QuoteMissingError;\n",
      ),
    ).toEqual([]);
  });

  it('refuse one web feature importing another, and allow what they share', async () => {
    expect(
      await problems(
        'web/src/features/compare/components/violation.tsx',
        "import { useQuote } from '@/features/analysis/api/get-quote';\nexport const u = useQuote;\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Web features do not import each other/)]);
    expect(
      await problems(
        'web/src/features/compare/components/allowed.tsx',
        "import { formatPrice } from '@/utils/format';\nexport const f = formatPrice;\n",
      ),
    ).toEqual([]);
  });

  it('keep shared/ free of the functions and the web, and Lambda code free of the local stand-ins', async () => {
    expect(
      await problems(
        'shared/violation.ts',
        "import { logger } from '../functions/lib/logger.js';\nexport const l = logger;\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*shared\/ is imported by the functions/)]);
    expect(
      await problems(
        'functions/lib/violation.ts',
        "import { lambdaContext } from '../../local/lambda-context.js';\nexport const c = lambdaContext;\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*functions\/ runs in Lambda/)]);
    expect(
      await problems(
        'functions/lib/allowed.test.ts',
        "import { lambdaContext } from '../../local/lambda-context.js';\nexport const c = lambdaContext;\n",
      ),
    ).toEqual([]);
  });

  it('refuse a module of more than 300 lines of code, not counting comments, blank lines or tests', async () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';
    const padded = `/** A comment. */\n\n${lines(300).replace(/\n/g, '\n\n// a note\n')}`;
    expect(await problems('functions/fields/long.ts', lines(301))).toEqual([
      expect.stringMatching(/^max-lines: File has too many lines \(301\)/),
    ]);
    expect(await problems('functions/fields/long.ts', padded)).toEqual([]);
    expect(await problems('functions/fields/long.test.ts', lines(400))).toEqual([]);
  });
});
