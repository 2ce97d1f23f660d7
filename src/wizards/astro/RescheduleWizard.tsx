/**
 * The reschedule flow's page: find the booking (code and email, or the
 * emailed link), see it and whether it may move, pick a new time or cancel.
 * It runs machines/astro/reschedule/ (with the Stately inspector under
 * `?inspect` in development) and renders the step it is on.
 */
import { Trans } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import {
  rescheduleMachine,
  rescheduleStep,
  type RescheduleInput,
  type RescheduleMachine,
  type RescheduleStep,
} from '../../../machines/astro/reschedule';
import { useInspector, type Inspect } from '../shared/inspector';
import { useWizardServices } from '../shared/services';
import { BusyStep, CancelledStep, MovedStep } from './reschedule/EndSteps';
import { FindStep } from './reschedule/FindStep';
import { NewTimeStep } from './reschedule/NewTimeStep';
import { ConfirmCancelStep, ReviewStep } from './reschedule/ReviewSteps';
import { withBooking, type RescheduleStepProps } from './reschedule/step-props';
import { useStepFocus } from './step-focus';
import './astro.css';

interface RescheduleWizardProps {
  input: RescheduleInput;
  machine?: RescheduleMachine;
  /** Tests observe the running flow (its state after each step, what it covered). */
  inspect?: Inspect;
}

/** Each step's view, by the machine's step. */
export const RESCHEDULE_STEPS: Record<RescheduleStep, (props: RescheduleStepProps) => ReactNode> = {
  find: FindStep,
  lookingUp: () => <BusyStep text={<Trans>Looking up your booking...</Trans>} />,
  review: withBooking(ReviewStep),
  slots: withBooking(NewTimeStep),
  moving: () => <BusyStep text={<Trans>Moving your reading...</Trans>} />,
  confirmCancel: withBooking(ConfirmCancelStep),
  cancelling: () => <BusyStep text={<Trans>Cancelling your reading...</Trans>} />,
  moved: withBooking(MovedStep),
  cancelled: withBooking(CancelledStep),
};

function RescheduleFlow({
  input,
  machine,
  inspect,
}: RescheduleWizardProps & { machine: RescheduleMachine }) {
  const [snapshot, send] = useMachine(machine, { input, ...(inspect && { inspect }) });
  const step = rescheduleStep(snapshot);
  const heading = useStepFocus(step);
  const title = (text: string) => (
    <h2 ref={heading} tabIndex={-1} className="astro-step__title">
      {text}
    </h2>
  );
  if (step === null) return null;
  const Step = RESCHEDULE_STEPS[step];
  return <Step snapshot={snapshot} send={send} title={title} />;
}

export function RescheduleWizard({ input, machine, inspect }: RescheduleWizardProps) {
  const services = useWizardServices();
  const [provided] = useState(() => {
    if (machine) return machine;
    if (!services?.astroActors)
      throw new Error('The reschedule needs the wizard services or a test machine');
    return rescheduleMachine.provide({ actors: services.astroActors() });
  });
  // The machine starts once the dev inspector is known (it watches the actor from its start).
  const inspector = useInspector();
  if (!inspector) return null;
  return <RescheduleFlow input={input} machine={provided} inspect={inspect ?? inspector.inspect} />;
}
