/** The payments feature as the rest of the server sees it: the gateway, the attempt service, the routes. */
export {
  createPaymentGateway,
  HOSTED_FORM_URLS,
  HOSTED_PROFILE_FORM_URLS,
  localGatewayUrl,
  type PaymentGatewayOptions,
} from './create-gateway';
export { createAnetClient, GatewayError, type PaymentLogger } from './anet-client';
export type { GatewayAddress, PaymentGateway } from './gateway';
export { registerPaymentRoutes } from './routes';
export { warnWhenTransactionDetailsOff } from './startup-check';
export * from './attempts';
