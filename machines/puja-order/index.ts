export { pujaOrderMachine } from './machine';
export { pujaOrderFlow } from '../order/flows';
