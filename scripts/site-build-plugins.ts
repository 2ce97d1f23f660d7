/**
 * The site build's own Vite plugins: react-router's calls marked pure, the
 * shared head of both HTML entries, and the server renderer's SSR build.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { linguiPlugins } from './lingui-vite-plugins.ts';
import { PAGE_RENDERER_FILE, PRERENDERED_FILE } from '../server/site/build-files.ts';

/**
 * react-router's build creates its contexts and Link/NavLink/Form at module
 * level with React.createContext/forwardRef calls, and labels them with
 * `X.displayName = ...` writes, that the bundler must assume have side
 * effects, so everything they reference stays in the bundle. The calls are
 * pure and the labels only serve React DevTools: marking the one and dropping
 * the other lets tree-shaking remove the unused parts (see docs/site.md).
 */
export function pureReactRouterCalls(): Plugin {
  return {
    name: 'pure-react-router-calls',
    transform(code, id) {
      if (!/node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      const pure = code
        .replace(/(?<![\w.])(React\d*\.(?:createContext|forwardRef|memo)\()/g, '/* @__PURE__ */ $1')
        // Module-level `X.displayName = "..."` writes (devtools labels) keep X alive.
        .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm, '');
      return { code: pure, map: null };
    },
  };
}

/**
 * The light <Link> (src/app/router/light-link.tsx) instead of react-router's,
 * whose framework-mode prefetching this site never uses (see docs/site.md).
 */
export const LIGHT_LINK_ALIAS = [
  {
    find: /^react-router-dom$/,
    replacement: fileURLToPath(
      new URL('../src/app/router/react-router-dom-light.ts', import.meta.url),
    ),
  },
];

/** The head that index.html (the app) and content.html (the content pages) share. */
const SITE_HEAD = fileURLToPath(new URL('../src/app/site-head.html', import.meta.url));

/** Puts the one shared head (SITE_HEAD) where each HTML entry has `<!-- site-head -->`. */
export function sharedHead(): Plugin {
  return {
    name: 'shared-head',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace('<!-- site-head -->', () =>
          // Its first line is a comment for its readers, not for every page.
          readFileSync(SITE_HEAD, 'utf8').replace(/^<!--.*?-->\n/, ''),
        ),
    },
  };
}

/**
 * After the browser build, makes the server's renderer: an SSR build of
 * src/app/prerender.tsx, self-contained (its packages bundled in, so that it
 * runs wherever the output is copied), kept in the output as
 * PAGE_RENDERER_FILE. The server renders the content pages with it per
 * request; here it writes every page's title and description and the
 * wizards' loading shells to PRERENDERED_FILE (see docs/site.md).
 */
export function prerenderPages(paymentEnv: string): Plugin {
  let outDir = '';
  let root = '';
  let skip = false;
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      root = config.root;
      skip = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (skip) return;
      const rendererDir = path.join(outDir, path.dirname(PAGE_RENDERER_FILE));
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react(), linguiPlugins({ failOnMissing: true })],
        resolve: { alias: LIGHT_LINK_ALIAS },
        define: {
          __PAYMENT_ENV__: JSON.stringify(paymentEnv),
          'process.env.NODE_ENV': JSON.stringify('production'),
        },
        ssr: { noExternal: true },
        build: {
          ssr: path.join(root, 'src/app/prerender.tsx'),
          outDir: rendererDir,
          emptyOutDir: true,
          copyPublicDir: false,
          rollupOptions: {
            // One file for Node: the browser's lazy parts (the titles table) are imported statically here.
            // Build time is measured by the benches, not warned about on a busy machine.
            checks: { ineffectiveDynamicImport: false, bundlerTimings: false },
            // .mjs throughout: the output folder has no package.json saying its .js is ESM.
            output: {
              entryFileNames: path.basename(PAGE_RENDERER_FILE),
              chunkFileNames: 'parts/[name]-[hash].mjs',
            },
          },
        },
      });
      const entry = pathToFileURL(path.join(outDir, PAGE_RENDERER_FILE)).href;
      const { renderAll } = (await import(entry)) as {
        renderAll: () => Promise<Record<string, unknown>>;
      };
      writeFileSync(path.join(outDir, PRERENDERED_FILE), JSON.stringify(await renderAll()));
    },
  };
}
