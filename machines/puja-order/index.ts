export { pujaOrderFlow, pujaOrderMachine } from './machine';
