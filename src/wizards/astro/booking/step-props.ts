import type { ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { BookingEvent, BookingMachine } from '../../../../machines/astro/booking';

/** What the booking's page hands each step: the snapshot, the way to send, the step's heading. */
export interface BookingStepProps {
  snapshot: SnapshotFrom<BookingMachine>;
  send: (event: BookingEvent) => void;
  /** The step's heading (with the step indicator), which takes focus when the step changes. */
  title: (text: string) => ReactNode;
}
