/** Bookings read back from a test database, to check what a request stored. */
import type { Db } from '../../db/schema';
import type { AstroBookingTable } from '../tables';

/** The booking's whole stored row. */
export function storedBooking(db: Db, code: string) {
  return db
    .selectFrom('astro_bookings')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
}

/** Only the booking's `columns`, so a test can compare them whole. */
export function storedBookingColumns<C extends keyof AstroBookingTable & string>(
  db: Db,
  code: string,
  columns: readonly C[],
) {
  return db
    .selectFrom('astro_bookings')
    .select(columns)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
}

/** The codes of the bookings, of any status, that start at `startUtc`. */
export function bookingsStartingAt(db: Db, startUtc: string) {
  return db.selectFrom('astro_bookings').select('code').where('start_utc', '=', startUtc).execute();
}
