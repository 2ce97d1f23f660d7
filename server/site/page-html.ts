/**
 * The built pages' HTML, with each route's own title and meta description put
 * in before it is sent, so every page answers with its title even before the
 * app starts (and to crawlers that do not run scripts). The app's pages are
 * index.html (the wizards with their prerendered loading shell); the content
 * pages are content.html, whose root the server fills per request with the
 * page it renders (decision 0172).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CONTENT_PAGE_PATHS,
  NOT_FOUND_TITLE,
  SITE_ROUTES,
  documentTitle,
  notFoundKey,
} from '../../domain/site-routes';
import { CONTENT_TEMPLATE_FILE, PRERENDERED_FILE } from './build-files';
import { LANGUAGES, SOURCE_LANGUAGE, pathInLanguage, type Language } from '../../domain/languages';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** index.html's `<noscript>` (Prettier may break its closing tag over lines). */
const NOSCRIPT_ELEMENT = /<noscript[^>]*>[\s\S]*?<\/noscript\s*>/;

/** Where the page is: its language, and its path without the language (`/terms`). */
export interface PagePlace {
  language: string;
  /** The path in English; absent for the not-found page (no alternates). */
  path?: string;
  /** The site's public origin, for the absolute hreflang addresses. */
  origin: string;
  /** The site's languages (domain/languages.ts). */
  languages?: readonly Language[];
  /** What the page says without JavaScript, in its language (the template's English otherwise). */
  noscript?: string | undefined;
}

/** The page's `hreflang` alternates: one per language, and x-default (the English address). */
export function alternateLinks(
  path: string,
  origin: string,
  languages: readonly Language[] = LANGUAGES,
): string {
  const link = (hreflang: string, language: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(origin + pathInLanguage(path, language))}" />`;
  return [
    ...languages.map(({ code }) => link(code, code)),
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
  const languages = place.languages ?? LANGUAGES;
  const font = languages.find((language) => language.code === place.language)?.font;
  // The language's face is needed for the first paint: fetched beside the CSS, not after it.
  const preload = font
    ? `<link rel="preload" href="/fonts/${font}" as="font" type="font/woff2" crossorigin />`
    : '';
  const head =
    preload + (place.path === undefined ? '' : alternateLinks(place.path, place.origin, languages));
  return template
    .replace(/<html[^>]*>/, `<html lang="${escapeHtml(place.language)}">`)
    .replace('</head>', () => `${head}</head>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(documentTitle(title))}</title>`)
    .replace(
      // Prettier writes the source's tag over several lines (src/app/site-head.html).
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace(NOSCRIPT_ELEMENT, (element) =>
      place.noscript === undefined ? element : `<noscript>${escapeHtml(place.noscript)}</noscript>`,
    )
    .replace(ROOT_ELEMENT, () => `<div id="root">${body}</div>`);
}

/** A page as the build's prerender made it (src/app/prerender.tsx): title and description in its language, body. */
interface PrerenderedPage {
  title?: string;
  description?: string;
  noscript?: string;
  html?: string;
}

/** The build's prerendered pages; none when the build has none (e.g. an older build). */
function loadPrerendered(staticDir: string): Record<string, PrerenderedPage> {
  const file = path.join(staticDir, PRERENDERED_FILE);
  if (!existsSync(file)) return {};
  const pages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, PrerenderedPage | string>;
  return Object.fromEntries(
    Object.entries(pages).map(([address, page]) => [
      address,
      typeof page === 'string' ? { html: page } : page,
    ]),
  );
}

export interface SitePages {
  /** The app's pages (the wizards, …) in every language, by address (`/astro-start`, `/ml/astro-start`). */
  byPath: Map<string, string>;
  /**
   * The content pages in every language, by address, with an empty root
   * that `withBody` fills per request (decision 0172).
   */
  content: Map<string, string>;
  /** The not-found page per language, its root filled per request too. */
  notFound: Map<string, string>;
  /** The staff console's shell (/staff and below; docs/staff.md). */
  staff: string;
  /** An order's own page (/my-order/<token>) per language: personal, so never indexed. */
  myOrder: Map<string, string>;
}

/** `page` (a content page, as SitePages keeps it) with the body the server rendered for it. */
export const withBody = (page: string, body: string): string =>
  page.replace(ROOT_ELEMENT, () => `<div id="root">${body}</div>`);

/** The shell with a robots meta that keeps the page out of search engines. */
const noindex = (html: string): string =>
  html.replace('</head>', '<meta name="robots" content="noindex, nofollow" />\n</head>');

function readTemplate(staticDir: string, file: string): string {
  const templatePath = path.join(staticDir, file);
  try {
    return readFileSync(templatePath, 'utf8');
  } catch {
    throw new Error(`The built site is missing (${templatePath}). Run "npm run build" first.`);
  }
}

export function loadSitePages(
  staticDir: string,
  origin = '',
  languages: readonly Language[] = LANGUAGES,
): SitePages {
  const template = readTemplate(staticDir, 'index.html');
  const contentTemplate = readTemplate(staticDir, CONTENT_TEMPLATE_FILE);
  const prerendered = loadPrerendered(staticDir);
  const byPath = new Map<string, string>();
  const content = new Map<string, string>();
  const notFound = new Map<string, string>();
  for (const { code: language } of languages) {
    for (const route of SITE_ROUTES) {
      const address = pathInLanguage(route.path, language);
      const page = prerendered[address];
      const place = { language, path: route.path, origin, languages, noscript: page?.noscript };
      const isContent = CONTENT_PAGE_PATHS.includes(route.path);
      const html = renderPageHtml(
        isContent ? contentTemplate : template,
        page?.title ?? route.title,
        page?.description ?? route.description,
        isContent ? '' : page?.html,
        place,
      );
      (isContent ? content : byPath).set(address, html);
    }
    const page = prerendered[notFoundKey(language)];
    notFound.set(
      language,
      renderPageHtml(
        contentTemplate,
        page?.title ?? NOT_FOUND_TITLE,
        page?.description ??
          'This page does not exist. Find what you were looking for from the menu.',
        '',
        { language, origin, languages },
      ),
    );
  }
  const staff = renderPageHtml(template, 'Staff console', 'The temple staff console.');
  const myOrder = new Map(
    languages.map(({ code: language }) => [
      language,
      noindex(
        renderPageHtml(
          template,
          'Your order',
          'The page of your order: pujas, offering, prasad.',
          '',
          {
            language,
            origin,
            languages,
            // The not-found entry is the language's own: an order's page has no prerendered entry.
            noscript: prerendered[notFoundKey(language)]?.noscript,
          },
        ),
      ),
    ]),
  );
  return { byPath, content, notFound, staff, myOrder };
}
