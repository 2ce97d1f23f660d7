/**
 * The payment machine's rules, with the flow's actors replaced: a decline
 * then a new attempt (new key, new token), a network error retried as the
 * same attempt (same key, same token), UNKNOWN polled until the server knows
 * (never offering to pay again), UNDER_REVIEW and INVALID as final answers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { paymentMachine, STATUS_POLL_MS } from './machine';
import type { PaymentAnswer, StatusAnswer, SubmitInput } from './types';

const token = (value: string) => ({
  dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
  dataValue: value,
});

function start(answers: (PaymentAnswer | Error)[], statuses: StatusAnswer[] = []) {
  const sent: SubmitInput[] = [];
  const asked: string[] = [];
  const machine = paymentMachine.provide({
    actors: {
      submitPayment: fromPromise<PaymentAnswer, SubmitInput>(async ({ input }) => {
        sent.push(input);
        const next = answers.shift();
        if (!next || next instanceof Error) throw next ?? new Error('no answer');
        return next;
      }),
      paymentStatus: fromPromise<StatusAnswer, { reference: string }>(async ({ input }) => {
        asked.push(input.reference);
        return statuses.shift() ?? 'UNKNOWN';
      }),
    },
  });
  const actor = createActor(machine, { input: {} });
  actor.start();
  const settle = () => vi.advanceTimersByTimeAsync(0);
  return { actor, sent, asked, settle };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the payment machine', () => {
  it('a decline, then a new attempt with a new key and a new token, pays the same order', async () => {
    const { actor, sent, settle } = start([
      { status: 'DECLINED', reference: 'P1', code: '2', message: 'Declined.' },
      { status: 'PAID', reference: 'P1' },
    ]);
    actor.send({ type: 'form.token', opaqueData: token('t1') });
    await settle();
    expect(actor.getSnapshot().value).toBe('declined');
    // A retry of the declined attempt is not offered: only a new attempt.
    actor.send({ type: 'payment.retry' });
    expect(actor.getSnapshot().value).toBe('declined');
    actor.send({ type: 'payment.again' });
    actor.send({ type: 'form.token', opaqueData: token('t2') });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ status: 'PAID', reference: 'P1' });
    expect(sent[1]!.reference).toBe('P1');
    expect(sent[1]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey);
    expect(sent[1]!.opaqueData.dataValue).toBe('t2');
  });

  it('retries a network error as the same attempt: same key, same token', async () => {
    const { actor, sent, settle } = start([
      new TypeError('Failed to fetch'),
      { status: 'PAID', reference: 'P2' },
    ]);
    actor.send({ type: 'form.token', opaqueData: token('t1') });
    await settle();
    expect(actor.getSnapshot().value).toBe('networkError');
    actor.send({ type: 'payment.retry' });
    await settle();
    expect(actor.getSnapshot().output).toEqual({ status: 'PAID', reference: 'P2' });
    expect(sent[1]).toEqual(sent[0]);
  });

  it('polls an UNKNOWN payment until the server knows, never offering to pay again', async () => {
    const { actor, asked, settle } = start(
      [{ status: 'UNKNOWN', reference: 'P3', message: 'Do not pay again.' }],
      ['UNKNOWN', 'PAID'],
    );
    actor.send({ type: 'form.token', opaqueData: token('t1') });
    await settle();
    expect(actor.getSnapshot().hasTag('waiting')).toBe(true);
    actor.send({ type: 'payment.again' });
    actor.send({ type: 'form.token', opaqueData: token('t2') });
    expect(actor.getSnapshot().hasTag('waiting')).toBe(true);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(asked).toEqual(['P3']);
    expect(actor.getSnapshot().hasTag('waiting')).toBe(true);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(asked).toEqual(['P3', 'P3']);
    expect(actor.getSnapshot().output).toEqual({ status: 'PAID', reference: 'P3' });
  });

  it('ends UNDER_REVIEW, and INVALID with the fields for the flow to send the visitor back', async () => {
    const review = start([{ status: 'UNDER_REVIEW', reference: 'P4', message: 'Being reviewed.' }]);
    review.actor.send({ type: 'form.token', opaqueData: token('t1') });
    await review.settle();
    expect(review.actor.getSnapshot().output).toEqual({ status: 'UNDER_REVIEW', reference: 'P4' });

    const fields = [
      { path: 'pujaOrderBillingAddresses.0.postalCode', message: 'Enter a postal code' },
    ];
    const invalid = start([{ status: 'INVALID', message: 'Check the billing address.', fields }]);
    invalid.actor.send({ type: 'form.token', opaqueData: token('t1') });
    await invalid.settle();
    expect(invalid.actor.getSnapshot().output).toEqual({
      status: 'INVALID',
      fields,
      message: 'Check the billing address.',
    });
  });
});
