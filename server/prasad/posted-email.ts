/** The devotee's mail when the prasad is posted: the carrier, the number and its tracking link. */
import type { Kysely } from 'kysely';
import type { ShipmentView } from '../../domain/prasad/requests';
import type { Database } from '../db/schema';
import { mailReader } from '../i18n';
import { composeEmail, readTempleContact, type EmailMessage } from '../mail';

const POSTED_TEXT = {
  title: /*i18n*/ { id: 'email.posted.title', message: 'Your prasad is on its way' },
  posted: /*i18n*/ {
    id: 'email.posted.posted',
    message: 'The prasad of your order {orderNumber} was posted on {postedOn}.',
  },
  carrier: /*i18n*/ { id: 'email.posted.carrier', message: 'Carrier' },
  trackingNumber: /*i18n*/ { id: 'email.posted.trackingNumber', message: 'Tracking number' },
  noLink: /*i18n*/ {
    id: 'email.posted.noLink',
    message:
      '{carrier} has no link for one parcel: type the tracking number into its tracking form.',
  },
  track: /*i18n*/ { id: 'email.posted.track', message: 'Track it with {carrier}' },
  subject: /*i18n*/ {
    id: 'email.posted.subject',
    message: 'Your prasad is on its way (order {orderNumber})',
  },
};

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
