import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const ON_POSTGRES = /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '');

export default defineConfig({
  plugins: [react()],
  define: { __PAYMENT_ENV__: JSON.stringify('sandbox') },
  test: {
    // A test with no assertion fails (a broken matcher cannot pass silently).
    expect: { requireAssertions: true },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup-dom.ts'],
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
          ],
          // PostgreSQL-only tests (several servers on one database) run in the PostgreSQL step.
          exclude: ON_POSTGRES ? [] : ['**/*.pg.test.ts', '**/node_modules/**'],
          environment: 'node',
          setupFiles: ['tests/setup-honest.ts'],
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
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
