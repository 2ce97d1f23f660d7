/**
 * Builds the site when the build is missing, was made for another mode, or
 * is older than any source file. Used by `npm start` and the e2e tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'src',
  'domain',
  'machines',
  'public',
  'index.html',
  'content.html',
  'vite.config.ts',
  'server/site/build-files.ts',
  'package-lock.json',
];
const STAMP = '.build-stamp.json';

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

export function buildIfNeeded(mode: string, outDir = 'dist'): void {
  const stampPath = path.join(outDir, STAMP);
  const sourcesTime = Math.max(...SOURCES.map(newestMtime));
  if (existsSync(stampPath) && existsSync(path.join(outDir, 'index.html'))) {
    const stamp = JSON.parse(readFileSync(stampPath, 'utf8')) as { mode: string; time: number };
    if (stamp.mode === mode && stamp.time >= sourcesTime) return;
  }
  console.log(`Building the site (mode ${mode}) into ${outDir}...`);
  const result = spawnSync('npx', ['vite', 'build', '--mode', mode, '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, PUJA_DIST_DIR: outDir },
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
  writeFileSync(stampPath, JSON.stringify({ mode, time: sourcesTime }));
}
