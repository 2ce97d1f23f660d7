/**
 * Property: holds and reminders at any instant, through the real astrology
 * routes (the app's settable clock, a test database, the fake gateway). Each
 * draw gives a new astrologer in a zone of its own open all day, sets the clock
 * to an instant of 2026-2032 (often a risky one) and books one slot, checked
 * against plain rules written here:
 *
 * - every offered slot is at least the notice period ahead;
 * - a held slot cannot be held by anyone else (no double booking) until its
 *   hold lapses, exactly HOLD_MINUTES later; then it can, if still offered;
 * - paid, the booking's reminders are queued for 24 h and 1 h before the start,
 *   each only when that is after the payment (never before the booking is
 *   made), and the outbox sends each at its minute, not a millisecond before.
 *
 * TIME_PROPERTY_RUNS / 5 draws (20 by default); TEST_SEED replays one.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOption } from '../test-support/test-seed';
import type { BookingView, SlotsResponse } from '../../domain/astro/api';
import { DISCLAIMER_VERSION } from '../../domain/astro/disclaimer';
import { HOLD_MINUTES } from '../../domain/astro/policy';
import { SAMPLE_BILLING } from '../../domain/test-support/fixtures';
import { reminderReference } from '../../server/astro/emails';
import { addAstrologer, everyDay } from '../../server/astro/test-support/astrologers';
import { startAstroTestApp, type AstroTestApp } from '../../server/astro/test-support/test-app';
import type { MailTransport } from '../../server/mail/transport';
import { deliverDueEmails } from '../../server/mail/worker';
import { HOUR_MS, instantArb, MINUTE_MS, plusDays, wallAt, ZONES } from './time-model';

const RUNS = Math.max(5, Math.round(Number(process.env.TIME_PROPERTY_RUNS ?? 100) / 5));
const SEED = seedOption();
/** Reading types of the seed: 1 lasts 60 minutes, 2 lasts 30. */
const READING_TYPES = [1, 2] as const;

let t: AstroTestApp;
let astrologerId = 500;
let visitor = 0;

beforeAll(async () => {
  // The clock is set by every draw; this instant is only the app's first.
  t = await startAstroTestApp('2026-01-01T00:00:00.000Z');
});
afterAll(async () => {
  await t?.close();
});

const at = (ms: number) => {
  t.clock.now = new Date(ms);
};

