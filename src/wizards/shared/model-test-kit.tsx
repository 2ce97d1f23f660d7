/**
 * Model-based path tests for the order wizards: xstate/graph walks every
 * shortest path of a flow's machine, and each path drives the real React view
 * with user-event, the machine's side effects replaced by deferred fakes that
 * the done/error steps settle. Test-only helper.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { TestModel } from 'xstate/graph';
import {
  flowSteps,
  flowRules,
  stepErrors,
  stepOf,
  type OrderFlow,
  type OrderWizardContext,
  type OrderWizardEvent,
  type OrderWizardMachine,
  type PrefsBundle,
  type WizardStep,
} from '../../../machines/shared';
import type { OrderWizardInput } from '../../../machines/shared';
import type { SubmitOutcome } from '../../domain/order-submission';
import type { OpaqueData } from '../../domain/order-payload';
import type { PersonDraft, AddressDraft } from '../../domain/order-draft';
import type { Region } from '../../domain/prefs';
import type { WizardCopy } from './copy';
import { stepName } from './copy';
import { OrderWizard } from './OrderWizard';
import type { WizardSnapshot } from './types';

const FAR = '2099-12-31T00:00:00Z';

export const MODEL_PREFS: PrefsBundle = {
  general: {
    countries: [{ code: 'US', name: 'United States' }],
    states: [{ code: 'CA', name: 'California', country: 'US' }],
    birthStars: [{ code: 'ROHINI', name: 'Rohini', aliases: [] }],
    genderIdentities: [],
  },
  order: {
    pujaDetails: [
      {
        pujaId: 11,
        id: 11,
        code: 'GANA',
        key: 'gana',
        name: 'Ganapati Homa',
        displayName: 'Ganapati Homa',
        category: 'HOMAS',
        cost: 25,
        price: 25,
        selectionOrder: 1,
        extDescription: 'Removes obstacles.',
        pujaDates: [],
        pujaScheduleForWebList: [{ dateOfPuja: '12/30/2099', orderCutoffTime: FAR }],
      },
    ],
    pujaRecommendationDetails: [
      {
        pujaId: 21,
        id: 21,
        code: 'RECO',
        key: 'reco',
        name: 'Puja recommendation',
        displayName: 'Puja recommendation',
        category: 'RECOMMENDATIONS',
        cost: 30,
        price: 30,
        selectionOrder: 1,
        extDescription: '',
        pujaDates: [],
        pujaScheduleForWebList: [],
      },
    ],
    pujaDates: {},
    costLookup: { '11': 25, '21': 30 },
  },
  events: [
    {
      id: 501,
      regionId: 7,
      regionName: 'Bay Area',
      name: 'Chandi Homa',
      offeringTitle: 'Chandi Homa',
      title: 'Chandi Homa at the Bay Area programme',
      hostedBy: 'Bay Area satsang',
      eventDate: '2099-12-30T18:30:00Z',
      orderCutOffTime: FAR,
      additionalEventDetailsAsHTML: '',
      contactEmailId: 'bay@example.org',
      informationURL: '',
      cost: 51,
      extDescription: '',
    },
  ],
};

const REGIONS: Region[] = [
  { regionId: 7, regionName: 'Bay Area', hasPujaEvents: true, hasAstroEvents: true },
];

const LIVING_FILL: Partial<PersonDraft> = { firstName: 'Asha', lastName: 'Menon' };
const DEPARTED_FILL: Partial<PersonDraft> = {
  prayerTypeCode: 'DEPARTED',
  firstName: 'Gopal',
  lastName: 'Menon',
  dateOfPassing: '2/1/2021',
};
const ADDRESS_FILL: Partial<AddressDraft> = {
  country: 'US',
  state: 'CA',
  firstName: 'Asha',
  lastName: 'Menon',
  address1: '1 Temple Road',
  city: 'San Ramon',
  postalCode: '94583',
  email: 'asha@example.com',
};
const TOKEN: OpaqueData = { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'nonce-1' };
const PAID: SubmitOutcome = { status: 'PAID', orderNumber: 'P2099ABC', total: 25 };
const INVALID: SubmitOutcome = {
  status: 'INVALID',
  message: 'Some answers need to be checked',
  fields: [
    { path: 'pujaOrderLineitems.0.requestedPujaDate', message: 'Orders for this date have closed' },
  ],
};
const UNKNOWN: SubmitOutcome = {
  status: 'UNKNOWN',
  orderNumber: 'P2099ABC',
  code: 'PAYMENT_UNKNOWN',
  message: 'The payment gateway did not answer in time.',
};
const DECLINED: SubmitOutcome = {
  status: 'DECLINED',
  orderNumber: 'P2099ABC',
  code: 'DECLINED',
  message: 'This transaction has been declined.',
};

/** Largest number of people the model adds (the unit tests cover five). */
const MODEL_MAX_PEOPLE = 2;

