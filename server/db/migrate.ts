/**
 * One migration set for the whole server, one file each in ./migrations,
 * named NNNN_what_it_does and run in the order of their numbers.
 */
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Clock } from '../clock';
import { coreMigration } from './migrations/0001_core';
import { outboxSecretMigration } from './migrations/0002_outbox_secret';
import { orderAccessTokensMigration } from './migrations/0003_order_access_tokens';
import { pujaProofsMigration } from './migrations/0004_puja_proofs';
import { prasadShipmentsMigration } from './migrations/0005_prasad_shipments';
import { receiptsMigration } from './migrations/0006_receipts';
import { privacyMigration } from './migrations/0007_privacy';
import { visitorLanguageMigration } from './migrations/0008_visitor_language';
import { astroTablesMigration } from './migrations/0009_astro_tables';
import { astroSeedMigration } from './migrations/0010_astro_seed';
import { astrologerPagesMigration } from './migrations/0011_astro_astrologer_pages';
import { paymentAttemptsMigration } from './migrations/0012_payment_attempts';
import { staffConsoleMigration } from './migrations/0013_staff_console';
import { staffEventZonesMigration } from './migrations/0014_staff_event_zones';
import { staffRefundsMigration } from './migrations/0015_staff_refunds';
import { staffPasskeysMigration } from './migrations/0016_staff_passkeys';
import { rateLimitCountsMigration } from './migrations/0017_rate_limit_counts';
import { findMyOrderMailsMigration } from './migrations/0018_find_my_order_mails';
import { erasureConfirmationMigration } from './migrations/0019_erasure_confirmation';
import { taxTreatmentsMigration } from './migrations/0020_tax_treatments';
import { issuedReceiptsMigration } from './migrations/0021_issued_receipts';
import { prasadPlacesMigration } from './migrations/0022_prasad_places';
import { catalogTextsMigration } from './migrations/0023_catalog_texts';
import { accountsMigration } from './migrations/0024_accounts';
import { familyPeopleMigration } from './migrations/0025_family_people';
import { sacredYearMigration } from './migrations/0026_sacred_year';
import { standingOfferingsMigration } from './migrations/0027_standing_offerings';
import { standingChargesMigration } from './migrations/0028_standing_charges';
import type { Database } from './schema';

/** Every migration by name; rows a migration writes are stamped with `now`. */
export const allMigrations = (now: Clock): Record<string, Migration> => ({
  '0001_core': coreMigration,
  '0002_outbox_secret': outboxSecretMigration,
  '0003_order_access_tokens': orderAccessTokensMigration,
  '0004_puja_proofs': pujaProofsMigration,
  '0005_prasad_shipments': prasadShipmentsMigration,
  '0006_receipts': receiptsMigration,
  '0007_privacy': privacyMigration,
  '0008_visitor_language': visitorLanguageMigration,
  '0009_astro_tables': astroTablesMigration,
  '0010_astro_seed': astroSeedMigration,
  '0011_astro_astrologer_pages': astrologerPagesMigration,
  '0012_payment_attempts': paymentAttemptsMigration,
  '0013_staff_console': staffConsoleMigration(now),
  '0014_staff_event_zones': staffEventZonesMigration,
  '0015_staff_refunds': staffRefundsMigration,
  '0016_staff_passkeys': staffPasskeysMigration,
  '0017_rate_limit_counts': rateLimitCountsMigration,
  '0018_find_my_order_mails': findMyOrderMailsMigration,
  '0019_erasure_confirmation': erasureConfirmationMigration,
  '0020_tax_treatments': taxTreatmentsMigration,
  '0021_issued_receipts': issuedReceiptsMigration,
  '0022_prasad_places': prasadPlacesMigration,
  '0023_catalog_texts': catalogTextsMigration,
  '0024_accounts': accountsMigration,
  '0025_family_people': familyPeopleMigration,
  '0026_sacred_year': sacredYearMigration,
  '0027_standing_offerings': standingOfferingsMigration,
  '0028_standing_charges': standingChargesMigration,
});

/**
 * The names the feature folders gave their migrations before they moved here,
 * in the order they ran then (the same order as now). A database migrated
 * under the old names has its records renamed before the migrator reads them.
 * The sandbox gateway's tables are no migration any more (the sandbox makes
 * them when it starts), so its record is dropped.
 */
export const FORMER_MIGRATION_NAMES: Readonly<Record<string, string | null>> = {
  '0200_astro_tables': '0009_astro_tables',
  '0201_astro_seed': '0010_astro_seed',
  '0210_astro_astrologer_pages': '0011_astro_astrologer_pages',
  '0500_sandbox_gateway': null,
  '0510_payment_attempts': '0012_payment_attempts',
  staff_0001_console: '0013_staff_console',
  staff_0002_event_zones: '0014_staff_event_zones',
  staff_0003_refunds: '0015_staff_refunds',
  staff_0004_passkeys: '0016_staff_passkeys',
};

export const allMigrationsProvider = (now: Clock): MigrationProvider => ({
  async getMigrations() {
    return allMigrations(now);
  },
});

/** Renames the records of migrations that ran under their former names (see above). */
async function renameFormerMigrations(db: Kysely<Database>): Promise<void> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === 'kysely_migration')) return;
  await db.transaction().execute(async (trx) => {
    for (const [former, name] of Object.entries(FORMER_MIGRATION_NAMES)) {
      await (
        name === null
          ? sql`DELETE FROM kysely_migration WHERE name = ${former}`
          : sql`UPDATE kysely_migration SET name = ${name} WHERE name = ${former}`
      ).execute(trx);
    }
  });
}

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<Database>, now: Clock): Promise<void> {
  await renameFormerMigrations(db);
  const migrator = new Migrator({
    db,
    provider: allMigrationsProvider(now),
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, {
      cause: error,
    });
  }
}
