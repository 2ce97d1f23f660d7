/** Sample API answers for the astrology machines' and views' tests. */
import type { AstroCatalog, BookingView } from '../../../domain/astro/api';
import { SAMPLE_BILLING } from '../../../domain/test-support/fixtures';

export const CATALOG: AstroCatalog = {
  readingTypes: [
    {
      id: 1,
      code: 'BIRTH_CHART',
      name: 'Birth chart reading',
      summary: 'A general look at one chart.',
      covers: ['The main features of the chart'],
      durationMinutes: 60,
      priceCents: 7500,
      peopleCount: 1,
      samplePrice: true,
    },
  ],
  astrologers: [
    {
      id: 1,
      name: 'Astrologer in Kerala (sample)',
      timeZone: 'Asia/Kolkata',
      bio: '',
      readingTypeIds: [1],
    },
  ],
  disclaimerVersion: '2025-01',
  holdMinutes: 15,
};

/** Wednesday 4 March 2026, 08:00 in Kolkata = Tuesday 21:30 in New York. */
export const SLOT = { start: '2026-03-04T02:30:00.000Z', end: '2026-03-04T03:30:00.000Z' };
export const OTHER_SLOT = { start: '2026-03-05T02:30:00.000Z', end: '2026-03-05T03:30:00.000Z' };

export function bookingView(overrides: Partial<BookingView> = {}): BookingView {
  return {
    code: 'K7MQ2XRA',
    status: 'HELD',
    readingType: { id: 1, name: 'Birth chart reading', durationMinutes: 60, priceCents: 7500 },
    astrologer: CATALOG.astrologers[0]!,
    start: SLOT.start,
    end: SLOT.end,
    visitorTimeZone: 'America/New_York',
    email: 'asha@example.com',
    peopleNames: ['Asha Nair'],
    holdExpiresAt: '2026-03-02T12:15:00.000Z',
    paymentState: 'NONE',
    rescheduleCount: 0,
    reschedule: { ok: true },
    cancel: { ok: true },
    calendarUrl: '/puja-web-v2/api/astro/bookings/K7MQ2XRA/calendar.ics?token=t',
    rescheduleUrl: '/astro-reschedule?code=K7MQ2XRA&token=t',
    receiptUrl: '',
    question: '',
    meetingUrl: 'https://video.example.org/room/kerala',
    ...overrides,
  };
}

export const PERSON = {
  fullName: 'Asha Nair',
  birthDate: '1990-04-12',
  birthTime: '06:45',
  birthPlace: 'Kollam, India',
};

export const BILLING = SAMPLE_BILLING;

/** The models' clock: Monday 2 March 2026, noon UTC. */
export const NOW = Date.parse('2026-03-02T12:00:00Z');
export const clock = () => new Date(NOW);
export const CONFIRMED = bookingView({ status: 'CONFIRMED', holdExpiresAt: null });

/** What both models do on the calendar (slot-picking-setup.ts): zone, months, days. */
export const CALENDAR_EVENTS = [
  { type: 'timeZone.change', timeZone: 'Europe/London' },
  { type: 'month.next' },
  { type: 'month.previous' },
  { type: 'day.nextFree' },
  { type: 'day.choose', date: '2026-03-03' },
  { type: 'day.choose', date: '2026-03-04' },
];

/** Failures of a fetch, as the actors see them. */
export const NETWORK = new TypeError('Failed to fetch');
export const TIMEOUT = new DOMException('The operation timed out.', 'TimeoutError');

/** A calendar answer both models give: no free time this month, the next one in April. */
export const NO_SLOTS_THIS_MONTH = {
  label: 'none this month',
  output: {
    timeZone: 'America/New_York',
    slots: [],
    nextFreeDay: '2026-04-07',
    lastDay: '2026-05-01',
  },
};

/** The calendar answers both models end their month lists with: no free time, or no answer. */
export const EMPTY_OR_UNANSWERED_MONTH = [
  NO_SLOTS_THIS_MONTH,
  { label: 'network', error: NETWORK },
];

/** The server's refusal when another visitor took the time first (holding or moving). */
export const SLOT_TAKEN = {
  label: 'slot taken',
  error: {
    status: 409,
    code: 'SLOT_TAKEN',
    message: 'Someone else has just taken that time.',
  },
};
