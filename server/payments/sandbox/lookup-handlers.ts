/** Lookups in the sandbox ledger: getTransactionDetailsRequest and getUnsettledTransactionListRequest. */
import { centsToAmount } from '../anet-format';
import {
  obj,
  str,
  transactionKeyValid,
  withRefId,
  type HandlerAnswer,
  type Json,
  type SandboxContext,
} from './handler-context';
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

export async function getTransactionDetails(
  body: Json,
  ctx: SandboxContext,
): Promise<HandlerAnswer> {
  if (!transactionKeyValid(body, ctx.credentials)) {
    return { body: { messages: TOP_ERRORS.authentication() } };
  }
  const row = await ctx.ledger.getTransaction(str(body.transId) ?? '');
  if (!row) return { body: withRefId(body, { messages: TOP_ERRORS.notFound() }) };
  return { body: withRefId(body, { transaction: detailsOf(row), messages: OK }) };
}

export async function getUnsettledList(body: Json, ctx: SandboxContext): Promise<HandlerAnswer> {
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
