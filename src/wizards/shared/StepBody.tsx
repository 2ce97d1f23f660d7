/** The view of an order flow's step, by the step the machine is on (the payment by its tag). */
import type { ReactNode } from 'react';
import { stepOf } from '../../../machines/order';
import { AddressStep } from './AddressStep';
import { AwaitingConfirmationStep, ConfirmationStep } from './ConfirmationStep';
import { NotesStep } from './NotesStep';
import { PaymentStep } from './PaymentStep';
import { PeopleStep } from './PeopleStep';
import { PujasStep } from './PujasStep';
import { RegionStep } from './RegionStep';
import { ReviewStep } from './ReviewStep';
import type { StepProps } from './types';

/** Each step's view, by the machine's step. */
const STEPS: Record<string, (props: StepProps) => ReactNode> = {
  region: RegionStep,
  people: PeopleStep,
  pujas: PujasStep,
  notes: NotesStep,
  shipping: (props) => <AddressStep {...props} which="shipping" />,
  billing: (props) => <AddressStep {...props} which="billing" />,
  review: ReviewStep,
  confirmation: ConfirmationStep,
  awaitingConfirmation: AwaitingConfirmationStep,
};

export function StepBody(props: StepProps) {
  const Step = STEPS[stepOf(props.snapshot)];
  if (Step) return <Step {...props} />;
  return props.snapshot.hasTag('payment') ? <PaymentStep {...props} /> : null;
}
