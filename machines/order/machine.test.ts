import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { PaymentAnswer, PaymentMachine, SubmitInput } from '../payment';
import { scriptedPaymentMachine } from '../payment/test-support/scripted-payment';
import { orderMachine } from './machine';
import type { SavedOrder } from './draft';
import { stepOf } from './selectors';
import { EMPTY_PREFS, type PrefsBundle } from './prefs';
import { LIVING_PERSON, SAMPLE_ADDRESS } from '../../domain/test-support/fixtures';
import { EMPTY_GENERAL_PREFS, EMPTY_ORDER_PREFS } from '../../domain/prefs';
import { orderPayloadSchemas } from '../../domain/order-payload';

const NOW = Date.parse('2026-01-01T00:00:00Z');
const clock = () => new Date(NOW);
const PREFS: PrefsBundle = {
  general: EMPTY_GENERAL_PREFS,
  order: { ...EMPTY_ORDER_PREFS, pujaDates: { '11': ['03/07/2026'] }, costLookup: { '11': 25 } },
  events: [],
  prasadCountries: ['US'],
};

/** The flow with the real payment machine, its submissions answered from `outcomes`. */
function start(outcomes: (PaymentAnswer | Error)[], prefs: PrefsBundle = PREFS) {
  const { machine: payment, sent: calls } = scriptedPaymentMachine(outcomes);
  const machine = orderMachine.provide({
    actors: { loadPrefs: fromPromise(async () => prefs), payment },
  });
  const actor = createActor(machine, { input: { kind: 'puja', clock } }).start();
  return { actor, calls };
}

function paymentOf(actor: ReturnType<typeof start>['actor']) {
  const child = actor.getSnapshot().children.payment as ActorRefFrom<PaymentMachine> | undefined;
  if (!child) throw new Error('no payment machine');
  return child;
}

