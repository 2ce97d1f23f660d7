/** What the visitor does while rescheduling or cancelling a reading. */
import type { SlotPickingEvent } from '../slot-picking-setup';

export type RescheduleEvent =
  | { type: 'find.update'; code?: string; email?: string }
  | { type: 'find.submit' }
  | { type: 'reschedule.start' }
  | SlotPickingEvent
  | { type: 'reason.update'; reason: string }
  | { type: 'reschedule.confirm' }
  | { type: 'cancel.start' }
  | { type: 'cancel.confirm' }
  | { type: 'wizard.back' };
