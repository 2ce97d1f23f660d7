/**
 * The browser's payment actors read every answer of the order and booking
 * endpoints into the payment vocabulary; anything without a final answer
 * rejects (the machine retries the same attempt).
 */
import { SAMPLE_BILLING } from '../../domain/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import type { SubmitInput } from '../../machines/payment';
import { buildPujaOrder } from '../../domain/order-builders';
import { LIVING_PERSON, SAMPLE_ADDRESS } from '../../domain/test-support/fixtures';
import { NoFinalAnswer, payBooking, payOrder, paymentStatus } from './payment-actors';

const TOKEN = { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'nonce' };
const payload = buildPujaOrder(
  { people: [LIVING_PERSON], notes: '', shipping: SAMPLE_ADDRESS, billing: SAMPLE_ADDRESS },
  { costLookup: {} },
);
const order = (reference: string | null = null): SubmitInput => ({
  request: { subject: 'order', kind: 'regionalPuja', payload },
  opaqueData: TOKEN,
  idempotencyKey: 'key-12345678',
  reference,
});
const booking: SubmitInput = {
  request: {
    subject: 'booking',
    code: 'ABCD2345',
    email: 'asha@example.com',
    billing: SAMPLE_BILLING,
  },
  opaqueData: TOKEN,
  idempotencyKey: 'key-87654321',
  reference: 'ABCD2345',
};

function answer(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('payOrder', () => {
  it('posts the order with the token and the Idempotency-Key; 201 is PAID', async () => {
    const { calls, fetchImpl } = answer(201, { orderNumber: 'P1', status: 'PAID', total: 51 });
    expect(await payOrder(order(), { fetchImpl })).toEqual({
      status: 'PAID',
      reference: 'P1',
      receipt: { subject: 'order', total: 51 },
    });
    expect(calls[0]?.url).toBe('/puja-web-v2/addregionalorder.json');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('key-12345678');
    const sent = JSON.parse(String(calls[0]?.init.body)) as typeof payload & {
      orderNumber?: string;
    };
    expect(JSON.parse(atob(sent.paymentDetails.encodedPaymentDetails))).toEqual(TOKEN);
    expect(sent.orderNumber).toBeUndefined();
  });

  it('names the order on a new attempt after a decline', async () => {
    const { calls, fetchImpl } = answer(201, { orderNumber: 'P2', status: 'PAID', total: 51 });
    await payOrder(order('P2'), { fetchImpl });
    expect((JSON.parse(String(calls[0]?.init.body)) as { orderNumber?: string }).orderNumber).toBe(
      'P2',
    );
  });

  it.each([402, 422, 503])('reads %i with a DECLINED body as a decline', async (status) => {
    const { fetchImpl } = answer(status, {
      orderNumber: 'P2',
      status: 'DECLINED',
      error: { code: 'CARD_DECLINED', message: 'Declined.' },
    });
    expect(await payOrder(order(), { fetchImpl })).toEqual({
      status: 'DECLINED',
      reference: 'P2',
      code: 'CARD_DECLINED',
      message: 'Declined.',
    });
  });

  it('reads 202 UNDER_REVIEW, 504 UNKNOWN and 409 on a resubmission', async () => {
    const review = answer(202, { orderNumber: 'P3', status: 'UNDER_REVIEW', message: 'Held.' });
    expect(await payOrder(order(), { fetchImpl: review.fetchImpl })).toEqual({
      status: 'UNDER_REVIEW',
      reference: 'P3',
      message: 'Held.',
    });
    const unknown = answer(504, {
      orderNumber: 'P3',
      status: 'UNKNOWN',
      error: { code: 'PAYMENT_UNKNOWN', message: 'Do not pay again.' },
    });
    expect(await payOrder(order(), { fetchImpl: unknown.fetchImpl })).toMatchObject({
      status: 'UNKNOWN',
      reference: 'P3',
    });
    const again = answer(409, { error: { code: 'PAYMENT_IN_PROGRESS', message: 'Still.' } });
    expect(await payOrder(order('P3'), { fetchImpl: again.fetchImpl })).toMatchObject({
      status: 'UNKNOWN',
      reference: 'P3',
    });
  });

  it('reads 400 as INVALID with its fields', async () => {
    const { fetchImpl } = answer(400, {
      error: {
        code: 'VALIDATION',
        message: 'Check the answers',
        fields: [{ path: 'notes', message: 'Too long' }],
      },
    });
    expect(await payOrder(order(), { fetchImpl })).toEqual({
      status: 'INVALID',
      code: 'VALIDATION',
      message: 'Check the answers',
      fields: [{ path: 'notes', message: 'Too long' }],
    });
  });

  it('rejects without a final answer: network error, 409 on a first attempt, 429, 500', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(payOrder(order(), { fetchImpl: offline })).rejects.toBeInstanceOf(NoFinalAnswer);
    for (const status of [409, 429, 500]) {
      const { fetchImpl } = answer(status, { error: { code: 'BUSY', message: 'Later.' } });
      await expect(payOrder(order(), { fetchImpl })).rejects.toMatchObject({ code: 'BUSY' });
    }
  });
});

