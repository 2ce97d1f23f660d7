/** The booking API on one astrology test app: the catalog and slots, and booking. */
import { describe, expect, it } from 'vitest';
import type { BookingView } from '../../domain/astro/api';
import { DISCLAIMER_VERSION } from '../../domain/astro/disclaimer';
import { parseIcsEvent } from '../../domain/test-support/ics';
import { startAstroTestApp } from './test-support/test-app';
import { startedForTheFile } from '../test-support/for-the-file';
import { HOLD_PERSON, holdBody } from '../test-support/payment-fixtures';
import { storedBooking } from './test-support/stored-bookings';
import {
  bookingCalls,
  icsOf,
  NOW,
  THU_0800_IST,
  WED_0800_IST,
  WED_0900_IST,
} from './test-support/booking-calls';

const t = startedForTheFile(() => startAstroTestApp(NOW));
const { hold, pay, book, slots, outbox } = bookingCalls(t);
const person = HOLD_PERSON;

describe('catalog and slots', () => {
  it('lists the sample reading types and astrologers with the disclaimer version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/puja-web-v2/api/astro/catalog' });
    const catalog = response.json();
    expect(catalog.readingTypes.map((r: { code: string }) => r.code)).toEqual([
      'BIRTH_CHART',
      'ONE_QUESTION',
      'COMPATIBILITY',
    ]);
    expect(catalog.astrologers.map((a: { timeZone: string }) => a.timeZone)).toEqual([
      'Asia/Kolkata',
      'America/Los_Angeles',
    ]);
    expect(catalog).toMatchObject({ disclaimerVersion: DISCLAIMER_VERSION, holdMinutes: 15 });
  });

  it('offers slots by the visitor’s calendar day, honouring notice and windows', async () => {
    // Wednesday in Kolkata: 08:00-12:00 with 60-minute readings every 30 minutes.
    expect(await slots('Asia/Kolkata')).toEqual([
      '2026-03-04T02:30:00.000Z',
      '2026-03-04T03:00:00.000Z',
      '2026-03-04T03:30:00.000Z',
      '2026-03-04T04:00:00.000Z',
      '2026-03-04T04:30:00.000Z',
      '2026-03-04T05:00:00.000Z',
      '2026-03-04T05:30:00.000Z',
      '2026-03-04T12:30:00.000Z', // 18:00 IST
      '2026-03-04T13:00:00.000Z',
      '2026-03-04T13:30:00.000Z',
      '2026-03-04T14:00:00.000Z',
      '2026-03-04T14:30:00.000Z',
    ]);
    // Tuesday 3 March in New York runs 05:00Z to 05:00Z next day: Wed morning IST falls in it.
    const newYork = await slots('America/New_York', '2026-03-03', '2026-03-03');
    expect(newYork[0]).toBe('2026-03-03T12:30:00.000Z');
    expect(newYork).toContain(WED_0800_IST);
    expect(newYork.at(-1)).toBe('2026-03-04T04:30:00.000Z');
  });

  it('refuses a bad range or zone with the fields named', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/puja-web-v2/api/astro/slots?readingTypeId=1&astrologerId=1&from=2026-03-04&to=2026-06-01&timeZone=Mars/Base',
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().error.fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['to', 'timeZone']));
    const impossible = await t.app.inject({
      method: 'GET',
      url: '/puja-web-v2/api/astro/slots?readingTypeId=1&astrologerId=1&from=2026-13-01&to=2026-02-31&timeZone=UTC',
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().error.fields.map((f: { path: string }) => f.path)).toEqual([
      'from',
      'to',
    ]);
  });
});

