/** What the booking operations need, built once by the routes (and by tests). */
import type { MessageText } from '../../domain/message-text';
import type { Db, Trx } from '../db/schema';
import type { PaymentGateway } from '../payments';
import { readingNameIn } from '../catalog';
import { enqueueEmail, readTempleContact } from '../mail';
import { bookingParts } from './catalog';
import {
  astrologerMail,
  bookingMail,
  devoteeOf,
  reminderMails,
  reminderReference,
  type MailContext,
  type MailKind,
} from './emails';
import type { AstroBookingTable } from './tables';

export interface AstroContext {
  db: Db;
  payments: PaymentGateway;
  now: () => Date;
  /** Absolute origin for links in emails. */
  publicUrl: string;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}

/** Drops the reminders of a booking that have not gone out yet. */
export async function dropReminders(trx: Trx | Db, code: string): Promise<void> {
  await trx
    .deleteFrom('outbox_emails')
    .where('reference', '=', reminderReference(code))
    .where('status', '=', 'PENDING')
    .execute();
}

/** Replaces a booking's pending reminders with ones due 24 h and 1 h before its (new) start. */
export async function scheduleReminders(trx: Trx, mail: MailContext): Promise<void> {
  await dropReminders(trx, mail.booking.code);
  for (const reminder of reminderMails(mail)) await enqueueEmail(trx, reminder, mail.now);
}

/**
 * Queues the emails of a change in the same transaction that made it: the
 * devotee's and the astrologer's (each with the calendar file), and moves or
 * drops the reminders. `previousStartUtc` is the old time of a move.
 */
export async function queueBookingMail(
  context: AstroContext,
  trx: Trx,
  booking: AstroBookingTable,
  kind: MailKind,
  refundNote?: MessageText,
  previousStartUtc?: string,
): Promise<void> {
  const { readingType, astrologer } = await bookingParts(trx, booking);
  const now = context.now();
  const mail: MailContext = {
    booking,
    readingType,
    astrologer,
    publicUrl: context.publicUrl,
    now,
    temple: await readTempleContact(trx),
    readingName: (await readingNameIn(trx, readingType, devoteeOf(booking).language)).text,
  };
  await enqueueEmail(trx, bookingMail(mail, kind, refundNote), now);
  await enqueueEmail(trx, astrologerMail(mail, kind, previousStartUtc), now);
  if (kind === 'CANCELLED') await dropReminders(trx, booking.code);
  else await scheduleReminders(trx, mail);
}
