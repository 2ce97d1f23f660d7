import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { pujaOrderMachine } from '../puja-order';
import type { SubmitOrderInput } from './actors';
import type { SavedOrder } from './draft';
import { stepOf } from './selectors';
import { EMPTY_PREFS, type PrefsBundle } from './prefs';
import type { SubmitOutcome } from '../../src/domain/order-submission';
import { LIVING_PERSON, SAMPLE_ADDRESS } from '../../src/domain/test-support/fixtures';
import { EMPTY_GENERAL_PREFS, EMPTY_ORDER_PREFS } from '../../src/domain/prefs';

const NOW = Date.parse('2026-01-01T00:00:00Z');
const PREFS: PrefsBundle = {
  general: EMPTY_GENERAL_PREFS,
  order: { ...EMPTY_ORDER_PREFS, pujaDates: { '11': ['03/07/2026'] }, costLookup: { '11': 25 } },
  events: [],
};

function start(outcomes: (SubmitOutcome | Error)[], prefs: PrefsBundle = PREFS) {
  const calls: SubmitOrderInput[] = [];
  const machine = pujaOrderMachine.provide({
    actors: {
      loadPrefs: fromPromise(async () => {
        return prefs;
      }),
      tokenizeCard: fromPromise(async () => ({ dataDescriptor: 'D', dataValue: 'token' })),
      submitOrder: fromPromise<SubmitOutcome, SubmitOrderInput>(async ({ input }) => {
        calls.push(input);
        const next = outcomes.shift();
        if (!next || next instanceof Error) throw next ?? new Error('no outcome');
        return next;
      }),
    },
  });
  const actor = createActor(machine, { input: { now: NOW } }).start();
  return { actor, calls };
}

async function fillToPayment(actor: ReturnType<typeof start>['actor']) {
  await waitFor(actor, (s) => stepOf(s) === 'people');
  actor.send({ type: 'person.update', index: 0, values: LIVING_PERSON });
  actor.send({ type: 'wizard.next' });
  actor.send({
    type: 'person.update',
    index: 0,
    values: { pujaId: 11, requestedPujaDate: '03/07/2026' },
  });
  actor.send({ type: 'wizard.next' });
  actor.send({ type: 'wizard.next' });
  actor.send({ type: 'shipping.update', values: SAMPLE_ADDRESS });
  actor.send({ type: 'wizard.next' });
  actor.send({ type: 'billing.update', values: SAMPLE_ADDRESS });
  actor.send({ type: 'wizard.next' });
  expect(actor.getSnapshot().value).toBe('review');
  actor.send({ type: 'wizard.next' });
  expect(actor.getSnapshot().value).toBe('payment');
}

