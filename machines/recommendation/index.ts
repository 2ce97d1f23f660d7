export { recommendationMachine } from './machine';
export { recommendationFlow } from '../order/flows';
