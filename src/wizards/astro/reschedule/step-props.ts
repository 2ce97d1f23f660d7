import type { ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { BookingView } from '../../../../domain/astro/api';
import type { RescheduleEvent, RescheduleMachine } from '../../../../machines/astro/reschedule';

/** What the reschedule's page hands each step: the snapshot, the way to send, the step's heading. */
export interface RescheduleStepProps {
  snapshot: SnapshotFrom<RescheduleMachine>;
  send: (event: RescheduleEvent) => void;
  /** The step's heading, which takes focus when the step changes. */
  title: (text: string) => ReactNode;
}

/** A step after the look-up, given the booking found. */
export interface BookedStepProps extends RescheduleStepProps {
  booking: BookingView;
}
