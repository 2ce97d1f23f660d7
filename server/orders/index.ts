/** Puja orders as the rest of the server sees them. */
export { confirmationEmail } from './confirmation-email';
export { birthTime, orderRow, readOrder, storedOrder } from './order-view';
export { applyPaymentToOrder } from './payment-subject';
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
