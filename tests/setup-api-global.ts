/**
 * The api project's global setup, once per run: one migrated template
 * database (server/test-support/database-template.ts), of which every test
 * database is a copy, and one build of the entry points the tests start as
 * child processes (scripts/build-server.ts, the production build). The workers learn
 * both through environment variables set here.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createDatabaseTemplate, TEMPLATE_ENV } from '../server/test-support/database-template';
import { buildServerEntries } from '../scripts/build-server';
import { BUILD_ENV } from '../server/test-support/server-build';
import { testClockOffsetMs } from './test-support/test-clock';

export default async function setup(): Promise<() => Promise<void>> {
  // TEST_NOW becomes one offset (TEST_CLOCK_OFFSET_MS) here, before the workers start, so
  // every worker and every server a test starts runs on the same clock.
  const offsetGiven = process.env.TEST_CLOCK_OFFSET_MS !== undefined;
  testClockOffsetMs();
  // Inside the checkout, so that the build's imports of packages find node_modules.
  const cache = path.resolve('node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const buildDir = mkdtempSync(path.join(cache, 'puja-server-build-'));
  const [{ template, remove }] = await Promise.all([
    createDatabaseTemplate(process.env.TEST_DATABASE_URL || undefined),
    buildServerEntries(buildDir),
  ]);
  process.env[TEMPLATE_ENV] = template;
  process.env[BUILD_ENV] = buildDir;
  return async () => {
    delete process.env[TEMPLATE_ENV];
    delete process.env[BUILD_ENV];
    if (!offsetGiven) delete process.env.TEST_CLOCK_OFFSET_MS;
    rmSync(buildDir, { recursive: true, force: true });
    await remove();
  };
}
