/**
 * The content pages rendered per request (decision 0172): the build's
 * renderer (an SSR build of src/app/prerender.tsx), the live data the server
 * reads for it, and the language to suggest from the request's headers.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import {
  languageChoiceIn,
  preferredLanguages,
  suggestedLanguage,
  type Language,
} from '../../domain/languages';
import type { LivePageData, PageRenderer } from '../../domain/page-render';
import type { Clock } from '../clock';
import { PAGE_RENDERER_FILE } from './build-files';

/** How the site host gets each page's live data and "now" (server/app.ts wires the real ones). */
export interface LiveSource {
  now: Clock;
  /** The live data in the page's language (the catalog with its words in it). */
  pageData(language: string): Promise<LivePageData>;
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
