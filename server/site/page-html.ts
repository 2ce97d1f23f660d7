/**
 * The built index.html, with each route's own title and meta description put
 * in before it is sent, so every page answers with its title even before the
 * app starts (and to crawlers that do not run scripts). Content pages also get
 * their prerendered HTML (made at build time, see src/app/prerender.tsx) in
 * the root element, so they paint before the JavaScript runs.
 */
import { existsSync, readFileSync } from 'node:fs';
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

/** Key of the not-found page in `prerendered.json` (written by the build). */
const NOT_FOUND_KEY = '*';
const ROOT_ELEMENT = '<div id="root"></div>';

export function renderPageHtml(
  template: string,
  title: string,
  description: string,
  body = '',
): string {
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(documentTitle(title))}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace(ROOT_ELEMENT, () => `<div id="root">${body}</div>`);
}

/** The build's prerendered pages; none when the build has none (e.g. an older build). */
function loadPrerendered(staticDir: string): Record<string, string> {
  const file = path.join(staticDir, 'prerendered.json');
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

export interface SitePages {
  byPath: Map<string, string>;
  notFound: string;
  /** The staff console's shell (/staff and below; docs/staff.md). */
  staff: string;
  /** An order's own page (/my-order/<token>): personal, so never indexed. */
  myOrder: string;
}

/** The shell with a robots meta that keeps the page out of search engines. */
const noindex = (html: string): string =>
  html.replace('</head>', '<meta name="robots" content="noindex, nofollow" />\n</head>');

export function loadSitePages(staticDir: string): SitePages {
  const indexPath = path.join(staticDir, 'index.html');
  let template: string;
  try {
    template = readFileSync(indexPath, 'utf8');
  } catch {
    throw new Error(`The built site is missing (${indexPath}). Run "npm run build" first.`);
  }
  const prerendered = loadPrerendered(staticDir);
  const byPath = new Map(
    SITE_ROUTES.map((route: SiteRoute) => [
      route.path,
      renderPageHtml(template, route.title, route.description, prerendered[route.path]),
    ]),
  );
  const notFound = renderPageHtml(
    template,
    NOT_FOUND_TITLE,
    'This page does not exist. Find what you were looking for from the menu.',
    prerendered[NOT_FOUND_KEY],
  );
  const staff = renderPageHtml(template, 'Staff console', 'The temple staff console.');
  const myOrder = noindex(
    renderPageHtml(template, 'Your order', 'The page of your order: pujas, offering, prasad.'),
  );
  return { byPath, notFound, staff, myOrder };
}
