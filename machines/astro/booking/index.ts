export {
  bookingMachine,
  type BookingContext,
  type BookingEvent,
  type BookingInput,
  type BookingMachine,
} from './machine';
export type {
  BookingDraftRecord,
  BookingStep,
  BookingStoreEvent,
  DisclaimerAcceptance,
  SavedBooking,
} from './draft';
export { withAcceptance } from './acceptance';
