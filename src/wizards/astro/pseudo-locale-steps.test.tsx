/**
 * The pseudo-locale check over the astrology booking and rescheduling steps
 * and the payment step they share with the order wizards (the hosted card
 * form's surrounding text, in each state of the payment machine): each model
 * is walked to every state it draws differently, and that state's step, in
 * the pseudo-language, shows no plain Latin text but the model's own data.
 */
import type { ReactNode } from 'react';
import { beforeAll, describe } from 'vitest';
import type { I18n } from '@lingui/core';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import {
  bookingStep,
  type BookingContext,
  type BookingStepName,
} from '../../../machines/astro/booking';
import { bookingSpec } from '../../../machines/astro/booking/test-support/booking-model';
import {
  rescheduleStep,
  type RescheduleContext,
  type RescheduleStep,
} from '../../../machines/astro/reschedule';
import { rescheduleSpec } from '../../../machines/astro/reschedule/test-support/reschedule-model';
import * as fixtures from '../../../machines/astro/test-support/fixtures';
import { paymentMachine } from '../../../machines/payment';
import type { ModelSpec } from '../../../machines/test-support/model-harness';
import * as payment from '../../../machines/payment/test-support/payment-model';
import { pseudoI18n } from '../../../tests/test-support/pseudo-locale';
import { HostedPayment } from '../shared/HostedPayment';
import {
  allowedInSteps,
  checkSteps,
  untranslatedBySteps,
} from '../shared/test-support/pseudo-steps';
import { BOOKING_STEPS } from './BookingWizard';
import { RESCHEDULE_STEPS } from './RescheduleWizard';

/** The models' data and what they type in; the hosted form's own refusal (a third party's words). */
const DATA = allowedInSteps(
  [fixtures, payment.BILLING, payment.BOOKING],
  ['America/New_York', 'Asia/Kolkata', 'Europe/London'],
  [
    'Is this a good year for a move?',
    'Travelling that week',
    'k7mq-2xra',
    'Enter a valid card number',
    'America/New York',
  ],
);

const title = (text: string) => <h2>{text}</h2>;

/** What changes the drawing of a step: its state, problems, notices, children. */
function astroKey(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as BookingContext | RescheduleContext;
  return [
    JSON.stringify(snapshot.value),
    context.errors.map((error) => error.path).join(','),
    context.notice?.id ?? '',
    'slotsError' in context && context.slotsError ? 'slotsError' : '',
    Object.keys(snapshot.children).sort().join(','),
    context.booking?.status ?? '',
    context.booking?.reschedule.ok ? 'may move' : '',
  ].join('|');
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await pseudoI18n(['site', 'flows']);
});

/** Each state of a flow's model its step's view draws differently, drawn by step. */
function drawFlow<Step extends string>(
  spec: ModelSpec,
  stepOf: (snapshot: never) => Step | null,
  views: Record<Step, (props: never) => ReactNode>,
): Map<string, string[]> {
  return untranslatedBySteps(
    spec,
    astroKey,
    (snapshot) => {
      const step = stepOf(snapshot as never);
      if (step === null) return null;
      const View = views[step] as (props: {
        snapshot: unknown;
        send: () => void;
        title: typeof title;
      }) => ReactNode;
      return { step, ui: <View snapshot={snapshot} send={() => undefined} title={title} /> };
    },
    { i18n, allowed: DATA, maxSteps: 16 },
  ).shown;
}

describe('the pseudo-locale check: the astrology booking', () => {
  checkSteps(Object.keys(BOOKING_STEPS) as BookingStepName[], () =>
    drawFlow(bookingSpec, bookingStep, BOOKING_STEPS),
  );
});

describe('the pseudo-locale check: the astrology rescheduling', () => {
  checkSteps(Object.keys(RESCHEDULE_STEPS) as RescheduleStep[], () =>
    drawFlow(rescheduleSpec, rescheduleStep, RESCHEDULE_STEPS),
  );
});

describe('the pseudo-locale check: the payment step (hosted card form)', () => {
  const key = (snapshot: AnyMachineSnapshot) =>
    [JSON.stringify(snapshot.value), snapshot.context.message, snapshot.context.code].join('|');
  checkSteps(
    ['loading', 'unavailable', 'ready', 'submitting', 'networkError', 'unknown', 'declined'],
    () =>
      untranslatedBySteps(
        payment.paymentSpec,
        key,
        (snapshot) => {
          if (snapshot.status !== 'active') return null;
          const actor = createActor(paymentMachine, {
            input: { request: payment.BOOKING },
            snapshot: snapshot as never,
          });
          const state = snapshot.hasTag('waiting')
            ? 'unknown'
            : String(JSON.stringify(snapshot.value));
          return {
            step: state.replace(/"/g, '').split(/[:{]/)[0] || state,
            ui: (
              <HostedPayment
                payment={actor}
                amount="$75.00"
                postalCode={{ path: 'billing.zip', value: '46282', onChange: () => undefined }}
              />
            ),
          };
        },
        { i18n, allowed: DATA },
      ).shown,
  );
});
