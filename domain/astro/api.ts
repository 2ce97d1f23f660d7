/**
 * The astrology booking API: paths, request schemas (shared by the browser's
 * forms and the server's validation) and response shapes.
 */
import { z } from 'zod';
import { perClock, type Clock } from '../clock';
import { NAKSHATRA_NAMES } from '../jyotish/nakshatra';
import { MAX_PEOPLE_PER_READING, type BookingStatus, type ChangeCheck } from './policy';
import { isValidTimeZone } from '../zone-formatter';
import { MESSAGES } from '../messages';
import { languageField } from '../visitor-language';
import { ASTRO_FIELD_TEXT as T } from './astro-text';
import { boundedString, boundedText, emailField, MAX_EMAIL_LENGTH } from '../bounded-text';
import type { LocalizedReadingType } from '../catalog-texts';

export { ASTRO_API_BASE, ASTRO_PATHS } from './paths';

/** Booking codes: 8 characters without look-alikes (no 0/O, 1/I/L). */
export const BOOKING_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const BOOKING_CODE_PATTERN = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;

/** Trims, upper-cases and drops spaces and dashes a visitor may type. */
export function normalizeBookingCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

// Every string is refused by its length before any pattern or lookup runs (decision 0173).
const text = (max: number, required: string) => boundedText(max).min(1, required);

/** IANA names are at most a few dozen characters ("America/Argentina/ComodRivadavia"). */
export const timeZoneSchema = boundedString(64, T.timeZone.message).refine(
  isValidTimeZone,
  T.timeZone.message,
);

export const emailSchema = emailField(MESSAGES.emailFormat);

/** A person's birth details; the date of birth may not be later than `now`. */
export const personSchemaAt = perClock((now: Clock) =>
  z
    .object({
      fullName: text(120, T.fullName.message),
      /** YYYY-MM-DD */
      birthDate: boundedString(10, T.birthDate.message).refine(
        (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)),
        T.birthDate.message,
      ),
      /** HH:MM (24-hour), or '' when unknown. */
      birthTime: boundedString(5, T.birthTime.message).refine(
        (value) => value === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value),
        T.birthTime.message,
      ),
      birthPlace: text(160, T.birthPlace.message),
      /** The birth star (nakshatra) if known, as a general-prefs birthStars code. */
      birthStar: boundedString(40, T.birthStar.message)
        .refine(
          (value) => value === '' || (NAKSHATRA_NAMES as readonly string[]).includes(value),
          T.birthStar.message,
        )
        .optional(),
    })
    .superRefine((person, ctx) => {
      if (Date.parse(person.birthDate) > now().getTime()) {
        ctx.addIssue({
          code: 'custom',
          path: ['birthDate'],
          message: T.birthInFuture.message,
        });
      }
    }),
);
export type Person = z.infer<ReturnType<typeof personSchemaAt>>;

const isoInstant = boundedString(40, T.chooseTime.message).refine(
  (value) => !Number.isNaN(Date.parse(value)) && value.endsWith('Z'),
  T.chooseTime.message,
);

/** The devotee's question for the reading, and a reason for a move or cancellation. */
export const QUESTION_MAX = 1000;
export const REASON_MAX = 500;
const optionalText = (max: number) => boundedText(max).optional();

/** "First available with any astrologer" in requests and in the slot query. */
export const ANY_ASTROLOGER = 'any';

/** Holding a time for a booking; the birth dates are checked against `now`. */
export const holdRequestSchemaAt = perClock((now: Clock) =>
  z.object({
    readingTypeId: z.number().int().positive(T.chooseReading.message),
    /** An astrologer's id, or "any": the server assigns one of those free at that time. */
    astrologerId: z.union([
      z.number().int().positive(T.chooseAstrologer.message),
      z.literal(ANY_ASTROLOGER),
    ]),
    start: isoInstant,
    visitorTimeZone: timeZoneSchema,
    disclaimerVersion: boundedString(40).min(1, T.acceptDisclaimer.message),
    people: z
      .array(personSchemaAt(now))
      .min(1, T.somePerson.message)
      .max(MAX_PEOPLE_PER_READING, `A reading covers at most ${MAX_PEOPLE_PER_READING} people`),
    email: emailSchema,
    question: optionalText(QUESTION_MAX),
    /** The visitor's language: the booking's mails are written in it (English when left out). */
    language: languageField(),
    /** The code of this visitor's earlier hold, released by this one (choosing another time). */
    replacesCode: boundedString(16).optional(),
  }),
);
export type HoldRequest = z.infer<ReturnType<typeof holdRequestSchemaAt>>;

