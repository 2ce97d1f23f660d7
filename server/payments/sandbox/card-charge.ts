/**
 * The sandbox's decision on a card charge, shared by createTransactionRequest
 * (paying with an Accept.js nonce) and the hosted payment page (paying with a
 * card typed into it): expiry, test card, duplicate window, the decline ZIP,
 * then approval. Every decision with a transaction id is written to the ledger.
 */
import { randomInt } from 'node:crypto';
import type { AnetTransactionResponse } from '../anet-wire';
import type { LedgerSteps } from './ledger';
import { REASONS, transactionResponse, type Reason } from './responses';
import { DECLINE_ZIP, HOLD_FOR_REVIEW_ZIP } from './test-cards';

export interface SandboxCard {
  brand: string;
  last4: string;
  /** MMYYYY */
  expiration: string;
  testCard: boolean;
  cvvResult: string;
  zip: string | null;
}

export interface SandboxChargeInput {
  refId: string | null;
  amountCents: number;
  invoiceNumber: string | null;
  description: string | null;
  card: SandboxCard;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  billZip: string | null;
  duplicateWindowSeconds: number;
  now: Date;
}

export interface SandboxChargeOutcome {
  reason: Reason;
  response: AnetTransactionResponse;
}

/** Authorize.net's default duplicate window and its allowed range, in seconds. */
export const DEFAULT_DUPLICATE_WINDOW = 120;
export const MAX_DUPLICATE_WINDOW = 28_800;

const AUTH_CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

function newAuthCode(): string {
  return Array.from({ length: 6 }, () => AUTH_CODE_CHARS[randomInt(AUTH_CODE_CHARS.length)]).join(
    '',
  );
}

/** Eleven digits, like Authorize.net's transaction ids. */
function newTransId(): string {
  return String(randomInt(40_000_000_000, 49_999_999_999));
}

function cardExpired(expiration: string, now: Date): boolean {
  const month = Number(expiration.slice(0, 2));
  const year = Number(expiration.slice(2));
  return year * 12 + (month - 1) < now.getUTCFullYear() * 12 + now.getUTCMonth();
}

export async function chargeCard(
  ledger: LedgerSteps,
  input: SandboxChargeInput,
): Promise<SandboxChargeOutcome> {
  const { card, now } = input;
  const accountNumber = `XXXX${card.last4}`;
  const refuse = (reason: Reason) => ({
    reason,
    response: transactionResponse(reason, { accountNumber, accountType: card.brand }),
  });
  if (cardExpired(card.expiration, now)) return refuse(REASONS.expiredCard);
  if (!card.testCard) return refuse(REASONS.invalidCard);

  const billZip = input.billZip ?? card.zip;
  const cardKey = [card.brand, card.last4, card.expiration, billZip ?? ''].join('|');
  const windowMs = Math.min(Math.max(input.duplicateWindowSeconds, 0), MAX_DUPLICATE_WINDOW) * 1000;
  if (windowMs > 0) {
    const since = new Date(now.getTime() - windowMs).toISOString();
    const earlier = await ledger.findDuplicate(
      cardKey,
      input.invoiceNumber,
      input.amountCents,
      since,
    );
    if (earlier) return refuse(REASONS.duplicate);
  }

  const declined = billZip === DECLINE_ZIP;
  const held = billZip === HOLD_FOR_REVIEW_ZIP;
  const reason = declined ? REASONS.declined : held ? REASONS.heldForReview : REASONS.approved;
  const facts = {
    transId: newTransId(),
    authCode: declined ? '000000' : newAuthCode(),
    avsResultCode: 'Y',
    cvvResultCode: card.cvvResult,
    accountNumber,
    accountType: card.brand,
  };
  await ledger.addTransaction({
    trans_id: facts.transId,
    ref_id: input.refId,
    transaction_type: 'authCaptureTransaction',
    invoice_number: input.invoiceNumber,
    description: input.description,
    amount_cents: input.amountCents,
    status: declined ? 'declined' : held ? 'FDSPendingReview' : 'capturedPendingSettlement',
    response_code: Number(reason.responseCode),
    reason_code: Number(reason.code),
    auth_code: facts.authCode,
    avs_result: facts.avsResultCode,
    cvv_result: facts.cvvResultCode,
    account_type: facts.accountType,
    account_number: facts.accountNumber,
    card_key: cardKey,
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
    bill_zip: billZip,
    submitted_at: now.toISOString(),
    voided_at: null,
    batch_id: null,
    settled_at: null,
  });
  return { reason, response: transactionResponse(reason, facts) };
}
