/**
 * The pseudo-locale check over every step of the four order wizards
 * (docs/translating.md, ./test-support/pseudo-steps.tsx): each flow's model
 * is walked to every state it draws differently, and the step drawn for
 * that state, in the pseudo-language, shows no plain Latin text but the
 * model's own data (names, pujas, places, what it types in) and Intl's dates.
 */
import { beforeAll, describe, expect } from 'vitest';
import type { I18n } from '@lingui/core';
import {
  flowSteps,
  orderMachine,
  pujaOrderFlow,
  recommendationFlow,
  regionalAstroFlow,
  regionalPujaFlow,
  stepOf,
  type OrderFlow,
} from '../../../machines/order';
import * as answers from '../../../machines/order/test-support/model-answers';
import { ORDER_CLOCK, orderSpec } from '../../../machines/order/test-support/order-model';
import { pseudoI18n } from '../../../tests/test-support/pseudo-locale';
import { ClockContext } from '../../ui/clock';
import { translateCopy, type WizardCopyMessages } from './copy';
import { RegionBanner } from './RegionStep';
import { StepBody } from './StepBody';
import { allowedInSteps, checkSteps, untranslatedBySteps } from './test-support/pseudo-steps';
import type { StepProps, WizardSnapshot } from './types';
import { PUJA_ORDER_COPY } from '../puja-order/PujaOrderPage';
import { RECOMMENDATION_COPY } from '../recommendation/RecommendationOrderPage';
import { REGIONAL_PUJA_COPY } from '../regional-puja/RegionalPujaOrderPage';
import { REGIONAL_ASTRO_COPY } from '../regional-astro/RegionalAstroOrderPage';

/** The model's data and what it types in (machines/order/test-support/order-model.ts). */
const DATA = allowedInSteps(
  [answers],
  ['America/Los_Angeles', 'UTC'],
  ['For good health.', 'Please include my mother.', /\bx{50,}\b/],
);

function Drawn(props: StepProps) {
  const { snapshot, flow } = props;
  return (
    <ClockContext.Provider value={ORDER_CLOCK}>
      {flow.regional && stepOf(snapshot) !== 'region' ? (
        <RegionBanner snapshot={snapshot} send={props.send} />
      ) : null}
      <StepBody {...props} />
    </ClockContext.Provider>
  );
}

/** What changes the drawing of a step: its step, open panels, problems, how many people. */
function coarseKey(snapshot: WizardSnapshot): string {
  const { context } = snapshot;
  return [
    stepOf(snapshot),
    Object.keys(snapshot.children).sort().join(','),
    context.errors.length > 0 ? 'errors' : '',
    context.paymentProblem?.kind ?? '',
    context.paymentSettled ? 'settled' : '',
    `n${context.people.length}`,
    JSON.stringify(snapshot.value),
  ].join('|');
}

const FLOWS: [string, OrderFlow, WizardCopyMessages][] = [
  ['puja order', pujaOrderFlow, PUJA_ORDER_COPY],
  ['recommendation', recommendationFlow, RECOMMENDATION_COPY],
  ['regional puja', regionalPujaFlow, REGIONAL_PUJA_COPY],
  ['regional astro', regionalAstroFlow, REGIONAL_ASTRO_COPY],
];

/** Every step of every flow. */
const CHECKED_STEPS = [
  'region',
  'people',
  'pujas',
  'notes',
  'shipping',
  'billing',
  'review',
  'payment',
  'confirmation',
  'awaitingConfirmation',
];

/** Every flow's steps after its form: paying, and the order confirmed. */
const AFTER_THE_FORM = ['payment', 'confirmation'];

let i18n: I18n;
beforeAll(async () => {
  i18n = await pseudoI18n(['site', 'flows']);
});

describe.each(FLOWS)('the pseudo-locale check: the %s wizard', (_name, flow, copy) => {
  const steps = CHECKED_STEPS.filter(
    (step) =>
      AFTER_THE_FORM.includes(step) ||
      (flowSteps(flow, { prasadDeclined: false }) as string[]).includes(step),
  );
  // Each state the model tells apart, drawn once; what it shows, by step.
  checkSteps(steps, () => {
    const { shown, blank } = untranslatedBySteps(
      orderSpec(flow, orderMachine),
      (state) => coarseKey(state as WizardSnapshot),
      (snapshot) => {
        const step = stepOf(snapshot as WizardSnapshot);
        if (!CHECKED_STEPS.includes(step)) return null;
        const props = {
          snapshot: snapshot as WizardSnapshot,
          send: () => undefined,
          flow,
          copy: translateCopy(i18n, copy),
        };
        return { step, ui: <Drawn {...props} /> };
      },
      { i18n, allowed: DATA },
    );
    expect(blank, 'the steps of states that draw nothing').toEqual([]);
    return shown;
  });
});
