/**
 * The built index.html, with each route's own title and meta description put
 * in before it is sent, so every page answers with its title even before the
 * app starts (and to crawlers that do not run scripts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  NOT_FOUND_TITLE,
  SITE_ROUTES,
  documentTitle,
  type SiteRoute,
} from '../../src/domain/site-routes';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function renderPageHtml(template: string, title: string, description: string): string {
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(documentTitle(title))}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    );
}

export interface SitePages {
  byPath: Map<string, string>;
  notFound: string;
}

export function loadSitePages(staticDir: string): SitePages {
  const indexPath = path.join(staticDir, 'index.html');
  let template: string;
  try {
    template = readFileSync(indexPath, 'utf8');
  } catch {
    throw new Error(`The built site is missing (${indexPath}). Run "npm run build" first.`);
  }
  const byPath = new Map(
    SITE_ROUTES.map((route: SiteRoute) => [
      route.path,
      renderPageHtml(template, route.title, route.description),
    ]),
  );
  const notFound = renderPageHtml(
    template,
    NOT_FOUND_TITLE,
    'This page does not exist. Find what you were looking for from the menu.',
  );
  return { byPath, notFound };
}
