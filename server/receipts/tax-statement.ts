/**
 * The temple's tax statement, printed on every receipt and yearly statement.
 * The office writes it in the console beside the temple's details; until then
 * receipts carry a sample, labelled as one, in the spirit of US practice for a
 * religious organisation's acknowledgment of a gift (IRS Publication 1771):
 * the organisation's exemption and EIN, and that nothing but intangible
 * religious benefits (and prasad of token value) was given in return.
 */
import type { Kysely } from 'kysely';
import type { TaxStatementView } from '../../domain/staff/temple-details-input';
import type { Database } from '../db/schema';

/** The text receipts print, and whether it is still the sample. */
export type TaxStatement = TaxStatementView;

/** The sample's EIN: obviously not a real one. */
export const SAMPLE_EIN = 'XX-XXXXXXX (sample)';

export function sampleTaxStatement(centreName: string): string {
  return [
    'SAMPLE TAX STATEMENT: the temple has not written its own yet; the office replaces this text in the staff console.',
    `${centreName} is a religious organisation exempt from US federal income tax under section 501(c)(3) of the Internal Revenue Code. EIN: ${SAMPLE_EIN}.`,
    'In return for this gift you received only intangible religious benefits: the puja offered in the names you gave, with prasad of token value. No other goods or services were provided.',
    'Please keep this receipt with your tax records.',
  ].join('\n');
}

/** The stored statement, or the sample (with the temple's name) when there is none. */
export async function readTaxStatement(
  db: Kysely<Database>,
  centreName: string,
): Promise<TaxStatement> {
  const row = await db
    .selectFrom('temple_tax_statement')
    .select('body')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row
    ? { text: row.body, isSample: false }
    : { text: sampleTaxStatement(centreName), isSample: true };
}

/** Saves the temple's own text; returns what was there before (null: the sample). */
export async function writeTaxStatement(
  db: Kysely<Database>,
  text: string,
  now: Date,
): Promise<string | null> {
  const before = await db
    .selectFrom('temple_tax_statement')
    .select('body')
    .where('id', '=', 1)
    .executeTakeFirst();
  const values = { body: text, updated_at: now.toISOString() };
  if (before)
    await db.updateTable('temple_tax_statement').set(values).where('id', '=', 1).execute();
  else
    await db
      .insertInto('temple_tax_statement')
      .values({ id: 1, ...values })
      .execute();
  return before?.body ?? null;
}
