/** Receipts: each paid order's and refund's PDF, the tax statement, the yearly statements. */
export {
  orderReceiptAttachment,
  orderReceiptFile,
  receiptRenderers,
  refundReceiptFile,
  yearStatementFile,
  type PdfFile,
} from './receipt-files';
export { sampleTaxStatementWarning } from './sample-warning';
export { sendPdf } from './send-pdf';
export {
  readTaxStatement,
  sampleTaxStatement,
  writeTaxStatement,
  type TaxStatement,
} from './tax-statement';
export { queueYearStatements, yearNotEnded, type StatementRun } from './statements';
