/**
 * Marking pujas performed: per person (line item) of an order, or every person
 * of a puja date (optionally one puja). Each order with newly marked people
 * gets one mail telling the devotee the puja was offered, queued in the same
 * transaction as the marks and the audit entry.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEFAULT_LANGUAGE, isLanguage } from '../../src/domain/visitor-language';
import { mailDay, mailI18n, tr } from '../i18n';
import { enqueueEmail, readTempleContact, renderEmail } from '../mail';
import { ORDER_STATUS } from '../orders';
import { ApiError } from '../http';
import { writeAudit, type Actor } from './audit';

/** The devotee's "offered" mail, in the order's language (server/i18n). */
const OFFERED_TEXT = {
  title: /*i18n*/ { id: 'email.offered.title', message: 'Your puja has been offered' },
  opening: /*i18n*/ {
    id: 'email.offered.opening',
    message: 'The priests have offered the puja you ordered (order {orderNumber}) for:',
  },
  puja: /*i18n*/ { id: 'email.offered.puja', message: 'Puja' },
  date: /*i18n*/ { id: 'email.offered.date', message: 'Date' },
  prasad: /*i18n*/ {
    id: 'email.offered.prasad',
    message: 'Prasad, where the puja includes it, is posted to the address you gave.',
  },
  subject: /*i18n*/ {
    id: 'email.offered.subject',
    message: 'Your puja has been offered (order {orderNumber})',
  },
};

interface MarkedPerson {
  position: number;
  name: string;
  puja: string;
  pujaDate: string;
}

async function markInTransaction(
  trx: Kysely<Database>,
  actor: Actor,
  orderNumber: string,
  positions: readonly number[],
  now: Date,
): Promise<MarkedPerson[]> {
  const order = await trx
    .selectFrom('orders')
    .select(['status', 'customer_email', 'language'])
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
  if (!order) throw new ApiError(404, 'NOT_FOUND', `No order ${orderNumber}`);
  if (order.status !== ORDER_STATUS.paid) {
    throw new ApiError(409, 'NOT_PAID', 'Only a paid order can be marked performed');
  }
  const items = await trx
    .selectFrom('order_line_items as li')
    .leftJoin('staff_performed as p', (join) =>
      join.onRef('p.order_number', '=', 'li.order_number').onRef('p.position', '=', 'li.position'),
    )
    .select([
      'li.position',
      'li.first_name',
      'li.last_name',
      'li.item_name',
      'li.puja_date',
      'li.puja_id',
      'p.performed_at',
    ])
    .where('li.order_number', '=', orderNumber)
    .where('li.position', 'in', positions)
    .execute();
  const unknown = positions.filter((p) => !items.some((i) => i.position === p && i.puja_id !== -1));
  if (unknown.length > 0) {
    throw new ApiError(400, 'VALIDATION', 'No such person in this order', [
      { path: 'positions', message: `Not a person of this order: ${unknown.join(', ')}` },
    ]);
  }
  const fresh = items.filter((i) => i.performed_at === null);
  if (fresh.length === 0) return [];
  const iso = now.toISOString();
  await trx
    .insertInto('staff_performed')
    .values(
      fresh.map((i) => ({
        order_number: orderNumber,
        position: i.position,
        performed_at: iso,
        performed_by: actor.staffId ?? actor.label,
      })),
    )
    .execute();
  const marked = fresh.map((i) => ({
    position: i.position,
    name: `${i.first_name} ${i.last_name}`.trim(),
    puja: i.item_name,
    pujaDate: i.puja_date,
  }));
  await writeAudit(
    trx,
    actor,
    {
      action: 'order.performed',
      target: orderNumber,
      before: { performed: [] },
      after: { performed: marked.map((m) => m.position) },
    },
    now,
  );
  const temple = await readTempleContact(trx);
  const language = isLanguage(order.language) ? order.language : DEFAULT_LANGUAGE;
  const i18n = mailI18n(language);
  const { html, text } = renderEmail({
    temple,
    language,
    title: tr(i18n, OFFERED_TEXT.title),
    blocks: [
      { kind: 'paragraph', text: tr(i18n, OFFERED_TEXT.opening, { orderNumber }) },
      ...marked.map((m) => ({
        kind: 'card' as const,
        title: m.name,
        rows: [
          [tr(i18n, OFFERED_TEXT.puja), m.puja],
          [
            tr(i18n, OFFERED_TEXT.date),
            language === 'en' ? m.pujaDate : mailDay(language, m.pujaDate),
          ],
        ] as const,
      })),
      { kind: 'paragraph', text: tr(i18n, OFFERED_TEXT.prasad) },
    ],
  });
  await enqueueEmail(
    trx,
    {
      to: order.customer_email,
      subject: tr(i18n, OFFERED_TEXT.subject, { orderNumber }),
      text,
      html,
      reference: orderNumber,
    },
    now,
  );
  return marked;
}

export async function markPerformed(
  db: Kysely<Database>,
  actor: Actor,
  orderNumber: string,
  positions: readonly number[],
  now: Date,
): Promise<number> {
  const marked = await db
    .transaction()
    .execute((trx) => markInTransaction(trx, actor, orderNumber, positions, now));
  return marked.length;
}

/** Every not yet marked person of PAID orders on a puja date (one puja or all): how many were marked. */
export async function markDatePerformed(
  db: Kysely<Database>,
  actor: Actor,
  date: string,
  pujaId: number | undefined,
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('order_line_items as li')
      .innerJoin('orders as o', 'o.order_number', 'li.order_number')
      .leftJoin('staff_performed as p', (join) =>
        join
          .onRef('p.order_number', '=', 'li.order_number')
          .onRef('p.position', '=', 'li.position'),
      )
      .select(['li.order_number', 'li.position'])
      .where('li.puja_date', '=', date)
      .where('li.puja_id', '<>', -1)
      .where('o.status', '=', ORDER_STATUS.paid)
      .where('p.performed_at', 'is', null)
      .$if(pujaId !== undefined, (q) => q.where('li.puja_id', '=', pujaId!))
      .execute();
    const byOrder = new Map<string, number[]>();
    for (const row of rows)
      byOrder.set(row.order_number, [...(byOrder.get(row.order_number) ?? []), row.position]);
    let count = 0;
    for (const [orderNumber, positions] of byOrder) {
      count += (await markInTransaction(trx, actor, orderNumber, positions, now)).length;
    }
    return count;
  });
}
