/**
 * The sandbox gateway's request handlers: one per Authorize.net request name.
 * Each gets the parsed request body (already checked for element order) and
 * returns the answer object; the route adds the BOM and any fault mode.
 */
import { randomBytes } from 'node:crypto';
import {
  ACCEPT_DATA_DESCRIPTOR,
  expirationMMYYYY,
  normalizeCardNumber,
  validateCardData,
} from '../../../src/domain/accept-js';
import { amountToCents, centsToAmount } from '../anet-format';
import { chargeCard, DEFAULT_DUPLICATE_WINDOW } from './card-charge';
import { secretHash, type SandboxLedger, type TransactionRow } from './ledger';
import { errorMessages, OK, REASONS, TOP_ERRORS, transactionResponse } from './responses';
import {
  cardBrand,
  CVV_MISMATCH_CODE,
  GARBLED_ANSWER_ZIP,
  isSandboxTestCard,
  SANDBOX_TEST_CARDS,
  SLOW_ANSWER_ZIP,
} from './test-cards';

export interface SandboxCredentials {
  apiLoginId: string;
  transactionKey: string;
  clientKey: string;
}

export interface SandboxContext {
  ledger: SandboxLedger;
  now: () => Date;
  credentials: SandboxCredentials;
}

export type Fault = 'slow' | 'garbled';

export interface HandlerAnswer {
  body: object;
  fault?: Fault;
}

type Json = Record<string, unknown>;

/** Nonces and hosted tokens are valid for 15 minutes, as Authorize.net's are. */
export const SECRET_LIFETIME_MS = 15 * 60 * 1000;

const obj = (value: unknown): Json =>
  typeof value === 'object' && value !== null ? (value as Json) : {};
const str = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

function settingsOf(container: unknown): Map<string, string> {
  const raw = obj(container).setting;
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return new Map(list.map((s) => [str(obj(s).settingName) ?? '', str(obj(s).settingValue) ?? '']));
}

function transactionKeyValid(body: Json, credentials: SandboxCredentials): boolean {
  const auth = obj(body.merchantAuthentication);
  return auth.name === credentials.apiLoginId && auth.transactionKey === credentials.transactionKey;
}

const withRefId = (body: Json, answer: Json): Json =>
  typeof body.refId === 'string' ? { refId: body.refId, ...answer } : answer;

function failed(body: Json, response: object): HandlerAnswer {
  return {
    body: withRefId(body, {
      transactionResponse: response,
      messages: TOP_ERRORS.transactionFailed(),
    }),
  };
}

async function authCapture(body: Json, ctx: SandboxContext): Promise<HandlerAnswer> {
  const tr = obj(body.transactionRequest);
  const amountCents = amountToCents(tr.amount);
  if (amountCents === null || amountCents <= 0) {
    return failed(body, transactionResponse(REASONS.invalidAmount));
  }
  const opaque = obj(obj(tr.payment).opaqueData);
  if (!('opaqueData' in obj(tr.payment))) {
    return { body: { messages: TOP_ERRORS.unsupported('payments other than opaqueData') } };
  }
  const dataValue = str(opaque.dataValue);
  if (!dataValue || opaque.dataDescriptor !== ACCEPT_DATA_DESCRIPTOR) {
    return { body: withRefId(body, { messages: TOP_ERRORS.invalidToken() }) };
  }
  const now = ctx.now();
  const use = await ctx.ledger.useNonce(dataValue, now.toISOString());
  if (use.status === 'expired') {
    return { body: withRefId(body, { messages: TOP_ERRORS.expiredToken() }) };
  }
  if (use.status !== 'ok')
    return { body: withRefId(body, { messages: TOP_ERRORS.invalidToken() }) };

  const nonce = use.nonce;
  const billTo = obj(tr.billTo);
  const order = obj(tr.order);
  const window = Number(settingsOf(tr.transactionSettings).get('duplicateWindow'));
  const outcome = await chargeCard(ctx.ledger, {
    refId: str(body.refId),
    amountCents,
    invoiceNumber: str(order.invoiceNumber),
    description: str(order.description),
    card: {
      brand: nonce.card_brand,
      last4: nonce.card_last4,
      expiration: nonce.expiration,
      testCard: nonce.test_card === 1,
      cvvResult: nonce.cvv_result,
      zip: nonce.zip,
    },
    firstName: str(billTo.firstName),
    lastName: str(billTo.lastName),
    email: str(obj(tr.customer).email),
    billZip: str(billTo.zip),
    duplicateWindowSeconds: Number.isFinite(window) ? window : DEFAULT_DUPLICATE_WINDOW,
    now,
  });
  const approved = outcome.reason.responseCode === '1';
  const answer: HandlerAnswer = approved
    ? { body: withRefId(body, { transactionResponse: outcome.response, messages: OK }) }
    : failed(body, outcome.response);
  const zip = str(billTo.zip) ?? nonce.zip;
  if (approved && zip === SLOW_ANSWER_ZIP) answer.fault = 'slow';
  if (approved && zip === GARBLED_ANSWER_ZIP) answer.fault = 'garbled';
  return answer;
}

