/**
 * What the astrologer and the devotee are sent: the astrologer's email on a
 * booking, a move and a cancellation, each with a calendar file that ical.js
 * reads (METHOD, SEQUENCE, UID, ORGANIZER, ATTENDEE, LOCATION = the meeting
 * link, no secret); reminders due 24 h and 1 h before, moved with the
 * reading and dropped on cancel; and the limit on unpaid holds.
 */
import ICAL from 'ical.js';
import { SAMPLE_BILLING } from '../../domain/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import type { BookingView } from '../../domain/astro/api';
import { reminderReference } from './emails';
import { startAstroTestApp } from './test-support/test-app';
import { startedForTheFile } from '../test-support/for-the-file';
import { holdBody } from '../test-support/payment-fixtures';
import { storedBookingColumns } from './test-support/stored-bookings';

// Monday 2 March 2026; astrologer 1 (Kerala sample) reads 08:00-12:00 IST Mon-Sat.
const NOW = '2026-03-02T12:00:00.000Z';
const ENGINE = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const ROOM = 'https://video.amritapuja.example/room/kerala-sample';
const ASTROLOGER = 'kerala.astrologer@amritapuja.example';

const t = startedForTheFile(() => startAstroTestApp(NOW));
let address = 0;

const person = {
  fullName: 'Nair, Asha "Ammu"',
  birthDate: '1990-04-12',
  birthTime: '06:45',
  birthPlace: 'Kollam, Kerala',
};

function hold(
  start: string,
  email: string,
  options: { remoteAddress?: string; replacesCode?: string } = {},
) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/puja-web-v2/api/astro/holds',
    remoteAddress: options.remoteAddress ?? `192.0.2.${address}`,
    payload: {
      ...holdBody(start, email),
      people: [person],
      question: 'Is this a good year to change my work?',
      ...(options.replacesCode ? { replacesCode: options.replacesCode } : {}),
    },
  });
}

async function book(start: string, email: string): Promise<BookingView> {
  const held = await hold(start, email);
  expect(held.statusCode).toBe(201);
  const paid = await t.app.inject({
    method: 'POST',
    url: `/puja-web-v2/api/astro/bookings/${held.json<BookingView>().code}/pay`,
    payload: {
      email,
      opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'nonce' },
      billing: SAMPLE_BILLING,
    },
  });
  expect(paid.statusCode).toBe(200);
  return paid.json<{ booking: BookingView }>().booking;
}

async function mailsTo(to: string, code: string) {
  return t.database.db
    .selectFrom('outbox_emails')
    .selectAll()
    .where('reference', '=', code)
    .where('to_address', '=', to)
    .execute();
}

async function reminders(code: string) {
  const rows = await t.database.db
    .selectFrom('outbox_emails')
    .select(['to_address', 'next_attempt_at', 'status'])
    .where('reference', '=', reminderReference(code))
    .execute();
  return rows.map((row) => `${row.next_attempt_at} ${row.to_address} ${row.status}`).sort();
}

/** The first VEVENT of the mail's attachment, read by ical.js. */
function calendarOf(row: { attachments: string }) {
  const [attachment] = JSON.parse(row.attachments) as { content: string; contentType: string }[];
  const text = Buffer.from(attachment!.content, 'base64').toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const attendee = event.getFirstProperty('attendee')!;
  const organizer = event.getFirstProperty('organizer')!;
  return {
    text,
    contentType: attachment!.contentType,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    start: String(event.getFirstPropertyValue('dtstart')),
    end: String(event.getFirstPropertyValue('dtend')),
    status: event.getFirstPropertyValue('status'),
    location: event.getFirstPropertyValue('location'),
    url: event.getFirstPropertyValue('url'),
    organizer: { value: organizer.getFirstValue(), cn: organizer.getParameter('cn') },
    attendee: { value: attendee.getFirstValue(), cn: attendee.getParameter('cn') },
  };
}

/** The reminders due at the day-before and hour-before instants: the devotee's and the astrologer's. */
const pendingReminders = (...dueAt: string[]) =>
  dueAt.flatMap((at) => [`${at} asha@example.com PENDING`, `${at} ${ASTROLOGER} PENDING`]);

