/**
 * The emails of a booking. The devotee's (booked, moved, cancelled) and the
 * astrologer's (a reading booked with you, moved, cancelled) each carry the
 * calendar file (METHOD:REQUEST, or CANCEL); reminders go to both 24 hours
 * and 1 hour before. Every email gives the start and the end time.
 */
import { addToCalendarLinks } from '../../src/domain/astro/calendar-links';
import { LINK_PENDING } from '../../src/domain/astro/calendar-links';
import { buildIcs } from '../../src/domain/astro/ics';
import { formatUsd } from '../../src/domain/money';
import { formatRangeInZone } from '../../src/domain/astro/time-zones';
import { type EmailBlock, type EmailRows, renderEmail, type TempleContact } from '../mail';
import { bookingLinks } from './booking-view';
import { bookingEvent, meetingLink, peopleOf } from './meeting';
import type { AstroAstrologerTable, AstroBookingTable, AstroReadingTypeTable } from './tables';

export interface AstroMail {
  /** What the mail is about (the booking code, or REMINDER_REFERENCE), for logs. */
  reference: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string }[];
  notBefore?: Date;
}

export type MailKind = 'CONFIRMED' | 'RESCHEDULED' | 'CANCELLED';

export interface MailContext {
  booking: AstroBookingTable;
  readingType: AstroReadingTypeTable;
  astrologer: AstroAstrologerTable;
  publicUrl: string;
  now: Date;
  /** The temple's name and contact, for the mail layout's header and footer. */
  temple: TempleContact;
}

/** Reminders are found (to move or drop them) by this outbox reference. */
export const reminderReference = (code: string) => `${code}/reminder`;

/** Hours before the start at which devotee and astrologer are reminded. */
export const REMINDER_HOURS = [24, 1] as const;

export function calendarFile(context: Omit<MailContext, 'temple'>, kind: MailKind): string {
  const { booking, readingType, astrologer, publicUrl } = context;
  const event = bookingEvent(booking, readingType, astrologer, publicUrl);
  return buildIcs({
    uid: `${booking.code}@astro.amritapuja`,
    sequence: booking.ics_sequence,
    method: kind === 'CANCELLED' ? 'CANCEL' : 'REQUEST',
    startUtc: booking.start_utc,
    endUtc: booking.end_utc,
    stamp: context.now,
    summary: event.title,
    description: event.details,
    location: event.location,
    url: meetingLink(booking, astrologer),
    organizer: { name: astrologer.name, email: astrologer.email },
    attendees: peopleOf(booking).length
      ? [
          {
            name: peopleOf(booking)
              .map((p) => p.fullName)
              .join(' and '),
            email: booking.contact_email,
          },
        ]
      : [],
  });
}

/** A mail's parts in the one layout's terms (server/mail/layout.ts). */
interface MailBody {
  title: string;
  paragraphs: string[];
  rows: EmailRows;
  /** One boxed block per person (birth details), for the astrologer. */
  people?: EmailBlock[];
  links: { href: string; label: string }[];
  closing: string[];
}

function render(temple: TempleContact, body: MailBody): { text: string; html: string } {
  const paragraph = (text: string): EmailBlock => ({ kind: 'paragraph', text });
  return renderEmail({
    temple,
    title: body.title,
    blocks: [
      ...body.paragraphs.map(paragraph),
      { kind: 'details', rows: body.rows },
      ...(body.people ?? []),
      ...body.links.map((link): EmailBlock => ({ kind: 'action', ...link })),
      ...body.closing.map(paragraph),
    ],
  });
}

function timeRows(context: MailContext, visitorFirst: boolean): [string, string][] {
  const { booking, astrologer } = context;
  const visitor: [string, string] = [
    visitorFirst ? 'Your time' : "Devotee's time",
    `${formatRangeInZone(booking.start_utc, booking.end_utc, booking.visitor_time_zone)} (${booking.visitor_time_zone})`,
  ];
  const reader: [string, string] = [
    visitorFirst ? "Astrologer's time" : 'Your time',
    `${formatRangeInZone(booking.start_utc, booking.end_utc, astrologer.time_zone)} (${astrologer.time_zone})`,
  ];
  return visitorFirst ? [visitor, reader] : [reader, visitor];
}

