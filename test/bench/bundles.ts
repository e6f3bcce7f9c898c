/**
 * `npm run bench:bundles`: the Lambda bundles as CDK builds them, their size and how long they take to load.
 *
 * Every API function (functions/api/<fn>.ts for each function of shared/routes.ts) and every pipeline
 * step (functions/pipeline/<id>.ts, the steps of shared/pipeline.ts and the failure step) is built with
 * the options QuoteCheckFunction gives CDK (infra/lib/bundling.ts: ESM, node22, minified, source map,
 * '@aws-sdk/*' and the function's runtime modules external) into .scratch/bundles/<name>/index.mjs. For
 * each bundle it prints:
 *   - its minified size (the .mjs file, without its source map or the external modules);
 *   - what fills it: bytes in the output per package (node_modules) or per project folder;
 *   - its cold import time: a fresh `node` per run (NODE_OPTIONS=--enable-source-maps as in Lambda, and
 *     configuration that passes validation) first imports the external packages the bundle imports
 *     statically (the AWS SDK, which Lambda's runtime provides, and runtime modules), then the bundle,
 *     and measures both with performance.now(); median of RUNS runs. "import ms" is the bundle's own
 *     part (its code: parsing, compiling, module-scope work), "CPU ms" the process's CPU time meanwhile
 *     (steadier than wall time on a busy machine); "with externals" adds loading those packages from
 *     node_modules, which every function using them pays whatever its bundle holds.
 *     Any socket a module opens while loading (or within 100 ms after) is reported.
 * Then the floor under every function: probes built and loaded the same way, each holding one piece
 * that every API function carries (an empty module, the logger, the configuration's validation, the
 * DynamoDB client, the JWT verifier, middy, and `health`, the API handler with one route and no domain
 * code), so that what a function's own code costs can be told from what any function costs.
 * Figures, not assertions: the targets (≤ 150 KB, ≤ 30 ms per API and step Lambda) are in the README.
 * The last line is the figures as JSON.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { API_FUNCTIONS } from '@shared/routes.js';
import { esbuildOptionsOf, lambdaBundling } from '../../infra/lib/bundling.js';
import { PIPELINE_FUNCTION_IDS, PIPELINE_FUNCTION_SETTINGS } from '../../infra/lib/pipeline.js';
import { FUNCTION_ENVIRONMENT, REPO_ROOT } from '../../infra/lib/quotecheck-function.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_KB = 150;
const TARGET_MS = 30;
const OUT_ROOT = path.join(REPO_ROOT, '.scratch', 'bundles');

interface Lambda {
  name: string;
  kind: 'api' | 'step' | 'probe';
  entry: string;
  runtimeModules: readonly string[];
}

const LAMBDAS: Lambda[] = [
  ...API_FUNCTIONS.map((fn) => ({
    name: fn,
    kind: 'api' as const,
    entry: `functions/api/${fn}.ts`,
    runtimeModules: [],
  })),
  ...PIPELINE_FUNCTION_IDS.map((id) => ({
    name: id,
    kind: 'step' as const,
    entry: `functions/pipeline/${id}.ts`,
    runtimeModules: PIPELINE_FUNCTION_SETTINGS[id]?.runtimeModules ?? [],
  })),
];

/** The pieces every API function carries, each alone in a bundle built like the functions. */
const PROBES: { name: string; code: string }[] = [
  { name: 'an empty module', code: 'export {};' },
  { name: 'the Powertools logger', code: "import './functions/lib/logger.ts';" },
  { name: 'the configuration, validated', code: "import { getConfig } from './functions/lib/config.ts'; getConfig();" },
  { name: 'the DynamoDB document client', code: "import './functions/store/client.ts';" },
  {
    name: 'the JWT verifier',
    code: "import { CognitoJwtVerifier } from 'aws-jwt-verify'; CognitoJwtVerifier.create({ userPoolId: 'us-east-1_bench', clientId: 'bench', tokenUse: 'id' });",
  },
  {
    name: 'middy and its header normalizer',
    code: "import middy from '@middy/core'; import normalize from '@middy/http-header-normalizer'; middy(async () => ({})).use(normalize());",
  },
];

/**
 * What the functions find in their environment in AWS (the stack's values are tokens there): enough
 * for functions/lib/config.ts to pass, pointing at nothing that is called while a module loads.
 */
const ENVIRONMENT: Record<string, string> = {
  PATH: process.env.PATH ?? '',
  ...FUNCTION_ENVIRONMENT,
  AWS_REGION: 'us-east-1',
  TABLE_NAME: 'bench-table',
  UPLOADS_BUCKET: 'bench-uploads',
  USER_POOL_ID: 'us-east-1_bench',
  USER_POOL_CLIENT_ID: 'benchclient',
  STATE_MACHINE_ARN: 'arn:aws:states:us-east-1:000000000000:stateMachine:bench',
  ORIGIN_VERIFY_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:000000000000:secret:origin-verify',
  STRIPE_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:000000000000:secret:stripe',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
  EXTRACTOR: 'textract',
};

