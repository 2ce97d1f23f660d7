/**
 * The payment machine's rules, with the browser's actors replaced: a decline
 * then a new attempt (new key, new token, the changed billing postal code),
 * a network error retried as the same attempt (same key, same token, same
 * body), UNKNOWN polled until the server knows (never offering to pay again),
 * UNDER_REVIEW and INVALID as final answers, the hosted form's answers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostedFormEvent } from './hosted-form';
import { STATUS_POLL_MS } from './machine';
import { BILLING, BOOKING } from './test-support/payment-model';
import { SANDBOX_KEYS, scriptedPayment } from './test-support/scripted-payment';
import type { PaymentAnswer, StatusAnswer } from './types';
import { testNow } from '../../tests/test-support/test-clock';

const token = (value: string) => ({
  dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
  dataValue: value,
});

function start(answers: (PaymentAnswer | Error)[], statuses: StatusAnswer[] = []) {
  const scripted = scriptedPayment(answers, statuses);
  const settle = () => vi.advanceTimersByTimeAsync(0);
  return { ...scripted, settle };
}

beforeEach(() => {
  vi.useFakeTimers({ now: testNow() });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the payment machine', () => {
  it('loads the hosted form’s keys before anything can be paid', async () => {
    const { actor, settle } = start([]);
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.keys).toEqual(SANDBOX_KEYS);
  });

  it('a decline, a changed postal code, then a new attempt with a new key and token pays once', async () => {
    const { actor, sent, settle } = start([
      { status: 'DECLINED', reference: BOOKING.code, code: '2', message: 'Declined.' },
      { status: 'PAID', reference: BOOKING.code },
    ]);
    await settle();
    actor.send({ type: 'form.token', opaqueData: token('t1') });
    await settle();
    expect(actor.getSnapshot().value).toBe('declined');
    // A retry of the declined attempt is not offered: only a new attempt.
    actor.send({ type: 'payment.retry' });
    expect(actor.getSnapshot().value).toBe('declined');
    actor.send({
      type: 'payment.request',
      request: { ...BOOKING, billing: { ...BILLING, zip: '46201' } },
    });
    actor.send({ type: 'form.token', opaqueData: token('t2') });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      status: 'PAID',
      reference: BOOKING.code,
      receipt: null,
    });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.reference).toBe(BOOKING.code);
    expect(sent[1]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey);
    expect(sent[1]!.opaqueData.dataValue).toBe('t2');
    expect(sent[0]!.request.subject === 'booking' && sent[0]!.request.billing.zip).toBe('46282');
    expect(sent[1]!.request.subject === 'booking' && sent[1]!.request.billing.zip).toBe('46201');
  });

  it('shows the hosted form’s own refusal after a decline, not the decline’s code', async () => {
    const { actor, settle } = start([
      { status: 'DECLINED', reference: BOOKING.code, code: '2', message: 'Declined.' },
    ]);
    await settle();
    actor.send({ type: 'form.token', opaqueData: token('t1') });
    await settle();
    expect(actor.getSnapshot().context.code).toBe('2');
    actor.send({ type: 'form.error', message: 'Please provide a valid CVV.' });
    expect(actor.getSnapshot().context).toMatchObject({
      message: 'Please provide a valid CVV.',
      code: null,
    });
  });

  it('retries a network error as the same attempt: same key, same token, same body', async () => {
    const { actor, sent, settle } = start([
      new TypeError('Failed to fetch'),
      { status: 'PAID', reference: BOOKING.code },
    ]);
    await settle();
    actor.send({ type: 'form.token', opaqueData: token('t1') });
    await settle();
    expect(actor.getSnapshot().value).toBe('networkError');
    // Nothing may change the attempt in flight.
    actor.send({
      type: 'payment.request',
      request: { ...BOOKING, billing: { ...BILLING, zip: '46201' } },
    });
    actor.send({ type: 'form.token', opaqueData: token('t2') });
    actor.send({ type: 'payment.retry' });
    await settle();
    expect(actor.getSnapshot().output).toMatchObject({ status: 'PAID', reference: BOOKING.code });
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
  });

  it('polls an UNKNOWN payment until the server knows, never offering to pay again', async () => {
    const { actor, asked, sent, settle } = start(
      [{ status: 'UNKNOWN', reference: BOOKING.code, message: 'Do not pay again.' }],
      ['UNKNOWN', 'PAID'],
    );
    await settle();
    actor.send({ type: 'form.token', opaqueData: token('t1') });
    await settle();
    expect(actor.getSnapshot().hasTag('waiting')).toBe(true);
    actor.send({ type: 'form.token', opaqueData: token('t2') });
    actor.send({ type: 'payment.retry' });
    expect(actor.getSnapshot().hasTag('waiting')).toBe(true);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(asked).toEqual([{ subject: 'booking', reference: BOOKING.code }]);
    expect(actor.getSnapshot().hasTag('waiting')).toBe(true);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(asked).toHaveLength(2);
    expect(actor.getSnapshot().output).toMatchObject({ status: 'PAID', reference: BOOKING.code });
    expect(sent).toHaveLength(1);
  });

  it('an UNKNOWN payment found not charged is a decline: the next attempt takes a new key', async () => {
    const { actor, sent, settle } = start(
      [
        { status: 'UNKNOWN', reference: BOOKING.code, message: 'Do not pay again.' },
        { status: 'PAID', reference: BOOKING.code },
      ],
      ['DECLINED'],
    );
    await settle();
    actor.send({ type: 'form.token', opaqueData: token('t1') });
    await settle();
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(actor.getSnapshot().value).toBe('declined');
    actor.send({ type: 'form.token', opaqueData: token('t2') });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(sent[1]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey);
  });

  it('ends UNDER_REVIEW, and INVALID with the fields for the flow to send the visitor back', async () => {
    const review = start([
      { status: 'UNDER_REVIEW', reference: BOOKING.code, message: 'Being reviewed.' },
    ]);
    await review.settle();
    review.actor.send({ type: 'form.token', opaqueData: token('t1') });
    await review.settle();
    expect(review.actor.getSnapshot().output).toEqual({
      status: 'UNDER_REVIEW',
      reference: BOOKING.code,
      receipt: null,
    });

    const fields = [{ path: 'billing.zip', message: 'Enter the postal code' }];
    const invalid = start([
      { status: 'INVALID', code: 'VALIDATION', message: 'Check the billing address.', fields },
    ]);
    await invalid.settle();
    invalid.actor.send({ type: 'form.token', opaqueData: token('t1') });
    await invalid.settle();
    expect(invalid.actor.getSnapshot().output).toEqual({
      status: 'INVALID',
      code: 'VALIDATION',
      fields,
      message: 'Check the billing address.',
    });
  });
});

describe('hostedFormEvent', () => {
  it('turns AcceptUI’s token into form.token and its refusal into form.error', () => {
    expect(
      hostedFormEvent({
        opaqueData: token('nonce'),
        messages: { resultCode: 'Ok', message: [{ code: 'I_WC_01', text: 'Successful.' }] },
      }),
    ).toEqual({ type: 'form.token', opaqueData: token('nonce') });
    const refused = hostedFormEvent({
      messages: {
        resultCode: 'Error',
        message: [{ code: 'E_WC_21', text: 'The payment gateway rejected the keys.' }],
      },
    });
    expect(refused.type).toBe('form.error');
    expect(refused.type === 'form.error' && refused.message).toContain('rejected the keys');
  });
});
