/**
 * `npm run build:server`: the server's entry points bundled once with esbuild
 * into `dist-server/` (our TypeScript only; packages stay in node_modules),
 * which production runs with plain `node` (`npm run serve`, `npm start`).
 * The api tests start their child servers from the same build
 * (server/test-support/server-build.ts).
 *
 * A module that finds its files through `import.meta.url` keeps its source
 * file's URL in the bundle, so a build runs from the checkout it was made in.
 */
import { build, type Plugin } from 'esbuild';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BROWSER_SCRIPTS, bundleBrowserScript } from '../server/payments/sandbox/browser-scripts';

/** Where `npm run build:server` writes the build. */
export const SERVER_BUILD_DIR = 'dist-server';

/** The entry points: the server and the command-line tools that production runs. */
export const SERVER_ENTRIES = [
  'server/main.ts',
  'server/cli/staff.ts',
  'server/cli/orders.ts',
  'server/cli/statements.ts',
  'server/cli/backup.ts',
  'server/cli/restore.ts',
  'server/cli/retention.ts',
];

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

/** The sandbox's browser scripts, bundled now instead of by the running server. */
const prebundledBrowserScripts: Plugin = {
  name: 'prebundled-browser-scripts',
  setup(builder) {
    builder.onLoad(
      { filter: /[/\\]server[/\\]payments[/\\]sandbox[/\\]browser-scripts\.ts$/ },
      async () => {
        const scripts = Object.fromEntries(
          await Promise.all(
            BROWSER_SCRIPTS.map(async (file) => [file, await bundleBrowserScript(file)] as const),
          ),
        );
        return {
          contents: `const SCRIPTS = ${JSON.stringify(scripts)};
export const BROWSER_SCRIPTS = Object.keys(SCRIPTS);
export async function bundleBrowserScript(file) {
  if (!(file in SCRIPTS)) throw new Error('no such browser script: ' + file);
  return SCRIPTS[file];
}`,
          loader: 'js',
        };
      },
    );
  },
};

/** Bundles SERVER_ENTRIES into a clean `outdir` (`<outdir>/server/main.js`, ...). */
export async function buildServerEntries(outdir: string): Promise<void> {
  // Chunk names carry a hash: without this, every build would leave the last one's behind.
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints: SERVER_ENTRIES,
    outdir,
    outbase: '.',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
    plugins: [prebundledBrowserScripts, ownUrl],
  });
}

/** The built file of `entry` (one of SERVER_ENTRIES) in `outdir`. */
export function builtEntry(outdir: string, entry: string): string {
  return path.join(outdir, entry.replace(/\.ts$/, '.js'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const started = performance.now();
  await buildServerEntries(SERVER_BUILD_DIR);
  console.log(
    `Built the server into ${SERVER_BUILD_DIR}/ in ${Math.round(performance.now() - started)} ms`,
  );
}
