/** Kysely types of the receipts' tables (migrations 0006_receipts and 0021_issued_receipts). */
import type { Generated } from 'kysely';

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

/** A receipt as issued (migration 0021): its content is what every download prints. */
export interface IssuedReceiptTable {
  receipt_number: string;
  /** ORDER, REFUND or BOOKING */
  kind: string;
  /** The order number or booking code. */
  subject_ref: string;
  /** The receipt this one corrects ('' for a first issue). */
  replaces: Generated<string>;
  issued_at: string;
  /** JSON of a ReceiptDocument (document.ts). */
  content: string;
}

/** The legal name, EIN and block words receipts print: one row, id 1; none while the sample applies. */
export interface ReceiptSettingsTable {
  id: number;
  legal_name: string;
  ein: string;
  /** JSON: one text per block (domain/staff/receipt-wording.ts). */
  wording: string;
  updated_at: string;
}

export interface ReceiptTables {
  temple_tax_statement: TempleTaxStatementTable;
  receipt_statements_sent: ReceiptStatementSentTable;
  issued_receipts: IssuedReceiptTable;
  receipt_settings: ReceiptSettingsTable;
}
