/**
 * A client of Authorize.net's JSON API written with fetch. The same code talks
 * to Authorize.net (preview, production) and to our local sandbox gateway.
 * Requests are written in the XSD's element order (see anet-schema.ts); the
 * answer's BOM is stripped before parsing; a charge that times out or cannot be
 * read is UNKNOWN and is never retried: the caller reconciles it.
 */
import { centsToAmount, customerIpv4, LIMITS, parseAnetJson, truncate } from './anet-format';
import {
  CARD_REFUSAL_CODES,
  NOT_CHARGED_STATUSES,
  type AnetCreateTransactionResponse,
  type AnetHostedPageResponse,
  type AnetMessages,
  type AnetTransactionDetailsResponse,
  type AnetUnsettledListResponse,
} from './anet-wire';
import { amountToCents } from './anet-format';
import type {
  ChargeRequest,
  ChargeResult,
  GatewayAddress,
  HostedPaymentRequest,
  PaymentGateway,
  TransactionLookup,
} from './gateway';

/** The subset of pino's logger the client uses. */
export interface PaymentLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface AnetClientOptions {
  /** The request.api endpoint, or a function giving it (the sandbox's is known only after listen). */
  apiUrl: string | (() => string);
  apiLoginId: string;
  transactionKey: string;
  timeoutMs: number;
  /** Where the browser posts an Accept Hosted token. */
  hostedFormUrl: string;
  /** Seconds in which Authorize.net refuses a repeat of the same card, amount and invoice. */
  duplicateWindowSeconds?: number;
  /** How many pages of 100 unsettled transactions findByInvoice reads at most. */
  maxUnsettledPages?: number;
  logger?: PaymentLogger;
  fetch?: typeof fetch;
}

