/**
 * An astrologer's private calendar feed: every confirmed reading of theirs
 * from 30 days back, as one iCalendar file a calendar app subscribes to.
 * The URL carries the astrologer's feed secret (regenerable in the console).
 */
import { escapeIcsText, foldIcsLine, icsUtc, quotedParam } from '../../domain/astro/ics';
import type { Db } from '../db/schema';
import { astrologerWhere } from './astrologer-profile';
import { bookingEvent, meetingLink, peopleOf } from './meeting';

const DAY_MS = 86_400_000;

export const feedPath = (token: string) => `/puja-web-v2/api/astro/feeds/${token}.ics`;

export async function astrologerFeed(
  db: Db,
  token: string,
  publicUrl: string,
  now: Date,
): Promise<string | null> {
  if (token.length < 20) return null;
  const astrologer = await astrologerWhere(db, 'feed_token', token).executeTakeFirst();
  if (!astrologer) return null;
  const rows = await db
    .selectFrom('astro_bookings as b')
    .innerJoin('astro_reading_types as t', 't.id', 'b.reading_type_id')
    .selectAll('b')
    .select(['t.name as type_name'])
    .where('b.astrologer_id', '=', astrologer.id)
    .where('b.status', '=', 'CONFIRMED')
    .where('b.start_utc', '>=', new Date(now.getTime() - 30 * DAY_MS).toISOString())
    .orderBy('b.start_utc')
    .execute();
  const types = await db.selectFrom('astro_reading_types').selectAll().execute();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Amrita Puja//Astrology readings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(`Readings of ${astrologer.name}`)}`,
  ];
  for (const row of rows) {
    const type = types.find((t) => t.id === row.reading_type_id)!;
    const event = bookingEvent(row, type, astrologer, publicUrl);
    const names = peopleOf(row)
      .map((p) => p.fullName)
      .join(' and ');
    const link = meetingLink(row, astrologer);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${row.code}@astro.amritapuja`,
      `SEQUENCE:${row.ics_sequence}`,
      `DTSTAMP:${icsUtc(now)}`,
      `DTSTART:${icsUtc(row.start_utc)}`,
      `DTEND:${icsUtc(row.end_utc)}`,
      `SUMMARY:${escapeIcsText(`${row.type_name}: ${names} (${row.code})`)}`,
      `DESCRIPTION:${escapeIcsText(`${row.question ? `Question: ${row.question}\n` : ''}${event.details}`)}`,
      `LOCATION:${escapeIcsText(event.location)}`,
      ...(link ? [`URL:${link}`] : []),
      `ORGANIZER;CN=${quotedParam(astrologer.name)}:mailto:${astrologer.email}`,
      `ATTENDEE;CN=${quotedParam(names)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${row.contact_email}`,
      'STATUS:CONFIRMED',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
