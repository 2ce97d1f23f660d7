export { rescheduleMachine, type RescheduleMachine } from './machine';
export { rescheduleActors } from './actors';
export type { RescheduleContext, RescheduleInput } from './context';
export type { RescheduleActorEvent, RescheduleEvent, RescheduleMachineEvent } from './events';
export * from './selectors';
