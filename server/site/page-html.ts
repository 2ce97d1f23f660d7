/**
 * The built index.html, with each route's own title and meta description put
 * in before it is sent, so every page answers with its title even before the
 * app starts (and to crawlers that do not run scripts). Content pages also get
 * their prerendered HTML (made at build time, see src/app/prerender.tsx) in
 * the root element, so they paint before the JavaScript runs.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_TITLE, SITE_ROUTES, documentTitle } from '../../src/domain/site-routes';
import { LANGUAGES, SOURCE_LANGUAGE, pathInLanguage } from '../../src/domain/languages';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Key of a language's not-found page in `prerendered.json` (src/app/prerender.tsx). */
const notFoundKey = (language: string) => (language === SOURCE_LANGUAGE ? '*' : `*${language}`);
const ROOT_ELEMENT = '<div id="root"></div>';

/** Where the page is: its language, and its path without the language (`/terms`). */
export interface PagePlace {
  language: string;
  /** The path in English; absent for the not-found page (no alternates). */
  path?: string;
  /** The site's public origin, for the absolute hreflang addresses. */
  origin: string;
}

/** The page's `hreflang` alternates: one per language, and x-default (the English address). */
export function alternateLinks(path: string, origin: string): string {
  const link = (hreflang: string, language: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(origin + pathInLanguage(path, language))}" />`;
  return [
    ...LANGUAGES.map(({ code }) => link(code, code)),
    link('x-default', SOURCE_LANGUAGE),
  ].join('');
}

export function renderPageHtml(
  template: string,
  title: string,
  description: string,
  body = '',
  place: PagePlace = { language: SOURCE_LANGUAGE, origin: '' },
): string {
  const head = place.path === undefined ? '' : alternateLinks(place.path, place.origin);
  return template
    .replace(/<html[^>]*>/, `<html lang="${escapeHtml(place.language)}">`)
    .replace('</head>', () => `${head}</head>`)
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
  /** Every route's page in every language, by address (`/terms`, `/ml/terms`). */
  byPath: Map<string, string>;
  /** The not-found page per language. */
  notFound: Map<string, string>;
  /** The staff console's shell (/staff and below; docs/staff.md). */
  staff: string;
  /** An order's own page (/my-order/<token>): personal, so never indexed. */
  myOrder: string;
}

/** The shell with a robots meta that keeps the page out of search engines. */
const noindex = (html: string): string =>
  html.replace('</head>', '<meta name="robots" content="noindex, nofollow" />\n</head>');

export function loadSitePages(staticDir: string, origin = ''): SitePages {
  const indexPath = path.join(staticDir, 'index.html');
  let template: string;
  try {
    template = readFileSync(indexPath, 'utf8');
  } catch {
    throw new Error(`The built site is missing (${indexPath}). Run "npm run build" first.`);
  }
  const prerendered = loadPrerendered(staticDir);
  const byPath = new Map<string, string>();
  const notFound = new Map<string, string>();
  for (const { code: language } of LANGUAGES) {
    for (const route of SITE_ROUTES) {
      const address = pathInLanguage(route.path, language);
      const place = { language, path: route.path, origin };
      const html = renderPageHtml(
        template,
        route.title,
        route.description,
        prerendered[address],
        place,
      );
      byPath.set(address, html);
    }
    notFound.set(
      language,
      renderPageHtml(
        template,
        NOT_FOUND_TITLE,
        'This page does not exist. Find what you were looking for from the menu.',
        prerendered[notFoundKey(language)],
        { language, origin },
      ),
    );
  }
  const staff = renderPageHtml(template, 'Staff console', 'The temple staff console.');
  const myOrder = noindex(
    renderPageHtml(template, 'Your order', 'The page of your order: pujas, offering, prasad.'),
  );
  return { byPath, notFound, staff, myOrder };
}
