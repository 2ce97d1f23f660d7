/**
 * Holding a slot while the visitor pays. The hold inserts the booking, its
 * places in the limited pools (the astrologer's day, the email's and the
 * client's unpaid holds) and the cells it occupies in one transaction; the
 * cells' primary key refuses any overlap, so two visitors can never hold the
 * same astrologer's time. "Any astrologer" tries the free astrologers, the
 * least booked first, each attempt in a transaction of its own.
 */
import { DEFAULT_LANGUAGE } from '../../domain/visitor-language';
import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import {
  ANY_ASTROLOGER,
  BOOKING_CODE_ALPHABET,
  type BookingView,
  type HoldRequest,
} from '../../domain/astro/api';
import { DISCLAIMER_VERSION } from '../../domain/astro/disclaimer';
import { HOLD_MINUTES, MAX_UNPAID_HOLDS } from '../../domain/astro/policy';
import { astrologerDate, cellsFor } from '../../domain/astro/slots';
import { isUniqueViolation } from '../db/connect';
import { ApiError } from '../http';
import type { Db, Trx } from '../db/schema';
import { toBookingView } from './booking-view';
import {
  astrologersOffering,
  findReadingType,
  isOnSchedule,
  type LoadedAstrologer,
} from './catalog';
import { dayFull, notOnSchedule, slotTaken, tooManyHolds } from './errors';
import { clientScope, dayScope, emailScope, holdsTime, isLiveHold, takeTicket } from './tickets';
import { OPEN_STATUSES, PAYMENT_STATUS } from '../payments';
import { inRetriedTransaction } from '../db/retry-transaction';

const MINUTE_MS = 60_000;

export function newBookingCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1)
    code += BOOKING_CODE_ALPHABET[randomInt(BOOKING_CODE_ALPHABET.length)];
  return code;
}

/** Cancels holds (by code) and frees their cells and places. */
async function cancelHolds(trx: Trx | Db, codes: string[], reason: string, now: Date) {
  if (codes.length === 0) return;
  await trx
    .updateTable('astro_bookings')
    .set({ status: 'CANCELLED', cancel_reason: reason, updated_at: now.toISOString() })
    .where('code', 'in', codes)
    .where('status', '=', 'HELD')
    .execute();
  await trx.deleteFrom('astro_occupied_cells').where('booking_code', 'in', codes).execute();
  await trx.deleteFrom('astro_tickets').where('booking_code', 'in', codes).execute();
}

/**
 * Cancels holds whose 15 minutes are up (and whose payment is not in flight)
 * and frees their cells. Runs inside the transaction that is about to insert
 * cells, and from the periodic sweep.
 */
export async function releaseLapsedHolds(
  trx: Trx | Db,
  now: Date,
  astrologerId?: number,
): Promise<string[]> {
  let query = trx
    .selectFrom('astro_bookings')
    .select('code')
    .where('status', '=', 'HELD')
    .where('hold_expires_at', '<=', now.toISOString())
    .where('payment_state', 'not in', [...OPEN_STATUSES]);
  if (astrologerId !== undefined) query = query.where('astrologer_id', '=', astrologerId);
  const codes = (await query.execute()).map((row) => row.code);
  await cancelHolds(trx, codes, 'HOLD_EXPIRED', now);
  return codes;
}

/** Inserts the cells of [start, end) plus the buffers; a taken cell becomes SLOT_TAKEN. */
export async function occupyCells(
  trx: Trx,
  astrologer: LoadedAstrologer,
  code: string,
  start: Date,
  end: Date,
): Promise<void> {
  const { row, schedule } = astrologer;
  const cells = cellsFor(
    start.getTime(),
    end.getTime(),
    schedule.bufferMinutes,
    schedule.bufferBeforeMinutes,
  ).map((cell) => ({
    astrologer_id: row.id,
    cell_start: new Date(cell).toISOString(),
    booking_code: code,
  }));
  try {
    await trx.insertInto('astro_occupied_cells').values(cells).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw slotTaken();
    throw error;
  }
}

