export { bookingMachine, type BookingMachine } from './machine';
export { bookingActors } from './actors';
export type { BookingContext, BookingInput } from './context';
export type { BookingActorEvent, BookingEvent, BookingMachineEvent } from './events';
export type { BookingDraftRecord, BookingStep, BookingStoreEvent } from './draft';
export { withAcceptance, type DisclaimerAcceptance, type SavedBooking } from './acceptance';
export * from './selectors';
