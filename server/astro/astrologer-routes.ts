/**
 * The astrologer's pages in the staff console (role astrologer; each sees
 * and changes only their own): settings, bookings with birth details and
 * question, marking a reading completed or a no-show, a per-booking meeting
 * link, and the private calendar feed (public by its secret).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Updateable } from 'kysely';
import { z } from 'zod';
import {
  ASTROLOGER_PATHS,
  meetingLinkRequestSchema,
  outcomeRequestSchema,
  type AstrologerBooking,
  type AstrologerMe,
} from '../../domain/astro/astrologer-pages';
import { availabilitySettingsSchema, overlapProblem } from '../../domain/astro/availability';
import type { Trx } from '../db/schema';
import type { ServerDeps } from '../deps';
import { ApiError, PRIVATE_NO_STORE, queryValue, typed, validationErrorFromIssues } from '../http';
import { readTempleContact } from '../mail';
import { actorOf, staffOf, staffRoute, writeAudit } from '../staff';
import { astrologerOf, newFeedToken } from './astrologer-profile';
import { bookingParts } from './catalog';
import { scheduleReminders, type AstroContext } from './context';
import { astrologerFeed, feedPath } from './feed';
import { meetingLink, peopleOf } from './meeting';
import { readSettings, saveSettings } from './schedule-store';
import type { AstroBookingTable } from './tables';

const ONLY_ASTROLOGERS = staffRoute(['astrologer']);

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw validationErrorFromIssues(result.error.issues);
  return result.data;
}

/** A booking's code, and the feed's file (`<token>.ics`), as the path holds them. */
const codeParams = z.object({ code: z.string() });
const feedParams = z.object({ file: z.string() });