/** Takes the astrologer's place for the day of `start`, when the astrologer has a daily limit. */
export async function takeDayPlace(
  trx: Trx,
  astrologer: LoadedAstrologer,
  code: string,
  start: Date,
  now: Date,
): Promise<void> {
  const limit = astrologer.schedule.dailyLimit ?? 0;
  if (limit <= 0) return;
  const scope = dayScope(astrologer.row.id, astrologerDate(start, astrologer.schedule));
  if (!(await takeTicket(trx, scope, limit, code, holdsTime(now)))) throw dayFull();
}

/** Readings each astrologer has from now on (confirmed or held): the fewest get the next one. */
async function upcomingLoad(db: Db, ids: number[], now: Date): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('astro_bookings')
    .select(['astro_bookings.astrologer_id', sql<number>`count(*)`.as('count')])
    .where('astro_bookings.astrologer_id', 'in', ids)
    .where('astro_bookings.start_utc', '>=', now.toISOString())
    .where(holdsTime(now))
    .groupBy('astro_bookings.astrologer_id')
    .execute();
  return new Map(rows.map((row) => [row.astrologer_id, Number(row.count)]));
}

/** The astrologers to try for a hold: the chosen one, or every free one, least booked first. */
async function candidates(
  db: Db,
  request: HoldRequest,
  durationMinutes: number,
  start: Date,
  now: Date,
): Promise<LoadedAstrologer[]> {
  const offering = await astrologersOffering(db, request.readingTypeId);
  if (request.astrologerId !== ANY_ASTROLOGER) {
    const chosen = offering.find((a) => a.row.id === request.astrologerId);
    if (!chosen) {
      throw new ApiError(400, 'VALIDATION', 'Choose a reading and an astrologer from the list.', [
        { path: 'astrologerId', message: 'This astrologer does not offer this reading' },
      ]);
    }
    return isOnSchedule(chosen, durationMinutes, start, now) ? [chosen] : [];
  }
  const onSchedule = offering.filter((a) => isOnSchedule(a, durationMinutes, start, now));
  const load = await upcomingLoad(
    db,
    onSchedule.map((a) => a.row.id),
    now,
  );
  // A random tie-break keeps equally booked astrologers equally likely.
  return onSchedule
    .map((astrologer) => ({
      astrologer,
      load: load.get(astrologer.row.id) ?? 0,
      tie: Math.random(),
    }))
    .sort((a, b) => a.load - b.load || a.tie - b.tie)
    .map((entry) => entry.astrologer);
}

export interface HoldClient {
  /** The client's address as the server sees it (request.ip). */
  address: string;
}

