/**
 * The booking's retry after a network error resends the same attempt: the
 * same Idempotency-Key AND the same card token (a new token under the old key
 * is a different request, which the server refuses with 422).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PayOutcome } from '../actors';
import { bookingMachine } from './machine';

const TOKEN = { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'token-1' };

function billingSnapshot() {
  const base = createActor(bookingMachine, {
    input: { now: Date.UTC(2026, 2, 2), timeZone: 'UTC' },
  });
  const context = base.getSnapshot().context;
  return bookingMachine.resolveState({
    value: 'billing',
    context: {
      ...context,
      booking: { code: 'ABCD2345' } as never,
      email: 'asha@example.com',
      billing: {
        firstName: 'Asha',
        lastName: 'Nair',
        address: '1 Temple Road',
        city: 'San Ramon',
        state: 'CA',
        zip: '94583',
        country: 'US',
      },
    },
  });
}

describe('the booking payment retry', () => {
  it('sends the same key and the same token after a network error', async () => {
    const sent: { idempotencyKey: string; opaqueData: { dataValue: string } }[] = [];
    let tokens = 0;
    let fail = true;
    const machine = bookingMachine.provide({
      actors: {
        tokenizeCard: fromPromise(async () => ({ ...TOKEN, dataValue: `token-${++tokens}` })),
        payBooking: fromPromise(async ({ input }: { input: (typeof sent)[number] }) => {
          sent.push(input);
          if (fail) {
            fail = false;
            throw new TypeError('Failed to fetch');
          }
          return { status: 'CONFIRMED', booking: { code: 'ABCD2345' } } as unknown as PayOutcome;
        }) as never,
      },
    });
    const actor = createActor(machine, {
      snapshot: billingSnapshot() as never,
      input: { now: Date.UTC(2026, 2, 2), timeZone: 'UTC' },
    });
    actor.start();
    const settled = (value: string) =>
      new Promise<void>((resolve) => {
        const check = () => actor.getSnapshot().matches(value as never) && resolve();
        actor.subscribe(check);
        check();
      });
    actor.send({ type: 'payment.submit' });
    // The first attempt's answer is lost: back on the payment step with the error shown.
    await new Promise<void>((resolve) => {
      const check = () => sent.length === 1 && actor.getSnapshot().matches('billing') && resolve();
      actor.subscribe(check);
      check();
    });
    actor.send({ type: 'payment.submit' });
    await settled('confirmed');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey);
    expect(sent[1]!.opaqueData.dataValue).toBe(sent[0]!.opaqueData.dataValue);
    expect(tokens).toBe(1);
  });
});
