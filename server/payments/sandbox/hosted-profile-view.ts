/**
 * HTML of the sandbox's stand-in for Accept Customer (the hosted profile
 * page): the card the profile keeps, masked, and a form to replace it. Same
 * labelled fields and linked error summary as the hosted payment page; no
 * script, no inline style.
 */
import {
  cardForm,
  escapeHtml,
  sandboxDocument,
  type CardField,
  type FieldError,
} from './hosted-view';
import { SANDBOX_HOSTED_PROFILE_SAVE_PATH } from './paths';

export interface HostedProfileModel {
  token: string;
  /** The card kept now: brand and last four, or null when the profile keeps none. */
  current: { brand: string; last4: string } | null;
  returnUrl: string | null;
}

export function renderHostedProfilePage(
  model: HostedProfileModel,
  values: Partial<Record<CardField, string>>,
  errors: FieldError[],
): string {
  const current = model.current
    ? `<p>The card kept now: ${escapeHtml(model.current.brand)} ending in ${escapeHtml(model.current.last4)}.</p>`
    : '<p>No card is kept yet.</p>';
  const body = `<h1>Change the kept card</h1>
<p>This is the local sandbox's page for the card kept at the payment gateway. Type one of Authorize.net's sandbox test cards, for example 4111 1111 1111 1111: no real card is stored or charged.</p>
${current}
${cardForm({ action: SANDBOX_HOSTED_PROFILE_SAVE_PATH, token: model.token, submit: 'Save this card' }, (field) => values[field] ?? '', errors)}
${model.returnUrl ? `<p><a href="${escapeHtml(model.returnUrl)}">Go back to the site without changing the card</a></p>` : ''}`;
  return sandboxDocument(
    errors.length > 0 ? 'Error: Change the kept card' : 'Change the kept card',
    body,
  );
}
