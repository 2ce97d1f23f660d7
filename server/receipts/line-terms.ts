/**
 * The tax terms each order line is paid under, copied from the catalog when
 * the order is paid (server/orders/payment-subject.ts) so that a later change
 * of the catalog changes no order already paid. Recommendations and regional
 * astrology sessions are services whatever the catalog says; a devotee who
 * declined prasad receives no goods.
 */
import { NO_PUJA_ID } from '../../domain/constants';
import {
  isTaxTreatment,
  TAX_TREATMENTS,
  withoutGoods,
  type TaxTerms,
} from '../../domain/tax-treatment';
import type { Db } from '../db/schema';

const SERVICE_KINDS = new Set(['recommendation', 'regionalAstro']);

const SERVICE: TaxTerms = {
  treatment: TAX_TREATMENTS.service,
  goodsDescription: '',
  goodsValueCents: 0,
};

/** A line's stored terms (an order line of the read model, or the catalog's columns). */
interface TermsRow {
  taxTreatment: string;
  goodsDescription: string;
  goodsValueCents: number;
}

export function termsOf(row: TermsRow): TaxTerms {
  const treatment = isTaxTreatment(row.taxTreatment) ? row.taxTreatment : null;
  if (!treatment) throw new Error(`No tax treatment: "${row.taxTreatment}"`);
  return {
    treatment,
    goodsDescription: treatment === TAX_TREATMENTS.goods ? row.goodsDescription : '',
    goodsValueCents: treatment === TAX_TREATMENTS.goods ? row.goodsValueCents : 0,
  };
}

/** Each line's terms from the catalog as it is now, by position. */
export async function catalogTermsOfOrder(
  db: Db,
  orderNumber: string,
): Promise<Map<number, TaxTerms>> {
  const order = await db
    .selectFrom('orders')
    .select(['kind', 'prasad_declined'])
    .where('order_number', '=', orderNumber)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('order_line_items')
    .leftJoin('pujas', 'pujas.id', 'order_line_items.puja_id')
    .leftJoin('regional_events', 'regional_events.id', 'order_line_items.regional_event_id')
    .select([
      'order_line_items.position',
      'pujas.tax_treatment as puja_treatment',
      'pujas.goods_description as puja_goods',
      'pujas.goods_value_cents as puja_value',
      'regional_events.tax_treatment as event_treatment',
      'regional_events.goods_description as event_goods',
      'regional_events.goods_value_cents as event_value',
    ])
    .where('order_line_items.order_number', '=', orderNumber)
    .where('order_line_items.puja_id', '<>', NO_PUJA_ID)
    .execute();
  const terms = new Map<number, TaxTerms>();
  for (const line of lines) {
    let found: TaxTerms;
    if (SERVICE_KINDS.has(order.kind)) found = SERVICE;
    else if (order.kind === 'regionalPuja')
      found = termsOf({
        taxTreatment: line.event_treatment ?? '',
        goodsDescription: line.event_goods ?? '',
        goodsValueCents: line.event_value ?? 0,
      });
    else
      found = termsOf({
        taxTreatment: line.puja_treatment ?? '',
        goodsDescription: line.puja_goods ?? '',
        goodsValueCents: line.puja_value ?? 0,
      });
    terms.set(line.position, order.prasad_declined === 1 ? withoutGoods(found) : found);
  }
  return terms;
}

/** Stores each line's terms on it; lines that have them keep them. */
export async function recordLineTerms(db: Db, orderNumber: string): Promise<void> {
  const unset = await db
    .selectFrom('order_line_items')
    .select('position')
    .where('order_number', '=', orderNumber)
    .where('puja_id', '<>', NO_PUJA_ID)
    .where('tax_treatment', '=', '')
    .execute();
  if (unset.length === 0) return;
  const terms = await catalogTermsOfOrder(db, orderNumber);
  for (const { position } of unset) {
    const line = terms.get(position);
    if (!line) continue;
    await db
      .updateTable('order_line_items')
      .set({
        tax_treatment: line.treatment,
        goods_description: line.goodsDescription,
        goods_value_cents: line.goodsValueCents,
      })
      .where('order_number', '=', orderNumber)
      .where('position', '=', position)
      .execute();
  }
}
