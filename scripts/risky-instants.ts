/**
 * The instants at which CI runs the time-dependent tests besides the real time
 * (`npm test -- risky`, scripts/test.ts). Each is computed from the day of the
 * run (the next occurrence from `from`), so the list stays risky in later years:
 * a month's last evening in the Americas (already the 1st in India), New Year's
 * Eve after 18:30 UTC, the evenings before the US and EU clock changes, the day
 * before a 29 February, the minutes around a Kali/Karthika order cutoff (India
 * time), and the minutes around the 24-hour and 1-hour reminders of a reading
 * that starts on the hour.
 */
import { karthikaSchedule } from '../server/catalog/krittika';
import { addDays, wallTimeToUtc, weekdayOf } from '../domain/astro/time-zones';

export interface RiskyInstant {
  /** A short name for the run's heading and the summary. */
  name: string;
  at: Date;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const monthStart = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);

/** A wall-clock time in a zone (the times used here always exist). */
function wall(date: string, hour: number, zone: string): Date {
  const at = wallTimeToUtc(date, hour * 60, zone);
  if (!at) throw new Error(`${date} ${hour}:00 does not exist in ${zone}`);
  return at;
}

/** The first instant that `make(year, month)` gives at or after `from`, month by month. */
function nextByMonth(from: Date, make: (year: number, month: number) => Date | null): Date {
  for (let step = 0; step < 12 * 8; step++) {
    const year = from.getUTCFullYear() + Math.floor((from.getUTCMonth() + step) / 12);
    const month = (from.getUTCMonth() + step) % 12;
    const at = make(year, month);
    if (at && at.getTime() >= from.getTime()) return at;
  }
  throw new Error('no such instant in eight years');
}

/** The `nth` Sunday (1-based, or -1 for the last) of a month, YYYY-MM-DD. */
function sundayOf(year: number, month: number, nth: number): string {
  const first = monthStart(year, month);
  const last = addDays(monthStart(year, month + 1), -1);
  if (nth > 0) {
    const firstSunday = addDays(first, (7 - weekdayOf(first)) % 7);
    return addDays(firstSunday, 7 * (nth - 1));
  }
  return addDays(last, -weekdayOf(last));
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function riskyInstants(from: Date): RiskyInstant[] {
  // 20:00 in Los Angeles on the month's last day: 04:00 the next day in UTC, 09:30 in India.
  const monthEnd = nextByMonth(from, (year, month) =>
    wall(addDays(monthStart(year, month + 1), -1), 20, 'America/Los_Angeles'),
  );
  const newYearsEve = nextByMonth(from, (year, month) =>
    month === 11 ? new Date(Date.UTC(year, 11, 31, 21)) : null,
  );
  // The US changes on the second Sunday of March and the first of November at 02:00 local.
  const usChange = nextByMonth(from, (year, month) =>
    month === 2 || month === 10
      ? wall(addDays(sundayOf(year, month, month === 2 ? 2 : 1), -1), 22, 'America/New_York')
      : null,
  );
  // The EU changes on the last Sunday of March and of October at 01:00 UTC.
  const euChange = nextByMonth(from, (year, month) =>
    month === 2 || month === 9 ? wall(addDays(sundayOf(year, month, -1), -1), 22, 'UTC') : null,
  );
  const leapEve = nextByMonth(from, (year, month) =>
    month === 1 && isLeap(year) ? new Date(Date.UTC(year, 1, 28, 20)) : null,
  );
  // The next Kali/Karthika order cutoff (midnight India time, three days before the puja).
  const next = karthikaSchedule(from, 60)[0];
  if (!next) throw new Error('no Kali/Karthika date in the next 60 days');
  const cutoff = Date.parse(next.orderCutoffTime);
  // A reading on the next whole hour plus a day: its reminders fall due on the hour.
  const nextHour = Math.ceil((from.getTime() + MINUTE_MS) / HOUR_MS) * HOUR_MS;

  return [
    { name: "month's last evening in Los Angeles", at: monthEnd },
    { name: "New Year's Eve 21:00 UTC", at: newYearsEve },
    { name: 'evening before the US clock change', at: usChange },
    { name: 'evening before the EU clock change', at: euChange },
    { name: 'day before a 29 February', at: leapEve },
    { name: 'a minute before a Karthika cutoff', at: new Date(cutoff - MINUTE_MS) },
    { name: 'a minute after a Karthika cutoff', at: new Date(cutoff + MINUTE_MS) },
    { name: 'a minute before a reading reminder', at: new Date(nextHour - MINUTE_MS) },
    { name: 'a minute after a reading reminder', at: new Date(nextHour + MINUTE_MS) },
  ];
}

/**
 * The test files whose outcome depends on the instant they run at (the files that
 * fix their own instants, as the slot, hold and reminder tests do, and the property
 * tests that draw instants over years, need no second run): puja dates and their
 * cutoffs, orders and payments, reconciliation deadlines, refunds due, sign-in links,
 * idempotency and mail timing, drafts, and the order and booking e2e.
 */
export const TIME_DEPENDENT = {
  unitAndApi: [
    'server/routes/prefs.test.ts',
    'server/catalog/event-fields.test.ts',
    'server/orders/orders.test.ts',
    'server/orders/other-kinds.test.ts',
    'server/orders/sandbox-orders.test.ts',
    'server/orders/roster.test.ts',
    'server/orders/lenient-contract.test.ts',
    'server/staff/catalog.test.ts',
    'server/staff/orders.test.ts',
    'server/staff/refunds-due.test.ts',
    'server/staff/sign-in.test.ts',
    'server/staff/passkeys.test.ts',
    'server/payments/attempts/outcomes.test.ts',
    'server/payments/anet-client.test.ts',
    'server/payments/sandbox/hosted-page.test.ts',
    'server/http/idempotency.test.ts',
    'server/mail/outbox.test.ts',
    'tests/property/browser-drafts.test.ts',
  ],
  /** The e2e files run at the instants that `E2E_AT` names. */
  e2e: [
    'tests/e2e/astro-booking.test.ts',
    'tests/e2e/astrologer-pages.test.ts',
    'tests/e2e/wizard-puja-order.test.ts',
  ],
};

/** The e2e runs are the longest: only at the instants that moved the calendar before. */
export const E2E_AT = new Set(["month's last evening in Los Angeles", "New Year's Eve 21:00 UTC"]);
