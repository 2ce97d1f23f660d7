/**
 * The temple's details as the site, the mail and the console read them (the
 * console's edit is server/staff/temple-details.ts). Reads are served from
 * memory until an edit invalidates them, or for at most a minute (another
 * instance's edit).
 */
import type { TempleDetails } from '../../domain/temple-details';
import type { Database, Db } from '../db/schema';
import { SAMPLE_TEMPLE_DETAILS } from './sample-temple-details';

const TTL_MS = 60_000;
let cached: { at: number; db: Db; details: TempleDetails } | null = null;

export function templeDetailsFromRow(row: Database['temple_details']): TempleDetails {
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
export async function readTempleDetails(db: Db): Promise<TempleDetails> {
  // The cache's age is a duration: measured on the monotonic clock.
  const now = performance.now();
  if (cached && cached.db === db && now - cached.at < TTL_MS) return cached.details;
  const row = await db
    .selectFrom('temple_details')
    .selectAll()
    .where('id', '=', 1)
    .executeTakeFirst();
  const details = row
    ? templeDetailsFromRow(row)
    : templeDetailsFromRow({ id: 1, ...SAMPLE_TEMPLE_DETAILS, is_sample: 1, updated_at: '' });
  cached = { at: now, db, details };
  return details;
}

/** After an edit: the next read goes to the database. */
export function forgetTempleDetails(): void {
  cached = null;
}
