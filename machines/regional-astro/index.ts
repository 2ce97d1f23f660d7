export { regionalAstroFlow, regionalAstroMachine } from './machine';
