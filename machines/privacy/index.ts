/** The devotee's privacy flows: asking the temple to erase their details. */
export {
  erasureRequestMachine,
  type ErasureRequestContext,
  type ErasureRequested,
  type ErasureRequestEvent,
} from './erasure-request/machine';
