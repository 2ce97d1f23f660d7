/**
 * Authorize.net's own Node SDK (the `authorizenet` package, its classes
 * generated from the API's XSD) drives the local sandbox gateway: a charge,
 * a decline, transaction details, the unsettled list, the settled batch list
 * and a batch's transactions, a hosted payment page token, and the Customer
 * Information Manager (a profile from a charge, read, charged, its hosted
 * page token, deleted, then E00040). What the
 * stand-in answers must be what the official SDK builds and parses.
 */
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- the SDK ships no type declarations
import { APIContracts as Contracts, APIControllers as Controllers } from 'authorizenet';
import { SANDBOX_GATEWAY_PATH } from '../../domain/environments';
import { startApiServer } from '../test-support/api-server';
import { sandboxOpaqueData } from '../test-support/order-fixtures';
import { sandboxSettle } from '../test-support/payment-fixtures';
import { startedForTheFile } from '../test-support/for-the-file';
import { testNowMs } from '../../tests/test-support/test-clock';

/* eslint-disable @typescript-eslint/no-explicit-any -- the SDK is untyped JavaScript */
const ApiContracts = Contracts as any;
const ApiControllers = Controllers as any;

const server = startedForTheFile(() => startApiServer());
let endpoint: string;

beforeAll(async () => {
  endpoint = `${server.baseUrl}${SANDBOX_GATEWAY_PATH}`;
});

function auth() {
  const merchant = new ApiContracts.MerchantAuthenticationType();
  merchant.setName(server.config.anet.apiLoginId);
  merchant.setTransactionKey(server.config.anet.transactionKey);
  return merchant;
}

/** Runs one SDK controller; the SDK calls back only on success (a known SDK limitation). */
function run(controller: any): Promise<any> {
  controller.setEnvironment(endpoint);
  return new Promise((resolve) => controller.execute(() => resolve(controller.getResponse())));
}

/**
 * One SDK call by its API name (`GetTransactionDetails`: the SDK's …Request,
 * …Controller and …Response classes), authenticated and filled in by `fill`.
 */
async function ask(
  name: string,
  fill: (request: any) => void,
  /** The answer's class when it is not named for the request (CreateCustomerProfile). */
  responseName = name,
): Promise<any> {
  const request = new ApiContracts[`${name}Request`]();
  request.setMerchantAuthentication(auth());
  fill(request);
  const raw = await run(new ApiControllers[`${name}Controller`](request.getJSON()));
  return new ApiContracts[`${responseName}Response`](raw);
}

/** The same, for a call that must answer Ok. */
async function askOk(
  name: string,
  fill: (request: any) => void,
  responseName = name,
): Promise<any> {
  const response = await ask(name, fill, responseName);
  expect(response.getMessages().getResultCode()).toBe(ApiContracts.MessageTypeEnum.OK);
  return response;
}

async function charge(zip: string, invoiceNumber: string) {
  const opaque = await sandboxOpaqueData(server.baseUrl);
  const opaqueData = new ApiContracts.OpaqueDataType();
  opaqueData.setDataDescriptor(opaque.dataDescriptor);
  opaqueData.setDataValue(opaque.dataValue);
  const payment = new ApiContracts.PaymentType();
  payment.setOpaqueData(opaqueData);
  const order = new ApiContracts.OrderType();
  order.setInvoiceNumber(invoiceNumber);
  order.setDescription('SDK cross-check');
  const billTo = new ApiContracts.CustomerAddressType();
  billTo.setFirstName('Asha');
  billTo.setLastName('Nair');
  billTo.setZip(zip);
  billTo.setCountry('US');
  const transaction = new ApiContracts.TransactionRequestType();
  transaction.setTransactionType(ApiContracts.TransactionTypeEnum.AUTHCAPTURETRANSACTION);
  transaction.setPayment(payment);
  transaction.setAmount('21.00');
  transaction.setOrder(order);
  transaction.setBillTo(billTo);
  return ask('CreateTransaction', (request) => request.setTransactionRequest(transaction));
}

