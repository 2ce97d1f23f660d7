/**
 * `npm test`: unit and view tests, API and repository tests against SQLite
 * and against a real PostgreSQL (a throwaway cluster started here unless
 * TEST_PG_URL is given), then end-to-end tests in Chromium.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

interface Step {
  name: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

function startThrowawayPostgres(): { url: string; dir: string } | null {
  const hasPostgres =
    existsSync('/usr/lib/postgresql') ||
    spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).status === 0;
  if (!hasPostgres) return null;
  const port = String(54000 + Math.floor(Math.random() * 900));
  const out = execFileSync('bash', ['scripts/pg-throwaway.sh', 'start', port], {
    encoding: 'utf8',
  });
  const [dir = '', url = ''] = out.trim().split('\n');
  return { dir, url };
}

let pg: { url: string; dir: string } | null = null;
let pgUrl = process.env.TEST_PG_URL;
if (!pgUrl) {
  pg = startThrowawayPostgres();
  pgUrl = pg?.url;
}
if (!pgUrl) {
  const message = 'PostgreSQL is not installed: the PostgreSQL run of the API tests cannot run.';
  if (process.env.CI) throw new Error(message);
  console.warn(`\n*** ${message} Install postgresql or set TEST_PG_URL. ***\n`);
}

const only = process.argv.slice(2);
const steps: Step[] = [
  { name: 'unit', args: ['--project', 'unit'] },
  { name: 'api (SQLite)', args: ['--project', 'api'], env: { TEST_DATABASE_URL: '' } },
  ...(pgUrl
    ? [{ name: 'api (PostgreSQL)', args: ['--project', 'api'], env: { TEST_DATABASE_URL: pgUrl } }]
    : []),
  { name: 'e2e', args: ['--project', 'e2e'] },
].filter((step) => only.length === 0 || only.some((name) => step.name.startsWith(name)));

const results: { name: string; ok: boolean }[] = [];
try {
  for (const step of steps) {
    console.log(`\n=== ${step.name} ===`);
    const run = spawnSync('npx', ['vitest', 'run', ...step.args], {
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
    });
    results.push({ name: step.name, ok: run.status === 0 });
  }
} finally {
  if (pg) execFileSync('bash', ['scripts/pg-throwaway.sh', 'stop', pg.dir]);
}

console.log('\n=== summary ===');
for (const result of results) console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.name}`);
const failed = results.filter((result) => !result.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