describe('booking', () => {
  it('holds, pays at the server’s price, confirms and emails an .ics that agrees', async () => {
    const held = await hold(WED_0800_IST);
    expect(held.statusCode).toBe(201);
    const booking = held.json<BookingView>();
    expect(booking).toMatchObject({
      status: 'HELD',
      start: WED_0800_IST,
      end: '2026-03-04T03:30:00.000Z',
      holdExpiresAt: '2026-03-02T12:15:00.000Z',
    });
    expect(booking.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(await slots()).not.toContain(WED_0800_IST);

    const paid = await pay(booking.code);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().booking.status).toBe('CONFIRMED');
    const charge = t.gateway.charges.at(-1);
    expect(charge).toMatchObject({ amountCents: 7500, invoiceNumber: `AST-${booking.code}-1` });

    const row = await storedBooking(t.database.db, booking.code);
    expect(row.disclaimer_version).toBe(DISCLAIMER_VERSION);
    expect(JSON.parse(row.people)).toEqual([person]);

    const [mail] = await outbox(booking.code);
    expect(mail?.to_address).toBe('asha@example.com');
    expect(mail?.text_body).toContain(`Booking code: ${booking.code}`);
    expect(mail?.text_body).toContain('Wednesday, 4 March 2026, 8:00 – 9:00 AM GMT+5:30');
    expect(mail?.text_body).toContain('Tuesday, 3 March 2026, 9:30 – 10:30 PM EST');
    expect(mail?.text_body).toContain(
      `https://puja.test/astro-reschedule?code=${booking.code}&token=`,
    );
    expect(icsOf(mail!)).toMatchObject({
      METHOD: 'REQUEST',
      UID: `${booking.code}@astro.amritapuja`,
      SEQUENCE: '0',
      DTSTART: '20260304T023000Z',
      DTEND: '20260304T033000Z',
    });

    const calendar = await t.app.inject({ method: 'GET', url: booking.calendarUrl });
    expect(calendar.headers['content-type']).toContain('text/calendar');
    expect(parseIcsEvent(calendar.body)).toMatchObject({
      DTSTART: '20260304T023000Z',
      SEQUENCE: '0',
    });

    // Paying again is answered from the booking, without a second charge.
    const charges = t.gateway.charges.length;
    expect((await pay(booking.code)).json().booking.status).toBe('CONFIRMED');
    expect(t.gateway.charges.length).toBe(charges);
  });

  it('keeps the buffer after a booking free', async () => {
    // 08:00-09:00 is booked; 09:00 would start inside its 15-minute buffer.
    expect(await slots()).not.toContain(WED_0900_IST);
    expect((await hold(WED_0900_IST)).json().error.code).toBe('SLOT_TAKEN');
  });

  it('keeps the hold after a declined card and confirms with another', async () => {
    const held = (await hold(THU_0800_IST)).json<BookingView>();
    const declined = await pay(held.code, '46282');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toMatch(/not accepted/);
    expect(declined.json().booking.status).toBe('HELD');
    expect((await pay(held.code)).json().booking.status).toBe('CONFIRMED');
  });

  it('releases a hold after 15 minutes without payment', async () => {
    const start = '2026-03-06T02:30:00.000Z';
    const held = (await hold(start, 'late@example.com')).json<BookingView>();
    t.clock.now = new Date(Date.parse(NOW) + 15 * 60_000 + 1000);
    try {
      // Read: the slot is free again even before the sweep runs.
      expect(await slots('Asia/Kolkata', '2026-03-06', '2026-03-06')).toContain(start);
      const late = await pay(held.code, '94583', 'late@example.com');
      expect(late.statusCode).toBe(410);
      expect(late.json().error.message).toMatch(/hold has lapsed/);
      // Another visitor can take it.
      expect((await hold(start, 'next@example.com')).statusCode).toBe(201);
    } finally {
      t.clock.now = new Date(NOW);
    }
  });

  it('refuses a time the astrologer does not offer and a wrong number of people', async () => {
    const offSchedule = await hold('2026-03-04T00:00:00.000Z');
    expect(offSchedule.statusCode).toBe(400);
    expect(offSchedule.json().error.code).toBe('SLOT_NOT_OFFERED');
    const tooSoon = await hold('2026-03-03T02:30:00.000Z'); // less than 24 hours' notice
    expect(tooSoon.json().error.code).toBe('SLOT_NOT_OFFERED');
    const response = await t.app.inject({
      method: 'POST',
      url: '/puja-web-v2/api/astro/holds',
      payload: { ...holdBody(WED_0800_IST), readingTypeId: 3 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/2 people/);
  });

  it('refuses a hold made under an older disclaimer', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/puja-web-v2/api/astro/holds',
      payload: { ...holdBody(WED_0800_IST), disclaimerVersion: '2019-01' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'DISCLAIMER_OUTDATED',
      message: 'The disclaimer has changed since you accepted it. Please read and accept it again.',
    });
  });

  it('names every bad field of a hold', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/puja-web-v2/api/astro/holds',
      payload: {
        ...holdBody(WED_0800_IST, 'not-an-email'),
        people: [{ ...person, fullName: '', birthTime: '25:00' }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.map((f: { path: string }) => f.path)).toEqual([
      'people.0.fullName',
      'people.0.birthTime',
      'email',
    ]);
  });

  it('shows a booking only for its code with its email or token', async () => {
    const booking = await book('2026-03-07T02:30:00.000Z', 'Priya@Example.com');
    const lookup = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/puja-web-v2/api/astro/bookings/lookup', payload });
    expect(
      (await lookup({ code: booking.code.toLowerCase(), email: 'priya@example.COM' })).statusCode,
    ).toBe(200);
    expect((await lookup({ code: booking.code, email: 'someone@example.com' })).statusCode).toBe(
      404,
    );
    const token = new URL(booking.rescheduleUrl, 'https://x').searchParams.get('token');
    const found = await lookup({ code: booking.code, token });
    expect(found.json().code).toBe(booking.code);
    // Names, birth details and email: no cache along the way may keep the answer.
    expect(found.headers['cache-control']).toBe('private, no-store');
    expect((await lookup({ code: booking.code, token: 'wrong' })).statusCode).toBe(404);
  });
});