/** The hosted form hands the payment machine a token, once it has its keys. */
async function payWithToken(actor: ReturnType<typeof start>['actor'], value: string) {
  const payment = paymentOf(actor);
  await waitFor(payment, (s) => s.matches('ready') || s.matches('declined'));
  payment.send({
    type: 'form.token',
    opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: value },
  });
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
  expect(actor.getSnapshot().value).toEqual({ ordering: { steps: 'review' } });
  actor.send({ type: 'wizard.next' });
  expect(actor.getSnapshot().value).toEqual({ ordering: 'payment' });
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
    expect(actor.getSnapshot().value).toEqual({ ordering: { steps: 'people' } });
    expect(actor.getSnapshot().context.errors.map((e) => e.path)).toEqual([
      'people.0.firstName',
      'people.0.lastName',
    ]);
  });

  it('asks no prasad address once prasad is declined, and sends the order with none', async () => {
    const { actor, calls } = start([
      { status: 'PAID', reference: 'P-1', receipt: { subject: 'order', total: 25 } },
    ]);
    await waitFor(actor, (s) => stepOf(s) === 'people');
    actor.send({ type: 'person.update', index: 0, values: LIVING_PERSON });
    actor.send({ type: 'wizard.next' });
    actor.send({
      type: 'person.update',
      index: 0,
      values: { pujaId: 11, requestedPujaDate: '03/07/2026' },
    });
    actor.send({ type: 'wizard.next' });
    expect(stepOf(actor.getSnapshot())).toBe('notes');
    actor.send({ type: 'prasad.decline', declined: true });
    expect(actor.getSnapshot().context.prasadDeclined).toBe(true);
    actor.send({ type: 'wizard.next' });
    // Nothing is posted, so the next step is the card holder's address.
    expect(stepOf(actor.getSnapshot())).toBe('billing');
    expect(actor.getSnapshot().can({ type: 'billing.sameAsShipping', value: true })).toBe(false);
    actor.send({ type: 'billing.update', values: SAMPLE_ADDRESS });
    actor.send({ type: 'wizard.back' });
    expect(stepOf(actor.getSnapshot())).toBe('notes');
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.next' });
    expect(stepOf(actor.getSnapshot())).toBe('review');
    expect(actor.getSnapshot().can({ type: 'wizard.edit', step: 'shipping' })).toBe(false);
    actor.send({ type: 'wizard.next' });
    await payWithToken(actor, 'token-1');
    await waitFor(actor, () => calls.length > 0);
    const request = calls[0]?.request;
    if (request?.subject !== 'order') throw new Error('no order paid');
    expect(request.payload).toMatchObject({ prasadDeclined: true, prasadStateOther: '' });
    // The one shipping address the API takes is empty: nothing asked, nothing kept.
    expect(request.payload.pujaOrderShipmentAddresses).toEqual([
      expect.objectContaining({ firstName: '', address1: '', country: '', email: '' }),
    ]);
    expect(orderPayloadSchemas(clock)[request.kind].safeParse(request.payload).success).toBe(true);
  });

  it('asks for the prasad address again when the devotee changes their mind', async () => {
    const { actor } = start([]);
    await waitFor(actor, (s) => stepOf(s) === 'people');
    actor.send({ type: 'person.update', index: 0, values: LIVING_PERSON });
    actor.send({ type: 'wizard.next' });
    actor.send({
      type: 'person.update',
      index: 0,
      values: { pujaId: 11, requestedPujaDate: '03/07/2026' },
    });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'prasad.decline', declined: true });
    actor.send({ type: 'prasad.decline', declined: false });
    actor.send({ type: 'wizard.next' });
    expect(stepOf(actor.getSnapshot())).toBe('shipping');
  });

  it('returns to the review after a change opened from it', async () => {
    const { actor } = start([]);
    await fillToPayment(actor);
    actor.send({ type: 'wizard.back' });
    actor.send({ type: 'wizard.edit', step: 'people' });
    expect(actor.getSnapshot().value).toEqual({ ordering: { steps: 'people' } });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().value).toEqual({ ordering: { steps: 'review' } });
  });

  it('retries an unanswered submission as the same attempt, and pays once', async () => {
    const { actor, calls } = start([
      new Error('timeout'),
      { status: 'PAID', reference: 'P-1', receipt: { subject: 'order', total: 25 } },
    ]);
    await fillToPayment(actor);
    await payWithToken(actor, 'token-1');
    await waitFor(paymentOf(actor), (s) => s.matches('networkError'));
    // The attempt's outcome is unknown: the visitor may not leave the payment step.
    expect(actor.getSnapshot().can({ type: 'wizard.back' })).toBe(false);
    paymentOf(actor).send({ type: 'payment.retry' });
    await waitFor(actor, (s) => stepOf(s) === 'confirmation');
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual(calls[0]);
    expect(actor.getSnapshot().context).toMatchObject({ orderNumber: 'P-1', paidTotal: 25 });
  });

  it('after a decline, a changed billing postal code and a new card pay the same order once', async () => {
    const { actor, calls } = start([
      { status: 'DECLINED', reference: 'P-2', code: 'CARD_DECLINED', message: 'Card declined' },
      { status: 'PAID', reference: 'P-2', receipt: { subject: 'order', total: 25 } },
    ]);
    await fillToPayment(actor);
    await payWithToken(actor, 'token-1');
    await waitFor(paymentOf(actor), (s) => s.matches('declined'));
    expect(actor.getSnapshot().context.orderNumber).toBe('P-2');
    expect(actor.getSnapshot().context.people[0]?.firstName).toBe('Asha');
    // The payment step's postal code is the flow's billing field: one source of truth.
    actor.send({ type: 'billing.update', values: { postalCode: '46201' } });
    expect(actor.getSnapshot().context.billing.postalCode).toBe('46201');
    await payWithToken(actor, 'token-2');
    await waitFor(actor, (s) => stepOf(s) === 'confirmation');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.idempotencyKey).not.toBe(calls[0]?.idempotencyKey);
    expect(calls[0]?.reference).toBeNull();
    expect(calls[1]?.reference).toBe('P-2');
    expect(calls[1]?.opaqueData.dataValue).toBe('token-2');
    const billed = (input: SubmitInput | undefined) =>
      input?.request.subject === 'order'
        ? input.request.payload.pujaOrderBillingAddresses[0]?.postalCode
        : undefined;
    expect(billed(calls[0])).toBe('94583');
    expect(billed(calls[1])).toBe('46201');
    const payload = calls[1]?.request.subject === 'order' ? calls[1].request.payload : null;
    expect(payload?.pujaOrderLineitems).toHaveLength(5);
  });

  it('keeps a declined order’s number when the visitor goes back and returns to pay', async () => {
    const { actor, calls } = start([
      { status: 'DECLINED', reference: 'P-3', code: 'CARD_DECLINED', message: 'Card declined' },
      { status: 'PAID', reference: 'P-3' },
    ]);
    await fillToPayment(actor);
    await payWithToken(actor, 'token-1');
    await waitFor(paymentOf(actor), (s) => s.matches('declined'));
    actor.send({ type: 'wizard.back' });
    expect(actor.getSnapshot().value).toEqual({ ordering: { steps: 'review' } });
    actor.send({ type: 'wizard.next' });
    await payWithToken(actor, 'token-2');
    await waitFor(actor, (s) => stepOf(s) === 'confirmation');
    expect(calls[1]?.reference).toBe('P-3');
    // Paid after polling or without a receipt: the total is the order's own.
    expect(actor.getSnapshot().context.paidTotal).toBe(25);
  });
});

