/** "My order": the devotee's own page of an order, and Find my order. */
export { registerMyOrderRoutes } from './routes';
export { ORDERS_WITH_A_PAGE } from './view';
