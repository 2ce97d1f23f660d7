import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BookingView, SlotsResponse } from '../../domain/astro/api';
import { DISCLAIMER_VERSION } from '../../domain/astro/disclaimer';
import { parseIcsEvent } from '../../domain/test-support/ics';
import { startAstroTestApp } from './test-support/test-app';
import { reconcilePayments } from '../payments/attempts';
import { NOT_CHARGED_AFTER_MS } from '../payments/attempts/vocabulary';
import type { PaymentGateway } from '../payments/gateway';
import { PAYMENT_SUBJECTS } from '../payment-subjects';
import { sweepHolds } from './sweep';
import { SAMPLE_BILLING } from '../../domain/test-support/fixtures';
import { startedForTheFile } from '../test-support/for-the-file';
import { HOLD_PERSON, holdBody } from '../test-support/payment-fixtures';
import { storedBooking, storedBookingColumns } from './test-support/stored-bookings';

// Monday 2 March 2026, noon UTC. Astrologer 1 reads in Kolkata, Mon-Sat 08:00-12:00 IST.
const NOW = '2026-03-02T12:00:00.000Z';
const WED_0800_IST = '2026-03-04T02:30:00.000Z';
const WED_0900_IST = '2026-03-04T03:30:00.000Z';
const THU_0800_IST = '2026-03-05T02:30:00.000Z';

const t = startedForTheFile(() => startAstroTestApp(NOW));

const person = HOLD_PERSON;
const billing = SAMPLE_BILLING;
const opaqueData = { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'nonce' };

let client = 0;
async function hold(start: string, email?: string) {
  client += 1;
  return t.app.inject({
    method: 'POST',
    url: '/puja-web-v2/api/astro/holds',
    // Every hold from its own address: the limit on unpaid holds has tests of its own.
    remoteAddress: `192.0.2.${client}`,
    payload: holdBody(start, email),
  });
}

async function pay(code: string, zip = '94583', email = 'asha@example.com') {
  return t.app.inject({
    method: 'POST',
    url: `/puja-web-v2/api/astro/bookings/${code}/pay`,
    // A fresh token per payment, as the hosted form gives one per card entry.
    payload: {
      email,
      opaqueData: { ...opaqueData, dataValue: randomUUID() },
      billing: { ...billing, zip },
    },
  });
}

async function book(start: string, email = 'asha@example.com'): Promise<BookingView> {
  const held = await hold(start, email);
  expect(held.statusCode).toBe(201);
  const paid = await pay(held.json<BookingView>().code, '94583', email);
  expect(paid.statusCode).toBe(200);
  return paid.json<{ booking: BookingView }>().booking;
}

async function slots(timeZone = 'Asia/Kolkata', from = '2026-03-04', to = '2026-03-04') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/puja-web-v2/api/astro/slots?readingTypeId=1&astrologerId=1&from=${from}&to=${to}&timeZone=${encodeURIComponent(timeZone)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<SlotsResponse>().slots.map((slot) => slot.start);
}

async function outbox(reference: string) {
  return t.database.db
    .selectFrom('outbox_emails')
    .selectAll()
    .where('reference', '=', reference)
    .orderBy('created_at')
    .execute();
}

function icsOf(row: { attachments: string }) {
  const [attachment] = JSON.parse(row.attachments) as { content: string }[];
  return parseIcsEvent(Buffer.from(attachment?.content ?? '', 'base64').toString('utf8'));
}

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

