/**
 * The spec's preference calls (section 7) and the region list. order-prefs and
 * general-prefs are served from serialized bytes (catalog/cache.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '../../domain/constants';
import { LANGUAGE_CODES, SOURCE_LANGUAGE } from '../../domain/languages';
import type { RegionalPrefs } from '../../domain/prefs';
import { PrefsCache, encodedBody, pickEncoding, type Entry } from './cache';
import { buildRegionalPrefs, buildRegions, type EventKind } from './prefs-builder';
import type { ServerDeps } from '../deps';
import { validationErrorFromIssues } from '../http';
import { PREFS_ANSWERS } from './prefs-answers';

/** `?lang=ml`: the answer also carries the catalog's words in that language (docs/api.md). */
const languageQuery = z.object({
  lang: z.optional(z.enum(LANGUAGE_CODES as [string, ...string[]])),
});

export function languageOf(query: unknown): string {
  const parsed = languageQuery.safeParse(query);
  if (!parsed.success) throw validationErrorFromIssues(parsed.error.issues);
  return parsed.data.lang ?? SOURCE_LANGUAGE;
}

const regionalBody = z.object({
  regionIdList: z
    .array(z.number().int().positive('Region ids are positive whole numbers'))
    .min(1, 'Give at least one region id')
    .max(50, 'Give at most 50 region ids'),
});

/** Sends cached JSON, compressed once per cache entry rather than once per request. */
function sendCached(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(encodedBody(entry, encoding));
}

export async function registerPrefsRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
): Promise<PrefsCache> {
  const cache = new PrefsCache(deps.db, deps.now);

  app.get(
    API_PATHS.generalPrefs,
    { schema: { response: PREFS_ANSWERS.general } },
    async (request, reply) => sendCached(request, reply, await cache.generalPrefsEntry()),
  );
  app.get(
    API_PATHS.orderPrefs,
    { schema: { response: PREFS_ANSWERS.order } },
    async (request, reply) =>
      sendCached(request, reply, await cache.orderPrefsEntry(languageOf(request.query))),
  );
  app.get(
    API_PATHS.regions,
    { schema: { response: PREFS_ANSWERS.regions } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return { regions: await buildRegions(deps.db, deps.now(), languageOf(request.query)) };
    },
  );

  const regional = (kind: EventKind) => async (request: { body: unknown; query: unknown }) => {
    const language = languageOf(request.query);
    const parsed = regionalBody.safeParse(request.body);
    if (!parsed.success) throw validationErrorFromIssues(parsed.error.issues);
    const ids = [...new Set(parsed.data.regionIdList)];
    const answer: RegionalPrefs = {
      eventDetails: await buildRegionalPrefs(deps.db, ids, kind, deps.now(), language),
    };
    return answer;
  };
  app.post(
    API_PATHS.regionalOrderPrefs,
    { schema: { response: PREFS_ANSWERS.regional } },
    regional('PUJA'),
  );
  app.post(
    API_PATHS.regionalAstroOrderPrefs,
    { schema: { response: PREFS_ANSWERS.regional } },
    regional('ASTRO'),
  );
  return cache;
}
