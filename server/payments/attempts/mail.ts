/** The one mail the payment service writes itself: a held payment that was not approved. */
import type { Trx } from '../../db/schema';
import { enqueueEmail, type EmailMessage } from '../../mail';
import type { SubjectChange } from './subjects';
import { PAYMENT_STATUS } from './vocabulary';

function paymentNotApprovedMail(to: string, reference: string, what: string): EmailMessage {
  const text = [
    `Your card payment for ${what} (${reference}) was held for a routine review by our card processor and was not approved.`,
    'Nothing has been charged. You are welcome to pay again from the website, or reply to this email and we will help.',
  ].join('\n\n');
  const html = text
    .split('\n\n')
    .map(
      (paragraph) =>
        paragraph.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/^/, '<p>') + '</p>',
    )
    .join('\n');
  return { to, subject: `Payment not approved: ${reference}`, text, html, reference };
}

/**
 * A held payment declined after the card processor's review: its payer is
 * told by mail (`payer` reads their address only then).
 */
export async function mailIfDeclinedAfterReview(
  trx: Trx,
  change: SubjectChange,
  payer: () => Promise<string>,
  what: string,
  now: Date,
): Promise<void> {
  if (change.status !== PAYMENT_STATUS.declined) return;
  if (change.previous !== PAYMENT_STATUS.underReview) return;
  await enqueueEmail(trx, paymentNotApprovedMail(await payer(), change.ref, what), now);
}
