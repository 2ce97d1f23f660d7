/**
 * Moving and cancelling a confirmed booking. A move frees the old cells and
 * takes the new ones in one transaction, so either the booking has moved and
 * the old time is free, or nothing changed.
 */
import type { BookingView } from '../../domain/astro/api';
import { canCancel, canReschedule, type BookingStatus } from '../../domain/astro/policy';
import type { MessageText } from '../../domain/message-text';
import { REFUND_NOTES } from './email-text';
import { ApiError } from '../http';
import { findBookingFor, toBookingView, type BookingAccess } from './booking-view';
import { isOnSchedule, loadAstrologer } from './catalog';
import { dropReminders, queueBookingMail, type AstroContext } from './context';
import { changedMeanwhile, notOnSchedule } from './errors';
import { occupyCells, releaseLapsedHolds, takeDayPlace } from './holds';
import type { AstroBookingTable } from './tables';
import { inRetriedTransaction } from '../db/retry-transaction';
import type { Trx } from '../db/schema';
import { type PaymentDeps, reversePayment, type ReverseResult } from '../payments';

const MINUTE_MS = 60_000;

function refuse(check: { ok: boolean; reason?: string; message?: string }): void {
  if (!check.ok) {
    throw new ApiError(
      check.reason === 'NOT_CONFIRMED' ? 409 : 422,
      check.reason ?? 'REFUSED',
      check.message ?? 'This change is not allowed.',
    );
  }
}

function policyInput(booking: AstroBookingTable) {
  return {
    status: booking.status as BookingStatus,
    startUtc: booking.start_utc,
    rescheduleCount: booking.reschedule_count,
  };
}

/** The visitor's booking and the time now, once `policy` allows the change at that time. */
async function bookingAllowing(
  context: AstroContext,
  code: string,
  access: BookingAccess,
  policy: typeof canCancel,
): Promise<{ booking: AstroBookingTable; now: Date }> {
  const now = context.now();
  const booking = await findBookingFor(context.db, code, access);
  refuse(policy(policyInput(booking), now));
  return { booking, now };
}

/** Gives the booking's time (its cells and its place in the day) back to the astrologer. */
async function freeBookedTime(trx: Trx, code: string): Promise<void> {
  await trx.deleteFrom('astro_occupied_cells').where('booking_code', '=', code).execute();
  await trx.deleteFrom('astro_tickets').where('booking_code', '=', code).execute();
}

export async function rescheduleBooking(
  context: AstroContext,
  code: string,
  access: BookingAccess,
  newStart: string,
  visitorTimeZone?: string,
  reason = '',
): Promise<BookingView> {
  const { db } = context;
  const { booking, now } = await bookingAllowing(context, code, access, canReschedule);
  const astrologer = await loadAstrologer(db, booking.astrologer_id);
  const type = await db
    .selectFrom('astro_reading_types')
    .selectAll()
    .where('id', '=', booking.reading_type_id)
    .executeTakeFirstOrThrow();
  const start = new Date(newStart);
  if (!astrologer || !isOnSchedule(astrologer, type.duration_minutes, start, now)) {
    throw notOnSchedule(newStart);
  }
  if (start.getTime() === Date.parse(booking.start_utc)) {
    throw new ApiError(
      422,
      'SAME_TIME',
      'The reading is already at that time. Choose another time.',
    );
  }
  const end = new Date(start.getTime() + type.duration_minutes * MINUTE_MS);
  await inRetriedTransaction(db, async (trx) => {
    // Only the version we checked may move: a concurrent move makes this update miss.
    const moved = await trx
      .updateTable('astro_bookings')
      .set({
        start_utc: start.toISOString(),
        end_utc: end.toISOString(),
        reschedule_count: booking.reschedule_count + 1,
        ics_sequence: booking.ics_sequence + 1,
        visitor_time_zone: visitorTimeZone ?? booking.visitor_time_zone,
        change_reason: reason,
        updated_at: now.toISOString(),
      })
      .where('code', '=', code)
      .where('status', '=', 'CONFIRMED')
      .where('reschedule_count', '=', booking.reschedule_count)
      .returningAll()
      .executeTakeFirst();
    if (!moved) throw changedMeanwhile();
    await releaseLapsedHolds(trx, now, booking.astrologer_id);
    await freeBookedTime(trx, code);
    await takeDayPlace(trx, astrologer, code, start, now);
    await occupyCells(trx, astrologer, code, start, end);
    await queueBookingMail(context, trx, moved, 'RESCHEDULED', undefined, booking.start_utc);
  });
  return toBookingView(db, await findBookingFor(db, code, access), context.now());
}

/** The booking's refund state, and what the devotee is told about the money. */
function refundOf(result: ReverseResult | null): { state: string; note: MessageText } {
  if (result?.outcome === 'VOIDED') return { state: 'VOIDED', note: REFUND_NOTES.voided };
  if (result?.outcome === 'REFUNDED') return { state: 'REFUNDED', note: REFUND_NOTES.refunded };
  // Not given back now (the gateway refused or could not be reached): the office's queue does it.
  return { state: 'DUE', note: REFUND_NOTES.due };
}

/**
 * Cancels a confirmed booking up to 24 hours before it starts, frees its time
 * and gives the charge back through the payment service (voided while
 * unsettled, refunded once settled); when that fails the refund is left DUE
 * for the office's queue.
 */
export async function cancelBooking(
  context: AstroContext,
  deps: PaymentDeps,
  code: string,
  access: BookingAccess,
  reason = '',
): Promise<BookingView> {
  const { db } = context;
  const { booking, now } = await bookingAllowing(context, code, access, canCancel);
  const cancelled = await inRetriedTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('astro_bookings')
      .set({
        status: 'CANCELLED',
        cancel_reason: 'VISITOR',
        change_reason: reason,
        ics_sequence: booking.ics_sequence + 1,
        updated_at: now.toISOString(),
      })
      .where('code', '=', code)
      .where('status', '=', 'CONFIRMED')
      .returningAll()
      .executeTakeFirst();
    if (!row) throw changedMeanwhile();
    await freeBookedTime(trx, code);
    await dropReminders(trx, code);
    return row;
  });
  const reversed = cancelled.payment_trans_id
    ? await reversePayment(deps, { kind: 'BOOKING', ref: code }).catch((error: unknown) => {
        context.log.warn({ err: error, code }, 'Cancelled booking: the charge was not given back');
        return null;
      })
    : null;
  const refund = refundOf(reversed);
  await inRetriedTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('astro_bookings')
      .set({ refund_state: refund.state, updated_at: context.now().toISOString() })
      .where('code', '=', code)
      .returningAll()
      .executeTakeFirstOrThrow();
    await queueBookingMail(context, trx, row, 'CANCELLED', refund.note);
  });
  return toBookingView(db, await findBookingFor(db, code, access), context.now());
}
