/** Reading Authorize.net's answers into the gateway contract's results. */
import { amountToCents } from './anet-format';
import {
  CARD_REFUSAL_CODES,
  NOT_CHARGED_STATUSES,
  type AnetCreateTransactionResponse,
  type AnetMessages,
  type AnetTransactionDetails,
  type AnetTransactionSummary,
} from './anet-wire';
import type { ChargeResult, TransactionLookup } from './gateway';
import { ANET_CODES, SPENT_TOKEN_CODES } from './anet-codes';

/** A charge refused because its token was spent: the charge never ran. */
export const spentToken = (
  result: ChargeResult,
): result is Extract<ChargeResult, { outcome: 'ERROR' }> =>
  result.outcome === 'ERROR' && SPENT_TOKEN_CODES.includes(result.code);

/** A charge refused as a duplicate of one the gateway saw moments ago. */
export const duplicateCharge = (
  result: ChargeResult,
): result is Extract<ChargeResult, { outcome: 'DECLINED' }> =>
  result.outcome === 'DECLINED' && result.code === ANET_CODES.duplicate;

export function firstMessage(messages: AnetMessages | undefined): { code: string; text: string } {
  return messages?.message?.[0] ?? { code: 'UNKNOWN', text: 'The gateway gave no message.' };
}

/**
 * responseCode 1 → APPROVED; 2, or 3 with a card refusal reason → DECLINED;
 * other 3s and answers without a transactionResponse → ERROR (nothing charged);
 * 4 → HELD (the fraud filters hold it for the merchant's review); a
 * contradictory answer → UNKNOWN.
 */
export function chargeResultOf(data: AnetCreateTransactionResponse): ChargeResult {
  const tr = data.transactionResponse;
  const top = firstMessage(data.messages);
  if (!tr || !tr.responseCode) {
    return { outcome: 'ERROR', code: top.code, message: top.text };
  }
  const error = tr.errors?.[0];
  const reason = error?.errorCode ?? '';
  const text = error?.errorText ?? top.text;
  // Refusals often carry transId "0": there is no transaction to point to then.
  const transId = tr.transId && tr.transId !== '0' ? tr.transId : undefined;
  switch (tr.responseCode) {
    case '1':
      if (data.messages.resultCode !== 'Ok' || !tr.transId) break;
      return {
        outcome: 'APPROVED',
        transId: tr.transId,
        authCode: tr.authCode ?? '',
        accountNumber: tr.accountNumber ?? '',
        accountType: tr.accountType ?? '',
      };
    case '2':
      return { outcome: 'DECLINED', code: reason || '2', message: text, transId };
    case '4':
      if (!transId) break;
      return {
        outcome: 'HELD',
        transId,
        authCode: tr.authCode ?? '',
        accountNumber: tr.accountNumber ?? '',
        accountType: tr.accountType ?? '',
        message: tr.messages?.[0]?.description ?? 'The transaction is being held for review.',
      };
    case '3':
      if (CARD_REFUSAL_CODES.includes(reason)) {
        return { outcome: 'DECLINED', code: reason, message: text, transId };
      }
      return { outcome: 'ERROR', code: reason || top.code, message: text };
  }
  return {
    outcome: 'UNKNOWN',
    message: `Gateway answered responseCode ${tr.responseCode} (${top.code}): reconcile`,
  };
}

export function lookupFromDetails(t: AnetTransactionDetails): TransactionLookup {
  return {
    transId: t.transId,
    invoiceNumber: t.order?.invoiceNumber ?? '',
    amountCents: amountToCents(t.authAmount) ?? 0,
    status: t.transactionStatus,
    approved: t.responseCode === 1 && !NOT_CHARGED_STATUSES.includes(t.transactionStatus),
    ...(t.payment?.creditCard?.cardNumber && { accountNumber: t.payment.creditCard.cardNumber }),
    ...(t.payment?.creditCard?.cardType && { accountType: t.payment.creditCard.cardType }),
  };
}

/** The list entry as a lookup, when it is the given invoice and amount. */
export function matchingLookup(
  t: AnetTransactionSummary,
  invoiceNumber: string,
  amountCents: number,
): TransactionLookup | null {
  if (t.invoiceNumber !== invoiceNumber || amountToCents(t.settleAmount) !== amountCents) {
    return null;
  }
  // A refund carries its charge's invoice: it is not the charge.
  if (t.transactionStatus.startsWith('refund')) return null;
  return {
    transId: t.transId,
    invoiceNumber,
    amountCents,
    status: t.transactionStatus,
    approved: !NOT_CHARGED_STATUSES.includes(t.transactionStatus),
    ...(t.accountNumber && { accountNumber: t.accountNumber }),
    ...(t.accountType && { accountType: t.accountType }),
  };
}
