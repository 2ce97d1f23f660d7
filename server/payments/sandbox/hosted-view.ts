/**
 * HTML of the sandbox's hosted payment page: one card form with labelled
 * fields, autocomplete hints, and an error summary linked to the field in
 * error (GOV.UK pattern). No script and no inline style, so the site's strict
 * Content-Security-Policy applies unchanged.
 */
import { SANDBOX_HOSTED_CSS_PATH, SANDBOX_HOSTED_PAY_PATH } from './paths';

export type CardField = 'cardNumber' | 'month' | 'year' | 'cardCode' | 'fullName' | 'zip';

export interface HostedPageModel {
  token: string;
  amount: string;
  invoiceNumber: string;
  description: string;
  cancelUrl: string | null;
  zip: string;
}

export interface FieldError {
  field: CardField;
  message: string;
}

export const HOSTED_CSS = `
body { font-family: system-ui, sans-serif; margin: 0; color: #1b1b1b; background: #fafafa; line-height: 1.5; }
main { max-width: 32rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border: 1px solid #6b6b6b; }
label, legend { display: block; font-weight: 600; margin-top: 1rem; }
input { font: inherit; padding: 0.4rem; border: 2px solid #4a4a4a; width: 100%; box-sizing: border-box; }
input:focus, button:focus, a:focus { outline: 3px solid #b35c00; outline-offset: 2px; }
fieldset { border: 0; padding: 0; margin: 0; }
.expiry { display: flex; gap: 1rem; }
.expiry div { flex: 1; }

.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.hint { color: #4a4a4a; margin: 0; }
.error { color: #a4000f; font-weight: 600; margin: 0.25rem 0 0; }
.error-summary { border: 4px solid #a4000f; padding: 1rem; margin-bottom: 1rem; }
.error-summary a { color: #a4000f; }
button { font: inherit; margin-top: 1.5rem; padding: 0.6rem 1.5rem; background: #1d5e20; color: #fff; border: 0; cursor: pointer; }
`;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** A sandbox page: its stylesheet, and `script` (a path) where the page runs one. */
export function sandboxDocument(title: string, body: string, script?: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${SANDBOX_HOSTED_CSS_PATH}">
${script ? `<script src="${script}" defer></script>\n` : ''}</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface InputSpec {
  field: CardField;
  label: string;
  autocomplete: string;
  inputmode?: string;
  hint?: string;
}

/** One labelled card field with its hint and error (also used by the hosted profile page). */
export function input(spec: InputSpec, value: string, error: FieldError | undefined): string {
  const described = [spec.hint && `${spec.field}-hint`, error && `${spec.field}-error`]
    .filter(Boolean)
    .join(' ');
  return `<div>
<label for="${spec.field}">${spec.label}</label>
${spec.hint ? `<p class="hint" id="${spec.field}-hint">${spec.hint}</p>` : ''}
${error ? `<p class="error" id="${spec.field}-error"><span class="visually-hidden">Error: </span>${escapeHtml(error.message)}</p>` : ''}
<input id="${spec.field}" name="${spec.field}" type="text" autocomplete="${spec.autocomplete}"${
    spec.inputmode ? ` inputmode="${spec.inputmode}"` : ''
  } value="${escapeHtml(value)}"${described ? ` aria-describedby="${described}"` : ''}${
    error ? ' aria-invalid="true"' : ''
  } required>
</div>`;
}

/** Where the card form posts, the page's token, and the submit button's words. */
export interface CardFormSpec {
  action: string;
  token: string;
  submit: string;
}

/**
 * The card form both sandbox pages show (payment and kept card): the error
 * summary linked to the fields, then the labelled fields, with `value` giving
 * what each field shows.
 */
export function cardForm(
  spec: CardFormSpec,
  value: (field: CardField) => string,
  errors: FieldError[],
): string {
  const errorOf = (field: CardField) => errors.find((error) => error.field === field);
  const summary =
    errors.length === 0
      ? ''
      : `<div class="error-summary" role="alert" tabindex="-1" autofocus>
<h2>There is a problem</h2>
<ul>${errors
          .map((e) => `<li><a href="#${e.field}">${escapeHtml(e.message)}</a></li>`)
          .join('')}</ul>
</div>`;
  return `${summary}
<form method="post" action="${spec.action}" novalidate>
<input type="hidden" name="token" value="${escapeHtml(spec.token)}">
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
<button type="submit">${spec.submit}</button>
</form>`;
}

export function renderHostedPage(
  model: HostedPageModel,
  values: Partial<Record<CardField, string>>,
  errors: FieldError[],
): string {
  const value = (field: CardField) => values[field] ?? (field === 'zip' ? model.zip : '');
  const body = `<h1>Pay by card</h1>
<p>This is the local sandbox's payment page. Use one of Authorize.net's sandbox test cards, for example 4111 1111 1111 1111: no real card is charged.</p>
<dl>
<dt>Order</dt><dd>${escapeHtml(model.invoiceNumber)} ${escapeHtml(model.description)}</dd>
<dt>Amount</dt><dd>$${escapeHtml(model.amount)}</dd>
</dl>
${cardForm({ action: SANDBOX_HOSTED_PAY_PATH, token: model.token, submit: `Pay $${escapeHtml(model.amount)}` }, value, errors)}
${model.cancelUrl ? `<p><a href="${escapeHtml(model.cancelUrl)}">Cancel and go back to the site</a></p>` : ''}`;
  return sandboxDocument(errors.length > 0 ? 'Error: Pay by card' : 'Pay by card', body);
}

export function renderHostedResult(result: {
  title: string;
  message: string;
  continueUrl: string | null;
}): string {
  const body = `<h1>${escapeHtml(result.title)}</h1>
<p>${escapeHtml(result.message)}</p>
${result.continueUrl ? `<p><a href="${escapeHtml(result.continueUrl)}">Continue</a></p>` : ''}`;
  return sandboxDocument(result.title, body);
}
