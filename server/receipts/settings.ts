/**
 * The receipts' legal details: the organisation's legal name and EIN and the
 * words of each block (domain/staff/receipt-wording.ts). None are stored
 * until the office saves them; until then receipts print a labelled sample
 * (and a production server issues none: issue.ts).
 */
import type { Kysely } from 'kysely';
import {
  DEFAULT_WORDING,
  WORDING_BLOCKS,
  type ReceiptWording,
  type ReceiptWordingInput,
  type ReceiptWordingView,
} from '../../domain/staff/receipt-wording';
import type { Database } from '../db/schema';
import { SAMPLE_EIN } from './tax-statement';

/** The sample's legal name: the centre's name, marked. */
export const sampleLegalName = (centreName: string): string => `${centreName} (SAMPLE legal name)`;

function storedWording(json: string): ReceiptWording {
  const parsed = JSON.parse(json) as Partial<ReceiptWording>;
  const wording = { ...DEFAULT_WORDING };
  for (const block of WORDING_BLOCKS) {
    const text = parsed[block];
    if (typeof text === 'string' && text) wording[block] = text;
  }
  return wording;
}

export async function readReceiptSettings(
  db: Kysely<Database>,
  centreName: string,
): Promise<ReceiptWordingView> {
  const row = await db
    .selectFrom('receipt_settings')
    .selectAll()
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!row)
    return {
      legalName: sampleLegalName(centreName),
      ein: SAMPLE_EIN,
      wording: { ...DEFAULT_WORDING },
      isSample: true,
    };
  return {
    legalName: row.legal_name,
    ein: row.ein,
    wording: storedWording(row.wording),
    isSample: false,
  };
}

/** Saves the office's settings; returns the row before (null: the sample). */
export async function writeReceiptSettings(
  db: Kysely<Database>,
  input: ReceiptWordingInput,
  now: Date,
): Promise<ReceiptWordingInput | null> {
  const before = await db
    .selectFrom('receipt_settings')
    .selectAll()
    .where('id', '=', 1)
    .executeTakeFirst();
  const values = {
    legal_name: input.legalName,
    ein: input.ein,
    wording: JSON.stringify(input.wording),
    updated_at: now.toISOString(),
  };
  if (before) await db.updateTable('receipt_settings').set(values).where('id', '=', 1).execute();
  else
    await db
      .insertInto('receipt_settings')
      .values({ id: 1, ...values })
      .execute();
  return before
    ? { legalName: before.legal_name, ein: before.ein, wording: storedWording(before.wording) }
    : null;
}
