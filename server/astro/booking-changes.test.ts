/** The booking API on one astrology test app: rescheduling, cancelling, and payments without an answer. */
import { describe, expect, it } from 'vitest';
import type { BookingView } from '../../domain/astro/api';
import { startAstroTestApp } from './test-support/test-app';
import { reconcilePayments } from '../payments/attempts';
import { NOT_CHARGED_AFTER_MS } from '../payments/attempts/vocabulary';
import type { PaymentGateway } from '../payments/gateway';
import { PAYMENT_SUBJECTS } from '../payment-subjects';
import { sweepHolds } from './sweep';
import { startedForTheFile } from '../test-support/for-the-file';
import { storedBooking, storedBookingColumns } from './test-support/stored-bookings';
import { bookingCalls, icsOf, NOW } from './test-support/booking-calls';

const t = startedForTheFile(() => startAstroTestApp(NOW));
const { hold, pay, book, slots, outbox } = bookingCalls(t);

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
