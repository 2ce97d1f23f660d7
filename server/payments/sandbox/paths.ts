/** Paths of the sandbox's browser-facing pages (beside SANDBOX_GATEWAY_PATH). */

/** Where the browser posts an Accept Hosted token in the sandbox (the formUrl). */
export const SANDBOX_HOSTED_FORM_PATH = '/sandbox-gateway/payment/payment';
/** Where the sandbox's hosted page posts the card typed into it. */
export const SANDBOX_HOSTED_PAY_PATH = '/sandbox-gateway/payment/pay';
export const SANDBOX_HOSTED_CSS_PATH = '/sandbox-gateway/payment/hosted.css';

/** Sandbox calls that stand in for the merchant interface and the processor's schedule. */
export const SANDBOX_CONTROL_PATHS = {
  /** Closes a settlement batch now: `{ transactionKey }` → `{ batchId }`. */
  settle: '/sandbox-gateway/control/settle',
  /** Decides a held charge: `{ transactionKey, transId, decision: 'approve' | 'decline', notify? }`. */
  review: '/sandbox-gateway/control/review',
  /** Merchant settings: `{ transactionKey, transactionDetailsApi: boolean }`. */
  settings: '/sandbox-gateway/control/settings',
} as const;
