/**
 * The sandbox's Customer Information Manager store: customer profiles, the
 * cards they keep (brand, last four, expiry, ZIP; never the number) and the
 * tokens of the hosted profile page. Kysely builders only (SQLite and PostgreSQL).
 */
import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type {
  PaymentTables,
  SandboxPaymentProfileTable,
  SandboxProfileTokenTable,
} from '../tables';
import { secretHash } from './ledger';

export type PaymentProfileRow = Selectable<SandboxPaymentProfileTable>;
export type ProfileTokenRow = Selectable<SandboxProfileTokenTable>;

/** Ids like Authorize.net's: up to ten digits. */
const newProfileId = () => String(randomInt(500_000_000, 999_999_999));

export function createProfileLedger(db: Kysely<PaymentTables>) {
  return {
    /** A customer profile holding one card; answers its id and the card's payment profile id. */
    async addProfile(input: {
      merchantCustomerId: string | null;
      email: string | null;
      card: Omit<PaymentProfileRow, 'payment_profile_id' | 'customer_profile_id' | 'updated_at'>;
      nowIso: string;
    }): Promise<{ customerProfileId: string; paymentProfileId: string }> {
      const customerProfileId = newProfileId();
      const paymentProfileId = newProfileId();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sandbox_customer_profiles')
          .values({
            customer_profile_id: customerProfileId,
            merchant_customer_id: input.merchantCustomerId,
            email: input.email,
            created_at: input.nowIso,
          })
          .execute();
        await trx
          .insertInto('sandbox_payment_profiles')
          .values({
            ...input.card,
            payment_profile_id: paymentProfileId,
            customer_profile_id: customerProfileId,
            updated_at: input.nowIso,
          })
          .execute();
      });
      return { customerProfileId, paymentProfileId };
    },

    async getProfile(customerProfileId: string) {
      return db
        .selectFrom('sandbox_customer_profiles')
        .selectAll()
        .where('customer_profile_id', '=', customerProfileId)
        .executeTakeFirst();
    },

    async paymentProfiles(customerProfileId: string): Promise<PaymentProfileRow[]> {
      return db
        .selectFrom('sandbox_payment_profiles')
        .selectAll()
        .where('customer_profile_id', '=', customerProfileId)
        .orderBy('payment_profile_id')
        .execute();
    },

    /** A profile's deletion takes its cards and page tokens with it; false when there was none. */
    async deleteProfile(customerProfileId: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('sandbox_payment_profiles')
          .where('customer_profile_id', '=', customerProfileId)
          .execute();
        await trx
          .deleteFrom('sandbox_profile_tokens')
          .where('customer_profile_id', '=', customerProfileId)
          .execute();
        const result = await trx
          .deleteFrom('sandbox_customer_profiles')
          .where('customer_profile_id', '=', customerProfileId)
          .executeTakeFirst();
        return result.numDeletedRows === 1n;
      });
    },

    /** The card typed into the hosted profile page replaces the one kept. */
    async replaceCard(
      paymentProfileId: string,
      card: Pick<
        PaymentProfileRow,
        'card_brand' | 'card_last4' | 'expiration' | 'test_card' | 'zip'
      >,
      nowIso: string,
    ): Promise<void> {
      await db
        .updateTable('sandbox_payment_profiles')
        .set({ ...card, updated_at: nowIso })
        .where('payment_profile_id', '=', paymentProfileId)
        .execute();
    },

    /** A card for a profile that keeps none (the hosted profile page adds it). */
    async addCard(
      customerProfileId: string,
      card: Pick<
        PaymentProfileRow,
        'card_brand' | 'card_last4' | 'expiration' | 'test_card' | 'zip'
      >,
      nowIso: string,
    ): Promise<string> {
      const paymentProfileId = newProfileId();
      await db
        .insertInto('sandbox_payment_profiles')
        .values({
          ...card,
          payment_profile_id: paymentProfileId,
          customer_profile_id: customerProfileId,
          updated_at: nowIso,
        })
        .execute();
      return paymentProfileId;
    },

    async addToken(row: ProfileTokenRow): Promise<void> {
      await db.insertInto('sandbox_profile_tokens').values(row).execute();
    },

    async getToken(value: string): Promise<ProfileTokenRow | undefined> {
      return db
        .selectFrom('sandbox_profile_tokens')
        .selectAll()
        .where('token_hash', '=', secretHash(value))
        .executeTakeFirst();
    },
  };
}

export type SandboxProfileLedger = ReturnType<typeof createProfileLedger>;
