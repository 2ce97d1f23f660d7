/**
 * Renders an order machine's current state, and nothing else: every button
 * sends an event, every enabled action is `snapshot.can(...)`. Saving the
 * draft and the browser history are the machine's actors (see services.tsx).
 */
import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { useMachine } from '@xstate/react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InspectionEvent, Observer } from 'xstate';
import {
  flowSteps,
  orderMachine,
  orderTotalOf,
  stepOf,
  type OrderFlow,
  type OrderWizardInput,
  type WizardStep,
} from '../../../machines/order';
import { useClock } from '../../ui/clock';
import { BackLink, Button, ButtonRow, ErrorSummary, StepIndicator } from '../../ui/form';
import { stepName, translateCopy, type WizardCopy, type WizardCopyMessages } from './copy';
import { loadInspector } from './inspector';
import { formatDollars } from '../../../domain/money';
import { PAYMENT_TEXT } from '../../../domain/payment-text';
import { RegionBanner } from './RegionStep';
import { StepBody } from './StepBody';
import { useWizardServices, type OrderActorImplementations } from './services';
import type { FamilyOffer, OrderWizardMachine, StepProps } from './types';
import './wizard.css';
import { translateErrors } from './translate-errors';

export interface OrderWizardProps {
  /** The flow the order machine runs (its actors are the browser's, or the tests' `actors`). */
  flow: OrderFlow;
  /** The flow's words, translated here into the visitor's language. */
  copy: WizardCopyMessages;
  /** Where the draft is saved (one per flow, and per region for regional flows). */
  storageKey: string;
  /** The clock comes from ClockContext, the draft key from `storageKey`, the kind from `flow`. */
  input?: Omit<OrderWizardInput, 'clock' | 'draftKey' | 'kind'>;
  /** Tests plug fakes in; the browser's come from the wizard services. */
  actors?: OrderActorImplementations;
  /** A reminder's person to offer on the first step (see family-offer.ts), once known. */
  familyOffer?: FamilyOffer | null;
  /** Test-only: watches the running actor (the view-level model tests). */
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
}

const HEADINGS: Record<string, MessageDescriptor> = {
  people: msg`Who is the order for?`,
  notes: msg`Anything else the temple should know?`,
  shipping: msg`Where should we send the prasad?`,
  billing: msg`Billing details`,
  review: msg`Check your answers before paying`,
  payment: msg`Pay by card`,
  confirmation: msg`Order complete`,
  awaitingConfirmation: PAYMENT_TEXT.underReviewTitle,
  region: msg`Choose a region`,
};

function headingOf(step: string, copy: WizardCopy, i18n: I18n): string {
  if (step === 'pujas') return copy.choiceStepTitle;
  const heading = HEADINGS[step];
  return heading ? i18n._(heading) : copy.title;
}

type Inspect = Awaited<ReturnType<typeof loadInspector>>;

interface RunnerProps extends OrderWizardProps {
  inspect?: Inspect;
  /** Tells the page whether the loading shell should stay up. */
  onLoading: (loading: boolean) => void;
}

/**
 * Gives the flow's machine its actors, then runs it from a later task:
 * providing the actors, and creating and starting the actor, were one long
 * task together on a phone.
 */
function WizardRunner(props: RunnerProps) {
  const services = useWizardServices();
  const [provided] = useState(() => {
    const actors = props.actors ?? services?.orderActors?.();
    if (!actors) throw new Error('The order wizard needs the wizard services or test actors');
    return orderMachine.provide({ actors });
  });
  const [run, setRun] = useState(false);
  useEffect(() => {
    const later = setTimeout(() => startTransition(() => setRun(true)), 0);
    return () => clearTimeout(later);
  }, []);
  return run ? <MachineView {...props} machine={provided} /> : null;
}

