/**
 * The sandbox gateway's ledger in our database (Kysely builders only, so it
 * runs on SQLite and PostgreSQL alike). Kept in the database, not in memory,
 * so that a charge made before a restart can still be found by reconciliation.
 */
import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type {
  PaymentTables,
  SandboxHostedTokenTable,
  SandboxNonceTable,
  SandboxTransactionTable,
} from '../tables';

export type NonceRow = Selectable<SandboxNonceTable>;
export type TransactionRow = Selectable<SandboxTransactionTable>;
export type HostedTokenRow = Selectable<SandboxHostedTokenTable>;

/** Secrets (nonces, hosted tokens) are stored only as their SHA-256. */
export function secretHash(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export type NonceUse =
  { status: 'ok'; nonce: NonceRow } | { status: 'unknown' | 'used' | 'expired' };

export function createLedger(db: Kysely<PaymentTables>) {
  return {
    async addNonce(row: NonceRow): Promise<void> {
      await db.insertInto('sandbox_nonces').values(row).execute();
    },

    /** Marks a nonce used, once: of two concurrent uses only one gets 'ok'. */
    async useNonce(value: string, nowIso: string): Promise<NonceUse> {
      const hash = secretHash(value);
      const nonce = await db
        .selectFrom('sandbox_nonces')
        .selectAll()
        .where('nonce_hash', '=', hash)
        .executeTakeFirst();
      if (!nonce) return { status: 'unknown' };
      if (nonce.used_at !== null) return { status: 'used' };
      if (nonce.expires_at <= nowIso) return { status: 'expired' };
      const result = await db
        .updateTable('sandbox_nonces')
        .set({ used_at: nowIso })
        .where('nonce_hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n ? { status: 'ok', nonce } : { status: 'used' };
    },

    async addTransaction(row: TransactionRow): Promise<void> {
      await db.insertInto('sandbox_transactions').values(row).execute();
    },

    /** An earlier charge of the same card, amount and invoice submitted since `sinceIso`. */
    async findDuplicate(
      cardKey: string,
      invoiceNumber: string | null,
      amountCents: number,
      sinceIso: string,
    ): Promise<TransactionRow | undefined> {
      return db
        .selectFrom('sandbox_transactions')
        .selectAll()
        .where('card_key', '=', cardKey)
        .where('amount_cents', '=', amountCents)
        .where('invoice_number', invoiceNumber === null ? 'is' : '=', invoiceNumber)
        .where('submitted_at', '>', sinceIso)
        .executeTakeFirst();
    },

    async getTransaction(transId: string): Promise<TransactionRow | undefined> {
      return db
        .selectFrom('sandbox_transactions')
        .selectAll()
        .where('trans_id', '=', transId)
        .executeTakeFirst();
    },

    /** One page (1-based) of the transactions the sandbox has not settled: all of them. */
    async listUnsettled(
      orderBy: 'submitted_at' | 'trans_id',
      descending: boolean,
      limit: number,
      page: number,
    ): Promise<{ rows: TransactionRow[]; total: number }> {
      const rows = await db
        .selectFrom('sandbox_transactions')
        .selectAll()
        .orderBy(orderBy, descending ? 'desc' : 'asc')
        .orderBy('trans_id', descending ? 'desc' : 'asc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
      const count = await db
        .selectFrom('sandbox_transactions')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(count.n) };
    },

    async markVoided(transId: string, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('sandbox_transactions')
        .set({ status: 'voided', voided_at: nowIso })
        .where('trans_id', '=', transId)
        .where('status', '=', 'capturedPendingSettlement')
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    async addHostedToken(row: HostedTokenRow): Promise<void> {
      await db.insertInto('sandbox_hosted_tokens').values(row).execute();
    },

    async getHostedToken(value: string): Promise<HostedTokenRow | undefined> {
      return db
        .selectFrom('sandbox_hosted_tokens')
        .selectAll()
        .where('token_hash', '=', secretHash(value))
        .executeTakeFirst();
    },

    /** Records the payment made with a hosted token, once. */
    async markHostedTokenPaid(value: string, transId: string): Promise<boolean> {
      const result = await db
        .updateTable('sandbox_hosted_tokens')
        .set({ trans_id: transId })
        .where('token_hash', '=', secretHash(value))
        .where('trans_id', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
  };
}

export type SandboxLedger = ReturnType<typeof createLedger>;
