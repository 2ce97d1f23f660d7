/**
 * The yearly statement's mail, in the payer's language (the language of the
 * payer's latest order or booking of the year): what the attached PDF lists,
 * contributions and payments for services apart.
 */
import type { MailReader } from '../i18n';
import { renderEmail, type EmailBlock, type TempleContact } from '../mail';
import { messageTable } from '../../domain/message-text';

const STATEMENT_TEXT = messageTable('email.statement', {
  subject: 'Your {year} statement of contributions and payments',
  title: 'Your statement for {year}',
  intro:
    'Thank you for your offerings in {year}. Attached is a statement of what you paid that year, with any refunds, for your tax records: your contributions and your payments for services are listed apart.',
  order: 'Order {orderNumber}',
  booking: 'Astrology reading {code} (a payment for a service)',
});

export interface StatementMail {
  subject: string;
  text: string;
  html: string;
}

/** The mail for one payer's year: their orders, then their paid readings. */
export function statementMail(
  reader: MailReader,
  temple: TempleContact,
  year: number,
  paid: { orders: readonly string[]; bookings: readonly string[] },
): StatementMail {
  const { say, language } = reader;
  const T = STATEMENT_TEXT;
  const items = [
    ...paid.orders.map((orderNumber) => say(T.order, { orderNumber })),
    ...paid.bookings.map((code) => say(T.booking, { code })),
  ];
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: say(T.intro, { year: String(year) }) },
    { kind: 'list', items },
  ];
  return {
    subject: say(T.subject, { year: String(year) }),
    ...renderEmail({ temple, title: say(T.title, { year: String(year) }), blocks, language }),
  };
}