async function voidCharge(body: Json, ctx: SandboxContext): Promise<HandlerAnswer> {
  const refTransId = str(obj(body.transactionRequest).refTransId) ?? '';
  const row = await ctx.ledger.getTransaction(refTransId);
  if (!row || row.status === 'declined') {
    return failed(body, transactionResponse(REASONS.notFound, {}, refTransId));
  }
  const facts = {
    transId: row.trans_id,
    authCode: row.auth_code,
    accountNumber: row.account_number,
    accountType: row.account_type,
  };
  const voided = await ctx.ledger.markVoided(row.trans_id, ctx.now().toISOString());
  const reason = voided ? REASONS.approved : REASONS.alreadyVoided;
  return {
    body: withRefId(body, {
      transactionResponse: transactionResponse(reason, facts, refTransId),
      messages: OK,
    }),
  };
}

async function createTransaction(body: Json, ctx: SandboxContext): Promise<HandlerAnswer> {
  if (!transactionKeyValid(body, ctx.credentials)) {
    return { body: { messages: TOP_ERRORS.authentication() } };
  }
  const type = obj(body.transactionRequest).transactionType;
  if (type === 'authCaptureTransaction') return authCapture(body, ctx);
  if (type === 'voidTransaction') return voidCharge(body, ctx);
  return { body: { messages: TOP_ERRORS.unsupported(`transactionType "${String(type)}"`) } };
}

function detailsOf(row: TransactionRow) {
  const amount = Number(centsToAmount(row.amount_cents));
  return {
    transId: row.trans_id,
    submitTimeUTC: row.submitted_at,
    transactionType: row.transaction_type,
    transactionStatus: row.status,
    responseCode: row.response_code,
    responseReasonCode: row.reason_code,
    authCode: row.auth_code,
    AVSResponse: row.avs_result,
    cardCodeResponse: row.cvv_result,
    order: { invoiceNumber: row.invoice_number ?? '', description: row.description ?? '' },
    authAmount: amount,
    settleAmount: row.status === 'capturedPendingSettlement' ? amount : 0,
    payment: {
      creditCard: {
        cardNumber: row.account_number,
        expirationDate: 'XXXX',
        cardType: row.account_type,
      },
    },
    billTo: { firstName: row.first_name ?? '', lastName: row.last_name ?? '', zip: row.bill_zip },
    customer: { email: row.email ?? '' },
  };
}

async function getTransactionDetails(body: Json, ctx: SandboxContext): Promise<HandlerAnswer> {
  if (!transactionKeyValid(body, ctx.credentials)) {
    return { body: { messages: TOP_ERRORS.authentication() } };
  }
  const row = await ctx.ledger.getTransaction(str(body.transId) ?? '');
  if (!row) return { body: withRefId(body, { messages: TOP_ERRORS.notFound() }) };
  return { body: withRefId(body, { transaction: detailsOf(row), messages: OK }) };
}

async function getUnsettledList(body: Json, ctx: SandboxContext): Promise<HandlerAnswer> {
  if (!transactionKeyValid(body, ctx.credentials)) {
    return { body: { messages: TOP_ERRORS.authentication() } };
  }
  const sorting = obj(body.sorting);
  const paging = obj(body.paging);
  const limit = Number(paging.limit ?? 1000);
  const page = Number(paging.offset ?? 1);
  if (
    !Number.isInteger(limit) ||
    limit < 1 ||
    limit > 1000 ||
    !Number.isInteger(page) ||
    page < 1
  ) {
    return {
      body: { messages: errorMessages('E00003', 'paging.limit is 1-1000, offset from 1.') },
    };
  }
  const orderBy = sorting.orderBy === 'id' ? 'trans_id' : 'submitted_at';
  const descending = sorting.orderDescending === true || sorting.orderDescending === 'true';
  const { rows, total } = await ctx.ledger.listUnsettled(orderBy, descending, limit, page);
  const transactions = rows.map((row) => ({
    transId: row.trans_id,
    submitTimeUTC: row.submitted_at,
    submitTimeLocal: row.submitted_at.replace('Z', ''),
    transactionStatus: row.status,
    invoiceNumber: row.invoice_number ?? '',
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    accountType: row.account_type,
    accountNumber: row.account_number,
    settleAmount: Number(centsToAmount(row.amount_cents)),
    marketType: 'eCommerce',
    product: 'Card Not Present',
  }));
  return {
    body: withRefId(body, {
      ...(transactions.length > 0 && { transactions }),
      totalNumInResultSet: total,
      messages: OK,
    }),
  };
}

async function getHostedPaymentPage(body: Json, ctx: SandboxContext): Promise<HandlerAnswer> {
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

async function securePaymentContainer(body: Json, ctx: SandboxContext): Promise<HandlerAnswer> {
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

export const HANDLERS: Readonly<
  Record<string, (body: Json, ctx: SandboxContext) => Promise<HandlerAnswer>>
> = {
  createTransactionRequest: createTransaction,
  getTransactionDetailsRequest: getTransactionDetails,
  getUnsettledTransactionListRequest: getUnsettledList,
  getHostedPaymentPageRequest: getHostedPaymentPage,
  securePaymentContainerRequest: securePaymentContainer,
};
