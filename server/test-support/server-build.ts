/**
 * The server's entry points as a child process runs them in the tests: built
 * once per test run with esbuild (tests/setup-api-global.ts names the build
 * to the workers through TEST_SERVER_BUILD), else through tsx as the npm
 * scripts run them. A child started from the build is listening in about a
 * second; through tsx's loader it took 4 to 10 s on this machine, per child.
 */
import { build, type Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The environment variable that names the build's directory to the test workers. */
export const BUILD_ENV = 'TEST_SERVER_BUILD';

/** The entry points the tests start as child processes. */
export const CHILD_ENTRIES = ['server/main.ts', 'server/cli/staff.ts', 'server/cli/orders.ts'];

/** A module that finds its files through `import.meta.url` keeps its own URL in the bundle. */
const ownUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/** Bundles CHILD_ENTRIES (our code; packages stay in node_modules) into `outdir`. */
export async function buildChildEntries(outdir: string): Promise<void> {
  await build({
    entryPoints: CHILD_ENTRIES,
    outdir,
    outbase: '.',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
    plugins: [ownUrl],
  });
}

/** The node arguments that run `entry` (one of CHILD_ENTRIES). */
export function nodeArgsFor(entry: string): string[] {
  const dir = process.env[BUILD_ENV];
  if (!dir) return ['--import', 'tsx', entry];
  return [path.join(dir, entry.replace(/\.ts$/, '.js'))];
}
