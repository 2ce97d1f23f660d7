/**
 * The pseudo-locale check over the astrology booking and rescheduling steps
 * and the payment step they share with the order wizards (the hosted card
 * form's surrounding text, in each state of the payment machine): each model
 * is walked to every state it draws differently, and that state's step, in
 * the pseudo-language, shows no plain Latin text but the model's own data.
 */
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
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
import { NAKSHATRA_NAMES } from '../../domain/jyotish/nakshatra';
import { PSEUDO_LANGUAGE } from '../../domain/languages';
import {
  allowedData,
  distinctStates,
  intlWords,
  longestFirst,
  note,
  untranslatedIn,
} from '../shared/test-support/pseudo-steps';
import { BOOKING_STEPS } from './BookingWizard';
import { RESCHEDULE_STEPS } from './RescheduleWizard';

/** The models' data and what they type in; the hosted form's own refusal (a third party's words). */
const DATA = longestFirst([
  ...allowedData(fixtures, payment.BILLING, payment.BOOKING),
  'Is this a good year for a move?',
  'Travelling that week',
  'k7mq-2xra',
  'Enter a valid card number',
  // The birth stars' names (data: src/domain/nakshatra-names.ts names them in each language).
  ...NAKSHATRA_NAMES,
  'America/New York',
  ...intlWords(PSEUDO_LANGUAGE.code, ['America/New_York', 'Asia/Kolkata', 'Europe/London']),
]);

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

function checkSteps<Step extends string>(
  steps: readonly Step[],
  draw: () => Map<string, string[]>,
) {
  let drawn: Map<string, string[]>;
  beforeAll(() => {
    drawn = draw();
  }, 120_000);
  it.each(steps)('draws the %s step in each of its states in catalog text only', (step) => {
    expect(drawn.has(step), `the model reaches ${step}`).toBe(true);
    expect([...new Set(drawn.get(step))]).toEqual([]);
  });
}

/** Each state of a flow's model its step's view draws differently, drawn by step. */
function drawFlow<Step extends string>(
  spec: ModelSpec,
  stepOf: (snapshot: never) => Step | null,
  views: Record<Step, (props: never) => ReactNode>,
): Map<string, string[]> {
  const drawn = new Map<string, string[]>();
  for (const snapshot of distinctStates(spec, astroKey, 16)) {
    const step = stepOf(snapshot as never);
    if (step === null) continue;
    const View = views[step] as (props: {
      snapshot: unknown;
      send: () => void;
      title: typeof title;
    }) => ReactNode;
    const ui = <View snapshot={snapshot} send={() => undefined} title={title} />;
    const { drawn: something, found } = untranslatedIn(ui, i18n, DATA);
    if (something) note(drawn, step, found);
  }
  return drawn;
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
    () => {
      const drawn = new Map<string, string[]>();
      for (const snapshot of distinctStates(payment.paymentSpec, key)) {
        if (snapshot.status !== 'active') continue;
        const actor = createActor(paymentMachine, {
          input: { request: payment.BOOKING },
          snapshot: snapshot as never,
        });
        const state = snapshot.hasTag('waiting')
          ? 'unknown'
          : String(JSON.stringify(snapshot.value));
        const ui = (
          <HostedPayment
            payment={actor}
            amount="$75.00"
            postalCode={{ path: 'billing.zip', value: '46282', onChange: () => undefined }}
          />
        );
        const { found } = untranslatedIn(ui, i18n, DATA);
        note(drawn, state.replace(/"/g, '').split(/[:{]/)[0] || state, found);
      }
      return drawn;
    },
  );
});
