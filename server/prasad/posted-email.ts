/** The devotee's mail when the prasad is posted: the carrier, the number and its tracking link. */
import type { Kysely } from 'kysely';
import type { ShipmentView } from '../../src/domain/prasad/requests';
import type { Database } from '../db/schema';
import { DEFAULT_LANGUAGE, isLanguage } from '../../src/domain/visitor-language';
import { mailDay, mailI18n, tr } from '../i18n';
import { readTempleContact, renderEmail, type EmailMessage } from '../mail';

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
  const temple = await readTempleContact(db);
  const language = isLanguage(to.language) ? to.language : DEFAULT_LANGUAGE;
  const i18n = mailI18n(language);
  const T = POSTED_TEXT;
  const carrier = parcel.carrierName;
  const postedOn = mailDay(language, parcel.postedOn);
  const { html, text } = renderEmail({
    temple,
    language,
    title: tr(i18n, T.title),
    blocks: [
      { kind: 'paragraph', text: tr(i18n, T.posted, { orderNumber, postedOn }) },
      {
        kind: 'details',
        rows: [
          [tr(i18n, T.carrier), carrier],
          [tr(i18n, T.trackingNumber), parcel.trackingNumber],
        ],
      },
      ...(parcel.numberInLink
        ? []
        : [{ kind: 'paragraph' as const, text: tr(i18n, T.noLink, { carrier }) }]),
      { kind: 'action', label: tr(i18n, T.track, { carrier }), href: parcel.trackingUrl },
    ],
  });
  return {
    to: to.email,
    subject: tr(i18n, T.subject, { orderNumber }),
    text,
    html,
    reference: orderNumber,
  };
}
