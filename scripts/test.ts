/**
 * `npm test`: unit and view tests, API and repository tests against SQLite
 * and against a real PostgreSQL (a throwaway cluster started here unless
 * TEST_PG_URL is given), then end-to-end tests in Chromium.
 *
 * The steps share the cores: one Vitest run per core, one worker each (runs
 * that fought over two cores took twice as long), the first ready step in
 * this order first: the end-to-end files in two halves (the longest work, so
 * it starts first), unit, API on SQLite, API on PostgreSQL. The PostgreSQL
 * run takes only the API test files whose imports reach the database layer
 * (`server/db/`); the others cannot behave differently on another database.
 * In CI (`.ci/run`), steps wait for what is still installing (TEST_GATES_DIR,
 * see scripts/test-scheduler.ts) while the others run.
 * `npm test -- unit` (or `api`, `e2e`, `at`) runs only the steps whose names
 * start so, with every core; a lone step prints as it goes, steps side by side
 * print their output whole when each ends.
 *
 * Time is an input: `TEST_NOW=<ISO instant> npm test` runs every step as if it
 * were that instant (tests/test-support/test-clock.ts). Besides, the steps named
 * `at …` run the time-dependent files at risky instants computed from the day of
 * the run (scripts/risky-instants.ts): a month's last evening, New Year's Eve,
 * the clock changes, a leap day's eve, a Karthika cutoff, a reminder's minute.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { offsetToReach, testClockOffsetMs, testNow } from '../tests/test-support/test-clock';
import { E2E_AT, riskyInstants, TIME_DEPENDENT } from './risky-instants';
import { e2eHalves } from './test-e2e-halves';
import { gateContents, runSteps, type Result, type Step } from './test-scheduler';

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

// TEST_NOW becomes one offset (TEST_CLOCK_OFFSET_MS) that every step inherits.
testClockOffsetMs();

const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.some((o) => name.startsWith(o));

// PostgreSQL only when its step is wanted (`npm test -- unit` starts no cluster). In CI
// the cluster comes from `.ci/run` through the postgresql gate once apt has installed it.
const ciGates = Boolean(process.env.TEST_GATES_DIR);
let pg: { url: string; dir: string } | null = null;
let pgUrl = process.env.TEST_PG_URL;
if (!pgUrl && !ciGates && wanted('api (PostgreSQL)')) {
  pg = startThrowawayPostgres();
  pgUrl = pg?.url;
  if (!pgUrl) {
    const message = 'PostgreSQL is not installed: the PostgreSQL run of the API tests cannot run.';
    if (process.env.CI) throw new Error(message);
    console.warn(`\n*** ${message} Install postgresql or set TEST_PG_URL. ***\n`);
  }
}

const IMPORT = /(?:from\s+|import\s*(?:\(\s*)?)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Whether the file's relative imports, followed through our sources, reach `server/db/`. */
function reachesDatabase(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  if (file.split(path.sep).join('/').includes('server/db/')) return true;
  for (const [, spec = ''] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const base = path.resolve(path.dirname(file), spec);
    const target = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
      (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
    );
    if (target && reachesDatabase(target, seen)) return true;
  }
  return false;
}

/** The API project's test files that reach the database layer. */
function databaseTestFiles(): string[] {
  const files = execFileSync(
    'git',
    ['ls-files', 'server/**/*.test.ts', 'tests/fuzz/**/*.test.ts', 'tests/property/**/*.test.ts'],
    { encoding: 'utf8' },
  )
    .split('\n')
    .filter(Boolean);
  return files.filter((file) => reachesDatabase(path.resolve(file)));
}

// The time-dependent files again at each risky instant. The offset is taken when the
// step starts, so the instant is the one named however long the step waited.
const atInstant = (at: Date) => () => ({ TEST_CLOCK_OFFSET_MS: String(offsetToReach(at)) });
const instants = riskyInstants(testNow());
const riskyE2e: Step[] = instants
  .filter(({ name }) => E2E_AT.has(name))
  .map(({ name, at }) => ({
    name: `at ${name}, e2e (${at.toISOString()})`,
    args: ['--project', 'e2e', ...TIME_DEPENDENT.e2e],
    env: atInstant(at),
    needs: ['site', 'sqlite', 'chromium'],
  }));
const riskyUnitAndApi: Step[] = instants.map(({ name, at }) => ({
  name: `at ${name} (${at.toISOString()})`,
  args: ['--project', 'unit', '--project', 'api', ...TIME_DEPENDENT.unitAndApi],
  env: () => ({ ...atInstant(at)(), TEST_DATABASE_URL: '' }),
  needs: ['sqlite'],
}));

const [e2eFirst, e2eSecond] = e2eHalves();
const e2eStep = (name: string, files: string[]): Step => ({
  name,
  args: ['--project', 'e2e', ...files],
  needs: ['site', 'sqlite', 'chromium'],
});
const steps: Step[] = [
  // The site the end-to-end files load, built once before both halves start.
  {
    name: 'e2e site build',
    command: ['npx', 'tsx', 'scripts/build-e2e-site.ts'],
    needs: [],
    opens: 'site',
    counted: false,
  },
  e2eStep('e2e (1 of 2)', e2eFirst),
  e2eStep('e2e (2 of 2)', e2eSecond),
  ...riskyE2e,
  { name: 'unit', args: ['--project', 'unit'], needs: [] },
  {
    name: 'api (SQLite)',
    args: ['--project', 'api'],
    env: { TEST_DATABASE_URL: '' },
    needs: ['sqlite'],
  },
  ...(pgUrl || ciGates
    ? [
        {
          name: 'api (PostgreSQL)',
          args: ['--project', 'api', ...(wanted('api (PostgreSQL)') ? databaseTestFiles() : [])],
          // In CI the URL is known only once the cluster is up.
          env: () => ({ TEST_DATABASE_URL: pgUrl ?? gateContents('postgresql') ?? '' }),
          needs: ['sqlite', 'postgresql'] as Step['needs'],
        },
      ]
    : []),
  ...riskyUnitAndApi,
];
const picked = steps.filter((step) => wanted(step.name));
// The site build runs when a chosen step loads the site.
const chosen = steps.filter(
  (step) =>
    picked.includes(step) ||
    (step.opens !== undefined && picked.some((other) => other.needs.includes(step.opens!))),
);
const counted = chosen.filter((step) => step.counted !== false);
const alone = counted.length === 1;

const started = Date.now();
let results: Result[] = [];
try {
  results = await runSteps(chosen, {
    // A lone step uses every core; steps side by side get one core each (CI has two).
    slots: alone ? 1 : Math.min(2, availableParallelism()),
    alone,
  });
} finally {
  if (pg) execFileSync('bash', ['scripts/pg-throwaway.sh', 'stop', pg.dir]);
}

console.log('\n=== summary ===');
for (const result of results) {
  console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.name} (${result.seconds.toFixed(0)} s)`);
}
const failed = results.filter((result) => !result.ok).length;
console.log(
  `steps: ${results.length - failed} passed, ${failed} failed; ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failed === 0 ? 0 : 1);