function choiceFill(flow: OrderFlow): Partial<PersonDraft> {
  if (flow.choice.fromEvents) return { pujaId: 501 };
  if (flow.kind === 'recommendation') return { pujaId: 21 };
  return { pujaId: 11, requestedPujaDate: '12/30/2099' };
}

type ModelEvent =
  | OrderWizardEvent
  | { type: 'xstate.done.actor.loadDraft'; output: null }
  | { type: 'xstate.done.actor.loadPrefs'; output: PrefsBundle }
  | { type: 'xstate.error.actor.loadPrefs'; error: unknown }
  | { type: 'xstate.done.actor.loadRegions'; output: Region[] }
  | { type: 'xstate.error.actor.loadRegions'; error: unknown }
  | { type: 'xstate.done.actor.tokenizeCard'; output: OpaqueData }
  | { type: 'xstate.error.actor.tokenizeCard'; error: unknown }
  | { type: 'xstate.done.actor.submitOrder'; output: SubmitOutcome }
  | { type: 'xstate.error.actor.submitOrder'; error: unknown };

/** The finite event list a state offers the model: concrete values, filtered by `can`. */
function modelEvents(flow: OrderFlow) {
  return (snapshot: WizardSnapshot): ModelEvent[] => {
    const context = snapshot.context;
    const step = stepOf(snapshot);
    const n = context.people.length;
    const events: ModelEvent[] = [];
    // Nothing saved: the default draft store answers null on its own.
    if (step === 'restoring') events.push({ type: 'xstate.done.actor.loadDraft', output: null });
    if (step === 'loadingPrefs') {
      events.push(
        { type: 'xstate.done.actor.loadPrefs', output: MODEL_PREFS },
        { type: 'xstate.error.actor.loadPrefs', error: new Error('offline') },
      );
    }
    if (step === 'region' && snapshot.hasTag('loading')) {
      events.push(
        { type: 'xstate.done.actor.loadRegions', output: REGIONS },
        { type: 'xstate.error.actor.loadRegions', error: new Error('offline') },
      );
    }
    if (step === 'region' && !snapshot.hasTag('loading') && context.regions.length > 0) {
      events.push({ type: 'region.choose', regionId: 7 });
    }
    if (step === 'people') {
      if (n < MODEL_MAX_PEOPLE) events.push({ type: 'person.add' });
      if (n > 1) events.push({ type: 'person.remove', index: n - 1 });
      for (let index = 0; index < n; index++) {
        events.push({
          type: 'person.update',
          index,
          values: index === 1 ? DEPARTED_FILL : LIVING_FILL,
        });
      }
      if (context.prefsFailed) events.push({ type: 'prefs.refresh' });
    }
    if (step === 'pujas' && !context.prefsFailed) {
      for (let index = 0; index < n; index++) {
        events.push({ type: 'person.update', index, values: choiceFill(flow) });
      }
    }
    if (step === 'shipping') events.push({ type: 'shipping.update', values: ADDRESS_FILL });
    if (step === 'billing') events.push({ type: 'billing.update', values: ADDRESS_FILL });
    if (step === 'review') {
      for (const target of flowSteps(flow)) {
        if (target !== 'review') events.push({ type: 'wizard.edit', step: target });
      }
    }
    if (step === 'tokenizing') {
      events.push(
        { type: 'xstate.done.actor.tokenizeCard', output: TOKEN },
        {
          type: 'xstate.error.actor.tokenizeCard',
          error: { messages: [{ code: 'E_WC_05', text: 'Please provide valid card number.' }] },
        },
      );
    }
    if (step === 'submitting') {
      events.push(
        { type: 'xstate.done.actor.submitOrder', output: PAID },
        { type: 'xstate.done.actor.submitOrder', output: DECLINED },
        { type: 'xstate.done.actor.submitOrder', output: UNKNOWN },
        { type: 'xstate.done.actor.submitOrder', output: INVALID },
        {
          type: 'xstate.error.actor.submitOrder',
          error: { code: 'PAYMENT_UNKNOWN', message: 'The payment gateway did not answer.' },
        },
      );
    }
    events.push(
      { type: 'wizard.next' },
      { type: 'wizard.back' },
      { type: 'payment.submit' },
      { type: 'payment.retry' },
      { type: 'draft.discard' },
    );
    return events.filter(
      (event) => event.type.startsWith('xstate.') || snapshot.can(event as OrderWizardEvent),
    );
  };
}

