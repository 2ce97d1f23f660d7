/**
 * The words of a devotee's booking mails, as Lingui descriptors with explicit
 * ids (server/i18n): written in the booking's language. The astrologer's
 * mails are staff mails and stay English.
 */
import { messageTable, type MessageText } from '../../domain/message-text';

/** The three changes a booking's mails tell of. */
export type MailKind = 'CONFIRMED' | 'RESCHEDULED' | 'CANCELLED';

export const DEVOTEE_SUBJECTS: Record<MailKind, MessageText> = {
  CONFIRMED: /*i18n*/ {
    id: 'email.booking.subject.confirmed',
    message: 'Your astrology reading is booked',
  },
  RESCHEDULED: /*i18n*/ {
    id: 'email.booking.subject.rescheduled',
    message: 'Your astrology reading has moved',
  },
  CANCELLED: /*i18n*/ {
    id: 'email.booking.subject.cancelled',
    message: 'Your astrology reading is cancelled',
  },
};

export const DEVOTEE_OPENINGS: Record<MailKind, MessageText> = {
  CONFIRMED: /*i18n*/ {
    id: 'email.booking.opening.confirmed',
    message: 'Thank you. Your reading is booked and paid.',
  },
  RESCHEDULED: /*i18n*/ {
    id: 'email.booking.opening.rescheduled',
    message: 'Your reading has moved to a new time.',
  },
  CANCELLED: /*i18n*/ {
    id: 'email.booking.opening.cancelled',
    message: 'Your reading has been cancelled as you asked.',
  },
};

export const BOOKING_TEXT = messageTable('email.booking', {
  subjectWithCode: '{subject}: {code}',
  code: 'Booking code',
  reading: 'Reading',
  readingLength: '{reading} ({minutes} minutes)',
  astrologer: 'Astrologer',
  yourTime: 'Your time',
  astrologersTime: "Astrologer's time",
  videoCall: 'Video call',
  pricePaid: 'Price paid',
  manage: 'Reschedule or cancel your reading',
  receipt: 'Your payment receipt (PDF)',
  google: 'Add to Google Calendar',
  outlook: 'Add to Outlook',
  icsRemoves: 'The attached .ics file removes the reading from your calendar if you had added it.',
  timeFree: 'The time is free again for other devotees.',
  policy:
    'You can reschedule or cancel up to 24 hours before the start; a booking can move at most twice.',
  icsMoves:
    'The attached .ics file moves the reading in your calendar; it replaces the earlier one.',
  icsAdds: 'The attached .ics file adds the reading to your calendar.',
});

/** What a cancelled booking's mail says of the money (server/astro/changes.ts chooses). */
export const REFUND_NOTES = messageTable('email.booking.refund', {
  voided: 'The charge on your card has been voided, so no money leaves your account.',
  refunded: 'Your payment has been refunded to the same card.',
  due: 'Your payment will be refunded to the same card within a few working days.',
});

export const REMINDER_TEXT = {
  titleTomorrow: /*i18n*/ {
    id: 'email.reminder.title.tomorrow',
    message: 'Reminder: your reading starts tomorrow',
  },
  titleInAnHour: /*i18n*/ {
    id: 'email.reminder.title.hour',
    message: 'Reminder: your reading starts in one hour',
  },
  openingTomorrow: /*i18n*/ {
    id: 'email.reminder.opening.tomorrow',
    message: 'A reminder: your {reading} with {astrologer} starts tomorrow.',
  },
  openingInAnHour: /*i18n*/ {
    id: 'email.reminder.opening.hour',
    message: 'A reminder: your {reading} with {astrologer} starts in one hour.',
  },
  subjectTomorrow: /*i18n*/ {
    id: 'email.reminder.subject.tomorrow',
    message: 'Reminder: astrology reading tomorrow: {code}',
  },
  subjectInAnHour: /*i18n*/ {
    id: 'email.reminder.subject.hour',
    message: 'Reminder: astrology reading in one hour: {code}',
  },
  joinEarly: /*i18n*/ {
    id: 'email.reminder.joinEarly',
    message: 'Please join a few minutes early, with your birth details at hand.',
  },
} satisfies Record<string, MessageText>;