/**
 * Run in a fresh node per measurement: imports the external packages, then the bundle; prints both
 * times and the sockets opened meanwhile (and during 100 ms after), then exits without waiting for
 * timers or workers. Arguments: the bundle's file URL, then the external packages in import order.
 */
const IMPORT_SCRIPT = `
import net from 'node:net';
const sockets = [];
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  const o = args[0];
  sockets.push(typeof o === 'object' && o ? (o.path ?? (o.host ?? 'localhost') + ':' + o.port) : String(o));
  return connect.apply(this, args);
};
const [bundle, ...externals] = process.argv.slice(1);
const start = performance.now();
for (const name of externals) await import(name);
const loaded = performance.now();
const cpu = process.cpuUsage();
await import(bundle);
const end = performance.now();
const { user, system } = process.cpuUsage(cpu);
setTimeout(() => {
  const cpuMs = (user + system) / 1000;
  process.stdout.write(JSON.stringify({ externalMs: loaded - start, bundleMs: end - loaded, cpuMs, sockets }));
  process.exit(0);
}, 100);
`;

interface ImportRun {
  externalMs: number;
  bundleMs: number;
  /** CPU time of the process (all its threads) while the bundle loads: less sensitive to a busy machine. */
  cpuMs: number;
  sockets: string[];
}

interface Measured {
  lambda: Lambda;
  bytes: number;
  groups: { name: string; bytes: number }[];
  externals: string[];
  /** Medians: the bundle's own import, and with the external packages loaded first. */
  importMs: number;
  cpuMs: number;
  totalMs: number;
  runs: ImportRun[];
  sockets: string[];
}

