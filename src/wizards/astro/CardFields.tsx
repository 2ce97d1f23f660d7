/**
 * Card inputs, deliberately uncontrolled: their values never enter React or
 * machine state, and are read only when Accept.js is asked for a token.
 */
import type { FieldError } from '../../domain/api-error';
import { CardInput, errorFor } from '../../ui/form';
import { CARD_FIELD_IDS as CARD_IDS } from '../shared/card';

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
        error={errorFor(errors, CARD_IDS.fullName)}
        type="text"
        autoComplete="cc-name"
        width="full"
      />
      <CardInput
        id={CARD_IDS.cardNumber}
        label="Card number"
        error={errorFor(errors, CARD_IDS.cardNumber)}
        type="text"
        autoComplete="cc-number"
        width="medium"
        inputMode="numeric"
      />
      <CardInput
        id={CARD_IDS.month}
        label="Expiry month (MM)"
        error={errorFor(errors, CARD_IDS.month)}
        type="text"
        autoComplete="cc-exp-month"
        width="narrow"
        inputMode="numeric"
      />
      <CardInput
        id={CARD_IDS.year}
        label="Expiry year (YYYY)"
        error={errorFor(errors, CARD_IDS.year)}
        type="text"
        autoComplete="cc-exp-year"
        width="narrow"
        inputMode="numeric"
      />
      <CardInput
        id={CARD_IDS.cardCode}
        label="Security code"
        hint="The last 3 digits on the back of the card, or 4 on the front for American Express"
        error={errorFor(errors, CARD_IDS.cardCode)}
        type="text"
        autoComplete="cc-csc"
        width="narrow"
        inputMode="numeric"
      />
      <CardInput
        id={CARD_IDS.zip}
        label="Billing postal code"
        error={errorFor(errors, CARD_IDS.zip)}
        type="text"
        autoComplete="postal-code"
        width="narrow"
      />
    </fieldset>
  );
}
