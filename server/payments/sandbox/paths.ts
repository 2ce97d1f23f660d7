/** Paths of the sandbox's browser-facing pages (beside SANDBOX_GATEWAY_PATH). */

/** Where the browser posts an Accept Hosted token in the sandbox (the formUrl). */
export const SANDBOX_HOSTED_FORM_PATH = '/sandbox-gateway/payment/payment';
/** Where the sandbox's hosted page posts the card typed into it. */
export const SANDBOX_HOSTED_PAY_PATH = '/sandbox-gateway/payment/pay';
/** Where the browser posts an Accept Customer token in the sandbox (the hosted profile page). */
export const SANDBOX_HOSTED_PROFILE_PATH = '/sandbox-gateway/customer/manage';
/** Where the sandbox's hosted profile page posts the new card typed into it. */
export const SANDBOX_HOSTED_PROFILE_SAVE_PATH = '/sandbox-gateway/customer/save';
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

/** The sandbox's AcceptUI stand-in (the hosted payment information form): its script. */
export { SANDBOX_ACCEPTUI_PATH } from '../../../domain/environments';
/** The lightbox's form, framed by the stand-in on our own origin. */
export const SANDBOX_ACCEPTUI_FORM_PATH = '/sandbox-gateway/v3/payment-form';
/** The script of that form. */
export const SANDBOX_ACCEPTUI_FORM_SCRIPT_PATH = '/sandbox-gateway/v3/payment-form.js';
/** The postMessage tag the form's answer carries. */
export const ACCEPTUI_MESSAGE_SOURCE = 'acceptui-stand-in';
