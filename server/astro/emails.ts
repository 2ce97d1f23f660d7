/**
 * The emails of a booking. The devotee's (booked, moved, cancelled) and the
 * astrologer's (a reading booked with you, moved, cancelled) each carry the
 * calendar file (METHOD:REQUEST, or CANCEL); reminders go to both 24 hours
 * and 1 hour before. Every email gives the start and the end time.
 */
import { addToCalendarLinks, CALENDAR_TEXT, joinNames } from '../../domain/astro/calendar-links';
import { buildIcs } from '../../domain/astro/ics';
import type { MessageText } from '../../domain/message-text';
import { siteAddress } from '../../domain/languages';
import { trimTrailingSlashes } from '../../domain/trailing-slashes';
import { formatUsd } from '../../domain/money';
import { mailRange, mailReader, STAFF_READER, type MailReader } from '../i18n';
import {
  composeEmail,
  type EmailBlock,
  type EmailMessage,
  type EmailRows,
  type TempleContact,
} from '../mail';
import {
  BOOKING_TEXT,
  DEVOTEE_OPENINGS,
  DEVOTEE_SUBJECTS,
  REMINDER_TEXT,
  type MailKind,
} from './email-text';
import { bookingLinks } from './booking-view';
import { bookingEvent, meetingLink, peopleOf } from './meeting';
import type { AstroAstrologerTable, AstroBookingTable, AstroReadingTypeTable } from './tables';

/** A booking's mail as the outbox takes it (reference: the booking code, or the reminders'). */
export type AstroMail = EmailMessage;

export type { MailKind };

export interface MailContext {
  booking: AstroBookingTable;
  readingType: AstroReadingTypeTable;
  astrologer: AstroAstrologerTable;
  publicUrl: string;
  now: Date;
  /** The temple's name and contact, for the mail layout's header and footer. */
  temple: TempleContact;
  /**
   * The reading type's name in the booking's language (server/catalog's
   * readingNameIn), for the devotee's mails and calendar file; else its English.
   */
  readingName?: string;
}

/** The reading type's name as `reader` reads it: the devotee's language, or English. */
function readingNameFor(context: Omit<MailContext, 'temple'>, reader: MailReader): string {
  return reader === ASTROLOGER
    ? context.readingType.name
    : (context.readingName ?? context.readingType.name);
}

/** Reminders are found (to move or drop them) by this outbox reference. */
export const reminderReference = (code: string) => `${code}/reminder`;

/** Hours before the start at which devotee and astrologer are reminded. */
export const REMINDER_HOURS = [24, 1] as const;

/** The astrologer reads English (a staff mail); the devotee, the booking's language. */
const ASTROLOGER: MailReader = STAFF_READER;

/** The devotee of a booking as a reader of its mails and calendar file. */
export function devoteeOf(booking: Pick<AstroBookingTable, 'language'>): MailReader {
  return mailReader(booking.language);
}

/** The booking as a calendar event, in the reader's words. */
function eventFor(context: Omit<MailContext, 'temple'>, reader: MailReader) {
  const { booking, readingType, astrologer, publicUrl } = context;
  const named = { ...readingType, name: readingNameFor(context, reader) };
  return bookingEvent(booking, named, astrologer, publicUrl, reader.say, reader.language);
}

