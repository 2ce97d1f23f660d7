export { refundMachine, type RefundEvent, type RefundOutcome, type RefundRequest } from './refund';
export {
  markPerformedMachine,
  type MarkPerformedEvent,
  type PerformedScope,
} from './mark-performed';
