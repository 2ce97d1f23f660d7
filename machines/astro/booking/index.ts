export {
  bookingMachine,
  type BookingContext,
  type BookingEvent,
  type BookingInput,
  type BookingMachine,
} from './machine';
