/**
 * Helpers for the payment-outcome tests: the sandbox's merchant-side calls
 * (settle, review, settings), a signed Authorize.net webhook, an astrology
 * hold to pay for, and the sandbox ledger's charges of one subject.
 */
import type { Kysely } from 'kysely';
import { DISCLAIMER_VERSION } from '../../domain/astro/disclaimer';
import type { Database } from '../db/schema';
import { anetSignature, ANET_WEBHOOK_PATH } from '../payments/webhook';
import { SANDBOX_CONTROL_PATHS } from '../payments/sandbox/paths';
import { postJson } from './order-fixtures';
import { testNow } from '../../tests/test-support/test-clock';

const KEY = 'sandbox-transaction-key';

export async function sandboxSettle(baseUrl: string): Promise<string | null> {
  const response = await postJson(baseUrl, SANDBOX_CONTROL_PATHS.settle, { transactionKey: KEY });
  if (response.status !== 200) throw new Error(`settle: HTTP ${response.status}`);
  return ((await response.json()) as { batchId: string | null }).batchId;
}

export async function sandboxReview(
  baseUrl: string,
  transId: string,
  decision: 'approve' | 'decline',
  notify: boolean,
): Promise<{ status: string; webhookStatus: number | null }> {
  const response = await postJson(baseUrl, SANDBOX_CONTROL_PATHS.review, {
    transactionKey: KEY,
    transId,
    decision,
    notify,
  });
  if (response.status !== 200) throw new Error(`review: HTTP ${response.status}`);
  return (await response.json()) as { status: string; webhookStatus: number | null };
}

export async function sandboxDetailsApi(baseUrl: string, on: boolean): Promise<void> {
  const response = await postJson(baseUrl, SANDBOX_CONTROL_PATHS.settings, {
    transactionKey: KEY,
    transactionDetailsApi: on,
  });
  if (response.status !== 200) throw new Error(`settings: HTTP ${response.status}`);
}

/** Posts a webhook signed with the signature key, as Authorize.net does. */
export function postWebhook(
  baseUrl: string,
  signatureKey: string,
  eventType: string,
  payload: Record<string, unknown>,
) {
  const body = JSON.stringify({
    notificationId: crypto.randomUUID(),
    eventType,
    eventDate: testNow().toISOString(),
    webhookId: 'test-webhook',
    payload: { entityName: 'transaction', ...payload },
  });
  return fetch(`${baseUrl}${ANET_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-ANET-Signature': `sha512=${anetSignature(body, signatureKey)}`,
    },
    body,
  });
}

/** The one person of the sample holds. */
export const HOLD_PERSON = {
  fullName: 'Asha Nair',
  birthDate: '1990-04-12',
  birthTime: '06:45',
  birthPlace: 'Kollam, Kerala',
};

/** An astrology hold body: astrologer 1 reads in Kolkata, Mon–Sat 08:00–12:00 IST. */
export function holdBody(start: string, email = 'asha@example.com') {
  return {
    readingTypeId: 1,
    astrologerId: 1,
    start,
    visitorTimeZone: 'America/New_York',
    disclaimerVersion: DISCLAIMER_VERSION,
    people: [HOLD_PERSON],
    email,
  };
}

/** The sandbox ledger's charges (not refunds) whose invoice belongs to this subject's attempts. */
export async function chargesOf(db: Kysely<Database>, invoiceBase: string) {
  return db
    .selectFrom('sandbox_transactions')
    .select(['trans_id', 'invoice_number', 'status', 'response_code'])
    .where('invoice_number', 'like', `${invoiceBase}-%`)
    .where('transaction_type', '=', 'authCaptureTransaction')
    .orderBy('submitted_at')
    .execute();
}

/** Charges that took money: approved, held, settled (not declined or voided). */
export const CHARGED = ['capturedPendingSettlement', 'settledSuccessfully', 'FDSPendingReview'];

export async function attemptsOf(db: Kysely<Database>, kind: 'ORDER' | 'BOOKING', ref: string) {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('subject_kind', '=', kind)
    .where('subject_ref', '=', ref)
    .orderBy('attempt')
    .execute();
}
