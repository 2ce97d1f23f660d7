/**
 * The bodies of the requests the client sends, each in the XSD's element
 * order (anet-schema.ts), with amounts as decimal strings and every string
 * cut to its limit. `merchantAuthentication` is put first by the client.
 */
import { centsToAmount, customerIpv4, LIMITS, truncate } from './anet-format';
import type {
  ChargeRequest,
  GatewayAddress,
  HostedPaymentRequest,
  HostedProfileRequest,
  ProfileFromTransactionRequest,
} from './gateway';

export function addressFields(address: GatewayAddress) {
  return {
    firstName: truncate(address.firstName, LIMITS.firstName),
    lastName: truncate(address.lastName, LIMITS.lastName),
    address: truncate(address.address, LIMITS.address),
    city: truncate(address.city, LIMITS.city),
    state: truncate(address.state, LIMITS.state),
    zip: truncate(address.zip, LIMITS.zip),
    country: truncate(address.country, LIMITS.country),
  };
}

function duplicateWindowSettings(seconds: number) {
  return { setting: [{ settingName: 'duplicateWindow', settingValue: String(seconds) }] };
}

/** createTransactionRequest (after merchantAuthentication): an authCaptureTransaction. */
export function chargeRequestBody(request: ChargeRequest, duplicateWindowSeconds: number) {
  const customerIP = customerIpv4(request.customerIp);
  if (Boolean(request.profile) === Boolean(request.opaqueData)) {
    throw new Error('A charge is paid with either a one-time token or a customer profile');
  }
  return {
    refId: truncate(request.refId, LIMITS.refId),
    transactionRequest: {
      transactionType: 'authCaptureTransaction',
      amount: centsToAmount(request.amountCents),
      // A one-time token from Accept.js, or a card kept in a customer profile (CIM).
      ...(request.profile
        ? {
            profile: {
              customerProfileId: request.profile.customerProfileId,
              paymentProfile: { paymentProfileId: request.profile.paymentProfileId },
            },
          }
        : {
            payment: {
              opaqueData: {
                dataDescriptor: request.opaqueData?.dataDescriptor,
                dataValue: request.opaqueData?.dataValue,
              },
            },
          }),
      order: {
        invoiceNumber: truncate(request.invoiceNumber, LIMITS.invoiceNumber),
        description: truncate(request.description, LIMITS.orderDescription),
      },
      ...(request.lineItems.length > 0 && {
        lineItems: {
          lineItem: request.lineItems.slice(0, LIMITS.lineItems).map((item) => ({
            itemId: truncate(item.itemId, LIMITS.itemId),
            name: truncate(item.name, LIMITS.itemName),
            quantity: String(item.quantity),
            unitPrice: centsToAmount(item.unitPriceCents),
          })),
        },
      }),
      customer: {
        ...(request.customer.id && { id: truncate(request.customer.id, LIMITS.customerId) }),
        email: truncate(request.customer.email, LIMITS.email),
      },
      // A profile's charge uses the billing address kept in the profile.
      ...(!request.profile && { billTo: addressFields(request.billTo) }),
      ...(request.shipTo && { shipTo: addressFields(request.shipTo) }),
      ...(customerIP && { customerIP }),
      transactionSettings: duplicateWindowSettings(duplicateWindowSeconds),
    },
  };
}

/** createTransactionRequest (after merchantAuthentication): a voidTransaction. */
export function voidRequestBody(transId: string) {
  return { transactionRequest: { transactionType: 'voidTransaction', refTransId: transId } };
}

/** createTransactionRequest (after merchantAuthentication): a refundTransaction of a settled charge. */
export function refundRequestBody(request: {
  transId: string;
  amountCents: number;
  accountNumber: string;
  invoiceNumber: string;
}) {
  return {
    refId: truncate(request.invoiceNumber, LIMITS.refId),
    transactionRequest: {
      transactionType: 'refundTransaction',
      amount: centsToAmount(request.amountCents),
      payment: {
        creditCard: { cardNumber: request.accountNumber.slice(-4), expirationDate: 'XXXX' },
      },
      refTransId: request.transId,
      order: { invoiceNumber: truncate(request.invoiceNumber, LIMITS.invoiceNumber) },
    },
  };
}

