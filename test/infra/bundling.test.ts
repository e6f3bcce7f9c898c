import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Duration, Stack } from 'aws-cdk-lib';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { esbuildOptionsOf, lambdaBundling } from '../../infra/lib/bundling.js';
import { QuoteCheckFunction, REPO_ROOT } from '../../infra/lib/quotecheck-function.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'quotecheck-bundling-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('Lambda bundling', () => {
  it('the bench builds the very bundle CDK deploys (npm run bench:bundles measures what ships)', async () => {
    const entry = 'functions/api/health.ts';
    const app = new App({ outdir: path.join(scratch, 'cdk.out') });
    new QuoteCheckFunction(new Stack(app, 'Bundling'), 'Health', {
      entry,
      description: 'bundling check',
      timeout: Duration.seconds(3),
    });
    const assembly = app.synth();
    const assets = readdirSync(assembly.directory).filter((name) => name.startsWith('asset.'));
    expect(assets).toHaveLength(1);
    const deployed = readFileSync(path.join(assembly.directory, assets[0]!, 'index.mjs'), 'utf8');

    const outdir = path.join(scratch, 'bench');
    await build({
      ...esbuildOptionsOf(lambdaBundling(), { projectRoot: REPO_ROOT, entry, outdir }),
      logLevel: 'error',
    });
    const benched = readFileSync(path.join(outdir, 'index.mjs'), 'utf8');

    expect(deployed.length).toBeGreaterThan(10_000);
    expect(benched === deployed).toBe(true);
  });

  it('externalises the AWS SDK and the runtime modules, and refuses options it cannot translate', () => {
    const options = esbuildOptionsOf(lambdaBundling(['sharp']), {
      projectRoot: REPO_ROOT,
      entry: 'x.ts',
      outdir: '/o',
    });
    expect(options).toMatchObject({ external: ['@aws-sdk/*', 'sharp'], format: 'esm', outfile: '/o/index.mjs' });
    expect(() =>
      esbuildOptionsOf({ ...lambdaBundling(), keepNames: true } as never, {
        projectRoot: REPO_ROOT,
        entry: 'x.ts',
        outdir: '/o',
      }),
    ).toThrow('keepNames');
  });
});
