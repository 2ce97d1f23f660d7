/**
 * Working requests for the astrologer's console routes, for the staff
 * route-table test (server/staff/test-support/route-examples.ts spreads them
 * in). The test signs in a fresh astrologer just before `prepare` runs: the
 * newest astrologer member is the one the request comes from.
 */
import type { ApiTestServer } from '../../test-support/api-server';
import { ASTROLOGER_PATHS } from '../../../domain/astro/astrologer-pages';
import { astrologerOf } from '../astrologer-profile';
import { newBookingCode } from '../holds';
import { NO_SETTINGS } from './astrologers';
import { exampleBooking } from './example-booking';

/** The newest astrologer member's profile (created on first use, as the pages do). */
async function newestAstrologer(server: ApiTestServer) {
  const db = server.database.db;
  const member = await db
    .selectFrom('staff_members')
    .select(['id', 'email', 'name', 'role'])
    .where('role', '=', 'astrologer')
    .orderBy('created_at', 'desc')
    .orderBy('email', 'desc')
    .executeTakeFirstOrThrow();
  return astrologerOf(db, { ...member, role: 'astrologer' });
}

/** A confirmed reading of the newest astrologer that started an hour ago. */
async function pastBooking(server: ApiTestServer): Promise<string> {
  const astrologer = await newestAstrologer(server);
  const code = newBookingCode();
  const now = server.app.deps.now();
  const start = new Date(now.getTime() - 3_600_000);
  const stamp = now.toISOString();
  await server.database.db
    .insertInto('astro_bookings')
    .values(
      exampleBooking({ code, reading_type_id: 2, astrologer_id: astrologer.id, start, stamp }),
    )
    .execute();
  return code;
}

export const ASTROLOGER_ROUTE_EXAMPLES = {
  [`GET ${ASTROLOGER_PATHS.me}`]: {},
  [`PUT ${ASTROLOGER_PATHS.settings}`]: {
    body: {
      ...NO_SETTINGS,
      timeZone: 'Asia/Kolkata',
      weekly: [{ weekday: 1, start: '09:00', end: '12:00' }],
    },
  },
  [`GET ${ASTROLOGER_PATHS.bookings}`]: { path: `${ASTROLOGER_PATHS.bookings}?when=past` },
  [`POST ${ASTROLOGER_PATHS.bookings}/:code/outcome`]: {
    prepare: async (server: ApiTestServer) => ({
      path: ASTROLOGER_PATHS.outcome(await pastBooking(server)),
      body: { outcome: 'COMPLETED' },
    }),
  },
  [`POST ${ASTROLOGER_PATHS.bookings}/:code/meeting-link`]: {
    prepare: async (server: ApiTestServer) => ({
      path: ASTROLOGER_PATHS.meetingLink(await pastBooking(server)),
      body: { meetingUrl: 'https://video.example.org/room/1' },
    }),
  },
  [`POST ${ASTROLOGER_PATHS.regenerateFeed}`]: { body: {} },
};