describe('the puja order machine', () => {
  it('stays usable with the empty preferences the loaders fall back to', async () => {
    const { actor } = start([], EMPTY_PREFS);
    await waitFor(actor, (s) => stepOf(s) === 'people');
    expect(actor.getSnapshot().context.prefs.order.pujaDetails).toEqual([]);
    actor.send({ type: 'person.add' });
    expect(actor.getSnapshot().context.people).toHaveLength(2);
  });

  it('keeps one to five people', async () => {
    const { actor } = start([]);
    await waitFor(actor, (s) => stepOf(s) === 'people');
    expect(actor.getSnapshot().can({ type: 'person.remove', index: 0 })).toBe(false);
    for (let i = 0; i < 6; i++) actor.send({ type: 'person.add' });
    expect(actor.getSnapshot().context.people).toHaveLength(5);
    expect(actor.getSnapshot().can({ type: 'person.add' })).toBe(false);
  });

  it('shows the step errors instead of moving on', async () => {
    const { actor } = start([]);
    await waitFor(actor, (s) => stepOf(s) === 'people');
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().value).toBe('people');
    expect(actor.getSnapshot().context.errors.map((e) => e.path)).toEqual([
      'people.0.firstName',
      'people.0.lastName',
    ]);
  });

  it('returns to the review after a change opened from it', async () => {
    const { actor } = start([]);
    await fillToPayment(actor);
    actor.send({ type: 'wizard.back' });
    actor.send({ type: 'wizard.edit', step: 'people' });
    expect(actor.getSnapshot().value).toBe('people');
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().value).toBe('review');
  });

  it('retries an unanswered submission with the same key, and pays once', async () => {
    const { actor, calls } = start([
      new Error('timeout'),
      { status: 'PAID', orderNumber: 'P-1', total: 25 },
    ]);
    await fillToPayment(actor);
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (s) => stepOf(s) === 'submitFailed');
    actor.send({ type: 'payment.retry' });
    await waitFor(actor, (s) => stepOf(s) === 'confirmation');
    expect(calls).toHaveLength(2);
    expect(calls[0]?.idempotencyKey).toBe(calls[1]?.idempotencyKey);
    expect(actor.getSnapshot().context).toMatchObject({ orderNumber: 'P-1', paidTotal: 25 });
  });

  it('treats the card after a decline as a new attempt and keeps the draft', async () => {
    const { actor, calls } = start([
      { status: 'DECLINED', orderNumber: 'P-2', code: 'DECLINED', message: 'Card declined' },
      { status: 'PAID', orderNumber: 'P-2', total: 25 },
    ]);
    await fillToPayment(actor);
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (s) => stepOf(s) === 'payment' && s.context.paymentProblem !== null);
    expect(actor.getSnapshot().context.paymentProblem).toMatchObject({ kind: 'declined' });
    expect(actor.getSnapshot().context.people[0]?.firstName).toBe('Asha');
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (s) => stepOf(s) === 'confirmation');
    expect(calls[0]?.idempotencyKey).not.toBe(calls[1]?.idempotencyKey);
    expect(calls[0]?.payload.orderNumber).toBeUndefined();
    expect(calls[1]?.payload.orderNumber).toBe('P-2');
    const payload = calls[1]?.payload;
    expect(payload?.pujaOrderLineitems).toHaveLength(5);
    expect(JSON.parse(atob(payload?.paymentDetails.encodedPaymentDetails ?? ''))).toEqual({
      dataDescriptor: 'D',
      dataValue: 'token',
    });
  });
});

describe('server-named fields', () => {
  it('map onto the wizard’s own field paths', async () => {
    const { toDraftPath } = await import('./payment');
    expect(toDraftPath('pujaOrderLineitems.2.requestedPujaDate')).toBe(
      'people.2.requestedPujaDate',
    );
    expect(toDraftPath('pujaOrderBillingAddresses.0.state')).toBe('billing.state');
    expect(toDraftPath('pujaOrderShipmentAddresses.0.postalCode')).toBe('shipping.postalCode');
    expect(toDraftPath('prasadStateOther')).toBe('shipping.stateOther');
    expect(toDraftPath('notes')).toBe('notes');
  });
});

describe('a puja chosen before the wizard opens (?puja=<id>)', () => {
  it("is the first person's choice, and a saved draft takes its place", async () => {
    const machine = pujaOrderMachine.provide({
      actors: { loadPrefs: fromPromise(async () => PREFS) },
    });
    const fresh = createActor(machine, { input: { now: NOW, pujaId: 11 } }).start();
    await waitFor(fresh, (s) => stepOf(s) === 'people');
    expect(fresh.getSnapshot().context.people.map((p) => p.pujaId)).toEqual([11]);
    fresh.stop();

    const saved = pujaOrderMachine.provide({
      actors: {
        loadPrefs: fromPromise(async () => PREFS),
        loadDraft: fromPromise<SavedOrder | null, { key: string | null }>(async () => ({
          kind: 'draft' as const,
          savedAt: NOW,
          draft: {
            people: [{ ...LIVING_PERSON, pujaId: 12 }],
            notes: '',
            shipping: SAMPLE_ADDRESS,
            billing: SAMPLE_ADDRESS,
            billingSameAsShipping: false,
            step: 'people' as const,
          },
        })),
      },
    });
    const restored = createActor(saved, { input: { now: NOW, pujaId: 11 } }).start();
    await waitFor(restored, (s) => stepOf(s) === 'people');
    expect(restored.getSnapshot().context.people.map((p) => p.pujaId)).toEqual([12]);
    restored.stop();
  });
});
