/** Receipts: each payment's and refund's receipt as issued, the legal settings, the yearly statements. */
export {
  bookingReceiptAttachment,
  bookingReceiptFile,
  orderReceiptFile,
  receiptRenderers,
  refundReceiptFile,
  yearStatementFile,
  type PdfFile,
} from './receipt-files';
export { sampleReceiptsWarning } from './sample-warning';
export {
  correctOrderReceipt,
  issueAtPayment,
  issueBookingAtPayment,
  ReceiptsNotReady,
  type IssuePolicy,
} from './issue';
export { receiptPolicy } from './readiness';
export { readReceiptSettings, writeReceiptSettings } from './settings';
export { sendPdf } from './send-pdf';
export {
  readTaxStatement,
  sampleTaxStatement,
  writeTaxStatement,
  type TaxStatement,
} from './tax-statement';
export { queueYearStatements, yearNotEnded, type StatementRun } from './statements';