export function calendarFile(
  context: Omit<MailContext, 'temple'>,
  kind: MailKind,
  reader: MailReader = ASTROLOGER,
): string {
  const { booking, astrologer } = context;
  const event = eventFor(context, reader);
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
            name: joinNames(
              peopleOf(booking).map((p) => p.fullName),
              reader.say,
            ),
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

/** The mail of one reader: its envelope, and the body in the layout's blocks. */
function compose(
  temple: TempleContact,
  envelope: Omit<EmailMessage, 'text' | 'html'>,
  body: MailBody,
  reader: MailReader = ASTROLOGER,
): EmailMessage {
  const paragraph = (text: string): EmailBlock => ({ kind: 'paragraph', text });
  return composeEmail({
    ...envelope,
    temple,
    language: reader.language,
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

function timeRows(
  context: MailContext,
  visitorFirst: boolean,
  reader: MailReader,
): [string, string][] {
  const { booking, astrologer } = context;
  const { say, language } = reader;
  const range = (zone: string) =>
    `${mailRange(language, booking.start_utc, booking.end_utc, zone)} (${zone})`;
  const visitor: [string, string] = [
    visitorFirst ? say(BOOKING_TEXT.yourTime) : "Devotee's time",
    range(booking.visitor_time_zone),
  ];
  const theirs: [string, string] = [
    visitorFirst ? say(BOOKING_TEXT.astrologersTime) : 'Your time',
    range(astrologer.time_zone),
  ];
  return visitorFirst ? [visitor, theirs] : [theirs, visitor];
}

function calendarAttachment(context: MailContext, kind: MailKind, reader: MailReader) {
  const method = kind === 'CANCELLED' ? 'CANCEL' : 'REQUEST';
  return {
    filename: `astrology-reading-${context.booking.code}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: calendarFile(context, kind, reader),
  };
}

function calendarLinks(context: MailContext, reader: MailReader) {
  const event = eventFor(context, reader);
  const links = addToCalendarLinks(event);
  return [
    { href: links.google, label: reader.say(BOOKING_TEXT.google) },
    { href: links.outlook, label: reader.say(BOOKING_TEXT.outlook) },
  ];
}

function meetingRow(context: MailContext, reader: MailReader): [string, string] {
  const link = meetingLink(context.booking, context.astrologer);
  return [reader.say(BOOKING_TEXT.videoCall), link || reader.say(CALENDAR_TEXT.linkPending)];
}

/** The devotee's email for a booking, a move or a cancellation (with what happens to the money). */
export function bookingMail(
  context: MailContext,
  kind: MailKind,
  refundNote?: MessageText,
): AstroMail {
  const { booking, readingType, astrologer, publicUrl } = context;
  const reader = devoteeOf(booking);
  const { say } = reader;
  const links = bookingLinks(booking);
  // The page opens in the booking's language, like every page a visitor's mail links to.
  const reschedule = siteAddress(publicUrl, reader.language, links.rescheduleUrl);
  const opening = [say(DEVOTEE_OPENINGS[kind]), refundNote ? say(refundNote) : '']
    .filter(Boolean)
    .join(' ');
  const T = BOOKING_TEXT;
  const rows: [string, string][] = [
    [say(T.code), booking.code],
    [
      say(T.reading),
      say(T.readingLength, {
        reading: readingNameFor(context, reader),
        minutes: readingType.duration_minutes,
      }),
    ],
    [say(T.astrologer), astrologer.name],
    ...timeRows(context, true, reader),
    ...(kind === 'CANCELLED' ? [] : [meetingRow(context, reader)]),
    [say(T.pricePaid), formatUsd(booking.price_cents)],
  ];
  const cancelled = kind === 'CANCELLED';
  const subject = say(DEVOTEE_SUBJECTS[kind]);
  return compose(
    context.temple,
    {
      reference: booking.code,
      to: booking.contact_email,
      subject: say(T.subjectWithCode, { subject, code: booking.code }),
      attachments: [calendarAttachment(context, kind, reader)],
    },
    {
      title: subject,
      paragraphs: [opening],
      rows,
      links: cancelled
        ? []
        : [
            { href: reschedule, label: say(T.manage) },
            ...(links.receiptUrl
              ? [
                  {
                    href: `${trimTrailingSlashes(publicUrl)}${links.receiptUrl}`,
                    label: say(T.receipt),
                  },
                ]
              : []),
            ...calendarLinks(context, reader),
          ],
      closing: cancelled
        ? [say(T.icsRemoves), say(T.timeFree)]
        : [say(T.policy), say(kind === 'RESCHEDULED' ? T.icsMoves : T.icsAdds)],
    },
    reader,
  );
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
    ...timeRows(context, false, ASTROLOGER),
  ];
  if (kind === 'RESCHEDULED' && previousStartUtc) {
    const previousEnd = new Date(
      Date.parse(previousStartUtc) + readingType.duration_minutes * 60_000,
    ).toISOString();
    rows.push(['Was', mailRange('en', previousStartUtc, previousEnd, astrologer.time_zone)]);
  }
  if (kind !== 'CONFIRMED') rows.push(['Reason given', booking.change_reason || 'None given']);
  if (kind !== 'CANCELLED') {
    rows.push(['Question', booking.question || 'None given']);
    rows.push(['Devotee email', booking.contact_email]);
    rows.push(meetingRow(context, ASTROLOGER));
  }
  return compose(
    context.temple,
    {
      reference: booking.code,
      to: astrologer.email,
      subject: `${ASTROLOGER_SUBJECTS[kind]}: ${booking.code}`,
      attachments: [calendarAttachment(context, kind, ASTROLOGER)],
    },
    {
      title: ASTROLOGER_SUBJECTS[kind],
      paragraphs: [opening[kind]],
      rows,
      people: kind === 'CANCELLED' ? [] : birthCards(context),
      links: kind === 'CANCELLED' ? [] : calendarLinks(context, ASTROLOGER),
      closing: [
        kind === 'CANCELLED'
          ? 'The attached .ics file removes the reading from your calendar.'
          : 'The attached .ics file puts the reading in your calendar (it replaces any earlier version).',
        'Your bookings are also listed on your pages in the staff console.',
      ],
    },
  );
}

/** The reminders of a confirmed reading that are still in the future, for both sides. */
export function reminderMails(context: MailContext): AstroMail[] {
  const { booking, astrologer, now } = context;
  const start = Date.parse(booking.start_utc);
  const mails: AstroMail[] = [];
  const R = REMINDER_TEXT;
  for (const hours of REMINDER_HOURS) {
    const due = new Date(start - hours * 3_600_000);
    if (due.getTime() <= now.getTime()) continue;
    const soon = hours === 1;
    for (const audience of ['DEVOTEE', 'ASTROLOGER'] as const) {
      const devotee = audience === 'DEVOTEE';
      const reader = devotee ? devoteeOf(booking) : ASTROLOGER;
      const { say } = reader;
      const name = readingNameFor(context, reader);
      const reading = reader.language === 'en' ? name.toLowerCase() : name;
      const envelope = {
        reference: reminderReference(booking.code),
        to: devotee ? booking.contact_email : astrologer.email,
        subject: say(soon ? R.subjectInAnHour : R.subjectTomorrow, { code: booking.code }),
        attachments: [],
        notBefore: due,
      };
      mails.push(
        compose(
          context.temple,
          envelope,
          {
            title: say(soon ? R.titleInAnHour : R.titleTomorrow),
            paragraphs: [
              devotee
                ? say(soon ? R.openingInAnHour : R.openingTomorrow, {
                    reading,
                    astrologer: astrologer.name,
                  })
                : `A reminder: your ${reading} (booking ${booking.code}) starts ${soon ? 'in one hour' : 'tomorrow'}.`,
            ],
            rows: [
              [say(BOOKING_TEXT.code), booking.code],
              ...timeRows(context, devotee, reader),
              meetingRow(context, reader),
              ...(devotee ? [] : [['Question', booking.question || 'None given'] as const]),
            ],
            people: devotee ? [] : birthCards(context),
            links: [],
            closing: devotee ? [say(R.joinEarly)] : [],
          },
          reader,
        ),
      );
    }
  }
  return mails;
}
