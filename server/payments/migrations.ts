/** Migrations of the payment tables (merged into the core migration set). */
import type { Migration } from 'kysely';

export const paymentMigrations: Record<string, Migration> = {};
