/**
 * The sandbox's Customer Information Manager: a profile made from an approved
 * charge (its card's brand, last four, expiry and ZIP come from the ledger),
 * read back masked, deleted, and the token of the hosted profile page. A
 * profile the sandbox does not have answers E00040, as Authorize.net's does.
 */
import { randomBytes } from 'node:crypto';
import { obj, SECRET_LIFETIME_MS, settingsOf, str, transactionKeyValid } from './handler-context';
import type { HandlerAnswer, Json, SandboxContext } from './handler-context';
import { secretHash } from './ledger';
import { OK, TOP_ERRORS } from './responses';

const APPROVED_STATUSES = ['capturedPendingSettlement', 'settledSuccessfully'];

const refused = (messages: object): HandlerAnswer => ({ body: { messages } });

export async function createProfileFromTransaction(
  body: Json,
  ctx: SandboxContext,
): Promise<HandlerAnswer> {
  if (!transactionKeyValid(body, ctx.credentials)) return refused(TOP_ERRORS.authentication());
  const row = await ctx.ledger.getTransaction(str(body.transId) ?? '');
  // Only an approved charge has a card worth keeping; any other is not found.
  if (
    !row ||
    row.transaction_type !== 'authCaptureTransaction' ||
    !APPROVED_STATUSES.includes(row.status)
  ) {
    return refused(TOP_ERRORS.notFound());
  }
  const [brand = '', last4 = '', expiration = '', zip = ''] = row.card_key.split('|');
  const customer = obj(body.customer);
  const ids = await ctx.profiles.addProfile({
    merchantCustomerId: str(customer.merchantCustomerId),
    email: str(customer.email) ?? row.email,
    // Only Authorize.net's test cards are ever approved by the sandbox.
    card: { card_brand: brand, card_last4: last4, expiration, test_card: 1, zip: zip || null },
    nowIso: ctx.now().toISOString(),
  });
  return {
    body: {
      customerProfileId: ids.customerProfileId,
      customerPaymentProfileIdList: [ids.paymentProfileId],
      customerShippingAddressIdList: [],
      validationDirectResponseList: [],
      messages: OK,
    },
  };
}

export async function getCustomerProfile(body: Json, ctx: SandboxContext): Promise<HandlerAnswer> {
  if (!transactionKeyValid(body, ctx.credentials)) return refused(TOP_ERRORS.authentication());
  const profile = await ctx.profiles.getProfile(str(body.customerProfileId) ?? '');
  if (!profile) return refused(TOP_ERRORS.notFound());
  const cards = await ctx.profiles.paymentProfiles(profile.customer_profile_id);
  return {
    body: {
      profile: {
        ...(profile.merchant_customer_id && { merchantCustomerId: profile.merchant_customer_id }),
        ...(profile.email && { email: profile.email }),
        customerProfileId: profile.customer_profile_id,
        paymentProfiles: cards.map((card) => ({
          customerProfileId: profile.customer_profile_id,
          customerPaymentProfileId: card.payment_profile_id,
          payment: {
            creditCard: {
              cardNumber: `XXXX${card.card_last4}`,
              expirationDate: 'XXXX',
              cardType: card.card_brand,
            },
          },
        })),
      },
      messages: OK,
    },
  };
}

export async function getHostedProfilePage(
  body: Json,
  ctx: SandboxContext,
): Promise<HandlerAnswer> {
  if (!transactionKeyValid(body, ctx.credentials)) return refused(TOP_ERRORS.authentication());
  const customerProfileId = str(body.customerProfileId) ?? '';
  if (!(await ctx.profiles.getProfile(customerProfileId))) return refused(TOP_ERRORS.notFound());
  const token = randomBytes(48).toString('base64url');
  const now = ctx.now();
  await ctx.profiles.addToken({
    token_hash: secretHash(token),
    customer_profile_id: customerProfileId,
    return_url: settingsOf(body.hostedProfileSettings).get('hostedProfileReturnUrl') ?? null,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SECRET_LIFETIME_MS).toISOString(),
  });
  return { body: { token, messages: OK } };
}

export async function deleteCustomerProfile(
  body: Json,
  ctx: SandboxContext,
): Promise<HandlerAnswer> {
  if (!transactionKeyValid(body, ctx.credentials)) return refused(TOP_ERRORS.authentication());
  const deleted = await ctx.profiles.deleteProfile(str(body.customerProfileId) ?? '');
  return deleted ? { body: { messages: OK } } : refused(TOP_ERRORS.notFound());
}
