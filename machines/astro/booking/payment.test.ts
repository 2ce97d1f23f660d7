/**
 * The booking pays through the one payment machine: a decline, a billing
 * postal code changed on the payment step (the booking's own billing field)
 * and a new card pay the held booking once; a lapsed hold sends the visitor
 * back to choose a time; leaving is refused while an attempt is in flight.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import type { PaymentAnswer, PaymentMachine } from '../../payment';
import { scriptedPaymentMachine } from '../../payment/test-support/scripted-payment';
import { bookingMachine } from './machine';
import { SAMPLE_BILLING } from '../../../domain/test-support/fixtures';

const INPUT = { clock: () => new Date(Date.UTC(2026, 2, 2)), timeZone: 'UTC' };
const HELD = { code: 'ABCD2345', status: 'HELD' } as never;

function billingSnapshot() {
  const context = createActor(bookingMachine, { input: INPUT }).getSnapshot().context;
  return bookingMachine.resolveState({
    value: 'billing',
    context: {
      ...context,
      booking: HELD,
      email: 'asha@example.com',
      billing: { ...SAMPLE_BILLING, zip: '46282' },
    },
  });
}

function start(answers: (PaymentAnswer | Error)[]) {
  const { machine: payment, sent } = scriptedPaymentMachine(answers);
  const actor = createActor(bookingMachine.provide({ actors: { payment } }), {
    snapshot: billingSnapshot() as never,
    input: INPUT,
  });
  actor.start();
  const child = () => {
    const ref = actor.getSnapshot().children.payment as ActorRefFrom<PaymentMachine> | undefined;
    if (!ref) throw new Error('no payment machine');
    return ref;
  };
  const pay = async (value: string) => {
    await waitFor(child(), (s) => s.matches('ready') || s.matches('declined'));
    child().send({
      type: 'form.token',
      opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: value },
    });
  };
  return { actor, sent, child, pay };
}

describe('paying for a booking', () => {
  it('a decline, a changed postal code and a new card confirm the booking once', async () => {
    const { actor, sent, child, pay } = start([
      { status: 'DECLINED', reference: 'ABCD2345', code: 'PAYMENT_DECLINED', message: 'No.' },
      {
        status: 'PAID',
        reference: 'ABCD2345',
        receipt: {
          subject: 'booking',
          booking: { code: 'ABCD2345', status: 'CONFIRMED' } as never,
        },
      },
    ]);
    actor.send({ type: 'payment.submit' });
    expect(actor.getSnapshot().value).toBe('paying');
    await pay('token-1');
    await waitFor(child(), (s) => s.matches('declined'));
    actor.send({ type: 'billing.update', values: { zip: '46201' } });
    expect(actor.getSnapshot().context.billing.zip).toBe('46201');
    await pay('token-2');
    await waitFor(actor, (s) => s.matches('confirmed'));
    expect(actor.getSnapshot().context.booking?.status).toBe('CONFIRMED');
    expect(sent.map((s) => (s.request.subject === 'booking' ? s.request.billing.zip : ''))).toEqual(
      ['46282', '46201'],
    );
    expect(sent[1]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey);
    expect(sent.every((s) => s.reference === 'ABCD2345')).toBe(true);
  });

  it('refuses to leave while an attempt has no answer, and retries it unchanged', async () => {
    const { actor, sent, child, pay } = start([
      new TypeError('Failed to fetch'),
      { status: 'PAID', reference: 'ABCD2345' },
    ]);
    actor.send({ type: 'payment.submit' });
    await pay('token-1');
    await waitFor(child(), (s) => s.matches('networkError'));
    actor.send({ type: 'wizard.back' });
    expect(actor.getSnapshot().value).toBe('paying');
    child().send({ type: 'payment.retry' });
    await waitFor(actor, (s) => s.matches('confirmed'));
    expect(sent[1]).toEqual(sent[0]);
    // Paid without a receipt (learnt by polling, say): the held booking, now confirmed.
    expect(actor.getSnapshot().context.booking).toMatchObject({
      code: 'ABCD2345',
      status: 'CONFIRMED',
    });
  });

  it('a hold that lapsed before paying sends the visitor to choose a time again', async () => {
    const { actor, pay } = start([
      { status: 'INVALID', code: 'HOLD_EXPIRED', message: 'The hold has lapsed.', fields: [] },
    ]);
    actor.send({ type: 'payment.submit' });
    await pay('token-1');
    await waitFor(actor, (s) => s.matches('holdLapsed'));
    expect(actor.getSnapshot().can({ type: 'slots.again' })).toBe(true);
  });
});
