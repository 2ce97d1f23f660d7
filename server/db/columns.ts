/**
 * The migrations' tables written as lists of columns, `name: kind(type)`, in the order they are
 * created. Each kind is one of the column calls the migrations used to spell out, so the SQL is
 * the same (decision 0168; `scripts/schema-dump.ts` compares the schemas).
 */
import type { ColumnBuilderCallback, CreateTableBuilder, Kysely, SchemaModule } from 'kysely';

/* eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against an untyped db */
export type MigrationDb = Kysely<any>;

/** A column's SQL type, as `addColumn` takes it. */
type DataTypeExpression = Parameters<CreateTableBuilder<string>['addColumn']>[1];

export interface Column {
  type: DataTypeExpression;
  define?: ColumnBuilderCallback;
}

/** NOT NULL. */
export const required = (type: DataTypeExpression): Column => ({
  type,
  define: (c) => c.notNull(),
});

/** May be NULL. */
export const optional = (type: DataTypeExpression): Column => ({ type });

export const primaryKey = (type: DataTypeExpression): Column => ({
  type,
  define: (c) => c.primaryKey(),
});

/** NOT NULL and UNIQUE. */
export const unique = (type: DataTypeExpression): Column => ({
  type,
  define: (c) => c.notNull().unique(),
});

/** NOT NULL with a default, for rows that exist before the column. */
export const defaulted = (type: DataTypeExpression, value: string | number): Column => ({
  type,
  define: (c) => c.notNull().defaultTo(value),
});

/** NOT NULL reference to `target` (`table.column`), deleted with its row when `cascade`. */
export const reference = (
  type: DataTypeExpression,
  target: string,
  onDelete: 'cascade' | 'no action' = 'no action',
): Column => ({
  type,
  define: (c) =>
    onDelete === 'cascade'
      ? c.notNull().references(target).onDelete('cascade')
      : c.notNull().references(target),
});

/** An amount of money, in whole cents. */
export const cents = required('integer');

/** A yes/no stored as 1/0 (`active`, `is_sample`). */
export const flag = required('integer');

/** When a row was made and last changed, as ISO instants. */
export const createdAndUpdated = (type: DataTypeExpression): Record<string, Column> => ({
  created_at: required(type),
  updated_at: required(type),
});

/** A single-use secret's life: made, good until, used (null until it is). */
export const singleUse = (type: DataTypeExpression): Record<string, Column> => ({
  created_at: required(type),
  expires_at: required(type),
  used_at: optional(type),
});

/** The order a row belongs to, gone with the order. */
export const orderNumber = reference('text', 'orders.order_number', 'cascade');

/** The same kind of column under each name, for a spread into a column list. */
export function each(names: readonly string[], column: Column): Record<string, Column> {
  return Object.fromEntries(names.map((name) => [name, column]));
}

/** `CREATE TABLE name` with `columns` in their order; constraints may follow. */
export function createTable(
  schema: SchemaModule,
  name: string,
  columns: Record<string, Column>,
): CreateTableBuilder<string, string> {
  let table: CreateTableBuilder<string, string> = schema.createTable(name);
  for (const [column, { type, define }] of Object.entries(columns)) {
    table = table.addColumn(column, type, define);
  }
  return table;
}

/** `CREATE INDEX name ON table (columns)`. */
export async function createIndex(
  schema: SchemaModule,
  name: string,
  table: string,
  columns: readonly string[],
): Promise<void> {
  await schema
    .createIndex(name)
    .on(table)
    .columns([...columns])
    .execute();
}
