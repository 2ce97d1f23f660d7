/** What the booking operations need, built once by the routes (and by tests). */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { PaymentGateway } from '../payments/gateway';
import { enqueueEmail } from '../mail/outbox';
import { bookingParts } from './catalog';
import { bookingMail, type MailKind } from './emails';
import type { AstroBookingTable } from './tables';

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;

export interface AstroContext {
  db: Db;
  payments: PaymentGateway;
  now: () => Date;
  /** Absolute origin for links in emails. */
  publicUrl: string;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}

/** Queues a booking email in the same transaction that changed the booking. */
export async function queueBookingMail(
  context: AstroContext,
  trx: Trx,
  booking: AstroBookingTable,
  kind: MailKind,
  refundNote = '',
): Promise<void> {
  const { readingType, astrologer } = await bookingParts(trx, booking);
  const mail = bookingMail(
    { booking, readingType, astrologer, publicUrl: context.publicUrl, now: context.now() },
    kind,
    refundNote,
  );
  await enqueueEmail(trx, mail, context.now());
}
