/**
 * The address rules of the order forms: which states a country offers, what a
 * change of country or state clears, and the OTHER rule (a country without a
 * state list sends state OTHER with the name typed in `stateOther`; spec §9).
 */
import { OTHER_STATE } from './constants';
import type { AddressDraft } from './order-draft';
import type { GeneralPrefs, StateOption } from './prefs';

/** The states to pick from for a country (all of them before a country is chosen). */
export function statesOf(prefs: Pick<GeneralPrefs, 'states'>, country: string): StateOption[] {
  return prefs.states.filter(
    (state) => state.code !== OTHER_STATE && (!country || state.country === country),
  );
}

/** What a visitor's change does to an address: a new country clears the state, OTHER is kept whole. */
export function changeAddress(
  address: AddressDraft,
  values: Partial<AddressDraft>,
  prefs: Pick<GeneralPrefs, 'countries'>,
): AddressDraft {
  const next = { ...address, ...values };
  const newCountry = values.country !== undefined && values.country !== address.country;
  if (newCountry && values.state === undefined) {
    return { ...next, state: '', stateOther: '' };
  }
  if (
    values.state !== undefined &&
    values.state !== OTHER_STATE &&
    values.stateOther === undefined
  ) {
    return { ...next, stateOther: '' };
  }
  // Typed state name: with a country list it travels as OTHER plus the name, else as the state.
  if (values.stateOther !== undefined && values.state === undefined) {
    return prefs.countries.length > 0
      ? { ...next, state: OTHER_STATE }
      : { ...next, state: values.stateOther, stateOther: '' };
  }
  return next;
}

/** The state as people read it: the typed name for OTHER. */
export function stateText(address: Pick<AddressDraft, 'state' | 'stateOther'>): string {
  return address.state === OTHER_STATE ? address.stateOther : address.state;
}

/** An address as lines for people (the review, "same as the prasad address"). */
export function addressLines(address: AddressDraft, withContact = false): string[] {
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.address1,
    address.address2,
    [address.city, stateText(address), address.postalCode].filter(Boolean).join(', '),
    address.country,
    ...(withContact ? [address.email, address.phone] : []),
  ].filter(Boolean);
}