export const billingSchema = z.object({
  firstName: text(50, T.cardFirstName.message),
  lastName: text(50, T.cardLastName.message),
  address: text(60, T.address.message),
  city: text(40, T.city.message),
  state: text(40, T.state.message),
  zip: text(20, T.zip.message),
  country: text(60, T.country.message),
});
export type Billing = z.infer<typeof billingSchema>;

/** Who may see or change a booking: the code plus its email, or the link's token. */
export const bookingAccessSchema = z
  .object({
    email: boundedText(MAX_EMAIL_LENGTH).optional(),
    token: boundedString(64).optional(),
  })
  .refine((access) => Boolean(access.email || access.token), {
    message: T.bookingEmail.message,
    path: ['email'],
  });

export const lookupRequestSchema = bookingAccessSchema.and(
  z.object({
    code: boundedString(40, T.bookingCode.message)
      .transform(normalizeBookingCode)
      .refine((code) => BOOKING_CODE_PATTERN.test(code), T.bookingCode.message),
  }),
);

export const payRequestSchema = z.object({
  email: emailSchema,
  opaqueData: z.object({
    dataDescriptor: boundedString(100).min(1),
    dataValue: boundedString(8192).min(1),
  }),
  billing: billingSchema,
});
export type PayRequest = z.infer<typeof payRequestSchema>;

export const rescheduleRequestSchema = bookingAccessSchema.and(
  z.object({
    start: isoInstant,
    visitorTimeZone: timeZoneSchema.optional(),
    reason: optionalText(REASON_MAX),
  }),
);
export const cancelRequestSchema = bookingAccessSchema.and(
  z.object({ reason: optionalText(REASON_MAX) }),
);

export interface ReadingType {
  id: number;
  code: string;
  name: string;
  summary: string;
  /** What the reading covers, one point per entry. */
  covers: string[];
  durationMinutes: number;
  priceCents: number;
  peopleCount: number;
  /** True while the price is the sample the temple has not replaced yet. */
  samplePrice: boolean;
  /** Only with `?lang=` (not English): the temple's words in that language. */
  localized?: LocalizedReadingType;
}

export interface Astrologer {
  id: number;
  name: string;
  timeZone: string;
  bio: string;
  /** The reading types this astrologer offers. */
  readingTypeIds: number[];
}

export interface AstroCatalog {
  readingTypes: ReadingType[];
  astrologers: Astrologer[];
  disclaimerVersion: string;
  holdMinutes: number;
}

export interface SlotsResponse {
  timeZone: string;
  /** Each free time, with the astrologers free then (one for a chosen astrologer). */
  slots: { start: string; end: string; astrologerIds: number[] }[];
  /** The first of the visitor's days on or after `from` with a free time, or null. */
  nextFreeDay: string | null;
  /** The visitor's last day that can hold a time (the booking horizon). */
  lastDay: string;
}

export interface BookingView {
  code: string;
  status: BookingStatus;
  readingType: Pick<ReadingType, 'id' | 'name' | 'durationMinutes' | 'priceCents'>;
  astrologer: Astrologer;
  start: string;
  end: string;
  visitorTimeZone: string;
  email: string;
  peopleNames: string[];
  /** While HELD: when the hold lapses. */
  holdExpiresAt: string | null;
  paymentState: string;
  rescheduleCount: number;
  reschedule: ChangeCheck;
  cancel: ChangeCheck;
  /** Relative links carrying the booking's private token. */
  calendarUrl: string;
  rescheduleUrl: string;
  /** The payment receipt (PDF) once the booking is paid; '' before. */
  receiptUrl: string;
  /** The devotee's question ('' when none). */
  question: string;
  /** The video-call link, or '' until the astrologer sets one for this booking. */
  meetingUrl: string;
}
