/**
 * The booking flow's page: it runs the booking machine (with the Stately
 * inspector under `?inspect` in development) and renders the step the
 * machine is on; every decision lives in machines/astro/booking/.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  bookingMachine,
  bookingProgress,
  bookingStep,
  type BookingInput,
  type BookingMachine,
  type BookingStepName,
  type CountedStep,
} from '../../../machines/astro/booking';
import { StepIndicator } from '../../ui/form';
import type { Inspect } from '../shared/inspector';
import { AstroFlow, useStepHeading, type FlowViewProps } from './astro-flow';
import { DisclaimerStep, LoadFailedStep } from './booking/BeginSteps';
import { DetailsStep } from './booking/DetailsStep';
import { ConfirmedStep, HoldingStep, HoldLapsedStep, UnderReviewStep } from './booking/EndSteps';
import { BillingStep, PayingStep } from './booking/PaymentSteps';
import { ReadingStep } from './booking/ReadingStep';
import type { BookingStepProps } from './booking/step-props';
import { TimeStep } from './booking/TimeStep';
import './astro.css';

interface BookingWizardProps {
  input: BookingInput;
  /** Tests pass the machine with fakes; the browser's actors come from the wizard services. */
  machine?: BookingMachine;
  /** Tests only: watches the running actor (the view-level model test reaches it this way). */
  inspect?: Inspect;
}

/** The step indicator's name of each counted step. */
const BOOKING_STEP_NAMES: Record<CountedStep, MessageDescriptor> = {
  disclaimer: msg`Disclaimer`,
  reading: msg`Reading and astrologer`,
  slots: msg({ message: 'Time', comment: 'the step where the reading’s time is chosen' }),
  details: msg`Birth details`,
  billing: msg`Payment`,
};

function Loading() {
  return (
    <p>
      <Trans>Loading...</Trans>
    </p>
  );
}

/** Each step's view, by the machine's step. */
export const BOOKING_STEPS: Record<BookingStepName, (props: BookingStepProps) => ReactNode> = {
  loading: Loading,
  loadFailed: LoadFailedStep,
  disclaimer: DisclaimerStep,
  reading: ReadingStep,
  slots: TimeStep,
  details: DetailsStep,
  holding: HoldingStep,
  billing: BillingStep,
  paying: PayingStep,
  holdLapsed: HoldLapsedStep,
  underReview: UnderReviewStep,
  confirmed: ConfirmedStep,
};

function BookingSteps({ snapshot, send }: FlowViewProps<BookingMachine>) {
  const step = bookingStep(snapshot);
  const heading = useStepHeading(step);
  const progress = bookingProgress(snapshot);
  const { i18n } = useLingui();
  const title = (text: string) => (
    <>
      {progress ? (
        <StepIndicator
          current={progress.number}
          total={progress.total}
          name={i18n._(BOOKING_STEP_NAMES[progress.step])}
        />
      ) : null}
      {heading(text)}
    </>
  );
  const Step = BOOKING_STEPS[step];
  return <Step snapshot={snapshot} send={send} title={title} />;
}

export function BookingWizard(props: BookingWizardProps) {
  return (
    <AstroFlow
      {...props}
      provide={(actors) => bookingMachine.provide({ actors })}
      flow="booking"
      loading={<Loading />}
      View={BookingSteps}
    />
  );
}
