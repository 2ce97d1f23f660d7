/**
 * The office's tax treatment of each puja and regional event (the terms the
 * receipts state: domain/tax-treatment.ts). Refused: goods worth more than
 * the item's price, and anything but a service for a recommendation or a
 * regional astrology session (an astrologer's paid work is never a gift).
 */
import type { Kysely } from 'kysely';
import { PUJA_CATEGORIES } from '../../domain/constants';
import { formatUsd } from '../../domain/money';
import { isTaxTreatment, TAX_TREATMENTS, type TaxTerms } from '../../domain/tax-treatment';
import type { Database } from '../db/schema';
import { ApiError, validationError } from '../http';
import { writeAudit, type Actor } from './audit';

/** A catalog row's stored terms; a value the console cannot show reads as "not set". */
export function termsOf(row: {
  tax_treatment: string;
  goods_description: string;
  goods_value_cents: number;
}): TaxTerms {
  return {
    treatment: isTaxTreatment(row.tax_treatment) ? row.tax_treatment : TAX_TREATMENTS.intangible,
    goodsDescription: row.goods_description,
    goodsValueCents: row.goods_value_cents,
  };
}

export const SERVICE_TERMS = {
  tax_treatment: TAX_TREATMENTS.service,
  goods_description: '',
  goods_value_cents: 0,
};

type TermsTable = 'pujas' | 'regional_events';

function check(terms: TaxTerms, priceCents: number, mustBeService: string | null): void {
  if (mustBeService && terms.treatment !== TAX_TREATMENTS.service)
    throw validationError([{ path: 'treatment', message: mustBeService }]);
  if (terms.goodsValueCents > priceCents)
    throw validationError([
      {
        path: 'goodsValueCents',
        message: `The goods cannot be worth more than the price (${formatUsd(priceCents)})`,
      },
    ]);
}

export async function updateTaxTerms(
  db: Kysely<Database>,
  actor: Actor,
  table: TermsTable,
  id: number,
  terms: TaxTerms,
  now: Date,
): Promise<TaxTerms> {
  return db.transaction().execute(async (trx) => {
    const row =
      table === 'pujas'
        ? await trx
            .selectFrom('pujas')
            .select([
              'cost_cents',
              'category as kind',
              'tax_treatment',
              'goods_description',
              'goods_value_cents',
            ])
            .where('id', '=', id)
            .executeTakeFirst()
        : await trx
            .selectFrom('regional_events')
            .select([
              'cost_cents',
              'kind',
              'tax_treatment',
              'goods_description',
              'goods_value_cents',
            ])
            .where('id', '=', id)
            .executeTakeFirst();
    const what = table === 'pujas' ? 'puja' : 'event';
    if (!row) throw new ApiError(404, 'NOT_FOUND', `No ${what} ${id}`);
    const service =
      row.kind === PUJA_CATEGORIES.recommendations
        ? 'A recommendation is a paid service: its treatment is "payment for a service"'
        : row.kind === 'ASTRO'
          ? 'An astrology session is a paid service: its treatment is "payment for a service"'
          : null;
    check(terms, row.cost_cents, service);
    // The wizard discloses goods' value for pujas only (docs/receipts.md).
    if (table === 'regional_events' && terms.treatment === TAX_TREATMENTS.goods)
      throw validationError([
        {
          path: 'treatment',
          message:
            'A regional event cannot give goods yet: the site would not disclose their value',
        },
      ]);
    await trx
      .updateTable(table)
      .set({
        tax_treatment: terms.treatment,
        goods_description: terms.goodsDescription,
        goods_value_cents: terms.goodsValueCents,
      })
      .where('id', '=', id)
      .execute();
    await writeAudit(
      trx,
      actor,
      { action: `${what}.tax-terms`, target: `${what} ${id}`, before: termsOf(row), after: terms },
      now,
    );
    return terms;
  });
}

/** A new price may not fall below the goods' stated value. */
export async function checkPriceAboveGoods(
  db: Kysely<Database>,
  table: TermsTable,
  id: number,
  priceCents: number,
): Promise<void> {
  const row = await db
    .selectFrom(table)
    .select('goods_value_cents')
    .where('id', '=', id)
    .executeTakeFirst();
  if (row && row.goods_value_cents > priceCents)
    throw validationError([
      {
        path: 'costCents',
        message: `The price cannot be below the goods' stated value (${formatUsd(row.goods_value_cents)}): change the tax treatment first`,
      },
    ]);
}
