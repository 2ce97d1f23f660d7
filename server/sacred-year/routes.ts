/**
 * The sacred year's calls: the year at a glance and a person's reminder
 * choices (the signed-in account's own), the calendar feed made, remade and
 * revoked, and the feed itself, public by the secret in its address: a
 * wrong, malformed or revoked secret is the same bare 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  feedRevokedSchema,
  feedStateSchema,
  newFeedSchema,
  remindersAnswerSchema,
  remindersSchema,
  YEAR_API,
  yearAnswerSchema,
} from '../../domain/sacred-year';
import { requireAccount } from '../account';
import type { ServerDeps } from '../deps';
import {
  ApiError,
  createLimiter,
  enforceLimit,
  ERROR_ANSWERS,
  fileAnswer,
  privateAnswer,
  PRIVATE_NO_STORE,
  typed,
  writeRateLimit,
} from '../http';
import { sameOrigin } from '../sign-in';
import { accountFeedIcs } from './feed';
import { FEED_PREFIX, feedPath, liveFeed, makeFeed, revokeFeeds } from './feed-tokens';
import { yearAnswer } from './year-answer';

const feedParams = z.object({ file: z.string().max(200) });
const personParams = z.object({ personId: z.string().max(36) });
const noFeed = () => new ApiError(404, 'NOT_FOUND', 'No such calendar feed.');

export function registerSacredYearRoutes(fastify: FastifyInstance, deps: ServerDeps): void {
  const app = typed(fastify);
  const db = deps.db;
  const limited = writeRateLimit(deps.config);
  const feedReads = createLimiter(app, 'calendar-feed-reads', {
    max: deps.config.writeRateLimit,
    timeWindow: 60_000,
  });

  /** The signed-in account; a change also from our own pages only. */
  async function account(request: FastifyRequest) {
    const signedIn = await requireAccount(request, deps);
    if (request.method !== 'GET' && !sameOrigin(request, deps.config.publicUrl)) {
      throw new ApiError(403, 'FORBIDDEN_ORIGIN', 'This change must come from the account page');
    }
    return signedIn;
  }

  app.get(
    YEAR_API.year,
    { onRequest: privateAnswer, schema: { response: { 200: yearAnswerSchema, ...ERROR_ANSWERS } } },
    async (request) => yearAnswer(db, (await account(request)).id, deps.now()),
  );

  app.get(
    YEAR_API.feed,
    { onRequest: privateAnswer, schema: { response: { 200: feedStateSchema, ...ERROR_ANSWERS } } },
    async (request) => {
      const feed = await liveFeed(db, (await account(request)).id);
      return { createdAt: feed?.createdAt ?? null };
    },
  );

  app.post(
    YEAR_API.feed,
    {
      ...limited,
      onRequest: privateAnswer,
      schema: { response: { 201: newFeedSchema, ...ERROR_ANSWERS } },
    },
    async (request, reply) => {
      const now = deps.now();
      const secret = await makeFeed(db, (await account(request)).id, now);
      reply.code(201);
      return {
        feedUrl: `${deps.config.publicUrl}${feedPath(secret)}`,
        createdAt: now.toISOString(),
      };
    },
  );

  app.delete(
    YEAR_API.feed,
    {
      ...limited,
      onRequest: privateAnswer,
      schema: { response: { 200: feedRevokedSchema, ...ERROR_ANSWERS } },
    },
    async (request) => ({
      revoked: await revokeFeeds(db, (await account(request)).id, deps.now()),
    }),
  );

  app.put(
    `${YEAR_API.year}/people/:personId/reminders`,
    {
      ...limited,
      onRequest: privateAnswer,
      schema: {
        params: personParams,
        body: remindersSchema,
        response: { 200: remindersAnswerSchema, ...ERROR_ANSWERS },
      },
    },
    async (request) => {
      const { id } = await account(request);
      const { personId } = request.params;
      const { weeksBefore, daysBefore } = request.body;
      const result = await db
        .updateTable('family_people')
        .set({
          remind_weeks_before: weeksBefore,
          remind_days_before: daysBefore,
          updated_at: deps.now().toISOString(),
        })
        .where('id', '=', personId)
        .where('account_id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) {
        throw new ApiError(404, 'NOT_FOUND', 'No such person in your family.');
      }
      return { id: personId, reminders: { weeksBefore, daysBefore } };
    },
  );

  app.get(
    `${FEED_PREFIX}/:file`,
    {
      schema: {
        params: feedParams,
        response: { 200: fileAnswer('text/calendar', 'The calendar feed'), ...ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE_NO_STORE).header('Referrer-Policy', 'no-referrer');
      await enforceLimit(feedReads, request, reply);
      const { file } = request.params;
      const secret = file.endsWith('.ics') ? file.slice(0, -4) : '';
      const ics = secret
        ? await accountFeedIcs(db, secret, deps.config.publicUrl, deps.now())
        : null;
      if (!ics) throw noFeed();
      return reply.header('Content-Type', 'text/calendar; charset=utf-8').send(ics);
    },
  );
}