describe(`the astrologer's emails and the reminders (${ENGINE})`, () => {
  it('books, moves and cancels: the astrologer gets REQUEST, REQUEST, CANCEL; reminders follow', async () => {
    const booking = await book('2026-03-09T02:30:00.000Z', 'asha@example.com');
    expect(booking.meetingUrl).toBe(ROOM);
    expect(booking.question).toBe('Is this a good year to change my work?');

    const [booked] = await mailsTo(ASTROLOGER, booking.code);
    expect(booked?.subject).toBe(`A reading is booked with you: ${booking.code}`);
    expect(booked?.text_body).toContain('Is this a good year to change my work?');
    expect(booked?.text_body).toContain('Born 1990-04-12 at 06:45 in Kollam, Kerala');
    expect(booked?.text_body).toContain('Monday, 9 March 2026, 8:00 – 9:00 AM GMT+5:30');
    // The site's one mail layout, as the order emails: the temple's name on top, its contact below.
    expect(booked?.text_body).toContain('Questions? Write to us or call:');
    expect(booked?.html_body).toContain('<h1');
    expect(booked?.html_body).toContain('Born 1990-04-12 at 06:45 in Kollam, Kerala');
    const first = calendarOf(booked!);
    expect(first).toMatchObject({
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
      method: 'REQUEST',
      uid: `${booking.code}@astro.amritapuja`,
      sequence: 0,
      start: '2026-03-09T02:30:00Z',
      end: '2026-03-09T03:30:00Z',
      location: ROOM,
      url: ROOM,
      organizer: { value: `mailto:${ASTROLOGER}`, cn: 'Astrologer in Kerala (sample)' },
      // The name keeps its comma and quotes (a quoted parameter, RFC 6868 for the quotes).
      attendee: { value: 'mailto:asha@example.com', cn: 'Nair, Asha "Ammu"' },
    });
    // No secret in the calendar file: the manage link asks for the code and email.
    const token = new URL(booking.rescheduleUrl, 'https://x').searchParams.get('token')!;
    expect(first.text).not.toContain(token);
    const [devoteeMail] = await mailsTo('asha@example.com', booking.code);
    expect(calendarOf(devoteeMail!).text).not.toContain(token);
    expect(devoteeMail?.text_body).toContain(`Video call: ${ROOM}`);
    expect(devoteeMail?.text_body).toContain('Sunday, 8 March 2026, 10:30 – 11:30 PM EDT');
    expect(devoteeMail?.text_body).toContain(
      'Add to Google Calendar: https://calendar.google.com/',
    );
    expect(devoteeMail?.text_body).toContain('Add to Outlook: https://outlook.live.com/');

    // Reminders 24 h and 1 h before, for devotee and astrologer.
    expect(await reminders(booking.code)).toEqual(
      pendingReminders('2026-03-08T02:30:00.000Z', '2026-03-09T01:30:00.000Z'),
    );

    const moved = await t.app.inject({
      method: 'POST',
      url: `/puja-web-v2/api/astro/bookings/${booking.code}/reschedule`,
      payload: {
        email: 'asha@example.com',
        start: '2026-03-10T03:00:00.000Z',
        reason: 'A family function that morning',
      },
    });
    expect(moved.statusCode).toBe(200);
    const movedMail = (await mailsTo(ASTROLOGER, booking.code)).find((m) =>
      m.subject.startsWith('A reading with you has moved'),
    );
    expect(movedMail?.text_body).toContain('Reason given: A family function that morning');
    expect(movedMail?.text_body).toContain('Was: Monday, 9 March 2026, 8:00 – 9:00 AM GMT+5:30');
    expect(calendarOf(movedMail!)).toMatchObject({
      method: 'REQUEST',
      uid: `${booking.code}@astro.amritapuja`,
      sequence: 1,
      start: '2026-03-10T03:00:00Z',
      location: ROOM,
    });
    expect(await reminders(booking.code)).toEqual(
      pendingReminders('2026-03-09T03:00:00.000Z', '2026-03-10T02:00:00.000Z'),
    );

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/puja-web-v2/api/astro/bookings/${booking.code}/cancel`,
      payload: { email: 'asha@example.com', reason: 'Travelling after all' },
    });
    expect(cancelled.statusCode).toBe(200);
    const cancelMail = (await mailsTo(ASTROLOGER, booking.code)).find((m) =>
      m.subject.startsWith('A reading with you is cancelled'),
    );
    expect(cancelMail?.text_body).toContain('Reason given: Travelling after all');
    expect(calendarOf(cancelMail!)).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      sequence: 2,
      uid: `${booking.code}@astro.amritapuja`,
      organizer: { value: `mailto:${ASTROLOGER}` },
      attendee: { value: 'mailto:asha@example.com' },
      location: ROOM,
    });
    const devoteeCancel = (await mailsTo('asha@example.com', booking.code)).find((m) =>
      m.subject.includes('is cancelled'),
    );
    expect(devoteeCancel?.text_body).toContain('removes the reading from your calendar');
    expect(devoteeCancel?.text_body).not.toContain('adds the reading');
    expect(devoteeCancel?.text_body).toContain(
      'Monday, 9 March 2026, 11:00 PM EDT – Tuesday, 10 March 2026, 12:00 AM EDT',
    );
    expect(await reminders(booking.code)).toEqual([]);
  });
});

describe(`unpaid holds cannot be hoarded (${ENGINE})`, () => {
  it('refuses a third live unpaid hold from one email address, naming the rule', async () => {
    const email = 'hoard@example.com';
    expect((await hold('2026-03-11T02:30:00.000Z', email)).statusCode).toBe(201);
    expect((await hold('2026-03-11T04:30:00.000Z', email)).statusCode).toBe(201);
    const third = await hold('2026-03-12T02:30:00.000Z', email);
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toEqual({
      code: 'TOO_MANY_HOLDS',
      message:
        'This email address already has 2 times held and not paid for, the most one address may hold at once. Pay for one of them, or let a hold lapse (after 15 minutes), and try again.',
    });
    // The refused time stays free.
    const stillFree = await hold('2026-03-12T02:30:00.000Z', 'someone-else@example.com');
    expect(stillFree.statusCode).toBe(201);
  });

  it('refuses a third from one client address, whatever the emails', async () => {
    const remoteAddress = '203.0.113.77';
    for (const [i, start] of ['2026-03-13T02:30:00.000Z', '2026-03-13T04:30:00.000Z'].entries()) {
      expect((await hold(start, `device${i}@example.com`, { remoteAddress })).statusCode).toBe(201);
    }
    const third = await hold('2026-03-14T02:30:00.000Z', 'device3@example.com', { remoteAddress });
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toMatch(/^This device already has 2 times held/);
  });

  it('releases the visitor’s previous hold when they hold again, and counts holds only while live', async () => {
    const email = 'changes-mind@example.com';
    const first = (await hold('2026-03-16T02:30:00.000Z', email)).json<BookingView>();
    const second = (await hold('2026-03-16T04:30:00.000Z', email)).json<BookingView>();
    // Choosing another time replaces the first hold instead of counting a third.
    const replacing = await hold('2026-03-17T02:30:00.000Z', email, { replacesCode: first.code });
    expect(replacing.statusCode).toBe(201);
    const released = await storedBookingColumns(t.database.db, first.code, [
      'status',
      'cancel_reason',
    ]);
    expect(released).toEqual({ status: 'CANCELLED', cancel_reason: 'REPLACED' });
    // The released time is free for anyone again.
    expect((await hold('2026-03-16T02:30:00.000Z', 'next@example.com')).statusCode).toBe(201);
    // Someone else's code releases nothing.
    const foreign = await hold('2026-03-18T02:30:00.000Z', email, { replacesCode: 'ABCDEFGH' });
    expect(foreign.statusCode).toBe(429);
    // After the 15 minutes the holds lapse and no longer count.
    t.clock.now = new Date(Date.parse(NOW) + 16 * 60_000);
    try {
      expect((await hold('2026-03-18T02:30:00.000Z', email)).statusCode).toBe(201);
      expect(second.status).toBe('HELD');
    } finally {
      t.clock.now = new Date(NOW);
    }
  });
});
