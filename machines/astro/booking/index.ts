export { bookingMachine, type BookingMachine } from './machine';
export { bookingActors } from './actors';
export type { BookingContext, BookingInput } from './context';
export type { BookingActorEvent, BookingEvent, BookingMachineEvent } from './events';
export type {
  BookingDraftRecord,
  BookingStep,
  BookingStoreEvent,
  DisclaimerAcceptance,
  SavedBooking,
} from './draft';
export { withAcceptance } from './acceptance';
export * from './selectors';
