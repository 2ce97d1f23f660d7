export { regionalAstroMachine } from './machine';
export { regionalAstroFlow } from '../order/flows';
