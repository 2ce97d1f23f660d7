/** The one mail the payment service writes itself: a held payment that was not approved. */
import type { EmailMessage } from '../../mail';

export function paymentNotApprovedMail(to: string, reference: string, what: string): EmailMessage {
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
