/**
 * The emails of a booking (confirmed, moved, cancelled), each carrying the
 * booking's calendar file, with times in the visitor's and the astrologer's zones.
 */
import { buildIcs } from '../../src/domain/astro/ics';
import { formatUsd } from '../../src/domain/astro/policy';
import { formatInZone } from '../../src/domain/astro/time-zones';
import type { Person } from '../../src/domain/astro/api';
import { bookingLinks } from './booking-view';
import type { AstroAstrologerTable, AstroBookingTable, AstroReadingTypeTable } from './tables';

export interface AstroMail {
  /** What the mail is about (the booking code), for logs. */
  reference: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

export type MailKind = 'CONFIRMED' | 'RESCHEDULED' | 'CANCELLED';

export interface MailContext {
  booking: AstroBookingTable;
  readingType: AstroReadingTypeTable;
  astrologer: AstroAstrologerTable;
  publicUrl: string;
  now: Date;
}

const SITE = 'Amrita Puja';

export function calendarFile(context: MailContext, kind: MailKind): string {
  const { booking, readingType, astrologer, publicUrl } = context;
  const links = bookingLinks(booking);
  const names = (JSON.parse(booking.people) as Person[]).map((p) => p.fullName).join(' and ');
  return buildIcs({
    uid: `${booking.code}@astro.amritapuja`,
    sequence: booking.ics_sequence,
    method: kind === 'CANCELLED' ? 'CANCEL' : 'REQUEST',
    startUtc: booking.start_utc,
    endUtc: booking.end_utc,
    stamp: context.now,
    summary: `${readingType.name} with ${astrologer.name}`,
    description: [
      `Vedic astrology reading for ${names}.`,
      `Booking code: ${booking.code}.`,
      'The astrologer joins you by video call at this time; the link is sent before the reading.',
      `To reschedule (up to 24 hours before): ${publicUrl}${links.rescheduleUrl}`,
    ].join('\n'),
    location: 'Online (video call)',
    url: `${publicUrl}${links.rescheduleUrl}`,
    organizer: { name: SITE, email: astrologer.email },
    attendee: { name: names, email: booking.contact_email },
  });
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const SUBJECTS: Record<MailKind, string> = {
  CONFIRMED: 'Your astrology reading is booked',
  RESCHEDULED: 'Your astrology reading has moved',
  CANCELLED: 'Your astrology reading is cancelled',
};

export function bookingMail(context: MailContext, kind: MailKind, refundNote = ''): AstroMail {
  const { booking, readingType, astrologer, publicUrl } = context;
  const visitorTime = formatInZone(booking.start_utc, booking.visitor_time_zone);
  const astrologerTime = formatInZone(booking.start_utc, astrologer.time_zone);
  const reschedule = `${publicUrl}${bookingLinks(booking).rescheduleUrl}`;
  const opening: Record<MailKind, string> = {
    CONFIRMED: 'Thank you. Your reading is booked and paid.',
    RESCHEDULED:
      'Your reading has moved to a new time. The calendar file attached replaces the earlier one.',
    CANCELLED: `Your reading has been cancelled as you asked. ${refundNote}`.trim(),
  };
  const rows: [string, string][] = [
    ['Booking code', booking.code],
    ['Reading', `${readingType.name} (${readingType.duration_minutes} minutes)`],
    ['Astrologer', astrologer.name],
    ['Your time', `${visitorTime} (${booking.visitor_time_zone})`],
    ["Astrologer's time", `${astrologerTime} (${astrologer.time_zone})`],
    ['Price paid', formatUsd(booking.price_cents)],
  ];
  const changeLine =
    kind === 'CANCELLED'
      ? ''
      : `To reschedule, open ${reschedule} (at least 24 hours before the start; at most two moves).`;
  const text = [
    opening[kind],
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    changeLine,
    'The attached .ics file adds the reading to your calendar.',
  ]
    .filter((line, index, all) => line !== '' || all[index - 1] !== '')
    .join('\n');
  const html = [
    `<p>${escapeHtml(opening[kind])}</p>`,
    '<table>',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    kind === 'CANCELLED'
      ? ''
      : `<p><a href="${escapeHtml(reschedule)}">Reschedule your reading</a> (at least 24 hours before the start; at most two moves).</p>`,
    '<p>The attached .ics file adds the reading to your calendar.</p>',
  ].join('\n');
  return {
    reference: booking.code,
    to: booking.contact_email,
    subject: `${SUBJECTS[kind]}: ${booking.code}`,
    text,
    html,
    attachments: [
      {
        filename: `astrology-reading-${booking.code}.ics`,
        contentType: `text/calendar; charset=utf-8; method=${kind === 'CANCELLED' ? 'CANCEL' : 'REQUEST'}`,
        content: calendarFile(context, kind),
      },
    ],
  };
}
