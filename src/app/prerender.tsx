/**
 * Build-time prerendering (run by the `prerender-pages` plugin of
 * vite.config.ts, never shipped to the browser): renders the content pages to
 * HTML so that they paint before any JavaScript runs; the browser then
 * hydrates them. The order wizards are prerendered as their loading shell.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from './router';
import { SiteRoutes } from './App';
import { CONTENT_PAGE_PATHS } from '../domain/site-routes';

/** Key of the not-found page in the prerendered map. */
export const NOT_FOUND_KEY = '*';

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

async function renderPath(path: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <SiteRoutes />
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

/** Path (or NOT_FOUND_KEY) → the HTML that goes inside `<div id="root">`. */
export async function renderAll(): Promise<Record<string, string>> {
  const pages: Record<string, string> = {};
  for (const path of PRERENDERED_PATHS) pages[path] = await renderPath(path);
  pages[NOT_FOUND_KEY] = await renderPath('/__page-not-found__');
  return pages;
}
