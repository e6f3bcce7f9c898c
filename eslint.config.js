// @ts-check
/**
 * Lint rules, including the project's boundaries:
 * - web features do not import each other (what two features share lives in web/src/components,
 *   web/src/lib or web/src/utils);
 * - domain folders import no adapter: not the stores, the API handlers, the pipeline steps, the HTTP
 *   layer, nor the AWS SDK (adapters import the domain, never the other way round);
 * - only the web app uses the `@/` alias (web/src).
 * Formatting is Prettier's (`npm run format`); eslint-config-prettier turns off the rules it owns.
 */
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

/** The web app's feature folders. */
const WEB_FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Domain code: pure functions over plain data, tested directly. */
export const DOMAIN_FOLDERS = [
  'functions/accounts',
  'functions/admin',
  'functions/analysis',
  'functions/compare',
  'functions/conversation',
  'functions/document',
  'functions/extraction',
  'functions/fields',
  'functions/payments',
  'functions/quotes',
  'functions/shares',
];

/** Adapters: what talks to AWS, HTTP or the state machine. They may import the domain, not the reverse. */
export const ADAPTERS = [
  'functions/store',
  'functions/api',
  'functions/pipeline',
  'functions/services',
  'functions/wiring',
  'functions/lib/http.ts',
  'functions/lib/session.ts',
  'functions/lib/session-cookies.ts',
  'functions/lib/config.ts',
];

/** The message a boundary violation shows. */
const DOMAIN_MESSAGE =
  'Domain code imports no adapter (store, api, pipeline, services, wiring, lib/http, lib/config): take what it needs as a parameter (a port), and let the adapter import the domain.';

/** The project's boundaries (see the top of this file). */
const BOUNDARIES = [
  ...DOMAIN_FOLDERS.map((target) => ({
    target: `./${target}`,
    from: ADAPTERS.map((adapter) => `./${adapter}`),
    message: DOMAIN_MESSAGE,
  })),
  // Shared code is the contract of both sides: it imports neither.
  {
    target: './shared',
    from: ['./functions', './web', './local', './infra'],
    message: 'shared/ is imported by the functions and the web, never the reverse.',
  },
  ...WEB_FEATURES.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'Web features do not import each other: move what both need to web/src/components, lib or utils.',
  })),
];

/** What runs in Lambda never reaches into the web app, the local stand-ins or the infrastructure (its tests may use local helpers). */
const LAMBDA_CODE = {
  target: './functions',
  from: ['./web', './local', './infra'],
  message: 'functions/ runs in Lambda: it cannot import web/, local/ or infra/.',
};

/**
 * Zod comes from shared/zod.ts (zod/mini with English messages), imported as a namespace: full zod, or a
 * named `z`, would put all of it (about 440 KB) in every Lambda bundle and web chunk that validates.
 */
const ZOD_MESSAGE = "Import zod as `import * as z from '@shared/zod.js'` (zod/mini with English messages).";
const NO_DIRECT_ZOD = { regex: '^zod(/.*)?$', message: ZOD_MESSAGE };
/** Named imports from shared/zod.ts: only `import * as z` lets the bundler drop what a file does not call. */
const NO_NAMED_ZOD_IMPORT = {
  selector: 'ImportDeclaration[source.value=/^@shared\\/zod(\\.js)?$/] > ImportSpecifier',
  message: ZOD_MESSAGE,
};

const NO_WEB_ALIAS = {
  group: ['@/*'],
  message: "The @/ alias is the web app's (web/src); import shared code as @shared/.",
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'cdk.out/**',
      'coverage/**',
      '.data/**',
      '.scratch/**',
      'test/fixtures/out/**',
      'test/shots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          caughtErrors: 'none',
        },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-duplicates': 'error',
      'no-restricted-syntax': ['error', NO_NAMED_ZOD_IMPORT],
      'import-x/no-cycle': 'off',
      'import-x/no-restricted-paths': ['error', { zones: [...BOUNDARIES, LAMBDA_CODE] }],
    },
  },
  {
    files: ['functions/**', 'shared/**', 'local/**', 'infra/**', 'test/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_WEB_ALIAS, NO_DIRECT_ZOD] }],
    },
  },
  {
    files: ['shared/zod.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_WEB_ALIAS] }],
    },
  },
  {
    files: DOMAIN_FOLDERS.map((folder) => `${folder}/**/*.ts`),
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [NO_WEB_ALIAS, NO_DIRECT_ZOD, { group: ['@aws-sdk/*'], message: DOMAIN_MESSAGE }] },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_DIRECT_ZOD] }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A module over 300 lines of code is split by concern (blank lines and comments do not count).
    files: ['functions/**', 'shared/**', 'local/**', 'infra/**', 'web/src/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/testdata/**'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Tests may use non-null assertions and loose stubs for brevity, and the local stand-ins' helpers.
    files: ['**/*.test.{ts,tsx}', 'test/**', '**/testing/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: BOUNDARIES }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  prettier,
);