/** Thrown by lookups when the gateway could not be asked or refused the question. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

type PostResult =
  | { ok: true; data: unknown }
  | { ok: false; kind: 'timeout' | 'network' | 'unreadable'; message: string };

const SILENT: PaymentLogger = { info() {}, warn() {}, error() {} };
const PAGE_SIZE = 100;

function firstMessage(messages: AnetMessages | undefined): { code: string; text: string } {
  return messages?.message?.[0] ?? { code: 'UNKNOWN', text: 'The gateway gave no message.' };
}

function addressFields(address: GatewayAddress) {
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

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function createAnetClient(options: AnetClientOptions): PaymentGateway {
  const log = options.logger ?? SILENT;
  // Looked up per call, so a fetch replaced after start-up (test tools) is used.
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  const duplicateWindow = options.duplicateWindowSeconds ?? 600;
  const maxPages = options.maxUnsettledPages ?? 10;
  const merchantAuthentication = () => ({
    name: options.apiLoginId,
    transactionKey: options.transactionKey,
  });
  const endpoint = () => (typeof options.apiUrl === 'function' ? options.apiUrl() : options.apiUrl);

  async function post(requestName: string, body: object): Promise<PostResult> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    try {
      const response = await doFetch(endpoint(), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ [requestName]: body }),
        signal: controller.signal,
      });
      const text = await response.text();
      try {
        const data = parseAnetJson(text);
        if (!isObject(data) || !isObject(data.messages)) {
          return { ok: false, kind: 'unreadable', message: `HTTP ${response.status}, no messages` };
        }
        return { ok: true, data };
      } catch {
        return { ok: false, kind: 'unreadable', message: `HTTP ${response.status}, not JSON` };
      }
    } catch (error) {
      if (controller.signal.aborted) {
        return { ok: false, kind: 'timeout', message: `No answer in ${options.timeoutMs} ms` };
      }
      return { ok: false, kind: 'network', message: (error as Error).message };
    } finally {
      clearTimeout(timer);
    }
  }

  function chargeBody(request: ChargeRequest) {
    return {
      merchantAuthentication: merchantAuthentication(),
      refId: truncate(request.refId, LIMITS.refId),
      transactionRequest: {
        transactionType: 'authCaptureTransaction',
        amount: centsToAmount(request.amountCents),
        payment: {
          opaqueData: {
            dataDescriptor: request.opaqueData.dataDescriptor,
            dataValue: request.opaqueData.dataValue,
          },
        },
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
        billTo: addressFields(request.billTo),
        ...(request.shipTo && { shipTo: addressFields(request.shipTo) }),
        ...(customerIpv4(request.customerIp) && { customerIP: customerIpv4(request.customerIp) }),
        transactionSettings: {
          setting: [{ settingName: 'duplicateWindow', settingValue: String(duplicateWindow) }],
        },
      },
    };
  }

  function chargeResult(data: AnetCreateTransactionResponse): ChargeResult {
    const tr = data.transactionResponse;
    const top = firstMessage(data.messages);
    if (!tr || !tr.responseCode) {
      // The request itself was refused (credentials, token, schema): nothing was charged.
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
      case '3':
        if (CARD_REFUSAL_CODES.includes(reason)) {
          return { outcome: 'DECLINED', code: reason, message: text, transId };
        }
        return { outcome: 'ERROR', code: reason || top.code, message: text };
    }
    // 4 (held for review) or a contradictory answer: the money may move later.
    return {
      outcome: 'UNKNOWN',
      message: `Gateway answered responseCode ${tr.responseCode} (${top.code}): reconcile`,
    };
  }

  async function charge(request: ChargeRequest): Promise<ChargeResult> {
    const started = Date.now();
    const context = { invoiceNumber: request.invoiceNumber, refId: request.refId };
    let body;
    try {
      body = chargeBody(request);
    } catch (error) {
      return { outcome: 'ERROR', code: 'INVALID_REQUEST', message: (error as Error).message };
    }
    const answer = await post('createTransactionRequest', body);
    const ms = Date.now() - started;
    if (!answer.ok) {
      log.error(
        { ...context, kind: answer.kind, ms },
        `payment charge answer lost: ${answer.message}`,
      );
      return { outcome: 'UNKNOWN', message: answer.message };
    }
    const result = chargeResult(answer.data as AnetCreateTransactionResponse);
    const details = {
      ...context,
      ms,
      outcome: result.outcome,
      ...('code' in result && { code: result.code }),
      ...('transId' in result && { transId: result.transId }),
    };
    if (result.outcome === 'APPROVED' || result.outcome === 'DECLINED') {
      log.info(details, 'payment charge answered');
    } else {
      log.warn(details, 'payment charge not completed');
    }
    return result;
  }

  async function ask<T>(
    requestName: string,
    body: object,
  ): Promise<T & { messages: AnetMessages }> {
    const answer = await post(requestName, {
      merchantAuthentication: merchantAuthentication(),
      ...body,
    });
    if (!answer.ok) {
      log.warn(
        { requestName, kind: answer.kind },
        `payment gateway lookup failed: ${answer.message}`,
      );
      throw new GatewayError(answer.message, answer.kind.toUpperCase());
    }
    return answer.data as T & { messages: AnetMessages };
  }

  async function getTransaction(transId: string): Promise<TransactionLookup | null> {
    const data = await ask<AnetTransactionDetailsResponse>('getTransactionDetailsRequest', {
      transId,
    });
    const top = firstMessage(data.messages);
    if (data.messages.resultCode !== 'Ok' || !data.transaction) {
      if (top.code === 'E00040') return null; // The record cannot be found.
      throw new GatewayError(top.text, top.code);
    }
    const t = data.transaction;
    return {
      transId: t.transId,
      invoiceNumber: t.order?.invoiceNumber ?? '',
      amountCents: amountToCents(t.authAmount) ?? 0,
      status: t.transactionStatus,
      approved: t.responseCode === 1 && !NOT_CHARGED_STATUSES.includes(t.transactionStatus),
    };
  }

  async function findByInvoice(
    invoiceNumber: string,
    amountCents: number,
  ): Promise<TransactionLookup | null> {
    const matches: TransactionLookup[] = [];
    for (let page = 1; page <= maxPages; page += 1) {
      const data = await ask<AnetUnsettledListResponse>('getUnsettledTransactionListRequest', {
        sorting: { orderBy: 'submitTimeUTC', orderDescending: true },
        paging: { limit: String(PAGE_SIZE), offset: String(page) },
      });
      if (data.messages.resultCode !== 'Ok') {
        const top = firstMessage(data.messages);
        throw new GatewayError(top.text, top.code);
      }
      const transactions = data.transactions ?? [];
      for (const t of transactions) {
        if (t.invoiceNumber !== invoiceNumber || amountToCents(t.settleAmount) !== amountCents) {
          continue;
        }
        matches.push({
          transId: t.transId,
          invoiceNumber,
          amountCents,
          status: t.transactionStatus,
          approved: !NOT_CHARGED_STATUSES.includes(t.transactionStatus),
        });
      }
      if (transactions.length < PAGE_SIZE) break;
    }
    // Newest first: an approved charge wins over an earlier decline of the same invoice.
    return matches.find((match) => match.approved) ?? matches[0] ?? null;
  }

  async function voidTransaction(transId: string): Promise<boolean> {
    const answer = await post('createTransactionRequest', {
      merchantAuthentication: merchantAuthentication(),
      transactionRequest: { transactionType: 'voidTransaction', refTransId: transId },
    });
    if (!answer.ok) {
      log.error({ transId, kind: answer.kind }, `payment void not confirmed: ${answer.message}`);
      return false;
    }
    const data = answer.data as AnetCreateTransactionResponse;
    const voided = data.transactionResponse?.responseCode === '1';
    const details = { transId, code: firstMessage(data.messages).code };
    if (voided) log.info(details, 'payment voided');
    else log.error(details, 'payment void refused');
    return voided;
  }

  async function createHostedPaymentToken(
    request: HostedPaymentRequest,
  ): Promise<{ token: string; formUrl: string }> {
    const returnOptions = {
      showReceipt: false,
      url: request.returnUrl,
      urlText: 'Continue',
      cancelUrl: request.cancelUrl,
      cancelUrlText: 'Cancel',
    };
    const setting = (settingName: string, value: object) => ({
      settingName,
      settingValue: JSON.stringify(value),
    });
    const data = await ask<AnetHostedPageResponse>('getHostedPaymentPageRequest', {
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
        transactionSettings: {
          setting: [{ settingName: 'duplicateWindow', settingValue: String(duplicateWindow) }],
        },
      },
      hostedPaymentSettings: {
        setting: [
          setting('hostedPaymentReturnOptions', returnOptions),
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
    });
    if (data.messages.resultCode !== 'Ok' || !data.token) {
      const top = firstMessage(data.messages);
      throw new GatewayError(top.text, top.code);
    }
    log.info({ invoiceNumber: request.invoiceNumber }, 'hosted payment token created');
    return { token: data.token, formUrl: options.hostedFormUrl };
  }

  return { charge, findByInvoice, getTransaction, voidTransaction, createHostedPaymentToken };
}