describe('reschedule policy', () => {
  const move = (code: string, start: string, email = 'asha@example.com') =>
    t.app.inject({
      method: 'POST',
      url: `/puja-web-v2/api/astro/bookings/${code}/reschedule`,
      payload: { email, start },
    });

  it('moves a booking, frees the old time and emails an updated .ics', async () => {
    const booking = await book('2026-03-09T02:30:00.000Z', 'move@example.com');
    const moved = await move(booking.code, '2026-03-10T03:00:00.000Z', 'move@example.com');
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ start: '2026-03-10T03:00:00.000Z', rescheduleCount: 1 });
    expect(await slots('Asia/Kolkata', '2026-03-09', '2026-03-09')).toContain(
      '2026-03-09T02:30:00.000Z',
    );
    const mails = await outbox(booking.code);
    // The clock is frozen, so both mails share a timestamp: find them by subject.
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `A reading is booked with you: ${booking.code}`,
      `A reading with you has moved: ${booking.code}`,
      `Your astrology reading has moved: ${booking.code}`,
      `Your astrology reading is booked: ${booking.code}`,
    ]);
    const movedMail = mails.find((m) => m.subject.includes('has moved'));
    expect(icsOf(movedMail!)).toMatchObject({
      UID: `${booking.code}@astro.amritapuja`,
      SEQUENCE: '1',
      DTSTART: '20260310T030000Z',
    });
    // The old time can be booked again.
    expect((await hold('2026-03-09T02:30:00.000Z', 'other@example.com')).statusCode).toBe(201);
  });

  it('refuses a third move, saying why', async () => {
    const booking = await book('2026-03-11T02:30:00.000Z', 'thrice@example.com');
    expect(
      (await move(booking.code, '2026-03-12T02:30:00.000Z', 'thrice@example.com')).statusCode,
    ).toBe(200);
    expect(
      (await move(booking.code, '2026-03-13T02:30:00.000Z', 'thrice@example.com')).statusCode,
    ).toBe(200);
    const third = await move(booking.code, '2026-03-14T02:30:00.000Z', 'thrice@example.com');
    expect(third.statusCode).toBe(422);
    expect(third.json().error).toEqual({
      code: 'TOO_MANY_RESCHEDULES',
      message: 'A booking can be rescheduled at most 2 times, and this one already has been.',
    });
  });

  it('refuses within 24 hours of the start and after it', async () => {
    const booking = await book('2026-03-16T02:30:00.000Z', 'soon@example.com');
    t.clock.now = new Date('2026-03-15T03:00:00.000Z');
    try {
      const late = await move(booking.code, '2026-03-18T02:30:00.000Z', 'soon@example.com');
      expect(late.statusCode).toBe(422);
      expect(late.json().error).toEqual({
        code: 'TOO_LATE',
        message: 'A reading cannot be rescheduled within 24 hours of its start.',
      });
      t.clock.now = new Date('2026-03-16T02:45:00.000Z');
      const after = await move(booking.code, '2026-03-18T02:30:00.000Z', 'soon@example.com');
      expect(after.json().error.code).toBe('STARTED');
      expect(after.json().error.message).toMatch(/already started/);
    } finally {
      t.clock.now = new Date(NOW);
    }
  });

  it('refuses a move onto a taken time and leaves the booking where it was', async () => {
    const a = await book('2026-03-17T02:30:00.000Z', 'a@example.com');
    const b = await book('2026-03-17T04:00:00.000Z', 'b@example.com');
    const clash = await move(b.code, '2026-03-17T03:00:00.000Z', 'b@example.com');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('SLOT_TAKEN');
    const cells = await t.database.db
      .selectFrom('astro_occupied_cells')
      .select('cell_start')
      .where('booking_code', '=', b.code)
      .orderBy('cell_start')
      .execute();
    expect(cells[0]?.cell_start).toBe('2026-03-17T04:00:00.000Z');
    expect(a.code).not.toBe(b.code);
  });
});