describe('a puja chosen before the wizard opens (?puja=<id>)', () => {
  it("is the first person's choice, and a saved draft takes its place", async () => {
    const machine = orderMachine.provide({
      actors: { loadPrefs: fromPromise(async () => PREFS) },
    });
    const fresh = createActor(machine, { input: { kind: 'puja', clock, pujaId: 11 } }).start();
    await waitFor(fresh, (s) => stepOf(s) === 'people');
    expect(fresh.getSnapshot().context.people.map((p) => p.pujaId)).toEqual([11]);
    fresh.stop();

    const saved = orderMachine.provide({
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
    const restored = createActor(saved, { input: { kind: 'puja', clock, pujaId: 11 } }).start();
    await waitFor(restored, (s) => stepOf(s) === 'people');
    expect(restored.getSnapshot().context.people.map((p) => p.pujaId)).toEqual([12]);
    restored.stop();
  });
});

describe('order again (input from an earlier order’s page)', () => {
  const seed = {
    people: [
      { ...LIVING_PERSON, firstName: 'Asha', pujaId: 11, requestedPujaDate: '03/07/2026' },
      { ...LIVING_PERSON, firstName: 'Ravi', birthStar: 'Rohini' },
    ],
    shipping: SAMPLE_ADDRESS,
    billing: { ...SAMPLE_ADDRESS, email: 'asha@example.com' },
  };
  const savedBefore: SavedOrder[] = [
    { kind: 'receipt', savedAt: NOW, receipt: { orderNumber: 'P1', total: 25, paidAt: '' } },
    {
      kind: 'draft',
      savedAt: NOW,
      draft: {
        people: [{ ...LIVING_PERSON, firstName: 'Someone', pujaId: 12 }],
        notes: 'old',
        shipping: SAMPLE_ADDRESS,
        billing: SAMPLE_ADDRESS,
        billingSameAsShipping: false,
        step: 'review',
      },
    },
  ];

  it.each(savedBefore.map((saved) => [saved.kind, saved] as const))(
    'opens on the people with theirs filled in and no puja chosen, whatever was saved (%s)',
    async (_kind, saved) => {
      const stored: unknown[] = [];
      const machine = orderMachine.provide({
        actors: {
          loadPrefs: fromPromise(async () => PREFS),
          loadDraft: fromPromise<SavedOrder | null, { key: string | null }>(async () => saved),
          draftStore: fromCallback(({ receive }) => receive((event) => stored.push(event))),
        },
      });
      const actor = createActor(machine, {
        input: { kind: 'puja', clock, again: seed, draftKey: 'k' },
      }).start();
      await waitFor(actor, (s) => stepOf(s) === 'people');
      const { people, billing, shipping, notes } = actor.getSnapshot().context;
      expect(people.map((p) => [p.firstName, p.birthStar, p.pujaId, p.requestedPujaDate])).toEqual([
        ['Asha', LIVING_PERSON.birthStar, -1, ''],
        ['Ravi', 'Rohini', -1, ''],
      ]);
      expect(billing.email).toBe('asha@example.com');
      expect(shipping).toEqual(SAMPLE_ADDRESS);
      expect(notes).toBe('');
      // The new draft replaces the saved one at once.
      expect(stored).toContainEqual(
        expect.objectContaining({ type: 'save', draft: expect.objectContaining({ people }) }),
      );
      actor.stop();
    },
  );
});
