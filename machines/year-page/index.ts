/** The year page: the family's year loaded, and its private calendar feed made or revoked. */
export {
  yearPageMachine,
  type YearLoad,
  type YearPageContext,
  type YearPageEvent,
} from './machine';
