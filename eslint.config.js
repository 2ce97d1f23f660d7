// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { existsSync, readdirSync } from 'node:fs';
import regexpPlugin from 'eslint-plugin-regexp';

/**
 * Time is an input, so every test can run at any instant: "now" comes from an injected clock, never from
 * `Date.now()`, `new Date()` or `Date()` without an argument. Its own rule name
 * (not no-restricted-syntax, which other blocks set for the same files and a
 * later block would replace), so any block can add it: `rules: noWallClock`.
 */
const wallClock = {
  rules: {
    'no-wall-clock': {
      meta: {
        type: 'problem',
        docs: { description: 'Read the time from the injected clock, not the wall clock' },
        messages: {
          wallClock:
            'Read "now" from the injected clock (domain/clock.ts in the browser, deps.now on the server, testNow() in tests), not from the wall clock; durations use performance.now().',
        },
        schema: [],
      },
      create(context) {
        const report = (node) => context.report({ node, messageId: 'wallClock' });
        return {
          // Date.now called, or passed along as a clock.
          "MemberExpression[object.name='Date'][property.name='now']": report,
          "NewExpression[callee.name='Date'][arguments.length=0]": report,
          "CallExpression[callee.name='Date']": report,
        };
      },
    },
  },
};
const noWallClock = { 'local/no-wall-clock': 'error' };

/** One-way imports (docs/architecture.md): each layer may not reach the ones listed. */
const forbid = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

const SERVER_LAYER = {
  group: ['**/src/**', '**/machines/**', 'react', 'react-dom'],
  message: 'The server imports domain/ only of the shared code, never src/, machines or React.',
};

/**
 * The server's features: each folder of server/ with an index.ts, imported by the
 * others only through it. Read from the tree, so a new feature is covered at once.
 */
const SERVER_FEATURES = readdirSync('server', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`server/${entry.name}/index.ts`))
  .map((entry) => entry.name);
const FEATURE_INSIDES = {
  regex: `^(\\./|(\\.\\./)+)(${SERVER_FEATURES.join('|')})/`,
  message:
    "Import another server feature through its index.ts (e.g. '../payments'), not its files.",
};

/**
 * Production code imports no test code. A `no-restricted-syntax` entry of a later block
 * replaces this one for its files, so such a block repeats these selectors.
 */
const testSupportImportBans = [
  {
    selector:
      ':matches(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression)[source.value=/(^|\\/)test-support(\\/|$)/]',
    message: 'Production code never imports test-support.',
  },
  {
    selector:
      ':matches(ImportDeclaration, ImportExpression)[source.value=/^(vitest|@testing-library\\/)/]',
    message: 'Test helpers live in a test-support folder.',
  },
];

export default tseslint.config(
  {
    ignores: ['dist', 'dist-*', 'data', 'node_modules', 'coverage', 'tests/bench/out'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { local: wallClock },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No pattern whose matching time grows faster than its input (decision 0173): one
    // request must not hold the server, and a string is never too long for a pattern.
    files: ['{src,domain,machines,server,scripts}/**/*.{ts,tsx,js,mjs}'],
    plugins: { regexp: regexpPlugin },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // Small files whose names say what they hold: a file past 400 lines holds more than one thing.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    // No import cycles: a module never reaches itself again through what it imports.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['domain/**'],
    rules: forbid(
      [
        '**/src/**',
        '**/machines/**',
        '**/server/**',
        '**/app/**',
        '**/pages/**',
        '**/wizards/**',
        '**/api/**',
        '**/ui/**',
        'react',
        'react-dom',
        'xstate',
      ],
      'domain holds pure rules and imports nothing of ours but itself.',
    ),
  },
  {
    files: ['machines/**'],
    rules: forbid(
      ['**/server/**', '**/src/**', 'react', 'react-dom'],
      'Machines know only domain/: nothing of src/, no React, no fetch, no DOM.',
    ),
  },
  {
    files: ['server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_LAYER] }] },
  },
  {
    // Tests and their support may reach into a feature; db/ and deps.ts name the features'
    // tables, migrations and service types, and every feature imports them.
    files: ['server/**'],
    ignores: ['server/**/*.test.ts', 'server/**/test-support/**', 'server/db/**', 'server/deps.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_LAYER, FEATURE_INSIDES] }] },
  },
  {
    // The wizards render machine state: HTTP, storage and history are the machines' actors,
    // provided by src/app from src/api (docs/wizards.md).
    files: ['src/wizards/**'],
    ignores: ['src/wizards/**/*.test.{ts,tsx}', 'src/wizards/**/test-support/**'],
    rules: {
      ...forbid(
        ['**/api/**', '**/server/**'],
        'Views send events to machines; the browser services come from src/api through src/app.',
      ),
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Fetching is a machine actor (src/api), not a view concern.' },
        { name: 'localStorage', message: 'Storage is a machine actor (src/api).' },
        { name: 'sessionStorage', message: 'Storage is a machine actor (src/api).' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Fetching is a machine actor.' },
        { object: 'window', property: 'localStorage', message: 'Storage is a machine actor.' },
        { object: 'window', property: 'sessionStorage', message: 'Storage is a machine actor.' },
        { object: 'globalThis', property: 'fetch', message: 'Fetching is a machine actor.' },
      ],
    },
  },
  {
    files: ['src/pages/**', 'src/ui/**', 'src/app/**'],
    rules: forbid(['**/server/**'], 'The browser never imports server code.'),
  },
  {
    files: ['src/staff/**'],
    rules: forbid(
      ['**/server/**', '**/api/**', '**/src/app/**', '**/pages/**', '**/wizards/**'],
      'The staff console imports machines, domain and src/ui; its HTTP client is plugged in by src/app/StaffRoute.tsx.',
    ),
  },
  {
    // The console's view-level model tests share the wizards' harness, and no more of them.
    files: ['src/staff/**/*.test.{ts,tsx}', 'src/staff/**/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/api/**', '**/src/app/**', '**/pages/**'],
              message: 'The staff console imports machines, domain and src/ui.',
            },
            {
              regex: '(^|/)wizards/(?!shared/test-support/)',
              message: 'Console tests use only the wizards’ test-support harness.',
            },
          ],
        },
      ],
    },
  },
  {
    // The browser's one system clock is src/api/clock.ts; tests use tests/test-support/test-clock.ts.
    files: ['src/**/*.{ts,tsx}', 'domain/**/*.ts', 'machines/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-support/**', 'src/api/clock.ts'],
    rules: noWallClock,
  },
  // Test-only code lives in test-support folders (or *.test.* files and tests/):
  // production modules never import it, nor the test libraries it is built on.
  {
    files: ['src/**/*.{ts,tsx}', 'domain/**/*.ts', 'machines/**/*.ts', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-support/**'],
    rules: { 'no-restricted-syntax': ['error', ...testSupportImportBans] },
  },
  {
    files: ['**/*{test-app,fixtures,test-helpers,fake-*}.{ts,tsx}'],
    ignores: ['**/test-support/**', 'tests/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program', message: 'Test helpers live in a test-support folder.' },
      ],
    },
  },
  {
    // server/clock.ts is the one place the server reads the system time.
    files: ['server/**/*.ts'],
    ignores: ['server/clock.ts', '**/*.test.ts', '**/test-support/**'],
    rules: noWallClock,
  },
  {
    // Tests read time from the tests' clock, so that TEST_NOW moves them all.
    files: ['**/*.test.{ts,tsx}', '**/test-support/**/*.{ts,tsx}', 'tests/**/*.ts'],
    ignores: ['tests/test-support/test-clock.ts', 'tests/bench/**'],
    rules: noWallClock,
  },
);
