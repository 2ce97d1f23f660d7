/** A booking as the API shows it, and who may see it. */
import { timingSafeEqual } from 'node:crypto';
import { ASTRO_PATHS, type BookingView } from '../../domain/astro/api';
import { canCancel, canReschedule, type BookingStatus } from '../../domain/astro/policy';
import type { Person } from '../../domain/astro/api';
import type { Db } from '../db/schema';
import { bookingParts, offeredTypeIds, toAstrologer } from './catalog';
import { notFound } from './errors';
import { meetingLink } from './meeting';
import type { AstroBookingTable } from './tables';

export interface BookingAccess {
  email?: string | undefined;
  token?: string | undefined;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The code plus the booking's email (any case), or the code plus the link's token. */
export function mayAccess(booking: AstroBookingTable, access: BookingAccess): boolean {
  if (access.token) return sameSecret(access.token, booking.access_token);
  if (access.email) return access.email.trim().toLowerCase() === booking.contact_email;
  return false;
}

export async function findBookingFor(
  db: Db,
  code: string,
  access: BookingAccess,
): Promise<AstroBookingTable> {
  const booking = await db
    .selectFrom('astro_bookings')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst();
  if (!booking || !mayAccess(booking, access)) throw notFound();
  return booking;
}

export function bookingLinks(
  booking: Pick<AstroBookingTable, 'code' | 'access_token' | 'confirmed_at'>,
) {
  const query = `code=${encodeURIComponent(booking.code)}&token=${encodeURIComponent(booking.access_token)}`;
  const token = `?token=${encodeURIComponent(booking.access_token)}`;
  return {
    calendarUrl: `${ASTRO_PATHS.calendar(booking.code)}${token}`,
    rescheduleUrl: `/astro-reschedule?${query}`,
    // A booking paid once has a receipt for good (a service: docs/receipts.md).
    receiptUrl: booking.confirmed_at ? `${ASTRO_PATHS.receipt(booking.code)}${token}` : '',
  };
}

export async function toBookingView(
  db: Db,
  booking: AstroBookingTable,
  now: Date,
): Promise<BookingView> {
  const { readingType: type, astrologer } = await bookingParts(db, booking);
  const offered = await offeredTypeIds(db, astrologer.id);
  const status = booking.status as BookingStatus;
  const policyInput = {
    status,
    startUtc: booking.start_utc,
    rescheduleCount: booking.reschedule_count,
  };
  const people = JSON.parse(booking.people) as Person[];
  return {
    code: booking.code,
    status,
    readingType: {
      id: type.id,
      name: type.name,
      durationMinutes: type.duration_minutes,
      priceCents: booking.price_cents,
    },
    astrologer: toAstrologer(astrologer, offered),
    start: booking.start_utc,
    end: booking.end_utc,
    visitorTimeZone: booking.visitor_time_zone,
    email: booking.contact_email,
    peopleNames: people.map((person) => person.fullName),
    holdExpiresAt: status === 'HELD' ? booking.hold_expires_at : null,
    paymentState: booking.payment_state,
    rescheduleCount: booking.reschedule_count,
    reschedule: canReschedule(policyInput, now),
    cancel: canCancel(policyInput, now),
    ...bookingLinks(booking),
    question: booking.question,
    meetingUrl: meetingLink(booking, astrologer),
  };
}