describe('cancellation', () => {
  it('cancels more than 24 hours ahead, voids the charge and frees the time', async () => {
    const booking = await book('2026-03-19T02:30:00.000Z', 'cancel@example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: `/puja-web-v2/api/astro/bookings/${booking.code}/cancel`,
      payload: { email: 'cancel@example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('CANCELLED');
    expect(t.gateway.voided.length).toBeGreaterThan(0);
    expect(await slots('Asia/Kolkata', '2026-03-19', '2026-03-19')).toContain(
      '2026-03-19T02:30:00.000Z',
    );
    const mails = await outbox(booking.code);
    const cancelMail = mails.find((m) => m.subject.includes('cancelled'));
    expect(cancelMail?.text_body).toContain('has been voided');
    expect(icsOf(cancelMail!)).toMatchObject({
      METHOD: 'CANCEL',
      STATUS: 'CANCELLED',
      SEQUENCE: '1',
    });
  });

  it('refunds a charge that has already settled, through the payment service', async () => {
    const booking = await book('2026-03-19T04:00:00.000Z', 'settled@example.com');
    const { getTransaction, refundTransaction } = t.gateway;
    const refunds: string[] = [];
    t.gateway.getTransaction = async (transId) => ({
      transId,
      invoiceNumber: 'AST',
      amountCents: 4000,
      status: 'settledSuccessfully',
      approved: true,
    });
    t.gateway.refundTransaction = async (request) => {
      refunds.push(request.transId);
      return { outcome: 'REFUNDED', transId: `R${request.transId}` };
    };
    try {
      const voidedBefore = t.gateway.voided.length;
      const response = await t.app.inject({
        method: 'POST',
        url: `/puja-web-v2/api/astro/bookings/${booking.code}/cancel`,
        payload: { email: 'settled@example.com' },
      });
      expect(response.statusCode).toBe(200);
      expect(refunds).toHaveLength(1);
      expect(t.gateway.voided.length).toBe(voidedBefore);
      const columns = ['refund_state', 'payment_state'] as const;
      const row = await storedBookingColumns(t.database.db, booking.code, columns);
      expect(row).toEqual({ refund_state: 'REFUNDED', payment_state: 'REFUNDED' });
      const mails = await outbox(booking.code);
      const cancelMail = mails.find((m) => m.subject.includes('cancelled'));
      expect(cancelMail?.text_body).toContain('refunded to the same card');
    } finally {
      t.gateway.getTransaction = getTransaction;
      t.gateway.refundTransaction = refundTransaction;
    }
  });
});

describe('payments without an answer', () => {
  const paymentDeps = (payments: PaymentGateway) => ({
    db: t.database.db,
    payments,
    now: () => new Date(t.clock.now),
    config: t.config,
    paymentSubjects: PAYMENT_SUBJECTS,
  });
  const sweep = () =>
    sweepHolds({
      db: t.database.db,
      payments: t.gateway,
      now: () => new Date(t.clock.now),
      publicUrl: 'https://puja.test',
      log: { warn: () => undefined, error: () => undefined },
    });

  it('keeps the time reserved, then reconciliation confirms a charge the gateway did take', async () => {
    const start = '2026-03-20T02:30:00.000Z';
    const held = (await hold(start, 'unknown@example.com')).json<BookingView>();
    t.gateway.nextResult = { outcome: 'UNKNOWN', message: 'timeout' };
    const answer = await pay(held.code, '94583', 'unknown@example.com');
    expect(answer.statusCode).toBe(202);
    expect(answer.json().message).toMatch(/do not pay again/);
    // Still taken after the 15 minutes, while the charge is unresolved.
    t.clock.now = new Date(Date.parse(NOW) + 20 * 60_000);
    const gateway: PaymentGateway = {
      ...t.gateway,
      findByInvoice: async (invoice: string, amountCents: number) => ({
        transId: 'T-found',
        invoiceNumber: invoice,
        amountCents,
        status: 'settledSuccessfully',
        approved: true,
      }),
    };
    try {
      await sweep();
      expect(await slots('Asia/Kolkata', '2026-03-20', '2026-03-20')).not.toContain(start);
      const result = await reconcilePayments(paymentDeps(gateway), {
        subject: { kind: 'BOOKING', ref: held.code },
      });
      expect(result.paid).toBe(1);
      const row = await storedBooking(t.database.db, held.code);
      expect(row).toMatchObject({
        status: 'CONFIRMED',
        payment_state: 'PAID',
        payment_trans_id: 'T-found',
      });
      expect((await outbox(held.code)).map((m) => m.subject).sort()).toEqual([
        `A reading is booked with you: ${held.code}`,
        `Your astrology reading is booked: ${held.code}`,
      ]);
    } finally {
      t.clock.now = new Date(NOW);
    }
  });

  it('releases an unanswered hold once the gateway has had no such charge for the grace period', async () => {
    const start = '2026-03-21T02:30:00.000Z';
    const held = (await hold(start, 'none@example.com')).json<BookingView>();
    t.gateway.nextResult = { outcome: 'UNKNOWN', message: 'timeout' };
    expect((await pay(held.code, '94583', 'none@example.com')).statusCode).toBe(202);
    try {
      const subject = { kind: 'BOOKING', ref: held.code } as const;
      t.clock.now = new Date(Date.parse(NOW) + 20 * 60_000);
      expect((await reconcilePayments(paymentDeps(t.gateway), { subject })).unresolved).toBe(1);
      await sweep();
      expect(await slots('Asia/Kolkata', '2026-03-21', '2026-03-21')).not.toContain(start);
      t.clock.now = new Date(Date.parse(NOW) + NOT_CHARGED_AFTER_MS + 60_000);
      expect((await reconcilePayments(paymentDeps(t.gateway), { subject })).declined).toBe(1);
      expect((await sweep()).released).toBeGreaterThanOrEqual(1);
      expect(await slots('Asia/Kolkata', '2026-03-21', '2026-03-21')).toContain(start);
    } finally {
      t.clock.now = new Date(NOW);
    }
  });
});
