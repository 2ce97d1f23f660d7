/**
 * Card inputs, deliberately uncontrolled: their values never enter React or
 * machine state, and are read only when Accept.js is asked for a token.
 */
import type { FieldError } from '../../domain/api-error';
import { errorFor } from '../../ui/form';
import { CARD_FIELD_IDS as CARD_IDS } from '../shared/card';

interface CardInputProps {
  id: string;
  label: string;
  errors: readonly FieldError[];
  autoComplete: string;
  width: 'narrow' | 'medium' | 'full';
  inputMode?: 'numeric' | 'text';
  hint?: string;
}

function CardInput({ id, label, errors, autoComplete, width, inputMode, hint }: CardInputProps) {
  const error = errorFor(errors, id);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <div id={`${id}-hint`} className="field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      <input
        id={id}
        className={`field__input field__input--${width}`}
        type="text"
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
    </div>
  );
}

export function CardFields({ errors }: { errors: readonly FieldError[] }) {
  return (
    <fieldset className="fieldset">
      <legend className="fieldset__legend fieldset__legend--heading">
        <h2 className="fieldset__heading">Card details</h2>
      </legend>
      <p className="field__hint">
        Your card details go straight to our card processor, Authorize.net. They are never sent to
        or stored on our server.
      </p>
      <CardInput
        id={CARD_IDS.fullName}
        label="Name on the card"
        errors={errors}
        autoComplete="cc-name"
        width="full"
      />
      <CardInput
        id={CARD_IDS.cardNumber}
        label="Card number"
        errors={errors}
        autoComplete="cc-number"
        width="medium"
        inputMode="numeric"
      />
      <CardInput
        id={CARD_IDS.month}
        label="Expiry month (MM)"
        errors={errors}
        autoComplete="cc-exp-month"
        width="narrow"
        inputMode="numeric"
      />
      <CardInput
        id={CARD_IDS.year}
        label="Expiry year (YYYY)"
        errors={errors}
        autoComplete="cc-exp-year"
        width="narrow"
        inputMode="numeric"
      />
      <CardInput
        id={CARD_IDS.cardCode}
        label="Security code"
        hint="The last 3 digits on the back of the card, or 4 on the front for American Express"
        errors={errors}
        autoComplete="cc-csc"
        width="narrow"
        inputMode="numeric"
      />
      <CardInput
        id={CARD_IDS.zip}
        label="Billing postal code"
        errors={errors}
        autoComplete="postal-code"
        width="narrow"
      />
    </fieldset>
  );
}
