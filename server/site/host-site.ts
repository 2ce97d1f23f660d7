/**
 * Hosts the built React site from the same origin as the API: every known
 * route answers with the app, legacy names with a 301, unknown paths with 404
 * and the not-found page. Hashed assets are cached for a year.
 */
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { SITE_ROUTES, legacyRedirectTarget } from '../../src/domain/site-routes';
import {
  LANGUAGES,
  SOURCE_LANGUAGE,
  pathInLanguage,
  splitLanguage,
  type Language,
} from '../../src/domain/languages';
import { API_BASE } from '../../src/domain/constants';
import { MY_ORDER_PAGE_PREFIX } from '../../src/domain/my-order-paths';
import { PRIVATE_NO_STORE } from '../http';
import { loadSitePages } from './page-html';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Pages whose address may carry a secret (the emailed reschedule link's booking
 * token): no Referer leaves them, and no cache keeps the answer under that address.
 */
const SECRET_ADDRESS_PAGES = new Set(['/astro-reschedule']);

/** Build artefacts the server reads itself and never serves (prerendered.json: page bodies). */
const PRIVATE_BUILD_FILES = new Set(['prerendered.json']);

function isPublicFile(pathName: string): boolean {
  const name = path.posix.basename(path.posix.normalize(pathName)).toLowerCase();
  return !PRIVATE_BUILD_FILES.has(name);
}

export async function hostSite(
  app: FastifyInstance,
  staticDir: string,
  publicUrl = '',
  languages: readonly Language[] = LANGUAGES,
): Promise<void> {
  const pages = loadSitePages(staticDir, publicUrl.replace(/\/+$/, ''), languages);
  const notFoundPage = (pathname: string) =>
    pages.notFound.get(splitLanguage(pathname, languages).language) ??
    pages.notFound.get(SOURCE_LANGUAGE)!;

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

  // The built shell is a static file too: its old name answers like every legacy name.
  for (const shellPath of ['/index.html', '/index.htm']) {
    app.get(shellPath, (request, reply) => {
      const { search } = new URL(request.url, 'http://localhost');
      return reply.redirect(`/${search}`, 301);
    });
  }

  // Every route in every language: `/terms`, `/ml/terms`, … (decision 0141).
  for (const { code } of languages) {
    for (const route of SITE_ROUTES) {
      const address = pathInLanguage(route.path, code);
      const html = pages.byPath.get(address) ?? notFoundPage(address);
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

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://localhost');
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
    return sendPage(reply, notFoundPage(url.pathname), 404);
  });
}
