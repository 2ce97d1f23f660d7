/** Prasad posted and tracked, as the rest of the server sees it. */
export { registerPrasadRoutes } from './routes';
export { shipmentForOrder } from './shipments';
