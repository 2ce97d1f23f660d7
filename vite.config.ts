import path from 'node:path';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { environmentFor } from './domain/environments.ts';
import { linguiPlugins } from './scripts/lingui-vite-plugins.ts';
import { siteCatalogChunkName } from './scripts/site-catalog-parts-plugin.ts';
import {
  LIGHT_LINK_ALIAS,
  prerenderPages,
  pureReactRouterCalls,
  sharedHead,
} from './scripts/site-build-plugins.ts';

/**
 * `from` and every module it imports statically, directly or not, in a
 * build's module graph; a module that `skip` names is left out, and so is
 * what only it imports.
 */
function staticClosure(
  graph: Pick<Rollup.PluginContext, 'getModuleInfo'>,
  from: string,
  skip: (id: string) => boolean = () => false,
): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id) || skip(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The content pages' entry (content.html, decision 0172): the shell's behaviours alone. */
const CONTENT_ENTRY = /[\\/]content\.html$/;

/**
 * The modules every page starts with: what src/app/boot.tsx imports
 * statically (React, the site's router, the shell), read from the module
 * graph once it is built. They become one chunk; left to itself the bundler
 * splits out each module that a lazy part also uses (React's core, the
 * router, constants) into a small chunk of its own that every page then
 * loads as well. Vite's preload helper stays in the entry script, so that the
 * entry does not wait for the app's code (see docs/site.md).
 */
function startupModules(): { plugin: Plugin; test: (id: string) => boolean } {
  const startup = new Set<string>();
  return {
    plugin: {
      name: 'startup-modules',
      apply: 'build',
      buildEnd() {
        startup.clear();
        const boot = [...this.getModuleIds()].find((id) =>
          /[\\/]src[\\/]app[\\/]boot\.tsx$/.test(id),
        );
        if (!boot) return;
        // What the content pages' entry shares with the app stays out, so they load no React.
        const content = [...this.getModuleIds()].find((id) => CONTENT_ENTRY.test(id));
        const shell = content ? staticClosure(this, content) : new Set<string>();
        const modules = staticClosure(this, boot, (id) => id.includes('preload-helper'));
        for (const id of modules) if (!shell.has(id)) startup.add(id);
      },
    },
    test: (id) => startup.has(id),
  };
}

const ORDER_FLOW_PART =
  /[\\/]src[\\/](?:wizards[\\/][\w-]+[\\/](?:PujaOrder|RecommendationOrder|RegionalPujaOrder|RegionalAstroOrder)Page\.tsx|api[\\/]order-wizard-services\.ts)$/;
const ASTRO_PART =
  /[\\/]src[\\/](?:wizards[\\/]astro[\\/][\w-]+\.tsx|api[\\/]wizard-services\.ts)$/;
const OTHER_WIZARD_PART =
  /[\\/]src[\\/](?:wizards[\\/]|api[\\/]|app[\\/]router[\\/]ReactRouterBridge\.|app[\\/]wizard-libraries\.)/;
const WIZARD_LIBRARY = /[\\/](?:node_modules[\\/]|src[\\/]app[\\/]wizard-libraries\.)/;

/**
 * A wizard's lazy part as the chunks see it: the order flows' pages and
 * services are one family, the astrology booking's another; any other wizard
 * part (react-router's bridge, the libraries' stage, the order start page)
 * stays itself. Null for a content page's part.
 */
function wizardPartOf(part: string): string | null {
  if (ORDER_FLOW_PART.test(part)) return 'order flows';
  if (ASTRO_PART.test(part)) return 'astrology';
  return OTHER_WIZARD_PART.test(part) ? part : null;
}

/**
 * The chunk group of a module only the wizards reach: one per set of
 * families (so the four order flows share their chunks instead of one chunk
 * per set of pages), with the libraries apart from our code (they are
 * evaluated first, in a task of their own: see src/app/wizard-page.tsx).
 * Grouping by the exact set of pages made some twenty files for one wizard,
 * and every file costs the browser a request and a preload link on the main
 * thread. Null when a content page reaches the module too.
 */
function wizardGroupOf(id: string, by: string[]): string | null {
  const parts = by.map(wizardPartOf);
  if (parts.includes(null)) return null;
  const families = [...new Set(parts)].sort().join('\n');
  return `wizard\n${families}\n${WIZARD_LIBRARY.test(id) ? 'libraries' : 'app'}`;
}

/**
 * A stable, readable file name for a wizard group (`wizard-astrology`,
 * `wizard-order-flows-libraries`): tests and benches can name the chunk that
 * holds a wizard's code, where the first module's name changed with the code.
 */
function wizardChunkName(group: string): string {
  const [, ...rest] = group.split('\n');
  const kind = rest.pop();
  const families = rest.map((family) =>
    /[\\/]/.test(family)
      ? path
          .basename(family)
          .replace(/\.[^.]*$/, '')
          .replace(/^wizard-/, '')
      : family.replace(/\s+/g, '-'),
  );
  return ['wizard', ...families, ...(kind === 'libraries' ? ['libraries'] : [])].join('-');
}

/** The chunk of the small groups an order flow shares with other pages (smallSharedModules). */
const SMALL_SHARED_CHUNK = 'app-shared';
/** A group this small (the modules' code before minifying) is merged into SMALL_SHARED_CHUNK. */
const SMALL_GROUP_CODE = 3000;

/**
 * The modules of the small public groups that an order flow reaches with
 * other pages: each would be a file of its own, under 1 kB, which our server
 * sends uncompressed, and the order wizard loaded some fifteen of them
 * (decision 0198). Together they are one file. A group stays apart when it
 * imports a module outside the app's start and this set (a page needing one of
 * them would load that too), imports styles, or the content pages' entry uses it.
 */
function smallSharedModules(
  graph: Pick<Rollup.PluginContext, 'getModuleInfo'>,
  members: Map<string, { by: string[]; ids: string[]; wizard: boolean }>,
  startup: Set<string>,
  content: string | undefined,
): Set<string> {
  const shell = content ? staticClosure(graph, content) : new Set<string>();
  let groups = [...members.values()].filter(
    ({ by, ids, wizard }) =>
      !wizard &&
      by.length > 1 &&
      by.some((part) => ORDER_FLOW_PART.test(part)) &&
      ids.reduce((sum, id) => sum + (graph.getModuleInfo(id)?.code?.length ?? 0), 0) <
        SMALL_GROUP_CODE &&
      ids.every((id) => !shell.has(id) && !/\.css$/.test(id)),
  );
  for (let changed = true; changed;) {
    const chosen = new Set(groups.flatMap(({ ids }) => ids));
    const kept = groups.filter(({ ids }) =>
      ids.every((id) =>
        (graph.getModuleInfo(id)?.importedIds ?? []).every(
          (target) => startup.has(target) || chosen.has(target),
        ),
      ),
    );
    changed = kept.length !== groups.length;
    groups = kept;
  }
  return new Set(groups.flatMap(({ ids }) => ids));
}

/** The staff console's entry (src/app/App.tsx loads it under /staff only). */
const STAFF_ENTRY = /[\\/]src[\\/]app[\\/]StaffRoute\.tsx$/;

/**
 * The public site's chunks, drawn from the public site alone. Left to itself
 * the bundler puts modules in one chunk when the same lazy parts reach them;
 * the staff console reaches many modules that the wizards use too (forms,
 * XState, time zones), so its presence split those chunks into more, smaller
 * ones, and the public pages loaded more JavaScript because the console
 * existed. This plugin reads the module graph without the console (its entry
 * and what only it reaches) and names one chunk per set of public lazy parts
 * (the same rule the bundler uses), so every public page loads the same code
 * with or without the console; the console's own modules are chunked as
 * usual. `npm run bench -- site` builds both ways and compares (docs/site.md).
 */
function publicChunks(): {
  plugin: Plugin;
  name: (id: string) => string | null;
  preloads: (chunkFile: string) => boolean;
} {
  const groupOf = new Map<string, string>();
  /** The chunks of prerendered pages' lazy parts (src/pages, src/app): no preload list. */
  const painted = new Set<string>();
  return {
    plugin: {
      name: 'public-chunks',
      apply: 'build',
      buildEnd() {
        groupOf.clear();
        painted.clear();
        const ids = [...this.getModuleIds()];
        const main = ids.find((id) => this.getModuleInfo(id)?.isEntry && !CONTENT_ENTRY.test(id));
        if (!main) return;
        // The public lazy parts: every dynamic import reachable from the entry, the console's excepted.
        const entries = [main];
        const reached = new Set([main]);
        for (let index = 0; index < entries.length; index++) {
          for (const id of staticClosure(this, entries[index]!)) {
            for (const target of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
              if (reached.has(target) || STAFF_ENTRY.test(target)) continue;
              reached.add(target);
              entries.push(target);
            }
          }
        }
        const startup = staticClosure(this, main);
        const reachedBy = new Map<string, string[]>();
        for (const entry of entries.slice(1)) {
          for (const id of staticClosure(this, entry)) {
            if (startup.has(id) || id.startsWith('\0')) continue;
            reachedBy.set(id, [...(reachedBy.get(id) ?? []), entry]);
          }
        }
        // One chunk per set of lazy parts, named after the part when it is
        // one, a wizard group after its families (`wizard-astrology`), else
        // after the first of its modules.
        const members = new Map<string, { by: string[]; ids: string[]; wizard: boolean }>();
        for (const [id, by] of reachedBy) {
          const wizard = wizardGroupOf(id, by);
          const key = wizard ?? by.sort().join('\n');
          const group = members.get(key) ?? { by, ids: [], wizard: wizard !== null };
          group.ids.push(id);
          members.set(key, group);
        }
        // Small groups that an order flow shares with other pages: one file (`app-shared`).
        const content = ids.find((id) => CONTENT_ENTRY.test(id));
        for (const id of smallSharedModules(this, members, startup, content)) {
          const key = [...members.keys()].find((k) => members.get(k)!.ids.includes(id));
          if (key) members.delete(key);
          groupOf.set(id, SMALL_SHARED_CHUNK);
        }
        const base = (id: string) => {
          const name = path.basename(id).replace(/\.[^.]*$/, '');
          return name === 'index' ? path.basename(path.dirname(id)) : name;
        };
        // Rolldown merges the groups of one name, so each name is used once.
        const used = new Set<string>();
        for (const key of [...members.keys()].sort()) {
          const { by, ids, wizard } = members.get(key)!;
          const wanted = wizard
            ? wizardChunkName(key)
            : base(by.length === 1 ? by[0]! : ids.sort()[0]!);
          let name = wanted;
          for (let count = 2; used.has(name); count++) name = `${wanted}${count}`;
          used.add(name);
          for (const id of ids) groupOf.set(id, name);
          // A wizard's group is drawn in the browser: its files are preloaded side by side.
          if (!wizard && by.length === 1 && /[\\/]src[\\/](?:pages|app)[\\/]/.test(by[0]!))
            painted.add(name);
        }
      },
    },
    name: (id) => groupOf.get(id) ?? null,
    // 'assets/HomePage-AbCd1234.js' → 'HomePage'
    preloads: (chunkFile) => !painted.has(path.basename(chunkFile).replace(/-[\w-]{8}\.js$/, '')),
  };
}

export default defineConfig(({ mode }) => {
  const environment = environmentFor(mode);
  const startup = startupModules();
  const publicParts = publicChunks();
  return {
    plugins: [
      sharedHead(),
      react(),
      // A missing translation fails the production build (docs/translating.md).
      linguiPlugins({ failOnMissing: mode === 'production' }),
      pureReactRouterCalls(),
      prerenderPages(environment.name),
      startup.plugin,
      publicParts.plugin,
    ],
    define: {
      __PAYMENT_ENV__: JSON.stringify(environment.name),
    },
    resolve: { alias: LIGHT_LINK_ALIAS },
    build: {
      // Every browser the site targets (es2022) supports modulepreload natively.
      modulePreload: {
        polyfill: false,
        // Only the parts drawn in the browser (wizards, astrology booking)
        // have their files fetched side by side by preload links. A content
        // page is already painted, so its few files may arrive one after the
        // other; a list of them in the startup code and the links' DOM work
        // cost more (1.1 kB on every page, long tasks). The console's files
        // are fetched when it is opened (see docs/site.md).
        // A catalog part (`i18n-…`) is one file without imports: nothing to preload with it.
        resolveDependencies: (filename, deps) =>
          /StaffRoute-|[\\/]i18n-/.test(filename) || !publicParts.preloads(filename) ? [] : deps,
      },
      outDir: process.env.PUJA_DIST_DIR ?? 'dist',
      emptyOutDir: true,
      sourcemap: false,
      target: 'es2022',
      rolldownOptions: {
        // Build time is measured by the benches, not warned about on a busy machine.
        checks: { bundlerTimings: false },
        // The SPA, and the content pages' shell without React (decision 0172).
        input: { index: 'index.html', content: 'content.html' },
        output: {
          codeSplitting: {
            groups: [
              {
                // Each compiled part of the site catalog, a file of its own (decision 0144).
                name: siteCatalogChunkName,
                debugName: 'site-catalog-parts',
                includeDependenciesRecursively: false,
              },
              {
                // What every page starts with, as one chunk (startupModules).
                name: 'boot',
                test: startup.test,
                includeDependenciesRecursively: false,
              },
              {
                // The live catalog's loading and formats, used by the catalog
                // pages and the wizards: one chunk instead of five small ones
                // (not api/http, which the privacy page needs alone).
                name: 'catalog',
                test: /(?:src[\\/](?:pages[\\/]catalog[\\/](?:use-order-prefs|format|group-catalog|puja-facts)|api[\\/](?:order-prefs|prefs-load))|[\\/]domain[\\/](?:prefs|puja-facts|date-style))\.ts$/,
                includeDependenciesRecursively: false,
              },
              {
                // What only the full zod uses (its classic API, JSON Schema, every
                // locale but the English that domain/zod-mini.ts sets): the order
                // wizard's schemas are zod/mini (decision 0184),
                // and the set-of-parts rule below would put these beside zod's core
                // in the wizard's chunk, since zod's core index re-exports them.
                name: 'zod-full',
                test: /[\\/]node_modules[\\/]zod[\\/]v4[\\/](?:classic[\\/]|locales[\\/](?!en\.js)|core[\\/](?:json-schema|to-json-schema|from-json))/,
                includeDependenciesRecursively: false,
              },
              {
                // Every other public module: one chunk per set of public lazy
                // parts, whether or not the console is built (publicChunks).
                name: publicParts.name,
                debugName: 'public-parts',
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: {
        '/puja-web-v2': `http://127.0.0.1:${process.env.API_PORT ?? '8081'}`,
        '/sandbox-gateway': `http://127.0.0.1:${process.env.API_PORT ?? '8081'}`,
      },
    },
  };
});
