/**
 * `npm run bench`: runs every `tests/bench/*.bench.ts` in name order. Each
 * module's default export measures one thing and prints its figures, always
 * as a ratio against a baseline measured in the same run (these machines are
 * shared and noisy, so bare times mean little). `npm run bench -- NAME` runs
 * only the modules whose file name contains NAME. A module that exports
 * `onlyWhenNamed = true` (it needs more than this checkout, e.g. the cluster
 * bench's HAProxy and PostgreSQL) runs only when a NAME picks it.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface BenchModule {
  default: () => Promise<void>;
  onlyWhenNamed?: boolean;
}

const dir = path.dirname(new URL(import.meta.url).pathname);
const filters = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n## ${file.replace(/\.bench\.ts$/, '')}`);
  try {
    const bench = (await import(pathToFileURL(path.join(dir, file)).href)) as BenchModule;
    if (bench.onlyWhenNamed && filters.length === 0) {
      console.log(
        `skipped: runs only when named (npm run bench -- ${file.replace(/\.bench\.ts$/, '')})`,
      );
      continue;
    }
    await bench.default();
  } catch (error) {
    failed++;
    console.error(`bench ${file} failed:`, error);
  }
}
process.exit(failed === 0 ? 0 : 1);
