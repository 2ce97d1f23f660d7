/**
 * One migration set for the whole server: the core migrations merged with the
 * payment and astrology modules' own. Core names start with digits so they
 * sort (and run) first.
 */
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { astroMigrations } from '../astro/migrations';
import type { Clock } from '../clock';
import { paymentMigrations } from '../payments/migrations';
import { staffMigrations } from '../staff/migrations';
import { coreMigration } from './migrations/0001_core';
import { outboxSecretMigration } from './migrations/0002_outbox_secret';
import { orderAccessTokensMigration } from './migrations/0003_order_access_tokens';
import { pujaProofsMigration } from './migrations/0004_puja_proofs';
import { prasadShipmentsMigration } from './migrations/0005_prasad_shipments';
import { receiptsMigration } from './migrations/0006_receipts';
import { privacyMigration } from './migrations/0007_privacy';
import { visitorLanguageMigration } from './migrations/0008_visitor_language';
import { taxTreatmentsMigration } from './migrations/0050_tax_treatments';
import { issuedReceiptsMigration } from './migrations/0051_issued_receipts';
import type { Database } from './schema';

export const coreMigrations: Record<string, Migration> = {
  '0001_core': coreMigration,
  '0002_outbox_secret': outboxSecretMigration,
  '0003_order_access_tokens': orderAccessTokensMigration,
  '0004_puja_proofs': pujaProofsMigration,
  '0005_prasad_shipments': prasadShipmentsMigration,
  '0006_receipts': receiptsMigration,
  '0007_privacy': privacyMigration,
  '0008_visitor_language': visitorLanguageMigration,
  '0050_tax_treatments': taxTreatmentsMigration,
  '0051_issued_receipts': issuedReceiptsMigration,
};

/** Every migration; rows a migration writes are stamped with `now`. */
export const allMigrationsProvider = (now: Clock): MigrationProvider => ({
  async getMigrations() {
    return { ...coreMigrations, ...paymentMigrations, ...astroMigrations, ...staffMigrations(now) };
  },
});

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<Database>, now: Clock): Promise<void> {
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