/** node_modules/<pkg> (the innermost one) or the project folder a bundled input comes from. */
function groupOf(input: string): string {
  const at = input.lastIndexOf('node_modules/');
  if (at >= 0) {
    const parts = input.slice(at + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  return path.dirname(input);
}

function outputOf(metafile: Metafile, outfile: string): Metafile['outputs'][string] {
  const output = metafile.outputs[path.relative(REPO_ROOT, outfile)];
  if (!output) throw new Error(`esbuild's metafile has no output ${outfile}`);
  return output;
}

function groupsOf(output: Metafile['outputs'][string]): { name: string; bytes: number }[] {
  const totals = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs))
    totals.set(groupOf(input), (totals.get(groupOf(input)) ?? 0) + bytesInOutput);
  return [...totals].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

/** The packages outside the bundle that it imports when it loads (Node's built-ins stay in the bundle's time). */
function staticExternals(output: Metafile['outputs'][string]): string[] {
  const names = output.imports
    .filter((i) => i.external && i.kind === 'import-statement' && !isBuiltin(i.path))
    .map((i) => i.path);
  return [...new Set(names)];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function importOnce(file: string, externals: string[]): ImportRun {
  const args = ['--input-type=module', '-e', IMPORT_SCRIPT, pathToFileURL(file).href, ...externals];
  const run = spawnSync(process.execPath, args, {
    cwd: path.dirname(file),
    env: ENVIRONMENT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (run.status !== 0) throw new Error(`importing ${file} failed (${run.status ?? run.signal}):\n${run.stderr}`);
  return JSON.parse(run.stdout) as ImportRun;
}

/** Builds a Lambda's bundle, or a probe's (its code in place of an entry file), as CDK builds the functions. */
async function bundle(lambda: Lambda, code?: string): Promise<{ outfile: string; metafile: Metafile }> {
  const outdir = path.join(OUT_ROOT, `${lambda.kind}-${lambda.name}`);
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const { entryPoints, ...options } = esbuildOptionsOf(lambdaBundling(lambda.runtimeModules), {
    projectRoot: REPO_ROOT,
    entry: lambda.entry,
    outdir,
  });
  const input =
    code === undefined ? { entryPoints } : { stdin: { contents: code, resolveDir: REPO_ROOT, loader: 'ts' as const } };
  // The metafile is read here only; it does not change what esbuild writes.
  const result = await build({ ...options, ...input, metafile: true, logLevel: 'warning' });
  return { outfile: options.outfile!, metafile: result.metafile };
}

/**
 * Builds and loads one bundle. `preload`: packages to load first besides its own externals (a probe
 * loads what `health` loads, so that Node's built-ins the AWS SDK brings in are warm, as in a function).
 */
async function measure(lambda: Lambda, code?: string, preload: string[] = []): Promise<Measured> {
  const { outfile, metafile } = await bundle(lambda, code);
  const output = outputOf(metafile, outfile);
  const externals = [...new Set([...preload, ...staticExternals(output)])];
  const runs = Array.from({ length: RUNS }, () => importOnce(outfile, externals));
  return {
    lambda,
    bytes: statSync(outfile).size,
    groups: groupsOf(output),
    externals,
    importMs: median(runs.map((r) => r.bundleMs)),
    cpuMs: median(runs.map((r) => r.cpuMs)),
    totalMs: median(runs.map((r) => r.externalMs + r.bundleMs)),
    runs,
    sockets: [...new Set(runs.flatMap((r) => r.sockets))],
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const [load1] = loadavg();
const results: Measured[] = [];
for (const lambda of LAMBDAS) results.push(await measure(lambda));

console.log(
  `\n## Lambda bundles (minified; import: median of ${RUNS} fresh node processes; load average ${load1!.toFixed(1)} on ${availableParallelism()} cores at the start)\n`,
);
console.log('| Lambda | KB | import ms | CPU ms | with externals ms | largest inputs (KB) |');
console.log('|---|---|---|---|---|---|');
for (const r of results) {
  const top = r.groups
    .slice(0, 4)
    .map((g) => `${g.name} ${kb(g.bytes)}`)
    .join(', ');
  const size = `${kb(r.bytes)}${r.bytes > TARGET_KB * 1024 ? ' ⚠' : ''}`;
  const ms = `${r.importMs.toFixed(1)}${r.importMs > TARGET_MS ? ' ⚠' : ''}`;
  const row = [`${r.lambda.kind} ${r.lambda.name}`, size, ms, r.cpuMs.toFixed(1), r.totalMs.toFixed(0), top];
  console.log(`| ${row.join(' | ')} |`);
}

const over = results.filter((r) => r.bytes > TARGET_KB * 1024 || r.importMs > TARGET_MS);
if (over.length) {
  console.log(`\n## Over a target (> ${TARGET_KB} KB or > ${TARGET_MS} ms): what fills them\n`);
  for (const r of over) {
    const runs = r.runs.map((run) => run.bundleMs.toFixed(1)).join(' / ');
    const cpu = r.runs.map((run) => run.cpuMs.toFixed(1)).join(' / ');
    console.log(`${r.lambda.kind} ${r.lambda.name}: ${kb(r.bytes)} KB, import ${runs} ms (CPU ${cpu} ms)`);
    for (const g of r.groups.filter((g) => g.bytes >= 2048))
      console.log(`  ${kb(g.bytes).padStart(6)} KB  ${((100 * g.bytes) / r.bytes).toFixed(0).padStart(2)}%  ${g.name}`);
    console.log(`  externals loaded first: ${r.externals.join(', ') || 'none'}`);
  }
}

const withSockets = results.filter((r) => r.sockets.length);
console.log(
  withSockets.length
    ? `\nSockets opened while loading: ${withSockets.map((r) => `${r.lambda.name} → ${r.sockets.join(', ')}`).join('; ')}`
    : '\nNo bundle opened a socket while loading.',
);
if (LAMBDAS.some((l) => l.name === 'extract'))
  console.log(
    "The extract step starts its document worker (a child process) when it loads (functions/pipeline/extract.ts): its import time includes starting that process, not the worker's own start-up.",
  );

const health = results.find((r) => r.lambda.name === 'health');
const probes: Measured[] = [];
for (const [index, probe] of PROBES.entries()) {
  const lambda: Lambda = { name: String(index), kind: 'probe', entry: 'probe.ts', runtimeModules: [] };
  probes.push(await measure(lambda, probe.code, health?.externals));
}
const [empty] = probes;
console.log(
  `\n## The floor: what any API function pays before its own code (median of ${RUNS}; each probe alone, after the packages \`health\` loads first)\n`,
);
console.log('| Piece | KB | import ms | above an empty module ms |');
console.log('|---|---|---|---|');
const floorRow = (name: string, r: Measured) =>
  `| ${name} | ${kb(r.bytes)} | ${r.importMs.toFixed(1)} | ${r === empty ? '' : (r.importMs - empty!.importMs).toFixed(1)} |`;
for (const [index, probe] of PROBES.entries()) console.log(floorRow(probe.name, probes[index]!));
if (health) console.log(floorRow('`health`: all of the above, sessions, the route table, one route', health));

console.log(
  JSON.stringify({
    maxBundleKB: Number(kb(Math.max(...results.map((r) => r.bytes)))),
    maxImportMs: Number(Math.max(...results.map((r) => r.importMs)).toFixed(1)),
  }),
);
