/** "Find my order": order number and email in, the page's link mailed (if they match). */
export {
  findMyOrderMachine,
  type FindAnswer,
  type FindMyOrderContext,
  type FindMyOrderEvent,
} from './machine';
