/**
 * The order flows' view level: a covering set of the order model's paths
 * through the real OrderWizard with user-event. Only the boundary is faked:
 * the API answers (saved draft, lists, regions, the temple's details; the
 * payment machine's hosted-form keys and the server's answers; the finder's
 * place search and star) are deferred fakes, AcceptUI answers through the
 * handler the page registers. The payment machine, the birth-star finder, the
 * draft store and the step history are the real ones: a model step that is a
 * child's outcome is driven through that child's own panel.
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { BIRTH_STAR_FINDER_ID } from '../../../../machines/birth-star';
import {
  chosenRegionName,
  eventChoices,
  onlyChoiceId,
  orderMachine,
  pujaChoices,
  pujaDateChoices,
  regionsOffered,
  stepOf,
  type OrderFlow,
  type OrderWizardContext,
} from '../../../../machines/order';
import { flowScope, isOutcomeEvent } from '../../../../machines/test-support/model-harness';
import { browserDraftActors } from '../../../api/draft-storage';
import type { Clock } from '../../../../domain/clock';
import { fieldId, type AddressDraft, type PersonDraft } from '../../../../domain/order-draft';
import { ClockContext } from '../../../ui/clock';
import { OrderWizard } from '../OrderWizard';
import type { WizardCopyMessages } from '../copy';
import { deferredActors } from './deferred-actors';
import { orderSpec, REMINDER_DAY } from '../../../../machines/order/test-support/order-model';
import { LIVING_FILL } from '../../../../machines/order/test-support/model-answers';
import {
  buttonNamed,
  clickFor,
  fill,
  historyGoesTo,
  OPEN_FINDER,
  realChildren,
  text,
} from './page-driving';
import { renderStarted, viewModelSuite } from './view-suite';
import type { FamilyOffer } from '../types';

const DECLINED = { status: 'DECLINED', reference: 'P2099ABC', code: '2', message: 'Declined.' };
const ADDRESS_TEXT: (keyof AddressDraft)[] = [
  'firstName',
  'lastName',
  'address1',
  'city',
  'postalCode',
  'email',
];

const heading = () => document.querySelector('h1.wizard__heading')?.textContent ?? null;
const byId = (id: string) => document.getElementById(id) !== null;
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as OrderWizardContext;

/** The events the page sends from a button, by the button's name. */
const clickButton = clickFor({
  'region.choose': 'Bay Area',
  'region.change': 'Change the region',
  'birthStar.find': OPEN_FINDER,
  'person.add': 'Add another person',
  'wizard.next': /^Continue( to payment)?$/,
  'wizard.back': /^‹ Back$/,
  'draft.discard': /^(Discard this order and start again|Start a new order)$/,
});

/** A reminder's person as the page offers it: the model's `family.prefill`. */
const REMINDER_OFFER: FamilyOffer = {
  name: 'Meera',
  prefill: { person: LIVING_FILL, date: REMINDER_DAY },
};

interface OrderPage {
  flow: OrderFlow;
  copy: WizardCopyMessages;
  storageKey: string;
}

