/**
 * The temple's details: the one reader other code calls (mail, confirmation,
 * the public API) and the console's edit. Reads are served from memory until
 * an edit here invalidates them, or for at most a minute (another instance's edit).
 */
import type { Kysely } from 'kysely';
import type { TempleDetailsInput } from '../../src/domain/staff/temple-details-input';
import type { TempleDetails } from '../../src/domain/temple-details';
import type { Database } from '../db/schema';
import { writeAudit, type Actor } from './audit';
import { SAMPLE_TEMPLE_DETAILS } from './sample-temple-details';

const TTL_MS = 60_000;
let cached: { at: number; db: Kysely<Database>; details: TempleDetails } | null = null;

function fromRow(row: Database['temple_details']): TempleDetails {
  return {
    centreName: row.centre_name,
    postalAddress: row.postal_address.split('\n').filter((l) => l.trim() !== ''),
    phone: row.phone,
    email: row.email,
    mailInInstructions: row.mail_in_instructions,
    copyrightHolder: row.copyright_holder,
    isSample: row.is_sample === 1,
  };
}

/** The temple's details (the seed's labelled samples until the temple edits them). */
export async function readTempleDetails(db: Kysely<Database>): Promise<TempleDetails> {
  // The cache's age is a duration: measured on the monotonic clock.
  const now = performance.now();
  if (cached && cached.db === db && now - cached.at < TTL_MS) return cached.details;
  const row = await db
    .selectFrom('temple_details')
    .selectAll()
    .where('id', '=', 1)
    .executeTakeFirst();
  const details = row
    ? fromRow(row)
    : fromRow({ id: 1, ...SAMPLE_TEMPLE_DETAILS, is_sample: 1, updated_at: '' });
  cached = { at: now, db, details };
  return details;
}

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
    const after = fromRow({ id: 1, ...values });
    await writeAudit(
      trx,
      actor,
      {
        action: 'temple.update',
        target: 'temple details',
        before: before && fromRow(before),
        after,
      },
      now,
    );
    return after;
  });
  cached = null;
  return details;
}
