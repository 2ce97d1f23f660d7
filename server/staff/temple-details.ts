/** The console's edit of the temple's details (read through server/catalog). */
import type { Kysely } from 'kysely';
import type { TempleDetailsInput } from '../../domain/staff/temple-details-input';
import type { TempleDetails } from '../../domain/temple-details';
import type { Database } from '../db/schema';
import { writeAudit, type Actor } from './audit';
import { forgetTempleDetails, templeDetailsFromRow } from '../catalog';
import { writeReceiptSettings, writeTaxStatement, type TaxStatement } from '../receipts';
import type { ReceiptWordingInput, ReceiptWordingView } from '../../domain/staff/receipt-wording';

export async function updateTempleDetails(
  db: Kysely<Database>,
  actor: Actor,
  input: TempleDetailsInput,
  now: Date,
): Promise<TempleDetails> {
  const values = {
    centre_name: input.centreName,
    postal_address: input.postalAddress.join('\n'),
    phone: input.phone,
    email: input.email,
    mail_in_instructions: input.mailInInstructions,
    copyright_holder: input.copyrightHolder,
    is_sample: 0,
    updated_at: now.toISOString(),
  };
  const details = await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('temple_details')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirst();
    if (before) await trx.updateTable('temple_details').set(values).where('id', '=', 1).execute();
    else
      await trx
        .insertInto('temple_details')
        .values({ id: 1, ...values })
        .execute();
    const after = templeDetailsFromRow({ id: 1, ...values });
    await writeAudit(
      trx,
      actor,
      {
        action: 'temple.update',
        target: 'temple details',
        before: before && templeDetailsFromRow(before),
        after,
      },
      now,
    );
    return after;
  });
  forgetTempleDetails();
  return details;
}

/**
 * Saves one of the temple's receipt settings and logs it, before (the sample
 * when there was none) and after, in one transaction.
 */
async function saveSetting(
  db: Kysely<Database>,
  logged: { actor: Actor; action: string; target: string; now: Date },
  after: unknown,
  write: (trx: Kysely<Database>) => Promise<unknown>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await write(trx);
    const entry = {
      action: logged.action,
      target: logged.target,
      before: before ?? { sample: true },
      after,
    };
    await writeAudit(trx, logged.actor, entry, logged.now);
  });
}

/** Saves the temple's own tax statement for receipts, audited with the text before and after. */
export async function updateTaxStatement(
  db: Kysely<Database>,
  actor: Actor,
  text: string,
  now: Date,
): Promise<TaxStatement> {
  const logged = { actor, action: 'temple.tax-statement', target: 'tax statement', now };
  await saveSetting(db, logged, text, (trx) => writeTaxStatement(trx, text, now));
  return { text, isSample: false };
}

/** Saves the receipts' legal name, EIN and block words, audited before and after. */
export async function updateReceiptWording(
  db: Kysely<Database>,
  actor: Actor,
  input: ReceiptWordingInput,
  now: Date,
): Promise<ReceiptWordingView> {
  const logged = { actor, action: 'temple.receipt-wording', target: 'receipt wording', now };
  await saveSetting(db, logged, input, (trx) => writeReceiptSettings(trx, input, now));
  return { ...input, isSample: false };
}
