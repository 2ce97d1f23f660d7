/**
 * The sandbox gateway's request handlers, one per Authorize.net request name.
 * Each gets the parsed request body (already checked for element order) and
 * returns the answer object; the route adds the BOM and any fault mode.
 */
import type { HandlerAnswer, Json, SandboxContext } from './handler-context';
import {
  getSettledBatchList,
  getTransactionDetails,
  getTransactionList,
  getUnsettledList,
} from './lookup-handlers';
import {
  createProfileFromTransaction,
  deleteCustomerProfile,
  getCustomerProfile,
  getHostedProfilePage,
} from './profile-handlers';
import { getHostedPaymentPage, securePaymentContainer } from './token-handlers';
import { createTransaction } from './transaction-handlers';

export type {
  Fault,
  HandlerAnswer,
  SandboxContext,
  SandboxCredentials,
  SandboxSettings,
} from './handler-context';
export { SECRET_LIFETIME_MS } from './handler-context';

export const HANDLERS: Readonly<
  Record<string, (body: Json, ctx: SandboxContext) => Promise<HandlerAnswer>>
> = {
  createTransactionRequest: createTransaction,
  getTransactionDetailsRequest: getTransactionDetails,
  getUnsettledTransactionListRequest: getUnsettledList,
  getSettledBatchListRequest: getSettledBatchList,
  getTransactionListRequest: getTransactionList,
  getHostedPaymentPageRequest: getHostedPaymentPage,
  securePaymentContainerRequest: securePaymentContainer,
  createCustomerProfileFromTransactionRequest: createProfileFromTransaction,
  getCustomerProfileRequest: getCustomerProfile,
  getHostedProfilePageRequest: getHostedProfilePage,
  deleteCustomerProfileRequest: deleteCustomerProfile,
};
