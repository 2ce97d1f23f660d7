/**
 * A client of Authorize.net's JSON API written with fetch. The same code talks
 * to Authorize.net (preview, production) and to our local sandbox gateway.
 * Requests are written in the XSD's element order (anet-requests.ts); the
 * answer's BOM is stripped before parsing; a charge that times out or cannot be
 * read is UNKNOWN and is never retried: the caller reconciles it.
 */
import { parseAnetJson } from './anet-format';
import {
  chargeRequestBody,
  hostedPageRequestBody,
  unsettledPageBody,
  voidRequestBody,
} from './anet-requests';
import { chargeResultOf, firstMessage, lookupFromDetails, matchingLookup } from './anet-results';
import type {
  AnetCreateTransactionResponse,
  AnetHostedPageResponse,
  AnetMessages,
  AnetTransactionDetailsResponse,
  AnetUnsettledListResponse,
} from './anet-wire';
import type {
  ChargeRequest,
  ChargeResult,
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

  async function charge(request: ChargeRequest): Promise<ChargeResult> {
    const started = Date.now();
    const context = { invoiceNumber: request.invoiceNumber, refId: request.refId };
    let body;
    try {
      body = {
        merchantAuthentication: merchantAuthentication(),
        ...chargeRequestBody(request, duplicateWindow),
      };
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
    const result = chargeResultOf(answer.data as AnetCreateTransactionResponse);
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
    return lookupFromDetails(data.transaction);
  }

  async function findByInvoice(
    invoiceNumber: string,
    amountCents: number,
  ): Promise<TransactionLookup | null> {
    const matches: TransactionLookup[] = [];
    for (let page = 1; page <= maxPages; page += 1) {
      const data = await ask<AnetUnsettledListResponse>(
        'getUnsettledTransactionListRequest',
        unsettledPageBody(page, PAGE_SIZE),
      );
      if (data.messages.resultCode !== 'Ok') {
        const top = firstMessage(data.messages);
        throw new GatewayError(top.text, top.code);
      }
      const transactions = data.transactions ?? [];
      for (const t of transactions) {
        const match = matchingLookup(t, invoiceNumber, amountCents);
        if (match) matches.push(match);
      }
      if (transactions.length < PAGE_SIZE) break;
    }
    // Newest first: an approved charge wins over an earlier decline of the same invoice.
    return matches.find((match) => match.approved) ?? matches[0] ?? null;
  }

  async function voidTransaction(transId: string): Promise<boolean> {
    const answer = await post('createTransactionRequest', {
      merchantAuthentication: merchantAuthentication(),
      ...voidRequestBody(transId),
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
    const data = await ask<AnetHostedPageResponse>(
      'getHostedPaymentPageRequest',
      hostedPageRequestBody(request, duplicateWindow),
    );
    if (data.messages.resultCode !== 'Ok' || !data.token) {
      const top = firstMessage(data.messages);
      throw new GatewayError(top.text, top.code);
    }
    log.info({ invoiceNumber: request.invoiceNumber }, 'hosted payment token created');
    return { token: data.token, formUrl: options.hostedFormUrl };
  }

  return { charge, findByInvoice, getTransaction, voidTransaction, createHostedPaymentToken };
}
