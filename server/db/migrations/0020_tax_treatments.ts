/**
 * Tax treatments (domain/tax-treatment.ts, docs/receipts.md): each puja and
 * regional event has one, with the goods it gives and their good-faith value;
 * each order line keeps the terms it was paid under ('' until paid); an order
 * remembers whether the devotee declined prasad. Recommendations and regional
 * astrology sessions are services; every other item starts as a contribution
 * with only intangible religious benefits until the office sets its prasad.
 */
import { sql, type Migration } from 'kysely';
import { defaulted, type Column, type MigrationDb as Db } from '../columns';

const TERMS: Record<string, Column> = {
  tax_treatment: defaulted('text', 'INTANGIBLE'),
  goods_description: defaulted('text', ''),
  goods_value_cents: defaulted('integer', 0),
};

const LINE_TERMS: Record<string, Column> = { ...TERMS, tax_treatment: defaulted('text', '') };

async function addColumns(db: Db, table: string, columns: Record<string, Column>): Promise<void> {
  for (const [name, { type, define }] of Object.entries(columns)) {
    await db.schema.alterTable(table).addColumn(name, type, define).execute();
  }
}

async function dropColumns(db: Db, table: string, names: readonly string[]): Promise<void> {
  for (const name of names) await db.schema.alterTable(table).dropColumn(name).execute();
}

async function up(db: Db): Promise<void> {
  await addColumns(db, 'pujas', TERMS);
  await addColumns(db, 'regional_events', TERMS);
  await addColumns(db, 'order_line_items', LINE_TERMS);
  await addColumns(db, 'orders', { prasad_declined: defaulted('integer', 0) });
  await sql`UPDATE pujas SET tax_treatment = 'SERVICE' WHERE category = 'RECOMMENDATIONS'`.execute(
    db,
  );
  await sql`UPDATE regional_events SET tax_treatment = 'SERVICE' WHERE kind = 'ASTRO'`.execute(db);
}

async function down(db: Db): Promise<void> {
  await dropColumns(db, 'orders', ['prasad_declined']);
  for (const table of ['order_line_items', 'regional_events', 'pujas'])
    await dropColumns(db, table, Object.keys(TERMS));
}

export const taxTreatmentsMigration: Migration = { up, down };