export async function createHold(
  db: Db,
  request: HoldRequest,
  client: HoldClient,
  now: Date,
): Promise<BookingView> {
  const type = await findReadingType(db, request.readingTypeId);
  if (!type) {
    throw new ApiError(400, 'VALIDATION', 'Choose a reading and an astrologer from the list.', [
      { path: 'readingTypeId', message: 'Choose a reading from the list' },
    ]);
  }
  if (request.people.length !== type.people_count) {
    throw new ApiError(
      400,
      'VALIDATION',
      `A ${type.name.toLowerCase()} needs the birth details of ${type.people_count === 1 ? 'one person' : `${type.people_count} people`}.`,
      [{ path: 'people', message: `Give the details of exactly ${type.people_count}` }],
    );
  }
  if (request.disclaimerVersion !== DISCLAIMER_VERSION) {
    throw new ApiError(
      400,
      'DISCLAIMER_OUTDATED',
      'The disclaimer has changed since you accepted it. Please read and accept it again.',
      [{ path: 'disclaimerVersion', message: 'Accept the current disclaimer' }],
    );
  }
  const start = new Date(request.start);
  const email = request.email.trim().toLowerCase();
  const astrologers = await candidates(db, request, type.duration_minutes, start, now);
  if (astrologers.length === 0) throw notOnSchedule(request.start);
  const end = new Date(start.getTime() + type.duration_minutes * MINUTE_MS);
  let refusal: ApiError = slotTaken();
  for (const astrologer of astrologers) {
    const code = newBookingCode();
    try {
      await inRetriedTransaction(db, async (trx) => {
        await releaseLapsedHolds(trx, now, astrologer.row.id);
        if (request.replacesCode)
          await releaseOwnHold(trx, request.replacesCode, email, client, now);
        await insertHold(trx, { request, type, astrologer, code, start, end, email, client, now });
        // Places are taken in one fixed order (email, client, day, cells), so racing holds never deadlock.
        if (!(await takeTicket(trx, emailScope(email), MAX_UNPAID_HOLDS, code, isLiveHold(now)))) {
          throw tooManyHolds('email');
        }
        const clientPool = clientScope(client.address);
        if (!(await takeTicket(trx, clientPool, MAX_UNPAID_HOLDS, code, isLiveHold(now)))) {
          throw tooManyHolds('client');
        }
        await takeDayPlace(trx, astrologer, code, start, now);
        await occupyCells(trx, astrologer, code, start, end);
      });
      const booking = await db
        .selectFrom('astro_bookings')
        .selectAll()
        .where('code', '=', code)
        .executeTakeFirstOrThrow();
      return toBookingView(db, booking, now);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code !== 'SLOT_TAKEN' && error.code !== 'DAY_FULL') throw error;
      refusal = error;
    }
  }
  throw refusal;
}

/** "Holding again releases the visitor's previous hold": only an unpaid hold of the same visitor. */
async function releaseOwnHold(
  trx: Trx,
  code: string,
  email: string,
  client: HoldClient,
  now: Date,
): Promise<void> {
  const previous = await trx
    .selectFrom('astro_bookings')
    .select(['code', 'contact_email', 'client_address'])
    .where('code', '=', code)
    .where('status', '=', 'HELD')
    .where('payment_state', 'not in', [...OPEN_STATUSES, PAYMENT_STATUS.paid])
    .executeTakeFirst();
  if (!previous) return;
  if (previous.contact_email !== email && previous.client_address !== client.address) return;
  await cancelHolds(trx, [previous.code], 'REPLACED', now);
}

/** What every new booking starts with: never moved, no payment yet, nothing said after it. */
export const NEW_BOOKING = {
  reschedule_count: 0,
  ics_sequence: 0,
  payment_trans_id: null,
  payment_message: null,
  cancel_reason: '',
  refund_state: 'NONE',
  meeting_url: '',
  outcome: '',
  change_reason: '',
} as const;

async function insertHold(
  trx: Trx,
  hold: {
    request: HoldRequest;
    type: { id: number; price_cents: number };
    astrologer: LoadedAstrologer;
    code: string;
    start: Date;
    end: Date;
    email: string;
    client: HoldClient;
    now: Date;
  },
): Promise<void> {
  const { request, type, astrologer, code, start, end, email, client, now } = hold;
  const stamp = now.toISOString();
  await trx
    .insertInto('astro_bookings')
    .values({
      code,
      access_token: randomBytes(18).toString('base64url'),
      reading_type_id: type.id,
      astrologer_id: astrologer.row.id,
      start_utc: start.toISOString(),
      end_utc: end.toISOString(),
      status: 'HELD',
      hold_expires_at: new Date(now.getTime() + HOLD_MINUTES * MINUTE_MS).toISOString(),
      disclaimer_version: request.disclaimerVersion,
      people: JSON.stringify(request.people),
      contact_email: email,
      visitor_time_zone: request.visitorTimeZone,
      ...NEW_BOOKING,
      price_cents: type.price_cents,
      invoice_number: `AST-${code}`,
      payment_state: 'NONE',
      created_at: stamp,
      updated_at: stamp,
      confirmed_at: null,
      question: request.question ?? '',
      client_address: client.address,
      language: request.language ?? DEFAULT_LANGUAGE,
    })
    .execute();
}
