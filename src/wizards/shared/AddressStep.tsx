import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { addressLines, stateText, statesOf } from '../../../domain/address-rules';
import { fieldId, type AddressDraft } from '../../../domain/order-draft';
import { postsPrasad, prasadPlaceNames } from '../../../machines/order';
import { PrasadPlaces } from './PrasadPlaces';
import { SelectField, TextField, errorFor } from '../../ui/form';
import { translateErrors } from './translate-errors';
import type { StepProps } from './types';

const FIELDS: {
  key: keyof AddressDraft;
  label: MessageDescriptor;
  auto: string;
  width?: 'narrow' | 'medium';
}[] = [
  { key: 'firstName', label: msg`First name`, auto: 'given-name' },
  { key: 'lastName', label: msg`Last name`, auto: 'family-name' },
  { key: 'address1', label: msg`Address line 1`, auto: 'address-line1' },
  { key: 'address2', label: msg`Address line 2 (optional)`, auto: 'address-line2' },
  { key: 'city', label: msg`Town or city`, auto: 'address-level2', width: 'medium' },
];

export function AddressStep({
  snapshot,
  send,
  flow,
  which,
}: StepProps & { which: 'shipping' | 'billing' }) {
  const { i18n, t } = useLingui();
  const { context } = snapshot;
  const offersSame = which === 'billing' && postsPrasad(flow, context);
  const sameAsShipping = offersSame && context.billingSameAsShipping;
  const address = context[which];
  const errors = translateErrors(i18n, context.errors);
  const update = (values: Partial<AddressDraft>) =>
    send(
      which === 'shipping'
        ? { type: 'shipping.update', values }
        : { type: 'billing.update', values },
    );
  const path = (key: keyof AddressDraft) => `${which}.${key}`;
  /** A field's id, value, error and change, for the address's `key`. */
  const bound = (key: keyof AddressDraft) => ({
    id: fieldId(path(key)),
    value: address[key],
    error: errorFor(errors, path(key)),
    onChange: (value: string) => update({ [key]: value }),
  });
  const section = which === 'shipping' ? 'shipping' : 'billing';
  const { countries } = context.prefs.general;
  const countryStates = statesOf(context.prefs.general, address.country);
  return (
    <>
      <p>
        {which === 'shipping'
          ? t`Where should we post the prasad (the blessed offerings) after the puja?`
          : t`The name and address of the card holder. We send the receipt to this email address.`}
        {which === 'shipping' ? (
          <>
            {' '}
            <PrasadPlaces names={prasadPlaceNames(context)} />
          </>
        ) : null}
      </p>
      {which === 'shipping' ? (
        <p>
          <Trans>
            If you live elsewhere, or would rather not receive prasad, the temple posts nothing and
            your receipt lists no goods:
          </Trans>{' '}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => send({ type: 'prasad.decline', declined: true })}
          >
            <Trans>Do not post prasad</Trans>
          </button>
        </p>
      ) : null}
      {offersSame ? (
        <div className="field field--checkbox">
          <input
            type="checkbox"
            id="billing-sameAsShipping"
            checked={context.billingSameAsShipping}
            onChange={(event) =>
              send({ type: 'billing.sameAsShipping', value: event.target.checked })
            }
          />
          <label htmlFor="billing-sameAsShipping">
            <Trans>The billing address is the same as the prasad address</Trans>
          </label>
        </div>
      ) : null}
      {FIELDS.filter(() => !sameAsShipping).map((field) => (
        <TextField
          key={field.key}
          {...bound(field.key)}
          label={i18n._(field.label)}
          width={field.width}
          autoComplete={`${section} ${field.auto}`}
        />
      ))}
      {sameAsShipping ? null : countries.length > 0 ? (
        <SelectField
          {...bound('country')}
          label={t`Country`}
          autoComplete={`${section} country`}
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
        />
      ) : (
        <TextField
          {...bound('country')}
          label={t`Country code`}
          hint={t`Two letters, for example US or IN`}
          width="narrow"
          autoComplete={`${section} country`}
        />
      )}
      {sameAsShipping ? null : countryStates.length > 0 ? (
        <SelectField
          {...bound('state')}
          label={t`State, province or region`}
          options={countryStates.map((state) => ({ value: state.code, label: state.name }))}
        />
      ) : (
        // No list for this country: the free text goes out as state OTHER plus its name.
        <TextField
          id={fieldId(path(errorFor(errors, path('stateOther')) ? 'stateOther' : 'state'))}
          label={t`State, province or region`}
          width="medium"
          autoComplete={`${section} address-level1`}
          value={stateText(address)}
          error={errorFor(errors, path('stateOther')) ?? errorFor(errors, path('state'))}
          onChange={(value) => update({ stateOther: value })}
        />
      )}
      {sameAsShipping ? (
        <p className="pre-line" data-testid="billing-copy">
          {addressLines(address).join('\n')}
        </p>
      ) : null}
      {sameAsShipping ? null : (
        <TextField
          {...bound('postalCode')}
          label={t`Postal code`}
          width="medium"
          autoComplete={`${section} postal-code`}
        />
      )}
      <TextField
        {...bound('email')}
        label={which === 'billing' ? t`Email address` : t`Email address (optional)`}
        hint={which === 'shipping' ? t`Leave empty to use the billing email.` : undefined}
        type="email"
        autoComplete={`${section} email`}
      />
      <TextField
        id={fieldId(path('phone'))}
        label={t`Phone (optional)`}
        type="tel"
        width="medium"
        autoComplete={`${section} tel`}
        value={address.phone}
        onChange={(value) => update({ phone: value })}
      />
    </>
  );
}
