export {
  bookingMachine,
  type BookingContext,
  type BookingEvent,
  type BookingInput,
  type BookingMachine,
} from './machine';
export type { BookingDraftRecord, BookingStep, BookingStoreEvent } from './draft';
export { withAcceptance, type DisclaimerAcceptance, type SavedBooking } from './acceptance';
