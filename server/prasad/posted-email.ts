/** The devotee's mail when the prasad is posted: the carrier, the number and its tracking link. */
import type { Kysely } from 'kysely';
import type { ShipmentView } from '../../domain/prasad/requests';
import type { Database } from '../db/schema';
import { mailReader } from '../i18n';
import { composeEmail, readTempleContact, type EmailMessage } from '../mail';
import { messageTable } from '../../domain/message-text';

const POSTED_TEXT = messageTable('email.posted', {
  title: 'Your prasad is on its way',
  posted: 'The prasad of your order {orderNumber} was posted on {postedOn}.',
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  noLink: '{carrier} has no link for one parcel: type the tracking number into its tracking form.',
  track: 'Track it with {carrier}',
  subject: 'Your prasad is on its way (order {orderNumber})',
});

/** The mail in the order's language (server/i18n); the day posted in its date style. */
export async function postedEmail(
  db: Kysely<Database>,
  to: { email: string; language: string },
  orderNumber: string,
  parcel: ShipmentView,
): Promise<EmailMessage> {
  const { language, say, day } = mailReader(to.language);
  const T = POSTED_TEXT;
  const carrier = parcel.carrierName;
  return composeEmail({
    to: to.email,
    subject: say(T.subject, { orderNumber }),
    reference: orderNumber,
    temple: await readTempleContact(db),
    language,
    title: say(T.title),
    blocks: [
      { kind: 'paragraph', text: say(T.posted, { orderNumber, postedOn: day(parcel.postedOn) }) },
      {
        kind: 'details',
        rows: [
          [say(T.carrier), carrier],
          [say(T.trackingNumber), parcel.trackingNumber],
        ],
      },
      ...(parcel.numberInLink
        ? []
        : [{ kind: 'paragraph' as const, text: say(T.noLink, { carrier }) }]),
      { kind: 'action', label: say(T.track, { carrier }), href: parcel.trackingUrl },
    ],
  });
}
