/**
 * The devotee's mail about a refund the office gave, in the language of the
 * order or booking (server/i18n).
 */
import { formatUsd } from '../../domain/money';
import { messageTable, type Translate } from '../../domain/message-text';
import { mailReader } from '../i18n';
import { renderEmail, type EmailBlock, type TempleContact } from '../mail';

const TEXT = messageTable('email.refund', {
  title: 'Your refund of {amount}',
  wholeOrder:
    'Your order {orderNumber} has been cancelled and its payment of {amount} given back to your card.',
  partOfOrder: 'We have refunded {amount} of your order {orderNumber} to your card, for:',
  bookingVoided:
    'The charge of {amount} for your cancelled astrology reading {code} has been voided, so no money leaves your account.',
  bookingRefunded:
    'We have refunded {amount} for your cancelled astrology reading {code} to your card.',
  statement: 'A refund can take a few working days to show on your statement.',
  orderSubject: 'Refund for your order {orderNumber}',
  bookingSubject: 'Refund for your astrology reading {code}',
});

export interface RefundMail {
  subject: string;
  text: string;
  html: string;
}

function refundMail(
  temple: TempleContact,
  storedLanguage: string,
  build: (say: Translate) => { subject: string; title: string; blocks: EmailBlock[] },
): RefundMail {
  const { language, say } = mailReader(storedLanguage);
  const { subject, title, blocks } = build(say);
  const statement: EmailBlock = { kind: 'paragraph', text: say(TEXT.statement) };
  return { subject, ...renderEmail({ temple, language, title, blocks: [...blocks, statement] }) };
}

/** An order's refund: the whole order, or the people listed (`"name: puja"` lines). */
export function orderRefundMail(
  temple: TempleContact,
  order: { orderNumber: string; language: string },
  amountCents: number,
  people: readonly string[] | null,
): RefundMail {
  const amount = formatUsd(amountCents);
  const { orderNumber } = order;
  return refundMail(temple, order.language, (say) => ({
    subject: say(TEXT.orderSubject, { orderNumber }),
    title: say(TEXT.title, { amount }),
    blocks: people
      ? [
          { kind: 'paragraph', text: say(TEXT.partOfOrder, { amount, orderNumber }) },
          { kind: 'list', items: people },
        ]
      : [{ kind: 'paragraph', text: say(TEXT.wholeOrder, { amount, orderNumber }) }],
  }));
}

/** A cancelled reading's charge given back: voided, or refunded. */
export function bookingRefundMail(
  temple: TempleContact,
  booking: { code: string; language: string; priceCents: number },
  voided: boolean,
): RefundMail {
  const amount = formatUsd(booking.priceCents);
  const { code } = booking;
  return refundMail(temple, booking.language, (say) => ({
    subject: say(TEXT.bookingSubject, { code }),
    title: say(TEXT.title, { amount }),
    blocks: [
      {
        kind: 'paragraph',
        text: say(voided ? TEXT.bookingVoided : TEXT.bookingRefunded, { amount, code }),
      },
    ],
  }));
}