export function registerAstrologerRoutes(
  fastify: FastifyInstance,
  deps: ServerDeps,
  context: AstroContext,
): void {
  const app = typed(fastify);
  const db = deps.db;
  const mine = (request: FastifyRequest) => astrologerOf(db, staffOf(request));

  async function myBooking(
    request: FastifyRequest & { params: { code: string } },
  ): Promise<AstroBookingTable> {
    const astrologer = await mine(request);
    const { code } = request.params;
    const booking = await db
      .selectFrom('astro_bookings')
      .selectAll()
      .where('code', '=', code)
      .where('astrologer_id', '=', astrologer.id)
      .executeTakeFirst();
    if (!booking)
      throw new ApiError(404, 'BOOKING_NOT_FOUND', 'No booking of yours has that code.');
    return booking;
  }

  /**
   * Sets fields of one of the astrologer's bookings, runs `andThen` on the
   * changed row and audits the change (`audited`, else the fields), in one transaction.
   */
  async function changeMyBooking(
    request: FastifyRequest,
    code: string,
    action: string,
    change: Pick<Updateable<AstroBookingTable>, 'outcome' | 'meeting_url'>,
    more: {
      audited?: unknown;
      andThen?: (trx: Trx, row: AstroBookingTable) => Promise<void>;
    } = {},
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('astro_bookings')
        .set({ ...change, updated_at: deps.now().toISOString() })
        .where('code', '=', code)
        .returningAll()
        .executeTakeFirstOrThrow();
      await more.andThen?.(trx, row);
      const after = more.audited ?? change;
      await writeAudit(trx, actorOf(request), { action, target: code, after }, deps.now());
    });
  }

  app.get(ASTROLOGER_PATHS.me, ONLY_ASTROLOGERS, async (request): Promise<AstrologerMe> => {
    const astrologer = await mine(request);
    const types = await db
      .selectFrom('astro_reading_types')
      .selectAll()
      .where('active', '=', 1)
      .orderBy('sort_order')
      .execute();
    return {
      id: astrologer.id,
      name: astrologer.name,
      email: astrologer.email,
      feedUrl: `${deps.config.publicUrl}${feedPath(astrologer.feed_token)}`,
      settings: await readSettings(db, astrologer.id),
      readingTypes: types.map((t) => ({
        id: t.id,
        name: t.name,
        durationMinutes: t.duration_minutes,
      })),
    };
  });

  app.put(ASTROLOGER_PATHS.settings, ONLY_ASTROLOGERS, async (request) => {
    const astrologer = await mine(request);
    const settings = parse(availabilitySettingsSchema, request.body);
    const overlap = overlapProblem(settings);
    if (overlap) {
      throw new ApiError(400, 'VALIDATION', `Two ranges overlap (${overlap}).`, [
        { path: 'weekly', message: `Ranges overlap: ${overlap}` },
      ]);
    }
    await saveSettings(db, astrologer.id, settings);
    await writeAudit(
      db,
      actorOf(request),
      { action: 'astro.settings.save', target: `astrologer:${astrologer.id}`, after: settings },
      deps.now(),
    );
    return { settings: await readSettings(db, astrologer.id) };
  });

  const bookings = {
    ...ONLY_ASTROLOGERS,
    schema: { querystring: z.looseObject({ when: queryValue('`past`, or the coming ones') }) },
  };
  app.get(ASTROLOGER_PATHS.bookings, bookings, async (request) => {
    const astrologer = await mine(request);
    const { when } = request.query;
    const now = deps.now().toISOString();
    let query = db
      .selectFrom('astro_bookings as b')
      .innerJoin('astro_reading_types as t', 't.id', 'b.reading_type_id')
      .selectAll('b')
      .select('t.name as reading_name')
      .where('b.astrologer_id', '=', astrologer.id)
      .where('b.status', 'in', ['CONFIRMED', 'CANCELLED']);
    query =
      when === 'past'
        ? query.where('b.start_utc', '<', now).orderBy('b.start_utc', 'desc')
        : query.where('b.start_utc', '>=', now).orderBy('b.start_utc');
    const rows = await query.limit(200).execute();
    const bookings: AstrologerBooking[] = rows.map((row) => ({
      code: row.code,
      status: row.status as AstrologerBooking['status'],
      readingName: row.reading_name,
      start: row.start_utc,
      end: row.end_utc,
      people: peopleOf(row),
      question: row.question,
      devoteeEmail: row.contact_email,
      visitorTimeZone: row.visitor_time_zone,
      meetingUrl: meetingLink(row, astrologer),
      outcome: row.outcome,
      changeReason: row.change_reason,
    }));
    return { bookings };
  });

  const ofBooking = { ...ONLY_ASTROLOGERS, schema: { params: codeParams } };
  app.post(`${ASTROLOGER_PATHS.bookings}/:code/outcome`, ofBooking, async (request) => {
    const { outcome } = parse(outcomeRequestSchema, request.body);
    const booking = await myBooking(request);
    if (booking.status !== 'CONFIRMED' || Date.parse(booking.start_utc) > deps.now().getTime()) {
      throw new ApiError(
        409,
        'NOT_YET',
        'A reading can be marked completed or a no-show once it has started.',
      );
    }
    await changeMyBooking(request, booking.code, 'astro.booking.outcome', { outcome });
    return { code: booking.code, outcome };
  });

  app.post(`${ASTROLOGER_PATHS.bookings}/:code/meeting-link`, ofBooking, async (request) => {
    const { meetingUrl } = parse(meetingLinkRequestSchema, request.body);
    const booking = await myBooking(request);
    if (booking.status !== 'CONFIRMED') {
      throw new ApiError(409, 'NOT_CONFIRMED', 'Only a confirmed reading takes a meeting link.');
    }
    const change = { meeting_url: meetingUrl };
    await changeMyBooking(request, booking.code, 'astro.booking.meetingLink', change, {
      audited: { meetingUrl },
      // The reminders carry the link: queue them again with the new one.
      async andThen(trx, row) {
        const { readingType, astrologer } = await bookingParts(trx, row);
        await scheduleReminders(trx, {
          booking: row,
          readingType,
          astrologer,
          publicUrl: context.publicUrl,
          now: deps.now(),
          temple: await readTempleContact(trx),
        });
      },
    });
    return { code: booking.code, meetingUrl };
  });

  app.post(ASTROLOGER_PATHS.regenerateFeed, ONLY_ASTROLOGERS, async (request) => {
    const astrologer = await mine(request);
    const token = newFeedToken();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('astro_astrologers')
        .set({ feed_token: token })
        .where('id', '=', astrologer.id)
        .execute();
      await writeAudit(
        trx,
        actorOf(request),
        { action: 'astro.feed.regenerate', target: `astrologer:${astrologer.id}` },
        deps.now(),
      );
    });
    return { feedUrl: `${deps.config.publicUrl}${feedPath(token)}` };
  });

  const feed = { schema: { params: feedParams } };
  app.get('/puja-web-v2/api/astro/feeds/:file', feed, async (request, reply) => {
    const { file } = request.params;
    const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
    const ics = token ? await astrologerFeed(db, token, deps.config.publicUrl, deps.now()) : null;
    if (!ics) throw new ApiError(404, 'NOT_FOUND', 'No such calendar feed.');
    return reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Cache-Control', PRIVATE_NO_STORE)
      .header('Referrer-Policy', 'no-referrer')
      .send(ics);
  });
}