export function orderViewSuite({ flow, copy, storageKey }: OrderPage): void {
  const spec = orderSpec(flow, orderMachine);

  async function fillAddress(user: UserEvent, which: 'shipping' | 'billing', values: AddressDraft) {
    const id = (key: keyof AddressDraft) => fieldId(`${which}.${key}`);
    if (values.country) await user.selectOptions(screen.getByLabelText(/^Country/), values.country);
    if (values.state)
      await user.selectOptions(screen.getByLabelText(/^State, province or region/), values.state);
    for (const key of ADDRESS_TEXT) if (values[key]) fill(id(key), values[key]);
  }

  // The order machine runs four flows: this page covers the part its flow reaches.
  viewModelSuite(
    spec,
    {
      async start(entry, inspect) {
        localStorage.clear();
        const api = deferredActors(['loadDraft', 'loadPrefs', 'loadRegions', 'loadTemple']);
        const children = realChildren(inspect, DECLINED);
        // The page's clock is the model's (each entry's input names it).
        const { clock } = entry.input as { clock: Clock };
        const view = await renderStarted(
          <ClockContext.Provider value={clock}>
            <OrderWizard
              flow={flow}
              copy={copy}
              storageKey={storageKey}
              input={entry.input as never}
              familyOffer={flow.kind === 'puja' ? REMINDER_OFFER : null}
              inspect={children.watch}
              actors={
                {
                  ...api.actors,
                  ...children.actors,
                  draftStore: browserDraftActors.draftStore,
                } as never
              }
            />
          </ClockContext.Provider>,
          children.started,
        );
        const { live, payment } = children;

        return {
          perform: children.perform(api, false, async (event, user) => {
            const step = stepOf(live().getSnapshot() as never);
            const e = event as EventObject & Record<string, unknown>;
            switch (e.type) {
              case 'family.prefill':
                return user.click(buttonNamed(`Fill in ${REMINDER_OFFER.name}'s details`));
              case 'person.remove':
                return user.click(buttonNamed(`Remove person ${(e.index as number) + 1}`));
              case 'person.choose':
                return user.click(
                  document.querySelector(
                    `input[name="${fieldId(`people.${String(e.index)}.pujaId`)}"][value="${String(e.pujaId)}"]`,
                  )!,
                );
              case 'person.update': {
                const index = e.index as number;
                const values = e.values as Partial<PersonDraft>;
                const id = (key: keyof PersonDraft) => fieldId(`people.${index}.${key}`);
                if (step === 'pujas') {
                  if (values.requestedPujaDate)
                    await user.selectOptions(
                      document.getElementById(id('requestedPujaDate'))!,
                      values.requestedPujaDate,
                    );
                  if (values.customerNotes && flow.asks.prayerRequest)
                    fill(id('customerNotes'), values.customerNotes);
                  return;
                }
                fill(id('firstName'), values.firstName!);
                fill(id('lastName'), values.lastName!);
                if (values.prayerTypeCode && flow.asks.passing) {
                  await user.click(
                    document.querySelector(
                      `input[name="${id('prayerTypeCode')}"][value="${values.prayerTypeCode}"]`,
                    )!,
                  );
                  // The date of passing as day, month (by name) and year.
                  const typed = values.entered!.dateOfPassing!;
                  fill(id('dateOfPassing'), typed.day);
                  await user.selectOptions(
                    document.getElementById(`${id('dateOfPassing')}-month`)!,
                    typed.month,
                  );
                  fill(`${id('dateOfPassing')}-year`, typed.year);
                }
                return;
              }
              case 'notes.update':
                return fill('notes', e.value as string);
              case 'prasad.decline':
                return step === 'shipping'
                  ? user.click(buttonNamed('Do not post prasad'))
                  : user.click(screen.getByLabelText('Do not post prasad to me'));
              case 'shipping.update':
                return fillAddress(user, 'shipping', e.values as AddressDraft);
              case 'billing.update':
                if (step === 'payment')
                  return payment.newPostalCode(user, (e.values as AddressDraft).postalCode);
                return fillAddress(user, 'billing', e.values as AddressDraft);
              case 'billing.sameAsShipping':
                return user.click(
                  screen.getByLabelText('The billing address is the same as the prasad address'),
                );
              case 'wizard.edit':
                return user.click(
                  document.querySelector<HTMLElement>(
                    `section[aria-labelledby="review-${String(e.step)}"] button`,
                  )!,
                );
              case 'payment.progress':
                return payment.progress(user, e.settled as boolean);
              case 'history.go':
                return historyGoesTo(e.step as string);
              default:
                return clickButton(e, user);
            }
          }),
          unmount: () => view.unmount(),
        };
      },
      usable(event, before) {
        const c = contextOf(before);
        const e = event as EventObject & Record<string, unknown>;
        // The temple's details are asked once: the page gets one answer.
        if (isOutcomeEvent(event) && event.src === 'loadTemple')
          return c.temple === null && event.outcome.output !== null;
        switch (e.type) {
          case 'region.choose':
            return regionsOffered(c, flow).some((region) => region.regionId === e.regionId);
          // The banner's "Change" shows with the region's name.
          case 'region.change':
            return chosenRegionName(c) !== null;
          // The finder opens from the first person's star field, when it is not open already.
          case 'birthStar.find':
            return before.children[BIRTH_STAR_FINDER_ID] === undefined;
          // A card's radio sends only a change; the one puja offered has no radio.
          case 'person.choose': {
            const person = c.people[e.index as number];
            const offered = flow.choice.fromEvents
              ? eventChoices(c).map((choice) => choice.id)
              : onlyChoiceId(c, flow) === null
                ? pujaChoices(c, flow).map((choice) => choice.id)
                : [];
            return person?.pujaId !== e.pujaId && offered.includes(e.pujaId as number);
          }
          case 'person.update': {
            if (stepOf(before) !== 'pujas') return true;
            const values = e.values as Partial<PersonDraft>;
            const person = c.people[e.index as number]!;
            // The date list shows once a puja is chosen; the prayer request where the flow asks one.
            const date =
              !values.requestedPujaDate ||
              (flow.choice.needsDate &&
                pujaDateChoices(c, person.pujaId).includes(values.requestedPujaDate));
            return date && (Boolean(values.requestedPujaDate) || flow.asks.prayerRequest);
          }
          // With "same as the prasad address" ticked, billing shows only the email and phone.
          case 'billing.update':
            return stepOf(before) === 'payment' ? c.paymentSettled : !c.billingSameAsShipping;
          case 'billing.sameAsShipping':
            return c.billingSameAsShipping !== e.value;
          // The box sends only a change.
          case 'prasad.decline':
            return c.prasadDeclined !== e.declined;
          case 'payment.progress':
            return c.paymentSettled !== e.settled;
          default:
            return true;
        }
      },
      viewOf(snapshot) {
        if (snapshot.hasTag('loading')) return 'loading';
        return stepOf(snapshot);
      },
      // Each view by the page's one h1 and what sets its step apart.
      views: {
        loading: () => heading() === null && text(/^Loading\.\.\.$/),
        region: () => heading() === 'Choose a region',
        people: () => heading() === 'Who is the order for?' && text(/ of 5 people$/),
        pujas: () =>
          heading() === copy.choiceStepTitle.message &&
          screen.queryByText(copy.choiceHint.message ?? '') !== null,
        notes: () => heading() === 'Anything else the temple should know?' && byId('notes'),
        shipping: () =>
          heading() === 'Where should we send the prasad?' && byId('shipping-postalCode'),
        billing: () => heading() === 'Billing details' && byId('billing-email'),
        review: () => heading() === 'Check your answers before paying' && text(/^Total to pay:/),
        payment: () => heading() === 'Pay by card',
        confirmation: () => heading() === 'Order complete' && text(/^Your order number$/),
        awaitingConfirmation: () =>
          heading() === 'Your payment is being reviewed' && text(/^Please do not pay again\.$/),
      },
    },
    flowScope(flow.id, spec),
  );
}
