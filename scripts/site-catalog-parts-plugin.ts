/**
 * Compiles the site catalog into parts (src/app/i18n/site-catalog-parts.ts,
 * decision 0144): `virtual:site-catalog-parts` exports, per language and
 * part, a loader of `src/locales/<language>/site.po?site-part=<part>`, a
 * compiled catalog of the part's messages only. Which messages a part holds
 * is read from the English catalog's source references and the static
 * imports of the part's files. The PO files stay whole for the translators.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import {
  createCompilationErrorMessage,
  createCompiledCatalog,
  createMissingErrorMessage,
  getCatalogs,
} from '@lingui/cli/api';
import type { Plugin } from 'vite';
import {
  SHELL_PART,
  SHELL_SOURCES,
  SITE_CATALOG_PARTS,
} from '../src/app/i18n/site-catalog-parts.ts';

const VIRTUAL = 'virtual:site-catalog-parts';
/** The part of the wizards, the astrology booking and the console (they load `flows` too). */
const APPS_PART = 'apps' satisfies keyof typeof SITE_CATALOG_PARTS;
const PART_QUERY = /[\\/]locales[\\/]([\w-]+)[\\/]site\.po\?site-part=([^&]+)$/;
const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;
/** Static imports and re-exports of relative modules (`import type` excepted). */
const STATIC_IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^\s'";][^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/g;

function filesUnder(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) throw new Error(`site-catalog-parts: no ${entry}`);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(full, file))
    .filter((file) => SOURCE.test(file) && !TEST.test(file));
}

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ]) {
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile())
      return candidate;
  }
  return null;
}

/** Every project file the entries reach through static imports, relative to root. */
function staticClosure(root: string, entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = entries.flatMap((entry) => filesUnder(root, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (seen.has(relative)) continue;
    seen.add(relative);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = resolveImport(file, match[1]!);
      if (target) queue.push(target);
    }
  }
  return seen;
}

type SiteCatalog = Awaited<ReturnType<typeof getCatalogs>>[number];

interface Parts {
  catalog: SiteCatalog;
  /** Message id → the parts holding it. */
  partsOf: Map<string, Set<string>>;
}

async function readParts(root: string): Promise<Parts> {
  const config = getConfig({ cwd: root });
  const catalogs = await getCatalogs(config);
  const catalog = catalogs.find((one) => /[\\/]site$/.test(one.path));
  if (!catalog) throw new Error('site-catalog-parts: no site catalog in lingui.config.ts');
  const flows = catalogs.find((one) => /[\\/]flows$/.test(one.path));
  const inFlows = new Set(Object.keys((await flows?.read(config.sourceLocale ?? 'en')) ?? {}));
  const shell = staticClosure(root, SHELL_SOURCES);
  const closures = Object.entries(SITE_CATALOG_PARTS).map(
    ([part, entries]) => [part, staticClosure(root, entries)] as const,
  );
  const source = (await catalog.read(config.sourceLocale ?? 'en')) ?? {};
  const partsOf = new Map<string, Set<string>>();
  for (const [id, message] of Object.entries(source)) {
    if (message.obsolete) continue;
    const origins = (message.origin ?? []).map(([file]) => file.split(path.sep).join('/'));
    const parts = new Set<string>();
    if (!origins.some((file) => shell.has(file))) {
      for (const [part, files] of closures) {
        if (origins.some((file) => files.has(file))) parts.add(part);
      }
    }
    // The apps load the flows catalog as well: a message it also holds (the astrology
    // disclaimer's points) is not repeated in their part.
    if (parts.size > 1 && inFlows.has(id)) parts.delete(APPS_PART);
    partsOf.set(id, parts.size > 0 ? parts : new Set([SHELL_PART]));
  }
  return { catalog, partsOf };
}

/**
 * The chunk name of a compiled part (`i18n-ml-types-of-puja`, `i18n-en-home`),
 * null for any other module: each part is a small file of its own.
 */
export function siteCatalogChunkName(id: string): string | null {
  const match = PART_QUERY.exec(id);
  if (!match) return null;
  const part = decodeURIComponent(match[2]!).replace(/^\/$/, 'home').replace(/^\//, '');
  return `i18n-${match[1]}-${part.replace(/[^\w-]+/g, '-')}`;
}

/** `failOnMissing`: a language missing a translation fails the build. */
export function siteCatalogParts({ failOnMissing = false } = {}): Plugin {
  let root = process.cwd();
  let building = false;
  let parts: Promise<Parts> | null = null;
  const config = () => getConfig({ cwd: root });
  return {
    name: 'site-catalog-parts',
    enforce: 'pre',
    configResolved(resolved) {
      root = resolved.root;
      building = resolved.command === 'build';
    },
    buildStart() {
      parts = null;
    },
    resolveId(id) {
      if (id === VIRTUAL) return `\0${VIRTUAL}`;
      if (PART_QUERY.test(id)) return id;
      return null;
    },
    async load(id) {
      if (id === `\0${VIRTUAL}`) {
        const lingui = config();
        // The pseudo-language is for the tests (dev server, Vitest): no built page can ask for it.
        const languages = lingui.locales.filter(
          (language) => !building || language !== lingui.pseudoLocale,
        );
        const names = [SHELL_PART, ...Object.keys(SITE_CATALOG_PARTS)];
        const loaders = languages.map((language) => {
          const file = path.join(root, 'src/locales', language, 'site.po');
          const byPart = names.map(
            (part) =>
              `${JSON.stringify(part)}: () => import(${JSON.stringify(`${file}?site-part=${encodeURIComponent(part)}`)})`,
          );
          return `${JSON.stringify(language)}: {${byPart.join(',')}}`;
        });
        return `export const SITE_CATALOG_LOADERS = {${loaders.join(',\n')}};`;
      }
      const match = PART_QUERY.exec(id);
      if (!match) return null;
      const [, language, encodedPart] = match;
      const part = decodeURIComponent(encodedPart!);
      const { catalog, partsOf } = await (parts ??= readParts(root));
      const lingui = config();
      this.addWatchFile(id.slice(0, id.indexOf('?')));
      const { messages, missing } = await catalog.getTranslations(language!, {
        // No fallback (lingui.config.ts): a missing translation is reported, not filled in.
        fallbackLocales: {},
        sourceLocale: lingui.sourceLocale ?? 'en',
      });
      if (failOnMissing && language !== lingui.pseudoLocale && missing.length > 0) {
        throw new Error(createMissingErrorMessage(language!, missing, 'loader'));
      }
      const own = Object.fromEntries(
        Object.entries(messages).filter(([messageId]) => partsOf.get(messageId)?.has(part)),
      );
      const { source, errors } = createCompiledCatalog(language!, own, {
        namespace: 'es',
        pseudoLocale: lingui.pseudoLocale,
      });
      if (errors.length > 0) throw new Error(createCompilationErrorMessage(language!, errors));
      return { code: source, moduleType: 'js' };
    },
  };
}
