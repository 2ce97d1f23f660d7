/**
 * Paying for a held slot: the server's own price, one charge at a time per
 * booking, a confirmation email in the same transaction as the confirmation,
 * and reconciliation when the gateway's answer was lost.
 */
import type { BookingView, PayRequest } from '../../src/domain/astro/api';
import { HOLD_MINUTES } from '../../src/domain/astro/policy';
import type { ChargeResult } from '../payments/gateway';
import { ApiError } from '../http/errors';
import { findBookingFor, toBookingView } from './booking-view';
import { queueBookingMail, type AstroContext } from './context';
import { holdExpired } from './errors';
import { releaseLapsedHolds } from './holds';
import type { AstroBookingTable } from './tables';

export type PayOutcome =
  | { status: 'CONFIRMED'; booking: BookingView }
  | { status: 'DECLINED'; booking: BookingView; code: string; message: string }
  | { status: 'PAYMENT_UNKNOWN'; booking: BookingView; message: string };

/** Marks a held booking paid and queues its confirmation email, atomically. */
export async function confirmBooking(
  context: AstroContext,
  code: string,
  transId: string,
): Promise<void> {
  const stamp = context.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('astro_bookings')
      .set({
        status: 'CONFIRMED',
        payment_state: 'APPROVED',
        payment_trans_id: transId,
        payment_message: null,
        confirmed_at: stamp,
        updated_at: stamp,
      })
      .where('code', '=', code)
      .where('status', '=', 'HELD')
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new Error(`Booking ${code} was no longer held when its payment cleared`);
    await queueBookingMail(context, trx, updated, 'CONFIRMED');
  });
}

async function setPaymentState(
  context: AstroContext,
  code: string,
  state: string,
  message: string | null,
): Promise<void> {
  await context.db
    .updateTable('astro_bookings')
    .set({
      payment_state: state,
      payment_message: message,
      updated_at: context.now().toISOString(),
    })
    .where('code', '=', code)
    .execute();
}

function chargeRequest(booking: AstroBookingTable, request: PayRequest, typeName: string) {
  const billTo = request.billing;
  return {
    invoiceNumber: booking.invoice_number,
    refId: booking.code,
    amountCents: booking.price_cents,
    opaqueData: request.opaqueData,
    description: `Astrology reading ${booking.code}`,
    lineItems: [
      {
        itemId: `ASTRO-${booking.reading_type_id}`,
        name: typeName.slice(0, 31),
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
  };
}

/** Settles a charge's result on the booking; an approval that cannot be recorded is voided. */
async function settle(
  context: AstroContext,
  booking: AstroBookingTable,
  result: ChargeResult,
): Promise<void> {
  if (result.outcome === 'APPROVED') {
    try {
      await confirmBooking(context, booking.code, result.transId);
    } catch (error) {
      context.log.error(
        { err: error, code: booking.code },
        'approved charge not recorded; voiding',
      );
      await context.payments.voidTransaction(result.transId).catch(() => false);
      await setPaymentState(context, booking.code, 'ERROR', 'The payment could not be recorded');
      throw error;
    }
  } else if (result.outcome === 'UNKNOWN') {
    await setPaymentState(context, booking.code, 'UNKNOWN', result.message);
  } else {
    await setPaymentState(context, booking.code, result.outcome, result.message);
  }
}

export async function payForBooking(
  context: AstroContext,
  code: string,
  request: PayRequest,
  customerIp?: string,
): Promise<PayOutcome> {
  const { db } = context;
  const now = context.now();
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
  if (booking.status === 'CONFIRMED') return { status: 'CONFIRMED', booking: await view() };
  if (booking.status === 'CANCELLED') {
    if (booking.cancel_reason === 'HOLD_EXPIRED') throw holdExpired(HOLD_MINUTES);
    throw new ApiError(409, 'BOOKING_CANCELLED', 'This booking has been cancelled.');
  }
  // Claim the booking for one charge; a second request sees PENDING and stops.
  const claimed = await db
    .updateTable('astro_bookings')
    .set({ payment_state: 'PENDING', updated_at: now.toISOString() })
    .where('code', '=', code)
    .where('status', '=', 'HELD')
    .where('payment_state', 'in', ['NONE', 'DECLINED', 'ERROR'])
    .where('hold_expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    if (booking.payment_state === 'PENDING' || booking.payment_state === 'UNKNOWN') {
      throw new ApiError(
        409,
        'PAYMENT_IN_PROGRESS',
        'A payment for this booking is already being processed. Please wait a moment and check your email.',
      );
    }
    await releaseLapsedHolds(db, now, booking.astrologer_id);
    throw holdExpired(HOLD_MINUTES);
  }
  const type = await db
    .selectFrom('astro_reading_types')
    .select('name')
    .where('id', '=', booking.reading_type_id)
    .executeTakeFirstOrThrow();
  let result = await context.payments.charge({
    ...chargeRequest(booking, request, type.name),
    ...(customerIp ? { customerIp } : {}),
  });
  if (result.outcome === 'UNKNOWN') {
    // The answer was lost: look the charge up once before giving up on it.
    const found = await context.payments
      .findByInvoice(booking.invoice_number, booking.price_cents)
      .catch(() => null);
    if (found?.approved) {
      result = {
        outcome: 'APPROVED',
        transId: found.transId,
        authCode: '',
        accountNumber: '',
        accountType: '',
      };
    }
  }
  await settle(context, booking, result);
  if (result.outcome === 'APPROVED') return { status: 'CONFIRMED', booking: await view() };
  if (result.outcome === 'UNKNOWN') {
    return {
      status: 'PAYMENT_UNKNOWN',
      booking: await view(),
      message:
        'We could not get an answer from the card processor. Your time stays reserved while we check, and we will email you the result. Please do not pay again.',
    };
  }
  return {
    status: 'DECLINED',
    booking: await view(),
    code: result.code,
    message:
      result.outcome === 'DECLINED'
        ? `The card was not accepted: ${result.message} You can try another card while your time is held.`
        : `The payment could not be processed: ${result.message} You can try again while your time is held.`,
  };
}
