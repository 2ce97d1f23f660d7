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
  type PerformedRequest,
  type PerformedScope,
} from './mark-performed/machine';
export {
  confirmErasureMachine,
  withdrawPhotoMachine,
  type ConfirmActionContext,
  type ConfirmActionEvent,
  type ErasedCounts,
} from './confirm-action/machine';
export type { PhotoChoice, PhotoFile, ProofProblems } from './mark-performed/proof';
export {
  TRACKING_FILE_MAX_BYTES,
  trackingImportMachine,
  type CheckRequest,
  type ChosenFile,
  type ImportRequest,
  type TrackingFileAnswer,
  type TrackingImportContext,
  type TrackingImportEvent,
} from './tracking-import/machine';
