/**
 * The sandbox's AcceptUI scripts, bundled with esbuild from the *.browser.ts
 * files beside this one. From source (tests, `npm run dev`) they are bundled
 * on first use; the server build (scripts/build-server.ts) puts the bundles in
 * its place, so the built server never loads esbuild.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const BROWSER_SCRIPTS = ['acceptui-stand-in.browser.ts', 'acceptui-form.browser.ts'];

export async function bundleBrowserScript(file: string): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(`./${file}`, import.meta.url))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const out = result.outputFiles[0];
  if (!out) throw new Error(`esbuild produced nothing for ${file}`);
  return out.text;
}
