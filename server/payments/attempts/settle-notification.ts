/**
 * A verified Authorize.net webhook settles its attempt the way reconciliation does: the
 * transaction is looked up and the gateway's word, not the event's, decides. Before anything
 * moves, the amount must be the attempt's; a mismatch is logged (ids and amounts, nothing
 * personal) and refused. The signed event itself stands in for the lookup only when the gateway
 * refuses lookups by name (E00011, the Transaction Details API off), and only for the events that
 * say the payment did not go through: a charge or an approval is never taken on the event's word
 * (reconciliation settles it). Idempotent: Authorize.net may deliver an event more than once.
 */
import { dollarsToCents } from '../../../domain/money';
import type { PaymentLogger } from '../anet-client';
import { GatewayError } from '../anet-client';
import { ANET_CODES } from '../anet-codes';
import type { TransactionLookup } from '../gateway';
import type { PaymentDeps } from './record';
import { applyFinding, SILENT } from './reconcile';
import { attemptByInvoice } from './store';

/** The events that name a refusal, and the transaction status each stands for. */
const REFUSAL_EVENTS: Readonly<Record<string, string>> = {
  'net.authorize.payment.fraud.declined': 'declined',
  'net.authorize.payment.void.created': 'voided',
};

export interface PaymentNotice {
  transId: string;
  eventType: string;
  /** The payload's invoiceNumber (or merchantReferenceId). */
  invoiceNumber?: string | undefined;
  /** The payload's authAmount, in dollars. */
  authAmount?: number | undefined;
}

/**
 * What the event itself says, when the gateway refuses the lookup by name and the event names a
 * refusal; null when the event cannot stand in for the lookup. Any other failure is thrown.
 */
function eventFinding(error: unknown, notice: PaymentNotice): TransactionLookup | null {
  if (!(error instanceof GatewayError) || error.code !== ANET_CODES.detailsApiOff) throw error;
  const status = REFUSAL_EVENTS[notice.eventType];
  if (!status || !notice.invoiceNumber) return null;
  return {
    transId: notice.transId,
    invoiceNumber: notice.invoiceNumber,
    // No amount in the event: nothing to check it by, so it cannot match.
    amountCents: notice.authAmount === undefined ? Number.NaN : dollarsToCents(notice.authAmount),
    status,
    approved: false,
  };
}

export async function settleTransaction(
  deps: PaymentDeps,
  notice: PaymentNotice,
  log: PaymentLogger = SILENT,
): Promise<'SETTLED' | 'IGNORED' | 'REFUSED'> {
  let found: TransactionLookup | null;
  try {
    found = await deps.payments.getTransaction(notice.transId);
  } catch (error) {
    found = eventFinding(error, notice);
  }
  if (!found?.invoiceNumber) return 'IGNORED';
  const attempt = await attemptByInvoice(deps.db, found.invoiceNumber);
  if (!attempt) return 'IGNORED';
  if (found.amountCents !== attempt.amount_cents) {
    log.warn(
      {
        transId: notice.transId,
        attemptAmountCents: attempt.amount_cents,
        givenAmountCents: Number.isNaN(found.amountCents) ? null : found.amountCents,
      },
      'payment notification refused: the amount is not the attempt’s',
    );
    return 'REFUSED';
  }
  await applyFinding(deps, attempt, found, log);
  return 'SETTLED';
}
