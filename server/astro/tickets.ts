/**
 * Limited pools of places (astro_tickets): an astrologer's readings on one
 * day, an email address's or a client address's unpaid holds. A booking
 * takes the lowest free numbered place; the primary key (scope, ticket) lets
 * at most `limit` bookings in, even when requests race. Places whose booking
 * no longer counts (cancelled, paid, lapsed) are cleared first.
 */
import type { ExpressionBuilder } from 'kysely';
import type { Database, Trx } from '../db/schema';
import { OPEN_STATUSES } from '../payments';

type BookingFilter = (
  eb: ExpressionBuilder<Database, 'astro_bookings'>,
) => ReturnType<ExpressionBuilder<Database, 'astro_bookings'>['or']>;

/** A booking holds an astrologer's time while confirmed, or held and not lapsed. */
export function holdsTime(now: Date): BookingFilter {
  return (eb) =>
    eb.or([
      eb('astro_bookings.status', '=', 'CONFIRMED'),
      eb.and([
        eb('astro_bookings.status', '=', 'HELD'),
        eb.or([
          eb('astro_bookings.hold_expires_at', '>', now.toISOString()),
          eb('astro_bookings.payment_state', 'in', [...OPEN_STATUSES]),
        ]),
      ]),
    ]);
}

/** A live unpaid hold: held, not lapsed (or its payment still in flight). */
export function isLiveHold(now: Date): BookingFilter {
  return (eb) =>
    eb.or([
      eb.and([
        eb('astro_bookings.status', '=', 'HELD'),
        eb.or([
          eb('astro_bookings.hold_expires_at', '>', now.toISOString()),
          eb('astro_bookings.payment_state', 'in', [...OPEN_STATUSES]),
        ]),
      ]),
    ]);
}

/** Takes a place in `scope` for `code`; false when all `limit` places are taken. */
export async function takeTicket(
  trx: Trx,
  scope: string,
  limit: number,
  code: string,
  counts: BookingFilter,
): Promise<boolean> {
  await trx
    .deleteFrom('astro_tickets')
    .where('scope', '=', scope)
    .where('booking_code', 'not in', (eb) =>
      eb.selectFrom('astro_bookings').select('astro_bookings.code').where(counts),
    )
    .execute();
  for (let ticket = 1; ticket <= limit; ticket += 1) {
    const inserted = await trx
      .insertInto('astro_tickets')
      .values({ scope, ticket, booking_code: code })
      .onConflict((oc) => oc.columns(['scope', 'ticket']).doNothing())
      .returning('ticket')
      .executeTakeFirst();
    if (inserted) return true;
  }
  return false;
}

export const dayScope = (astrologerId: number, date: string) => `day:${astrologerId}:${date}`;
export const emailScope = (email: string) => `email:${email.trim().toLowerCase()}`;
export const clientScope = (address: string) => `client:${address}`;
