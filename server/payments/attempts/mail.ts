/** The one mail the payment service writes itself: a held payment that was not approved. */
import type { Trx } from '../../db/schema';
import { mailReader } from '../../i18n';
import { enqueueEmail, escapeHtml, type EmailMessage } from '../../mail';
import type { Payer, SubjectChange } from './subjects';
import { PAYMENT_STATUS } from './vocabulary';
import { messageTable } from '../../../domain/message-text';

const TEXT = messageTable('email.payment', {
  heldOrder:
    'Your card payment for your order ({reference}) was held for a routine review by our card processor and was not approved.',
  heldBooking:
    'Your card payment for your astrology reading ({reference}) was held for a routine review by our card processor and was not approved.',
  nothingCharged:
    'Nothing has been charged. You are welcome to pay again from the website, or reply to this email and we will help.',
  subject: 'Payment not approved: {reference}',
});

/** Two paragraphs without the layout: plain text, and the same as escaped HTML paragraphs. */
function paymentNotApprovedMail(payer: Payer, reference: string, what: PaidFor): EmailMessage {
  const { say } = mailReader(payer.language);
  const paragraphs = [
    say(what === 'ORDER' ? TEXT.heldOrder : TEXT.heldBooking, { reference }),
    say(TEXT.nothingCharged),
  ];
  return {
    to: payer.email,
    subject: say(TEXT.subject, { reference }),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
    reference,
  };
}

type PaidFor = 'ORDER' | 'BOOKING';

/** A held payment declined after the card processor's review: its payer is told by mail. */
export async function mailIfDeclinedAfterReview(
  trx: Trx,
  change: SubjectChange,
  payer: Payer,
  what: PaidFor,
  now: Date,
): Promise<void> {
  if (change.status !== PAYMENT_STATUS.declined) return;
  if (change.previous !== PAYMENT_STATUS.underReview) return;
  await enqueueEmail(trx, paymentNotApprovedMail(payer, change.ref, what), now);
}
