/** What the order flows and the astrology booking share. */
export type { StepHistoryEvent } from './actors';
export { newIdempotencyKey, type PaymentProblem } from './payment';
