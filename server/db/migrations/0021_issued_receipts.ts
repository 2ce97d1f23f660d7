/**
 * Receipts as issued (server/receipts/issue.ts): each receipt's content is
 * stored when it is issued and every download prints that, so a later edit
 * of the temple's details changes only later receipts. A correction is a new
 * row naming the receipt it replaces. `receipt_settings` (one row, id 1; none
 * while the sample applies) holds the legal name, EIN and the words of each
 * block (domain/staff/receipt-wording.ts).
 */
import type { Migration } from 'kysely';
import {
  createIndex,
  createTable,
  defaulted,
  primaryKey,
  required,
  type MigrationDb as Db,
} from '../columns';

async function up(db: Db): Promise<void> {
  await createTable(db.schema, 'issued_receipts', {
    receipt_number: primaryKey('varchar(64)'),
    /** ORDER, REFUND or BOOKING */
    kind: required('text'),
    /** The order number or booking code the receipt is for. */
    subject_ref: required('varchar(64)'),
    /** The receipt this one corrects; '' for a first issue. */
    replaces: defaulted('varchar(64)', ''),
    issued_at: required('text'),
    /** The receipt's content as JSON (server/receipts/document.ts). */
    content: required('text'),
  }).execute();
  await createIndex(db.schema, 'issued_receipts_subject', 'issued_receipts', [
    'subject_ref',
    'kind',
  ]);
  await createTable(db.schema, 'receipt_settings', {
    id: primaryKey('integer'),
    legal_name: required('text'),
    ein: required('text'),
    /** JSON: one text per block. */
    wording: required('text'),
    updated_at: required('text'),
  }).execute();
}

async function down(db: Db): Promise<void> {
  await db.schema.dropTable('receipt_settings').execute();
  await db.schema.dropTable('issued_receipts').execute();
}

export const issuedReceiptsMigration: Migration = { up, down };
