/**
 * The reschedule flow's page: find the booking (code and email, or the
 * emailed link), see it and whether it may move, pick a new time or cancel.
 * It runs machines/astro/reschedule/ (with the Stately inspector under
 * `?inspect` in development) and renders the step it is on.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  rescheduleMachine,
  rescheduleStep,
  type RescheduleInput,
  type RescheduleMachine,
  type RescheduleStep,
} from '../../../machines/astro/reschedule';
import type { Inspect } from '../shared/inspector';
import { AstroFlow, useStepHeading, type FlowViewProps } from './astro-flow';
import { BusyStep, CancelledStep, MovedStep } from './reschedule/EndSteps';
import { FindStep } from './reschedule/FindStep';
import { NewTimeStep } from './reschedule/NewTimeStep';
import { ConfirmCancelStep, ReviewStep } from './reschedule/ReviewSteps';
import type { RescheduleStepProps } from './reschedule/step-props';
import { withBooking } from './with-booking';
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
  review: withBooking<RescheduleStepProps>(ReviewStep),
  slots: withBooking<RescheduleStepProps>(NewTimeStep),
  moving: () => <BusyStep text={<Trans>Moving your reading...</Trans>} />,
  confirmCancel: withBooking<RescheduleStepProps>(ConfirmCancelStep),
  cancelling: () => <BusyStep text={<Trans>Cancelling your reading...</Trans>} />,
  moved: withBooking<RescheduleStepProps>(MovedStep),
  cancelled: withBooking<RescheduleStepProps>(CancelledStep),
};

function RescheduleSteps({ snapshot, send }: FlowViewProps<RescheduleMachine>) {
  const step = rescheduleStep(snapshot);
  const title = useStepHeading(step);
  if (step === null) return null;
  const Step = RESCHEDULE_STEPS[step];
  return <Step snapshot={snapshot} send={send} title={title} />;
}

export function RescheduleWizard(props: RescheduleWizardProps) {
  return (
    <AstroFlow
      {...props}
      provide={(actors) => rescheduleMachine.provide({ actors })}
      flow="reschedule"
      View={RescheduleSteps}
    />
  );
}
