/**
 * A build's output in a temporary folder (index.html, content.html, prerendered.json, the page
 * renderer, assets) for the site host's tests, and the whole server serving it; both removed
 * after the test file. The renderer stands in for the SSR build of src/app/prerender.tsx (the
 * e2e suite runs the real one): it answers each address's body from `rendered`, followed by a
 * comment naming what it was given, so that tests see the server's live data and clock.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildServer } from '../../app';
import { loadConfig } from '../../config';
import { createTestDatabase } from '../../test-support/test-database';
import { testClockEnv, testNowMs } from '../../../tests/test-support/test-clock';
import { EMPTY_ORDER_PREFS } from '../../../domain/prefs';
import { DEFAULT_RETENTION } from '../../../domain/privacy/retention';
import { CONTENT_TEMPLATE_FILE, PAGE_RENDERER_FILE, PRERENDERED_FILE } from '../build-files';
import type { LiveSource } from '../live-pages';

export interface BuiltSite {
  /** The `<html>` element's attributes in index.html, e.g. ` lang="en"`. */
  htmlAttributes: string;
  /** prerendered.json: the titles (and the wizards' bodies) by address. */
  prerendered: Record<string, unknown>;
  /** The content pages' bodies by address; the not-found page's by notFoundKey (`*`, `*ml`). */
  rendered?: Record<string, string>;
  /** Files under assets/, by name (no folder without it). */
  assets?: Record<string, string>;
}

/** The folder holding `site`, removed after the test file. */
export function builtSiteForTheFile(prefix: string, site: BuiltSite): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html${site.htmlAttributes}><head><title>x</title><meta\n  name="description"\n  content="x"\n/></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(
    path.join(dir, CONTENT_TEMPLATE_FILE),
    `<!doctype html><html${site.htmlAttributes}><head><title>x</title><meta\n  name="description"\n  content="x"\n/><script type="module" src="/assets/content-1234.js"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(dir, PRERENDERED_FILE), JSON.stringify(site.prerendered));
  mkdirSync(path.join(dir, path.dirname(PAGE_RENDERER_FILE)));
  writeFileSync(path.join(dir, PAGE_RENDERER_FILE), fixtureRenderer(site.rendered ?? {}));
  if (site.assets) mkdirSync(path.join(dir, 'assets'));
  for (const [name, text] of Object.entries(site.assets ?? {})) {
    writeFileSync(path.join(dir, 'assets', name), text);
  }
  return dir;
}

/** A renderer module answering from `rendered` (see the file's comment). */
function fixtureRenderer(rendered: Record<string, string>): string {
  return `const PAGES = ${JSON.stringify(rendered)};
export async function createPageRenderer() {
  return {
    async render({ address, language, data, suggestion, clock }) {
      const key = address in PAGES ? address : language === 'en' ? '*' : '*' + language;
      const given = {
        address,
        suggestion: suggestion ?? null,
        centre: data.temple?.centreName ?? null,
        pujas: data.prefs?.pujaDetails.length ?? null,
        retention: Boolean(data.retention),
        now: clock().toISOString(),
      };
      return (PAGES[key] ?? '') + '<!--given ' + JSON.stringify(given) + '-->';
    },
  };
}
`;
}

/** For hostSite on its own: a fixed clock and fixed data. */
export const FIXTURE_LIVE_SOURCE: LiveSource = {
  now: () => new Date(testNowMs()),
  pageData: () =>
    Promise.resolve({ prefs: EMPTY_ORDER_PREFS, temple: null, retention: DEFAULT_RETENTION }),
};

/** The API server (sandbox payments, the test clock) serving the build in `dir`. */
export async function startSiteServer(
  dir: string,
  env: NodeJS.ProcessEnv,
  logStream?: NodeJS.WritableStream,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = await createTestDatabase();
  const config = loadConfig({
    PAYMENT_ENV: 'sandbox',
    STATIC_DIR: dir,
    ...env,
    ...testClockEnv(),
  });
  const app = await buildServer(config, { db: database.db, ...(logStream && { logStream }) });
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
