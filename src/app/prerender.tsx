/**
 * Build-time prerendering (run by the `prerender-pages` plugin of
 * vite.config.ts, never shipped to the browser): renders the content pages to
 * HTML so that they paint before any JavaScript runs; the browser then
 * hydrates them. The order wizards are prerendered as their loading shell.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { setupI18n, type I18n } from '@lingui/core';
import { StaticRouter } from './router';
import { SiteRoutes } from './App';
import { startLanguage } from './i18n/site-i18n';
import { loadCatalog } from './i18n/catalogs';
import { CONTENT_PAGE_PATHS, SITE_ROUTES } from '../domain/site-routes';
import { NOT_FOUND_HEAD, PAGE_HEADS, type PageHead } from './page-heads';
import { LANGUAGES, SOURCE_LANGUAGE, pathInLanguage } from '../domain/languages';

/** Key of a language's not-found page in the prerendered map (`*` in English, `*ml`). */
export const notFoundKey = (language: string) =>
  language === SOURCE_LANGUAGE ? '*' : `*${language}`;

/** The content pages, and the order wizards' loading shells. */
export const PRERENDERED_PATHS = [
  ...CONTENT_PAGE_PATHS,
  // The order wizards: their first render is a loading shell (title and lead
  // paragraph); the saved draft is read after hydration (src/wizards/shared/OrderWizard.tsx).
  '/puja-order-form-start',
  '/order-a-puja-online',
  '/puja-recommendation-online',
  '/order-regional-puja',
  '/order-regional-astro',
];

async function renderPath(path: string, i18n: I18n): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <SiteRoutes i18n={i18n} />
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
  // an inline script, which the CSP blocks: fail the build instead.
  if (errors.length > 0) {
    throw new Error(`Prerendering ${path} failed`, { cause: errors[0] });
  }
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (html.includes('<script')) throw new Error(`Prerendering ${path} produced an inline script`);
  return html;
}

/** A page as the server sends it: its title and description, and its body if prerendered. */
export interface PrerenderedPage {
  title: string;
  description: string;
  html?: string;
}

/**
 * Address (`/terms`, `/ml/terms`, or a language's notFoundKey) → the page's
 * title and description in its language and the HTML that goes inside
 * `<div id="root">`: every route in every language, each language rendered
 * with its own Lingui instance.
 */
export async function renderAll(): Promise<Record<string, PrerenderedPage>> {
  const pages: Record<string, PrerenderedPage> = {};
  for (const { code } of LANGUAGES) {
    const i18n = setupI18n();
    await startLanguage(i18n, code);
    await loadCatalog(i18n, code, 'site:heads');
    const head = ({ title, description }: PageHead) => ({
      title: i18n._(title),
      description: i18n._(description),
    });
    for (const route of SITE_ROUTES) {
      const heads = PAGE_HEADS[route.path];
      if (!heads) throw new Error(`No title message for ${route.path} (src/app/page-heads.ts)`);
      pages[pathInLanguage(route.path, code)] = head(heads);
    }
    for (const path of PRERENDERED_PATHS) {
      const address = pathInLanguage(path, code);
      pages[address] = { ...pages[address]!, html: await renderPath(address, i18n) };
    }
    pages[notFoundKey(code)] = {
      ...head(NOT_FOUND_HEAD),
      html: await renderPath(pathInLanguage('/__page-not-found__', code), i18n),
    };
  }
  return pages;
}