/** getSettledBatchListRequest over [first, last] (UTC; Authorize.net allows at most 31 days). */
export function settledBatchListBody(first: Date, last: Date) {
  const day = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;
  return { firstSettlementDate: day(first), lastSettlementDate: day(last) };
}

/** getTransactionListRequest: one page (1-based) of a settled batch. */
export function batchPageBody(batchId: string, page: number, pageSize: number) {
  return {
    batchId,
    sorting: { orderBy: 'submitTimeUTC', orderDescending: true },
    paging: { limit: String(pageSize), offset: String(page) },
  };
}

/** getUnsettledTransactionListRequest: one page (1-based), newest first. */
export function unsettledPageBody(page: number, pageSize: number) {
  return {
    sorting: { orderBy: 'submitTimeUTC', orderDescending: true },
    paging: { limit: String(pageSize), offset: String(page) },
  };
}

/** getHostedPaymentPageRequest (after merchantAuthentication). */
export function hostedPageRequestBody(
  request: HostedPaymentRequest,
  duplicateWindowSeconds: number,
) {
  const setting = (settingName: string, value: object) => ({
    settingName,
    settingValue: JSON.stringify(value),
  });
  return {
    refId: truncate(request.invoiceNumber, LIMITS.refId),
    transactionRequest: {
      transactionType: 'authCaptureTransaction',
      amount: centsToAmount(request.amountCents),
      order: {
        invoiceNumber: truncate(request.invoiceNumber, LIMITS.invoiceNumber),
        description: truncate(request.description, LIMITS.orderDescription),
      },
      customer: { email: truncate(request.customer.email, LIMITS.email) },
      billTo: addressFields(request.billTo),
      transactionSettings: duplicateWindowSettings(duplicateWindowSeconds),
    },
    hostedPaymentSettings: {
      setting: [
        setting('hostedPaymentReturnOptions', {
          showReceipt: false,
          url: request.returnUrl,
          urlText: 'Continue',
          cancelUrl: request.cancelUrl,
          cancelUrlText: 'Cancel',
        }),
        setting('hostedPaymentButtonOptions', { text: 'Pay' }),
        setting('hostedPaymentOrderOptions', { show: true }),
        setting('hostedPaymentPaymentOptions', {
          cardCodeRequired: true,
          showCreditCard: true,
          showBankAccount: false,
        }),
        setting('hostedPaymentBillingAddressOptions', { show: true, required: false }),
      ],
    },
  };
}

/** createCustomerProfileFromTransactionRequest: a profile holding the card of a paid charge. */
export function profileFromTransactionBody(request: ProfileFromTransactionRequest) {
  return {
    transId: request.transId,
    customer: {
      ...(request.customer.id && {
        merchantCustomerId: truncate(request.customer.id, LIMITS.customerId),
      }),
      email: truncate(request.customer.email, LIMITS.email),
    },
  };
}

/** getHostedProfilePageRequest: a token for Accept Customer, where the card is changed. */
export function hostedProfilePageBody(request: HostedProfileRequest) {
  const setting = (settingName: string, settingValue: string) => ({ settingName, settingValue });
  return {
    customerProfileId: request.customerProfileId,
    hostedProfileSettings: {
      setting: [
        setting('hostedProfileReturnUrl', request.returnUrl),
        setting('hostedProfileReturnUrlText', 'Continue'),
        setting('hostedProfileManageOptions', 'showPayment'),
        setting('hostedProfileCardCodeRequired', 'true'),
        setting('hostedProfileBillingAddressOptions', 'showBillingAddress'),
      ],
    },
  };
}
