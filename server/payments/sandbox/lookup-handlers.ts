/**
 * Lookups in the sandbox ledger (the Transaction Details API):
 * getTransactionDetailsRequest, getUnsettledTransactionListRequest,
 * getSettledBatchListRequest and getTransactionListRequest. All answer
 * E00011 while the sandbox's Transaction Details setting is off.
 */
import { centsToAmount } from '../anet-format';
import { obj, str, transactionKeyValid, withRefId } from './handler-context';
import type { HandlerAnswer, Json, SandboxContext } from './handler-context';
import type { TransactionRow } from './ledger';
import { errorMessages, OK, TOP_ERRORS } from './responses';

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
    settleAmount: ['capturedPendingSettlement', 'settledSuccessfully'].includes(row.status)
      ? amount
      : 0,
    ...(row.batch_id && {
      batch: { batchId: row.batch_id, settlementTimeUTC: row.settled_at ?? '' },
    }),
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

/** The refusal every lookup starts with: bad credentials, or the Details API switched off. */
function refused(body: Json, ctx: SandboxContext): HandlerAnswer | null {
  if (!transactionKeyValid(body, ctx.credentials)) {
    return { body: { messages: TOP_ERRORS.authentication() } };
  }
  if (!ctx.settings.transactionDetailsApi) {
    return { body: withRefId(body, { messages: TOP_ERRORS.detailsApiOff() }) };
  }
  return null;
}

function summaryOf(row: TransactionRow) {
  return {
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
  };
}

function pagingOf(body: Json): { limit: number; page: number; descending: boolean } | null {
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
    return null;
  }
  const descending = sorting.orderDescending === true || sorting.orderDescending === 'true';
  return { limit, page, descending };
}

const badPaging = () => ({
  body: { messages: errorMessages('E00003', 'paging.limit is 1-1000, offset from 1.') },
});

export async function getTransactionDetails(
  body: Json,
  ctx: SandboxContext,
): Promise<HandlerAnswer> {
  const refusal = refused(body, ctx);
  if (refusal) return refusal;
  const row = await ctx.ledger.getTransaction(str(body.transId) ?? '');
  if (!row) return { body: withRefId(body, { messages: TOP_ERRORS.notFound() }) };
  return { body: withRefId(body, { transaction: detailsOf(row), messages: OK }) };
}

export async function getUnsettledList(body: Json, ctx: SandboxContext): Promise<HandlerAnswer> {
  const refusal = refused(body, ctx);
  if (refusal) return refusal;
  const paging = pagingOf(body);
  if (!paging) return badPaging();
  const orderBy = obj(body.sorting).orderBy === 'id' ? 'trans_id' : 'submitted_at';
  const { descending, limit, page } = paging;
  return listAnswer(body, await ctx.ledger.listUnsettled(orderBy, descending, limit, page));
}

const DAY_MS = 86_400_000;

/** getSettledBatchListRequest: batches settled in [first, last] (at most 31 days; default the last day). */
export async function getSettledBatchList(body: Json, ctx: SandboxContext): Promise<HandlerAnswer> {
  const refusal = refused(body, ctx);
  if (refusal) return refusal;
  const now = ctx.now().getTime();
  const last = str(body.lastSettlementDate) ? Date.parse(str(body.lastSettlementDate) ?? '') : now;
  const first = str(body.firstSettlementDate)
    ? Date.parse(str(body.firstSettlementDate) ?? '')
    : last - DAY_MS;
  if (Number.isNaN(first) || Number.isNaN(last) || last < first) {
    return { body: { messages: errorMessages('E00003', 'The settlement dates are not valid.') } };
  }
  if (last - first > 31 * DAY_MS) {
    return {
      body: {
        messages: errorMessages('E00034', 'The date range cannot exceed 31 days.'),
      },
    };
  }
  const batches = await ctx.ledger.settledBatches(
    new Date(first).toISOString(),
    new Date(last).toISOString(),
  );
  const batchList = batches.map((batch) => ({
    batchId: batch.batchId,
    settlementTimeUTC: batch.settledAt,
    settlementTimeLocal: batch.settledAt.replace('Z', ''),
    settlementState: 'settledSuccessfully',
    paymentMethod: 'creditCard',
    marketType: 'eCommerce',
    product: 'Card Not Present',
  }));
  return {
    body: withRefId(body, { ...(batchList.length > 0 && { batchList }), messages: OK }),
  };
}

/** getTransactionListRequest: one page of a settled batch's transactions. */
export async function getTransactionList(body: Json, ctx: SandboxContext): Promise<HandlerAnswer> {
  const refusal = refused(body, ctx);
  if (refusal) return refusal;
  const paging = pagingOf(body);
  if (!paging) return badPaging();
  const { descending, limit, page } = paging;
  const batchId = str(body.batchId) ?? '';
  return listAnswer(body, await ctx.ledger.batchTransactions(batchId, descending, limit, page));
}

/** A page of transactions as Authorize.net lists them. */
function listAnswer(body: Json, { rows, total }: { rows: TransactionRow[]; total: number }) {
  const transactions = rows.map(summaryOf);
  return {
    body: withRefId(body, {
      ...(transactions.length > 0 && { transactions }),
      totalNumInResultSet: total,
      messages: OK,
    }),
  };
}
