export { regionalPujaFlow, regionalPujaMachine } from './machine';
