/** The devotee's mail when the prasad is posted: the carrier, the number and its tracking link. */
import type { Kysely } from 'kysely';
import type { ShipmentView } from '../../src/domain/prasad/requests';
import type { Database } from '../db/schema';
import { readTempleContact, renderEmail, type EmailMessage } from '../mail';

export async function postedEmail(
  db: Kysely<Database>,
  to: string,
  orderNumber: string,
  parcel: ShipmentView,
): Promise<EmailMessage> {
  const temple = await readTempleContact(db);
  const { html, text } = renderEmail({
    temple,
    title: 'Your prasad is on its way',
    blocks: [
      {
        kind: 'paragraph',
        text: `The prasad of your order ${orderNumber} was posted on ${parcel.postedOn}.`,
      },
      {
        kind: 'details',
        rows: [
          ['Carrier', parcel.carrierName],
          ['Tracking number', parcel.trackingNumber],
        ],
      },
      ...(parcel.numberInLink
        ? []
        : [
            {
              kind: 'paragraph' as const,
              text: `${parcel.carrierName} has no link for one parcel: type the tracking number into its tracking form.`,
            },
          ]),
      { kind: 'action', label: `Track it with ${parcel.carrierName}`, href: parcel.trackingUrl },
    ],
  });
  return {
    to,
    subject: `Your prasad is on its way (order ${orderNumber})`,
    text,
    html,
    reference: orderNumber,
  };
}
