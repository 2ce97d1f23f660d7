/**
 * Where mail gets the temple's contact. The staff console stores the temple's
 * details; until its store is in place this returns the labelled sample.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { SAMPLE_TEMPLE_CONTACT, type TempleContact } from './temple-contact';

export async function readTempleContact(_db: Kysely<Database>): Promise<TempleContact> {
  return SAMPLE_TEMPLE_CONTACT;
}
