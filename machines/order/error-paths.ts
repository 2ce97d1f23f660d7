/**
 * Error paths: the server's payload paths as the wizard's field paths, the
 * step that asks for each field, and the field's name in an error message.
 * The review's error summary and the payment problem both use these.
 */
import type { WizardStep } from './steps';

/** The server's payload paths as the wizard's own field paths (people.0.firstName, billing.city). */
export function toDraftPath(path: string): string {
  const line = /^pujaOrderLineitems\.(\d+)\.(.+)$/.exec(path);
  if (line) return `people.${line[1]}.${line[2]}`;
  const address = /^puja(OrderBillingAddresses|OrderShipmentAddresses)\.0\.(.+)$/.exec(path);
  if (address)
    return `${address[1] === 'OrderBillingAddresses' ? 'billing' : 'shipping'}.${address[2]}`;
  if (path === 'billingStateOther') return 'billing.stateOther';
  if (path === 'prasadStateOther') return 'shipping.stateOther';
  return path;
}

const CHOICE_FIELDS = /^people\.\d+\.(pujaId|requestedPujaDate|customerNotes|regionId)$/;

/** Which step asks for a field, from its draft path. */
export function stepOfPath(path: string): WizardStep {
  if (path.startsWith('billing.')) return 'billing';
  if (path.startsWith('shipping.')) return 'shipping';
  if (path === 'notes') return 'notes';
  if (CHOICE_FIELDS.test(path)) return 'pujas';
  return 'people';
}

const FIELD_NAMES: Readonly<Record<string, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  birthStar: 'Birth star',
  birthDate: 'Date of birth',
  birthPlace: 'Place of birth',
  birthTimeHour: 'Hour of birth',
  birthTimeMinute: 'Minutes of birth',
  customerNotes: 'Prayer request',
  starOnTheDayOfPassing: 'Star on the day of passing',
  dateOfPassing: 'Date of passing',
  placeOfPassing: 'Place of passing',
  passingTimeHour: 'Hour of passing',
  passingTimeMinute: 'Minutes of passing',
  pujaId: 'Choice',
  requestedPujaDate: 'Date',
  address1: 'Address line 1',
  address2: 'Address line 2',
  city: 'Town or city',
  state: 'State, province or region',
  stateOther: 'State, province or region',
  otherName: 'State, province or region',
  postalCode: 'Postal code',
  country: 'Country',
  email: 'Email address',
  phone: 'Phone',
  notes: 'Notes',
};

/** The field a draft path names, in words: "First name of person 1", "Billing postal code". */
export function fieldName(path: string): string {
  const parts = path.split('.');
  const name = FIELD_NAMES[parts[parts.length - 1] ?? ''] ?? 'This field';
  if (parts[0] === 'people') return `${name} of person ${Number(parts[1]) + 1}`;
  if (parts[0] === 'billing') return `Billing ${name.toLowerCase()}`;
  if (parts[0] === 'shipping') return `Prasad address ${name.toLowerCase()}`;
  return name;
}

/** A schema message that does not name its field, prefixed with the field. */
export function namedMessage(path: string, message: string): string {
  return /^Must /.test(message)
    ? `${fieldName(path)} ${message.charAt(0).toLowerCase()}${message.slice(1)}`
    : `${fieldName(path)}: ${message}`;
}
