/**
 * HTML of the sandbox's stand-in for Accept Customer (the hosted profile
 * page): the card the profile keeps, masked, and a form to replace it. Same
 * labelled fields and linked error summary as the hosted payment page; no
 * script, no inline style.
 */
import { escapeHtml, input, sandboxDocument, type CardField, type FieldError } from './hosted-view';
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
  const errorOf = (field: CardField) => errors.find((error) => error.field === field);
  const value = (field: CardField) => values[field] ?? '';
  const summary =
    errors.length === 0
      ? ''
      : `<div class="error-summary" role="alert" tabindex="-1" autofocus>
<h2>There is a problem</h2>
<ul>${errors.map((e) => `<li><a href="#${e.field}">${escapeHtml(e.message)}</a></li>`).join('')}</ul>
</div>`;
  const current = model.current
    ? `<p>The card kept now: ${escapeHtml(model.current.brand)} ending in ${escapeHtml(model.current.last4)}.</p>`
    : '<p>No card is kept yet.</p>';
  const body = `<h1>Change the kept card</h1>
<p>This is the local sandbox's page for the card kept at the payment gateway. Type one of Authorize.net's sandbox test cards, for example 4111 1111 1111 1111: no real card is stored or charged.</p>
${current}
${summary}
<form method="post" action="${SANDBOX_HOSTED_PROFILE_SAVE_PATH}" novalidate>
<input type="hidden" name="token" value="${escapeHtml(model.token)}">
${input({ field: 'cardNumber', label: 'Card number', autocomplete: 'cc-number', inputmode: 'numeric' }, value('cardNumber'), errorOf('cardNumber'))}
<fieldset>
<legend>Expiry date</legend>
<div class="expiry">
${input({ field: 'month', label: 'Month', autocomplete: 'cc-exp-month', inputmode: 'numeric', hint: 'For example 08' }, value('month'), errorOf('month'))}
${input({ field: 'year', label: 'Year', autocomplete: 'cc-exp-year', inputmode: 'numeric', hint: 'For example 2030' }, value('year'), errorOf('year'))}
</div>
</fieldset>
${input({ field: 'cardCode', label: 'Security code', autocomplete: 'cc-csc', inputmode: 'numeric', hint: 'The 3 digits on the back of the card, or 4 on the front for American Express' }, value('cardCode'), errorOf('cardCode'))}
${input({ field: 'fullName', label: 'Name on the card', autocomplete: 'cc-name' }, value('fullName'), errorOf('fullName'))}
${input({ field: 'zip', label: 'Billing ZIP or postal code', autocomplete: 'postal-code' }, value('zip'), errorOf('zip'))}
<button type="submit">Save this card</button>
</form>
${model.returnUrl ? `<p><a href="${escapeHtml(model.returnUrl)}">Go back to the site without changing the card</a></p>` : ''}`;
  return sandboxDocument(
    errors.length > 0 ? 'Error: Change the kept card' : 'Change the kept card',
    body,
  );
}
