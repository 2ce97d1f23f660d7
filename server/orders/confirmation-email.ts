/** The confirmation mail of a paid order, built from what was stored. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { EmailMessage } from '../mail/outbox';
import { NO_PUJA_ID } from '../../src/domain/constants';
import { readOrder } from './order-view';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

export async function confirmationEmail(
  db: Kysely<Database>,
  orderNumber: string,
): Promise<EmailMessage> {
  const order = await readOrder(db, orderNumber);
  if (!order) throw new Error(`Order ${orderNumber} not found`);
  const lines = order.lineItems
    .filter((item) => item.pujaId !== NO_PUJA_ID)
    .map((item) => {
      const date = item.requestedPujaDate ? ` on ${item.requestedPujaDate}` : '';
      return `${item.item} for ${item.firstName} ${item.lastName}${date}: ${money(item.cost)}`;
    });
  const text = [
    `Thank you. Your order ${order.orderNumber} is paid and confirmed.`,
    '',
    ...lines,
    '',
    `Total paid: ${money(order.total)}`,
    '',
    'Keep this order number: quote it if you write to us about the order.',
  ].join('\n');
  const html = [
    `<p>Thank you. Your order <strong>${escapeHtml(order.orderNumber)}</strong> is paid and confirmed.</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p>Total paid: <strong>${money(order.total)}</strong></p>`,
    '<p>Keep this order number: quote it if you write to us about the order.</p>',
  ].join('\n');
  return {
    to: order.customerEmail,
    subject: `Your order ${order.orderNumber} is confirmed`,
    text,
    html,
    reference: order.orderNumber,
  };
}
