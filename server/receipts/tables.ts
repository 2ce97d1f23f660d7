/** Kysely types of the receipts' tables (migration server/db/migrations/0006_receipts.ts). */

/** The temple's tax statement printed on receipts: one row, id 1; none until the office saves one. */
export interface TempleTaxStatementTable {
  id: number;
  body: string;
  updated_at: string;
}

/** One yearly statement queued: the (email, year) key makes a second run queue nothing. */
export interface ReceiptStatementSentTable {
  /** Lower-cased. */
  email: string;
  year: number;
  outbox_id: string;
  queued_at: string;
}

export interface ReceiptTables {
  temple_tax_statement: TempleTaxStatementTable;
  receipt_statements_sent: ReceiptStatementSentTable;
}
