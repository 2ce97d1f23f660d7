export {
  rescheduleMachine,
  type RescheduleContext,
  type RescheduleEvent,
  type RescheduleInput,
  type RescheduleMachine,
} from './machine';
