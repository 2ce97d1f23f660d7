/**
 * The site rendered on the server (decision 0172), from an SSR build of this
 * file that is never shipped to the browser:
 *
 * - at build time (the `prerender-pages` plugin of vite.config.ts), every
 *   page's title and description in every language, and the order wizards'
 *   loading shells, which the browser's app then takes over;
 * - per request (server/site), the content pages and the not-found page with
 *   their live data: they need no JavaScript to be read.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { setupI18n, type I18n } from '@lingui/core';
import { StaticRouter } from './router';
import { SiteRoutes } from './App';
import { startLanguage } from './i18n/site-i18n';
import { loadCatalog } from './i18n/catalogs';
import type { PageData } from './page-data';
import { CONTENT_PAGE_PATHS, SITE_ROUTES, notFoundKey } from '../../domain/site-routes';
import { NOT_FOUND_HEAD, PAGE_HEADS, noscriptText, type PageHead } from './page-heads';
import { LANGUAGES, SOURCE_LANGUAGE, pathInLanguage } from '../../domain/languages';
import type { PageRenderer } from '../../domain/page-render';
import { EMPTY_ORDER_PREFS } from '../../domain/prefs';
import { DEFAULT_RETENTION } from '../../domain/privacy/retention';
import type { Clock } from '../../domain/clock';
import { systemClock } from '../api/clock';

/** An address no route has: the build renders the not-found page at it. */
const NOT_FOUND_PATH = '/__page-not-found__';

/**
 * The order wizards: prerendered at build time as their loading shell (title
 * and lead paragraph); the saved draft is read after the app starts
 * (src/wizards/shared/OrderWizard.tsx).
 */
const PRERENDERED_PATHS = [
  '/puja-order-form-start',
  '/order-a-puja-online',
  '/puja-recommendation-online',
  '/order-regional-puja',
  '/order-regional-astro',
];

async function renderPath(
  path: string,
  i18n: I18n,
  clock: Clock,
  data: PageData = {},
): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <SiteRoutes i18n={i18n} clock={clock} data={data} />
      </StaticRouter>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Large boundaries would otherwise be sent apart and put in place by
      // an inline script, which the CSP forbids: keep every page in one piece.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  // A page that cannot render here would fall back to client rendering with
  // an inline script, which the CSP blocks: fail instead.
  if (errors.length > 0) {
    throw new Error(`Rendering ${path} failed`, { cause: errors[0] });
  }
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (html.includes('<script')) throw new Error(`Rendering ${path} produced an inline script`);
  return html;
}

/** A page as the server sends it: its title and description, and its body if prerendered. */
export interface PrerenderedPage {
  title: string;
  description: string;
  /** What the page says without JavaScript, in its language. */
  noscript: string;
  html?: string;
}

/** One Lingui instance per language, each with its shell's words and the titles' loaded. */
async function languageInstances(): Promise<Map<string, I18n>> {
  const instances = new Map<string, I18n>();
  for (const { code } of LANGUAGES) instances.set(code, await languageI18n(code));
  return instances;
}

async function languageI18n(code: string): Promise<I18n> {
  const i18n = setupI18n();
  await startLanguage(i18n, code);
  await loadCatalog(i18n, code, 'site:heads');
  return i18n;
}

/**
 * What every content page is rendered with once at build time: the data the
 * server has when the catalog and the temple's details cannot be read, and a
 * suggestion, so that the branches a request takes fail the build rather
 * than a request (the catalog's cards and the footer's details are rendered
 * with real data by the e2e suite).
 */
const BUILD_CHECK_DATA = { prefs: EMPTY_ORDER_PREFS, temple: null, retention: DEFAULT_RETENTION };

/**
 * Build time: address (`/terms`, `/ml/terms`, or a language's notFoundKey) →
 * the page's title and description in its language, and for the wizards the
 * HTML that goes inside `<div id="root">`. Every content page and the
 * not-found page are rendered too (BUILD_CHECK_DATA), and not kept.
 */
export async function renderAll(): Promise<Record<string, PrerenderedPage>> {
  const clock = systemClock;
  const instances = await languageInstances();
  const pages: Record<string, PrerenderedPage> = {};
  for (const { code } of LANGUAGES) {
    const i18n = instances.get(code)!;
    const other = LANGUAGES.find((language) => language.code !== code)!.code;
    const noscript = noscriptText(i18n, code);
    const head = ({ title, description }: PageHead) => ({
      title: i18n._(title),
      description: i18n._(description),
      noscript,
    });
    for (const route of SITE_ROUTES) {
      const heads = PAGE_HEADS[route.path];
      if (!heads) throw new Error(`No title message for ${route.path} (src/app/page-heads.ts)`);
      pages[pathInLanguage(route.path, code)] = head(heads);
    }
    for (const path of PRERENDERED_PATHS) {
      const address = pathInLanguage(path, code);
      pages[address] = { ...pages[address]!, html: await renderPath(address, i18n, clock) };
    }
    for (const path of [...CONTENT_PAGE_PATHS, NOT_FOUND_PATH]) {
      await renderPath(pathInLanguage(path, code), i18n, clock, {
        ...BUILD_CHECK_DATA,
        suggestion: { language: other, i18n: instances.get(other)! },
      });
    }
    pages[notFoundKey(code)] = head(NOT_FOUND_HEAD);
  }
  return pages;
}

/** Per request: one Lingui instance per language, made once when the server starts. */
export async function createPageRenderer(): Promise<PageRenderer> {
  const instances = await languageInstances();
  const i18nFor = (code: string) => instances.get(code) ?? instances.get(SOURCE_LANGUAGE)!;
  return {
    render({ address, language, data, suggestion, clock }) {
      return renderPath(address, i18nFor(language), clock, {
        ...data,
        ...(suggestion && { suggestion: { language: suggestion, i18n: i18nFor(suggestion) } }),
      });
    },
  };
}