function calendarAttachment(context: MailContext, kind: MailKind) {
  const method = kind === 'CANCELLED' ? 'CANCEL' : 'REQUEST';
  return {
    filename: `astrology-reading-${context.booking.code}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: calendarFile(context, kind),
  };
}

function calendarLinks(context: MailContext) {
  const { booking, readingType, astrologer, publicUrl } = context;
  const links = addToCalendarLinks(bookingEvent(booking, readingType, astrologer, publicUrl));
  return [
    { href: links.google, label: 'Add to Google Calendar' },
    { href: links.outlook, label: 'Add to Outlook' },
  ];
}

function meetingRow(context: MailContext): [string, string] {
  const link = meetingLink(context.booking, context.astrologer);
  return ['Video call', link || LINK_PENDING];
}

const SUBJECTS: Record<MailKind, string> = {
  CONFIRMED: 'Your astrology reading is booked',
  RESCHEDULED: 'Your astrology reading has moved',
  CANCELLED: 'Your astrology reading is cancelled',
};

/** The devotee's email for a booking, a move or a cancellation. */
export function bookingMail(context: MailContext, kind: MailKind, refundNote = ''): AstroMail {
  const { booking, readingType, astrologer, publicUrl } = context;
  const reschedule = `${publicUrl}${bookingLinks(booking).rescheduleUrl}`;
  const opening: Record<MailKind, string> = {
    CONFIRMED: 'Thank you. Your reading is booked and paid.',
    RESCHEDULED: 'Your reading has moved to a new time.',
    CANCELLED: `Your reading has been cancelled as you asked. ${refundNote}`.trim(),
  };
  const rows: [string, string][] = [
    ['Booking code', booking.code],
    ['Reading', `${readingType.name} (${readingType.duration_minutes} minutes)`],
    ['Astrologer', astrologer.name],
    ...timeRows(context, true),
    ...(kind === 'CANCELLED' ? [] : [meetingRow(context)]),
    ['Price paid', formatUsd(booking.price_cents)],
  ];
  const cancelled = kind === 'CANCELLED';
  const { text, html } = render(context.temple, {
    title: SUBJECTS[kind],
    paragraphs: [opening[kind]],
    rows,
    links: cancelled
      ? []
      : [
          { href: reschedule, label: 'Reschedule or cancel your reading' },
          ...calendarLinks(context),
        ],
    closing: cancelled
      ? [
          'The attached .ics file removes the reading from your calendar if you had added it.',
          'The time is free again for other devotees.',
        ]
      : [
          'You can reschedule or cancel up to 24 hours before the start; a booking can move at most twice.',
          kind === 'RESCHEDULED'
            ? 'The attached .ics file moves the reading in your calendar; it replaces the earlier one.'
            : 'The attached .ics file adds the reading to your calendar.',
        ],
  });
  return {
    reference: booking.code,
    to: booking.contact_email,
    subject: `${SUBJECTS[kind]}: ${booking.code}`,
    text,
    html,
    attachments: [calendarAttachment(context, kind)],
  };
}

const ASTROLOGER_SUBJECTS: Record<MailKind, string> = {
  CONFIRMED: 'A reading is booked with you',
  RESCHEDULED: 'A reading with you has moved',
  CANCELLED: 'A reading with you is cancelled',
};

/** One card per person with the birth details the astrologer reads from. */
function birthCards(context: MailContext): EmailBlock[] {
  return peopleOf(context.booking).map((person, index, all) => ({
    kind: 'card',
    title: all.length > 1 ? `Person ${index + 1}: ${person.fullName}` : person.fullName,
    rows: [
      [
        'Birth details',
        `Born ${person.birthDate}${person.birthTime ? ` at ${person.birthTime}` : ' (time unknown)'} in ${person.birthPlace}`,
      ],
      ...(person.birthStar ? [['Birth star', person.birthStar] as const] : []),
    ],
  }));
}

/** The astrologer's email for a booking, a move or a cancellation, with the devotee's reason. */
export function astrologerMail(
  context: MailContext,
  kind: MailKind,
  previousStartUtc?: string,
): AstroMail {
  const { booking, readingType, astrologer } = context;
  const opening: Record<MailKind, string> = {
    CONFIRMED: `A devotee has booked and paid for a ${readingType.name.toLowerCase()} with you.`,
    RESCHEDULED: 'A devotee has moved their reading with you to a new time.',
    CANCELLED: 'A devotee has cancelled their reading with you. The time is free again.',
  };
  const rows: [string, string][] = [
    ['Booking code', booking.code],
    ['Reading', `${readingType.name} (${readingType.duration_minutes} minutes)`],
    ...timeRows(context, false),
  ];
  if (kind === 'RESCHEDULED' && previousStartUtc) {
    const previousEnd = new Date(
      Date.parse(previousStartUtc) + readingType.duration_minutes * 60_000,
    ).toISOString();
    rows.push(['Was', formatRangeInZone(previousStartUtc, previousEnd, astrologer.time_zone)]);
  }
  if (kind !== 'CONFIRMED') rows.push(['Reason given', booking.change_reason || 'None given']);
  if (kind !== 'CANCELLED') {
    rows.push(['Question', booking.question || 'None given']);
    rows.push(['Devotee email', booking.contact_email]);
    rows.push(meetingRow(context));
  }
  const { text, html } = render(context.temple, {
    title: ASTROLOGER_SUBJECTS[kind],
    paragraphs: [opening[kind]],
    rows,
    people: kind === 'CANCELLED' ? [] : birthCards(context),
    links: kind === 'CANCELLED' ? [] : calendarLinks(context),
    closing: [
      kind === 'CANCELLED'
        ? 'The attached .ics file removes the reading from your calendar.'
        : 'The attached .ics file puts the reading in your calendar (it replaces any earlier version).',
      'Your bookings are also listed on your pages in the staff console.',
    ],
  });
  return {
    reference: booking.code,
    to: astrologer.email,
    subject: `${ASTROLOGER_SUBJECTS[kind]}: ${booking.code}`,
    text,
    html,
    attachments: [calendarAttachment(context, kind)],
  };
}

/** The reminders of a confirmed reading that are still in the future, for both sides. */
export function reminderMails(context: MailContext): AstroMail[] {
  const { booking, readingType, astrologer, now } = context;
  const start = Date.parse(booking.start_utc);
  const mails: AstroMail[] = [];
  for (const hours of REMINDER_HOURS) {
    const due = new Date(start - hours * 3_600_000);
    if (due.getTime() <= now.getTime()) continue;
    const when = hours === 1 ? 'in one hour' : 'tomorrow';
    for (const audience of ['DEVOTEE', 'ASTROLOGER'] as const) {
      const devotee = audience === 'DEVOTEE';
      const { text, html } = render(context.temple, {
        title: `Reminder: your reading starts ${when}`,
        paragraphs: [
          devotee
            ? `A reminder: your ${readingType.name.toLowerCase()} with ${astrologer.name} starts ${when}.`
            : `A reminder: your ${readingType.name.toLowerCase()} (booking ${booking.code}) starts ${when}.`,
        ],
        rows: [
          ['Booking code', booking.code],
          ...timeRows(context, devotee),
          meetingRow(context),
          ...(devotee ? [] : [['Question', booking.question || 'None given'] as const]),
        ],
        people: devotee ? [] : birthCards(context),
        links: [],
        closing: devotee
          ? ['Please join a few minutes early, with your birth details at hand.']
          : [],
      });
      mails.push({
        reference: reminderReference(booking.code),
        to: devotee ? booking.contact_email : astrologer.email,
        subject: `Reminder: astrology reading ${when}: ${booking.code}`,
        text,
        html,
        attachments: [],
        notBefore: due,
      });
    }
  }
  return mails;
}
