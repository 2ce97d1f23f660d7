/**
 * Where mail gets the temple's contact: the temple's details as stored and
 * edited in the staff console (server/staff/temple-details.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readTempleDetails } from '../catalog';
import type { TempleContact } from './temple-contact';

export async function readTempleContact(db: Kysely<Database>): Promise<TempleContact> {
  const details = await readTempleDetails(db);
  return {
    name: details.centreName,
    email: details.email,
    phone: details.phone,
    postalAddress: details.postalAddress,
    isSample: details.isSample,
  };
}
