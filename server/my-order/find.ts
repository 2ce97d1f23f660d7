/**
 * "Find my order": an order number and an email. When they belong together
 * (and the order has a page) a new link is mailed; whatever the case, the
 * caller gets the same answer, at no less than a fixed time, so neither the
 * answer nor its timing says whether the order exists.
 */
import type { Kysely } from 'kysely';
import type { FindMyOrderRequest } from '../../domain/my-order';
import type { Database } from '../db/schema';
import { composeEmail, enqueueEmail, readTempleContact } from '../mail';
import { mintOrderToken, myOrderLinkInMail, seeOrderButton } from '../orders';
import { ORDERS_WITH_A_PAGE } from './view';
import { mailReader } from '../i18n';
import { messageTable } from '../../domain/message-text';

/** Every answer takes at least this long (the real case writes a link and a mail). */
export const FIND_ANSWER_FLOOR_MS = 250;

/** Find my order mails an order at most this many links a day (UTC); past it the answer is the same. */
export const FIND_MAILS_PER_ORDER_A_DAY = 3;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const FIND_TEXT = messageTable('email.find', {
  title: 'The page of your order {orderNumber}',
  asked:
    "You asked for the link to the page of your order {orderNumber}. It shows each person and puja, when the puja is offered, the prasad's post and any refund.",
  ignore:
    'If you did not ask for this, you can ignore this mail: the link works only for whoever holds it.',
});

/**
 * Counts one more Find my order mail of the order today, in the database so
 * that every server counts alike (one statement, so two servers asking at
 * once each get their own count); true while within the daily cap.
 */
async function withinDailyCap(
  trx: Kysely<Database>,
  orderNumber: string,
  now: Date,
): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  const { mails } = await trx
    .insertInto('find_my_order_mails')
    .values({ order_number: orderNumber, day, mails: 1 })
    .onConflict((conflict) =>
      conflict.column('order_number').doUpdateSet((eb) => ({
        mails: eb
          .case()
          .when('find_my_order_mails.day', '=', eb.ref('excluded.day'))
          .then(eb('find_my_order_mails.mails', '+', 1))
          .else(1)
          .end(),
        day: eb.ref('excluded.day'),
      })),
    )
    .returning('mails')
    .executeTakeFirstOrThrow();
  return mails <= FIND_MAILS_PER_ORDER_A_DAY;
}

/**
 * Queues the link mail when number and email match and the order is within
 * its daily cap; true when one was queued.
 */
export async function findMyOrder(
  db: Kysely<Database>,
  request: FindMyOrderRequest,
  link: { publicUrl: string; now: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['order_number', 'customer_email', 'status', 'language'])
      .where('order_number', '=', request.orderNumber)
      .executeTakeFirst();
    const matches =
      order !== undefined &&
      ORDERS_WITH_A_PAGE.includes(order.status) &&
      sameEmail(order.customer_email, request.email);
    if (!matches) return false;
    if (!(await withinDailyCap(trx, order.order_number, link.now))) return false;
    // Written in the language the order was made in (server/i18n).
    const { language, say } = mailReader(order.language);
    const orderNumber = order.order_number;
    const mail = composeEmail({
      to: order.customer_email,
      subject: say(FIND_TEXT.title, { orderNumber }),
      reference: orderNumber,
      secret: await mintOrderToken(trx, orderNumber, link.now),
      temple: await readTempleContact(trx),
      language,
      title: say(FIND_TEXT.title, { orderNumber }),
      blocks: [
        { kind: 'paragraph', text: say(FIND_TEXT.asked, { orderNumber }) },
        seeOrderButton(say, myOrderLinkInMail(link.publicUrl, language)),
        { kind: 'paragraph', text: say(FIND_TEXT.ignore) },
      ],
    });
    await enqueueEmail(trx, mail, link.now);
    return true;
  });
}
