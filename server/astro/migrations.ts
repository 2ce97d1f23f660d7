/** Migrations of the astrology booking tables (merged into the core migration set). */
import type { Migration } from 'kysely';

export const astroMigrations: Record<string, Migration> = {};
