/**
 * A client of Authorize.net's JSON API written with fetch. The same code talks
 * to Authorize.net (preview, production) and to our local sandbox gateway.
 * Requests are written in the XSD's element order (anet-requests.ts); the
 * answer's BOM is stripped before parsing; a charge that times out or cannot be
 * read is UNKNOWN and is never retried: the caller reconciles it.
 */
import type { Clock } from '../clock';
import { parseAnetJson } from './anet-format';
import {
  batchPageBody,
  chargeRequestBody,
  hostedPageRequestBody,
  refundRequestBody,
  settledBatchListBody,
  unsettledPageBody,
  voidRequestBody,
} from './anet-requests';
import { chargeResultOf, firstMessage, lookupFromDetails, matchingLookup } from './anet-results';
import type {
  AnetCreateTransactionResponse,
  AnetHostedPageResponse,
  AnetMessages,
  AnetSettledBatchListResponse,
  AnetTransactionDetailsResponse,
  AnetTransactionListResponse,
  AnetUnsettledListResponse,
} from './anet-wire';
import type {
  ChargeRequest,
  ChargeResult,
  HostedPaymentRequest,
  PaymentGateway,
  RefundResult,
  TransactionLookup,
} from './gateway';
import { ANET_CODES } from './anet-codes';
import { createCimCalls } from './anet-cim';

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
  /** Where the browser posts an Accept Customer token (the hosted profile page). */
  hostedProfileFormUrl: string;
  /** Seconds in which Authorize.net refuses a repeat of the same card, amount and invoice. */
  duplicateWindowSeconds?: number;
  /** How many pages of 100 unsettled transactions findByInvoice reads at most. */
  maxUnsettledPages?: number;
  logger?: PaymentLogger;
  /** Told of every call: its request name, answer code (or failure kind) and duration. */
  observe?: (call: { request: string; code: string; seconds: number }) => void;
  fetch?: typeof fetch;
  /** The server's clock (deps.now): settled-batch searches run up to its now. */
  now: Clock;
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
const BATCH_PAGE_SIZE = 1000;
const DAY_MS = 86_400_000;
/** Authorize.net answers E00011 when the Transaction Details API is not enabled. */
export const DETAILS_API_OFF = ANET_CODES.detailsApiOff;

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
    const started = performance.now();
    const result = await postOnce(requestName, body);
    const code = result.ok
      ? firstMessage((result.data as { messages: AnetMessages }).messages).code
      : result.kind;
    options.observe?.({
      request: requestName,
      code,
      seconds: (performance.now() - started) / 1000,
    });
    return result;
  }

  async function postOnce(requestName: string, body: object): Promise<PostResult> {
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
    // The answer's latency, on the monotonic clock.
    const started = performance.now();
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
    const ms = Math.round(performance.now() - started);
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
      if (top.code === ANET_CODES.notFound) return null;
      refuse(data.messages);
    }
    return lookupFromDetails(data.transaction);
  }

  /** A refused lookup; E00011 (DETAILS_API_OFF) is reported at start-up (startup-check.ts). */
  function refuse(messages: AnetMessages): never {
    const top = firstMessage(messages);
    throw new GatewayError(top.text, top.code);
  }

  /** Pages through a transaction list (at most `maxPages`), keeping the matching charges. */
  async function matchesInPages(
    requestName: string,
    pageSize: number,
    pageBody: (page: number) => object,
    invoiceNumber: string,
    amountCents: number,
  ): Promise<TransactionLookup[]> {
    const matches: TransactionLookup[] = [];
    for (let page = 1; page <= maxPages; page += 1) {
      const data = await ask<AnetUnsettledListResponse | AnetTransactionListResponse>(
        requestName,
        pageBody(page),
      );
      if (data.messages.resultCode !== 'Ok') refuse(data.messages);
      const transactions = data.transactions ?? [];
      for (const t of transactions) {
        const match = matchingLookup(t, invoiceNumber, amountCents);
        if (match) matches.push(match);
      }
      if (transactions.length < pageSize) break;
    }
    return matches;
  }

  async function findUnsettled(invoiceNumber: string, amountCents: number) {
    return matchesInPages(
      'getUnsettledTransactionListRequest',
      PAGE_SIZE,
      (page) => unsettledPageBody(page, PAGE_SIZE),
      invoiceNumber,
      amountCents,
    );
  }

  /** Batches settled from `sinceIso` (less a day, for clock skew) to now, in 31-day windows. */
  async function findSettled(invoiceNumber: string, amountCents: number, sinceIso: string) {
    const matches: TransactionLookup[] = [];
    const end = options.now().getTime() + DAY_MS;
    for (let from = Date.parse(sinceIso) - DAY_MS; from < end; from += 31 * DAY_MS) {
      const to = Math.min(from + 31 * DAY_MS - 1000, end);
      const list = await ask<AnetSettledBatchListResponse>(
        'getSettledBatchListRequest',
        settledBatchListBody(new Date(from), new Date(to)),
      );
      if (list.messages.resultCode !== 'Ok') {
        // E00040-like "no records" answers come as Ok with an empty list; anything else is real.
        refuse(list.messages);
      }
      for (const batch of list.batchList ?? []) {
        const inBatch = await matchesInPages(
          'getTransactionListRequest',
          BATCH_PAGE_SIZE,
          (page) => batchPageBody(batch.batchId, page, BATCH_PAGE_SIZE),
          invoiceNumber,
          amountCents,
        );
        matches.push(...inBatch);
      }
    }
    return matches;
  }

  async function findByInvoice(
    invoiceNumber: string,
    amountCents: number,
    sinceIso: string,
  ): Promise<TransactionLookup | null> {
    let matches = await findUnsettled(invoiceNumber, amountCents);
    // A charge whose answer was lost may have settled before we looked: it is only in a batch.
    if (!matches.some((match) => match.approved)) {
      matches = [...matches, ...(await findSettled(invoiceNumber, amountCents, sinceIso))];
    }
    // An approved charge wins over an earlier decline of the same invoice.
    return matches.find((match) => match.approved) ?? matches[0] ?? null;
  }

  async function checkTransactionDetailsAccess(): Promise<{
    code: string;
    message: string;
  } | null> {
    const data = await ask<AnetUnsettledListResponse>(
      'getUnsettledTransactionListRequest',
      unsettledPageBody(1, 1),
    );
    if (data.messages.resultCode === 'Ok') return null;
    const top = firstMessage(data.messages);
    return { code: top.code, message: top.text };
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

  async function refundTransaction(request: {
    transId: string;
    amountCents: number;
    accountNumber: string;
    invoiceNumber: string;
  }): Promise<RefundResult> {
    const answer = await post('createTransactionRequest', {
      merchantAuthentication: merchantAuthentication(),
      ...refundRequestBody(request),
    });
    if (!answer.ok) {
      log.error({ transId: request.transId, kind: answer.kind }, 'payment refund not confirmed');
      throw new GatewayError(answer.message, answer.kind.toUpperCase());
    }
    const data = answer.data as AnetCreateTransactionResponse;
    const tr = data.transactionResponse;
    if (tr?.responseCode === '1' && tr.transId) {
      log.info({ transId: request.transId, refundTransId: tr.transId }, 'payment refunded');
      return { outcome: 'REFUNDED', transId: tr.transId };
    }
    const error = tr?.errors?.[0];
    const top = firstMessage(data.messages);
    log.error({ transId: request.transId, code: error?.errorCode ?? top.code }, 'refund refused');
    return {
      outcome: 'REFUSED',
      code: error?.errorCode ?? top.code,
      message: error?.errorText ?? top.text,
    };
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

  const cim = createCimCalls({
    ask,
    refuse,
    hostedProfileFormUrl: options.hostedProfileFormUrl,
    logInfo: (details, message) => log.info(details, message),
  });

  return {
    ...cim,
    charge,
    findByInvoice,
    getTransaction,
    voidTransaction,
    refundTransaction,
    createHostedPaymentToken,
    checkTransactionDetailsAccess,
  };
}
