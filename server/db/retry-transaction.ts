/**
 * Transactions that PostgreSQL may pick as a deadlock victim. Concurrent
 * changes to one astrology booking (cancel, move, hold) lock bookings,
 * tickets and cells; when two of them wait on each other PostgreSQL aborts
 * one with 40P01. The aborted transaction rolled back whole, so running it
 * again is safe; the visitor then gets a real answer instead of a 500.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** PostgreSQL's "run it again" answers: deadlock victim, serialization failure. */
const TRANSIENT_CODES = new Set(['40P01', '40001']);

export function isTransientConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  return TRANSIENT_CODES.has(String((error as { code?: unknown }).code));
}

/** Runs `work` in a transaction, again (up to `attempts` runs in all) when it was aborted as transient. */
export async function inRetriedTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
  attempts = 3,
): Promise<T> {
  for (let run = 1; ; run++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (run >= attempts || !isTransientConflict(error)) throw error;
    }
  }
}
