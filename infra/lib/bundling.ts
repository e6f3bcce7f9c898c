import path from 'node:path';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';

/**
 * How every Lambda is bundled: one ESM file for Node.js 22, minified, with its source map; the AWS
 * SDK v3 comes from the Lambda runtime, and a function's runtime modules (WASM, native binaries,
 * model files) ship beside the bundle instead of inside it. QuoteCheckFunction passes this to CDK,
 * and `npm run bench:bundles` builds the same options with esbuildOptionsOf, so the measured
 * bundles are the deployed ones.
 */
export function lambdaBundling(runtimeModules: readonly string[] = []): LambdaBundling {
  return {
    format: OutputFormat.ESM,
    target: 'node22',
    minify: true,
    sourceMap: true,
    // The map carries the mappings for readable stack traces, not a copy of the sources: a quarter of
    // the size, and about 5 ms less for Node to read at a cold start (--enable-source-maps).
    sourcesContent: false,
    mainFields: ['module', 'main'],
    // Bundled CommonJS packages call require() for Node's built-ins, which an ES module lacks.
    banner: "import{createRequire}from'module';const require=createRequire(import.meta.url);",
    externalModules: ['@aws-sdk/*', ...runtimeModules],
  };
}

/** The bundling options this project sets (the rest of CDK's BundlingOptions stay at their defaults). */
export type LambdaBundling = Required<
  Pick<
    BundlingOptions,
    'format' | 'target' | 'minify' | 'sourceMap' | 'sourcesContent' | 'mainFields' | 'banner' | 'externalModules'
  >
>;

/**
 * The esbuild build that CDK's NodejsFunction runs for these options (aws-lambda-nodejs, Bundling's
 * esbuild arguments: `--bundle <entry> --target --platform=node --format --outfile=<dir>/index.mjs
 * --minify --sourcemap --sources-content=false --external:… --banner:js --main-fields`, from the project
 * root). An option
 * this translation does not know is an error rather than a silent difference.
 */
export function esbuildOptionsOf(
  bundling: LambdaBundling,
  { projectRoot, entry, outdir }: { projectRoot: string; entry: string; outdir: string },
): BuildOptions {
  const known = new Set([
    'format',
    'target',
    'minify',
    'sourceMap',
    'sourcesContent',
    'mainFields',
    'banner',
    'externalModules',
  ]);
  const unknown = Object.keys(bundling).filter((key) => !known.has(key));
  if (unknown.length) throw new Error(`esbuildOptionsOf does not translate bundling option(s): ${unknown.join(', ')}`);
  return {
    absWorkingDir: projectRoot,
    entryPoints: [path.resolve(projectRoot, entry)],
    bundle: true,
    target: bundling.target,
    platform: 'node',
    format: bundling.format === OutputFormat.ESM ? 'esm' : 'cjs',
    outfile: path.join(outdir, bundling.format === OutputFormat.ESM ? 'index.mjs' : 'index.js'),
    minify: bundling.minify,
    sourcemap: bundling.sourceMap,
    sourcesContent: bundling.sourcesContent,
    external: [...bundling.externalModules],
    banner: { js: bundling.banner },
    mainFields: [...bundling.mainFields],
  };
}