describe("Authorize.net's Node SDK against the sandbox gateway", () => {
  const invoice = `SDK${testNowMs().toString().slice(-10)}`;
  let transId = '';

  it('charges a card token: Ok, responseCode 1, a transaction id', async () => {
    const response = await charge('46201', invoice);
    expect(response.getMessages().getResultCode()).toBe(ApiContracts.MessageTypeEnum.OK);
    const tr = response.getTransactionResponse();
    expect(tr.getResponseCode()).toBe('1');
    expect(tr.getAccountNumber()).toBe('XXXX1111');
    transId = tr.getTransId();
    expect(transId).toMatch(/^\d+$/);
  });

  it('reads a decline: Error, responseCode 2, reason 2', async () => {
    const response = await charge('46282', `${invoice}D`);
    expect(response.getMessages().getResultCode()).toBe(ApiContracts.MessageTypeEnum.ERROR);
    const tr = response.getTransactionResponse();
    expect(tr.getResponseCode()).toBe('2');
    expect(tr.getErrors().getError()[0].getErrorCode()).toBe('2');
  });

  it('reads the transaction details', async () => {
    const response = await askOk('GetTransactionDetails', (request) => request.setTransId(transId));
    const transaction = response.getTransaction();
    expect(transaction.getTransId()).toBe(transId);
    expect(transaction.getTransactionStatus()).toBe('capturedPendingSettlement');
    expect(transaction.getOrder().getInvoiceNumber()).toBe(invoice);
    expect(Number(transaction.getAuthAmount())).toBe(21);
  });

  it('finds the charge in the unsettled list', async () => {
    const paging = new ApiContracts.Paging();
    paging.setLimit(100);
    paging.setOffset(1);
    const response = await askOk('GetUnsettledTransactionList', (request) =>
      request.setPaging(paging),
    );
    const ids = response
      .getTransactions()
      .getTransaction()
      .map((t: any) => t.getTransId());
    expect(ids).toContain(transId);
  });

  it('finds it in a settled batch once the batch closes', async () => {
    const batchId = await sandboxSettle(server.baseUrl);
    expect(batchId).not.toBeNull();
    const now = server.app.deps.now().getTime();
    const batches = await askOk('GetSettledBatchList', (list) => {
      list.setFirstSettlementDate(new Date(now - 86_400_000));
      list.setLastSettlementDate(new Date(now + 60_000));
    });
    const batchIds = batches
      .getBatchList()
      .getBatch()
      .map((b: any) => b.getBatchId());
    expect(batchIds).toContain(batchId);

    const response = await askOk('GetTransactionList', (request) => request.setBatchId(batchId));
    const settled = response
      .getTransactions()
      .getTransaction()
      .find((t: any) => t.getTransId() === transId);
    expect(settled.getTransactionStatus()).toBe('settledSuccessfully');
    expect(settled.getInvoiceNumber()).toBe(invoice);
  });

  it('gets a hosted payment page token', async () => {
    const transaction = new ApiContracts.TransactionRequestType();
    transaction.setTransactionType(ApiContracts.TransactionTypeEnum.AUTHCAPTURETRANSACTION);
    transaction.setAmount('21.00');
    const setting = new ApiContracts.SettingType();
    setting.setSettingName('hostedPaymentButtonOptions');
    setting.setSettingValue('{"text": "Pay"}');
    const settings = new ApiContracts.ArrayOfSetting();
    settings.setSetting([setting]);
    const response = await askOk('GetHostedPaymentPage', (request) => {
      request.setTransactionRequest(transaction);
      request.setHostedPaymentSettings(settings);
    });
    expect(response.getToken()).toMatch(/\S{16,}/);
  });
});

