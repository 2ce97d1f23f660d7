/**
 * Holding a slot while the visitor pays. The hold inserts the booking and the
 * cells it occupies in one transaction; the cells' primary key refuses any
 * overlap, so two visitors can never hold the same astrologer's time.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  BOOKING_CODE_ALPHABET,
  type BookingView,
  type HoldRequest,
} from '../../src/domain/astro/api';
import { DISCLAIMER_VERSION } from '../../src/domain/astro/disclaimer';
import { HOLD_MINUTES } from '../../src/domain/astro/policy';
import { cellsFor } from '../../src/domain/astro/slots';
import { isUniqueViolation } from '../db/connect';
import { ApiError } from '../http/errors';
import type { Database } from '../db/schema';
import { toBookingView } from './booking-view';
import { findReadingType, isOnSchedule, loadAstrologer } from './catalog';
import { notOnSchedule, slotTaken } from './errors';
import { OPEN_STATUSES } from '../payments/attempts/vocabulary';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

const MINUTE_MS = 60_000;

export function newBookingCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1)
    code += BOOKING_CODE_ALPHABET[randomInt(BOOKING_CODE_ALPHABET.length)];
  return code;
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
  if (codes.length === 0) return [];
  await trx
    .updateTable('astro_bookings')
    .set({ status: 'CANCELLED', cancel_reason: 'HOLD_EXPIRED', updated_at: now.toISOString() })
    .where('code', 'in', codes)
    .where('status', '=', 'HELD')
    .execute();
  await trx.deleteFrom('astro_occupied_cells').where('booking_code', 'in', codes).execute();
  return codes;
}

/** Inserts the cells of [start, end) plus the buffer; a taken cell becomes SLOT_TAKEN. */
export async function occupyCells(
  trx: Trx,
  astrologerId: number,
  code: string,
  start: Date,
  end: Date,
  bufferMinutes: number,
): Promise<void> {
  const cells = cellsFor(start.getTime(), end.getTime(), bufferMinutes).map((cell) => ({
    astrologer_id: astrologerId,
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

export async function createHold(db: Db, request: HoldRequest, now: Date): Promise<BookingView> {
  const [type, astrologer] = await Promise.all([
    findReadingType(db, request.readingTypeId),
    loadAstrologer(db, request.astrologerId),
  ]);
  if (!type || !astrologer) {
    throw new ApiError(400, 'VALIDATION', 'Choose a reading and an astrologer from the list.', [
      ...(type ? [] : [{ path: 'readingTypeId', message: 'Not a reading we offer' }]),
      ...(astrologer ? [] : [{ path: 'astrologerId', message: 'Not an astrologer we list' }]),
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
  if (!isOnSchedule(astrologer, type.duration_minutes, start, now))
    throw notOnSchedule(request.start);
  const end = new Date(start.getTime() + type.duration_minutes * MINUTE_MS);
  const code = newBookingCode();
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await releaseLapsedHolds(trx, now, astrologer.row.id);
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
        contact_email: request.email.trim().toLowerCase(),
        visitor_time_zone: request.visitorTimeZone,
        reschedule_count: 0,
        ics_sequence: 0,
        price_cents: type.price_cents,
        invoice_number: `AST-${code}`,
        payment_state: 'NONE',
        payment_trans_id: null,
        payment_message: null,
        cancel_reason: '',
        refund_state: 'NONE',
        created_at: stamp,
        updated_at: stamp,
        confirmed_at: null,
      })
      .execute();
    await occupyCells(trx, astrologer.row.id, code, start, end, astrologer.row.buffer_minutes);
  });
  const booking = await db
    .selectFrom('astro_bookings')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return toBookingView(db, booking, now);
}
