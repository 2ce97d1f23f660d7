/**
 * Hosts the built site from the same origin as the API: content pages
 * rendered per request with their live data (decision 0172), every other
 * known route with the React app, legacy names with a 301, unknown paths with
 * 404 and the not-found page. Hashed assets are cached for a year.
 */
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { SITE_ROUTES, legacyRedirectTarget } from '../../domain/site-routes';
import {
  LANGUAGES,
  SOURCE_LANGUAGE,
  pathInLanguage,
  splitLanguage,
  type Language,
} from '../../domain/languages';
import { API_BASE } from '../../domain/constants';
import { MY_ORDER_PAGE_PREFIX } from '../../domain/my-order-paths';
import { PRIVATE_NO_STORE } from '../http';
import { loadSitePages, withBody } from './page-html';
import { CONTENT_TEMPLATE_FILE, PAGE_RENDERER_FILE, PRERENDERED_FILE } from './build-files';
import { loadPageRenderer, suggestionFor, type LiveSource } from './live-pages';
import { trimTrailingSlashes } from '../../domain/trailing-slashes';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Pages whose address may carry a secret (the emailed reschedule link's booking
 * token): no Referer leaves them, and no cache keeps the answer under that address.
 */
const SECRET_ADDRESS_PAGES = new Set(['/astro-reschedule']);

/** Build artefacts the server reads itself and never serves (build-files.ts). */
const PRIVATE_BUILD_FILE = PRERENDERED_FILE.toLowerCase();
const PRIVATE_BUILD_FOLDER = path.posix.dirname(PAGE_RENDERER_FILE).toLowerCase();

function isPublicFile(pathName: string): boolean {
  const normal = path.posix.normalize(`/${pathName}`).toLowerCase();
  return (
    path.posix.basename(normal) !== PRIVATE_BUILD_FILE &&
    !normal.startsWith(`/${PRIVATE_BUILD_FOLDER}/`)
  );
}

/**
 * A request a page answers: a GET or HEAD of a path that names no file (not an asset, no
 * extension but the old site's .html).
 */
function isPageRequest(method: string, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return !pathname.startsWith('/assets/') && !/\.(?!html?$)[a-z0-9]+$/i.test(pathname);
}

/** Where the site is and what its pages read: the build's folder, the public address, the languages. */
export interface SiteOptions {
  staticDir: string;
  publicUrl?: string;
  languages?: readonly Language[];
  live: LiveSource;
}

export async function hostSite(
  app: FastifyInstance,
  { staticDir, publicUrl = '', languages = LANGUAGES, live }: SiteOptions,
): Promise<void> {
  const pages = loadSitePages(staticDir, trimTrailingSlashes(publicUrl), languages);
  const renderer = await loadPageRenderer(staticDir);
  const languageOf = (pathname: string) => splitLanguage(pathname, languages).language;

  /**
   * The page at `address` rendered now with the live data (a content page, or
   * the not-found page for an unknown address), in `page`, its language's HTML.
   */
  const renderedPage = async (
    request: FastifyRequest,
    address: string,
    page: string,
    language = languageOf(address),
  ) => {
    const body = await renderer.render({
      address,
      language,
      data: await live.pageData(language),
      suggestion: suggestionFor(request, language, languages),
      clock: live.now,
    });
    return withBody(page, body);
  };

  await app.register(fastifyStatic, {
    root: staticDir,
    index: false,
    wildcard: true,
    cacheControl: false,
    // Refused paths fall through to the not-found handler (a 404 page).
    allowedPath: isPublicFile,
    setHeaders(res, filePath) {
      const hashed = /[\\/]assets[\\/]/.test(filePath);
      res.setHeader(
        'Cache-Control',
        hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=3600',
      );
    },
  });

  const sendPage = (reply: FastifyReply, html: string, status = 200, cache = 'no-cache') =>
    reply.code(status).header('Cache-Control', cache).type('text/html; charset=utf-8').send(html);

  // The built shells are static files too: their names answer like every legacy name.
  for (const shellPath of ['/index.html', '/index.htm', `/${CONTENT_TEMPLATE_FILE}`]) {
    app.get(shellPath, (request, reply) => {
      const { search } = new URL(request.url, 'http://localhost');
      return reply.redirect(`/${search}`, 301);
    });
  }

  // Every route in every language: `/terms`, `/ml/terms`, … (decision 0141).
  for (const { code } of languages) {
    for (const route of SITE_ROUTES) {
      const address = pathInLanguage(route.path, code);
      const content = pages.content.get(address);
      if (content !== undefined) {
        // Rendered for this visitor: the suggestion depends on these headers.
        app.get(address, async (request, reply) =>
          sendPage(
            reply.header('Vary', 'Accept-Language, Cookie'),
            await renderedPage(request, address, content),
          ),
        );
        continue;
      }
      const html = pages.byPath.get(address)!;
      if (SECRET_ADDRESS_PAGES.has(route.path)) {
        app.get(address, (_request, reply) =>
          sendPage(reply.header('Referrer-Policy', 'no-referrer'), html, 200, PRIVATE_NO_STORE),
        );
      } else {
        app.get(address, (_request, reply) => sendPage(reply, html));
      }
    }
  }

  // The staff console: one shell for every path under /staff, never indexed.
  for (const staffPath of ['/staff', '/staff/*']) {
    app.get(staffPath, (_request, reply) =>
      sendPage(reply.header('X-Robots-Tag', 'noindex'), pages.staff),
    );
  }

  // An order's own page: its address holds the emailed link's token, and the page personal data.
  for (const { code } of languages) {
    const html = pages.myOrder.get(code)!;
    app.get(`${pathInLanguage(MY_ORDER_PAGE_PREFIX, code)}*`, (_request, reply) =>
      sendPage(
        reply.header('Referrer-Policy', 'no-referrer').header('X-Robots-Tag', 'noindex, nofollow'),
        html,
        200,
        PRIVATE_NO_STORE,
      ),
    );
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    // Read as a path even when it starts `//` (as a relative URL that would name a host).
    const url = new URL(`http://localhost${request.url}`);
    if (url.pathname.startsWith(`${API_BASE}/`)) {
      return reply.code(404).send({
        error: { code: 'NOT_FOUND', message: `No API route ${request.method} ${url.pathname}` },
      });
    }
    // Legacy names redirect in every language: /ml/old-name → /ml/new-name.
    const { language, path: pathWithin } = splitLanguage(url.pathname, languages);
    const target =
      request.method === 'GET' || request.method === 'HEAD'
        ? legacyRedirectTarget(pathWithin)
        : null;
    if (target) return reply.redirect(`${pathInLanguage(target, language)}${url.search}`, 301);
    // A missing file (an asset, favicon.ico, a scanner's probe) or a form sent to no page: a
    // plain answer, not a page rendered with the live data.
    if (!isPageRequest(request.method, url.pathname)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    // Rendered at the address asked for, so that its language links keep it; as a path of this
    // site (`/ml//evil.example/x` is rendered at `/ml/evil.example/x`), so that no link leaves it.
    const page = pages.notFound.get(language) ?? pages.notFound.get(SOURCE_LANGUAGE)!;
    const address = `${pathInLanguage(pathWithin, language)}${url.search}`;
    return sendPage(
      reply.header('Vary', 'Accept-Language, Cookie'),
      await renderedPage(request, address, page, language),
      404,
    );
  });
}