describe("Authorize.net's Node SDK against the sandbox's customer profiles", () => {
  const invoice = `CIM${testNowMs().toString().slice(-10)}`;
  let profileId = '';
  let paymentProfileId = '';

  it('makes a profile from an approved charge: its id and one payment profile id', async () => {
    const charged = await charge('46201', invoice);
    const transId = charged.getTransactionResponse().getTransId();
    const customer = new ApiContracts.CustomerProfileBaseType();
    customer.setMerchantCustomerId('D1');
    customer.setEmail('asha@example.org');
    const response = await askOk(
      'CreateCustomerProfileFromTransaction',
      (request) => {
        request.setTransId(transId);
        request.setCustomer(customer);
      },
      'CreateCustomerProfile',
    );
    profileId = response.getCustomerProfileId();
    expect(profileId).toMatch(/^\d+$/);
    const ids = response.getCustomerPaymentProfileIdList().getNumericString();
    expect(ids).toHaveLength(1);
    paymentProfileId = String(ids[0]);
    expect(paymentProfileId).toMatch(/^\d+$/);
  });

  it('reads the profile with the card masked to its brand and last four', async () => {
    const response = await askOk('GetCustomerProfile', (request) =>
      request.setCustomerProfileId(profileId),
    );
    const profile = response.getProfile();
    expect(profile.getCustomerProfileId()).toBe(profileId);
    expect(profile.getEmail()).toBe('asha@example.org');
    const [card] = profile.getPaymentProfiles();
    expect(card.getCustomerPaymentProfileId()).toBe(paymentProfileId);
    expect(card.getPayment().getCreditCard().getCardNumber()).toBe('XXXX1111');
    expect(card.getPayment().getCreditCard().getCardType()).toBe('Visa');
  });

  it('charges the profile: Ok, responseCode 1, the profile named in the answer', async () => {
    const paymentProfile = new ApiContracts.PaymentProfile();
    paymentProfile.setPaymentProfileId(paymentProfileId);
    const profile = new ApiContracts.CustomerProfilePaymentType();
    profile.setCustomerProfileId(profileId);
    profile.setPaymentProfile(paymentProfile);
    const order = new ApiContracts.OrderType();
    order.setInvoiceNumber(`${invoice}Y`);
    const transaction = new ApiContracts.TransactionRequestType();
    transaction.setTransactionType(ApiContracts.TransactionTypeEnum.AUTHCAPTURETRANSACTION);
    transaction.setProfile(profile);
    transaction.setAmount('51.00');
    transaction.setOrder(order);
    const response = await askOk('CreateTransaction', (request) =>
      request.setTransactionRequest(transaction),
    );
    const tr = response.getTransactionResponse();
    expect(tr.getResponseCode()).toBe('1');
    expect(tr.getAccountNumber()).toBe('XXXX1111');
    expect(tr.getProfile().getCustomerProfileId()).toBe(profileId);
    expect(tr.getProfile().getCustomerPaymentProfileId()).toBe(paymentProfileId);
  });

  it('gets a hosted profile page token', async () => {
    const setting = new ApiContracts.SettingType();
    setting.setSettingName('hostedProfileReturnUrl');
    setting.setSettingValue('https://temple.example/back');
    const settings = new ApiContracts.ArrayOfSetting();
    settings.setSetting([setting]);
    const response = await askOk('GetHostedProfilePage', (request) => {
      request.setCustomerProfileId(profileId);
      request.setHostedProfileSettings(settings);
    });
    expect(response.getToken()).toMatch(/\S{16,}/);
  });

  it('deletes the profile; afterwards it is not found (E00040)', async () => {
    await askOk('DeleteCustomerProfile', (request) => request.setCustomerProfileId(profileId));
    const response = await ask('GetCustomerProfile', (request) =>
      request.setCustomerProfileId(profileId),
    );
    expect(response.getMessages().getResultCode()).toBe(ApiContracts.MessageTypeEnum.ERROR);
    expect(response.getMessages().getMessage()[0].getCode()).toBe('E00040');
  });
});
