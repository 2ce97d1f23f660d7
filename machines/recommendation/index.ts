export { recommendationFlow, recommendationMachine } from './machine';
