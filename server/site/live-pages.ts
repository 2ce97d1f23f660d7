/**
 * The content pages rendered per request (decision 0172): the build's
 * renderer (an SSR build of src/app/prerender.tsx), the live data the server
 * reads for it, and the language to suggest from the request's headers.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import { languageChoiceIn, suggestedLanguage, type Language } from '../../src/domain/languages';
import type { OrderPrefs } from '../../src/domain/prefs';
import type { TempleDetails } from '../../src/domain/temple-details';
import type { RetentionSchedule } from '../../src/domain/privacy/retention';
import type { Clock } from '../clock';
import { PAGE_RENDERER_FILE } from './build-files';

/** What the server reads for a content page (src/app/page-data.tsx names the same fields). */
export interface LivePageData {
  prefs: OrderPrefs;
  temple: TempleDetails | null;
  retention: RetentionSchedule;
}

/** The renderer's side of src/app/prerender.tsx (`createPageRenderer`), as the build exports it. */
export interface PageRenderer {
  render(
    address: string,
    data: Partial<LivePageData> & { suggestion?: string },
    clock: Clock,
    notFound?: boolean,
  ): Promise<string>;
}

/** How the site host gets each page's live data and "now" (server/app.ts wires the real ones). */
export interface LiveSource {
  now: Clock;
  pageData(): Promise<LivePageData>;
}

export async function loadPageRenderer(staticDir: string): Promise<PageRenderer> {
  const file = path.join(staticDir, PAGE_RENDERER_FILE);
  if (!existsSync(file)) {
    throw new Error(`The built site has no page renderer (${file}). Run "npm run build" first.`);
  }
  const module = (await import(pathToFileURL(file).href)) as {
    createPageRenderer: () => Promise<PageRenderer>;
  };
  return module.createPageRenderer();
}

/** Accept-Language's tags, most wanted first (q=0 means not wanted). */
export function preferredLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The language to suggest on this request's page (none once the visitor has chosen). */
export function suggestionFor(
  request: FastifyRequest,
  pageLanguage: string,
  languages: readonly Language[],
): string | undefined {
  return (
    suggestedLanguage(
      preferredLanguages(request.headers['accept-language']),
      pageLanguage,
      languageChoiceIn(request.headers.cookie ?? ''),
      languages,
    ) ?? undefined
  );
}
