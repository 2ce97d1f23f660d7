/**
 * Whose data a devotee's erasure request is about. With a link's token (the
 * order's My order link, the booking's link) the token is the proof: a token
 * that opens nothing is refused, an erased subject says so. With a number and
 * an email, anyone may type them: no answer may tell whether they matched, so
 * a mismatch, an unknown number and an erased subject are all just "null".
 */
import type { Kysely } from 'kysely';
import type { DevoteeErasureRequest, ErasureSource } from '../../domain/privacy/requests';
import { ERASED } from '../../domain/privacy/retention';
import { findBookingFor } from '../astro';
import type { Database } from '../db/schema';
import { ApiError } from '../http';
import { orderOfToken, type LinkLife } from '../orders';
import { normalEmail } from './person';

type Db = Kysely<Database>;

export interface Requester {
  /** The order's or booking's own address: the confirmation mail goes there. */
  email: string;
  reference: string;
  source: ErasureSource;
  /** The order's or booking's language, for the mail. */
  language: string | null;
}

function notErasedYet(found: Requester): Requester {
  if (found.email === ERASED) {
    throw new ApiError(409, 'ALREADY_ERASED', 'These details were erased already');
  }
  return found;
}

async function bookingRequester(db: Db, code: string, email?: string) {
  const booking = await db
    .selectFrom('astro_bookings')
    .select(['code', 'contact_email', 'language'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (!booking || (email !== undefined && normalEmail(booking.contact_email) !== email)) {
    return null;
  }
  return { email: booking.contact_email, reference: booking.code, language: booking.language };
}

async function orderRequester(db: Db, orderNumber: string, email?: string) {
  const order = await db
    .selectFrom('orders')
    .select(['order_number', 'customer_email', 'language'])
    .where('order_number', '=', orderNumber.toUpperCase())
    .executeTakeFirst();
  if (!order || (email !== undefined && normalEmail(order.customer_email) !== email)) return null;
  return { email: order.customer_email, reference: order.order_number, language: order.language };
}

/** `life`: a My order link asks only while it still opens its page (an expired one is unknown). */
export async function requester(
  db: Db,
  body: DevoteeErasureRequest,
  life: LinkLife,
): Promise<Requester | null> {
  if ('token' in body) {
    if ('bookingCode' in body) {
      const booking = await findBookingFor(db, body.bookingCode, { token: body.token });
      return notErasedYet({
        email: booking.contact_email,
        reference: booking.code,
        source: 'BOOKING_PAGE',
        language: booking.language,
      });
    }
    const found = await orderRequester(db, body.orderNumber);
    if (!found || (await orderOfToken(db, body.token, life)) !== found.reference) {
      throw new ApiError(404, 'NOT_FOUND', 'No order with that number and link');
    }
    return notErasedYet({ ...found, source: 'ORDER_PAGE' });
  }
  const email = normalEmail(body.email);
  const found =
    'bookingCode' in body
      ? await bookingRequester(db, body.bookingCode, email)
      : await orderRequester(db, body.orderNumber, email);
  if (!found || found.email === ERASED) return null;
  return { ...found, source: 'bookingCode' in body ? 'BOOKING_FORM' : 'ORDER_FORM' };
}
