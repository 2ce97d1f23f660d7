/**
 * Settles orders whose payment outcome we do not know: PAYMENT_UNKNOWN (the
 * gateway timed out or answered garbage) and PENDING_PAYMENT orders left
 * behind for a while (a crash between storing and charging, or an Accept
 * Hosted payment made on the gateway's page). Authorize.net has no lookup by
 * invoice, so the payment client searches recent transactions by invoice
 * number and amount. DECLINED orders for which an Accept Hosted form was issued
 * in the last day are watched too. Found and approved → PAID (+ confirmation mail); found
 * and refused → DECLINED; not found after `notChargedAfterMs` → DECLINED
 * (nothing was charged, the visitor may pay again with the same order number).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ServerDeps } from '../deps';
import type { TransactionLookup } from '../payments/gateway';
import { confirmationEmail } from './confirmation-email';
import { ORDER_STATUS, recordNotPaid, recordPaid } from './repository';

/** How long an order is watched for a payment on an Accept Hosted form. */
const HOSTED_WATCH_MS = 24 * 3_600_000;

export interface ReconcileOptions {
  /** PENDING_PAYMENT orders untouched for this long are checked too (default 10 min). */
  pendingAfterMs?: number;
  /** A charge still not found this long after the attempt means none happened (default 30 min). */
  notChargedAfterMs?: number;
  log?: (details: object, message: string) => void;
}

export interface ReconcileSummary {
  checked: number;
  paid: number;
  declined: number;
  unresolved: number;
}

async function lastAttempt(db: Kysely<Database>, orderNumber: string) {
  return db
    .selectFrom('order_payment_attempts')
    .select(['attempt'])
    .where('order_number', '=', orderNumber)
    .orderBy('attempt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function reconcileOrders(
  deps: Pick<ServerDeps, 'db' | 'payments' | 'now'>,
  options: ReconcileOptions = {},
): Promise<ReconcileSummary> {
  const now = deps.now();
  const pendingBefore = new Date(now.getTime() - (options.pendingAfterMs ?? 600_000)).toISOString();
  const notChargedBefore = now.getTime() - (options.notChargedAfterMs ?? 1_800_000);
  const hostedSince = new Date(now.getTime() - HOSTED_WATCH_MS).toISOString();
  const orders = await deps.db
    .selectFrom('orders')
    .select(['order_number', 'status', 'total_cents', 'updated_at'])
    .where((eb) =>
      eb.or([
        eb('status', '=', ORDER_STATUS.unknown),
        eb.and([eb('status', '=', ORDER_STATUS.pending), eb('updated_at', '<', pendingBefore)]),
        // A declined order may since have been paid on an Accept Hosted form.
        eb.and([
          eb('status', '=', ORDER_STATUS.declined),
          eb(
            'order_number',
            'in',
            eb
              .selectFrom('order_payment_attempts')
              .select('order_number')
              .where('outcome', '=', 'HOSTED')
              .where('updated_at', '>', hostedSince),
          ),
        ]),
      ]),
    )
    .orderBy('updated_at')
    .limit(200)
    .execute();
  const summary: ReconcileSummary = { checked: 0, paid: 0, declined: 0, unresolved: 0 };
  for (const order of orders) {
    summary.checked++;
    const from = [order.status];
    try {
      const found = await deps.payments.findByInvoice(order.order_number, order.total_cents);
      const attempt = (await lastAttempt(deps.db, order.order_number))?.attempt ?? null;
      if (found?.approved) {
        await recordPaid(
          deps.db,
          order.order_number,
          attempt,
          found.transId,
          null,
          (trx) => confirmationEmail(trx, order.order_number),
          deps.now(),
          from,
        );
        summary.paid++;
      } else if (order.status === ORDER_STATUS.declined) {
        // Watching for a hosted payment: nothing new until one is approved.
        summary.unresolved++;
      } else if (found) {
        await recordNotPaid(
          deps.db,
          order.order_number,
          attempt,
          { outcome: 'DECLINED', transId: found.transId, code: found.status },
          ORDER_STATUS.declined,
          deps.now(),
          from,
        );
        summary.declined++;
      } else if (
        order.status === ORDER_STATUS.unknown &&
        Date.parse(order.updated_at) < notChargedBefore
      ) {
        await recordNotPaid(
          deps.db,
          order.order_number,
          attempt,
          { outcome: 'DECLINED', code: 'NOT_CHARGED', message: 'No charge found at the gateway' },
          ORDER_STATUS.declined,
          deps.now(),
          from,
        );
        summary.declined++;
      } else {
        summary.unresolved++;
      }
      options.log?.(
        { orderNumber: order.order_number, found: found?.status ?? null },
        'reconciled',
      );
    } catch (error) {
      summary.unresolved++;
      options.log?.({ orderNumber: order.order_number, err: error }, 'reconciliation failed');
    }
  }
  return summary;
}

/** Runs reconcileOrders every `intervalMs` on an unref'd timer; returns stop(). */
export function startReconciliation(
  deps: Pick<ServerDeps, 'db' | 'payments' | 'now'>,
  options: ReconcileOptions & { intervalMs?: number } = {},
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcileOrders(deps, options)
      .catch((error: unknown) => options.log?.({ err: error }, 'reconciliation run failed'))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? 60_000);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Settles the order of one gateway transaction (an Authorize.net webhook, an
 * Accept Hosted payment): approved and for the order's amount → PAID with its
 * mail. Idempotent: an order already PAID is left alone. Returns the outcome.
 */
export async function settleByTransaction(
  deps: Pick<ServerDeps, 'db' | 'payments' | 'now'>,
  transId: string,
): Promise<'PAID' | 'ALREADY_SETTLED' | 'IGNORED'> {
  const found: TransactionLookup | null = await deps.payments.getTransaction(transId);
  if (!found?.approved || !found.invoiceNumber) return 'IGNORED';
  const order = await deps.db
    .selectFrom('orders')
    .select(['status', 'total_cents'])
    .where('order_number', '=', found.invoiceNumber)
    .executeTakeFirst();
  if (!order || order.total_cents !== found.amountCents) return 'IGNORED';
  if (order.status === ORDER_STATUS.paid) return 'ALREADY_SETTLED';
  const attempt = (await lastAttempt(deps.db, found.invoiceNumber))?.attempt ?? null;
  try {
    await recordPaid(
      deps.db,
      found.invoiceNumber,
      attempt,
      found.transId,
      null,
      (trx) => confirmationEmail(trx, found.invoiceNumber),
      deps.now(),
      [ORDER_STATUS.pending, ORDER_STATUS.unknown, ORDER_STATUS.declined],
    );
    return 'PAID';
  } catch (error) {
    // A concurrent delivery or the order's own request may have settled it first.
    const now = await deps.db
      .selectFrom('orders')
      .select('status')
      .where('order_number', '=', found.invoiceNumber)
      .executeTakeFirst();
    if (now?.status === ORDER_STATUS.paid) return 'ALREADY_SETTLED';
    throw error;
  }
}
