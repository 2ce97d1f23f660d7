/**
 * Tokens the sandbox hands out: Accept.js nonces (securePaymentContainerRequest)
 * and Accept Hosted tokens (getHostedPaymentPageRequest). Both are random,
 * single-use, valid 15 minutes, and stored only as their SHA-256.
 */
import { randomBytes } from 'node:crypto';
import {
  ACCEPT_DATA_DESCRIPTOR,
  expirationMMYYYY,
  normalizeCardNumber,
  validateCardData,
} from '../../../domain/accept-js';
import { amountToCents } from '../anet-format';
import {
  obj,
  SECRET_LIFETIME_MS,
  settingsOf,
  str,
  transactionKeyValid,
  withRefId,
} from './handler-context';
import type { HandlerAnswer, Json, SandboxContext } from './handler-context';
import { secretHash } from './ledger';
import { errorMessages, OK, TOP_ERRORS } from './responses';
import { cardBrand, CVV_MISMATCH_CODE, isSandboxTestCard, SANDBOX_TEST_CARDS } from './test-cards';

export async function getHostedPaymentPage(
  body: Json,
  ctx: SandboxContext,
): Promise<HandlerAnswer> {
  if (!transactionKeyValid(body, ctx.credentials)) {
    return { body: { messages: TOP_ERRORS.authentication() } };
  }
  const tr = obj(body.transactionRequest);
  const amountCents = amountToCents(tr.amount);
  if (amountCents === null || amountCents <= 0) {
    return { body: { messages: errorMessages('E00003', 'A valid amount is required.') } };
  }
  let returnOptions: Json = {};
  try {
    returnOptions = obj(
      JSON.parse(settingsOf(body.hostedPaymentSettings).get('hostedPaymentReturnOptions') ?? '{}'),
    );
  } catch {
    return {
      body: { messages: errorMessages('E00003', 'hostedPaymentReturnOptions is not JSON.') },
    };
  }
  const token = randomBytes(48).toString('base64url');
  const now = ctx.now();
  await ctx.ledger.addHostedToken({
    token_hash: secretHash(token),
    ref_id: str(body.refId),
    invoice_number: str(obj(tr.order).invoiceNumber),
    description: str(obj(tr.order).description),
    amount_cents: amountCents,
    email: str(obj(tr.customer).email),
    bill_to: tr.billTo === undefined ? null : JSON.stringify(tr.billTo),
    return_url: str(returnOptions.url),
    cancel_url: str(returnOptions.cancelUrl),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SECRET_LIFETIME_MS).toISOString(),
    trans_id: null,
  });
  return { body: withRefId(body, { token, messages: OK }) };
}

export async function securePaymentContainer(
  body: Json,
  ctx: SandboxContext,
): Promise<HandlerAnswer> {
  const auth = obj(body.merchantAuthentication);
  if (auth.name !== ctx.credentials.apiLoginId || auth.clientKey !== ctx.credentials.clientKey) {
    return { body: { messages: TOP_ERRORS.authentication() } };
  }
  const token = obj(obj(body.data).token);
  const expiration = str(token.expirationDate) ?? '';
  const now = ctx.now();
  const problem = validateCardData(
    {
      cardNumber: str(token.cardNumber) ?? '',
      month: expiration.slice(0, 2),
      year: expiration.slice(2),
      ...(token.cardCode !== undefined && { cardCode: str(token.cardCode) ?? '' }),
      ...(token.zip !== undefined && { zip: str(token.zip) ?? '' }),
      ...(token.fullName !== undefined && { fullName: str(token.fullName) ?? '' }),
    },
    now,
  );
  if (problem) return { body: { messages: errorMessages(problem.code, problem.text) } };
  const digits = normalizeCardNumber(str(token.cardNumber) ?? '');
  const cardCode = str(token.cardCode);
  const dataValue = randomBytes(48).toString('base64');
  await ctx.ledger.addNonce({
    nonce_hash: secretHash(dataValue),
    card_brand: SANDBOX_TEST_CARDS[digits] ?? cardBrand(digits),
    card_last4: digits.slice(-4),
    test_card: isSandboxTestCard(digits) ? 1 : 0,
    expiration: expirationMMYYYY(Number(expiration.slice(0, 2)), Number(expiration.slice(2))),
    cvv_result: cardCode === null ? 'P' : cardCode === CVV_MISMATCH_CODE ? 'N' : 'M',
    zip: str(token.zip),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SECRET_LIFETIME_MS).toISOString(),
    used_at: null,
  });
  return {
    body: withRefId(body, {
      opaqueData: { dataDescriptor: ACCEPT_DATA_DESCRIPTOR, dataValue },
      messages: OK,
    }),
  };
}