describe('payBooking', () => {
  it('reads 200, 202 under review, 202 unknown, 402, 410 and a network error', async () => {
    const view = { code: 'ABCD2345', status: 'CONFIRMED' };
    const confirmed = answer(200, { status: 'CONFIRMED', booking: view });
    expect(await payBooking(booking, { fetchImpl: confirmed.fetchImpl })).toEqual({
      status: 'PAID',
      reference: 'ABCD2345',
      receipt: { subject: 'booking', booking: view },
    });
    expect(confirmed.calls[0]?.url).toBe('/puja-web-v2/api/astro/bookings/ABCD2345/pay');
    expect(JSON.parse(String(confirmed.calls[0]?.init.body))).toEqual({
      email: 'asha@example.com',
      billing: booking.request.subject === 'booking' ? booking.request.billing : null,
      opaqueData: TOKEN,
    });
    const review = answer(202, { status: 'UNDER_REVIEW', message: 'Held.', booking: view });
    expect(await payBooking(booking, { fetchImpl: review.fetchImpl })).toMatchObject({
      status: 'UNDER_REVIEW',
    });
    const unknown = answer(202, { status: 'PAYMENT_UNKNOWN', message: 'Wait.', booking: view });
    expect(await payBooking(booking, { fetchImpl: unknown.fetchImpl })).toMatchObject({
      status: 'UNKNOWN',
      reference: 'ABCD2345',
    });
    const declined = answer(402, {
      error: { code: 'PAYMENT_DECLINED', message: 'No.' },
      booking: view,
    });
    expect(await payBooking(booking, { fetchImpl: declined.fetchImpl })).toMatchObject({
      status: 'DECLINED',
      code: 'PAYMENT_DECLINED',
    });
    const lapsed = answer(410, { error: { code: 'HOLD_EXPIRED', message: 'Lapsed.' } });
    expect(await payBooking(booking, { fetchImpl: lapsed.fetchImpl })).toMatchObject({
      status: 'INVALID',
      code: 'HOLD_EXPIRED',
    });
    const busy = answer(409, { error: { code: 'PAYMENT_IN_PROGRESS', message: 'Wait.' } });
    await expect(payBooking(booking, { fetchImpl: busy.fetchImpl })).rejects.toBeInstanceOf(
      NoFinalAnswer,
    );
  });
});

describe('paymentStatus', () => {
  it('asks the status route by subject and reference', async () => {
    const { calls, fetchImpl } = answer(200, { status: 'PAID', attempt: 2 });
    expect(await paymentStatus({ subject: 'booking', reference: 'ABCD2345' }, { fetchImpl })).toBe(
      'PAID',
    );
    expect(calls[0]?.url).toBe('/puja-web-v2/api/payments/status/booking/ABCD2345');
    const voided = answer(200, { status: 'VOIDED' });
    expect(
      await paymentStatus({ subject: 'order', reference: 'P1' }, { fetchImpl: voided.fetchImpl }),
    ).toBe('DECLINED');
    const odd = answer(200, { status: 'REFUNDED' });
    expect(
      await paymentStatus({ subject: 'order', reference: 'P1' }, { fetchImpl: odd.fetchImpl }),
    ).toBe('UNKNOWN');
  });
});
