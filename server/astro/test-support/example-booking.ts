/** A booking row for tests that insert one directly: a paid 30-minute reading, changed as given. */
import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { NEW_BOOKING } from '../holds';
import type { AstroBookingTable } from '../tables';

export function exampleBooking(
  booking: Pick<AstroBookingTable, 'code' | 'reading_type_id' | 'astrologer_id'> & {
    start: Date;
    stamp: string;
  } & Partial<Insertable<AstroBookingTable>>,
): Insertable<AstroBookingTable> {
  const { start, stamp, ...values } = booking;
  return {
    access_token: randomBytes(18).toString('base64url'),
    start_utc: start.toISOString(),
    end_utc: new Date(start.getTime() + 30 * 60_000).toISOString(),
    status: 'CONFIRMED',
    hold_expires_at: stamp,
    disclaimer_version: 'example',
    people: JSON.stringify([
      { fullName: 'Example Devotee', birthDate: '1980-01-01', birthTime: '', birthPlace: 'Pune' },
    ]),
    contact_email: 'devotee@example.com',
    visitor_time_zone: 'UTC',
    ...NEW_BOOKING,
    price_cents: 4000,
    invoice_number: `AST-${booking.code}`,
    payment_state: 'PAID',
    created_at: stamp,
    updated_at: stamp,
    confirmed_at: stamp,
    question: '',
    client_address: '',
    language: 'en',
    ...values,
  };
}

type ExampleValues = Omit<
  Parameters<typeof exampleBooking>[0],
  'reading_type_id' | 'astrologer_id'
>;

/** Inserts an example booking of the catalog's first reading type and astrologer. */
export async function insertExampleBooking(
  db: Kysely<Database>,
  booking: ExampleValues,
): Promise<void> {
  const [type, astrologer] = await Promise.all([
    db.selectFrom('astro_reading_types').select('id').executeTakeFirstOrThrow(),
    db.selectFrom('astro_astrologers').select('id').executeTakeFirstOrThrow(),
  ]);
  const row = exampleBooking({
    ...booking,
    reading_type_id: type.id,
    astrologer_id: astrologer.id,
  });
  await db.insertInto('astro_bookings').values(row).execute();
}
