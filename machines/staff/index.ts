/** The staff console's machines, one folder each. */
export {
  refundMachine,
  type RefundContext,
  type RefundEvent,
  type RefundOutcome,
  type RefundRequest,
} from './refund/machine';
export {
  markPerformedMachine,
  type MarkPerformedEvent,
  type PerformedScope,
} from './mark-performed/machine';
export {
  confirmErasureMachine,
  type ConfirmErasureEvent,
  type ErasedCounts,
} from './erasure/machine';