async function slots(astrologer: number, readingTypeId: number, zone: string, now: number) {
  const from = wallAt(now, zone).date;
  const response = await t.app.inject({
    method: 'GET',
    url: `/puja-web-v2/api/astro/slots?readingTypeId=${readingTypeId}&astrologerId=${astrologer}&from=${from}&to=${plusDays(from, 2)}&timeZone=${encodeURIComponent(zone)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<SlotsResponse>().slots.map((slot) => Date.parse(slot.start));
}

/** A hold by a visitor of their own (own email and address: the unpaid-hold limits stay out). */
async function hold(astrologer: number, readingTypeId: number, start: number, zone: string) {
  visitor += 1;
  const email = `visitor${visitor}@example.org`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/puja-web-v2/api/astro/holds',
    remoteAddress: `10.9.${Math.floor(visitor / 250)}.${visitor % 250}`,
    payload: {
      readingTypeId,
      astrologerId: astrologer,
      start: new Date(start).toISOString(),
      visitorTimeZone: zone,
      disclaimerVersion: DISCLAIMER_VERSION,
      people: [
        { fullName: 'Asha Nair', birthDate: '1990-04-12', birthTime: '', birthPlace: 'Kollam' },
      ],
      email,
    },
  });
  return { response, email };
}

async function pay(code: string, email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/puja-web-v2/api/astro/bookings/${code}/pay`,
    payload: {
      email,
      opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: randomUUID() },
      billing: SAMPLE_BILLING,
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ booking: BookingView }>().booking;
}

async function reminders(code: string) {
  return t.database.db
    .selectFrom('outbox_emails')
    .select(['next_attempt_at', 'status', 'to_address'])
    .where('reference', '=', reminderReference(code))
    .orderBy('next_attempt_at')
    .orderBy('to_address')
    .execute();
}

const transport: MailTransport = { send: async () => {}, describe: () => 'nowhere' };

/** Sends everything due at `ms` (all of it: earlier draws leave mail of their own). */
async function deliverAt(ms: number) {
  const now = () => new Date(ms);
  for (;;) {
    const { sent, failed } = await deliverDueEmails(t.database.db, transport, {
      from: 'x@example.org',
      now,
    });
    if (sent + failed === 0) return;
  }
}

const bookingCase = fc.record({
  zone: fc.constantFrom(...ZONES),
  visitorZone: fc.constantFrom(...ZONES),
  readingTypeId: fc.constantFrom(...READING_TYPES),
  noticeMinutes: fc.constantFrom(0, 15, 60, 1440),
  now: instantArb,
  /** The slot held: the first one, the one about a day ahead (the 24-hour reminder's edge), or any. */
  choice: fc.oneof(fc.constant('first' as const), fc.constant('a day ahead' as const), fc.nat()),
  /** How long after the hold the second visitor pays. */
  payAfterMs: fc.integer({ min: 0, max: HOLD_MINUTES * MINUTE_MS - 1 }),
});

describe('holds and reminders at any instant (the astrology API)', () => {
  it(`hold once, lapse on time, and remind only after the booking (${RUNS} draws)`, async () => {
    let reminded = 0;
    await fc.assert(
      fc.asyncProperty(bookingCase, async (drawn) => {
        astrologerId += 1;
        const id = astrologerId;
        await addAstrologer(t.database.db, id, {
          timeZone: drawn.zone,
          weekly: everyDay('00:00', '24:00'),
          minimumNoticeMinutes: drawn.noticeMinutes,
          readingTypeIds: [...READING_TYPES],
        });
        const notice = drawn.noticeMinutes * MINUTE_MS;
        at(drawn.now);
        const offered = await slots(id, drawn.readingTypeId, drawn.visitorZone, drawn.now);
        expect(offered.length).toBeGreaterThan(0);
        for (const start of offered) expect(start).toBeGreaterThanOrEqual(drawn.now + notice);
        const start =
          drawn.choice === 'first'
            ? offered[0]!
            : drawn.choice === 'a day ahead'
              ? offered.reduce((best, s) =>
                  Math.abs(s - drawn.now - 24 * HOUR_MS) < Math.abs(best - drawn.now - 24 * HOUR_MS)
                    ? s
                    : best,
                )
              : offered[drawn.choice % offered.length]!;

        const first = await hold(id, drawn.readingTypeId, start, drawn.visitorZone);
        expect(first.response.statusCode).toBe(201);
        const expiresAt = drawn.now + HOLD_MINUTES * MINUTE_MS;
        expect(first.response.json<BookingView>().holdExpiresAt).toBe(
          new Date(expiresAt).toISOString(),
        );
        // No double booking while the hold lives, up to its last millisecond (by then the
        // slot may also be inside the notice period: refused either way, for that reason).
        for (const moment of [drawn.now, expiresAt - 1]) {
          at(moment);
          const other = await hold(id, drawn.readingTypeId, start, drawn.visitorZone);
          expect(other.response.json<{ error: { code: string } }>().error.code).toBe(
            start < moment + notice ? 'SLOT_NOT_OFFERED' : 'SLOT_TAKEN',
          );
        }
        // The hold lapses exactly on time: the slot is free again, if still offered then.
        at(expiresAt);
        const second = await hold(id, drawn.readingTypeId, start, drawn.visitorZone);
        if (start < expiresAt + notice) {
          expect(second.response.json<{ error: { code: string } }>().error.code).toBe(
            'SLOT_NOT_OFFERED',
          );
          return;
        }
        expect(second.response.statusCode).toBe(201);

        const paidAt = expiresAt + drawn.payAfterMs;
        at(paidAt);
        const booking = await pay(second.response.json<BookingView>().code, second.email);
        expect(booking.status).toBe('CONFIRMED');
        // Reminders 24 h and 1 h before, to the devotee and the astrologer, only when after payment.
        const due = [24, 1]
          .map((hours) => start - hours * HOUR_MS)
          .filter((instant) => instant > paidAt)
          .sort((a, b) => a - b);
        const queued = await reminders(booking.code);
        expect(queued.map((row) => Date.parse(row.next_attempt_at))).toEqual(
          due.flatMap((instant) => [instant, instant]),
        );
        for (const row of queued) expect(Date.parse(row.next_attempt_at)).toBeGreaterThan(paidAt);
        // Each goes out at its minute, not a millisecond before.
        for (const instant of due) {
          await deliverAt(instant - 1);
          const before = await reminders(booking.code);
          const pending = before.filter((row) => Date.parse(row.next_attempt_at) === instant);
          expect(pending.map((row) => row.status)).toEqual(['PENDING', 'PENDING']);
          await deliverAt(instant);
          const after = await reminders(booking.code);
          const sent = after.filter((row) => Date.parse(row.next_attempt_at) === instant);
          expect(sent.map((row) => row.status)).toEqual(['SENT', 'SENT']);
        }
        if (due.length > 0) reminded += 1;
      }),
      { numRuns: RUNS, ...SEED },
    );
    // Most draws reach the reminders.
    expect(reminded).toBeGreaterThan(RUNS / 3);
  }, 120_000);
});
