/**
 * createTransactionRequest in the sandbox: authCaptureTransaction with a
 * nonce (or with a customer profile: profile-charge.ts), voidTransaction (unsettled or held) and refundTransaction (settled,
 * with the card's last four digits).
 */
import { ACCEPT_DATA_DESCRIPTOR } from '../../../domain/accept-js';
import { amountToCents } from '../anet-format';
import { chargeCard, DEFAULT_DUPLICATE_WINDOW } from './card-charge';
import { chargeProfile } from './profile-charge';
import { failed, obj, settingsOf, str, transactionKeyValid, withRefId } from './handler-context';
import type { HandlerAnswer, Json, SandboxContext } from './handler-context';
import { OK, REASONS, TOP_ERRORS, transactionResponse } from './responses';
import { GARBLED_ANSWER_ZIP, SETTLED_ANSWER_LOST_ZIP, SLOW_ANSWER_ZIP } from './test-cards';

async function authCapture(body: Json, ctx: SandboxContext): Promise<HandlerAnswer> {
  const tr = obj(body.transactionRequest);
  const amountCents = amountToCents(tr.amount);
  if (amountCents === null || amountCents <= 0) {
    return failed(body, transactionResponse(REASONS.invalidAmount));
  }
  const opaque = obj(obj(tr.payment).opaqueData);
  if (!('opaqueData' in obj(tr.payment))) {
    return { body: { messages: TOP_ERRORS.unsupported('payments other than opaqueData') } };
  }
  const dataValue = str(opaque.dataValue);
  if (!dataValue || opaque.dataDescriptor !== ACCEPT_DATA_DESCRIPTOR) {
    return { body: withRefId(body, { messages: TOP_ERRORS.invalidToken() }) };
  }
  const now = ctx.now();
  // The token is spent and the charge recorded together, or neither is.
  const charged = await ctx.ledger.atomically(async (ledger) => {
    const use = await ledger.useNonce(dataValue, now.toISOString());
    if (use.status === 'expired') return { refused: TOP_ERRORS.expiredToken() };
    if (use.status !== 'ok') return { refused: TOP_ERRORS.invalidToken() };
    const nonce = use.nonce;
    const billTo = obj(tr.billTo);
    const order = obj(tr.order);
    const window = Number(settingsOf(tr.transactionSettings).get('duplicateWindow'));
    const outcome = await chargeCard(ledger, {
      refId: str(body.refId),
      amountCents,
      invoiceNumber: str(order.invoiceNumber),
      description: str(order.description),
      card: {
        brand: nonce.card_brand,
        last4: nonce.card_last4,
        expiration: nonce.expiration,
        testCard: nonce.test_card === 1,
        cvvResult: nonce.cvv_result,
        zip: nonce.zip,
      },
      firstName: str(billTo.firstName),
      lastName: str(billTo.lastName),
      email: str(obj(tr.customer).email),
      billZip: str(billTo.zip),
      duplicateWindowSeconds: Number.isFinite(window) ? window : DEFAULT_DUPLICATE_WINDOW,
      now,
    });
    return { outcome, nonce, billTo };
  });
  if ('refused' in charged) return { body: withRefId(body, { messages: charged.refused }) };
  const { outcome, nonce, billTo } = charged;
  const approved = outcome.reason.responseCode === '1';
  const answer: HandlerAnswer = approved
    ? { body: withRefId(body, { transactionResponse: outcome.response, messages: OK }) }
    : failed(body, outcome.response);
  const zip = str(billTo.zip) ?? nonce.zip;
  if (approved && zip === SLOW_ANSWER_ZIP) answer.fault = 'slow';
  if (approved && zip === GARBLED_ANSWER_ZIP) answer.fault = 'garbled';
  if (approved && zip === SETTLED_ANSWER_LOST_ZIP) {
    // Settled at once in a batch of its own, and the answer is lost on the way back.
    const transId = outcome.response.transId ?? '';
    await ctx.ledger.settleBatch(now.toISOString(), [transId]);
    answer.fault = 'garbled';
  }
  return answer;
}

async function voidCharge(body: Json, ctx: SandboxContext): Promise<HandlerAnswer> {
  const refTransId = str(obj(body.transactionRequest).refTransId) ?? '';
  const row = await ctx.ledger.getTransaction(refTransId);
  if (!row || row.status === 'declined') {
    return failed(body, transactionResponse(REASONS.notFound, {}, refTransId));
  }
  const facts = {
    transId: row.trans_id,
    authCode: row.auth_code,
    accountNumber: row.account_number,
    accountType: row.account_type,
  };
  const voided = await ctx.ledger.markVoided(row.trans_id, ctx.now().toISOString());
  const reason = voided ? REASONS.approved : REASONS.alreadyVoided;
  return {
    body: withRefId(body, {
      transactionResponse: transactionResponse(reason, facts, refTransId),
      messages: OK,
    }),
  };
}

async function refundCharge(body: Json, ctx: SandboxContext): Promise<HandlerAnswer> {
  const tr = obj(body.transactionRequest);
  const refTransId = str(tr.refTransId) ?? '';
  const row = await ctx.ledger.getTransaction(refTransId);
  if (!row || row.transaction_type !== 'authCaptureTransaction') {
    return failed(body, transactionResponse(REASONS.notFound, {}, refTransId));
  }
  const lastFour = (str(obj(obj(tr.payment).creditCard).cardNumber) ?? '').slice(-4);
  if (row.status !== 'settledSuccessfully' || lastFour !== row.account_number.slice(-4)) {
    return failed(body, transactionResponse(REASONS.notSettled, {}, refTransId));
  }
  const amountCents = amountToCents(tr.amount);
  if (amountCents === null || amountCents <= 0) {
    return failed(body, transactionResponse(REASONS.invalidAmount, {}, refTransId));
  }
  const refunded = await ctx.ledger.refundedCents(refTransId);
  if (refunded + amountCents > row.amount_cents) {
    return failed(body, transactionResponse(REASONS.refundTooLarge, {}, refTransId));
  }
  const transId = await ctx.ledger.addRefund(row, amountCents, ctx.now());
  const facts = {
    transId,
    authCode: '',
    accountNumber: row.account_number,
    accountType: row.account_type,
  };
  return {
    body: withRefId(body, {
      transactionResponse: transactionResponse(REASONS.approved, facts, refTransId),
      messages: OK,
    }),
  };
}

export async function createTransaction(body: Json, ctx: SandboxContext): Promise<HandlerAnswer> {
  if (!transactionKeyValid(body, ctx.credentials)) {
    return { body: { messages: TOP_ERRORS.authentication() } };
  }
  const type = obj(body.transactionRequest).transactionType;
  if (type === 'authCaptureTransaction' && 'profile' in obj(body.transactionRequest)) {
    return chargeProfile(body, ctx);
  }
  if (type === 'authCaptureTransaction') return authCapture(body, ctx);
  if (type === 'voidTransaction') return voidCharge(body, ctx);
  if (type === 'refundTransaction') return refundCharge(body, ctx);
  return { body: { messages: TOP_ERRORS.unsupported(`transactionType "${String(type)}"`) } };
}
