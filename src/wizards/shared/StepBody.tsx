/** The view of an order flow's step, by the step the machine is on (the payment by its tag). */
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

export function StepBody(props: StepProps) {
  switch (stepOf(props.snapshot)) {
    case 'region':
      return <RegionStep {...props} />;
    case 'people':
      return <PeopleStep {...props} />;
    case 'pujas':
      return <PujasStep {...props} />;
    case 'notes':
      return <NotesStep {...props} />;
    case 'shipping':
      return <AddressStep {...props} which="shipping" />;
    case 'billing':
      return <AddressStep {...props} which="billing" />;
    case 'review':
      return <ReviewStep {...props} />;
    case 'confirmation':
      return <ConfirmationStep {...props} />;
    case 'awaitingConfirmation':
      return <AwaitingConfirmationStep {...props} />;
    default:
      return props.snapshot.hasTag('payment') ? <PaymentStep {...props} /> : null;
  }
}
