/**
 * The Customer Information Manager calls of the Authorize.net client: a
 * customer profile made from a paid charge, read, deleted, and the Accept
 * Customer token of the hosted page where the devotee changes the card.
 * Charging a profile is createTransactionRequest (anet-client.ts's charge).
 * We keep only the ids, the card's brand and its last four digits.
 */
import { ANET_CODES } from './anet-codes';
import { hostedProfilePageBody, profileFromTransactionBody } from './anet-requests';
import { firstMessage } from './anet-results';
import type {
  AnetCreateProfileResponse,
  AnetGetProfileResponse,
  AnetHostedPageResponse,
  AnetMessages,
  AnetPaymentProfileMasked,
} from './anet-wire';
import type {
  HostedProfileRequest,
  PaymentGateway,
  ProfileFromTransactionRequest,
  ProfileResult,
  StoredCard,
} from './gateway';

type Ask = <T>(requestName: string, body: object) => Promise<T & { messages: AnetMessages }>;

export interface CimOptions {
  ask: Ask;
  /** Where the browser posts an Accept Customer token. */
  hostedProfileFormUrl: string;
  logInfo(details: object, message: string): void;
  refuse(messages: AnetMessages): never;
}

type CimCalls = Pick<
  PaymentGateway,
  'createProfileFromTransaction' | 'getProfile' | 'createHostedProfileToken' | 'deleteProfile'
>;

function storedCard(profileId: string, paymentProfile: AnetPaymentProfileMasked): StoredCard {
  const card = paymentProfile.payment?.creditCard;
  return {
    customerProfileId: profileId,
    paymentProfileId: paymentProfile.customerPaymentProfileId,
    cardType: card?.cardType ?? '',
    lastFour: (card?.cardNumber ?? '').slice(-4),
  };
}

export function createCimCalls(options: CimOptions): CimCalls {
  const { ask, refuse } = options;

  async function getProfile(customerProfileId: string): Promise<StoredCard[] | null> {
    const data = await ask<AnetGetProfileResponse>('getCustomerProfileRequest', {
      customerProfileId,
    });
    const profile = data.profile;
    if (data.messages.resultCode !== 'Ok' || !profile) {
      if (firstMessage(data.messages).code === ANET_CODES.notFound) return null;
      return refuse(data.messages);
    }
    const id = profile.customerProfileId;
    return (profile.paymentProfiles ?? []).map((p) => storedCard(id, p));
  }

  async function createProfileFromTransaction(
    request: ProfileFromTransactionRequest,
  ): Promise<ProfileResult> {
    const data = await ask<AnetCreateProfileResponse>(
      'createCustomerProfileFromTransactionRequest',
      profileFromTransactionBody(request),
    );
    const profileId = data.customerProfileId;
    const paymentProfileId = data.customerPaymentProfileIdList?.[0];
    if (data.messages.resultCode !== 'Ok' || !profileId || !paymentProfileId) {
      const top = firstMessage(data.messages);
      return { outcome: 'REFUSED', code: top.code, message: top.text };
    }
    // The answer names only ids: the card's brand and last four come from the profile.
    const cards = (await getProfile(profileId)) ?? [];
    const card = cards.find((c) => c.paymentProfileId === paymentProfileId);
    options.logInfo({ transId: request.transId }, 'customer profile created');
    return {
      outcome: 'CREATED',
      card: card ?? { customerProfileId: profileId, paymentProfileId, cardType: '', lastFour: '' },
    };
  }

  async function createHostedProfileToken(
    request: HostedProfileRequest,
  ): Promise<{ token: string; formUrl: string }> {
    const data = await ask<AnetHostedPageResponse>(
      'getHostedProfilePageRequest',
      hostedProfilePageBody(request),
    );
    const token = data.token;
    if (data.messages.resultCode !== 'Ok' || !token) return refuse(data.messages);
    return { token, formUrl: options.hostedProfileFormUrl };
  }

  async function deleteProfile(customerProfileId: string): Promise<boolean> {
    const data = await ask<object>('deleteCustomerProfileRequest', { customerProfileId });
    if (data.messages.resultCode === 'Ok') return true;
    if (firstMessage(data.messages).code === ANET_CODES.notFound) return false;
    return refuse(data.messages);
  }

  return { createProfileFromTransaction, getProfile, createHostedProfileToken, deleteProfile };
}
