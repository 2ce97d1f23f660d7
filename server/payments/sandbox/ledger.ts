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

/** One page of a batch's transactions (null: those not yet settled), with their total. */
async function pageOfBatch(
  db: Kysely<PaymentTables>,
  batchId: string | null,
  orderBy: 'submitted_at' | 'trans_id',
  descending: boolean,
  limit: number,
  page: number,
): Promise<{ rows: TransactionRow[]; total: number }> {
  const direction = descending ? 'desc' : 'asc';
  const inBatch = batchId === null ? ('is' as const) : ('=' as const);
  const rows = await db
    .selectFrom('sandbox_transactions')
    .selectAll()
    .where('batch_id', inBatch, batchId)
    .orderBy(orderBy, direction)
    .orderBy('trans_id', direction)
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const count = await db
    .selectFrom('sandbox_transactions')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('batch_id', inBatch, batchId)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

export function createLedger(db: Kysely<PaymentTables>) {
  return {
    ...ledgerSteps(db),
    /**
     * Runs `work` on the ledger inside one database transaction: a token is
     * spent exactly when its charge is recorded, also if the process dies
     * between the two (as a real gateway's would be).
     */
    atomically<T>(work: (ledger: LedgerSteps) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(ledgerSteps(trx)));
    },
  };
}

function ledgerSteps(db: Kysely<PaymentTables>) {
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

    /** One page (1-based) of the transactions not yet in a settled batch. */
    listUnsettled: (
      orderBy: 'submitted_at' | 'trans_id',
      descending: boolean,
      limit: number,
      page: number,
    ) => pageOfBatch(db, null, orderBy, descending, limit, page),
    /**
     * Closes a batch: every unsettled capture (and refund) settles into it,
     * with the declines and voids of the same period; held ones wait. Only
     * `transIds` when given (the "settled while its answer was lost" fault).
     * Returns the batch id, or null when there was nothing to settle.
     */
    async settleBatch(nowIso: string, transIds?: string[]): Promise<string | null> {
      const batchId = String(Date.parse(nowIso) * 1000 + Math.floor(Math.random() * 1000)).slice(
        -12,
      );
      let update = db
        .updateTable('sandbox_transactions')
        .set((eb) => ({
          batch_id: batchId,
          settled_at: nowIso,
          status: eb
            .case()
            .when('status', '=', 'capturedPendingSettlement')
            .then('settledSuccessfully')
            .when('status', '=', 'refundPendingSettlement')
            .then('refundSettledSuccessfully')
            .else(eb.ref('status'))
            .end(),
        }))
        .where('batch_id', 'is', null)
        .where('status', 'not in', ['FDSPendingReview', 'FDSAuthorizedPendingReview']);
      if (transIds) update = update.where('trans_id', 'in', transIds);
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0 ? batchId : null;
    },
    /** Batches settled within [firstIso, lastIso], oldest first. */
    async settledBatches(
      firstIso: string,
      lastIso: string,
    ): Promise<{ batchId: string; settledAt: string }[]> {
      const rows = await db
        .selectFrom('sandbox_transactions')
        .select(['batch_id', (eb) => eb.fn.min('settled_at').as('settled_at')])
        .where('batch_id', 'is not', null)
        .where('settled_at', '>=', firstIso)
        .where('settled_at', '<=', lastIso)
        .groupBy('batch_id')
        .orderBy('settled_at')
        .execute();
      return rows.map((row) => ({ batchId: row.batch_id ?? '', settledAt: row.settled_at ?? '' }));
    },
    /** One page (1-based) of a settled batch's transactions. */
    batchTransactions: (batchId: string, descending: boolean, limit: number, page: number) =>
      pageOfBatch(db, batchId, 'submitted_at', descending, limit, page),
    /** How much of a charge its refunds have given back so far. */
    async refundedCents(refTransId: string): Promise<number> {
      const row = await db
        .selectFrom('sandbox_transactions')
        .select((eb) => eb.fn.sum<string | number | null>('amount_cents').as('cents'))
        .where('ref_id', '=', `refund:${refTransId}`)
        .executeTakeFirst();
      return Number(row?.cents ?? 0);
    },
    /** Records a refund of a settled charge; returns its transaction id. */
    async addRefund(charge: TransactionRow, amountCents: number, now: Date): Promise<string> {
      const transId = String(50_000_000_000 + Math.floor(Math.random() * 9_999_999_999));
      await db
        .insertInto('sandbox_transactions')
        .values({
          ...charge,
          trans_id: transId,
          // The refund points at its charge through ref_id (the sandbox keeps no other link).
          ref_id: `refund:${charge.trans_id}`.slice(0, 20),
          transaction_type: 'refundTransaction',
          amount_cents: amountCents,
          status: 'refundPendingSettlement',
          response_code: 1,
          reason_code: 1,
          auth_code: '',
          card_key: `refund|${charge.card_key}`.slice(0, 64),
          submitted_at: now.toISOString(),
          voided_at: null,
          batch_id: null,
          settled_at: null,
        })
        .execute();
      return transId;
    },
    /** The merchant's decision on a held charge; false when it was not held. */
    async decideReview(transId: string, approve: boolean): Promise<boolean> {
      const result = await db
        .updateTable('sandbox_transactions')
        .set({ status: approve ? 'capturedPendingSettlement' : 'declined' })
        .where('trans_id', '=', transId)
        .where('status', 'in', ['FDSPendingReview', 'FDSAuthorizedPendingReview'])
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    async markVoided(transId: string, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('sandbox_transactions')
        .set({ status: 'voided', voided_at: nowIso })
        .where('trans_id', '=', transId)
        .where('status', 'in', ['capturedPendingSettlement', 'FDSPendingReview'])
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
/** The ledger's steps without `atomically` (no transaction inside another). */
export type LedgerSteps = ReturnType<typeof ledgerSteps>;