/** Only what decides the next moves: the step, the current step's per-person progress, flags. */
function serialize(flow: OrderFlow) {
  const rules = flowRules(flow);
  return (snapshot: WizardSnapshot): string => {
    const context: OrderWizardContext = snapshot.context;
    const step = stepOf(snapshot);
    const bits = (check: WizardStep) =>
      context.people
        .map((_, index) =>
          stepErrors(context, check, rules).some((error) =>
            error.path.startsWith(`people.${index}.`),
          )
            ? 0
            : 1,
        )
        .join('');
    const progress =
      step === 'people'
        ? bits('people')
        : step === 'pujas'
          ? bits('pujas')
          : step === 'shipping' || step === 'billing'
            ? String(stepErrors(context, step, rules).length === 0)
            : '';
    return [
      step,
      snapshot.hasTag('loading') ? 'loading' : '',
      step === 'region' ? `regions${context.regions.length}` : '',
      `n${context.people.length}`,
      progress,
      context.errors.length > 0 ? 'errors' : '',
      context.returnToReview ? 'toReview' : '',
      context.paymentProblem?.kind ?? '',
      context.prefsFailed ? 'prefsFailed' : '',
    ].join('|');
  };
}

interface Deferred<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function fakeActors() {
  const pending: Partial<Record<string, Deferred<unknown>>> = {};
  const slot = <T,>(name: string) =>
    fromPromise<T, unknown>(
      () =>
        new Promise<T>((resolve, reject) => {
          pending[name] = { resolve: resolve as (value: unknown) => void, reject };
        }),
    );
  const submitted: unknown[] = [];
  const actors = {
    loadPrefs: slot<PrefsBundle>('loadPrefs'),
    loadRegions: slot<Region[]>('loadRegions'),
    tokenizeCard: slot<OpaqueData>('tokenizeCard'),
    submitOrder: fromPromise<SubmitOutcome, unknown>(({ input }) => {
      submitted.push(input);
      return new Promise<SubmitOutcome>((resolve, reject) => {
        pending.submitOrder = { resolve: resolve as (value: unknown) => void, reject };
      });
    }),
  };
  async function settle(name: string, outcome: { output?: unknown; error?: unknown }) {
    await waitFor(() => expect(pending[name]).toBeDefined());
    const deferred = pending[name];
    delete pending[name];
    if ('error' in outcome) deferred?.reject(outcome.error);
    else deferred?.resolve(outcome.output);
  }
  return { actors, settle, submitted };
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

async function fillPerson(user: UserEvent, index: number, values: Partial<PersonDraft>) {
  for (const [key, value] of Object.entries(values)) {
    if (key === 'prayerTypeCode') {
      const group = screen.getAllByRole('group', { name: /living, or has the person passed/i })[
        index
      ];
      await user.click(
        within(group as HTMLElement).getByLabelText(
          value === 'DEPARTED' ? 'Passed away' : 'Living',
        ),
      );
      continue;
    }
    const field = document.getElementById(`people-${index}-${key}`) as HTMLInputElement;
    if (field.tagName === 'SELECT') {
      await user.selectOptions(field, String(value));
    } else {
      await user.clear(field);
      await user.click(field);
      await user.paste(String(value));
    }
  }
}

async function fillAddress(user: UserEvent, prefix: string, values: Partial<AddressDraft>) {
  for (const [key, value] of Object.entries(values)) {
    const field = document.getElementById(`${prefix}-${key}`) as HTMLInputElement;
    if (field.tagName === 'SELECT') await user.selectOptions(field, String(value));
    else {
      await user.clear(field);
      await user.click(field);
      await user.paste(String(value));
    }
  }
}

/** A short test name: the events of the path, then the state it reaches. */
export function pathName(path: {
  steps: { event: { type: string } }[];
  state: WizardSnapshot;
}): string {
  const events = path.steps
    .map((step) =>
      step.event.type
        .replace('xstate.done.actor.', 'done:')
        .replace('xstate.error.actor.', 'error:'),
    )
    .filter((type) => type !== 'xstate.init');
  return `${stepOf(path.state)} via ${events.join(' > ') || 'start'}`;
}

export interface ModelSuite {
  flow: OrderFlow;
  machine: OrderWizardMachine;
  copy: WizardCopy;
  input?: OrderWizardInput;
}

/** Builds the model, its shortest paths and the per-path runner for one flow. */
export function wizardModel({ flow, machine, copy, input = {} }: ModelSuite) {
  // The model's event union adds the done/error events of the invoked actors.
  const model = new TestModel<WizardSnapshot, ModelEvent, OrderWizardInput>(machine as never, {
    events: modelEvents(flow),
    stateMatcher: (snapshot, key) => stepOf(snapshot) === key,
    serializeState: serialize(flow) as never,
    input,
  });
  const paths = model.getShortestPaths();

  async function run(path: (typeof paths)[number]) {
    localStorage.clear();
    const user = userEvent.setup({ delay: null });
    const fakes = fakeActors();
    const view = render(
      <MemoryRouter>
        <OrderWizard
          machine={machine}
          flow={flow}
          copy={copy}
          storageKey={`model-${flow.id}`}
          input={input}
          actors={fakes.actors as never}
        />
      </MemoryRouter>,
    );
    const click = async (name: string | RegExp) =>
      user.click(await screen.findByRole('button', { name }));
    const expectErrors = async (snapshot: WizardSnapshot) => {
      // Only what the serialized state decides: whether the summary is shown.
      if (snapshot.context.errors.length > 0) {
        expect(await screen.findByRole('alert')).toHaveTextContent('There is a problem');
      } else {
        expect(screen.queryByText('There is a problem')).toBeNull();
      }
    };
    const stepHeading = (step: WizardStep) => (step === 'pujas' ? copy.choiceStepTitle : undefined);

    try {
      await path.test({
        events: {
          'xstate.done.actor.loadDraft': () => undefined,
          'xstate.done.actor.loadPrefs': ({ event }) =>
            fakes.settle('loadPrefs', {
              output: (event as Extract<ModelEvent, { type: 'xstate.done.actor.loadPrefs' }>)
                .output,
            }),
          'xstate.error.actor.loadPrefs': () =>
            fakes.settle('loadPrefs', { error: new Error('offline') }),
          'xstate.done.actor.loadRegions': () => fakes.settle('loadRegions', { output: REGIONS }),
          'xstate.error.actor.loadRegions': () =>
            fakes.settle('loadRegions', { error: new Error('offline') }),
          'xstate.done.actor.tokenizeCard': () => fakes.settle('tokenizeCard', { output: TOKEN }),
          'xstate.error.actor.tokenizeCard': ({ event }) =>
            fakes.settle('tokenizeCard', {
              error: (event as Extract<ModelEvent, { type: 'xstate.error.actor.tokenizeCard' }>)
                .error,
            }),
          'xstate.done.actor.submitOrder': ({ event }) =>
            fakes.settle('submitOrder', {
              output: (event as Extract<ModelEvent, { type: 'xstate.done.actor.submitOrder' }>)
                .output,
            }),
          'xstate.error.actor.submitOrder': ({ event }) =>
            fakes.settle('submitOrder', {
              error: (event as Extract<ModelEvent, { type: 'xstate.error.actor.submitOrder' }>)
                .error,
            }),
          'region.choose': () => click('Bay Area'),
          'prefs.refresh': () => click('Try loading them again'),
          'person.add': () => click('Add another person'),
          'person.remove': ({ event }) =>
            click(
              `Remove person ${(event as Extract<OrderWizardEvent, { type: 'person.remove' }>).index + 1}`,
            ),
          'person.update': ({ event }) => {
            const update = event as Extract<OrderWizardEvent, { type: 'person.update' }>;
            return fillPerson(user, update.index, update.values);
          },
          'shipping.update': ({ event }) =>
            fillAddress(
              user,
              'shipping',
              (event as Extract<OrderWizardEvent, { type: 'shipping.update' }>).values,
            ),
          'billing.update': ({ event }) =>
            fillAddress(
              user,
              'billing',
              (event as Extract<OrderWizardEvent, { type: 'billing.update' }>).values,
            ),
          'wizard.next': () => click(/^(Continue|Continue to payment)$/),
          'wizard.back': () => click('Back'),
          'wizard.edit': ({ event }) => {
            const target = (event as Extract<OrderWizardEvent, { type: 'wizard.edit' }>).step;
            return click(`Change ${stepName(target, copy).toLowerCase()}`);
          },
          'payment.submit': async () => {
            const number = document.getElementById('card-number') as HTMLInputElement;
            await user.clear(number);
            await user.click(number);
            await user.paste('4111111111111111');
            await click(/^Pay /);
          },
          'payment.retry': () => click('Try again'),
          'draft.discard': () => click(/^(Discard this order and start again|Start a new order)$/),
        },
        states: {
          loadingPrefs: async () => {
            expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
          },
          region: async (snapshot) => {
            if (snapshot.hasTag('loading')) {
              expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
            } else {
              await heading('Choose a region');
              if (snapshot.context.regions.length === 0) {
                expect(screen.getByText(/No regional programme/)).toBeInTheDocument();
              }
            }
          },
          people: async (snapshot) => {
            await heading('Who is the order for?');
            expect(screen.getAllByRole('group', { name: /^Person \d$/ })).toHaveLength(
              snapshot.context.people.length,
            );
            expect(screen.getByRole('button', { name: 'Add another person' })).toHaveProperty(
              'disabled',
              !snapshot.can({ type: 'person.add' }),
            );
            await expectErrors(snapshot);
          },
          pujas: async (snapshot) => {
            await heading(stepHeading('pujas')!);
            await expectErrors(snapshot);
          },
          notes: async () => {
            await heading('Anything else the temple should know?');
          },
          shipping: async (snapshot) => {
            await heading('Where should we send the prasad?');
            await expectErrors(snapshot);
          },
          billing: async (snapshot) => {
            await heading('Billing details');
            await expectErrors(snapshot);
          },
          review: async (snapshot) => {
            await heading('Check your answers before paying');
            expect(screen.getByText(/Total to pay/)).toBeInTheDocument();
            await expectErrors(snapshot);
            if (snapshot.context.paymentProblem?.kind === 'invalid') {
              // The server's own message, linked to the step that asks for the field.
              expect(
                screen.getByRole('link', { name: 'Orders for this date have closed' }),
              ).toBeInTheDocument();
            }
          },
          payment: async (snapshot) => {
            await heading('Pay by card');
            expect(screen.getByLabelText('Card number')).toBeInTheDocument();
            const problem = snapshot.context.paymentProblem;
            if (problem?.kind === 'declined') {
              expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined');
              // Everything entered is kept: the billing name is still on the card form.
              expect(screen.getByLabelText('Name on card')).toHaveValue('Asha Menon');
            }
            if (problem?.kind === 'card') {
              expect(await screen.findByRole('alert')).toHaveTextContent(
                'Enter a valid card number',
              );
            }
          },
          tokenizing: async () => {
            expect(await screen.findByRole('status')).toHaveTextContent('Processing your payment');
          },
          submitting: async () => {
            expect(await screen.findByRole('status')).toHaveTextContent('Processing your payment');
            const sent = fakes.submitted.at(-1) as { payload: { pujaOrderLineitems: unknown[] } };
            expect(sent.payload.pujaOrderLineitems).toHaveLength(5);
          },
          submitFailed: async () => {
            await heading('Your payment is not confirmed yet');
            expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
          },
          awaitingConfirmation: async (snapshot) => {
            await heading('We are confirming your payment');
            expect(screen.getByText('Please do not pay again.')).toBeInTheDocument();
            expect(screen.getByText(snapshot.context.orderNumber ?? 'missing')).toBeInTheDocument();
            expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
          },
          confirmation: async (snapshot) => {
            await heading('Order complete');
            expect(screen.getByText(snapshot.context.orderNumber ?? 'missing')).toBeInTheDocument();
          },
        },
      });
      // No card data ever reaches the saved draft.
      expect(JSON.stringify(localStorage)).not.toContain('4111111111111111');
    } finally {
      view.unmount();
    }
  }

  return { paths, run };
}
