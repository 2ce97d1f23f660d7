/**
 * Authorize.net's own Node SDK (the `authorizenet` package, its classes
 * generated from the API's XSD) drives the local sandbox gateway: a charge,
 * a decline, transaction details, the unsettled list, the settled batch list
 * and a batch's transactions, and a hosted payment page token. What the
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
async function ask(name: string, fill: (request: any) => void): Promise<any> {
  const request = new ApiContracts[`${name}Request`]();
  request.setMerchantAuthentication(auth());
  fill(request);
  const raw = await run(new ApiControllers[`${name}Controller`](request.getJSON()));
  return new ApiContracts[`${name}Response`](raw);
}

/** The same, for a call that must answer Ok. */
async function askOk(name: string, fill: (request: any) => void): Promise<any> {
  const response = await ask(name, fill);
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
