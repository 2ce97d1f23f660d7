/** Puja orders as the rest of the server sees them. */
export { confirmationEmail } from './confirmation-email';
export { orderRow, orderViewOf, readOrder } from './order-view';
export {
  birthTime,
  personName,
  readOrderRecord,
  readOrderRecordsPaidBy,
  type OrderAddress,
  type OrderLine,
  type OrderRecord,
} from './read-model';
export { orderPaymentSubject } from './payment-subject';
export { ORDER_RECEIPT_RENDER } from './receipt-attachment';
export { ORDER_STATUS } from './repository';
export { registerOrderRoutes } from './routes';
export {
  LIVE_LINKS_PER_ORDER,
  mintOrderToken,
  myOrderLinkInMail,
  orderOfToken,
  revokeOtherLinks,
  seeOrderButton,
  type LinkLife,
} from './access-token';
