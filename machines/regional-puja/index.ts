export { regionalPujaMachine } from './machine';
export { regionalPujaFlow } from '../order/flows';
