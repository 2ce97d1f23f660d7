/**
 * Paying for a held slot through the one payment service: the server's own
 * price, one open attempt at a time per booking (claimed together with the
 * booking), and the same outcomes, deadline and reconciliation as orders. A
 * resubmission of an attempt (same Idempotency-Key or same card token, e.g.
 * the retry after a network error) is resumed, never charged anew.
 */
import type { BookingView, PayRequest } from '../../domain/astro/api';
import { HOLD_MINUTES } from '../../domain/astro/policy';
import { ApiError } from '../http';
import {
  type AttemptOutcome,
  type AttemptRow,
  chargeAttempt,
  type ChargeFields,
  findResubmittedAttempt,
  OPEN_STATUSES,
  openAttempt,
  PAYABLE_AGAIN,
  PAYMENT_STATUS,
  type PaymentDeps,
  resumeAttempt,
  tokenHash,
} from '../payments';
import { findBookingFor, toBookingView } from './booking-view';
import type { AstroContext } from './context';
import { holdExpired } from './errors';
import { releaseLapsedHolds } from './holds';
import type { AstroBookingTable } from './tables';

export interface BookingPayOutcome {
  payment: AttemptOutcome;
  booking: BookingView;
}

function chargeFields(
  booking: AstroBookingTable,
  request: PayRequest,
  typeName: string,
  customerIp: string | undefined,
): ChargeFields {
  const billTo = request.billing;
  return {
    opaqueData: request.opaqueData,
    description: `Astrology reading ${booking.code}`,
    lineItems: [
      {
        itemId: `ASTRO-${booking.reading_type_id}`,
        name: typeName,
        quantity: 1,
        unitPriceCents: booking.price_cents,
      },
    ],
    customer: { email: booking.contact_email },
    billTo: {
      firstName: billTo.firstName,
      lastName: billTo.lastName,
      address: billTo.address,
      city: billTo.city,
      state: billTo.state,
      zip: billTo.zip,
      country: billTo.country,
    },
    ...(customerIp ? { customerIp } : {}),
  };
}

/** Claims a held booking for one new attempt: payment_state NONE/DECLINED → PENDING, atomically. */
async function claimBooking(
  context: AstroContext,
  booking: AstroBookingTable,
  idempotencyKey: string | undefined,
  hash: string,
): Promise<AttemptRow> {
  const now = context.now();
  const attempt = await context.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('astro_bookings')
      .set({ payment_state: PAYMENT_STATUS.pending, updated_at: now.toISOString() })
      .where('code', '=', booking.code)
      .where('status', '=', 'HELD')
      .where('payment_state', 'in', ['NONE', ...PAYABLE_AGAIN])
      .where('hold_expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return null;
    return openAttempt(trx, {
      kind: 'BOOKING',
      ref: booking.code,
      invoiceBase: booking.invoice_number,
      amountCents: booking.price_cents,
      idempotencyKey,
      tokenHash: hash,
      now,
    });
  });
  if (attempt) return attempt;
  if ((OPEN_STATUSES as readonly string[]).includes(booking.payment_state)) {
    throw new ApiError(
      409,
      'PAYMENT_IN_PROGRESS',
      'A payment for this booking is already being processed. Please wait a moment and check your email.',
    );
  }
  await releaseLapsedHolds(context.db, now, booking.astrologer_id);
  throw holdExpired(HOLD_MINUTES);
}

export async function payForBooking(
  context: AstroContext,
  deps: PaymentDeps,
  code: string,
  request: PayRequest,
  idempotencyKey: string | undefined,
  customerIp?: string,
): Promise<BookingPayOutcome> {
  const { db } = context;
  const booking = await findBookingFor(db, code, { email: request.email });
  const view = async () =>
    toBookingView(
      db,
      await db
        .selectFrom('astro_bookings')
        .selectAll()
        .where('code', '=', code)
        .executeTakeFirstOrThrow(),
      context.now(),
    );
  const type = await db
    .selectFrom('astro_reading_types')
    .select('name')
    .where('id', '=', booking.reading_type_id)
    .executeTakeFirstOrThrow();
  const fields = chargeFields(booking, request, type.name, customerIp);
  const hash = tokenHash(request.opaqueData.dataValue);
  const log = {
    info() {},
    warn: (details: object, message: string) => context.log.warn(details, message),
    error: (details: object, message: string) => context.log.error(details, message),
  };

  const earlier = await findResubmittedAttempt(db, 'BOOKING', idempotencyKey, hash, code);
  if (earlier && earlier.subject_ref === code) {
    const payment = await resumeAttempt(deps, earlier, fields, log);
    return { payment, booking: await view() };
  }
  if (booking.status === 'CONFIRMED') {
    const paid = { status: PAYMENT_STATUS.paid, attempt: 0, code: null, message: null } as const;
    return { payment: paid, booking: await view() };
  }
  if (booking.status === 'CANCELLED') {
    if (booking.cancel_reason === 'HOLD_EXPIRED') throw holdExpired(HOLD_MINUTES);
    throw new ApiError(409, 'BOOKING_CANCELLED', 'This booking has been cancelled.');
  }
  const attempt = await claimBooking(context, booking, idempotencyKey, hash);
  const payment = await chargeAttempt(deps, attempt, fields, log);
  return { payment, booking: await view() };
}
