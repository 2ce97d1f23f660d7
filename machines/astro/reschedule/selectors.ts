/** What the reschedule's view reads from a snapshot: the step shown. */
import type { SnapshotFrom } from 'xstate';
import type { RescheduleMachine } from './machine';

type RescheduleSnapshot = SnapshotFrom<RescheduleMachine>;

/** The machine's resting states, each shown as one step of the page ('start' passes at once). */
const SHOWN = [
  'find',
  'lookingUp',
  'review',
  'slots',
  'moving',
  'confirmCancel',
  'cancelling',
  'cancelled',
  'moved',
] as const;

export type RescheduleStep = (typeof SHOWN)[number];

export function rescheduleStep(snapshot: RescheduleSnapshot): RescheduleStep | null {
  return SHOWN.find((step) => snapshot.matches(step)) ?? null;
}

/** The month's free times are loading (the calendar's controls wait). */
export const slotsLoading = (snapshot: RescheduleSnapshot) =>
  snapshot.matches({ slots: 'loading' });