function MachineView(props: RunnerProps & { machine: OrderWizardMachine }) {
  const { machine, flow, storageKey } = props;
  const clock = useClock();
  const { i18n, t } = useLingui();
  const copy = useMemo(() => translateCopy(i18n, props.copy), [i18n, props.copy]);
  const [snapshot, send] = useMachine(machine, {
    // Named after the flow, as the inspector shows it.
    id: flow.id,
    input: { ...props.input, kind: flow.kind, clock, draftKey: storageKey },
    ...(props.inspect ? { inspect: props.inspect } : {}),
  });

  const step = stepOf(snapshot);
  const steps = flowSteps(flow, snapshot.context);
  const ready = !(snapshot.hasTag('loading') || step === 'start');
  // The first step is drawn in a transition: React builds it in slices of a
  // few milliseconds, yielding to the browser between them, instead of in one
  // long task on a phone; the loading shell stays until it is in place.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (ready && !drawn) startTransition(() => setDrawn(true));
  }, [ready, drawn]);
  const loading = !ready || !drawn;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The heading takes focus when one step replaces another, not when the page's first
  // step replaces the loading shell: focus would force a layout in the task that draws
  // the step (a long task on a phone), and the visitor has not acted yet.
  const shownStep = useRef<string | null>(null);
  useEffect(() => {
    if (loading) return;
    if (shownStep.current !== null && shownStep.current !== step) headingRef.current?.focus();
    shownStep.current = step;
  }, [step, loading]);
  const { onLoading } = props;
  // Before paint, so the shell and the first step never show together (no layout shift).
  useLayoutEffect(() => onLoading(loading), [loading, onLoading]);
  if (loading) return null;

  const stepProps: StepProps = { snapshot, send, flow, copy, familyOffer: props.familyOffer };
  const isFormStep = (steps as string[]).includes(step);
  const isPayment = snapshot.hasTag('payment');
  const stepIndex = isFormStep
    ? steps.indexOf(step as WizardStep) + 1
    : isPayment
      ? steps.length + 1
      : 0;
  const runningTotal = formatDollars(orderTotalOf(snapshot.context, flow), i18n.locale);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'wizard.next' });
  };

  const body = <StepBody {...stepProps} />;

  const submitLabel = step === 'review' ? t`Continue to payment` : t`Continue`;
  const errors = translateErrors(i18n, snapshot.context.errors);
  const canSubmit = snapshot.can({ type: 'wizard.next' });
  // The payment step has no form of ours: the card is typed into the provider's hosted form.
  const hasForm = isFormStep;

  return (
    <div className="wizard">
      {snapshot.can({ type: 'wizard.back' }) ? (
        <BackLink onClick={() => send({ type: 'wizard.back' })} />
      ) : null}
      {stepIndex > 0 ? (
        <StepIndicator
          current={stepIndex}
          total={steps.length + 1}
          name={isPayment ? t`Payment` : stepName(step as WizardStep, copy, i18n)}
        />
      ) : null}
      <p className="wizard__caption">{copy.title}</p>
      {step !== 'review' ? <ErrorSummary errors={errors} title={t`There is a problem`} /> : null}
      <h1 ref={headingRef} tabIndex={-1} className="wizard__heading">
        {headingOf(step, copy, i18n)}
      </h1>
      {flow.regional && step !== 'region' ? <RegionBanner snapshot={snapshot} send={send} /> : null}
      {hasForm ? (
        <form noValidate onSubmit={onSubmit} aria-labelledby={undefined}>
          {body}
          <ButtonRow>
            <Button type="submit" disabled={!canSubmit}>
              {submitLabel}
            </Button>
          </ButtonRow>
        </form>
      ) : (
        body
      )}
      {isFormStep && step !== 'review' ? (
        <p className="running-total">
          <Trans>
            Running total: <strong>{runningTotal}</strong>
          </Trans>
        </p>
      ) : null}
      {snapshot.can({ type: 'draft.discard' }) && !snapshot.hasTag('done') ? (
        <p>
          <button
            type="button"
            className="link-button"
            onClick={() => send({ type: 'draft.discard' })}
          >
            <Trans>Discard this order and start again</Trans>
          </button>
        </p>
      ) : null}
    </div>
  );
}

/**
 * What the page shows until the lists have loaded. It is also the markup the
 * build prerenders for the wizard routes, so it paints before any JavaScript.
 */
function LoadingShell(props: { copy: WizardCopyMessages }) {
  const { i18n } = useLingui();
  const copy = translateCopy(i18n, props.copy);
  return (
    <div className="wizard wizard-shell">
      <h1>{copy.title}</h1>
      <p className="wizard__lead">{copy.lead}</p>
      <p role="status">
        <Trans>Loading...</Trans>
      </p>
    </div>
  );
}

/**
 * The machine starts after mounting (it restores the saved draft), once the
 * dev inspector is known: the first render is the same on the server
 * (prerendering) and in the browser.
 */
export function OrderWizard(props: OrderWizardProps) {
  const [start, setStart] = useState<{ inspect?: Inspect } | null>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    void loadInspector(window.location.search).then((inspect) => {
      // Building and starting the machine is a transition too (see WizardRunner).
      if (live) startTransition(() => setStart({ inspect }));
    });
    return () => {
      live = false;
    };
  }, []);
  // The shell stays the same DOM from the prerendered HTML until a step is shown.
  return (
    <>
      {!start || loading ? <LoadingShell copy={props.copy} /> : null}
      {start ? (
        <WizardRunner {...props} inspect={props.inspect ?? start.inspect} onLoading={setLoading} />
      ) : null}
    </>
  );
}
