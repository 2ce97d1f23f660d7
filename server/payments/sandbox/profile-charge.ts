/**
 * createTransactionRequest charged to a customer profile in the sandbox: the
 * card kept in the payment profile goes through the same decision as a nonce
 * (expiry, test card, duplicate window, the decline ZIP). A profile or payment
 * profile the sandbox does not have answers E00040, as Authorize.net's does.
 */
import { amountToCents } from '../anet-format';
import { chargeCard, DEFAULT_DUPLICATE_WINDOW } from './card-charge';
import { failed, obj, settingsOf, str, withRefId } from './handler-context';
import type { HandlerAnswer, Json, SandboxContext } from './handler-context';
import { OK, REASONS, TOP_ERRORS, transactionResponse } from './responses';
import { GARBLED_ANSWER_ZIP, SLOW_ANSWER_ZIP } from './test-cards';

export async function chargeProfile(body: Json, ctx: SandboxContext): Promise<HandlerAnswer> {
  const tr = obj(body.transactionRequest);
  const amountCents = amountToCents(tr.amount);
  if (amountCents === null || amountCents <= 0) {
    return failed(body, transactionResponse(REASONS.invalidAmount));
  }
  const profile = obj(tr.profile);
  const customerProfileId = str(profile.customerProfileId) ?? '';
  const paymentProfileId = str(obj(profile.paymentProfile).paymentProfileId) ?? '';
  const cards = await ctx.profiles.paymentProfiles(customerProfileId);
  const card = cards.find((c) => c.payment_profile_id === paymentProfileId);
  if (!card) return { body: withRefId(body, { messages: TOP_ERRORS.notFound() }) };
  const owner = await ctx.profiles.getProfile(customerProfileId);
  const order = obj(tr.order);
  const window = Number(settingsOf(tr.transactionSettings).get('duplicateWindow'));
  const now = ctx.now();
  const outcome = await ctx.ledger.atomically((ledger) =>
    chargeCard(ledger, {
      refId: str(body.refId),
      amountCents,
      invoiceNumber: str(order.invoiceNumber),
      description: str(order.description),
      card: {
        brand: card.card_brand,
        last4: card.card_last4,
        expiration: card.expiration,
        testCard: card.test_card === 1,
        cvvResult: 'P',
        zip: card.zip,
      },
      firstName: null,
      lastName: null,
      email: str(obj(tr.customer).email) ?? owner?.email ?? null,
      billZip: card.zip,
      duplicateWindowSeconds: Number.isFinite(window) ? window : DEFAULT_DUPLICATE_WINDOW,
      now,
    }),
  );
  const response = {
    ...outcome.response,
    profile: { customerProfileId, customerPaymentProfileId: paymentProfileId },
  };
  const approved = outcome.reason.responseCode === '1';
  if (!approved) return failed(body, response);
  const answer: HandlerAnswer = {
    body: withRefId(body, { transactionResponse: response, messages: OK }),
  };
  if (card.zip === SLOW_ANSWER_ZIP) answer.fault = 'slow';
  if (card.zip === GARBLED_ANSWER_ZIP) answer.fault = 'garbled';
  return answer;
}
