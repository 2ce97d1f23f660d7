/** The view model of "My order" (domain/my-order.ts), built from what is stored. */
import type { Kysely } from 'kysely';
import { PRAYER_TYPE_CODES, type OrderKind } from '../../domain/constants';
import type { MyOrderView } from '../../domain/my-order';
import { myOrderReceiptPath, myOrderRefundReceiptPath } from '../../domain/my-order-paths';
import { lineNamesIn, readTempleDetails } from '../catalog';
import { SOURCE_LANGUAGE } from '../../domain/languages';
import type { Database } from '../db/schema';
import { ORDER_STATUS, readOrderRecord } from '../orders';
import { erasedAt } from '../privacy';
import { assembleTimeline, type TimelineLine } from './timeline';

type Db = Kysely<Database>;

/** Orders that were paid (and maybe refunded since) have a page; others answer as unknown. */
export const ORDERS_WITH_A_PAGE: readonly string[] = [
  ORDER_STATUS.paid,
  ORDER_STATUS.refunded,
  ORDER_STATUS.voided,
];

const KINDS: readonly OrderKind[] = ['puja', 'recommendation', 'regionalPuja', 'regionalAstro'];
/** The order's kind as the wizards know it (an unknown one as a puja order). */
export const asKind = (kind: string): OrderKind =>
  KINDS.includes(kind as OrderKind) ? (kind as OrderKind) : 'puja';

/**
 * The page of a stored order, or null when it has none (unknown, or never
 * paid); `token` (the page's) makes the receipts' links; the pujas are
 * named in `language` where the temple has a name for them.
 */
export async function buildMyOrderView(
  db: Db,
  orderNumber: string,
  token: string,
  language: string = SOURCE_LANGUAGE,
): Promise<MyOrderView | null> {
  const order = await readOrderRecord(db, orderNumber);
  if (!order || !ORDERS_WITH_A_PAGE.includes(order.status)) return null;
  const items = order.lines;
  const [refunds, regions, temple] = await Promise.all([
    db
      .selectFrom('staff_refunds')
      .select(['positions', 'amount_cents', 'created_at'])
      .where('order_number', '=', orderNumber)
      .orderBy('created_at')
      .execute(),
    db.selectFrom('regions').select(['id', 'name']).execute(),
    readTempleDetails(db),
  ]);
  const nameOf = await lineNamesIn(db, language);
  const pujaOf = (item: (typeof items)[number]) => {
    const name = nameOf(item);
    return { puja: name.text, ...(name.lang !== SOURCE_LANGUAGE && { pujaLang: name.lang }) };
  };
  // After erasure (retention or a request) the page says so and "Order again" starts empty.
  const erased = await erasedAt(db, 'ORDER', orderNumber);
  const regionName = new Map(regions.map((region) => [region.id, region.name]));
  const refundedPositions = refunds.flatMap((r) => JSON.parse(r.positions) as number[]);
  const wholeRefund = refunds.some((r) => (JSON.parse(r.positions) as number[]).length === 0);
  const lines: TimelineLine[] = items.map((item) => ({
    position: item.position,
    name: erased ? '' : item.name,
    ...pujaOf(item),
    pujaId: item.pujaId,
    date: item.pujaDate,
    place:
      item.regionId !== null
        ? (regionName.get(item.regionId) ?? temple.centreName)
        : temple.centreName,
  }));
  const receiptUrl = order.paidAt ? myOrderReceiptPath(token) : undefined;
  return {
    orderNumber,
    kind: asKind(order.kind),
    people: items.map((item, index) => ({
      position: item.position,
      name: lines[index]?.name ?? '',
      departed: item.prayerTypeCode === PRAYER_TYPE_CODES.departed,
      ...pujaOf(item),
      date: /^\d{4}-\d{2}-\d{2}$/.test(item.pujaDate) ? item.pujaDate : '',
      costCents: item.costCents,
      refunded: wholeRefund || refundedPositions.includes(item.position),
    })),
    paidCents: order.totalCents,
    refundedCents: refunds.reduce((sum, r) => sum + r.amount_cents, 0),
    timeline: await assembleTimeline(db, {
      orderNumber,
      receivedAt: order.paidAt ?? order.createdAt,
      lines,
      // Numbered as the receipts number them: in the order they were made, from 1.
      refunds: refunds.map((r, index) => ({
        amountCents: r.amount_cents,
        createdAt: r.created_at,
        receiptUrl: myOrderRefundReceiptPath(token, index + 1),
      })),
    }),
    ...(receiptUrl !== undefined && { receiptUrl }),
    ...(erased && { erasedAt: erased }),
  };
}
