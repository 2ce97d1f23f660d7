/**
 * `npm test`: unit and view tests, API and repository tests against SQLite
 * and against a real PostgreSQL (a throwaway cluster started here unless
 * TEST_PG_URL is given), then end-to-end tests in Chromium.
 *
 * Two lanes, one per core: the end-to-end tests (one Chromium, one file at a
 * time) in one; unit, then API on SQLite, then API on PostgreSQL one after
 * the other in the other, each with one worker while the lanes run side by
 * side (steps that fought over two cores took twice as long). The PostgreSQL
 * run takes only the API test files whose imports reach the database layer
 * (`server/db/`); the others cannot behave differently on another database.
 * `npm test -- unit` (or `api`, `e2e`) runs only the steps whose names start
 * so, with every core; a lone step prints as it goes, steps side by side
 * print their output whole when each ends.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Step {
  name: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

interface Result {
  name: string;
  ok: boolean;
  seconds: number;
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

const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.some((o) => name.startsWith(o));

// PostgreSQL only when its step is wanted (`npm test -- unit` starts no cluster).
let pg: { url: string; dir: string } | null = null;
let pgUrl = process.env.TEST_PG_URL;
if (!pgUrl && wanted('api (PostgreSQL)')) {
  pg = startThrowawayPostgres();
  pgUrl = pg?.url;
  if (!pgUrl) {
    const message = 'PostgreSQL is not installed: the PostgreSQL run of the API tests cannot run.';
    if (process.env.CI) throw new Error(message);
    console.warn(`\n*** ${message} Install postgresql or set TEST_PG_URL. ***\n`);
  }
}

const IMPORT = /(?:from\s+|import\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

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

const unit: Step = { name: 'unit', args: ['--project', 'unit'] };
const apiSqlite: Step = {
  name: 'api (SQLite)',
  args: ['--project', 'api'],
  env: { TEST_DATABASE_URL: '' },
};
const apiPostgres: Step | null = pgUrl
  ? {
      name: 'api (PostgreSQL)',
      args: ['--project', 'api', ...(wanted('api (PostgreSQL)') ? databaseTestFiles() : [])],
      env: { TEST_DATABASE_URL: pgUrl },
    }
  : null;
const e2e: Step = { name: 'e2e', args: ['--project', 'e2e'] };

// Each lane is a list of stages; a stage's steps run together.
const lanes: Step[][][] = [[[unit], [apiSqlite], ...(apiPostgres ? [[apiPostgres]] : [])], [[e2e]]]
  .map((lane) =>
    lane.map((stage) => stage.filter((step) => wanted(step.name))).filter((s) => s.length > 0),
  )
  .filter((lane) => lane.length > 0);
const alone = lanes.flat(2).length === 1;
// Lanes side by side share the two cores: one worker each.
const workers = lanes.length > 1 ? ['--maxWorkers=1'] : [];

function run(step: Step): Promise<Result> {
  const started = Date.now();
  if (alone) console.log(`\n=== ${step.name} ===`);
  else console.log(`--- ${step.name}: started`);
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', ...step.args, ...workers], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env, ...(alone ? {} : { FORCE_COLOR: '1' }) },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (!alone) {
        console.log(`\n=== ${step.name} (${seconds.toFixed(0)} s) ===`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name: step.name, ok: code === 0, seconds });
    });
  });
}

async function runLane(lane: Step[][]): Promise<Result[]> {
  const results: Result[] = [];
  for (const stage of lane) results.push(...(await Promise.all(stage.map(run))));
  return results;
}

const started = Date.now();
let results: Result[] = [];
try {
  results = (await Promise.all(lanes.map(runLane))).flat();
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
