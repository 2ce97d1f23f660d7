/**
 * The payment step's view-level model test: a covering set of the payment
 * model's paths (the bare machine's run in machines/payment) through the real
 * HostedPayment view with user-event. The three API calls are deferred fakes the path's outcome
 * steps settle; AcceptUI (a third party's script) answers through the
 * response handler the page registers, after the pay button is clicked; the
 * status poll's wait runs on a simulated clock.
 */
import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import {
  createActor,
  SimulatedClock,
  type ActorRefFrom,
  type AnyMachineSnapshot,
  type EventObject,
} from 'xstate';
import {
  HOSTED_FORM_HANDLER,
  paymentMachine,
  STATUS_POLL_MS,
  type PaymentMachine,
  type PaymentRequest,
} from '../../../machines/payment';
import {
  BILLING,
  BOOKING,
  paymentSpec,
} from '../../../machines/payment/test-support/payment-model';
import { isOutcomeEvent } from '../../../machines/test-support/model-harness';
import type { AcceptResponse } from '../../../domain/accept-js';
import { HostedPayment } from './HostedPayment';
import { i18nWrapper, testI18n } from '../../../tests/test-support/i18n';
import { deferredActors } from './test-support/deferred-actors';
import { viewModelSuite } from './test-support/view-suite';

type Payment = ActorRefFrom<PaymentMachine>;

/**
 * The payment step as a flow shows it: the postal code field is the flow's own
 * (a change reaches the payment machine as a new request), and once the
 * payment machine is done the flow moves on and says how it ended.
 */
function PaymentInFlow({ payment }: { payment: Payment }) {
  const [zip, setZip] = useState(BILLING.zip);
  const [ended, setEnded] = useState<string | null>(null);
  useEffect(
    () =>
      payment.subscribe((snapshot) => {
        if (snapshot.status === 'done') setEnded(snapshot.output!.status);
      }).unsubscribe,
    [payment],
  );
  if (ended) return <p>The flow moved on: {ended}</p>;
  return (
    <HostedPayment
      payment={payment}
      amount="$21.00"
      postalCode={{
        path: 'billing.zip',
        value: zip,
        onChange: (value) => {
          setZip(value);
          const request: PaymentRequest = { ...BOOKING, billing: { ...BILLING, zip: value } };
          payment.send({ type: 'payment.request', request });
        },
      }}
    />
  );
}

/** AcceptUI's answer, given through the handler the page registered. */
function hostedFormAnswers(response: AcceptResponse) {
  const handler = (window as unknown as Record<string, (r: AcceptResponse) => void>)[
    HOSTED_FORM_HANDLER
  ];
  if (!handler) throw new Error('The page registered no response handler');
  act(() => handler(response));
}

const text = (pattern: RegExp) => screen.queryByText(pattern) !== null;
const button = (name: string) => screen.queryByRole('button', { name }) !== null;

viewModelSuite(paymentSpec, {
  async start(entry, inspect) {
    const i18n = await testI18n('en');
    const fakes = deferredActors(['loadHostedForm', 'submitPayment', 'paymentStatus']);
    const clock = new SimulatedClock();
    const actor = createActor(paymentMachine.provide({ actors: fakes.actors as never }), {
      input: entry.input as never,
      inspect,
      clock,
    });
    actor.start();
    const view = render(<PaymentInFlow payment={actor} />, { wrapper: i18nWrapper(i18n) });
    return {
      async perform(event: EventObject, user) {
        if (isOutcomeEvent(event)) return fakes.settle(event);
        if (event.type.startsWith('xstate.after.')) {
          act(() => clock.increment(STATUS_POLL_MS));
          return;
        }
        const e = event as EventObject & { opaqueData?: AcceptResponse['opaqueData'] };
        switch (e.type) {
          case 'form.token':
          case 'form.error':
            // The person opens the hosted form from the page's button; AcceptUI answers.
            await user.click(screen.getByRole('button', { name: /^Pay (again )?by card$/ }));
            hostedFormAnswers(
              e.type === 'form.token'
                ? {
                    opaqueData: e.opaqueData!,
                    messages: {
                      resultCode: 'Ok',
                      message: [{ code: 'I_WC_01', text: 'Successful.' }],
                    },
                  }
                : {
                    messages: {
                      resultCode: 'Error',
                      message: [
                        { code: 'E_WC_05', text: 'Please provide valid credit card number.' },
                      ],
                    },
                  },
            );
            return;
          case 'payment.retry':
            return user.click(screen.getByRole('button', { name: 'Try again' }));
          case 'payment.request': {
            const field = screen.getByLabelText(/^Billing postal code/);
            await user.clear(field);
            return user.paste('46201');
          }
          default:
            throw new Error(`The page has no way to send ${e.type}`);
        }
      },
      unmount() {
        view.unmount();
        actor.stop();
      },
    };
  },
  // The postal code field is on the page only after a decline.
  usable: (event, before) => event.type !== 'payment.request' || before.matches('declined'),
  viewOf(snapshot: AnyMachineSnapshot) {
    if (snapshot.matches('unknown')) return 'unknown';
    if (snapshot.matches('ready') && (snapshot.context as { message: unknown }).message) {
      return 'ready, the form refused the card';
    }
    return String(snapshot.value);
  },
  views: {
    loading: () => text(/^Loading the card form/),
    unavailable: () => text(/The card form could not be loaded/),
    ready: () => button('Pay by card') && screen.queryByRole('alert') === null,
    'ready, the form refused the card': () =>
      button('Pay by card') &&
      (screen.queryByRole('alert')?.textContent ?? '').includes('could not take the card'),
    submitting: () => text(/^Processing your payment/),
    networkError: () => text(/We have not had an answer about your payment yet/),
    declined: () => text(/Your card was declined/) && button('Pay again by card'),
    // Waiting and asking look alike on purpose; the live actor's state tells them apart.
    unknown: () => text(/We are confirming your payment/) && !button('Pay by card'),
    paid: () => text(/The flow moved on: PAID/),
    underReview: () => text(/The flow moved on: UNDER_REVIEW/),
    invalid: () => text(/The flow moved on: INVALID/),
  },
});
