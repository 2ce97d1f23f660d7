import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { linguiPlugins } from './scripts/lingui-vite-plugins.ts';

const ON_POSTGRES = /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '');

export default defineConfig({
  plugins: [react(), linguiPlugins()],
  define: { __PAYMENT_ENV__: JSON.stringify('sandbox') },
  test: {
    // A test with no assertion fails (a broken matcher cannot pass silently).
    expect: { requireAssertions: true },
    // Vitest's default on this 2-core machine is one worker; scripts/test.ts
    // lowers it per step when steps run side by side.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'domain/**/*.test.{ts,tsx}',
            'machines/**/*.test.{ts,tsx}',
          ],
          environment: 'jsdom',
          setupFiles: ['tests/setup-dom.ts'],
          // One jsdom per worker, not per file: a fresh jsdom costs about 3 s of CPU,
          // more than most files' tests. tests/setup-dom.ts gives every file an empty
          // document, storage and history instead.
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: [
            'server/**/*.test.ts',
            'tests/fuzz/**/*.test.ts',
            'tests/property/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // PostgreSQL-only tests (several servers on one database) run in the PostgreSQL step.
          exclude: ON_POSTGRES ? [] : ['**/*.pg.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Once per run: a migrated template database and a build of the child servers' entries.
          globalSetup: ['tests/setup-api-global.ts'],
          setupFiles: ['tests/setup-honest.ts'],
          // Modules evaluated once per worker, not once per file: re-importing the
          // server's module graph cost about 3.5 s a file (180 s of a 230 s run).
          // A file undoes what it changes (tests/setup-honest.ts checks process.env).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/setup-honest.ts'],
          fileParallelism: false,
          // One module graph per worker: each file starts its own server, browser and database.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
