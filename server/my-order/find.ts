/**
 * "Find my order": an order number and an email. When they belong together
 * (and the order has a page) a new link is mailed; whatever the case, the
 * caller gets the same answer, at no less than a fixed time, so neither the
 * answer nor its timing says whether the order exists.
 */
import type { Kysely } from 'kysely';
import type { FindMyOrderRequest } from '../../src/domain/my-order';
import type { Database } from '../db/schema';
import { enqueueEmail, readTempleContact, renderEmail } from '../mail';
import { mintOrderToken, myOrderLinkInMail } from '../orders';
import { ORDERS_WITH_A_PAGE } from './view';

/** Every answer takes at least this long (the real case writes a link and a mail). */
export const FIND_ANSWER_FLOOR_MS = 250;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Queues the link mail when number and email match; true when one was queued. */
export async function findMyOrder(
  db: Kysely<Database>,
  request: FindMyOrderRequest,
  link: { publicUrl: string; now: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['order_number', 'customer_email', 'status'])
      .where('order_number', '=', request.orderNumber)
      .executeTakeFirst();
    const matches =
      order !== undefined &&
      ORDERS_WITH_A_PAGE.includes(order.status) &&
      sameEmail(order.customer_email, request.email);
    if (!matches) return false;
    const { html, text } = renderEmail({
      temple: await readTempleContact(trx),
      title: `The page of your order ${order.order_number}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `You asked for the link to the page of your order ${order.order_number}. It shows each person and puja, when the puja is offered, the prasad's post and any refund.`,
        },
        { kind: 'action', label: 'See your order', href: myOrderLinkInMail(link.publicUrl) },
        {
          kind: 'paragraph',
          text: 'If you did not ask for this, you can ignore this mail: the link works only for whoever holds it.',
        },
      ],
    });
    await enqueueEmail(
      trx,
      {
        to: order.customer_email,
        subject: `The page of your order ${order.order_number}`,
        text,
        html,
        reference: order.order_number,
        secret: await mintOrderToken(trx, order.order_number, link.now),
      },
      link.now,
    );
    return true;
  });
}
